import fs from "node:fs";
import path from "node:path";
import { readablePage } from "../sanitise";
import type { ResearchSource, SearchResult } from "../types";
import { fetchReadable } from "./page-fetch";

// Recorded responses (RES-06): `SCOUT_OFFLINE=1` and every test use these, never the network.
// With a base URL the pages come over real HTTP from the loopback fixture server (which counts
// fetches); without one they are read from the fixture directory.

export type FixtureEntry = { file: string; title: string; snippet: string; players: string[]; reputation: number; date?: string; license: string; attribution: string };

const fold = (s: string) => s.normalize("NFKD").replace(/[\u0300-\u036f]/g, "").toLowerCase();

export function loadFixtureIndex(dir: string): FixtureEntry[] {
  return JSON.parse(fs.readFileSync(path.join(dir, "index.json"), "utf8")) as FixtureEntry[];
}

/** Entries about the queried player (any of their name words as a whole player name). */
export function searchFixtures(entries: FixtureEntry[], query: string): FixtureEntry[] {
  const q = fold(query);
  return entries.filter((e) => e.players.some((p) => q.includes(fold(p))));
}

export function fixtureSource(opts: { dir: string; baseUrl?: string }): ResearchSource {
  const toResult = (e: FixtureEntry, url: string): SearchResult => ({ sourceId: "fixture", url, title: e.title, snippet: e.snippet, reputation: e.reputation, date: e.date ?? null, license: e.license, attribution: e.attribution });
  return {
    id: "fixture",
    kind: "fixture",
    async search(query, { signal }) {
      if (opts.baseUrl) {
        const res = await fetch(`${opts.baseUrl}/search?${new URLSearchParams({ q: query })}`, { signal });
        const rows = (await res.json()) as (FixtureEntry & { url: string })[];
        return rows.map((r) => toResult(r, r.url.startsWith("http") ? r.url : `${opts.baseUrl}${r.url}`));
      }
      return searchFixtures(loadFixtureIndex(opts.dir), query).map((e) => toResult(e, `fixture://pages/${e.file}`));
    },
    async fetch(result, { signal }) {
      if (opts.baseUrl) {
        const page = await fetchReadable(result.url, { allowLoopback: true, signal });
        return { text: page.text, date: page.date ?? result.date, license: result.license, attribution: result.attribution };
      }
      const file = path.basename(result.url.replace(/^fixture:\/\/pages\//, ""));
      const html = fs.readFileSync(path.join(opts.dir, "pages", file), "utf8");
      return { text: readablePage(html, "text/html").text, date: result.date, license: result.license, attribution: result.attribution };
    },
  };
}
