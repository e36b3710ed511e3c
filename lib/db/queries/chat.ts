import "server-only";
import { and, asc, desc, eq, gt, lt, sql } from "drizzle-orm";
import { getDb, type Db } from "@/lib/db/client";
import { chatSessions, runEvents, workflowRuns, type WorkflowRun } from "@/lib/db/schema";
import { AppError } from "@/lib/errors";
import { SESSION_TITLE_MAX, sessionTitleFor } from "@/lib/chat/session-title";

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
      // Qualified by table name: an interpolated column renders as bare "id", which the subquery would
      // resolve to workflow_runs.id.
      lastStatus: sql<RunStatus | null>`(select r.status from workflow_runs r where r.session_id = "chat_sessions"."id" order by r.created_at desc limit 1)`,
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
export type RunLimits = {
  maxConcurrent: number;
  staleMs: number;
  /** Counts the request against the hourly quota, inside the same transaction; throws 429 when over. */
  consumeQuota?: (tx: Db) => Promise<unknown>;
};

/**
 * Serialises a user's run starts and resumes (row lock on the user), fails runs whose process died
 * (stale heartbeat), and refuses a new running run beyond the concurrency limit. Returns the stale runs.
 */
async function withinConcurrency(tx: Db, ownerId: string, limits: RunLimits) {
  await tx.execute(sql`select id from users where id = ${ownerId} for update`);
  const staleBefore = new Date(Date.now() - limits.staleMs);
  const stale = await tx
    .update(workflowRuns)
    .set({ status: "failed", error: "stale", gate: null, updatedAt: new Date() })
    .where(and(eq(workflowRuns.ownerId, ownerId), eq(workflowRuns.status, "running"), lt(workflowRuns.heartbeatAt, staleBefore)))
    .returning({ id: workflowRuns.id, sessionId: workflowRuns.sessionId });
  const [{ n }] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(workflowRuns)
    .where(and(eq(workflowRuns.ownerId, ownerId), eq(workflowRuns.status, "running")));
  if (n >= limits.maxConcurrent) {
    throw new AppError("rate_limit:concurrency", `You can run ${limits.maxConcurrent} scouting workflows at once. Approve or finish one, then try again.`, { retryAfter: 10 });
  }
  return stale;
}

export async function createRun(input: { ownerId: string; sessionId: string; requestText: string; limits: RunLimits }) {
  const db = await getDb();
  return db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    const stale = await withinConcurrency(tx, input.ownerId, input.limits);
    await input.limits.consumeQuota?.(tx);
    // A new message supersedes a run still waiting at a gate in the same chat (only once admitted).
    await tx
      .update(workflowRuns)
      .set({ status: "cancelled", gate: null, updatedAt: new Date() })
      .where(and(eq(workflowRuns.sessionId, input.sessionId), eq(workflowRuns.ownerId, input.ownerId), eq(workflowRuns.status, "waiting")));
    const [run] = await tx.insert(workflowRuns).values({ ownerId: input.ownerId, sessionId: input.sessionId, requestText: input.requestText, status: "running" }).returning();
    await tx.update(chatSessions).set({ updatedAt: new Date() }).where(and(eq(chatSessions.id, input.sessionId), eq(chatSessions.ownerId, input.ownerId)));
    return { run, stale };
  });
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
export async function claimGate({ ownerId, runId, gate, limits }: { ownerId: string; runId: string; gate: string; limits: RunLimits }): Promise<boolean> {
  const db = await getDb();
  return db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    const [waiting] = await tx
      .select({ id: workflowRuns.id })
      .from(workflowRuns)
      .where(and(eq(workflowRuns.id, runId), eq(workflowRuns.ownerId, ownerId), eq(workflowRuns.status, "waiting"), eq(workflowRuns.gate, gate)));
    if (!waiting) return false;
    await withinConcurrency(tx, ownerId, limits);
    const rows = await tx
      .update(workflowRuns)
      .set({ status: "running", gate: null, updatedAt: new Date(), heartbeatAt: new Date() })
      .where(and(eq(workflowRuns.id, runId), eq(workflowRuns.ownerId, ownerId), eq(workflowRuns.status, "waiting"), eq(workflowRuns.gate, gate)))
      .returning({ id: workflowRuns.id });
    return rows.length === 1;
  });
}

