import "server-only";
import { sql } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import { rowsOf } from "@/lib/db/rows";
import { reciprocalRankFusion, vectorSearch, vectorStore } from "./vector";

export type EvidenceHit = {
  chunkId: string;
  documentId: string;
  documentName: string;
  chunkIndex: number;
  text: string;
  score: number;
  documentDate: string | null;
};

// Okapi BM25 parameters (the usual defaults).
const K1 = 1.2;
const B = 0.75;
// Full-text matches pre-ranked by ts_rank, then re-scored with BM25 (ts_rank has no IDF).
const CANDIDATES = 300;
const RARE_CANDIDATES = 3000;
const MAX_QUERY_CHARS = 500;
// Constants inlined as float literals (a bound parameter would be typed integer by the planner).
const num = (n: number) => sql.raw(n.toFixed(4));

type Row = {
  id: string;
  document_id: string;
  document_name: string;
  chunk_index: number;
  text: string;
  score: number | string;
  document_date: string | Date | null;
};

function toHit(r: Row): EvidenceHit {
  return {
    chunkId: r.id,
    documentId: r.document_id,
    documentName: r.document_name,
    chunkIndex: Number(r.chunk_index),
    text: r.text,
    score: Number(r.score),
    documentDate: r.document_date ? new Date(r.document_date).toISOString() : null,
  };
}

type TermStat = { lexeme: string; df: number; n: number; avgdl: number };

/** The query's lexemes with their document frequency in the owner's corpus (a lookup in owner_terms). */
async function termStats(ownerId: string, query: string): Promise<TermStat[]> {
  const db = await getDb();
  const result = await db.execute(sql`
    SELECT t.lexeme, coalesce(o.df, 0) AS df,
           greatest(s.chunk_count, 1)::float8 AS n,
           greatest(s.total_tokens::float8 / greatest(s.chunk_count, 1), 1) AS avgdl
    FROM (SELECT DISTINCT lexeme FROM unnest(to_tsvector('english', ${query})) AS q(lexeme, positions, weights)) t
    CROSS JOIN chunk_stats s
    LEFT JOIN owner_terms o ON o.owner_id = ${ownerId} AND o.lexeme = t.lexeme
    WHERE s.owner_id = ${ownerId}`);
  return rowsOf<{ lexeme: string; df: number | string; n: number | string; avgdl: number | string }>(result).map((r) => ({
    lexeme: r.lexeme,
    df: Number(r.df),
    n: Number(r.n),
    avgdl: Number(r.avgdl),
  }));
}

/**
 * Okapi BM25 over full-text candidates. Candidates are the chunks containing the query's rarest terms
 * (a name, usually) while those stay under RARE_CANDIDATES chunks, so common words ("shooting",
 * "percentage") never force a scan of half the corpus; a query made only of common words falls back
 * to the top CANDIDATES by ts_rank. Every candidate is then scored with all terms.
 */
type Scope = { ownerId: string; query: string; limit: number; documentIds?: string[] };

/** Limits candidates to some documents (the resolved player's, REQ-PPL-03); no limit when undefined. */
function inDocuments(documentIds: string[] | undefined) {
  return documentIds ? sql`AND c.document_id IN (${sql.join(documentIds.map((id) => sql`${id}::uuid`), sql`, `)})` : sql``;
}

async function bm25({ ownerId, query, limit, documentIds }: Scope): Promise<{ hits: EvidenceHit[]; unknownTerms: number }> {
  const stats = await termStats(ownerId, query);
  const known = stats.filter((t) => t.df > 0).sort((a, b) => a.df - b.df);
  const unknownTerms = stats.length - known.length;
  if (known.length === 0) return { hits: [], unknownTerms };
  const { n, avgdl } = known[0];
  const idf = known.map((t) => ({ l: t.lexeme, i: Math.log(1 + (n - t.df + 0.5) / (t.df + 0.5)) }));
  let budget = 0;
  const rare = known.filter((t) => (budget += t.df) <= RARE_CANDIDATES);
  const candidateTerms = JSON.stringify((rare.length ? rare : known).map((t) => ({ l: t.lexeme })));
  const bounded = rare.length > 0;
  const db = await getDb();
  const result = await db.execute(sql`
    WITH idf AS (SELECT * FROM jsonb_to_recordset(${JSON.stringify(idf)}::jsonb) AS x(l text, i float8)),
    q AS (SELECT string_agg(quote_literal(l), ' | ')::tsquery AS query FROM jsonb_to_recordset(${candidateTerms}::jsonb) AS x(l text)),
    cand AS (
      SELECT c.id, c.search_vector, c.token_count FROM document_chunks c, q
      WHERE c.owner_id = ${ownerId} AND c.search_vector @@ q.query ${inDocuments(documentIds)}
      ${bounded ? sql`` : sql`ORDER BY ts_rank(c.search_vector, q.query) DESC LIMIT ${CANDIDATES}`}
    ),
    scored AS (
      SELECT cand.id,
             sum(idf.i * (cardinality(v.positions) * ${num(K1 + 1)})
                 / (cardinality(v.positions) + ${num(K1)} * (${num(1 - B)} + ${num(B)} * cand.token_count / ${num(avgdl)}))) AS score
      FROM cand
      CROSS JOIN LATERAL unnest(cand.search_vector) AS v(lexeme, positions, weights)
      JOIN idf ON idf.l = v.lexeme
      GROUP BY cand.id
      ORDER BY score DESC, cand.id
      LIMIT ${limit}
    )
    SELECT sc.id, sc.score, c.document_id, c.chunk_index, c.text, d.filename AS document_name, d.document_date
    FROM scored sc
    JOIN document_chunks c ON c.id = sc.id
    JOIN documents d ON d.id = c.document_id
    ORDER BY sc.score DESC, sc.id
  `);
  return { hits: rowsOf<Row>(result).map(toHit), unknownTerms };
}

