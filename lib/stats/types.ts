import { z } from "zod";

// Stats lab (issue 11; STAT-01..STAT-08 in docs/requirements.md). Shapes shared by the server, the API
// and the client card. No server-only imports here: the chat card renders these.

export const COLUMN_TYPES = ["integer", "decimal", "percent", "date", "minutes", "text"] as const;
export type ColumnType = (typeof COLUMN_TYPES)[number];

export const COLUMN_ROLES = ["player", "date", "opponent", "team", "position", "minutes", "salary", "metric", "label", "ignore"] as const;
export type ColumnRole = (typeof COLUMN_ROLES)[number];

/** One column of a dataset: `name` is the sandbox column (snake_case), `label` the header as uploaded. */
export const datasetColumnSchema = z.object({
  name: z.string(),
  label: z.string(),
  type: z.enum(COLUMN_TYPES),
  unit: z.string().nullable(),
  role: z.enum(COLUMN_ROLES),
});
export type DatasetColumn = z.infer<typeof datasetColumnSchema>;

export type StatValue = string | number | null;

// ---- Seed 002's analysis schema, exactly: goal + typed steps; sql filled by the writer ----
export const STEP_TYPES = ["SELECT", "INSERT", "UPDATE", "DELETE"] as const;
export type StepType = (typeof STEP_TYPES)[number];

export const testResultSchema = z.object({
  executedAt: z.iso.datetime(),
  success: z.boolean(),
  resultSummary: z.string(),
});
export type TestResult = z.infer<typeof testResultSchema>;

export const analysisStepSchema = z.object({
  title: z.string().min(1),
  type: z.enum(STEP_TYPES),
  sql: z.string().optional(),
  testResults: testResultSchema.optional(),
});
export type AnalysisStep = z.infer<typeof analysisStepSchema>;

export const analysisSchema = z.object({ goal: z.string().min(1), steps: z.array(analysisStepSchema).min(1).max(8) });
export type Analysis = z.infer<typeof analysisSchema>;

/** The planner's schema: no `sql` and no `testResults` (seed 002: the planner never writes SQL). */
export const plannerAnalysisSchema = z.object({
  goal: z.string().min(1),
  steps: z.array(analysisStepSchema.omit({ sql: true, testResults: true })).min(1).max(8),
});
export type PlannedAnalysis = z.infer<typeof plannerAnalysisSchema>;

/** The SQL writer's answer for one step. */
export const sqlWriterSchema = z.object({ sql: z.string().min(1) });

// ---- The notebook cell (seed 003's REPLY): narrative + chart + table + folded steps ----
export type ChartKind = "line" | "bar" | "grouped_bar";
export type CellChart = { kind: ChartKind; title: string; svg: string };
export type CellTable = { columns: string[]; rows: StatValue[][]; totalRows: number };

export type AnalysisCell = {
  id: string;
  question: string;
  status: "answered" | "cannot_answer" | "failed";
  /** 2-3 sentences; every number in it appears in the table. */
  narrative: string;
  analysis: Analysis | null;
  chart: CellChart | null;
  table: CellTable | null;
  datasetIds: string[];
  /** For "I can answer questions like…". */
  suggestions: string[];
  engine: "rules" | "model";
  createdAt: string;
  updatedAt: string;
};

// The `analysis_cell` SSE event: the cell itself (the stats lab owns its shape).
export type AnalysisCellEvent = { cell_id: string } & Omit<AnalysisCell, "id">;
