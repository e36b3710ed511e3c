import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { mockModel } from "@/tests/fixtures/mock-model";
import { askQuestion } from "@/lib/stats/cells";
import { setStatsModelForTests } from "@/lib/stats/model-engine";
import { acquireSandbox, drainSandboxPool, SandboxError, withSandbox } from "@/lib/stats/sandbox";
import { buildSandboxSchema } from "@/lib/stats/sandbox-tables";
import { createTestUser, withTestDatabase } from "./helpers/db";
import { loadSamples } from "./helpers/scouting";

// STAT-02/03: what the validator lets through still meets the sandbox: a throwaway database with only
// the selected rows, a non-superuser role, a deadline enforced by ending its thread, result caps. And the
// model path: planner without SQL, writer per step, refusals fed back, at most 2 retries.

withTestDatabase();
let owner: { id: string };
let other: { id: string };
beforeAll(async () => {
  owner = await createTestUser("Sandbox Owner");
  other = await createTestUser("Other");
  await loadSamples(owner.id, ["jalen-brooks-game-log-2025-26.csv", "andre-kessler-game-log-2025-26.csv"]);
  await loadSamples(other.id, ["victor-almeida-game-log-2025-26.csv"]);
}, 120_000);
afterEach(() => setStatsModelForTests(undefined));
afterAll(() => drainSandboxPool());

const schema = buildSandboxSchema([{ id: "d", name: "log", columns: [{ name: "player", label: "Player", type: "text", unit: null, role: "player" }, { name: "pts", label: "PTS", type: "integer", unit: null, role: "metric" }], rows: Array.from({ length: 2000 }, (_, i) => ({ player: `P${i % 50}`, pts: i % 40 })) }]);

describe("sandbox", () => {
  it("stops a cross-join blow-up at the deadline while the server's event loop keeps running", async () => {
    const sandbox = await acquireSandbox();
    await sandbox.load(schema.tables, schema.views);
    let ticks = 0;
    const timer = setInterval(() => ticks++, 50);
    const started = Date.now();
    await expect(sandbox.query("SELECT count(*) FROM games a, games b, games c, games d", { timeoutMs: 1500 })).rejects.toMatchObject({ code: "timeout" });
    clearInterval(timer);
    expect(Date.now() - started).toBeLessThan(4000);
    expect(ticks).toBeGreaterThan(10);
    await expect(sandbox.query("SELECT 1")).rejects.toBeInstanceOf(SandboxError);
  });

  it("refuses a 10 MB result, reads no files, and holds no app tables even when the validator is bypassed", async () => {
    const sandbox = await acquireSandbox();
    await sandbox.load(schema.tables, schema.views);
    await expect(sandbox.query("SELECT repeat('x', 10000000) AS s")).rejects.toMatchObject({ code: "result_too_large" });
    await expect(sandbox.query("SELECT pg_read_file('/etc/passwd')")).rejects.toMatchObject({ message: expect.stringMatching(/permission denied/) });
    await expect(sandbox.query("SELECT * FROM stat_rows")).rejects.toMatchObject({ message: expect.stringMatching(/does not exist/) });
    await expect(sandbox.query("SELECT * FROM users")).rejects.toMatchObject({ message: expect.stringMatching(/does not exist/) });
    await expect(sandbox.query("CREATE TABLE t (a int)")).rejects.toMatchObject({ message: expect.stringMatching(/permission denied/) });
    await expect(sandbox.query("CREATE EXTENSION dblink")).rejects.toMatchObject({ code: "sql_error" });
    const r = await sandbox.query("SELECT count(*)::int AS n FROM games");
    expect(r.rows).toEqual([[2000]]);
    await sandbox.dispose();
  });

  it("holds at most 2 sandboxes at once and refuses a burst beyond its queue with 429", async () => {
    let active = 0;
    let peak = 0;
    let started = 0;
    const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
    const outcomes = await Promise.allSettled(
      Array.from({ length: 24 }, () =>
        withSandbox(async () => {
          peak = Math.max(peak, ++active);
          started++;
          // Each holds its sandbox until a second one is running too (sandbox starts take a varying time
          // on a loaded machine), so the limit itself is what keeps the peak at 2.
          const until = Date.now() + 20_000;
          while (active < 2 && started < 22 && Date.now() < until) await sleep(10);
          await sleep(20);
          active--;
        }),
      ),
    );
    expect(peak).toBe(2);
    const refused = outcomes.filter((o) => o.status === "rejected").map((o) => (o as PromiseRejectedResult).reason);
    expect(refused).toHaveLength(2);
    expect(refused[0]).toMatchObject({ code: "rate_limit:stats", status: 429 });
  }, 120_000);

  it("loads text with commas, quotes and line breaks, and empty cells as NULL, exactly", async () => {
    const tricky = buildSandboxSchema([{ id: "t", name: "tricky", columns: [{ name: "player", label: "Player", type: "text", unit: null, role: "player" }, { name: "pts", label: "PTS", type: "integer", unit: null, role: "metric" }], rows: [{ player: 'O\'Neil, "Big" Jr.\nline 2', pts: 12 }, { player: "", pts: null }] }]);
    const sandbox = await acquireSandbox();
    await sandbox.load(tricky.tables, tricky.views);
    const r = await sandbox.query("SELECT player, pts FROM ds1 ORDER BY row_index");
    expect(r.rows).toEqual([['O\'Neil, "Big" Jr.\nline 2', 12], ["", null]]);
    await sandbox.dispose();
  });

  it("never loads another owner's rows: a question about their player is not answered with numbers", async () => {
    const cell = await askQuestion({ ownerId: owner.id, question: "What is Victor Almeida's average points?" });
    expect(cell.status).not.toBe("answered");
    expect(cell.table?.rows ?? []).toEqual([]);
    const theirs = await askQuestion({ ownerId: other.id, question: "What is Victor Almeida's average points?" });
    expect(theirs.status).toBe("answered");
    expect(theirs.datasetIds).not.toEqual(cell.datasetIds);
  });
});

