import { eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "@/lib/db/client";
import { documentChunks } from "@/lib/db/schema";
import { ingestFiles } from "@/lib/documents/ingest";
import { resumeRun, settleRuns } from "@/lib/scouting/runner";
import { listPlayers } from "@/lib/db/queries/players";
import { searchChunks } from "@/lib/search/search-chunks";
import { createTestUser, dbTarget, withTestDatabase } from "./helpers/db";
import { loadSamples, ScriptedChat } from "./helpers/scouting";

// A small seeded PRNG so a failure can be replayed exactly.
function prng(seed: number) {
  return () => {
    seed = (seed * 1664525 + 1013904223) % 2 ** 32;
    return seed / 2 ** 32;
  };
}

const FIRST = ["Jalen", "Marcus", "Andre", "Tobias", "Caleb", "Kofi", "Darius", "Eli"];
const LAST = ["Brooks", "Webb", "Kessler", "Reyes", "Okafor", "Mensah", "Cole", "Grant"];
const TRAITS = ["elite court vision", "quick first step", "strong hands", "poor footwork", "streaky jumper", "relentless motor"];

describe(`tenant isolation under random data (${dbTarget})`, () => {
  withTestDatabase();

  it("retrieval never returns another owner's chunk, for any user and query", async () => {
    const rand = prng(20261122);
    const pick = <T>(xs: T[]) => xs[Math.floor(rand() * xs.length)];
    const owners = await Promise.all([1, 2, 3, 4].map((i) => createTestUser(`Owner ${i}`)));
    for (const owner of owners) {
      const files = Array.from({ length: 6 }, (_, d) => {
        const lines = Array.from({ length: 8 }, () => `${pick(FIRST)} ${pick(LAST)} shows ${pick(TRAITS)} and stands ${6 + Math.floor(rand() * 2)}'${Math.floor(rand() * 12)}".`);
        return { filename: `${owner.id.slice(0, 4)}-${d}.md`, bytes: new TextEncoder().encode(`# Notes ${d} for ${owner.name}\n\n${lines.join("\n\n")}`) };
      });
      await ingestFiles(owner.id, files);
    }
    const db = await getDb();
    for (let q = 0; q < 80; q++) {
      const owner = pick(owners);
      const query = pick([`${pick(FIRST)} ${pick(LAST)}`, `${pick(LAST)} ${pick(TRAITS)}`, pick(TRAITS), `${pick(FIRST)} ${pick(LAST)}s`]);
      const hits = await searchChunks({ ownerId: owner.id, query, limit: 20 });
      if (hits.length === 0) continue;
      const rows = await db.select({ id: documentChunks.id, ownerId: documentChunks.ownerId }).from(documentChunks).where(inArray(documentChunks.id, hits.map((h) => h.chunkId)));
      expect(rows.every((r) => r.ownerId === owner.id), `query "${query}" for ${owner.name}`).toBe(true);
    }
    // Every owner can find their own evidence.
    for (const owner of owners) {
      const own = await db.select({ id: documentChunks.id }).from(documentChunks).where(eq(documentChunks.ownerId, owner.id));
      expect(own.length).toBeGreaterThan(0);
    }
  });

  it("two resumes of the same gate racing: one wins, the other gets 409, and one player is saved", async () => {
    const user = await createTestUser();
    await loadSamples(user.id, ["jalen-brooks-scouting-note.md"]);
    const chat = new ScriptedChat(user.id);
    await chat.say("Scout Jalen Brooks");
    const plan = await Promise.allSettled([1, 2].map(() => resumeRun({ ownerId: user.id, sessionId: chat.sessionId as string, payload: { type: "plan_approval", approved: true } })));
    expect(plan.map((r) => r.status).sort()).toEqual(["fulfilled", "rejected"]);
    expect((plan.find((r) => r.status === "rejected") as PromiseRejectedResult).reason).toMatchObject({ status: 409 });
    await settleRuns();
    const save = await Promise.allSettled([1, 2, 3].map(() => resumeRun({ ownerId: user.id, sessionId: chat.sessionId as string, payload: { type: "player_approval", action: "approve" } })));
    expect(save.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    await settleRuns();
    expect((await listPlayers({ ownerId: user.id })).total).toBe(1);
    expect((await chat.run())?.status).toBe("completed");
  });
});
