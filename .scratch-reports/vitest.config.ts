import { defineConfig } from "vitest/config";
import path from "node:path";
const root = path.resolve(import.meta.dirname, "..");
export default defineConfig({
  root,
  resolve: { alias: { "@": root, "server-only": path.resolve(root, "tests/server-only-stub.ts") } },
  test: { include: [".scratch-reports/**/*.test.tsx"], environment: "node", testTimeout: 60_000, hookTimeout: 60_000 },
});
