import "server-only";
import { getDatasetRows, listDatasets, type DatasetSummary } from "@/lib/db/queries/stats";
import { env } from "@/lib/env";
import { log } from "@/lib/log";
import { renderChartSvg } from "./chart";
import { modelSqlWriter, planWithModel, statsModel } from "./model-engine";
import { planWithRules } from "./rules";
import { findPlayers } from "./rules/question";
import type { StepResult, Template } from "./rules/templates";
import { SandboxError, withSandbox, type Sandbox } from "./sandbox";
import { buildSandboxSchema, dataCard, type LoadedDataset, type SandboxSchema } from "./sandbox-tables";
import type { AnalysisCell, AnalysisStep, CellChart, CellTable, PlannedAnalysis, StatValue } from "./types";
import { validateStepSql } from "./validate-sql";

// STAT-02..STAT-05: one question → plan (goal + typed steps, no SQL) → per step: the writer fills the
// SQL, the validator judges it, the sandbox runs it and testResults records what happened; a failure goes
// back to the writer with the error, at most 2 retries (seed 003). The last successful result becomes
// the cell: narrative from the numbers, chart, table of at most 25 rows.

export const MAX_RETRIES = 2;
export const TABLE_MAX_ROWS = 25;

/** Writes the SQL of one step; `error` is the previous attempt's refusal or failure. */
export type SqlWriter = (input: { step: PlannedAnalysis["steps"][number]; index: number; previous?: { sql: string; error: string } }) => Promise<string>;

export type CellDraft = Omit<AnalysisCell, "id" | "createdAt" | "updatedAt">;

/** The datasets an analysis reads (seed 003's READ step): those naming the players asked about, else all with a player column. */
export function selectDatasets(question: string, datasets: DatasetSummary[]): DatasetSummary[] {
  const allPlayers = dedupePlayers(datasets.flatMap((d) => d.players));
  const asked = new Set(findPlayers(question, allPlayers).map((p) => p.key));
  const withPlayers = datasets.filter((d) => d.columns.some((c) => c.role === "player"));
  if (asked.size) {
    const named = withPlayers.filter((d) => d.players.some((p) => asked.has(p.key)));
    if (named.length) {
      // Rankings among the named players' peers need the same kind of table: keep datasets sharing a metric column.
      return named;
    }
  }
  return withPlayers;
}

function dedupePlayers(players: { key: string; name: string }[]) {
  return [...new Map(players.map((p) => [p.key, p])).values()];
}

async function loadDatasets(ownerId: string, datasets: DatasetSummary[]): Promise<LoadedDataset[]> {
  return Promise.all(datasets.map(async (d) => ({ id: d.id, name: d.name, columns: d.columns, rows: await getDatasetRows({ ownerId, datasetId: d.id, limit: env.STATS_MAX_ROWS }) })));
}

function latestDate(loaded: LoadedDataset[], schema: SandboxSchema): string | null {
  const dateCol = schema.gamesColumns.find((c) => c.role === "date")?.name;
  if (!dateCol) return null;
  let max: string | null = null;
  for (const d of loaded) for (const r of d.rows) {
    const v = r[dateCol];
    if (typeof v === "string" && (!max || v > max)) max = v;
  }
  return max;
}

function summarise(result: { columns: string[]; rows: StatValue[][]; rowCount: number; truncated: boolean }, type: string): string {
  if (type !== "SELECT") return `${result.rowCount} row(s) changed in the sandbox.`;
  const head = result.rows.slice(0, 3).map((r) => r.map((v) => (v === null ? "—" : String(v))).join(" | "));
  return `${result.rows.length}${result.truncated ? "+" : ""} row(s): ${result.columns.join(", ")}${head.length ? `; ${head.join("; ")}` : ""}`.slice(0, 600);
}

/** Runs the planned steps: writer → validator → sandbox, with retries. Returns steps with SQL and testResults, and results. */
export async function executeSteps(input: { planned: PlannedAnalysis; writer: SqlWriter; sandbox: Sandbox; tables: string[] }) {
  const steps: AnalysisStep[] = [];
  const results: StepResult[] = [];
  for (const [index, step] of input.planned.steps.entries()) {
    let previous: { sql: string; error: string } | undefined;
    let done = false;
    for (let attempt = 0; attempt <= MAX_RETRIES && !done; attempt++) {
      let sql = "";
      try {
        sql = (await input.writer({ step, index, previous })).trim().replace(/;\s*$/, "");
      } catch (e) {
        previous = { sql, error: `The SQL writer failed: ${(e as Error).message}` };
        continue;
      }
      const verdict = await validateStepSql(sql, step.type, input.tables);
      const executedAt = new Date().toISOString();
      if (!verdict.ok) {
        previous = { sql, error: verdict.error };
        steps[index] = { ...step, sql, testResults: { executedAt, success: false, resultSummary: verdict.error } };
        continue;
      }
      try {
        const result = await input.sandbox.query(sql);
        steps[index] = { ...step, sql, testResults: { executedAt, success: true, resultSummary: summarise(result, step.type) } };
        results[index] = { columns: result.columns, rows: result.rows };
        done = true;
      } catch (e) {
        const message = e instanceof SandboxError ? e.message : `Query failed: ${(e as Error).message}`;
        previous = { sql, error: message };
        steps[index] = { ...step, sql, testResults: { executedAt, success: false, resultSummary: message } };
        // A stopped sandbox (timeout, crash) cannot run a retry.
        if (e instanceof SandboxError && e.code !== "sql_error" && e.code !== "result_too_large") return { steps, results, failed: message };
      }
    }
    if (!done) return { steps, results, failed: previous?.error ?? "The step failed." };
  }
  return { steps, results, failed: null as string | null };
}

