import "server-only";
import { and, asc, desc, eq, gt, inArray, sql } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import { chatSessions, runEvents, workflowRuns, type WorkflowRun } from "@/lib/db/schema";
import { AppError } from "@/lib/errors";

export type RunStatus = "running" | "waiting" | "completed" | "failed" | "cancelled";

// ---- sessions ----
export async function createSession({ ownerId, title }: { ownerId: string; title: string }) {
  const db = await getDb();
  const [row] = await db.insert(chatSessions).values({ ownerId, title }).returning();
  return row;
}

export async function getSession({ ownerId, id }: { ownerId: string; id: string }) {
  const db = await getDb();
  const [row] = await db.select().from(chatSessions).where(and(eq(chatSessions.id, id), eq(chatSessions.ownerId, ownerId))).limit(1);
  if (!row) throw new AppError("not_found:session", "Chat session not found.");
  return row;
}

export async function listSessions({ ownerId }: { ownerId: string }) {
  const db = await getDb();
  return db
    .select({
      id: chatSessions.id,
      title: chatSessions.title,
      createdAt: chatSessions.createdAt,
      updatedAt: chatSessions.updatedAt,
      lastStatus: sql<RunStatus | null>`(select r.status from workflow_runs r where r.session_id = ${chatSessions.id} order by r.created_at desc limit 1)`,
    })
    .from(chatSessions)
    .where(eq(chatSessions.ownerId, ownerId))
    .orderBy(desc(chatSessions.updatedAt));
}

export async function renameSession({ ownerId, id, title }: { ownerId: string; id: string; title: string }) {
  const db = await getDb();
  const rows = await db
    .update(chatSessions)
    .set({ title })
    .where(and(eq(chatSessions.id, id), eq(chatSessions.ownerId, ownerId)))
    .returning();
  if (!rows[0]) throw new AppError("not_found:session", "Chat session not found.");
  return rows[0];
}

export async function deleteSession({ ownerId, id }: { ownerId: string; id: string }) {
  const db = await getDb();
  const rows = await db.delete(chatSessions).where(and(eq(chatSessions.id, id), eq(chatSessions.ownerId, ownerId))).returning({ id: chatSessions.id });
  if (!rows[0]) throw new AppError("not_found:session", "Chat session not found.");
}

// ---- runs ----
export async function createRun({ ownerId, sessionId, requestText }: { ownerId: string; sessionId: string; requestText: string }) {
  const db = await getDb();
  const [row] = await db.insert(workflowRuns).values({ ownerId, sessionId, requestText, status: "running" }).returning();
  await db.update(chatSessions).set({ updatedAt: new Date() }).where(and(eq(chatSessions.id, sessionId), eq(chatSessions.ownerId, ownerId)));
  return row;
}

export async function getLatestRun({ ownerId, sessionId }: { ownerId: string; sessionId: string }): Promise<WorkflowRun | null> {
  const db = await getDb();
  const [row] = await db
    .select()
    .from(workflowRuns)
    .where(and(eq(workflowRuns.sessionId, sessionId), eq(workflowRuns.ownerId, ownerId)))
    .orderBy(desc(workflowRuns.createdAt))
    .limit(1);
  return row ?? null;
}

export async function listRuns({ ownerId, sessionId }: { ownerId: string; sessionId: string }) {
  const db = await getDb();
  return db
    .select()
    .from(workflowRuns)
    .where(and(eq(workflowRuns.sessionId, sessionId), eq(workflowRuns.ownerId, ownerId)))
    .orderBy(asc(workflowRuns.createdAt));
}

/**
 * Atomically moves a run from waiting-at-`gate` to running. Exactly one of several racing resumes
 * wins; the others see false (→ 409).
 */
export async function claimGate({ ownerId, runId, gate }: { ownerId: string; runId: string; gate: string }): Promise<boolean> {
  const db = await getDb();
  const rows = await db
    .update(workflowRuns)
    .set({ status: "running", gate: null, updatedAt: new Date(), heartbeatAt: new Date() })
    .where(and(eq(workflowRuns.id, runId), eq(workflowRuns.ownerId, ownerId), eq(workflowRuns.status, "waiting"), eq(workflowRuns.gate, gate)))
    .returning({ id: workflowRuns.id });
  return rows.length === 1;
}

