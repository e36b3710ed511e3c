import "server-only";
import { Command } from "@langchain/langgraph";
import {
  appendEvent,
  cancelWaitingRuns,
  claimGate,
  createRun,
  createSession,
  getLatestRun,
  getSession,
  lastEventSeq,
  recordStepTiming,
  updateRun,
} from "@/lib/db/queries/chat";
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

// Runs (or resumes) the graph to its next gate or its end, persisting every event. Detached from any
// HTTP request: a client that disconnects does not stop the run.
type GraphInput = Parameters<ScoutingGraph["stream"]>[0];

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
      // Status first, so a client that answers the gate the moment it sees the event can claim it.
      await updateRun({ ...ref, status: "waiting", gate, playerName: values.playerName });
      await record(ref, event);
      return;
    }
    await updateRun({ ...ref, status: "completed", gate: null, playerName: values.playerName });
    if (values.final) await record(ref, { type: "final_response", data: values.final });
    else await record(ref, { type: "assistant_message", data: { message: values.reply ?? "Done." } });
  } catch (err) {
    log.error({ err, runId: ref.runId }, "workflow run failed");
    if (process.env.SCOUT_DEBUG) console.error(err);
    const failure = describeFailure(err);
    await updateRun({ ...ref, status: "failed", gate: null, error: failure.code }).catch(() => {});
    await record(ref, { type: "error", data: failure }).catch(() => {});
  }
}

const inFlight = new Set<Promise<void>>();

function launch(ref: RunRef, input: GraphInput) {
  const promise = execute(ref, input).finally(() => inFlight.delete(promise));
  inFlight.add(promise);
}

/** Tests and graceful shutdown wait for detached runs. */
export async function settleRuns() {
  while (inFlight.size) await Promise.allSettled([...inFlight]);
}

export async function startRun(input: { ownerId: string; message: string; sessionId?: string }) {
  const session = input.sessionId
    ? await getSession({ ownerId: input.ownerId, id: input.sessionId })
    : await createSession({ ownerId: input.ownerId, title: input.message.slice(0, 80) });
  await cancelWaitingRuns({ ownerId: input.ownerId, sessionId: session.id });
  const run = await createRun({ ownerId: input.ownerId, sessionId: session.id, requestText: input.message });
  const ref = { ownerId: input.ownerId, sessionId: session.id, runId: run.id };
  const seq = await record(ref, { type: "session", data: { session_id: session.id, run_id: run.id } });
  launch(ref, { ownerId: input.ownerId, runId: run.id, requestText: input.message });
  return { sessionId: session.id, runId: run.id, afterSeq: seq - 1 };
}

export async function resumeRun(input: { ownerId: string; sessionId: string; payload: ResumePayload }) {
  await getSession({ ownerId: input.ownerId, id: input.sessionId });
  const run = await getLatestRun({ ownerId: input.ownerId, sessionId: input.sessionId });
  const gate = GATE_OF[input.payload.type];
  const afterSeq = await lastEventSeq({ ownerId: input.ownerId, sessionId: input.sessionId });
  if (!run || !(await claimGate({ ownerId: input.ownerId, runId: run.id, gate }))) {
    throw new AppError("conflict:run", `This chat is not waiting for ${gate.replace("_", " ")}.`, {
      details: { status: run?.status ?? null, gate: run?.gate ?? null },
    });
  }
  launch({ ownerId: input.ownerId, sessionId: input.sessionId, runId: run.id }, new Command({ resume: input.payload }) as GraphInput);
  return { sessionId: input.sessionId, runId: run.id, afterSeq };
}