function tableOf(result: StepResult | undefined): CellTable | null {
  if (!result) return null;
  return { columns: result.columns, rows: result.rows.slice(0, TABLE_MAX_ROWS), totalRows: result.rows.length };
}

async function chartOf(template: Pick<Template, "chart">, results: StepResult[]): Promise<CellChart | null> {
  const c = template.chart;
  const res = c ? results[c.step] : undefined;
  if (!c || !res || !res.rows.length) return null;
  try {
    return { kind: c.kind, title: c.title, svg: await renderChartSvg({ kind: c.kind, title: c.title, columns: res.columns, rows: res.rows.slice(0, 200), x: c.x, y: c.y, series: c.series }) };
  } catch (err) {
    log.warn({ err }, "chart not rendered");
    return null;
  }
}

/** Answers one question for one owner. Never throws for a question it cannot answer: that is a cell too. */
export async function analyseQuestion(input: { ownerId: string; question: string; datasetIds?: string[] }): Promise<CellDraft> {
  const all = await listDatasets({ ownerId: input.ownerId });
  const pool = input.datasetIds?.length ? all.filter((d) => input.datasetIds!.includes(d.id)) : all;
  const model = statsModel();
  const engine = model ? "model" : "rules";
  const empty = (narrative: string, suggestions: string[] = []): CellDraft => ({ question: input.question, status: "cannot_answer", narrative, analysis: null, chart: null, table: null, datasetIds: [], suggestions, engine });
  if (!pool.length) return empty("There are no stat tables yet. Upload a game log (a CSV with a header row and numeric columns) and ask again.");
  const chosen = selectDatasets(input.question, pool);
  const loaded = await loadDatasets(input.ownerId, chosen);
  const schema = buildSandboxSchema(loaded);
  const players = dedupePlayers(chosen.flatMap((d) => d.players));
  const base = { question: input.question, datasetIds: chosen.map((d) => d.id), engine } as const;

  let planned: PlannedAnalysis;
  let writer: SqlWriter;
  let template: Pick<Template, "chart" | "narrate" | "tableStep"> | null = null;
  if (model) {
    const card = dataCard(schema, loaded);
    const plan = await planWithModel({ model, question: input.question, card });
    if (!plan) return { ...empty("I can't answer that from your stat tables."), datasetIds: base.datasetIds, engine };
    planned = plan;
    writer = modelSqlWriter({ model, question: input.question, card, planned });
  } else {
    const plan = planWithRules({ question: input.question, schema, players, latestDate: latestDate(loaded, schema) });
    if (!plan.template) return { ...empty(`I can't answer that yet. ${plan.reason} I can answer questions like these:`, plan.suggestions), datasetIds: base.datasetIds };
    const t = plan.template;
    template = t;
    planned = { goal: t.goal, steps: t.steps.map(({ title, type }) => ({ title, type })) };
    writer = async ({ index }) => t.steps[index].sql;
  }

  try {
    return await withSandbox(async (sandbox) => {
      await sandbox.load(schema.tables, schema.views);
      const run = await executeSteps({ planned, writer, sandbox, tables: schema.tableNames });
      const analysis = { goal: planned.goal, steps: run.steps };
      if (run.failed) {
        return { ...base, status: "failed", narrative: `The analysis stopped: ${run.failed}`, analysis, chart: null, table: tableOf(run.results.at(-1)), suggestions: [] };
      }
      const presentation = template ?? genericPresentation(run.results);
      const tableStep = presentation.tableStep >= 0 ? presentation.tableStep : run.results.length - 1;
      // A question about players whose rows are absent is "can't answer", never a made-up number.
      const table = tableOf(run.results[tableStep]);
      if (!table || table.rows.length === 0) {
        return { ...base, status: "cannot_answer", narrative: `I can't answer that: the selected tables have no rows that fit. ${presentation.narrate(run.results)}`, analysis, chart: null, table, suggestions: [] };
      }
      return { ...base, status: "answered", narrative: presentation.narrate(run.results), analysis, chart: await chartOf(presentation, run.results), table, suggestions: [] };
    });
  } catch (e) {
    if (e instanceof SandboxError) return { ...base, status: "failed", narrative: `The analysis stopped: ${e.message}`, analysis: { goal: planned.goal, steps: planned.steps }, chart: null, table: null, suggestions: [] };
    throw e;
  }
}

/** For model plans: the last result as the table, a bar or line chart by its shape, numbers quoted from it. */
function genericPresentation(results: StepResult[]): Pick<Template, "chart" | "narrate" | "tableStep"> {
  const step = results.length - 1;
  const res = results[step];
  const x = res?.columns[0] ?? "x";
  const yIndex = res ? res.columns.findIndex((_, i) => i > 0 && res.rows.some((r) => typeof r[i] === "number")) : -1;
  const y = yIndex >= 0 ? res.columns[yIndex] : null;
  return {
    tableStep: step,
    chart: y ? { step, kind: /date/.test(x) ? "line" : "bar", x, y, title: `${y} by ${x}` } : null,
    narrate: (rs) => {
      const r = rs[step];
      if (!r?.rows.length) return "The analysis returned no rows.";
      const first = r.rows[0];
      return `The analysis returned ${r.rows.length} row(s); the first is ${r.columns.map((c, i) => `${c} ${first[i] ?? "—"}`).join(", ")}.`;
    },
  };
}
