import { defineConfig } from "vitest/config";
import path from "node:path";

const alias = { "@": path.resolve(import.meta.dirname), "server-only": path.resolve(import.meta.dirname, "tests/server-only-stub.ts") };

export default defineConfig({
  test: {
    projects: [
      {
        resolve: { alias },
        test: { name: "unit", include: ["lib/**/*.test.ts", "tests/unit/**/*.test.ts"], environment: "node" },
      },
      {
        resolve: { alias },
        test: {
          name: "integration",
          include: ["tests/integration/**/*.test.ts"],
          environment: "node",
          testTimeout: 60_000,
          hookTimeout: 60_000,
          fileParallelism: false,
          // Short model retry/timeout settings so retry-policy tests run in milliseconds.
          // One test user runs many workflows here; the hourly quota itself is tested in tests/server.
          env: { MODEL_RETRY_INITIAL_MS: "20", MODEL_RETRY_MAX_MS: "80", MODEL_TIMEOUT_MS: "300", LOG_LEVEL: "silent", SCOUTING_REQUESTS_PER_HOUR: "1000" },
        },
      },
      {
        resolve: { alias },
        // Against the production build, as real processes (run after `next build`).
        test: { name: "server", include: ["tests/server/**/*.test.ts"], environment: "node", testTimeout: 240_000, hookTimeout: 120_000, fileParallelism: false },
      },
    ],
  },
});
