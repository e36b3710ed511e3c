import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AppServer, apiUser } from "./helpers/server";

const run = promisify(execFile);
// Offline fixtures (RES-06): the production server never touches the network here.
const server = new AppServer(3197, { SCOUT_OFFLINE: "1" });

// RES-05 in the CLI: `research <player>` stops at consent; --yes approves, no --yes declines.
describe("npm run scout -- research (CLI)", () => {
  let env: NodeJS.ProcessEnv;
  beforeAll(async () => {
    await server.start();
    const headers = await apiUser(server.url, "research-cli");
    env = { ...process.env, SCOUT_URL: server.url, SCOUT_API_KEY: headers.authorization.slice("Bearer ".length) };
  }, 120_000);
  afterAll(() => server.kill());

  const cli = (...args: string[]) => run("node_modules/.bin/tsx", ["scripts/scout-cli.ts", ...args], { env, timeout: 120_000 });

  it("needs a saved player; --yes approves, a second run without --yes declines and is version 2", async () => {
    await cli("Generate a scouting report for Jalen Brooks", "--docs", "samples/jalen-brooks-scouting-note.md", "--approve");
    const approved = await cli("research", "Jalen Brooks", "--yes");
    expect(approved.stdout).toContain("consent needed to research Jalen Brooks externally");
    expect(approved.stdout).toMatch(/found .*Jalen Brooks/);
    expect(approved.stdout).toContain("research brief v1");
    expect(approved.stdout).not.toContain("No --yes");
    const declined = await cli("research", "Jalen Brooks");
    expect(declined.stdout).toContain("No --yes: declining");
    expect(declined.stdout).toContain("research brief v2");
  });
});
