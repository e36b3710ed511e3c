// Opens the database under test the way the integration tests do, and owns the bench's own rows.
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq, inArray, like, sql } from "drizzle-orm";
import { getDb, openDatabase, setHandleForTests } from "@/lib/db/client";
import { rowsOf } from "@/lib/db/rows";
import { documentChunks, rateLimitCounters, users, workflowCheckpoints, workflowCheckpointWrites, workflowRuns } from "@/lib/db/schema";

export type BenchTarget =
  | { driver: "pglite"; storage: "file" | "memory" }
  | { driver: "postgres"; url: string };

export type BenchDatabase = {
  driver: "pglite" | "postgres";
  /** Where the data lives, for the report (no credentials). */
  location: string;
  dataDir?: string;
  ownerId: string;
  /** Another bench user (the workflow bench gives each corpus and each load-test user its own); deleted at close. */
  addOwner: (name: string) => Promise<string>;
  close: () => Promise<void>;
};

// Bench users are recognisable, so leftovers from an interrupted run can be removed safely.
const BENCH_EMAIL_DOMAIN = "scout-bench.invalid";

export function describeUrl(url: string): string {
  const u = new URL(url);
  return `${u.hostname}:${u.port || 5432}${u.pathname}`;
}

/** Deletes bench users. Their rows cascade, except LangGraph checkpoints (keyed by run id) and quota counters (by "scouting:<user id>"). */
async function deleteOwners(ids: string[]): Promise<void> {
  if (!ids.length) return;
  const db = await getDb();
  const threads = db.select({ id: sql<string>`${workflowRuns.id}::text` }).from(workflowRuns).where(inArray(workflowRuns.ownerId, ids));
  await db.delete(workflowCheckpointWrites).where(inArray(workflowCheckpointWrites.threadId, threads));
  await db.delete(workflowCheckpoints).where(inArray(workflowCheckpoints.threadId, threads));
  await db.delete(rateLimitCounters).where(inArray(rateLimitCounters.key, ids.map((id) => `scouting:${id}`)));
  await db.delete(users).where(inArray(users.id, ids));
}

export async function openBenchDatabase(target: BenchTarget, keep: boolean): Promise<BenchDatabase> {
  let dataDir: string | undefined;
  let location: string;
  if (target.driver === "pglite") {
    dataDir = target.storage === "file" ? fs.mkdtempSync(path.join(os.tmpdir(), "scout-bench-pglite-")) : undefined;
    location = dataDir ?? "memory://";
  } else {
    location = describeUrl(target.url);
  }
  const handle = openDatabase(target.driver === "postgres" ? { url: target.url } : { dataDir: dataDir ?? "memory://" });
  setHandleForTests(handle);
  const opened = await handle;
  const db = await getDb();
  const leftovers = await db.select({ id: users.id }).from(users).where(like(users.email, `%@${BENCH_EMAIL_DOMAIN}`));
  await deleteOwners(leftovers.map((u) => u.id));
  // Earlier runs' rows are deleted at close; reclaim them so table sizes and insert speed start clean.
  if (opened.driver === "postgres" || leftovers.length) await db.execute(sql`VACUUM documents, document_chunks, chunk_stats`);
  const owners: string[] = [];
  const addOwner = async (name: string) => {
    const [owner] = await db
      .insert(users)
      .values({ email: `${randomUUID()}@${BENCH_EMAIL_DOMAIN}`, name, passwordHash: null })
      .returning({ id: users.id });
    owners.push(owner.id);
    return owner.id;
  };
  const ownerId = await addOwner("Bench Owner");
  return {
    driver: opened.driver,
    location,
    dataDir,
    ownerId,
    addOwner,
    async close() {
      // PostgreSQL is left as found.
      if (!keep) await deleteOwners(owners);
      await opened.close();
      if (dataDir && !keep) fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Fresh planner statistics, as autovacuum would leave them after a bulk load (PGlite has no autovacuum). */
export async function analyze(): Promise<void> {
  const db = await getDb();
  await db.execute(sql`ANALYZE documents, document_chunks, chunk_stats`);
}

export async function relationBytes(): Promise<number> {
  const db = await getDb();
  const [row] = rowsOf<{ bytes: string | number }>(
    await db.execute(sql`SELECT pg_total_relation_size('document_chunks') + pg_total_relation_size('documents') AS bytes`),
  );
  return Number(row?.bytes ?? 0);
}

export async function otherOwnersChunks(ownerId: string): Promise<number> {
  const db = await getDb();
  const [row] = rowsOf<{ n: string | number }>(
    await db.execute(sql`SELECT count(*) AS n FROM document_chunks WHERE owner_id <> ${ownerId}`),
  );
  return Number(row?.n ?? 0);
}

export async function ownerChunks(ownerId: string): Promise<{ id: string; text: string }[]> {
  const db = await getDb();
  return db.select({ id: documentChunks.id, text: documentChunks.text }).from(documentChunks).where(eq(documentChunks.ownerId, ownerId));
}

export function directorySize(dir: string): number {
  let total = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) total += fs.statSync(path.join(entry.parentPath, entry.name)).size;
  }
  return total;
}
