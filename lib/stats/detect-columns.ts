import type { ColumnRole, ColumnType, DatasetColumn, StatValue } from "./types";

// STAT-01: a table whose rows are records (a header and numeric columns) becomes a dataset. Column types
// are detected from the values, units and roles from the header. "32:15" minutes become decimal minutes.

const MINUTES_RE = /^(\d{1,3}):([0-5]\d)$/;
const DATE_RE = /^\d{4}-\d{2}-\d{2}$|^\d{1,2}\/\d{1,2}\/\d{4}$/;
const NUMBER_RE = /^[+-]?(\d+(\.\d+)?|\.\d+)$/;
const PERCENT_RE = /^[+-]?\d+(\.\d+)?\s?%$/;

/** A sandbox-safe column name: lower snake case, letters first, never a reserved word clash. */
export function columnName(label: string, taken: Set<string>): string {
  let base = label
    .toLowerCase()
    .replace(/%/g, " pct")
    .replace(/\+\/-/g, "plus_minus")
    .replace(/\((.*?)\)/g, "")
    .replace(/[^a-z0-9]+/g, "_")
    .replace(/^_+|_+$/g, "");
  if (!base) base = "col";
  if (/^\d/.test(base)) base = `c_${base}`;
  if (RESERVED.has(base)) base = `${base}_`;
  let name = base;
  for (let i = 2; taken.has(name); i++) name = `${base}_${i}`;
  taken.add(name);
  return name;
}
const RESERVED = new Set(["select", "from", "where", "order", "group", "limit", "table", "user", "to", "date", "min", "max", "result", "position", "all", "and", "or", "as", "end", "case", "when", "desc", "asc", "default", "column", "check", "with"]);

export function minutesToDecimal(text: string): number | null {
  const m = MINUTES_RE.exec(text.trim());
  if (!m) return null;
  return Math.round((Number(m[1]) + Number(m[2]) / 60) * 100) / 100;
}

function isoDate(text: string): string | null {
  const t = text.trim();
  if (/^\d{4}-\d{2}-\d{2}$/.test(t)) return t;
  const m = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(t);
  if (m) return `${m[3]}-${m[1].padStart(2, "0")}-${m[2].padStart(2, "0")}`;
  return null;
}

function detectType(values: string[]): ColumnType {
  const present = values.map((v) => v.trim()).filter((v) => v !== "");
  if (present.length === 0) return "text";
  const all = (re: RegExp) => present.every((v) => re.test(v));
  if (all(MINUTES_RE)) return "minutes";
  if (all(DATE_RE)) return "date";
  if (all(PERCENT_RE)) return "percent";
  if (all(NUMBER_RE)) return present.every((v) => /^[+-]?\d+$/.test(v)) ? "integer" : "decimal";
  return "text";
}

function detectUnit(label: string, type: ColumnType): string | null {
  const paren = /\(([^)]+)\)/.exec(label);
  if (paren) return paren[1].trim();
  if (type === "minutes" || /^min(utes)?$/i.test(label.trim())) return "min";
  if (type === "percent" || /%/.test(label)) return "%";
  if (/\byds?\b|yards/i.test(label)) return "yd";
  return null;
}

function detectRole(label: string, type: ColumnType): ColumnRole {
  const l = label.toLowerCase().trim();
  if (type === "text" && /^(player|name|player name|athlete)$/.test(l)) return "player";
  if (type === "date" || /^(date|game date|match date)$/.test(l)) return "date";
  if (/^(opponent|opp|vs|against)$/.test(l)) return "opponent";
  if (/^(team|club|school|college|tm)$/.test(l)) return "team";
  if (/^(pos|position)$/.test(l)) return "position";
  if (/^(min|mins|minutes|mp)$/.test(l)) return "minutes";
  if (/salary|price|wage|cost|cap hit/.test(l)) return "salary";
  if (type === "text") return "label";
  return "metric";
}

export type DetectedTable = { columns: DatasetColumn[]; rows: Record<string, StatValue>[] };

/** Header + record rows → typed columns and typed rows; null when it is not a stat table. */
export function detectTable(header: string[], records: string[][]): DetectedTable | null {
  if (header.length < 2 || records.length < 1) return null;
  const taken = new Set<string>();
  const columns: DatasetColumn[] = header.map((label, i) => {
    const type = detectType(records.map((r) => r[i] ?? ""));
    return { name: columnName(label, taken), label: label.trim(), type, unit: detectUnit(label, type), role: detectRole(label, type) };
  });
  const numeric = columns.filter((c) => c.type !== "text" && c.type !== "date");
  if (numeric.length === 0) return null;
  const rows = records.map((record) => {
    const row: Record<string, StatValue> = {};
    columns.forEach((c, i) => (row[c.name] = typedValue(record[i] ?? "", c.type)));
    return row;
  });
  return { columns, rows };
}

export function typedValue(raw: string, type: ColumnType): StatValue {
  const v = raw.trim();
  if (v === "") return null;
  switch (type) {
    case "integer":
    case "decimal":
      return Number(v);
    case "percent":
      return Number(v.replace("%", "").trim());
    case "minutes":
      return minutesToDecimal(v);
    case "date":
      return isoDate(v);
    default:
      return v;
  }
}
