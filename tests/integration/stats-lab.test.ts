import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listDatasets } from "@/lib/db/queries/stats";
import { byTheNumbers } from "@/lib/stats/by-the-numbers";
import { askQuestion, cellMarkdown, rerunCell } from "@/lib/stats/cells";
import { drainSandboxPool } from "@/lib/stats/sandbox";
import { createTestUser, withTestDatabase } from "./helpers/db";
import { loadSamples, ofType, ScriptedChat } from "./helpers/scouting";

// STAT-01..06 end to end on the real database: sample uploads become datasets, questions become
// analyses run in a sandbox, answers are cells with numbers from the data.

withTestDatabase();
let owner: { id: string };
let other: { id: string };
beforeAll(async () => {
  owner = await createTestUser("Stats Owner");
  other = await createTestUser("Other Owner");
  await loadSamples(owner.id);
}, 120_000);
afterAll(() => drainSandboxPool());

describe("stats lab", () => {
  it("stores every sample game log as a typed dataset linked to its players", async () => {
    const datasets = await listDatasets({ ownerId: owner.id });
    const names = datasets.map((d) => d.name).sort();
    expect(names).toContain("jalen-brooks-game-log-2025-26");
    expect(names).toContain("college-football-game-logs-2025");
    expect(names).toContain("kofi-adjei-mensah-match-log-2025-26");
    const kessler = datasets.find((d) => d.name.startsWith("andre-kessler"))!;
    const min = kessler.columns.find((c) => c.label === "MIN")!;
    expect(min).toMatchObject({ type: "minutes", role: "minutes" });
    expect(kessler.columns.find((c) => c.label === "Salary ($M)")).toMatchObject({ role: "salary", unit: "$M", type: "decimal" });
    expect(kessler.players).toEqual([{ key: "andre kessler", name: "Andre Kessler" }]);
    const soccer = datasets.find((d) => d.name.startsWith("kofi"))!;
    expect(soccer.columns.find((c) => c.label === "Pass %")).toMatchObject({ type: "percent" });
    expect(await listDatasets({ ownerId: other.id })).toEqual([]);
  });

  it("answers a comparison with a goal, typed steps with SQL and test results, a chart and a table", async () => {
    const cell = await askQuestion({ ownerId: owner.id, question: "Compare Brooks and Kessler over the last 5 games" });
    expect(cell.status).toBe("answered");
    expect(cell.analysis?.goal).toMatch(/Compare/);
    expect(cell.analysis?.steps.length).toBe(4);
    for (const s of cell.analysis!.steps) {
      expect(s.type).toBe("SELECT");
      expect(s.sql).toBeTruthy();
      expect(s.testResults?.success).toBe(true);
    }
    expect(cell.chart?.kind).toBe("grouped_bar");
    expect(cell.chart?.svg).toMatch(/^<svg/);
    expect(cell.table?.columns).toEqual(["player", "games", "pts", "reb", "ast"]);
    expect(cell.table?.rows.every((r) => r[1] === 5)).toBe(true);
    // Every number in the narrative is in the table.
    const numbers = cell.narrative.match(/\d+(\.\d+)?/g) ?? [];
    const inTable = new Set(cell.table!.rows.flat().map(String));
    for (const n of numbers.filter((n) => n !== "5")) expect(inTable.has(n)).toBe(true);
    expect(cellMarkdown(cell)).toContain("```sql");
  });

  it("computes Brooks's last-5 scoring average exactly from the CSV", async () => {
    const cell = await askQuestion({ ownerId: owner.id, question: "What is Jalen Brooks's average points over the last 5 games?" });
    // Last 5 games: 25, 10, 11, 19, 16 → 81 / 5 = 16.2
    expect(cell.table?.rows[0]).toEqual(["Jalen Brooks", 5, 81, 16.2]);
    expect(cell.narrative).toContain("16.2");
  });

  it("answers a what-if with a write step that only touches the sandbox copy", async () => {
    const cell = await askQuestion({ ownerId: owner.id, question: "What if Brooks made 75% of his free throws?" });
    expect(cell.status).toBe("answered");
    expect(cell.analysis?.steps.map((s) => s.type)).toEqual(["SELECT", "INSERT", "SELECT"]);
    expect(cell.analysis?.steps[1].testResults).toMatchObject({ success: true, resultSummary: "15 row(s) changed in the sandbox." });
    const [actual, whatIf] = cell.table!.rows;
    // Brooks's game log: 52 of 79 free throws (65.8 %), 253 points in 15 games (16.9 per game).
    expect(actual).toEqual(["actual", 15, 65.8, 16.9]);
    expect(whatIf[0]).toBe("what-if");
    expect(whatIf[3] as number).toBeGreaterThan(16.9);
    // The stored rows are untouched: the same question again starts from the same numbers.
    const again = await askQuestion({ ownerId: owner.id, question: "What is Jalen Brooks's average points per game?" });
    expect(again.table?.rows[0]).toEqual(["Jalen Brooks", 15, 253, 16.9]);
  });

  it("gives a report's By the numbers from the player's rows, cited to the dataset rows", async () => {
    const numbers = await byTheNumbers({ ownerId: owner.id, playerName: "Jalen Brooks" });
    expect(numbers?.dataset.name).toBe("jalen-brooks-game-log-2025-26");
    expect(numbers?.rowNumbers).toEqual(Array.from({ length: 15 }, (_, i) => i + 1));
    expect(numbers?.stats[0]).toEqual({ label: "PTS", perGame: 16.9, last5: 16.2 });
    expect(numbers?.chart?.svg).toMatch(/^<svg/);
    expect(await byTheNumbers({ ownerId: other.id, playerName: "Jalen Brooks" })).toBeNull();
  });

  it("says what it can answer, from the user's own columns, instead of guessing", async () => {
    const cell = await askQuestion({ ownerId: owner.id, question: "What is the meaning of life?" });
    expect(cell.status).toBe("cannot_answer");
    expect(cell.suggestions.length).toBeGreaterThan(2);
    expect(cell.table).toBeNull();
  });

  it("re-runs a cell and keeps it per owner", async () => {
    const cell = await askQuestion({ ownerId: owner.id, question: "Brooks's rolling 3-game scoring" });
    expect(cell.chart?.kind).toBe("line");
    const again = await rerunCell({ ownerId: owner.id, id: cell.id });
    expect(again.table).toEqual(cell.table);
    await expect(rerunCell({ ownerId: other.id, id: cell.id })).rejects.toMatchObject({ code: "not_found:cell" });
  });

  it("the chat routes a stats question to the lab and streams the cell; a scouting request still plans", async () => {
    const chat = new ScriptedChat(owner.id);
    const events = await chat.say("Compare Brooks and Kessler over the last 5 games");
    const [cell] = ofType<{ cell_id: string; status: string; chart: { kind: string } }>(events, "analysis_cell");
    expect(cell.status).toBe("answered");
    expect(cell.chart.kind).toBe("grouped_bar");
    expect((await chat.run())?.status).toBe("completed");
    const scouting = await new ScriptedChat(owner.id).say("Generate a scouting report for Jalen Brooks");
    expect(ofType(scouting, "analysis_cell")).toEqual([]);
    expect(ofType(scouting, "plan_proposal").length).toBe(1);
    // A user without stat tables is not routed to the lab.
    expect(ofType(await new ScriptedChat(other.id).say("Compare Brooks and Kessler over the last 5 games"), "analysis_cell")).toEqual([]);
  });
});
