import type { NextConfig } from "next";

const nextConfig: NextConfig = {
  // PGlite ships WASM + extension bundles that must be loaded from node_modules at run time.
  serverExternalPackages: ["@electric-sql/pglite", "@node-rs/argon2", "pg", "unpdf", "mammoth"],
  poweredByHeader: false,
  typedRoutes: false,
};

export default nextConfig;
