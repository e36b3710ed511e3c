import { readContentRequest } from "@/lib/scouting/edit-request";
import { getEngine } from "@/lib/scouting/engine";
import type { Sport } from "@/lib/scouting/types";
import { step, type NodeFn } from "./node";
import { tracePoint } from "./trace";

export const MAX_QUERIES = 6;

// FR-03 sport-specific queries (soccer added per PRODUCT.md's sport list).
const SPORT_QUERIES: Record<Sport, string[]> = {
  nba: ["shooting percentage", "defensive rating"],
  football: ["passing yards", "completion rate"],
  soccer: ["goals assists", "passing dribbling"],
  unknown: [],
};

const tokens = (q: string) => new Set(q.toLowerCase().replace(/[^\p{L}\p{N}\s'-]/gu, " ").split(/\s+/).filter(Boolean));

/** Two queries are "similar" when their word sets are equal or one contains the other. */
function similar(a: string, b: string): boolean {
  const ta = tokens(a);
  const tb = tokens(b);
  const [small, large] = ta.size <= tb.size ? [ta, tb] : [tb, ta];
  return [...small].every((t) => large.has(t));
}

/**
 * FR-03: the three always-on queries, then edit feedback (the user's latest intent), then user hints,
 * then the sport-specific queries; similar queries deduplicated; at most six.
 */
export function buildQueries(input: { playerName: string; sport: Sport; hints: string[]; extra?: string[] }): string[] {
  const name = input.playerName.trim();
  const candidates = [
    name,
    `${name} strengths weaknesses`,
    `${name} height weight position`,
    ...(input.extra ?? []),
    ...input.hints.map((h) => `${name} ${h.trim()}`),
    ...SPORT_QUERIES[input.sport].map((q) => `${name} ${q}`),
  ];
  const out: string[] = [];
  for (const q of candidates) {
    const query = q.replace(/\s+/g, " ").trim();
    if (!query || out.some((existing, i) => (i === 0 ? existing.toLowerCase() === query.toLowerCase() : similar(existing, query)))) continue;
    out.push(query);
    if (out.length === MAX_QUERIES) break;
  }
  return out;
}

/** Diversification score for NFR-03: distinct words across queries beyond the name, per query. */
function diversification(queries: string[], name: string): number {
  const nameTokens = tokens(name);
  const words = new Set(queries.flatMap((q) => [...tokens(q)].filter((t) => !nameTokens.has(t))));
  return Number((words.size / Math.max(queries.length, 1)).toFixed(2));
}

export const queries: NodeFn = step("queries", async (state) => {
  const playerName = state.playerName ?? "";
  const feedback = state.feedback?.kind === "content" ? state.feedback.text : null;
  const proposed = await getEngine().proposeQueries({ playerName, sport: state.sportGuess, hints: state.queryHints, feedback });
  // Content edits are retrieval targets whatever the engine proposes: one query per target asked for.
  const targets = (state.contentEdits ?? []).flatMap((c) => readContentRequest(c, state.sportGuess)).map((t) => `${playerName} ${t.query}`);
  const extra = [...new Set([...targets, ...proposed])];
  const built = buildQueries({ playerName, sport: state.sportGuess, hints: state.queryHints, extra });
  tracePoint("queries_built", { query_count: built.length, diversification_score: diversification(built, playerName), run_id: state.runId });
  return { searchQueries: built };
}, (u) => ({ queries: u.searchQueries }));
