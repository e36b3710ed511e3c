import { safeFetch } from "../http";
import { readablePage } from "../sanitise";
import { findDocumentDate, toIsoDate } from "@/lib/scouting/rules";

/** Fetches any web page through the SSRF guard and reduces it to readable, neutralised text. */
export async function fetchReadable(url: string, opts: { allowLoopback?: boolean; signal?: AbortSignal }) {
  const res = await safeFetch(url, { allowLoopback: opts.allowLoopback, signal: opts.signal });
  const { title, text } = readablePage(res.body, res.contentType);
  const meta = res.body.match(/<meta[^>]+(?:article:published_time|name="date")[^>]+content="([^"]+)"/i)?.[1];
  const license = res.body.match(/<meta[^>]+name="license"[^>]+content="([^"]+)"/i)?.[1];
  const date = meta ? toIsoDate(meta) : findDocumentDate(text.slice(0, 600));
  return { title, text, date: date ?? null, license: license ?? undefined };
}
