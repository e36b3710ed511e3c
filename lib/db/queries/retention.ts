import "server-only";
import { and, eq, inArray, like, notInArray, sql } from "drizzle-orm";
import { getDb, type Db } from "@/lib/db/client";
import { runEvents, workflowCheckpointWrites, workflowCheckpoints, workflowRuns } from "@/lib/db/schema";

// SEC-07: what the app keeps of a run, and for how long.
// - Checkpoints exist only while a run can still be resumed (running, or waiting at a gate); a run
//   that ends takes its checkpoints with it, and the foreign keys take them with the chat and account.
// - Deleting a document removes its text from stored run state: every run whose checkpoints or events
//   mention it loses its checkpoints, a run waiting at a gate is cancelled, and the events that carried
//   evidence-derived text (coverage, preview, final answer) are replaced by a notice. Saved reports
//   keep their approved wording; their citations of the document resolve to "passage deleted".

const RESUMABLE = ["running", "waiting"];
const TEXT_EVENTS = ["coverage_report", "player_preview", "final_response"];
export const SOURCE_DELETED = { code: "source_deleted", message: "A document this answer was built from has been deleted, so the answer was removed. Ask again to rebuild it." };

async function dropCheckpoints(db: Db, ownerId: string, runIds: string[]) {
  if (runIds.length === 0) return;
  await db.delete(workflowCheckpointWrites).where(and(eq(workflowCheckpointWrites.ownerId, ownerId), inArray(workflowCheckpointWrites.runId, runIds)));
  await db.delete(workflowCheckpoints).where(and(eq(workflowCheckpoints.ownerId, ownerId), inArray(workflowCheckpoints.runId, runIds)));
}

/** Drops the checkpoints of the owner's runs that can no longer be resumed. */
export async function pruneCheckpoints({ ownerId }: { ownerId: string }) {
  const db = await getDb();
  const ended = await db
    .selectDistinct({ id: workflowCheckpoints.runId })
    .from(workflowCheckpoints)
    .innerJoin(workflowRuns, eq(workflowRuns.id, workflowCheckpoints.runId))
    .where(and(eq(workflowCheckpoints.ownerId, ownerId), notInArray(workflowRuns.status, RESUMABLE)));
  await dropCheckpoints(db, ownerId, ended.map((r) => r.id));
}

const decode = (data: string) => Buffer.from(data, "base64").toString("utf8");

/** Removes a deleted document's text from every run of its owner (see the policy above). */
export async function forgetDocumentInRuns({ ownerId, documentId }: { ownerId: string; documentId: string }): Promise<string[]> {
  const db = await getDb();
  const affected = new Set<string>();
  const pattern = `%${documentId}%`;
  for (const r of await db
    .selectDistinct({ runId: runEvents.runId })
    .from(runEvents)
    .where(and(eq(runEvents.ownerId, ownerId), like(sql`${runEvents.data}::text`, pattern)))) {
    if (r.runId) affected.add(r.runId);
  }
  // Checkpoint payloads are serialised (base64): decode to look inside.
  for (const row of await db.select({ runId: workflowCheckpoints.runId, data: workflowCheckpoints.checkpoint }).from(workflowCheckpoints).where(eq(workflowCheckpoints.ownerId, ownerId))) {
    if (!affected.has(row.runId) && decode(row.data).includes(documentId)) affected.add(row.runId);
  }
  for (const row of await db.select({ runId: workflowCheckpointWrites.runId, data: workflowCheckpointWrites.value }).from(workflowCheckpointWrites).where(eq(workflowCheckpointWrites.ownerId, ownerId))) {
    if (!affected.has(row.runId) && decode(row.data).includes(documentId)) affected.add(row.runId);
  }
  const runIds = [...affected];
  if (runIds.length === 0) return [];
  await db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    await tx
      .update(workflowRuns)
      .set({ status: "cancelled", gate: null, error: "source_deleted", updatedAt: new Date() })
      .where(and(eq(workflowRuns.ownerId, ownerId), inArray(workflowRuns.id, runIds), eq(workflowRuns.status, "waiting")));
    await dropCheckpoints(tx, ownerId, runIds);
    await tx
      .update(runEvents)
      .set({ type: "warning", data: SOURCE_DELETED })
      .where(and(eq(runEvents.ownerId, ownerId), inArray(runEvents.runId, runIds), inArray(runEvents.type, TEXT_EVENTS)));
  });
  return runIds;
}
