// External research (issue 13, seed 001): sources, pages, the gap brief and their SSE events.

/** Where a source sits on the reputation scale used for ranking (RES-02). */
export type SourceKind = "encyclopedia" | "web" | "pasted" | "fixture";

/** One search hit: metadata only, cheap. Nothing is fetched until ranking has cut the list to top N. */
export type SearchResult = {
  sourceId: string;
  url: string;
  title: string;
  snippet: string;
  /** 0..1, the source's own standing (league site > encyclopedia > blog). */
  reputation: number;
  /** ISO date of the page when the source states one. */
  date?: string | null;
  license?: string;
  attribution?: string;
};

/** A fetched page as readable, sanitised text (never HTML). */
export type FetchedPage = SearchResult & { text: string; tokens: number };

export type ResearchSource = {
  id: string;
  kind: SourceKind;
  search: (query: string, opts: { signal?: AbortSignal }) => Promise<SearchResult[]>;
  fetch: (result: SearchResult, opts: { signal?: AbortSignal }) => Promise<{ text: string; date?: string | null; license?: string; attribution?: string }>;
};

export type SkipReason = "budget" | "error" | "not_about_player";

export type ResearchSourceEvent = {
  status: "found" | "fetched" | "skipped";
  url: string;
  title: string;
  source: string;
  tokens?: number;
  reason?: SkipReason;
  message?: string;
};

/** A profile field the brief talks about. */
export type BriefField = "positions" | "teams" | "league" | "height_cm" | "weight_kg" | "role_projection" | "strengths" | "weaknesses";

export type BriefCitation = { url: string; title: string; date: string | null; license: string; attribution: string };

/** One external fact set against the saved profile. */
export type BriefFact = {
  id: string;
  field: BriefField;
  kind: "missing" | "contradiction" | "agrees";
  /** Display value (as the source writes it) and the value to merge. */
  value: string;
  mergeValue: string | number | string[];
  profileValue: string | null;
  /** Dated after the saved profile. */
  newer: boolean;
  source: BriefCitation;
  quote: string;
};

export type ResearchBriefBody = {
  playerName: string;
  engine: "rules" | "model";
  consent: boolean;
  narrative: string;
  facts: BriefFact[];
  sources: (BriefCitation & { status: "fetched" | "skipped"; reason?: SkipReason })[];
  budget: { limit: number; used: number };
  merged: { factId: string; at: string }[];
};

export type ResearchBriefEvent = {
  brief_id: string;
  /** Whether the user let internal text go to a model, and which engine wrote the narrative. */
  consent?: boolean;
  engine?: "rules" | "model";
  player_id: string;
  version: number;
  player_name: string;
  narrative: string;
  facts: BriefFact[];
  sources: ResearchBriefBody["sources"];
};

/** The consent card's content: what internal text would leave, and to which service (RES-05). */
export type ConsentRequest = { player_name: string; player_id: string; items: { what: string; to: string }[] };
