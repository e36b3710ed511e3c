import "server-only";
import { and, asc, desc, eq, inArray } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import { documents, statCells, statDatasets, statRows } from "@/lib/db/schema";
import { AppError } from "@/lib/errors";
import type { DatasetColumn, StatValue } from "@/lib/stats/types";

// Stats lab data access (STAT-01, STAT-06). Every function takes the owner and filters by it: another
// user's dataset or cell answers 404.

export type DatasetSummary = {
  id: string;
  documentId: string;
  name: string;
  columns: DatasetColumn[];
  players: { key: string; name: string }[];
  rowCount: number;
  createdAt: Date;
};

const summary = {
  id: statDatasets.id,
  documentId: statDatasets.documentId,
  name: statDatasets.name,
  columns: statDatasets.columns,
  players: statDatasets.players,
  rowCount: statDatasets.rowCount,
  createdAt: statDatasets.createdAt,
};

const ROW_BATCH = 1000;

export async function insertDataset(input: {
  ownerId: string;
  documentId: string;
  name: string;
  columns: DatasetColumn[];
  players: { key: string; name: string }[];
  rows: Record<string, StatValue>[];
}): Promise<DatasetSummary> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    // The document must be the owner's: a dataset never hangs off someone else's upload.
    const [doc] = await tx.select({ id: documents.id }).from(documents).where(and(eq(documents.id, input.documentId), eq(documents.ownerId, input.ownerId)));
    if (!doc) throw new AppError("not_found:document", "Document not found.");
    const [dataset] = await tx
      .insert(statDatasets)
      .values({ ownerId: input.ownerId, documentId: input.documentId, name: input.name, columns: input.columns, players: input.players, rowCount: input.rows.length })
      .returning(summary);
    for (let i = 0; i < input.rows.length; i += ROW_BATCH) {
      await tx.insert(statRows).values(
        input.rows.slice(i, i + ROW_BATCH).map((values, j) => ({ datasetId: dataset.id, ownerId: input.ownerId, rowIndex: i + j, values })),
      );
    }
    return dataset;
  });
}

export async function listDatasets({ ownerId }: { ownerId: string }): Promise<DatasetSummary[]> {
  const db = await getDb();
  return db.select(summary).from(statDatasets).where(eq(statDatasets.ownerId, ownerId)).orderBy(desc(statDatasets.createdAt), asc(statDatasets.name));
}

export async function getDataset({ ownerId, id }: { ownerId: string; id: string }): Promise<DatasetSummary> {
  const db = await getDb();
  const [row] = await db.select(summary).from(statDatasets).where(and(eq(statDatasets.id, id), eq(statDatasets.ownerId, ownerId)));
  if (!row) throw new AppError("not_found:dataset", "Dataset not found.");
  return row;
}

/** Rows of the owner's datasets, in file order, at most `limit` per dataset. */
export async function getDatasetRows({ ownerId, datasetId, limit }: { ownerId: string; datasetId: string; limit: number }) {
  const db = await getDb();
  const rows = await db
    .select({ values: statRows.values })
    .from(statRows)
    .where(and(eq(statRows.datasetId, datasetId), eq(statRows.ownerId, ownerId)))
    .orderBy(asc(statRows.rowIndex))
    .limit(limit);
  return rows.map((r) => r.values);
}

export async function updateDatasetColumns({ ownerId, id, columns }: { ownerId: string; id: string; columns: DatasetColumn[] }) {
  const db = await getDb();
  const [row] = await db.update(statDatasets).set({ columns }).where(and(eq(statDatasets.id, id), eq(statDatasets.ownerId, ownerId))).returning(summary);
  if (!row) throw new AppError("not_found:dataset", "Dataset not found.");
  return row;
}

export async function deleteDataset({ ownerId, id }: { ownerId: string; id: string }) {
  const db = await getDb();
  const deleted = await db.delete(statDatasets).where(and(eq(statDatasets.id, id), eq(statDatasets.ownerId, ownerId))).returning({ id: statDatasets.id });
  if (!deleted.length) throw new AppError("not_found:dataset", "Dataset not found.");
}

// ---- cells ----

export type StoredCell = { id: string; question: string; status: string; body: Record<string, unknown>; createdAt: Date; updatedAt: Date };

const cellColumns = { id: statCells.id, question: statCells.question, status: statCells.status, body: statCells.body, createdAt: statCells.createdAt, updatedAt: statCells.updatedAt };

export async function insertCell(input: { ownerId: string; question: string; status: string; body: Record<string, unknown> }): Promise<StoredCell> {
  const db = await getDb();
  const [row] = await db.insert(statCells).values(input).returning(cellColumns);
  return row;
}

export async function updateCell(input: { ownerId: string; id: string; status: string; body: Record<string, unknown> }): Promise<StoredCell> {
  const db = await getDb();
  const [row] = await db
    .update(statCells)
    .set({ status: input.status, body: input.body, updatedAt: new Date() })
    .where(and(eq(statCells.id, input.id), eq(statCells.ownerId, input.ownerId)))
    .returning(cellColumns);
  if (!row) throw new AppError("not_found:cell", "Analysis not found.");
  return row;
}

export async function getCell({ ownerId, id }: { ownerId: string; id: string }): Promise<StoredCell> {
  const db = await getDb();
  const [row] = await db.select(cellColumns).from(statCells).where(and(eq(statCells.id, id), eq(statCells.ownerId, ownerId)));
  if (!row) throw new AppError("not_found:cell", "Analysis not found.");
  return row;
}

export async function listCells({ ownerId, limit = 50 }: { ownerId: string; limit?: number }): Promise<StoredCell[]> {
  const db = await getDb();
  return db.select(cellColumns).from(statCells).where(eq(statCells.ownerId, ownerId)).orderBy(desc(statCells.createdAt)).limit(limit);
}

export async function deleteCell({ ownerId, id }: { ownerId: string; id: string }) {
  const db = await getDb();
  const deleted = await db.delete(statCells).where(and(eq(statCells.id, id), eq(statCells.ownerId, ownerId))).returning({ id: statCells.id });
  if (!deleted.length) throw new AppError("not_found:cell", "Analysis not found.");
}

/** The owner's datasets among `ids` (ids of other owners are silently absent). */
export async function datasetsByIds({ ownerId, ids }: { ownerId: string; ids: string[] }): Promise<DatasetSummary[]> {
  if (!ids.length) return [];
  const db = await getDb();
  return db.select(summary).from(statDatasets).where(and(eq(statDatasets.ownerId, ownerId), inArray(statDatasets.id, ids)));
}

