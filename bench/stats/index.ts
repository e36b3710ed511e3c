// BENCH_ONLY=stats npm run bench: the stats lab (issue 11). Sandbox start, loading 100k rows, a 4-step
// analysis over them, and the whole question → cell on the rules engine (app database read, sandbox,
// SQL, chart), p50/p95. Writes bench/results/stats.{json,md}.
import fs from "node:fs";
import path from "node:path";
import { documents } from "@/lib/db/schema";
import { getDb } from "@/lib/db/client";
import { insertDataset, listDatasets } from "@/lib/db/queries/stats";
import { loadSampleDocuments } from "@/lib/documents/samples";
import { analyseQuestion, executeSteps } from "@/lib/stats/analyze";
import { planWithRules } from "@/lib/stats/rules";
import { acquireSandbox, drainSandboxPool, sandboxPoolReady } from "@/lib/stats/sandbox";
import { buildSandboxSchema, type LoadedDataset } from "@/lib/stats/sandbox-tables";
import type { DatasetColumn, StatValue } from "@/lib/stats/types";
import { openBenchDatabase } from "../database";
import { benchLog, describeMachine, loadAverage, machineInfo } from "../machine";
import type { BenchOptions } from "../options";
import { elapsedMs, summarise, type Summary } from "../stats";

const ROWS = Number(process.env.BENCH_STATS_ROWS ?? 100_000);
const RUNS = Number(process.env.BENCH_STATS_RUNS ?? 10);

const COLUMNS: DatasetColumn[] = [
  { name: "date_", label: "Date", type: "date", unit: null, role: "date" },
  { name: "player", label: "Player", type: "text", unit: null, role: "player" },
  { name: "pos", label: "Pos", type: "text", unit: null, role: "position" },
  { name: "min_", label: "MIN", type: "minutes", unit: "min", role: "minutes" },
  { name: "pts", label: "PTS", type: "integer", unit: null, role: "metric" },
  { name: "reb", label: "REB", type: "integer", unit: null, role: "metric" },
  { name: "ast", label: "AST", type: "integer", unit: null, role: "metric" },
];