export async function updateRun(input: {
  ownerId: string;
  runId: string;
  status?: RunStatus;
  gate?: string | null;
  error?: string | null;
  playerName?: string | null;
}) {
  const db = await getDb();
  const { ownerId, runId, ...changes } = input;
  await db
    .update(workflowRuns)
    .set({ ...changes, updatedAt: new Date(), heartbeatAt: new Date() })
    .where(and(eq(workflowRuns.id, runId), eq(workflowRuns.ownerId, ownerId)));
}

export async function recordStepTiming({ ownerId, runId, node, ms }: { ownerId: string; runId: string; node: string; ms: number }) {
  const db = await getDb();
  const entry = JSON.stringify([{ node, ms, at: new Date().toISOString() }]);
  await db
    .update(workflowRuns)
    .set({ stepTimings: sql`${workflowRuns.stepTimings} || ${entry}::jsonb`, heartbeatAt: new Date() })
    .where(and(eq(workflowRuns.id, runId), eq(workflowRuns.ownerId, ownerId)));
}

/** Waiting runs in a session are superseded by a new message: cancel them so their gates close. */
export async function cancelWaitingRuns({ ownerId, sessionId }: { ownerId: string; sessionId: string }) {
  const db = await getDb();
  await db
    .update(workflowRuns)
    .set({ status: "cancelled", gate: null, updatedAt: new Date() })
    .where(and(eq(workflowRuns.sessionId, sessionId), eq(workflowRuns.ownerId, ownerId), eq(workflowRuns.status, "waiting")));
}

export async function countActiveRuns({ ownerId }: { ownerId: string }) {
  const db = await getDb();
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(workflowRuns)
    .where(and(eq(workflowRuns.ownerId, ownerId), inArray(workflowRuns.status, ["running"])));
  return row?.n ?? 0;
}

// ---- events ----
export type StoredEvent = { seq: number; type: string; data: Record<string, unknown>; runId: string | null };

/** Appends an event with the next per-session sequence number (the SSE id). */
export async function appendEvent(input: { ownerId: string; sessionId: string; runId: string | null; type: string; data: Record<string, unknown> }): Promise<number> {
  const db = await getDb();
  for (let attempt = 0; ; attempt++) {
    try {
      const [row] = await db
        .insert(runEvents)
        .values({
          ownerId: input.ownerId,
          sessionId: input.sessionId,
          runId: input.runId,
          type: input.type,
          data: input.data,
          seq: sql`(select coalesce(max(seq), 0) + 1 from run_events where session_id = ${input.sessionId})`,
        })
        .returning({ seq: runEvents.seq });
      return row.seq;
    } catch (e) {
      // Two writers raced for the same seq: the unique index refused one; take the next number.
      if (attempt >= 5) throw e;
    }
  }
}

export async function listEvents({ ownerId, sessionId, afterSeq = 0 }: { ownerId: string; sessionId: string; afterSeq?: number }): Promise<StoredEvent[]> {
  const db = await getDb();
  return db
    .select({ seq: runEvents.seq, type: runEvents.type, data: runEvents.data, runId: runEvents.runId })
    .from(runEvents)
    .where(and(eq(runEvents.sessionId, sessionId), eq(runEvents.ownerId, ownerId), gt(runEvents.seq, afterSeq)))
    .orderBy(asc(runEvents.seq));
}

export async function lastEventSeq({ ownerId, sessionId }: { ownerId: string; sessionId: string }): Promise<number> {
  const db = await getDb();
  const [row] = await db
    .select({ seq: sql<number>`coalesce(max(${runEvents.seq}), 0)::int` })
    .from(runEvents)
    .where(and(eq(runEvents.sessionId, sessionId), eq(runEvents.ownerId, ownerId)));
  return row?.seq ?? 0;
}
