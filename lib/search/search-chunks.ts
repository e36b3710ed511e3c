import "server-only";
import { sql } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import { rowsOf } from "@/lib/db/rows";

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

async function bm25({ ownerId, query, limit }: { ownerId: string; query: string; limit: number }): Promise<EvidenceHit[]> {
  const db = await getDb();
  const result = await db.execute(sql`
    WITH terms AS (
      SELECT DISTINCT lexeme FROM unnest(to_tsvector('english', ${query})) AS t(lexeme, positions, weights)
    ),
    stats AS (
      SELECT greatest(chunk_count, 1)::float8 AS n,
             greatest(total_tokens::float8 / greatest(chunk_count, 1), 1) AS avgdl
      FROM chunk_stats WHERE owner_id = ${ownerId}
    ),
    idf AS (
      SELECT t.lexeme, ln(1 + (s.n - d.df + 0.5) / (d.df + 0.5)) AS idf
      FROM terms t CROSS JOIN stats s
      CROSS JOIN LATERAL (
        SELECT count(*)::float8 AS df FROM document_chunks c
        WHERE c.owner_id = ${ownerId} AND c.search_vector @@ quote_literal(t.lexeme)::tsquery
      ) d
    ),
    q AS (SELECT string_agg(quote_literal(lexeme), ' | ')::tsquery AS query FROM terms),
    cand AS (
      SELECT c.id, c.search_vector, c.token_count FROM document_chunks c, q
      WHERE c.owner_id = ${ownerId} AND c.search_vector @@ q.query
      ORDER BY ts_rank(c.search_vector, q.query) DESC
      LIMIT ${CANDIDATES}
    ),
    scored AS (
      SELECT cand.id,
             sum(idf.idf * (cardinality(v.positions) * ${num(K1 + 1)})
                 / (cardinality(v.positions) + ${num(K1)} * (${num(1 - B)} + ${num(B)} * cand.token_count / s.avgdl))) AS score
      FROM cand CROSS JOIN stats s
      CROSS JOIN LATERAL unnest(cand.search_vector) AS v(lexeme, positions, weights)
      JOIN idf ON idf.lexeme = v.lexeme
      GROUP BY cand.id
    )
    SELECT sc.id, sc.score, c.document_id, c.chunk_index, c.text, d.filename AS document_name, d.document_date
    FROM scored sc
    JOIN document_chunks c ON c.id = sc.id
    JOIN documents d ON d.id = c.document_id
    ORDER BY sc.score DESC, sc.id
    LIMIT ${limit}
  `);
  return rowsOf<Row>(result).map(toHit);
}

// Trigram word similarity finds misspelt names ("Jalen Brookes") that full-text search misses.
async function trigram({ ownerId, query, limit }: { ownerId: string; query: string; limit: number }): Promise<EvidenceHit[]> {
  const db = await getDb();
  const result = await db.execute(sql`
    SELECT c.id, word_similarity(${query}, c.text) AS score, c.document_id, c.chunk_index, c.text,
           d.filename AS document_name, d.document_date
    FROM document_chunks c JOIN documents d ON d.id = c.document_id
    WHERE c.owner_id = ${ownerId} AND ${query} <% c.text
    ORDER BY score DESC, c.id
    LIMIT ${limit}
  `);
  return rowsOf<Row>(result).map(toHit);
}

/**
 * Ranked evidence from the owner's chunks only. BM25 over full-text matches; when that finds fewer
 * than `limit` chunks for a short (name-like) query, trigram matches fill the rest, ranked below.
 */
export async function searchChunks(input: { ownerId: string; query: string; limit?: number }): Promise<EvidenceHit[]> {
  const query = input.query.slice(0, MAX_QUERY_CHARS).trim();
  const limit = Math.min(Math.max(input.limit ?? 10, 1), 100);
  if (!query) return [];
  const hits = await bm25({ ownerId: input.ownerId, query, limit });
  if (hits.length >= limit || query.split(/\s+/).length > 4) return hits;
  const seen = new Set(hits.map((h) => h.chunkId));
  const fuzzy = (await trigram({ ownerId: input.ownerId, query, limit })).filter((h) => !seen.has(h.chunkId));
  // Trigram scores (0..1) sit below every BM25 hit.
  return [...hits, ...fuzzy.map((h) => ({ ...h, score: h.score * 1e-3 }))].slice(0, limit);
}
