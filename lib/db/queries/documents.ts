import "server-only";
import { and, desc, eq, gte, inArray, lte, sql } from "drizzle-orm";
import { getDb, type Db } from "@/lib/db/client";
import { chunkStats, documentChunks, documents, type NewDocumentChunk } from "@/lib/db/schema";
import { AppError } from "@/lib/errors";
import type { IndexedPerson } from "@/lib/scouting/rules/person-index";
import { replaceDocumentPeople } from "./people";

export const documentSummary = {
  id: documents.id,
  filename: documents.filename,
  kind: documents.kind,
  mimeType: documents.mimeType,
  sizeBytes: documents.sizeBytes,
  status: documents.status,
  chunkCount: documents.chunkCount,
  charCount: documents.charCount,
  documentDate: documents.documentDate,
  createdAt: documents.createdAt,
};

export type DocumentSummary = {
  id: string;
  filename: string;
  kind: string;
  mimeType: string;
  sizeBytes: number;
  status: string;
  chunkCount: number;
  charCount: number;
  documentDate: Date | null;
  createdAt: Date;
};

export async function findDocumentByHash({ ownerId, contentHash }: { ownerId: string; contentHash: string }) {
  const db = await getDb();
  const [row] = await db
    .select(documentSummary)
    .from(documents)
    .where(and(eq(documents.ownerId, ownerId), eq(documents.contentHash, contentHash)))
    .limit(1);
  return row ?? null;
}

const INSERT_BATCH = 500;

/** Adds (sign 1) or removes (sign -1) one document's lexemes from the owner's document frequencies. */
async function adjustTerms(tx: Db, ownerId: string, documentId: string, sign: 1 | -1) {
  await tx.execute(sql`
    INSERT INTO owner_terms (owner_id, lexeme, df)
    SELECT ${ownerId}::uuid, t.lexeme, ${sign} * count(*)::int
    FROM document_chunks c, unnest(c.search_vector) AS t(lexeme, positions, weights)
    WHERE c.document_id = ${documentId} AND c.owner_id = ${ownerId}
    GROUP BY t.lexeme
    ON CONFLICT (owner_id, lexeme) DO UPDATE SET df = owner_terms.df + excluded.df`);
  if (sign < 0) await tx.execute(sql`DELETE FROM owner_terms WHERE owner_id = ${ownerId} AND df <= 0`);
}

async function bumpStats(tx: Db, ownerId: string, chunks: number, tokens: number) {
  await tx
    .insert(chunkStats)
    .values({ ownerId, chunkCount: chunks, totalTokens: tokens })
    .onConflictDoUpdate({
      target: chunkStats.ownerId,
      set: {
        chunkCount: sql`${chunkStats.chunkCount} + ${chunks}`,
        totalTokens: sql`${chunkStats.totalTokens} + ${tokens}`,
      },
    });
}

/** Document, chunks and corpus statistics in one transaction: an upload is whole or absent. */
export async function insertDocumentWithChunks(input: {
  ownerId: string;
  filename: string;
  kind: string;
  mimeType: string;
  sizeBytes: number;
  contentHash: string;
  charCount: number;
  documentDate: Date | null;
  people?: string[];
  /** The people index of this document (REQ-PPL-01), stored in the same transaction. */
  persons?: IndexedPerson[];
  chunks: { text: string; tokenCount: number }[];
}): Promise<DocumentSummary> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [doc] = await tx
      .insert(documents)
      .values({
        ownerId: input.ownerId,
        filename: input.filename,
        kind: input.kind,
        mimeType: input.mimeType,
        sizeBytes: input.sizeBytes,
        contentHash: input.contentHash,
        charCount: input.charCount,
        documentDate: input.documentDate,
        people: input.people ?? [],
        chunkCount: input.chunks.length,
        status: "ready",
      })
      .onConflictDoNothing({ target: [documents.ownerId, documents.contentHash] })
      .returning(documentSummary);
    if (!doc) throw new AppError("conflict:document", `“${input.filename}” was already uploaded.`);
    const rows: NewDocumentChunk[] = input.chunks.map((c, i) => ({
      id: `${doc.id}:${i}`,
      documentId: doc.id,
      ownerId: input.ownerId,
      chunkIndex: i,
      text: c.text,
      tokenCount: c.tokenCount,
    }));
    for (let i = 0; i < rows.length; i += INSERT_BATCH) {
      await tx.insert(documentChunks).values(rows.slice(i, i + INSERT_BATCH));
    }
    await bumpStats(tx as unknown as Db, input.ownerId, rows.length, rows.reduce((n, r) => n + r.tokenCount, 0));
    await adjustTerms(tx as unknown as Db, input.ownerId, doc.id, 1);
    if (input.persons) await replaceDocumentPeople(tx as unknown as Db, { ownerId: input.ownerId, documentId: doc.id, people: input.persons });
    return doc;
  });
}

