import type { NextConfig } from "next";

const nextConfig: NextConfig = {
  // PGlite ships WASM + extension bundles that must be loaded from node_modules at run time.
  serverExternalPackages: ["@electric-sql/pglite", "@node-rs/argon2", "unpdf", "mammoth"],
  poweredByHeader: false,
  typedRoutes: false,
  // The seed's resume URL ends in a slash (`/api/chat/{id}/resume/`): serve it without a redirect.
  skipTrailingSlashRedirect: true,
};

export default nextConfig;
