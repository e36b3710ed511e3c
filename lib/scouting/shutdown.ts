import "server-only";
import { log } from "@/lib/log";

// SEC-09: on SIGTERM, Next.js stops accepting connections, waits for open requests and then calls
// process.exit. Workflow runs are detached from requests, so without this they would be cut off
// mid-step. Here new runs are refused (503) and process.exit waits for the runs in flight, up to a
// deadline, so each finishes its step and settles at its next gate or end.
const globalForRuns = globalThis as unknown as { __scoutInFlight?: Set<Promise<void>>; __scoutDraining?: boolean; __scoutShutdown?: boolean };

async function runsSettled(deadlineMs: number) {
  const until = Date.now() + deadlineMs;
  const inFlight = globalForRuns.__scoutInFlight;
  while (inFlight?.size && Date.now() < until) {
    await Promise.race([Promise.allSettled([...inFlight]), new Promise((r) => setTimeout(r, Math.max(0, until - Date.now())))]);
  }
  return inFlight?.size ?? 0;
}

/**
 * Starts draining: new runs are refused and `process.exit` (which Next.js calls once its requests are
 * done) is held until the runs in flight settle or graceMs passes. Returns the deferred exit.
 */
export function beginDrain(graceMs: number, exit: (code?: number | string | null) => void = process.exit.bind(process)) {
  globalForRuns.__scoutDraining = true;
  log.info({ runs: globalForRuns.__scoutInFlight?.size ?? 0 }, "SIGTERM: refusing new runs, waiting for runs in flight");
  let exiting = false;
  const waitThenExit = (code?: number | string | null) => {
    if (exiting) return;
    exiting = true;
    void runsSettled(graceMs).then((left) => {
      if (left) log.warn({ left }, "shutdown deadline passed with runs still in flight");
      exit(code ?? 0);
    });
  };
  process.exit = waitThenExit as typeof process.exit;
  return waitThenExit;
}

export function installGracefulShutdown(graceMs: number) {
  if (globalForRuns.__scoutShutdown) return;
  globalForRuns.__scoutShutdown = true;
  process.once("SIGTERM", () => {
    const exit = beginDrain(graceMs);
    // If nothing else is going to exit (no Next.js handler), exit once the runs are done.
    if (process.listenerCount("SIGTERM") === 0) exit(143);
  });
}
