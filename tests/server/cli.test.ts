import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AppServer, apiUser } from "./helpers/server";

const run = promisify(execFile);
const server = new AppServer(3198);

// The CLI is a thin client of the HTTP API: run it as a user would, against the production server.
describe("npm run scout (CLI)", () => {
  let env: NodeJS.ProcessEnv;
  beforeAll(async () => {
    await server.start();
    const headers = await apiUser(server.url, "cli");
    env = { ...process.env, SCOUT_URL: server.url, SCOUT_API_KEY: headers.authorization.slice("Bearer ".length) };
  }, 120_000);
  afterAll(() => server.kill());

  const cli = (...args: string[]) => run("node_modules/.bin/tsx", ["scripts/scout-cli.ts", ...args], { env, timeout: 120_000 });

  it("uploads, runs both gates and saves with --approve", async () => {
    const { stdout } = await cli("Generate a scouting report for Jalen Brooks", "--docs", "samples/jalen-brooks-scouting-note.md", "--approve");
    expect(stdout).toContain("uploaded jalen-brooks-scouting-note.md");
    expect(stdout).toContain("plan for Jalen Brooks (nba)");
    expect(stdout).toMatch(/coverage: (high|med)/);
    expect(stdout).toContain("# Scouting Report: Jalen Brooks");
    expect(stdout).toMatch(/saved: player [0-9a-f-]{36}, report [0-9a-f-]{36}/);
  });

  it("edits the wording, then rejects, printing JSON events", async () => {
    const { stdout } = await cli("Scout Jalen Brooks", "--hint", "transition defense", "--edit-wording", "Make it shorter", "--reject", "--json");
    const events = stdout.trim().split("\n").map((l) => JSON.parse(l) as { type: string; data: Record<string, unknown> });
    expect(events.filter((e) => e.type === "player_preview")).toHaveLength(2);
    const queries = events.find((e) => e.type === "step" && e.data.node === "queries" && e.data.status === "completed")?.data.detail as { queries: string[] };
    expect(queries.queries).toContain("Jalen Brooks transition defense");
    expect(events.at(-1)).toMatchObject({ type: "final_response", data: { saved: false } });
  });

  it("stops at the player gate without a decision, and a later call answers it", async () => {
    const first = await cli("Scout Jalen Brooks");
    const session = first.stdout.match(/--session ([0-9a-f-]{36})/)?.[1];
    expect(session).toBeTruthy();
    const later = await cli("--session", session as string, "--approve");
    expect(later.stdout).toMatch(/saved: player/);
  });

  it("fails clearly without an API key", async () => {
    await expect(run("node_modules/.bin/tsx", ["scripts/scout-cli.ts", "Scout X"], { env: { ...env, SCOUT_API_KEY: "" } })).rejects.toMatchObject({ code: 2 });
  });
});
