import "server-only";
import { Command } from "@langchain/langgraph";
import {
  appendEvent,
  claimGate,
  createRun,
  createSession,
  deleteSession,
  getLatestRun,
  getSession,
  lastEventSeq,
  recordStepTiming,
  settleRunWithEvent,
  touchRun,
  type RunLimits,
  type RunStatus,
} from "@/lib/db/queries/chat";
import { capabilityForGate, isPause, pickCapability, type Capability } from "@/lib/chat/capabilities";
import { SESSION_TITLE_MAX } from "@/lib/chat/session-title";
import { pruneCheckpoints } from "@/lib/db/queries/retention";
import { env } from "@/lib/env";
import { enforce } from "@/lib/rate-limit";
import { AppError } from "@/lib/errors";
import { log } from "@/lib/log";
import { ModelTimeoutError } from "@/lib/scouting/errors";
import { MESSAGES } from "@/lib/scouting/messages";
import { notifySession } from "./event-bus";
import { DrizzleCheckpointSaver } from "./workflow/checkpointer";
import { GATE_OF, type Gate, type ResumePayload, type ScoutingEvent } from "./workflow/events";
import { buildScoutingGraph, type ScoutingGraph } from "./workflow/graph";
import type { ScoutingStateType } from "./workflow/state";

const globalForGraph = globalThis as unknown as { __scoutGraph?: ScoutingGraph };
function graph(): ScoutingGraph {
  globalForGraph.__scoutGraph ??= buildScoutingGraph(new DrizzleCheckpointSaver());
  return globalForGraph.__scoutGraph;
}

type RunRef = { ownerId: string; sessionId: string; runId: string };

async function record(ref: RunRef, event: ScoutingEvent) {
  const seq = await appendEvent({ ownerId: ref.ownerId, sessionId: ref.sessionId, runId: ref.runId, type: event.type, data: event.data as Record<string, unknown> });
  if (event.type === "step" && event.data.status === "completed") {
    await recordStepTiming({ ownerId: ref.ownerId, runId: ref.runId, node: event.data.node, ms: event.data.duration_ms ?? 0 });
  } else if (event.type === "step") {
    await touchRun(ref);
  }
  notifySession(ref.sessionId);
  return seq;
}

function describeFailure(err: unknown): { code: string; message: string; retryable: boolean } {
  const name = err instanceof Error ? err.name : "";
  if (err instanceof ModelTimeoutError || name === "NodeTimeoutError" || name === "TimeoutError" || name === "AbortError") {
    return { code: "timeout:model", message: MESSAGES.llmTimeout, retryable: true };
  }
  return { code: "internal:workflow", message: "Something went wrong while writing the report. Please try again.", retryable: true };
}

type GraphInput = Parameters<ScoutingGraph["stream"]>[0];

// Runs (or resumes) the graph to its next gate or its end, persisting every event. Detached from any
// HTTP request: a client that disconnects does not stop the run.
async function execute(ref: RunRef, input: GraphInput) {
  const config = { configurable: { thread_id: ref.runId, session_id: ref.sessionId } };
  try {
    const stream = await graph().stream(input, { ...config, streamMode: ["custom"] as const });
    for await (const chunk of stream) {
      const [, payload] = chunk as unknown as [string, ScoutingEvent];
      await record(ref, payload);
    }
    const snapshot = await graph().getState(config);
    const pending = snapshot.tasks.flatMap((t) => t.interrupts ?? []);
    const values = snapshot.values as ScoutingStateType;
    if (pending.length) {
      const { gate, event } = pending[0].value as { gate: Gate; event: ScoutingEvent };
      await settle(ref, { status: "waiting", gate, playerName: values.playerName }, event);
      return;
    }
    const closing: ScoutingEvent = values.final
      ? { type: "final_response", data: values.final }
      : { type: "assistant_message", data: { message: values.reply ?? "Done." } };
    await settle(ref, { status: "completed", gate: null, playerName: values.playerName }, closing);
  } catch (err) {
    log.error({ err, runId: ref.runId }, "workflow run failed");
    const failure = describeFailure(err);
    await settle(ref, { status: "failed", gate: null, error: failure.code }, { type: "error", data: failure }).catch(() => {});
  }
}

/** The run's new status and its closing event, atomically (see settleRunWithEvent). */
async function settle(ref: RunRef, run: { status: RunStatus; gate?: string | null; error?: string | null; playerName?: string | null }, event: ScoutingEvent) {
  await settleRunWithEvent({ ownerId: ref.ownerId, runId: ref.runId, ...run }, { ...ref, type: event.type, data: event.data as Record<string, unknown> });
  notifySession(ref.sessionId);
  // A run that can no longer be resumed keeps no checkpoints (SEC-07).
  if (run.status !== "waiting") await pruneCheckpoints({ ownerId: ref.ownerId }).catch((err) => log.warn({ err }, "checkpoint pruning failed"));
}

// On globalThis: the shutdown hook (instrumentation.ts) is bundled apart from the route handlers and
// must see the same set (SEC-09).
const globalForRuns = globalThis as unknown as { __scoutInFlight?: Set<Promise<void>>; __scoutDraining?: boolean };
const inFlight = (globalForRuns.__scoutInFlight ??= new Set<Promise<void>>());

