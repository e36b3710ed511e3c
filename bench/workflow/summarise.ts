// Reduces run outcomes to latency summaries, per-step statistics and failure counts.
import { summarise, type Summary } from "../stats";
import type { Failure, RunOutcome, RunTimings } from "./drive";

export type FailureCounts = Record<Failure, number>;

export type RunsSummary = {
  attempted: number;
  completed: number;
  failures: FailureCounts;
  /** The first few distinct failure details, to say what went wrong. */
  failureDetails: string[];
  /** Runs whose plan named a different player than requested (intake misread the name). */
  wrongPlayer: number;
  timings: Partial<Record<keyof RunTimings, Summary>>;
  /** Per workflow node, over every execution (an edit loop runs some nodes twice). */
  steps: Record<string, Summary>;
  /** Executions of each node per completed run. */
  stepsPerRun: Record<string, number>;
};

const TIMING_KEYS: (keyof RunTimings)[] = ["sessionEventMs", "firstStepMs", "toPlanMs", "planToPreviewMs", "editLoopMs", "toFinalMs", "e2eMs", "outsideStepsMs"];

export const noFailures = (): FailureCounts => ({ run_error: 0, exception: 0, rate_limited: 0, unexpected: 0, timeout: 0 });

export function summariseRuns(outcomes: RunOutcome[], players: string[] = []): RunsSummary {
  const failures = noFailures();
  const details = new Set<string>();
  const stepSamples = new Map<string, number[]>();
  const timings: RunsSummary["timings"] = {};
  let wrongPlayer = 0;
  const ok = outcomes.flatMap((o) => {
    if (o.ok) return [o];
    failures[o.failure]++;
    if (details.size < 5) details.add(`${o.failure}: ${o.detail}`);
    return [];
  });
  for (const o of ok) {
    for (const s of o.steps) stepSamples.set(s.node, [...(stepSamples.get(s.node) ?? []), s.ms]);
    if (players.length && (!o.player || !players.includes(o.player))) wrongPlayer++;
  }
  for (const key of TIMING_KEYS) {
    const samples = ok.flatMap((o) => (o.timings[key] === undefined ? [] : [o.timings[key]]));
    if (samples.length) timings[key] = summarise(samples);
  }
  const steps: Record<string, Summary> = {};
  const stepsPerRun: Record<string, number> = {};
  for (const [node, samples] of stepSamples) {
    steps[node] = summarise(samples);
    stepsPerRun[node] = Math.round((samples.length / ok.length) * 100) / 100;
  }
  return { attempted: outcomes.length, completed: ok.length, failures, failureDetails: [...details], wrongPlayer, timings, steps, stepsPerRun };
}