// Trigram word similarity finds misspelt names ("Jalen Brookes") that full-text search misses.
async function trigram({ ownerId, query, limit, documentIds }: Scope): Promise<EvidenceHit[]> {
  const db = await getDb();
  const result = await db.execute(sql`
    SELECT c.id, word_similarity(${query}, c.text) AS score, c.document_id, c.chunk_index, c.text,
           d.filename AS document_name, d.document_date
    FROM document_chunks c JOIN documents d ON d.id = c.document_id
    WHERE c.owner_id = ${ownerId} AND ${query} <% c.text ${inDocuments(documentIds)}
    ORDER BY score DESC, c.id
    LIMIT ${limit}
  `);
  return rowsOf<Row>(result).map(toHit);
}

/** Strong fuzzy matches take the place of the weakest BM25 hits (half the page at most). */
function mergeByScore(hits: EvidenceHit[], fuzzy: EvidenceHit[], limit: number): EvidenceHit[] {
  const keep = Math.max(Math.ceil(limit / 2), limit - fuzzy.length);
  const floor = hits[keep - 1]?.score ?? 0;
  return [...hits.slice(0, keep), ...fuzzy.slice(0, limit - keep).map((h) => ({ ...h, score: floor * h.score }))];
}

/** Chunks by id with their document, owner-scoped, in the order given. */
export async function evidenceByIds(ownerId: string, ids: string[]): Promise<EvidenceHit[]> {
  return hydrate(ownerId, ids.map((id) => ({ id, score: 0 })));
}

async function hydrate(ownerId: string, scored: { id: string; score: number }[]): Promise<EvidenceHit[]> {
  if (scored.length === 0) return [];
  const db = await getDb();
  const result = await db.execute(sql`
    SELECT c.id, c.document_id, c.chunk_index, c.text, d.filename AS document_name, d.document_date, 0 AS score
    FROM document_chunks c JOIN documents d ON d.id = c.document_id
    WHERE c.owner_id = ${ownerId} AND c.id IN (${sql.join(scored.map((s) => sql`${s.id}`), sql`, `)})`);
  const byId = new Map(rowsOf<Row>(result).map((r) => [r.id, toHit(r)]));
  return scored.flatMap((s) => {
    const hit = byId.get(s.id);
    return hit ? [{ ...hit, score: s.score }] : [];
  });
}

/** With embeddings configured: BM25 and vector rankings fused by reciprocal rank. */
async function hybrid(ownerId: string, query: string, limit: number, lexical: EvidenceHit[]): Promise<EvidenceHit[] | null> {
  const semantic = await vectorSearch(ownerId, query, Math.max(limit * 3, 30)).catch(() => []);
  if (semantic.length === 0) return null;
  const fused = reciprocalRankFusion([lexical.map((h) => h.chunkId), semantic.map((h) => h.chunkId)]).slice(0, limit);
  return hydrate(ownerId, fused);
}

/**
 * Ranked evidence from the owner's chunks only. BM25 over full-text matches; when that finds fewer
 * than `limit` chunks for a short (name-like) query, trigram matches fill the rest, ranked below.
 * When an embedding model and the `vector` extension are available, BM25 and vector rankings are
 * fused (reciprocal rank fusion).
 */
export async function searchChunks(input: { ownerId: string; query: string; limit?: number; documentIds?: string[] }): Promise<EvidenceHit[]> {
  const query = input.query.slice(0, MAX_QUERY_CHARS).trim();
  const limit = Math.min(Math.max(input.limit ?? 10, 1), 100);
  const { documentIds } = input;
  if (!query || documentIds?.length === 0) return [];
  if (await vectorStore()) {
    const { hits: lexical } = await bm25({ ownerId: input.ownerId, query, limit: Math.max(limit * 3, 30), documentIds });
    const fused = await hybrid(input.ownerId, query, limit * 3, lexical);
    if (fused) return (documentIds ? fused.filter((h) => documentIds.includes(h.documentId)) : fused).slice(0, limit);
  }
  const { hits, unknownTerms } = await bm25({ ownerId: input.ownerId, query, limit, documentIds });
  // A capitalised query with a word the corpus has never seen is likely a misspelt name: look for it
  // by trigram too. (Trigram matching of a whole generic query over a large corpus is slow, so only then.)
  const likelyMisspeltName = unknownTerms > 0 && /\p{Lu}/u.test(query);
  if ((hits.length >= limit && !likelyMisspeltName) || query.split(/\s+/).length > 4) return hits;
  const seen = new Set(hits.map((h) => h.chunkId));
  const fuzzy = (await trigram({ ownerId: input.ownerId, query, limit, documentIds })).filter((h) => !seen.has(h.chunkId));
  if (hits.length >= limit) {
    // Full page of BM25 hits, but part of the query was unknown: let strong trigram matches in.
    return mergeByScore(hits, fuzzy.filter((h) => h.score >= 0.6), limit);
  }
  // Trigram scores (0..1) sit below every BM25 hit.
  return [...hits, ...fuzzy.map((h) => ({ ...h, score: h.score * 1e-3 }))].slice(0, limit);
}
