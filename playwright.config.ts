import { defineConfig, devices } from "@playwright/test";

// Two production servers from one `next build`: the embedded default (PGlite) and, when
// E2E_DATABASE_URL is set (CI), a real PostgreSQL. Every spec runs against each.
const chromium = {
  ...devices["Desktop Chrome"],
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: [
      "--headless",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
      "--disable-quic",
    ],
  },
};

const common = {
  NEXT_TELEMETRY_DISABLED: "1",
  AUTH_SECRET: "e2e-secret-e2e-secret-e2e-secret-0123",
  LOG_LEVEL: "warn",
  // Every test signs up from 127.0.0.1; the throttles themselves are tested in tests/server.
  SIGNUPS_PER_IP_PER_HOUR: "10000",
  SIGNIN_ATTEMPTS_PER_IP: "10000",
  IP_REQUESTS_PER_MINUTE: "100000",
  // The coaching panel's rules engine answers at once; a pause per streamed line lets e2e watch it stream.
  COACH_STREAM_PACE_MS: "250",
  // External research reads recorded fixture pages only: e2e never touches the network (RES-06).
  SCOUT_OFFLINE: "1",
};

const servers = [{ name: "pglite", port: 3100, env: { ...common, DATA_DIR: "e2e/.data-pglite" } }];
if (process.env.E2E_DATABASE_URL) {
  servers.push({ name: "postgres", port: 3101, env: { ...common, DATA_DIR: "e2e/.data-postgres", DATABASE_URL: process.env.E2E_DATABASE_URL } as typeof common & { DATA_DIR: string } });
}

export default defineConfig({
  testDir: "e2e",
  outputDir: "e2e/artifacts/results",
  timeout: 60_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [
    ["list"],
    ["html", { outputFolder: "e2e/artifacts/report", open: "never" }],
    ["json", { outputFile: process.env.PLAYWRIGHT_JSON_FILE ?? "e2e/artifacts/results.json" }],
  ],
  use: { trace: "retain-on-failure", screenshot: "only-on-failure" },
  webServer: servers.map((s) => ({
    // A fresh embedded database each run, so tests start from nothing.
    command: `rm -rf ${s.env.DATA_DIR} && node_modules/.bin/next start -p ${s.port}`,
    url: `http://127.0.0.1:${s.port}/api/health`,
    env: s.env,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: "pipe" as const,
  })),
  projects: servers.map((s) => ({ name: s.name, use: { ...chromium, baseURL: `http://127.0.0.1:${s.port}` } })),
});
