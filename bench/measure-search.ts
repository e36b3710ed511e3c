// Search latency and agreement: searchChunks (BM25 in SQL) against MiniSearch (BM25+ in process).
import { searchChunks } from "@/lib/search/search-chunks";
import { buildIndex, searchIndex, type StemmerChoice } from "./minisearch-baseline";
import type { BenchQuery, QueryKind } from "./queries";
import { mean, round, summarise, type Summary } from "./stats";

const LIMIT = 10;

type Ranked = { ids: string[]; texts: string[] };
export type EngineRun = { latency: Summary; byKind: Partial<Record<QueryKind, Summary>>; ranked: Ranked[] };

export type Quality = {
  /** Share of player queries whose first hit contains the player's full name (correctly spelt). */
  nameAt1: number;
  /** Same, anywhere in the top 10. */
  nameAt10: number;
  /** nameAt10 for the misspelt-name queries only. */
  misspeltNameAt10: number;
};

export type SearchMeasurement = {
  searchChunks: { latency: Summary; byKind: Partial<Record<QueryKind, Summary>>; quality: Quality };
  minisearch: { buildMs: number; latency: Summary; byKind: Partial<Record<QueryKind, Summary>>; quality: Quality };
  overlapAt10: number;
  overlapAt1: number;
  overlapAt10ByKind: Partial<Record<QueryKind, number>>;
  chunksIndexed: number;
};

/** One warm-up pass (caches, JIT, plans), then `rounds` timed passes; rankings come from the first timed pass. */
async function runEngine(queries: BenchQuery[], rounds: number, search: (q: string) => Promise<Ranked> | Ranked): Promise<EngineRun> {
  for (const q of queries) await search(q.text);
  const all: number[] = [];
  const perKind = new Map<QueryKind, number[]>();
  const ranked: Ranked[] = [];
  for (let r = 0; r < rounds; r++) {
    for (const [i, q] of queries.entries()) {
      const start = performance.now();
      const result = await search(q.text);
      const ms = performance.now() - start;
      all.push(ms);
      const samples = perKind.get(q.kind) ?? [];
      samples.push(ms);
      perKind.set(q.kind, samples);
      if (r === 0) ranked[i] = result;
    }
  }
  const byKind: Partial<Record<QueryKind, Summary>> = {};
  for (const [kind, samples] of perKind) byKind[kind] = summarise(samples);
  return { latency: summarise(all), byKind, ranked };
}

function quality(queries: BenchQuery[], ranked: Ranked[]): Quality {
  const at1: number[] = [];
  const at10: number[] = [];
  const misspelt: number[] = [];
  queries.forEach((q, i) => {
    if (!q.player) return;
    const name = q.player.name;
    const found = ranked[i].texts.some((t) => t.includes(name)) ? 1 : 0;
    at1.push(ranked[i].texts[0]?.includes(name) ? 1 : 0);
    at10.push(found);
    if (q.kind === "misspelt") misspelt.push(found);
  });
  return { nameAt1: round(mean(at1), 3), nameAt10: round(mean(at10), 3), misspeltNameAt10: round(mean(misspelt), 3) };
}

export async function measureSearch(input: {
  ownerId: string;
  queries: BenchQuery[];
  rounds: number;
  chunks: { id: string; text: string }[];
  stemmer: StemmerChoice;
}): Promise<SearchMeasurement> {
  const { ownerId, queries, rounds, chunks } = input;
  const inSql = await runEngine(queries, rounds, async (query) => {
    const hits = await searchChunks({ ownerId, query, limit: LIMIT });
    return { ids: hits.map((h) => h.chunkId), texts: hits.map((h) => h.text) };
  });

  const buildStart = performance.now();
  const index = buildIndex(chunks, input.stemmer);
  const buildMs = performance.now() - buildStart;
  const textById = new Map(chunks.map((c) => [c.id, c.text]));
  const mini = await runEngine(queries, rounds, (query) => {
    const ids = searchIndex(index, query, LIMIT);
    return { ids, texts: ids.map((id) => textById.get(id) ?? "") };
  });

  // Agreement between the engines: |A∩B|/10 per query, and whether the top hit is the same chunk.
  const at10 = queries.map((_, i) => inSql.ranked[i].ids.filter((id) => mini.ranked[i].ids.includes(id)).length / LIMIT);
  const at1 = queries.map((_, i) => (inSql.ranked[i].ids[0] !== undefined && inSql.ranked[i].ids[0] === mini.ranked[i].ids[0] ? 1 : 0));
  const byKind: Partial<Record<QueryKind, number[]>> = {};
  queries.forEach((q, i) => (byKind[q.kind] ??= []).push(at10[i]));
  const overlapAt10ByKind: Partial<Record<QueryKind, number>> = {};
  for (const [kind, xs] of Object.entries(byKind) as [QueryKind, number[]][]) overlapAt10ByKind[kind] = round(mean(xs), 3);
  return {
    searchChunks: { latency: inSql.latency, byKind: inSql.byKind, quality: quality(queries, inSql.ranked) },
    minisearch: { buildMs: round(buildMs, 1), latency: mini.latency, byKind: mini.byKind, quality: quality(queries, mini.ranked) },
    overlapAt10: round(mean(at10), 3),
    overlapAt1: round(mean(at1), 3),
    overlapAt10ByKind,
    chunksIndexed: chunks.length,
  };
}
