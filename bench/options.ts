// Bench options from argv (--sizes=1000,10000) or the environment (BENCH_SIZES=1000,10000); argv wins.
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
  keep: boolean;
  /** Where search.json and search.md go (a scratch dir keeps a trial run from replacing the saved results). */
  outDir?: string;
};

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
  const sizes = (get("sizes", "BENCH_SIZES") ?? "1000,10000,100000")
    .split(",")
    .map((s) => positiveInt("BENCH_SIZES", s.trim(), 0))
    .sort((a, b) => a - b);
  const queries = positiveInt("BENCH_QUERIES", get("queries", "BENCH_QUERIES"), 60);
  if (queries < 10) throw new Error("BENCH_QUERIES must be at least 10");
  return {
    sizes: [...new Set(sizes)],
    queries,
    rounds: positiveInt("BENCH_ROUNDS", get("rounds", "BENCH_ROUNDS"), 3),
    seed: positiveInt("BENCH_SEED", get("seed", "BENCH_SEED"), 20260314),
    pglite: oneOf("BENCH_PGLITE", get("pglite", "BENCH_PGLITE"), ["file", "memory"] as const, "file"),
    ingest: oneOf("BENCH_INGEST", get("ingest", "BENCH_INGEST"), ["auto", "files", "direct"] as const, "auto"),
    ingestBudgetSeconds: positiveInt("BENCH_INGEST_BUDGET", get("ingest-budget", "BENCH_INGEST_BUDGET"), 240),
    stemmer: oneOf("BENCH_STEMMER", get("stemmer", "BENCH_STEMMER"), ["porter", "lowercase"] as const, "porter"),
    databaseUrl: get("database-url", "BENCH_DATABASE_URL") || undefined,
    only: get("only", "BENCH_ONLY") ? oneOf("BENCH_ONLY", get("only", "BENCH_ONLY"), ["pglite", "postgres"] as const, "pglite") : undefined,
    keep: get("keep", "BENCH_KEEP") === "1",
    outDir: get("out", "BENCH_OUT") || undefined,
  };
}
