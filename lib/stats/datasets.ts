import "server-only";
import { getDataset, getDatasetRows, insertDataset, updateDatasetColumns } from "@/lib/db/queries/stats";
import { AppError } from "@/lib/errors";
import { env } from "@/lib/env";
import { log } from "@/lib/log";
import { nameKey } from "@/lib/scouting/rules/names";
import { parseStatCsv } from "./parse-csv";
import type { ColumnRole } from "./types";

// STAT-01: a CSV (or .xlsx, read as CSV) upload with record rows and numeric columns is also stored as a dataset, its player
// column linked to people by the people index's key (nameKey: suffix is identity, accents and
// apostrophes folded), so "Brooks" in a question and "Jalen Brooks" in a row are the same person.

export async function storeDatasetFromUpload(input: { ownerId: string; documentId: string; filename: string; text: string }) {
  try {
    const table = parseStatCsv(input.text, env.STATS_MAX_ROWS);
    if (!table) return null;
    const playerColumn = table.columns.find((c) => c.role === "player");
    const players = new Map<string, string>();
    if (playerColumn) {
      for (const row of table.rows) {
        const name = row[playerColumn.name];
        if (typeof name === "string" && name.trim()) players.set(nameKey(name), name.trim());
      }
    }
    return await insertDataset({
      ownerId: input.ownerId,
      documentId: input.documentId,
      name: input.filename.replace(/\.(csv|xlsx)$/i, ""),
      columns: table.columns,
      players: [...players].map(([key, name]) => ({ key, name })),
      rows: table.rows,
    });
  } catch (err) {
    // The document itself is stored; a table we cannot read as a dataset stays text only.
    log.warn({ err, documentId: input.documentId }, "stat dataset not stored");
    return null;
  }
}

/** STAT-01: the user corrects a detected role ("this column is the opponent", "ignore this one"). */
export async function updateColumnRoles(input: { ownerId: string; id: string; roles: { name: string; role: ColumnRole }[] }) {
  const dataset = await getDataset({ ownerId: input.ownerId, id: input.id });
  const known = new Set(dataset.columns.map((c) => c.name));
  const unknown = input.roles.filter((r) => !known.has(r.name)).map((r) => r.name);
  if (unknown.length) throw new AppError("validation:dataset", `Unknown column: ${unknown.join(", ")}.`, { fields: { columns: [`Unknown column: ${unknown.join(", ")}`] } });
  const byName = new Map(input.roles.map((r) => [r.name, r.role]));
  const columns = dataset.columns.map((c) => ({ ...c, role: byName.get(c.name) ?? c.role }));
  if (columns.filter((c) => c.role === "player").length > 1) throw new AppError("validation:dataset", "Only one column can hold the player's name.", { fields: { columns: ["Only one player column"] } });
  return updateDatasetColumns({ ownerId: input.ownerId, id: input.id, columns });
}

export async function datasetPreview(input: { ownerId: string; id: string }) {
  const dataset = await getDataset(input);
  const rows = await getDatasetRows({ ownerId: input.ownerId, datasetId: input.id, limit: 20 });
  return { dataset, rows };
}
