import { safeFetch } from "../http";
import { neutraliseExternal } from "../sanitise";
import type { ResearchSource, SearchResult } from "../types";
import { fetchReadable } from "./page-fetch";

// A user-configured web search API (RES-01). One documented provider: Brave Search API
// (GET /res/v1/web/search, header X-Subscription-Token, RESEARCH_WEB_SEARCH_KEY). The base URL is
// configurable so a compatible endpoint can stand in.

const REPUTATION: [RegExp, number][] = [
  [/\b(nba|nfl|fifa|uefa|ncaa|premierleague)\.com$/i, 0.9],
  [/\b(espn|theathletic|basketball-reference|pro-football-reference|fbref|transfermarkt)\.com$/i, 0.75],
  [/wikipedia\.org$/i, 0.6],
];

export function hostReputation(url: string): number {
  try {
    const host = new URL(url).hostname;
    return REPUTATION.find(([re]) => re.test(host))?.[1] ?? 0.3;
  } catch {
    return 0;
  }
}

export function webSearchSource(opts: { apiKey: string; baseUrl?: string; allowLoopback?: boolean }): ResearchSource {
  const base = (opts.baseUrl ?? "https://api.search.brave.com").replace(/\/$/, "");
  return {
    id: "web:brave",
    kind: "web",
    async search(query, { signal }) {
      const res = await safeFetch(`${base}/res/v1/web/search?${new URLSearchParams({ q: query, count: "20" })}`, {
        allowLoopback: opts.allowLoopback,
        signal,
        accept: /json/,
        headers: { accept: "application/json", "x-subscription-token": opts.apiKey },
      });
      const hits = (JSON.parse(res.body)?.web?.results ?? []) as { title: string; url: string; description?: string; page_age?: string }[];
      return hits.map(
        (h): SearchResult => ({
          sourceId: "web:brave",
          url: h.url,
          title: neutraliseExternal(h.title.replace(/<[^>]*>/g, "")),
          snippet: neutraliseExternal((h.description ?? "").replace(/<[^>]*>/g, "")),
          reputation: hostReputation(h.url),
          date: h.page_age?.slice(0, 10) ?? null,
        }),
      );
    },
    async fetch(result, { signal }) {
      const page = await fetchReadable(result.url, { allowLoopback: opts.allowLoopback, signal });
      return { text: page.text, date: page.date ?? result.date, license: page.license ?? "unknown (quoted for research)", attribution: new URL(result.url).hostname };
    },
  };
}
