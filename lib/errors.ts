import type { z } from "zod";

// One error type for the whole app; the code is `kind:surface` (see STYLE.md).
export type ErrorKind =
  | "bad_request"
  | "validation"
  | "unauthorized"
  | "forbidden"
  | "not_found"
  | "conflict"
  | "payload_too_large"
  | "unsupported_media"
  | "rate_limit"
  | "internal"
  | "unavailable";

const STATUS: Record<ErrorKind, number> = {
  bad_request: 400,
  validation: 422,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  payload_too_large: 413,
  unsupported_media: 415,
  rate_limit: 429,
  internal: 500,
  unavailable: 503,
};

const DEFAULT_TEXT: Record<ErrorKind, string> = {
  bad_request: "The request could not be understood.",
  validation: "Some fields are invalid.",
  unauthorized: "You need to sign in.",
  forbidden: "You are not allowed to do that.",
  not_found: "Not found.",
  conflict: "That conflicts with the current state.",
  payload_too_large: "The request is too large.",
  unsupported_media: "That file type is not supported.",
  rate_limit: "Too many requests. Please wait and try again.",
  internal: "Something went wrong on our side.",
  unavailable: "The service is temporarily unavailable.",
};

export type ErrorCode = `${ErrorKind}:${string}`;
export type FieldErrors = Record<string, string[]>;

export class AppError extends Error {
  readonly kind: ErrorKind;
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    message?: string,
    readonly extra: { fields?: FieldErrors; retryAfter?: number; details?: Record<string, unknown> } = {},
  ) {
    const kind = code.split(":")[0] as ErrorKind;
    super(message ?? DEFAULT_TEXT[kind]);
    this.kind = kind;
    this.status = STATUS[kind];
  }

  toJSON() {
    return {
      error: {
        code: this.code,
        message: this.message,
        ...(this.extra.fields ? { fields: this.extra.fields } : {}),
        ...(this.extra.details ?? {}),
      },
    };
  }

  toResponse(): Response {
    const headers: Record<string, string> = { "content-type": "application/json" };
    if (this.extra.retryAfter !== undefined) headers["retry-after"] = String(Math.ceil(this.extra.retryAfter));
    return new Response(JSON.stringify(this.toJSON()), { status: this.status, headers });
  }
}

/** zod issues → `{ "field.path": ["message"] }` for the `fields` of a 422. */
export function fieldErrors(error: z.ZodError): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.join(".") : "_";
    (fields[key] ??= []).push(issue.message);
  }
  return fields;
}

export function validationError(error: z.ZodError, surface = "request"): AppError {
  return new AppError(`validation:${surface}`, "Some fields are invalid.", { fields: fieldErrors(error) });
}

export function isAppError(e: unknown): e is AppError {
  return e instanceof AppError;
}
