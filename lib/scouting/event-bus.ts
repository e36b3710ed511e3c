import { EventEmitter } from "node:events";

// In-process wake-up for SSE tailers on this instance. Events themselves always come from Postgres,
// so tailers on other instances still see everything (they poll); this only removes the poll delay.
const globalForBus = globalThis as unknown as { __scoutBus?: EventEmitter };
const bus = (globalForBus.__scoutBus ??= new EventEmitter().setMaxListeners(0));

export function notifySession(sessionId: string) {
  bus.emit(sessionId);
}

/** Resolves on the next notification for the session or after `ms`, whichever is first. */
export function waitForSession(sessionId: string, ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      bus.off(sessionId, done);
      signal?.removeEventListener("abort", done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    bus.on(sessionId, done);
    signal?.addEventListener("abort", done);
  });
}
