import { env } from "@/lib/env";

// Fault injection points for tests: `faultPoint(name)` throws while a test has that name armed
// (for `times` calls). Arming is refused outside NODE_ENV=test, so production code paths can never be tripped.
const armed = new Map<string, { error: Error; times: number }>();

export function armFault(name: string, opts: { times?: number; error?: Error } = {}) {
  if (env.NODE_ENV !== "test") throw new Error("faults can only be armed in tests");
  armed.set(name, { error: opts.error ?? new Error(`injected fault: ${name}`), times: opts.times ?? 1 });
}

export function faultPoint(name: string) {
  const fault = armed.get(name);
  if (!fault) return;
  if (--fault.times <= 0) armed.delete(name);
  throw fault.error;
}
