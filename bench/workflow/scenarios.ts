// Single-user runs on one owner's corpus: approve, one wording edit, one content edit, interleaved so
// drift on a shared machine spreads evenly over the three.
import { benchLog } from "../machine";
import { driveRun, type Edit, type RunOutcome } from "./drive";
import { summariseRuns, type RunsSummary } from "./summarise";

export const SCENARIOS = { approve: "none", edit_wording: "edit_wording", edit_content: "edit_content" } as const satisfies Record<string, Edit>;
export type Scenario = keyof typeof SCENARIOS;

export type ScenarioResult = { scenario: Scenario } & RunsSummary;

export async function measureScenarios(input: { ownerId: string; label: string; targets: string[]; runs: number }): Promise<{ scenarios: ScenarioResult[]; all: RunsSummary }> {
  const { ownerId, targets } = input;
  // Untimed, one per scenario: first runs pay for module loading, JIT of each path and cold caches.
  for (const edit of Object.values(SCENARIOS)) {
    const warm = await driveRun({ ownerId, playerName: targets[0], edit, wait: "settle" });
    if (!warm.ok) benchLog(`${input.label}: warm-up run failed (${warm.failure}: ${warm.detail})`);
  }
  const outcomes = new Map<Scenario, RunOutcome[]>(Object.keys(SCENARIOS).map((s) => [s as Scenario, []]));
  for (let i = 0; i < input.runs; i++) {
    for (const [scenario, edit] of Object.entries(SCENARIOS) as [Scenario, Edit][]) {
      outcomes.get(scenario)?.push(await driveRun({ ownerId, playerName: targets[i % targets.length], edit, wait: "settle" }));
    }
  }
  const scenarios = [...outcomes].map(([scenario, runs]) => {
    const summary = summariseRuns(runs, targets);
    benchLog(`${input.label} ${scenario}: ${summary.completed}/${summary.attempted} ok, E2E p50 ${summary.timings.e2eMs?.p50 ?? "–"} ms`);
    return { scenario, ...summary };
  });
  return { scenarios, all: summariseRuns([...outcomes.values()].flat(), targets) };
}
