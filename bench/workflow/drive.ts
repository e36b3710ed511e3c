// Drives one scouting run through the real runner as a client would: send the request, wait for each
// gate, answer it at once, until the final response. Times each phase.
import { getLatestRun, listEvents, type StoredEvent } from "@/lib/db/queries/chat";
import { AppError } from "@/lib/errors";
import { waitForSession } from "@/lib/scouting/event-bus";
import { resumeRun, settleRuns, startRun } from "@/lib/scouting/runner";
import { STREAM_END_TYPES, type ResumePayload, type ScoutingEventType } from "@/lib/scouting/workflow/events";

export type Edit = "none" | "edit_wording" | "edit_content";
/**
 * settle: wait for the runner's detached work to finish (exact, no extra queries; one run at a time only).
 * tail: follow the session's events as the SSE route does (read on each bus wake-up); needed when runs overlap.
 */
export type WaitMode = "settle" | "tail";

export type Failure = "run_error" | "exception" | "rate_limited" | "unexpected" | "timeout";

export type RunTimings = {
  /** startRun returned: the session event is written inside it, so a client can read it from here on. */
  sessionEventMs: number;
  /** The first step event (intake started) was readable. */
  firstStepMs: number;
  /** Request → plan_proposal (the plan gate). */
  toPlanMs: number;
  /** Plan approval → player_preview. */
  planToPreviewMs: number;
  /** Edit at the player gate → the next player_preview. */
  editLoopMs?: number;
  /** Player approval → final_response. */
  toFinalMs: number;
  /** Request → final_response. */
  e2eMs: number;
  /**
   * E2E minus the steps' own durations: starting and resuming (limits, gate claims), persisting events
   * and step timings, LangGraph checkpoints, and the bench reading events back.
   */
  outsideStepsMs: number;
};

export type RunOutcome =
  | { ok: true; timings: RunTimings; steps: { node: string; ms: number }[]; player: string | null }
  | { ok: false; failure: Failure; detail: string };

export const FEEDBACK: Record<Exclude<Edit, "none">, string> = {
  edit_wording: "Make it shorter and more concise",
  edit_content: "Check his injury history",
};

const WAIT_LIMIT_MS = 120_000;
const POLL_MS = 1000;

class RunStopped extends Error {
  constructor(readonly failure: Failure, detail: string) {
    super(detail);
  }
}

const isEnd = (e: StoredEvent) => STREAM_END_TYPES.has(e.type as ScoutingEventType);

/** Events after `afterSeq` up to the first that satisfies `stop`, following new ones as the event bus announces them. */
async function tail(ownerId: string, sessionId: string, afterSeq: number, stop: (e: StoredEvent) => boolean): Promise<StoredEvent[]> {
  const deadline = performance.now() + WAIT_LIMIT_MS;
  const seen: StoredEvent[] = [];
  let cursor = afterSeq;
  for (;;) {
    // Subscribe before reading, so a notification between the read and the wait is not missed.
    const abort = new AbortController();
    const wake = waitForSession(sessionId, POLL_MS, abort.signal);
    const events = await listEvents({ ownerId, sessionId, afterSeq: cursor });
    for (const e of events) {
      seen.push(e);
      cursor = e.seq;
      if (stop(e)) {
        abort.abort();
        return seen;
      }
    }
    if (performance.now() > deadline) {
      abort.abort();
      throw new RunStopped("timeout", `no closing event within ${WAIT_LIMIT_MS / 1000} s`);
    }
    await wake;
  }
}

type Ctx = { ownerId: string; sessionId: string; wait: WaitMode };

/** Waits until the run pauses or ends and checks that it stopped at `expected`. */
async function pause(ctx: Ctx, afterSeq: number, expected: ScoutingEventType): Promise<StoredEvent> {
  let events: StoredEvent[];
  if (ctx.wait === "settle") {
    await settleRuns();
    events = await listEvents({ ownerId: ctx.ownerId, sessionId: ctx.sessionId, afterSeq });
  } else {
    events = await tail(ctx.ownerId, ctx.sessionId, afterSeq, isEnd);
  }
  const last = events[events.length - 1];
  if (last?.type === expected) return last;
  if (last?.type === "error") throw new RunStopped("run_error", String(last.data.code ?? "error"));
  throw new RunStopped("unexpected", `expected ${expected}, got ${last?.type ?? "no event"}`);
}

async function drive(input: { ownerId: string; playerName: string; edit: Edit; wait: WaitMode }): Promise<RunOutcome> {
  const { ownerId, edit } = input;
  const t0 = performance.now();
  const since = (t: number) => performance.now() - t;
  const started = await startRun({ ownerId, message: `Generate a scouting report for ${input.playerName}` });
  const sessionEventMs = since(t0);
  const ctx: Ctx = { ownerId, sessionId: started.sessionId, wait: input.wait };
  await tail(ownerId, started.sessionId, started.afterSeq, (e) => e.type === "step" || isEnd(e));
  const firstStepMs = since(t0);
  const proposal = await pause(ctx, started.afterSeq, "plan_proposal");
  const toPlanMs = since(t0);

  const answer = async (payload: ResumePayload, expected: ScoutingEventType) => {
    const t = performance.now();
    const resumed = await resumeRun({ ownerId, sessionId: started.sessionId, payload });
    const event = await pause(ctx, resumed.afterSeq, expected);
    return { event, ms: since(t) };
  };
  const planToPreview = await answer({ type: "plan_approval", approved: true }, "player_preview");
  const editLoop = edit === "none" ? undefined : await answer({ type: "player_approval", action: edit, feedback: FEEDBACK[edit] }, "player_preview");
  const final = await answer({ type: "player_approval", action: "approve" }, "final_response");
  const e2eMs = since(t0);
  if (final.event.data.saved !== true) throw new RunStopped("unexpected", "final_response with saved=false");

  const run = await getLatestRun({ ownerId, sessionId: started.sessionId });
  const steps = (run?.stepTimings ?? []).map(({ node, ms }) => ({ node, ms }));
  const outsideStepsMs = e2eMs - steps.reduce((sum, s) => sum + s.ms, 0);
  return {
    ok: true,
    timings: { sessionEventMs, firstStepMs, toPlanMs, planToPreviewMs: planToPreview.ms, editLoopMs: editLoop?.ms, toFinalMs: final.ms, e2eMs, outsideStepsMs },
    steps,
    player: typeof proposal.data.player_name === "string" ? proposal.data.player_name : null,
  };
}

/** One full run; failures are returned, not thrown, so a bench keeps going and counts them. */
export async function driveRun(input: { ownerId: string; playerName: string; edit: Edit; wait: WaitMode }): Promise<RunOutcome> {
  try {
    return await drive(input);
  } catch (e) {
    if (e instanceof RunStopped) return { ok: false, failure: e.failure, detail: e.message };
    if (e instanceof AppError) return { ok: false, failure: e.status === 429 ? "rate_limited" : "exception", detail: e.code };
    return { ok: false, failure: "exception", detail: e instanceof Error ? `${e.name}: ${e.message}` : String(e) };
  }
}
