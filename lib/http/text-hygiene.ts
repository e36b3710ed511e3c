import { z } from "zod";

// SEC-05: characters that have no business in anything a user types: NUL (PostgreSQL refuses it in
// text, which used to surface as a 500), the other C0 and C1 controls except tab and line breaks, and
// the bidirectional overrides that make text display differently from what it is.
const CONTROL_CHARS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;

export const CONTROL_MESSAGE = "Remove control characters.";

export function hasControlChars(value: string): boolean {
  return CONTROL_CHARS.test(value);
}

/** Paths ("a.b.0") of every string in a parsed JSON value (keys included) that has a control character. */
export function controlCharPaths(value: unknown, path: string[] = []): string[] {
  if (typeof value === "string") return hasControlChars(value) ? [path.join(".") || "_"] : [];
  if (Array.isArray(value)) return value.flatMap((v, i) => controlCharPaths(v, [...path, String(i)]));
  if (value && typeof value === "object") {
    return Object.entries(value).flatMap(([k, v]) => (hasControlChars(k) ? [[...path, "_key"].join(".")] : controlCharPaths(v, [...path, k])));
  }
  return [];
}

/** For schemas of query strings and forms that do not pass through readJson. */
export const cleanString = () => z.string().refine((v) => !hasControlChars(v), CONTROL_MESSAGE);
