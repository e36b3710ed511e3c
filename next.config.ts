import type { NextConfig } from "next";
import { API_CSP } from "./lib/http/csp";

// Pages get their Content-Security-Policy, with a per-request script nonce, from proxy.ts (SEC-05);
// API responses get a policy that allows nothing at all.
const securityHeaders = [
  { key: "X-Content-Type-Options", value: "nosniff" },
  { key: "X-Frame-Options", value: "DENY" },
  { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
  { key: "Permissions-Policy", value: "camera=(), microphone=(), geolocation=(), payment=()" },
  { key: "Cross-Origin-Opener-Policy", value: "same-origin" },
  { key: "Strict-Transport-Security", value: "max-age=31536000; includeSubDomains" },
];

const nextConfig: NextConfig = {
  // PGlite ships WASM + extension bundles that must be loaded from node_modules at run time.
  serverExternalPackages: ["@electric-sql/pglite", "@electric-sql/pglite-pgvector", "@node-rs/argon2", "unpdf", "mammoth", "read-excel-file", "ioredis", "libpg-query", "vega", "vega-lite", "@resvg/resvg-js"],
  poweredByHeader: false,
  typedRoutes: false,
  // The seed's resume URL ends in a slash (`/api/chat/{id}/resume/`): serve it without a redirect.
  skipTrailingSlashRedirect: true,
  async headers() {
    return [
      { source: "/:path*", headers: securityHeaders },
      { source: "/api/:path*", headers: [{ key: "Content-Security-Policy", value: API_CSP }] },
    ];
  },
};

export default nextConfig;
