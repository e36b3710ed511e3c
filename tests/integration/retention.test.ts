import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/lib/db/client";
import { deleteSession } from "@/lib/db/queries/chat";
import { users } from "@/lib/db/schema";
import { ingestFiles } from "@/lib/documents/ingest";
import { removeDocument } from "@/lib/documents/remove";
import { eq } from "drizzle-orm";
import { createTestUser, dbTarget, withTestDatabase } from "./helpers/db";
import { loadSamples, ScriptedChat } from "./helpers/scouting";

// db.execute answers { rows } on PGlite and an array on postgres-js.
function rowsOf<T>(res: unknown): T[] {
  return Array.isArray(res) ? (res as T[]) : ((res as { rows?: T[] }).rows ?? []);
}

// SEC-07: deleted data is gone. A distinctive sentence is followed through every table.
const MARKER = "quillfeather crossover";
const SECRET = `# Jalen Brooks: private note\n\nDate: 2026-09-01\n\nJalen Brooks has a ${MARKER} that he only shows in practice. Jalen Brooks is a point guard.\n`;

/** Every text-like column of every table, plus the decoded checkpoint payloads, that contains `needle`. */
async function whereIs(needle: string): Promise<string[]> {
  const db = await getDb();
  const list = rowsOf<{ table_name: string; column_name: string }>(
    await db.execute(sql`
      select table_name, column_name from information_schema.columns
      where table_schema = 'public' and data_type in ('text', 'character varying', 'jsonb', 'json')`),
  );
  const found: string[] = [];
  for (const { table_name, column_name } of list) {
    const n = rowsOf<{ n: number }>(await db.execute(sql.raw(`select count(*)::int as n from "${table_name}" where "${column_name}"::text ilike '%${needle}%'`)))[0]?.n ?? 0;
    if (n > 0) found.push(`${table_name}.${column_name}`);
  }
  // Checkpoints are serialised and base64-encoded: look inside them too.
  for (const [table, column] of [["workflow_checkpoints", "checkpoint"], ["workflow_checkpoints", "metadata"], ["workflow_checkpoint_writes", "value"]] as const) {
    const rows = rowsOf<{ v: string }>(await db.execute(sql.raw(`select "${column}" as v from "${table}"`)));
    if (rows.some((r) => Buffer.from(r.v, "base64").toString("utf8").toLowerCase().includes(needle))) found.push(`${table}.${column} (decoded)`);
  }
  return found;
}

async function checkpointCount(ownerId: string) {
  const db = await getDb();
  return rowsOf<{ n: number }>(
    await db.execute(sql`select (select count(*) from workflow_checkpoints where owner_id = ${ownerId})::int + (select count(*) from workflow_checkpoint_writes where owner_id = ${ownerId})::int as n`),
  )[0].n;
}

describe(`retention (${dbTarget})`, () => {
  withTestDatabase();
  let owner: { id: string };
  beforeAll(async () => {
    owner = await createTestUser();
    await loadSamples(owner.id, ["jalen-brooks-scouting-note.md"]);
  });

  it("deleting a document leaves no copy of its text in any table (a run waiting at the player gate had it)", async () => {
    const { documents } = await ingestFiles(owner.id, [{ filename: "private.md", bytes: new TextEncoder().encode(SECRET) }]);
    const chat = new ScriptedChat(owner.id);
    await chat.say("Generate a scouting report for Jalen Brooks");
    await chat.resume({ type: "plan_approval", approved: true });
    expect((await chat.run())?.gate).toBe("player_approval");
    // The text really was copied into run state: otherwise this test could not fail.
    const before = await whereIs(MARKER);
    expect(before).toEqual(expect.arrayContaining(["document_chunks.text", "workflow_checkpoints.checkpoint (decoded)"]));

    await removeDocument({ ownerId: owner.id, id: documents[0].id });
    expect(await whereIs(MARKER)).toEqual([]);
    expect(await chat.run()).toMatchObject({ status: "cancelled", gate: null });
  });

  it("a run that ends keeps no checkpoints; deleting a chat or the account removes the rest", async () => {
    const finished = new ScriptedChat(owner.id);
    await finished.say("Generate a scouting report for Jalen Brooks");
    await finished.resume({ type: "plan_approval", approved: false });
    expect((await finished.run())?.status).not.toMatch(/waiting|running/);

    const waiting = new ScriptedChat(owner.id);
    await waiting.say("Generate a scouting report for Jalen Brooks");
    expect((await waiting.run())?.gate).toBe("plan_approval");
    const db = await getDb();
    const forRun = async (runId: string) => {
      return rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from workflow_checkpoints where run_id = ${runId}`))[0].n;
    };
    expect(await forRun((await finished.run())!.id)).toBe(0);
    const waitingRun = (await waiting.run())!.id;
    expect(await forRun(waitingRun)).toBeGreaterThan(0);

    await deleteSession({ ownerId: owner.id, id: waiting.sessionId! });
    expect(await forRun(waitingRun)).toBe(0);

    const other = new ScriptedChat(owner.id);
    await other.say("Generate a scouting report for Jalen Brooks");
    expect(await checkpointCount(owner.id)).toBeGreaterThan(0);
    await db.delete(users).where(eq(users.id, owner.id));
    expect(await checkpointCount(owner.id)).toBe(0);
  });
});