/** A league's game logs: 400 players × 250 games = 100k rows, deterministic. */
function syntheticRows(n: number): Record<string, StatValue>[] {
  let seed = 7;
  const rand = () => ((seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648);
  const players = 400;
  return Array.from({ length: n }, (_, i) => {
    const p = i % players;
    const game = Math.floor(i / players);
    const day = new Date(Date.UTC(2025, 9, 1) + game * 86_400_000).toISOString().slice(0, 10);
    return { date_: day, player: `Player ${String(p).padStart(3, "0")}`, pos: ["G", "F", "C"][p % 3], min_: Math.round((18 + rand() * 20) * 100) / 100, pts: Math.floor(rand() * 35), reb: Math.floor(rand() * 14), ast: Math.floor(rand() * 11) };
  });
}

async function timed<T>(fn: () => Promise<T>): Promise<[number, T]> {
  const t = process.hrtime.bigint();
  const out = await fn();
  return [elapsedMs(t), out];
}

export async function runStatsBench(options: BenchOptions, dir: string): Promise<string> {
  const loadStart = loadAverage();
  const db = await openBenchDatabase({ driver: "pglite", storage: "memory" }, options.keep);
  try {
    // 1. Sandbox start (the process-wide template is made by the first start, reported apart).
    const [templateMs, first] = await timed(() => acquireSandbox());
    await first.dispose();
    await drainSandboxPool();
    const starts: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const [ms, s] = await timed(() => acquireSandbox());
      starts.push(ms);
      await s.dispose();
      await drainSandboxPool();
    }
    benchLog(`stats: sandbox start p50 ${summarise(starts).p50} ms`);

    // 2. Loading 100k rows, and 3. a 4-step analysis over them (the comparison template).
    const rows = syntheticRows(ROWS);
    const loaded: LoadedDataset[] = [{ id: "bench", name: "league-game-logs", columns: COLUMNS, rows }];
    const schema = buildSandboxSchema(loaded);
    const players = [{ key: "player 001", name: "Player 001" }, { key: "player 002", name: "Player 002" }];
    const plan = planWithRules({ question: "Compare Player 001 and Player 002 over the last 10 games", schema, players, latestDate: null });
    if (!plan.template) throw new Error("bench question not planned");
    const template = plan.template;
    const loads: number[] = [];
    const analyses: number[] = [];
    for (let i = 0; i < Math.max(3, Math.ceil(RUNS / 2)); i++) {
      const sandbox = await acquireSandbox();
      const [loadMs] = await timed(() => sandbox.load(schema.tables, schema.views));
      loads.push(loadMs);
      for (let j = 0; j < 2; j++) {
        const [ms, run] = await timed(() => executeSteps({ planned: { goal: template.goal, steps: template.steps.map(({ title, type }) => ({ title, type })) }, writer: async ({ index }) => template.steps[index].sql, sandbox, tables: schema.tableNames }));
        if (run.failed) throw new Error(run.failed);
        analyses.push(ms);
      }
      await sandbox.dispose();
    }
    benchLog(`stats: load ${summarise(loads).p50} ms, 4-step analysis ${summarise(analyses).p50} ms over ${ROWS} rows`);

    // 4. The goal: question → cell on the rules engine, samples in the app database, warm pool between questions.
    await loadSampleDocuments(db.ownerId);
    const questions = ["Compare Brooks and Kessler over the last 5 games", "Brooks's rolling 3-game scoring", "Top 3 centers by rebounds per 36 minutes", "Who improved most in points between February and March?", "Best value for money by points"];
    const goals: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      for (const question of questions) {
        await sandboxPoolReady();
        const [ms, cell] = await timed(() => analyseQuestion({ ownerId: db.ownerId, question }));
        if (cell.status !== "answered") throw new Error(`not answered: ${question}`);
        goals.push(ms);
      }
    }
    // The same at 100k rows in the app database (read, load, run).
    const [doc] = await (await getDb()).insert(documents).values({ ownerId: db.ownerId, filename: "league.csv", kind: "csv", mimeType: "text/csv", sizeBytes: 1, contentHash: "bench-league" }).returning({ id: documents.id });
    await insertDataset({ ownerId: db.ownerId, documentId: doc.id, name: "league-game-logs", columns: COLUMNS, players: [], rows });
    const league = (await listDatasets({ ownerId: db.ownerId })).find((d) => d.name === "league-game-logs")!;
    const bigGoals: number[] = [];
    for (let i = 0; i < Math.max(3, Math.ceil(RUNS / 2)); i++) {
      await sandboxPoolReady();
      const [ms, cell] = await timed(() => analyseQuestion({ ownerId: db.ownerId, question: "Top 10 centers by points per 36 minutes", datasetIds: [league.id] }));
      if (cell.status !== "answered") throw new Error("100k goal not answered");
      bigGoals.push(ms);
    }
    await drainSandboxPool();

    const result = {
      engine: "rules",
      database: "PGlite (in memory) for the app; one PGlite per analysis in a worker thread for the sandbox",
      rows: ROWS,
      templateMs: Math.round(templateMs),
      sandboxStart: summarise(starts),
      load100k: summarise(loads),
      analysis4Steps: summarise(analyses),
      goalSamples: summarise(goals),
      goal100k: summarise(bigGoals),
      machine: machineInfo(loadStart),
    };
    fs.writeFileSync(path.join(dir, "stats.json"), JSON.stringify(result, null, 2));
    const row = (name: string, s: Summary, target = "") => `| ${name} | ${s.p50} | ${s.p95} | ${s.n} | ${target} |`;
    const md = [
      "# Stats lab bench",
      "",
      `${new Date().toISOString()}. Rules engine; ${result.database}. ${describeMachine(result.machine)}`,
      "",
      "| Measure (ms) | p50 | p95 | n | target |",
      "|---|---|---|---|---|",
      `| First sandbox of the process (compiles PGlite, makes the template) | ${result.templateMs} | | 1 | |`,
      row("Sandbox start (worker + PGlite from the template)", result.sandboxStart),
      row(`Load ${ROWS.toLocaleString("en")} rows (typed table + games view + role)`, result.load100k),
      row(`4-step analysis over ${ROWS.toLocaleString("en")} rows (validate + run each step)`, result.analysis4Steps),
      row("Goal: question → cell on the sample game logs (warm pool)", result.goalSamples, "p95 ≤ 1000"),
      row(`Goal at ${ROWS.toLocaleString("en")} rows (app DB read + load + run + chart)`, result.goal100k),
      "",
      "Without a warm sandbox a question also waits for one sandbox start (row 2).",
      "",
    ].join("\n");
    fs.writeFileSync(path.join(dir, "stats.md"), md);
    return md;
  } finally {
    await db.close();
  }
}
