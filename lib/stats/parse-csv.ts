import Papa from "papaparse";
import { detectTable, type DetectedTable } from "./detect-columns";

// STAT-01: the records of an uploaded CSV, read from its real header row (the same rule as the text
// extraction: a title line or "# comments" above the header are not columns). Size limits were already
// enforced by the extraction worker (EXTRACT_MAX_CSV_ROWS / _COLUMNS) before this runs.

const isComment = (r: string[]) => /^#/.test(r[0] ?? "");
const isNumber = (c: string) => /^[-+]?[0-9][0-9.,:%/' ]*$/.test(c);

export function parseStatCsv(text: string, maxRows: number): DetectedTable | null {
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, "").trim(), { header: false, skipEmptyLines: true, preview: maxRows + 20 });
  const rows = parsed.data.map((r) => r.map((c) => String(c ?? "").trim()));
  const h = rows.findIndex((r) => {
    const cells = r.filter((c) => c);
    return !isComment(r) && cells.length >= 2 && cells.length >= r.length * 0.6 && cells.filter(isNumber).length <= Math.floor(cells.length / 5);
  });
  if (h < 0) return null;
  const header = rows[h];
  const records = rows.slice(h + 1).filter((r) => !isComment(r) && r.filter((c) => c).length >= 2).slice(0, maxRows);
  return detectTable(header, records);
}