/** Marks a run alive; runs silent for SCOUTING_STALE_RUN_MS are treated as dead. */
export async function touchRun({ ownerId, runId }: { ownerId: string; runId: string }) {
  const db = await getDb();
  await db.update(workflowRuns).set({ heartbeatAt: new Date() }).where(and(eq(workflowRuns.id, runId), eq(workflowRuns.ownerId, ownerId)));
}

export async function recordStepTiming({ ownerId, runId, node, ms }: { ownerId: string; runId: string; node: string; ms: number }) {
  const db = await getDb();
  const entry = JSON.stringify([{ node, ms, at: new Date().toISOString() }]);
  await db
    .update(workflowRuns)
    .set({ stepTimings: sql`${workflowRuns.stepTimings} || ${entry}::jsonb`, heartbeatAt: new Date() })
    .where(and(eq(workflowRuns.id, runId), eq(workflowRuns.ownerId, ownerId)));
}

// ---- events ----
export type StoredEvent = { seq: number; type: string; data: Record<string, unknown>; runId: string | null };

type NewEvent = { ownerId: string; sessionId: string; runId: string | null; type: string; data: Record<string, unknown> };

async function insertEvent(db: Db, input: NewEvent): Promise<number> {
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
}

/** Retries when two writers raced for the same seq (the unique index refused one). */
async function withSeqRetry<T>(fn: () => Promise<T>): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await fn();
    } catch (e) {
      if (attempt >= 5) throw e;
    }
  }
}

/** Appends an event with the next per-session sequence number (the SSE id). */
export async function appendEvent(input: NewEvent): Promise<number> {
  const db = await getDb();
  return withSeqRetry(() => insertEvent(db, input));
}

/**
 * A run's new status and the event that announces it, in one transaction: a stream tailer sees both
 * or neither, so it never closes on "waiting" before the gate event exists, and a client answering
 * the gate event always finds the run waiting.
 */
export async function settleRunWithEvent(
  run: { ownerId: string; runId: string; status: RunStatus; gate?: string | null; error?: string | null; playerName?: string | null },
  event: NewEvent,
): Promise<number> {
  const db = await getDb();
  return withSeqRetry(() =>
    db.transaction(async (txRaw) => {
      const tx = txRaw as unknown as Db;
      const { ownerId, runId, ...changes } = run;
      await tx
        .update(workflowRuns)
        .set({ ...changes, updatedAt: new Date(), heartbeatAt: new Date() })
        .where(and(eq(workflowRuns.id, runId), eq(workflowRuns.ownerId, ownerId)));
      if (event.type === "plan_proposal" && typeof event.data.player_name === "string" && event.data.player_name.trim()) {
        await titleSessionAfterPlayer(tx, { ownerId, sessionId: event.sessionId, runId, playerName: event.data.player_name });
      }
      return insertEvent(tx, event);
    }),
  );
}

/**
 * Names the chat after the resolved player and the kind of request ("Jalen Brooks: scouting report")
 * once the plan names them. Only a title that is still the words of a request in this chat is replaced:
 * a chat the user renamed keeps its name, and a later request does not rename an earlier player's chat.
 */
async function titleSessionAfterPlayer(tx: Db, input: { ownerId: string; sessionId: string; runId: string; playerName: string }) {
  const [run] = await tx
    .select({ requestText: workflowRuns.requestText })
    .from(workflowRuns)
    .where(and(eq(workflowRuns.id, input.runId), eq(workflowRuns.ownerId, input.ownerId)));
  if (!run) return;
  await tx
    .update(chatSessions)
    .set({ title: sessionTitleFor(input.playerName, run.requestText) })
    .where(
      and(
        eq(chatSessions.id, input.sessionId),
        eq(chatSessions.ownerId, input.ownerId),
        sql`${chatSessions.title} in (select left(r.request_text, ${SESSION_TITLE_MAX}::int) from workflow_runs r where r.session_id = ${input.sessionId})`,
      ),
    );
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
