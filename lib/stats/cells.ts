import "server-only";
import { getCell, insertCell, listCells, updateCell, type StoredCell } from "@/lib/db/queries/stats";
import { analyseQuestion, type CellDraft } from "./analyze";
import { svgToPng } from "./chart";
import type { AnalysisCell } from "./types";

// STAT-06: cells persist per owner, can be re-run when the data changes, and export as Markdown with
// the chart (a PNG beside it, or the SVG inline).

function toCell(row: StoredCell): AnalysisCell {
  const body = row.body as Omit<CellDraft, "question" | "status">;
  return { ...body, id: row.id, question: row.question, status: row.status as AnalysisCell["status"], createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString() };
}

function bodyOf(draft: CellDraft): Record<string, unknown> {
  const { question: _q, status: _s, ...body } = draft;
  return body;
}

export async function askQuestion(input: { ownerId: string; question: string; datasetIds?: string[] }): Promise<AnalysisCell> {
  const draft = await analyseQuestion(input);
  return toCell(await insertCell({ ownerId: input.ownerId, question: input.question, status: draft.status, body: bodyOf(draft) }));
}

export async function rerunCell(input: { ownerId: string; id: string }): Promise<AnalysisCell> {
  const existing = await getCell(input);
  // Re-read from the current datasets: a dataset deleted or re-uploaded since is reflected.
  const draft = await analyseQuestion({ ownerId: input.ownerId, question: existing.question });
  return toCell(await updateCell({ ownerId: input.ownerId, id: input.id, status: draft.status, body: bodyOf(draft) }));
}

export async function loadCell(input: { ownerId: string; id: string }) {
  return toCell(await getCell(input));
}

export async function loadCells(input: { ownerId: string }) {
  return (await listCells(input)).map(toCell);
}

export function cellPng(cell: AnalysisCell): Buffer | null {
  return cell.chart ? svgToPng(cell.chart.svg) : null;
}

const cellText = (v: unknown) => (v === null || v === undefined ? "" : String(v).replace(/\|/g, "\\|").replace(/\n/g, " "));

export function cellMarkdown(cell: AnalysisCell, opts: { chartUrl?: string } = {}): string {
  const out = [`## ${cell.question}`, "", cell.narrative, ""];
  if (cell.suggestions.length) out.push(...cell.suggestions.map((s) => `- ${s}`), "");
  if (cell.chart) {
    // The chart travels with the export: a link to its PNG when served, the SVG as a data URI otherwise.
    const src = opts.chartUrl ?? `data:image/svg+xml;base64,${Buffer.from(cell.chart.svg).toString("base64")}`;
    out.push(`![${cell.chart.title}](${src})`, "");
  }
  if (cell.table) {
    out.push(`| ${cell.table.columns.map(cellText).join(" | ")} |`, `|${cell.table.columns.map(() => "---").join("|")}|`);
    for (const r of cell.table.rows) out.push(`| ${r.map(cellText).join(" | ")} |`);
    if (cell.table.totalRows > cell.table.rows.length) out.push("", `(${cell.table.rows.length} of ${cell.table.totalRows} rows)`);
    out.push("");
  }
  if (cell.analysis) {
    out.push(`### Analysis: ${cell.analysis.goal}`, "");
    cell.analysis.steps.forEach((s, i) => {
      out.push(`${i + 1}. **${s.title}** (${s.type})${s.testResults ? ` — ${s.testResults.success ? "ok" : "failed"}: ${s.testResults.resultSummary}` : ""}`);
      if (s.sql) out.push("", "```sql", s.sql, "```", "");
    });
  }
  return out.join("\n") + "\n";
}
