import type { ZodType } from "zod";
import { env } from "@/lib/env";
import { AppError, validationError } from "@/lib/errors";
import { CONTROL_MESSAGE, controlCharPaths } from "./text-hygiene";

// SEC-01: request bodies are counted as the bytes arrive, so a body without (or lying about) its
// Content-Length is cut off at the limit instead of being buffered whole first.

function tooLarge(surface: string, maxBytes: number) {
  return new AppError(`payload_too_large:${surface}`, `The request body is larger than the ${formatBytes(maxBytes)} limit.`);
}

function formatBytes(n: number) {
  return n >= 1024 * 1024 ? `${Math.round(n / 1024 / 1024)} MB` : `${Math.round(n / 1024)} KB`;
}

/** Refuses at once when the declared length is over the limit. */
function checkDeclared(req: Request, maxBytes: number, surface: string) {
  const declared = Number(req.headers.get("content-length") ?? 0);
  if (Number.isFinite(declared) && declared > maxBytes) throw tooLarge(surface, maxBytes);
}

/** The body as a stream that errors (with a 413 AppError) once more than maxBytes have passed. */
export function limitedBody(req: Request, maxBytes: number, surface: string): ReadableStream<Uint8Array> | null {
  checkDeclared(req, maxBytes, surface);
  if (!req.body) return null;
  let seen = 0;
  return req.body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        seen += chunk.byteLength;
        if (seen > maxBytes) {
          controller.error(tooLarge(surface, maxBytes));
          return;
        }
        controller.enqueue(chunk);
      },
    }),
  );
}

/** Reads the whole body, never holding more than maxBytes of it. */
export async function readLimitedBody(req: Request, maxBytes: number, surface: string): Promise<Uint8Array> {
  checkDeclared(req, maxBytes, surface);
  if (!req.body) return new Uint8Array(0);
  return readStreamLimited(req.body, maxBytes, () => tooLarge(surface, maxBytes));
}

/** Reads a byte stream to its end, cancelling it and throwing `tooLarge()` once it passes maxBytes. */
export async function readStreamLimited(stream: ReadableStream<Uint8Array>, maxBytes: number, tooLarge: () => Error): Promise<Uint8Array> {
  const reader = stream.getReader();
  const parts: Uint8Array[] = [];
  let seen = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    seen += value.byteLength;
    if (seen > maxBytes) {
      await reader.cancel().catch(() => {});
      throw tooLarge();
    }
    parts.push(value);
  }
  const out = new Uint8Array(seen);
  let offset = 0;
  for (const p of parts) {
    out.set(p, offset);
    offset += p.byteLength;
  }
  return out;
}

/**
 * Parse a JSON body with a zod schema; malformed JSON is a 400, schema failures a 422, a body over
 * maxBytes (JSON_MAX_BYTES unless the route says otherwise) a 413 before it is buffered (SEC-01).
 */
export async function readJson<T>(req: Request, schema: ZodType<T>, surface: string, maxBytes = env.JSON_MAX_BYTES): Promise<T> {
  const raw = await readLimitedBody(req, maxBytes, surface);
  let body: unknown;
  try {
    body = JSON.parse(new TextDecoder().decode(raw));
  } catch {
    throw new AppError(`bad_request:${surface}`, "The request body must be valid JSON.");
  }
  // Control characters anywhere in the body are refused before any schema or query sees them (SEC-05).
  const dirty = controlCharPaths(body);
  if (dirty.length) {
    throw new AppError(`validation:${surface}`, "Some fields are invalid.", { fields: Object.fromEntries(dirty.map((p) => [p, [CONTROL_MESSAGE]])) });
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    throw validationError(parsed.error, surface);
  }
  return parsed.data;
}

