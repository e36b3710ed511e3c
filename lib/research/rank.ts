import type { SearchResult } from "./types";

// Strict bounding (RES-02, seed 001 §3.1): rank by relevance to the player and the source's
// reputation, keep the top N right after search. The caller passes only the kept list on.

const fold = (s: string) => s.normalize("NFKD").replace(/[\u0300-\u036f]/g, "").toLowerCase();

export function relevance(result: SearchResult, playerName: string): number {
  const words = fold(playerName).split(/[^a-z0-9']+/).filter((w) => w.length > 1);
  if (!words.length) return 0;
  const title = fold(result.title);
  const snippet = fold(result.snippet);
  const inTitle = words.filter((w) => title.includes(w)).length / words.length;
  const inSnippet = words.filter((w) => snippet.includes(w)).length / words.length;
  const fullName = title.includes(fold(playerName)) || snippet.includes(fold(playerName)) ? 0.5 : 0;
  return inTitle + 0.5 * inSnippet + fullName;
}

export function rankAndSlice(results: SearchResult[], playerName: string, limit: number): SearchResult[] {
  const seen = new Set<string>();
  return results
    .filter((r) => (seen.has(r.url) ? false : (seen.add(r.url), true)))
    .map((r, i) => ({ r, i, score: relevance(r, playerName) + r.reputation }))
    .sort((a, b) => b.score - a.score || a.i - b.i)
    .slice(0, Math.max(0, limit))
    .map((x) => x.r);
}
