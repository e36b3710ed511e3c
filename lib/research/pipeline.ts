import type { Sport } from "@/lib/scouting/types";
import { countTokens, TokenBudget } from "./budget";
import { citationOf, compareWithProfile, readPage, rulesNarrative, type PageReading, type SavedProfile } from "./gap";
import { rankAndSlice } from "./rank";
import { neutraliseExternal } from "./sanitise";
import type { BriefFact, FetchedPage, ResearchBriefBody, ResearchSource, ResearchSourceEvent, SearchResult } from "./types";

// The research workflow (seed 001 §2.5 Explorer → Extractor → Analyst): search every source, rank and
// cut to top N at once (RES-02), fetch within the token budget (RES-03), read each page with the rules
// engine and set it against the saved profile (RES-07). A narrative writer (the model, with the
// halve-and-retry) may replace the rules narrative; the facts are always the rules engine's.

export type ResearchInput = {
  playerName: string;
  sport: Sport;
  profile: SavedProfile;
  sources: ResearchSource[];
  limit: number;
  budgetTokens: number;
  /** Internal text that would go with the external text to a model (checked against the budget first). */
  internalContext?: string;
  emit?: (event: ResearchSourceEvent) => Promise<void> | void;
  /** Writes the narrative from the fetched pages; absent → the rules narrative. */
  narrate?: (pages: FetchedPage[], facts: BriefFact[]) => Promise<string>;
  signal?: AbortSignal;
};

export type ResearchOutcome = { body: Omit<ResearchBriefBody, "consent" | "engine">; searched: number; fetched: FetchedPage[] };

export class BudgetError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "BudgetError";
  }
}

export async function runResearch(input: ResearchInput): Promise<ResearchOutcome> {
  const emit = async (e: ResearchSourceEvent) => void (await input.emit?.(e));
  const budget = new TokenBudget(input.budgetTokens);
  // Static check before anything is searched: the internal context must leave room for outside text.
  if (input.internalContext && !budget.tryAdd(countTokens(input.internalContext))) {
    throw new BudgetError(`The internal context alone exceeds the research budget of ${input.budgetTokens} tokens.`);
  }
  const found = await Promise.allSettled(input.sources.map((s) => s.search(input.playerName, { signal: input.signal })));
  const all: SearchResult[] = found.flatMap((r) => (r.status === "fulfilled" ? r.value : []));
  // Bounding happens here, before any fetch: nothing below this line sees more than `limit` results.
  const top = rankAndSlice(all, input.playerName, input.limit);
  for (const r of top) await emit({ status: "found", url: r.url, title: r.title, source: r.sourceId });

  const fetched: FetchedPage[] = [];
  const readings: PageReading[] = [];
  const sourcesOut: ResearchBriefBody["sources"] = [];
  const skip = async (r: SearchResult, reason: "budget" | "error" | "not_about_player", message?: string) => {
    sourcesOut.push({ url: r.url, title: r.title, date: r.date ?? null, license: r.license ?? "unknown", attribution: r.attribution ?? r.sourceId, status: "skipped", reason });
    await emit({ status: "skipped", url: r.url, title: r.title, source: r.sourceId, reason, message });
  };
  for (const result of top) {
    if (budget.full) {
      await skip(result, "budget", "The token budget is full.");
      continue;
    }
    const source = input.sources.find((s) => s.id === result.sourceId);
    let page: FetchedPage;
    try {
      const got = await source!.fetch(result, { signal: input.signal });
      const text = neutraliseExternal(got.text);
      page = { ...result, title: neutraliseExternal(result.title), text, date: got.date ?? result.date ?? null, license: got.license ?? result.license, attribution: got.attribution ?? result.attribution, tokens: countTokens(text) };
    } catch (err) {
      await skip(result, "error", err instanceof Error ? err.message : "fetch failed");
      continue;
    }
    // Over budget: this page is not used and no further page is fetched (seed 001 §2.5).
    if (!budget.tryAdd(page.tokens)) {
      const message = `${page.tokens} tokens would exceed the remaining ${budget.remaining} of ${budget.limit}.`;
      budget.used = budget.limit;
      await skip(result, "budget", message);
      continue;
    }
    const reading = readPage(input.playerName, input.sport, page, fetched.length + 1);
    if (!reading) {
      await skip(result, "not_about_player", `The page is not about ${input.playerName}.`);
      continue;
    }
    fetched.push(page);
    readings.push(reading);
    sourcesOut.push({ ...citationOf(page), status: "fetched" });
    await emit({ status: "fetched", url: page.url, title: page.title, source: page.sourceId, tokens: page.tokens });
  }

  const facts = dedupe(readings.flatMap((r) => compareWithProfile(input.profile, r)));
  const cited = fetched.map(citationOf);
  const skipped = sourcesOut.filter((s) => s.status === "skipped").length;
  const narrative = input.narrate && fetched.length ? await input.narrate(fetched, facts) : rulesNarrative(input.playerName, facts, cited, skipped);
  return {
    body: { playerName: input.playerName, narrative, facts, sources: sourcesOut, budget: { limit: budget.limit, used: budget.used }, merged: [] },
    searched: all.length,
    fetched,
  };
}

/** One fact per field, kind and value: two sources saying the same thing keep the first (best-ranked). */
function dedupe(facts: BriefFact[]): BriefFact[] {
  const seen = new Set<string>();
  return facts.filter((f) => {
    const key = `${f.field}|${f.kind}|${JSON.stringify(f.mergeValue)}`;
    return seen.has(key) ? false : (seen.add(key), true);
  });
}
