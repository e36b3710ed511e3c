// Fault injection points for tests: each `checkpoint(name)` throws once when a test has armed that
// name. Arming is refused outside NODE_ENV=test, so production code paths can never be tripped.
const armed = new Map<string, Error>();

export function armFault(name: string, error = new Error(`injected fault: ${name}`)) {
  if (process.env.NODE_ENV !== "test") throw new Error("faults can only be armed in tests");
  armed.set(name, error);
}

export function faultPoint(name: string) {
  const error = armed.get(name);
  if (error) {
    armed.delete(name);
    throw error;
  }
}
