import type { SandboxColumn, SandboxTable } from "./sandbox";
import type { ColumnRole, DatasetColumn, StatValue } from "./types";

// STAT-03: the selected datasets as typed sandbox tables ds1..dsN, plus one view `games` that stacks
// them on the union of their columns (a column a dataset lacks is NULL there), so one query can compare
// players whose game logs came in separate files. Columns marked "ignore" are headline-filtered out.

export type LoadedDataset = { id: string; name: string; columns: DatasetColumn[]; rows: Record<string, StatValue>[] };

export type SandboxSchema = {
  tables: SandboxTable[];
  views: string[];
  /** Columns of `games`, with the role and unit of the first dataset that has them. */
  gamesColumns: { name: string; sqlType: SandboxColumn["sqlType"]; role: ColumnRole | "dataset"; label: string; unit: string | null }[];
  tableNames: string[];
};

const sqlType = (c: DatasetColumn): SandboxColumn["sqlType"] => (c.type === "text" ? "text" : c.type === "date" ? "date" : "double precision");

export function buildSandboxSchema(datasets: LoadedDataset[]): SandboxSchema {
  const tables: SandboxTable[] = [];
  const union = new Map<string, SandboxSchema["gamesColumns"][number]>();
  datasets.forEach((d, i) => {
    const cols = d.columns.filter((c) => c.role !== "ignore");
    const columns: SandboxColumn[] = [{ name: "dataset", sqlType: "text" }, { name: "row_index", sqlType: "integer" }, ...cols.map((c) => ({ name: c.name, sqlType: sqlType(c) }))];
    tables.push({ name: `ds${i + 1}`, columns, rows: d.rows.map((r, j) => ({ ...pick(r, cols), dataset: d.name, row_index: j })) });
    for (const c of cols) {
      const existing = union.get(c.name);
      // Same name, different kinds (a date in one file, text in another): keep it as text.
      if (existing && existing.sqlType !== sqlType(c)) existing.sqlType = "text";
      else if (!existing) union.set(c.name, { name: c.name, sqlType: sqlType(c), role: c.role, label: c.label, unit: c.unit });
    }
  });
  const gamesColumns: SandboxSchema["gamesColumns"] = [{ name: "dataset", sqlType: "text", role: "dataset", label: "Dataset", unit: null }, ...union.values()];
  const selects = tables.map((t) => {
    const have = new Set(t.columns.map((c) => c.name));
    const list = gamesColumns.map((c) => (have.has(c.name) ? `"${c.name}"::${c.sqlType}` : `NULL::${c.sqlType}`) + ` AS "${c.name}"`);
    return `SELECT ${list.join(", ")} FROM ${t.name}`;
  });
  const views = selects.length ? [`CREATE VIEW games AS ${selects.join(" UNION ALL ")}`] : [];
  return { tables, views, gamesColumns, tableNames: [...tables.map((t) => t.name), "games"] };
}

function pick(row: Record<string, StatValue>, cols: DatasetColumn[]) {
  const out: Record<string, StatValue> = {};
  for (const c of cols) out[c.name] = row[c.name] ?? null;
  return out;
}

/** The data card the model sees (seed 003): columns, types, a 5-row sample, numeric ranges. Never whole tables. */
export function dataCard(schema: SandboxSchema, datasets: LoadedDataset[]): string {
  const lines = [`Table games (${datasets.reduce((n, d) => n + d.rows.length, 0)} rows; ${datasets.map((d, i) => `ds${i + 1} = ${d.name}`).join("; ")})`];
  for (const c of schema.gamesColumns) {
    const values = datasets.flatMap((d) => d.rows.map((r) => r[c.name])).filter((v): v is number => typeof v === "number");
    const range = values.length ? ` range ${Math.min(...values)}..${Math.max(...values)}` : "";
    lines.push(`- ${c.name} ${c.sqlType} (${c.label}; role ${c.role}${c.unit ? `; unit ${c.unit}` : ""})${range}`);
  }
  const sample = datasets.flatMap((d) => d.rows).slice(0, 5);
  lines.push("Sample rows:", ...sample.map((r) => JSON.stringify(r)));
  return lines.join("\n");
}
