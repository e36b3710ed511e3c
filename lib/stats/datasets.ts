import "server-only";
import { insertDataset } from "@/lib/db/queries/stats";
import { env } from "@/lib/env";
import { log } from "@/lib/log";
import { nameKey } from "@/lib/scouting/rules/names";
import { parseStatCsv } from "./parse-csv";

// STAT-01: a CSV upload with record rows and numeric columns is also stored as a dataset, its player
// column linked to people by the people index's key (nameKey: suffix is identity, accents and
// apostrophes folded), so "Brooks" in a question and "Jalen Brooks" in a row are the same person.

export async function storeDatasetFromUpload(input: { ownerId: string; documentId: string; filename: string; bytes: Uint8Array }) {
  try {
    const text = new TextDecoder("utf-8").decode(input.bytes);
    const table = parseStatCsv(text, env.STATS_MAX_ROWS);
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
      name: input.filename.replace(/\.csv$/i, ""),
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
