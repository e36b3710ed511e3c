import { beforeAll, describe, expect, it } from "vitest";
import { getDocumentChunks, listDocuments } from "@/lib/db/queries/documents";
import { getDatasetRows, listDatasets } from "@/lib/db/queries/stats";
import { ingestFile, ingestFiles } from "@/lib/documents/ingest";
import { searchChunks } from "@/lib/search/search-chunks";
import { makeXlsx, makeZip } from "../fixtures/make-files";
import { createTestUser, dbTarget, withTestDatabase } from "./helpers/db";

// STAT-01 / SEC-01: an .xlsx upload whose rows are records is read as a CSV: searchable text lines and a
// typed stats dataset; a corrupt workbook or a zip bomb is refused with nothing stored.

describe(`xlsx uploads (${dbTarget})`, () => {
  withTestDatabase();
  let owner: { id: string };
  beforeAll(async () => {
    owner = await createTestUser("Xlsx Owner");
  });

  it("stores a game-log workbook as a document with searchable rows and a typed dataset", async () => {
    const bytes = await makeXlsx([
      [
        ["Odell Varga game log 2025-26"],
        ["Date", "Player", "Opponent", "MIN", "PTS", "FG%", "+/-", "Rating"],
        [{ date: "2026-01-14" }, "Odell Varga", "Harbor City", { time: "32:15" }, 25, { percent: 0.455 }, 7, 7.5],
        [{ date: "2026-01-17" }, "Odell Varga", "Ridgefield", { time: "28:40" }, 18, { percent: 0.4 }, -3, 0.1 + 0.2],
        [{ date: "2026-01-20" }, "Odell Varga", "Lakeport", { time: "35:05" }, 31, { percent: 0.52 }, 12, 8],
      ],
      // A second sheet (notes) is not part of the table.
      [["Notes"], ["Bench on back-to-backs"]],
    ]);
    const { documents, errors } = await ingestFiles(owner.id, [{ filename: "odell-varga-game-log.xlsx", bytes }]);
    expect(errors).toEqual([]);
    expect(documents).toHaveLength(1);
    expect(documents[0]).toMatchObject({ filename: "odell-varga-game-log.xlsx", kind: "xlsx" });

    // Text: one self-describing line per row, as for a CSV.
    const chunks = await getDocumentChunks({ ownerId: owner.id, documentId: documents[0].id });
    const text = chunks.map((c) => c.text).join("\n");
    expect(text).toContain("Columns: Date, Player, Opponent, MIN, PTS, FG%, +/-, Rating");
    expect(text).toContain("Date: 2026-01-14; Player: Odell Varga; Opponent: Harbor City; MIN: 32:15; PTS: 25; FG%: 45.5%; +/-: 7; Rating: 7.5");
    // Numbers as typed: no float noise (0.1 + 0.2 is 0.30000000000000004 in the file).
    expect(text).toContain("Rating: 0.3\n");
    expect(text).not.toContain("Bench on back-to-backs");
    const hits = await searchChunks({ ownerId: owner.id, query: "Varga Ridgefield", limit: 1 });
    expect(hits[0]?.documentName).toBe("odell-varga-game-log.xlsx");

    // Dataset: typed columns and rows.
    const dataset = (await listDatasets({ ownerId: owner.id })).find((d) => d.name === "odell-varga-game-log")!;
    expect(dataset).toBeDefined();
    const col = (label: string) => dataset.columns.find((c) => c.label === label);
    expect(col("Date")).toMatchObject({ type: "date", role: "date" });
    expect(col("Player")).toMatchObject({ type: "text", role: "player" });
    expect(col("Opponent")).toMatchObject({ role: "opponent" });
    expect(col("MIN")).toMatchObject({ type: "minutes", role: "minutes", unit: "min" });
    expect(col("PTS")).toMatchObject({ type: "integer", role: "metric" });
    expect(col("FG%")).toMatchObject({ type: "percent", unit: "%" });
    expect(col("Rating")).toMatchObject({ type: "decimal" });
    expect(col("+/-")).toMatchObject({ type: "integer" });
    expect(dataset.players).toEqual([{ key: "odell varga", name: "Odell Varga" }]);
    const rows = await getDatasetRows({ ownerId: owner.id, datasetId: dataset.id, limit: 10 });
    const values = rows;
    expect(values).toHaveLength(3);
    expect(JSON.stringify(values)).toContain('"2026-01-14"');
    expect(values[0]).toMatchObject({ date_: "2026-01-14", player: "Odell Varga", min_: 32.25, pts: 25, fg_pct: 45.5, plus_minus: 7, rating: 7.5 });
    expect(values[1]).toMatchObject({ min_: 28.67, fg_pct: 40, rating: 0.3 });
  });

  it("refuses a corrupt .xlsx with a clear 422 and stores nothing", async () => {
    const before = (await listDocuments({ ownerId: owner.id })).length;
    const datasetsBefore = (await listDatasets({ ownerId: owner.id })).length;
    // A valid zip that holds no workbook, then bytes that are not a zip at all, then a truncated workbook.
    const good = await makeXlsx([[["Player", "PTS"], ["A B", 1]]]);
    const cases: [string, Uint8Array][] = [
      ["empty-zip.xlsx", makeZip([{ name: "hello.txt", data: Buffer.from("hello") }])],
      ["plain.xlsx", new TextEncoder().encode("Player,PTS\nA B,1\n")],
      ["truncated.xlsx", good.subarray(0, Math.floor(good.length / 2))],
    ];
    for (const [filename, bytes] of cases) {
      const outcome = await ingestFile({ ownerId: owner.id, filename, bytes });
      expect(outcome, filename).toHaveProperty("failure");
      if (!("failure" in outcome)) continue;
      expect(outcome.failure.code).toBe("validation:upload");
      expect(outcome.failure.message).toMatch(new RegExp(`^“${filename.replace(".", "\\.")}” is (a corrupt or unreadable|not a valid) \\.xlsx file\\.$`));
    }
    expect(await listDocuments({ ownerId: owner.id })).toHaveLength(before);
    expect(await listDatasets({ ownerId: owner.id })).toHaveLength(datasetsBefore);
  });

  it("refuses a zip-bomb .xlsx before parsing it (SEC-01)", async () => {
    const before = (await listDocuments({ ownerId: owner.id })).length;
    const bomb = makeZip([{ name: "xl/worksheets/sheet1.xml", data: Buffer.alloc(8 * 1024 * 1024, 0x20), declaredSize: 210 * 1024 * 1024 }]);
    const liar = makeZip([{ name: "xl/sharedStrings.xml", data: Buffer.alloc(200 * 1024 * 1024, 0x20), declaredSize: 900 * 1024 }]);
    for (const [filename, bytes] of [["bomb.xlsx", bomb], ["liar.xlsx", liar]] as const) {
      const outcome = await ingestFile({ ownerId: owner.id, filename, bytes });
      expect(outcome, filename).toHaveProperty("failure");
      if (!("failure" in outcome)) continue;
      expect(outcome.failure.code).toBe("payload_too_large:upload");
      expect(outcome.failure.message).toMatch(new RegExp(`“${filename.replace(".", "\\.")}” unpacks to more than`));
    }
    expect(await listDocuments({ ownerId: owner.id })).toHaveLength(before);
  });
});
