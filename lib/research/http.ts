import "server-only";
import { lookup } from "node:dns/promises";
import net from "node:net";
import { AppError } from "@/lib/errors";
import { readStreamLimited } from "@/lib/http/body";

// SSRF guard for every external fetch (RES-04): http/https only, every address the host resolves to
// must be public, redirects are followed by hand with the same check at each hop, and the body is
// bounded in bytes, time and content type. Loopback is allowed only when the caller says so (the
// offline fixture server in tests), never private or link-local ranges.

export type SafeFetchOptions = {
  /** Only the offline/test fixture server: 127.0.0.1 / ::1. */
  allowLoopback?: boolean;
  maxBytes?: number;
  timeoutMs?: number;
  maxRedirects?: number;
  accept?: RegExp;
  headers?: Record<string, string>;
  signal?: AbortSignal;
};

export type SafeResponse = { url: string; status: number; contentType: string; body: string };

const DEFAULT_ACCEPT = /^(text\/html|text\/plain|application\/json|application\/xhtml\+xml)\b/i;

function ipv4Blocked(ip: string, allowLoopback: boolean): boolean {
  const [a, b] = ip.split(".").map(Number);
  if (a === 127) return !allowLoopback;
  return (
    a === 0 || a === 10 || (a === 100 && b >= 64 && b <= 127) || (a === 169 && b === 254) || (a === 172 && b >= 16 && b <= 31) ||
    (a === 192 && b === 168) || (a === 192 && b === 0) || (a === 198 && (b === 18 || b === 19)) || a >= 224
  );
}

/** True when the address is not a public unicast address. */
export function isBlockedAddress(ip: string, allowLoopback = false): boolean {
  if (net.isIPv4(ip)) return ipv4Blocked(ip, allowLoopback);
  if (!net.isIPv6(ip)) return true;
  const v6 = ip.toLowerCase();
  if (v6 === "::1") return !allowLoopback;
  if (v6 === "::") return true;
  const mapped = v6.match(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/);
  if (mapped) return ipv4Blocked(mapped[1], allowLoopback);
  if (/^::ffff:/.test(v6)) return true;
  const first = parseInt(v6.split(":")[0] || "0", 16);
  // fc00::/7 unique local, fe80::/10 link-local, ff00::/8 multicast, 64:ff9b::/96 NAT64, 2001:db8::/32 docs.
  return (first & 0xfe00) === 0xfc00 || (first & 0xffc0) === 0xfe80 || (first & 0xff00) === 0xff00 || v6.startsWith("64:ff9b:") || v6.startsWith("2001:db8:");
}

const refuse = (message: string) => new AppError("bad_request:research_url", message);

/** Parses and checks one URL: scheme and every resolved address. */
export async function assertPublicUrl(raw: string, allowLoopback = false): Promise<URL> {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw refuse("That is not a valid URL.");
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") throw refuse(`Only http and https URLs can be fetched (not ${url.protocol}).`);
  if (url.username || url.password) throw refuse("URLs with credentials are not fetched.");
  const host = url.hostname.replace(/^\[|\]$/g, "");
  const addresses = net.isIP(host) ? [host] : (await lookup(host, { all: true, verbatim: true }).catch(() => [] as { address: string }[])).map((a) => a.address);
  if (!addresses.length) throw refuse(`The host ${host} could not be resolved.`);
  if (addresses.some((a) => isBlockedAddress(a, allowLoopback))) throw refuse(`The host ${host} is a private or local address.`);
  return url;
}

export async function safeFetch(raw: string, opts: SafeFetchOptions = {}): Promise<SafeResponse> {
  const maxBytes = opts.maxBytes ?? 2 * 1024 * 1024;
  const maxRedirects = opts.maxRedirects ?? 3;
  const timeout = AbortSignal.timeout(opts.timeoutMs ?? 10_000);
  const signal = opts.signal ? AbortSignal.any([opts.signal, timeout]) : timeout;
  let current = raw;
  for (let hop = 0; hop <= maxRedirects; hop++) {
    const url = await assertPublicUrl(current, opts.allowLoopback);
    const res = await fetch(url, { redirect: "manual", signal, headers: { "user-agent": "ScoutResearch/1.0", ...opts.headers } }).catch((err) => {
      throw new AppError("unavailable:research_fetch", `Could not fetch ${url.host}: ${err instanceof Error ? err.name : "error"}.`);
    });
    if (res.status >= 300 && res.status < 400) {
      const location = res.headers.get("location");
      await res.body?.cancel();
      if (!location) throw new AppError("unavailable:research_fetch", "A redirect without a location.");
      current = new URL(location, url).toString();
      continue;
    }
    if (!res.ok) {
      await res.body?.cancel();
      throw new AppError("unavailable:research_fetch", `${url.host} answered ${res.status}.`);
    }
    const contentType = res.headers.get("content-type") ?? "";
    if (!(opts.accept ?? DEFAULT_ACCEPT).test(contentType)) {
      await res.body?.cancel();
      throw new AppError("unsupported_media:research_fetch", `Content type ${contentType || "unknown"} is not read.`);
    }
    const declared = Number(res.headers.get("content-length") ?? 0);
    if (declared > maxBytes) {
      await res.body?.cancel();
      throw new AppError("payload_too_large:research_fetch", `The page is larger than ${maxBytes} bytes.`);
    }
    return { url: url.toString(), status: res.status, contentType, body: await readBounded(res, maxBytes) };
  }
  throw new AppError("unavailable:research_fetch", `More than ${maxRedirects} redirects.`);
}

async function readBounded(res: Response, maxBytes: number): Promise<string> {
  if (!res.body) return "";
  const bytes = await readStreamLimited(res.body, maxBytes, () => new AppError("payload_too_large:research_fetch", `The page is larger than ${maxBytes} bytes.`));
  return new TextDecoder().decode(bytes);
}
