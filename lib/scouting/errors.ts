// Seed 000 §5.2 non-retryable errors, plus the model timeout that maps to its §5.1 message.
export class PlayerNameNotFound extends Error {
  readonly name = "PlayerNameNotFound";
}

export class UserCancelled extends Error {
  readonly name = "UserCancelled";
}

export class ModelTimeoutError extends Error {
  readonly name = "ModelTimeoutError";
}

export function isNonRetryable(e: unknown): boolean {
  if (!(e instanceof Error)) return false;
  // GraphInterrupt and friends are control flow, never retried.
  if (e.name === "GraphInterrupt" || e.name === "NodeInterrupt" || e.name === "ParentCommand") return true;
  return e instanceof PlayerNameNotFound || e instanceof UserCancelled;
}
