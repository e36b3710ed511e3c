import type { LangGraphRunnableConfig } from "@langchain/langgraph";
import { log } from "@/lib/log";
import type { ScoutingEvent, StepNode } from "./events";
import type { ScoutingStateType, ScoutingUpdate } from "./state";

/** Writes a typed event to the run's "custom" stream; the runner persists and forwards it. */
export function emit(config: LangGraphRunnableConfig, event: ScoutingEvent) {
  config.writer?.(event);
}

export type NodeFn = (state: ScoutingStateType, config: LangGraphRunnableConfig) => Promise<ScoutingUpdate>;

/** Wraps a workflow step with started/completed progress events, its duration and an optional summary. */
export function step<U extends ScoutingUpdate>(
  node: StepNode,
  fn: (state: ScoutingStateType, config: LangGraphRunnableConfig) => Promise<U>,
  detail?: (update: U) => Record<string, unknown>,
): NodeFn {
  return async (state, config) => {
    const started = performance.now();
    emit(config, { type: "step", data: { node, status: "started" } });
    const update = await fn(state, config);
    const duration_ms = Math.round(performance.now() - started);
    emit(config, { type: "step", data: { node, status: "completed", duration_ms, ...(detail ? { detail: detail(update) } : {}) } });
    log.debug({ node, duration_ms, runId: state.runId }, "step completed");
    return update;
  };
}
