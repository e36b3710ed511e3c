// Bench options from argv (--sizes=1000,10000) or the environment (BENCH_SIZES=1000,10000); argv wins.
// BENCH_SIZES etc. are the search bench; BENCH_WORKFLOW_* the workflow bench; BENCH_ONLY picks either.
import type { StemmerChoice } from "./minisearch-baseline";

export type IngestMode = "auto" | "files" | "direct";
export type BenchOptions = {
  sizes: number[];
  queries: number;
  rounds: number;
  seed: number;
  pglite: "file" | "memory";
  ingest: IngestMode;
  /** Auto mode switches a stage to the direct path when ingestFiles is projected to take longer. */
  ingestBudgetSeconds: number;
  stemmer: StemmerChoice;
  databaseUrl?: string;
  /** Run one database only (e.g. to re-measure PostgreSQL without repeating PGlite). */
  only?: "pglite" | "postgres";
  /** Which benchmarks run (BENCH_ONLY=search or =workflow, combinable with a database: workflow,postgres). */
  parts: { search: boolean; workflow: boolean; stats: boolean };
  workflow: WorkflowOptions;
  keep: boolean;
  /** Where the result files go (a scratch dir keeps a trial run from replacing the saved results). */
  outDir?: string;
};

export type WorkflowOptions = {
  /** Documents per owner for the single-user scenarios. */
  sizes: number[];
  /** Timed runs per scenario and size (after one untimed warm-up run per size). */
  runs: number;
  /** Load test: concurrent users, each with its own owner and corpus. */
  users: number;
  usersDocuments: number;
  /** How long each load-test user keeps starting runs. */
  seconds: number;
};

const ONLY_VALUES = ["search", "workflow", "stats", "pglite", "postgres"] as const;

/** BENCH_ONLY is a comma list: a part (search, workflow), a database (pglite, postgres), or both. */
function parseOnly(raw: string | undefined): { only?: "pglite" | "postgres"; parts: BenchOptions["parts"] } {
  const values = (raw ?? "").split(",").map((v) => v.trim()).filter(Boolean).map((v) => oneOf("BENCH_ONLY", v, ONLY_VALUES, "search"));
  const dbs = values.filter((v): v is "pglite" | "postgres" => v === "pglite" || v === "postgres");
  const parts = values.filter((v) => v === "search" || v === "workflow" || v === "stats");
  if (dbs.length > 1 || parts.length > 1) throw new Error(`BENCH_ONLY names at most one part and one database, got "${raw}"`);
  return { only: dbs[0], parts: { search: !parts.length || parts[0] === "search", workflow: !parts.length || parts[0] === "workflow", stats: !parts.length || parts[0] === "stats" } };
}

const intList = (name: string, raw: string) => [...new Set(raw.split(",").map((s) => positiveInt(name, s.trim(), 0)))].sort((a, b) => a - b);

function argvValues(argv: string[]): Map<string, string> {
  const out = new Map<string, string>();
  for (let i = 0; i < argv.length; i++) {
    const m = /^--([a-z-]+)(?:=(.*))?$/.exec(argv[i]);
    if (!m) continue;
    const next = argv[i + 1];
    if (m[2] !== undefined) out.set(m[1], m[2]);
    else if (next !== undefined && !next.startsWith("--")) out.set(m[1], argv[++i]);
    else out.set(m[1], "1");
  }
  return out;
}

function positiveInt(name: string, raw: string | undefined, fallback: number): number {
  if (raw === undefined || raw === "") return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n <= 0) throw new Error(`${name} must be a positive integer, got "${raw}"`);
  return n;
}

function oneOf<T extends string>(name: string, raw: string | undefined, allowed: readonly T[], fallback: T): T {
  if (raw === undefined || raw === "") return fallback;
  if (!(allowed as readonly string[]).includes(raw)) throw new Error(`${name} must be one of ${allowed.join(", ")}, got "${raw}"`);
  return raw as T;
}

export function parseOptions(argv: string[] = process.argv.slice(2), env: NodeJS.ProcessEnv = process.env): BenchOptions {
  const args = argvValues(argv);
  const get = (flag: string, envName: string) => args.get(flag) ?? env[envName];
  const sizes = intList("BENCH_SIZES", get("sizes", "BENCH_SIZES") ?? "1000,10000,100000");
  const queries = positiveInt("BENCH_QUERIES", get("queries", "BENCH_QUERIES"), 60);
  if (queries < 10) throw new Error("BENCH_QUERIES must be at least 10");
  return {
    sizes,
    queries,
    rounds: positiveInt("BENCH_ROUNDS", get("rounds", "BENCH_ROUNDS"), 3),
    seed: positiveInt("BENCH_SEED", get("seed", "BENCH_SEED"), 20260314),
    pglite: oneOf("BENCH_PGLITE", get("pglite", "BENCH_PGLITE"), ["file", "memory"] as const, "file"),
    ingest: oneOf("BENCH_INGEST", get("ingest", "BENCH_INGEST"), ["auto", "files", "direct"] as const, "auto"),
    ingestBudgetSeconds: positiveInt("BENCH_INGEST_BUDGET", get("ingest-budget", "BENCH_INGEST_BUDGET"), 240),
    stemmer: oneOf("BENCH_STEMMER", get("stemmer", "BENCH_STEMMER"), ["porter", "lowercase"] as const, "porter"),
    databaseUrl: get("database-url", "BENCH_DATABASE_URL") || undefined,
    ...parseOnly(get("only", "BENCH_ONLY")),
    workflow: {
      sizes: intList("BENCH_WORKFLOW_SIZES", get("workflow-sizes", "BENCH_WORKFLOW_SIZES") ?? "10,100,1000"),
      runs: positiveInt("BENCH_WORKFLOW_RUNS", get("workflow-runs", "BENCH_WORKFLOW_RUNS"), 10),
      users: positiveInt("BENCH_WORKFLOW_USERS", get("workflow-users", "BENCH_WORKFLOW_USERS"), 10),
      usersDocuments: positiveInt("BENCH_WORKFLOW_USER_DOCS", get("workflow-user-docs", "BENCH_WORKFLOW_USER_DOCS"), 100),
      seconds: positiveInt("BENCH_WORKFLOW_SECONDS", get("workflow-seconds", "BENCH_WORKFLOW_SECONDS"), 20),
    },
    keep: get("keep", "BENCH_KEEP") === "1",
    outDir: get("out", "BENCH_OUT") || undefined,
  };
}