describe("model path (AI SDK mock model)", () => {
  it("plans without SQL, writes SQL per step, and feeds a refusal back to the writer", async () => {
    let writes = 0;
    const { model, calls } = mockModel((_step, prompt) => {
      if (prompt.includes("Plan the analysis")) return { goal: "Average points per player", steps: [{ title: "Average points", type: "SELECT" }] };
      writes++;
      if (writes === 1) return { sql: "SELECT player, avg(pts) FROM games; DROP TABLE games" };
      return { sql: "SELECT player, round(avg(pts)::numeric, 1)::float8 AS avg_pts FROM games GROUP BY player ORDER BY avg_pts DESC" };
    });
    setStatsModelForTests(model);
    const cell = await askQuestion({ ownerId: owner.id, question: "Average points per player" });
    expect(cell.engine).toBe("model");
    expect(cell.status).toBe("answered");
    expect(writes).toBe(2);
    // The retry prompt carries the validator's error.
    expect(calls.at(-1)!.prompt).toMatch(/Exactly one statement is allowed/);
    // The data card is fenced, and the planner's prompt carries no whole table.
    expect(calls[0].prompt).toMatch(/<data_card>/);
    expect(cell.analysis?.steps[0].testResults?.success).toBe(true);
    expect(cell.table?.rows.length).toBe(2);
  });

  it("gives up after 2 retries with the last error in testResults", async () => {
    let writes = 0;
    const { model } = mockModel((_step, prompt) => {
      if (prompt.includes("Plan the analysis")) return { goal: "Read the catalog", steps: [{ title: "Catalog", type: "SELECT" }] };
      writes++;
      return { sql: "SELECT * FROM pg_catalog.pg_authid" };
    });
    setStatsModelForTests(model);
    const cell = await askQuestion({ ownerId: owner.id, question: "Show me the users" });
    expect(writes).toBe(3);
    expect(cell.status).toBe("failed");
    expect(cell.analysis?.steps[0].testResults).toMatchObject({ success: false, resultSummary: expect.stringMatching(/schema-qualified/) });
  });
});