export async function listDocuments({ ownerId }: { ownerId: string }): Promise<DocumentSummary[]> {
  const db = await getDb();
  return db.select(documentSummary).from(documents).where(eq(documents.ownerId, ownerId)).orderBy(desc(documents.createdAt));
}

export async function getDocument({ ownerId, id }: { ownerId: string; id: string }): Promise<DocumentSummary> {
  const db = await getDb();
  const [row] = await db
    .select(documentSummary)
    .from(documents)
    .where(and(eq(documents.id, id), eq(documents.ownerId, ownerId)))
    .limit(1);
  if (!row) throw new AppError("not_found:document", "Document not found.");
  return row;
}

/** A document's chunks in order, optionally only those with index in [from, to]. */
export async function getDocumentChunks({ ownerId, documentId, from, to }: { ownerId: string; documentId: string; from?: number; to?: number }) {
  const db = await getDb();
  return db
    .select({ id: documentChunks.id, chunkIndex: documentChunks.chunkIndex, text: documentChunks.text })
    .from(documentChunks)
    .where(
      and(
        eq(documentChunks.documentId, documentId),
        eq(documentChunks.ownerId, ownerId),
        from !== undefined ? gte(documentChunks.chunkIndex, from) : undefined,
        to !== undefined ? lte(documentChunks.chunkIndex, to) : undefined,
      ),
    )
    .orderBy(documentChunks.chunkIndex);
}

/** Chunks by id, owner-scoped (citations); ids of other owners simply do not come back. */
export async function getChunksByIds({ ownerId, ids }: { ownerId: string; ids: string[] }) {
  if (ids.length === 0) return [];
  const db = await getDb();
  return db
    .select({
      id: documentChunks.id,
      documentId: documentChunks.documentId,
      chunkIndex: documentChunks.chunkIndex,
      text: documentChunks.text,
      documentName: documents.filename,
      documentDate: documents.documentDate,
    })
    .from(documentChunks)
    .innerJoin(documents, eq(documents.id, documentChunks.documentId))
    .where(and(eq(documentChunks.ownerId, ownerId), inArray(documentChunks.id, ids)));
}

export async function deleteDocument({ ownerId, id }: { ownerId: string; id: string }) {
  const db = await getDb();
  await db.transaction(async (tx) => {
    await adjustTerms(tx as unknown as Db, ownerId, id, -1);
    const [totals] = await tx
      .select({ chunks: sql<number>`count(*)::int`, tokens: sql<number>`coalesce(sum(${documentChunks.tokenCount}), 0)::int` })
      .from(documentChunks)
      .where(and(eq(documentChunks.documentId, id), eq(documentChunks.ownerId, ownerId)));
    const deleted = await tx
      .delete(documents)
      .where(and(eq(documents.id, id), eq(documents.ownerId, ownerId)))
      .returning({ id: documents.id });
    if (!deleted[0]) throw new AppError("not_found:document", "Document not found.");
    await bumpStats(tx as unknown as Db, ownerId, -totals.chunks, -totals.tokens);
  });
}

export async function countDocuments({ ownerId }: { ownerId: string }): Promise<number> {
  const db = await getDb();
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(documents).where(eq(documents.ownerId, ownerId));
  return row?.n ?? 0;
}

/** Distinct people named across the owner's documents (for matching a requested player name). */
export async function listKnownPeople({ ownerId }: { ownerId: string }): Promise<string[]> {
  const db = await getDb();
  const rows = await db
    .select({ name: sql<string>`distinct jsonb_array_elements_text(${documents.people})` })
    .from(documents)
    .where(eq(documents.ownerId, ownerId));
  return rows.map((r) => r.name);
}
