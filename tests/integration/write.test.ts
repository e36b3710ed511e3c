import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/lib/db/client";
import { listPlayers, savePlayerWithReport } from "@/lib/db/queries/players";
import { players, scoutingReports, workflowCheckpoints } from "@/lib/db/schema";
import { armFault } from "@/lib/faults";
import { MESSAGES } from "@/lib/scouting/messages";
import { settleRuns, startRun } from "@/lib/scouting/runner";
import type { FinalResponse } from "@/lib/scouting/types";
import { createTestUser, dbTarget, withTestDatabase } from "./helpers/db";
import { last, loadSamples, ofType, ScriptedChat } from "./helpers/scouting";

const input = (ownerId: string, runId = randomUUID()) => ({
  ownerId,
  runId,
  requestText: "Scout Test Player",
  fields: { display_name: "Test Player", sport: "nba" as const, positions: ["PG"] },
  evidence: { positions: ["x:0"] },
  report: { text: "# Report", summary: ["a", "b", "c", "d", "e"], coverage: {}, sourceDocIds: [], sections: [], citations: [] },
});

describe(`FR-09 save (${dbTarget})`, () => {
  withTestDatabase();
  let owner: { id: string };
  beforeAll(async () => {
    owner = await createTestUser();
  });

  it("test_atomic_transaction: a failure after the second statement writes nothing", async () => {
    armFault("write:after_report_insert");
    await expect(savePlayerWithReport(input(owner.id))).rejects.toThrow(/injected fault/);
    const db = await getDb();
    expect(await db.select().from(players).where(eq(players.ownerId, owner.id))).toEqual([]);
    expect(await db.select().from(scoutingReports).where(eq(scoutingReports.ownerId, owner.id))).toEqual([]);
  });

  it("is idempotent per run: replaying the save never creates a second player", async () => {
    const same = input(owner.id);
    const first = await savePlayerWithReport(same);
    const again = await savePlayerWithReport(same);
    expect(again).toEqual({ ...first, replayed: true });
    expect((await listPlayers({ ownerId: owner.id })).total).toBe(1);
  });

  it("a failed save in the workflow still returns the report, with the seed §5.1 message", async () => {
    const user = await createTestUser();
    await loadSamples(user.id, ["jalen-brooks-scouting-note.md"]);
    const chat = new ScriptedChat(user.id);
    await chat.say("Generate a scouting report for Jalen Brooks");
    await chat.resume({ type: "plan_approval", approved: true });
    armFault("write:after_report_insert");
    const done = await chat.resume({ type: "player_approval", action: "approve" });
    const final = last(ofType<FinalResponse>(done, "final_response"));
    expect(final).toMatchObject({ saved: false, player_record_id: null, report_id: null, message: MESSAGES.saveFailed });
    expect(final.scouting_report).toContain("Jalen Brooks");
    expect(ofType<{ message: string }>(done, "warning").map((w) => w.message)).toContain(MESSAGES.saveFailed);
    expect((await listPlayers({ ownerId: user.id })).total).toBe(0);
  });

  it("concurrent runs and a rolled-back transaction on the shared connection lose nothing", async () => {
    const user = await createTestUser();
    await loadSamples(user.id, ["jalen-brooks-scouting-note.md", "andre-kessler-scouting-note.md"]);
    const db = await getDb();
    const [a, b] = await Promise.all([
      startRun({ ownerId: user.id, message: "Scout Jalen Brooks" }),
      startRun({ ownerId: user.id, message: "Scout Andre Kessler" }),
      db
        .transaction(async (tx) => {
          await tx.insert(players).values({ ownerId: user.id, displayName: "Rolled Back", sport: "nba" });
          throw new Error("forced rollback");
        })
        .catch(() => undefined),
    ]);
    await settleRuns();
    for (const run of [a, b]) {
      const rows = await db.select().from(workflowCheckpoints).where(eq(workflowCheckpoints.threadId, run.runId));
      expect(rows.length, `checkpoints of ${run.runId}`).toBeGreaterThan(0);
    }
    expect((await listPlayers({ ownerId: user.id })).total).toBe(0);
  });
});

describe(`database failing mid-run (${dbTarget})`, () => {
  withTestDatabase();

  it("a transient failure is retried; a persistent one ends in an error event, a failed run and a free slot", async () => {
    const user = await createTestUser();
    await loadSamples(user.id, ["jalen-brooks-scouting-note.md"]);
    const flaky = new ScriptedChat(user.id);
    await flaky.say("Scout Jalen Brooks");
    armFault("retrieval:database", { times: 1, error: new Error("connection terminated unexpectedly") });
    const recovered = await flaky.resume({ type: "plan_approval", approved: true });
    expect(last(recovered).type).toBe("player_preview");

    const broken = new ScriptedChat(user.id);
    await broken.say("Scout Jalen Brooks");
    armFault("retrieval:database", { times: 3, error: new Error("connection terminated unexpectedly") });
    const failed = await broken.resume({ type: "plan_approval", approved: true });
    expect(last(failed)).toMatchObject({ type: "error", data: { code: "internal:workflow", retryable: true } });
    expect(JSON.stringify(last(failed).data)).not.toContain("connection terminated");
    expect((await broken.run())?.status).toBe("failed");
    // The failed run holds no concurrency slot: new runs still start.
    const next = new ScriptedChat(user.id);
    expect(last(await next.say("Scout Jalen Brooks")).type).toBe("plan_proposal");
  });
});