/** Shutting down: a run started now could not finish before the process exits (503, try again). */
function assertAcceptingRuns() {
  if (globalForRuns.__scoutDraining) throw new AppError("unavailable:shutdown", "The server is restarting. Please try again in a moment.", { retryAfter: 5 });
}

function track(work: Promise<void>) {
  const promise = work.finally(() => inFlight.delete(promise));
  inFlight.add(promise);
}

function launch(ref: RunRef, input: GraphInput) {
  track(execute(ref, input));
}

/**
 * A capability beside scouting (stats, coaching, research) runs with the same events, status and replay.
 * It may stop at one of its gates (the run waits like a scouting run) and is resumed with the payload.
 */
async function executeCapability(ref: RunRef, capability: Capability, message: string, payload?: ResumePayload) {
  try {
    const input = { ...ref, message, emit: async (event: ScoutingEvent) => void (await record(ref, event)) };
    const out = payload && capability.resume ? await capability.resume({ ...input, payload }) : await capability.run(input);
    if (isPause(out)) await settle(ref, { status: "waiting", gate: out.gate }, out.event);
    else await settle(ref, { status: "completed", gate: null }, out);
  } catch (err) {
    log.error({ err, runId: ref.runId, capability: capability.id }, "capability run failed");
    const failure = err instanceof AppError ? { code: err.code, message: err.message, retryable: true } : describeFailure(err);
    await settle(ref, { status: "failed", gate: null, error: failure.code }, { type: "error", data: failure }).catch(() => {});
  }
}

/** Tests and graceful shutdown wait for detached runs. */
export async function settleRuns() {
  while (inFlight.size) await Promise.allSettled([...inFlight]);
}

/** Seed §7.3 limits: concurrent running workflows, and the hourly quota counted only when a run starts. */
function runLimits(ownerId: string, countRequest: boolean): RunLimits {
  return {
    maxConcurrent: env.SCOUTING_MAX_CONCURRENT,
    staleMs: env.SCOUTING_STALE_RUN_MS,
    consumeQuota: countRequest ? (tx) => enforce("scouting", ownerId, async () => tx) : undefined,
  };
}

async function reportStale(ownerId: string, stale: { id: string; sessionId: string }[]) {
  for (const run of stale) {
    await record({ ownerId, sessionId: run.sessionId, runId: run.id }, { type: "error", data: { code: "internal:stale_run", message: "This run was interrupted. Please try again.", retryable: true } });
  }
}

export async function startRun(input: { ownerId: string; message: string; sessionId?: string }) {
  assertAcceptingRuns();
  const capability = await pickCapability(input);
  const { run, session, stale } = await createRunForMessage(input);
  await reportStale(input.ownerId, stale);
  // A waiting run superseded by this message was cancelled: its checkpoints go (SEC-07).
  await pruneCheckpoints({ ownerId: input.ownerId });
  const ref = { ownerId: input.ownerId, sessionId: session.id, runId: run.id };
  const seq = await record(ref, { type: "session", data: { session_id: session.id, run_id: run.id } });
  if (capability) track(executeCapability(ref, capability, input.message));
  else launch(ref, { ownerId: input.ownerId, runId: run.id, requestText: input.message });
  return { sessionId: session.id, runId: run.id, afterSeq: seq - 1 };
}

export async function resumeRun(input: { ownerId: string; sessionId: string; payload: ResumePayload }) {
  assertAcceptingRuns();
  await getSession({ ownerId: input.ownerId, id: input.sessionId });
  const run = await getLatestRun({ ownerId: input.ownerId, sessionId: input.sessionId });
  const gate = GATE_OF[input.payload.type];
  const afterSeq = await lastEventSeq({ ownerId: input.ownerId, sessionId: input.sessionId });
  if (!run || !(await claimGate({ ownerId: input.ownerId, runId: run.id, gate, limits: runLimits(input.ownerId, false) }))) {
    throw new AppError("conflict:run", `This chat is not waiting for ${gate.replace("_", " ")}.`, {
      details: { status: run?.status ?? null, gate: run?.gate ?? null },
    });
  }
  const ref = { ownerId: input.ownerId, sessionId: input.sessionId, runId: run.id };
  const capability = capabilityForGate(gate);
  if (capability) track(executeCapability(ref, capability, run.requestText, input.payload));
  else launch(ref, new Command({ resume: input.payload }) as GraphInput);
  return { sessionId: input.sessionId, runId: run.id, afterSeq };
}

// A new session is created only once the limits admit the run, so a refused message leaves nothing behind.
async function createRunForMessage(input: { ownerId: string; message: string; sessionId?: string }) {
  const limits = runLimits(input.ownerId, true);
  if (input.sessionId) {
    const session = await getSession({ ownerId: input.ownerId, id: input.sessionId });
    const { run, stale } = await createRun({ ownerId: input.ownerId, sessionId: session.id, requestText: input.message, limits });
    return { run, session, stale };
  }
  const session = await createSession({ ownerId: input.ownerId, title: input.message.slice(0, SESSION_TITLE_MAX) });
  try {
    const { run, stale } = await createRun({ ownerId: input.ownerId, sessionId: session.id, requestText: input.message, limits });
    return { run, session, stale };
  } catch (e) {
    await deleteSession({ ownerId: input.ownerId, id: session.id }).catch(() => {});
    throw e;
  }
}
