// Concurrent users: each its own owner and corpus, running full approve runs back to back for a fixed
// window, all in this process (the runner's detached runs interleave on the event loop, as in the server).
import { settleRuns } from "@/lib/scouting/runner";
import { round } from "../stats";
import { driveRun, type RunOutcome } from "./drive";
import { summariseRuns, type RunsSummary } from "./summarise";

export type LoadResult = {
  users: number;
  documentsPerUser: number;
  /** Users start new runs only inside this window; runs under way at its end are finished and counted. */
  windowSeconds: number;
  /** Until the last user's last run ended: the denominator of runsPerSec. */
  elapsedSeconds: number;
  runsPerSec: number;
} & RunsSummary;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export async function measureLoad(input: { owners: string[]; documentsPerUser: number; targets: string[]; seconds: number }): Promise<LoadResult> {
  const { targets } = input;
  const start = performance.now();
  const deadline = start + input.seconds * 1000;
  const outcomes: RunOutcome[] = [];
  await Promise.all(
    input.owners.map(async (ownerId, user) => {
      // Users start on different players so they don't all search for the same name at once.
      for (let k = user; performance.now() < deadline; k++) {
        const outcome = await driveRun({ ownerId, playerName: targets[k % targets.length], edit: "none", wait: "tail" });
        outcomes.push(outcome);
        // A refused start (429) would otherwise spin; a client waits before trying again.
        if (!outcome.ok && outcome.failure === "rate_limited") await sleep(1000);
      }
    }),
  );
  const elapsed = (performance.now() - start) / 1000;
  await settleRuns();
  const summary = summariseRuns(outcomes, targets);
  return {
    users: input.owners.length,
    documentsPerUser: input.documentsPerUser,
    windowSeconds: input.seconds,
    elapsedSeconds: round(elapsed, 1),
    runsPerSec: round(summary.completed / elapsed, 2),
    ...summary,
  };
}
