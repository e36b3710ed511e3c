import "server-only";
import { embed, embedMany, type EmbeddingModel } from "ai";
import { sql } from "drizzle-orm";
import { getEmbeddingModel } from "@/lib/ai/models";
import { getDb } from "@/lib/db/client";
import { rowsOf } from "@/lib/db/rows";
import { log } from "@/lib/log";

// Optional vector search: on only when an embedding model is configured AND the database has the
// `vector` extension (PGlite ships it; Debian's PostgreSQL 15 does not). Its table is created at run
// time for that reason, outside the migrations every deployment shares.

const BATCH = 64;
type Store = { model: EmbeddingModel; dims: number } | null;
const globalForVectors = globalThis as unknown as { __scoutVectors?: Promise<Store> };

async function prepare(): Promise<Store> {
  const model = getEmbeddingModel();
  if (!model) return null;
  try {
    const { embedding } = await embed({ model, value: "dimension probe", maxRetries: 1 });
    const db = await getDb();
    await db.execute(sql`CREATE EXTENSION IF NOT EXISTS vector`);
    await db.execute(
      sql.raw(`CREATE TABLE IF NOT EXISTS chunk_embeddings (
        chunk_id text PRIMARY KEY REFERENCES document_chunks(id) ON DELETE CASCADE,
        owner_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        embedding vector(${embedding.length}) NOT NULL)`),
    );
    await db.execute(sql`CREATE INDEX IF NOT EXISTS chunk_embeddings_owner_idx ON chunk_embeddings (owner_id)`);
    return { model, dims: embedding.length };
  } catch (err) {
    log.warn({ err }, "vector search unavailable; using full-text search only");
    return null;
  }
}

export function vectorStore(): Promise<Store> {
  globalForVectors.__scoutVectors ??= prepare();
  return globalForVectors.__scoutVectors;
}

/** Tests reset the store after swapping the embedding model. */
export function resetVectorStoreForTests() {
  globalForVectors.__scoutVectors = undefined;
}

const literal = (v: number[]) => `[${v.map((x) => (Number.isFinite(x) ? x : 0)).join(",")}]`;

/** Embeds a document's chunks after ingest. Best effort: full-text search works without them. */
export async function embedChunks(ownerId: string, chunks: { id: string; text: string }[]) {
  const store = await vectorStore();
  if (!store || chunks.length === 0) return;
  try {
    const db = await getDb();
    for (let i = 0; i < chunks.length; i += BATCH) {
      const batch = chunks.slice(i, i + BATCH);
      const { embeddings } = await embedMany({ model: store.model, values: batch.map((c) => c.text), maxRetries: 2 });
      const values = sql.join(
        batch.map((c, j) => sql`(${c.id}, ${ownerId}, ${literal(embeddings[j])}::vector)`),
        sql`, `,
      );
      await db.execute(sql`INSERT INTO chunk_embeddings (chunk_id, owner_id, embedding) VALUES ${values} ON CONFLICT (chunk_id) DO NOTHING`);
    }
  } catch (err) {
    log.warn({ err, ownerId }, "embedding chunks failed; they stay searchable by full text");
  }
}

/** Nearest chunks by cosine distance, owner's chunks only. */
export async function vectorSearch(ownerId: string, query: string, limit: number): Promise<{ chunkId: string; score: number }[]> {
  const store = await vectorStore();
  if (!store) return [];
  const { embedding } = await embed({ model: store.model, value: query, maxRetries: 1 });
  const db = await getDb();
  const result = await db.execute(sql`
    SELECT chunk_id, 1 - (embedding <=> ${literal(embedding)}::vector) AS score
    FROM chunk_embeddings WHERE owner_id = ${ownerId}
    ORDER BY embedding <=> ${literal(embedding)}::vector
    LIMIT ${limit}`);
  return rowsOf<{ chunk_id: string; score: number | string }>(result).map((r) => ({ chunkId: r.chunk_id, score: Number(r.score) }));
}

/** Reciprocal rank fusion (k = 60): robust to the two rankings' incomparable scores. */
export function reciprocalRankFusion(lists: string[][], k = 60): { id: string; score: number }[] {
  const scores = new Map<string, number>();
  for (const list of lists) list.forEach((id, rank) => scores.set(id, (scores.get(id) ?? 0) + 1 / (k + rank + 1)));
  return [...scores].map(([id, score]) => ({ id, score })).sort((a, b) => b.score - a.score || a.id.localeCompare(b.id));
}
