// SEC-04: where the app may send a browser after sign-in. Only a path on our own origin, judged the
// way a browser will read it: WHATWG URL parsing treats "\" as "/" and drops tabs and newlines, so
// "/\evil.example" and "/\t/evil.example" are really "//evil.example". Anything doubtful → fallback.
const BASE = "http://scout.invalid";
const SUSPICIOUS = /[\\\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/;

export function safeRedirectPath(target: unknown, fallback = "/chat"): string {
  if (typeof target !== "string" || target.length === 0 || target.length > 2048) return fallback;
  let decoded: string;
  try {
    decoded = decodeURIComponent(target);
  } catch {
    return fallback;
  }
  if (SUSPICIOUS.test(target) || SUSPICIOUS.test(decoded)) return fallback;
  if (!target.startsWith("/") || target.startsWith("//") || decoded.startsWith("//")) return fallback;
  let url: URL;
  try {
    url = new URL(target, BASE);
  } catch {
    return fallback;
  }
  if (url.origin !== BASE) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}
