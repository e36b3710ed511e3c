// The workflow bench: end-to-end runs with and without edits at each corpus size, time to first event,
// and concurrent users, on PGlite and (with BENCH_DATABASE_URL) PostgreSQL. Writes workflow.{json,md}.
import fs from "node:fs";
import path from "node:path";
import { env } from "@/lib/env";
import { engineName } from "@/lib/ai/models";
import { createCorpus, type Corpus } from "../corpus";
import { analyze, openBenchDatabase, type BenchDatabase, type BenchTarget } from "../database";
import { benchLog, loadAverage, machineInfo } from "../machine";
import type { BenchOptions, WorkflowOptions } from "../options";
import { round } from "../stats";
import { loadCorpus, targetPlayers } from "./corpora";
import { measureLoad } from "./load";
import { printedTables, renderMarkdown, type SizeResult, type WorkflowDatabaseResult, type WorkflowReport } from "./report";
import { measureScenarios } from "./scenarios";

async function measureSizes(db: BenchDatabase, corpus: Corpus, o: WorkflowOptions, label: string): Promise<SizeResult[]> {
  const results: SizeResult[] = [];
  for (const [i, documents] of o.sizes.entries()) {
    // The first owner already exists; each further size gets a fresh one.
    const ownerId = i === 0 ? db.ownerId : await db.addOwner(`Bench ${documents} docs`);
    benchLog(`${label}: ingesting ${documents} documents for one owner`);
    const info = await loadCorpus(ownerId, corpus, documents);
    await analyze();
    benchLog(`${label} ${documents} docs: ${info.chunks} chunks in ${info.ingestSeconds} s; ${o.runs} runs × 3 scenarios`);
    const measured = await measureScenarios({ ownerId, label: `${label} ${documents} docs`, targets: targetPlayers(corpus, documents), runs: o.runs });
    const { sessionEventMs, firstStepMs } = measured.all.timings;
    results.push({ corpus: info, scenarios: measured.scenarios, firstEvents: { sessionEventMs, firstStepMs } });
  }
  return results;
}

async function benchDatabase(target: BenchTarget, options: BenchOptions): Promise<WorkflowDatabaseResult> {
  const o = options.workflow;
  const corpus = createCorpus(options.seed);
  const db = await openBenchDatabase(target, options.keep);
  const label = db.driver === "pglite" ? "PGlite" : "PostgreSQL";
  benchLog(`${label}: opened ${db.location} (workflow)`);
  try {
    const sizes = await measureSizes(db, corpus, o, label);

    benchLog(`${label}: ingesting ${o.usersDocuments} documents for each of ${o.users} users`);
    const owners: string[] = [];
    let chunksPerUser = 0;
    const ingestStart = performance.now();
    for (let u = 0; u < o.users; u++) {
      owners.push(await db.addOwner(`Bench load user ${u + 1}`));
      chunksPerUser = (await loadCorpus(owners[u], corpus, o.usersDocuments)).chunks;
    }
    const ingestSeconds = round((performance.now() - ingestStart) / 1000, 1);
    await analyze();
    benchLog(`${label}: ${o.users} users for ${o.seconds} s`);
    const load = await measureLoad({ owners, documentsPerUser: o.usersDocuments, targets: targetPlayers(corpus, o.usersDocuments), seconds: o.seconds });
    benchLog(`${label} load: ${load.completed} runs in ${load.elapsedSeconds} s (${load.runsPerSec}/s), ${load.attempted - load.completed} failed`);
    const storage = db.driver === "postgres" ? "server" : db.dataDir ? "file-backed temp dir, deleted afterwards" : "in memory";
    return { driver: db.driver, location: db.location, storage, sizes, load: { ...load, ingestSeconds, chunksPerUser } };
  } finally {
    await db.close();
  }
}

/** Runs the workflow bench on each database, writes workflow.{json,md} to `dir` and returns the tables to print. */
export async function runWorkflowBench(options: BenchOptions, dir: string): Promise<string> {
  const started = performance.now();
  const loadAtStart = loadAverage();
  const o = options.workflow;
  const databases: WorkflowDatabaseResult[] = [];
  if (options.only !== "postgres") databases.push(await benchDatabase({ driver: "pglite", storage: options.pglite }, options));
  else databases.push({ driver: "pglite", skipped: "PGlite: skipped (BENCH_ONLY=postgres)" });
  if (options.only === "pglite") databases.push({ driver: "postgres", skipped: "PostgreSQL: skipped (BENCH_ONLY=pglite)" });
  else if (options.databaseUrl) databases.push(await benchDatabase({ driver: "postgres", url: options.databaseUrl }, options));
  else databases.push({ driver: "postgres", skipped: "PostgreSQL: skipped (set BENCH_DATABASE_URL)" });

  const report: WorkflowReport = {
    generatedAt: new Date().toISOString(),
    machine: machineInfo(loadAtStart),
    settings: {
      engine: engineName(),
      maxConcurrentPerUser: env.SCOUTING_MAX_CONCURRENT,
      requestsPerHour: env.SCOUTING_REQUESTS_PER_HOUR,
      runsPerScenario: o.runs,
      sizes: o.sizes,
      users: o.users,
      documentsPerUser: o.usersDocuments,
      loadSeconds: o.seconds,
      seed: options.seed,
    },
    databases,
    notes: [
      "Model and embedding keys are cleared for the bench (bench/bench-env.ts), so the rules engine runs and searchChunks takes its BM25 + trigram path (no vector search).",
      "Single-user runs wait for the runner's detached work to finish (`settleRuns`), as the integration tests' ScriptedChat does, so they add no polling queries; the load test follows each session's events instead (`listEvents` on each event-bus wake-up, like the SSE route), which is also database work the runs compete with.",
      "Each load-test user has one run under way at a time, so the per-user concurrency limit (SCOUTING_MAX_CONCURRENT) never refuses a start; a 429 would have to come from the hourly quota.",
      "Time to first step is when the bench could read the `intake started` event, i.e. one `listEvents` after the bus announced it.",
      "Step times exclude what the runner does between steps (persisting events and step timings, LangGraph checkpoints), so they sum to less than the phase times.",
      "Everything shares one Node process: with PGlite, the database itself runs in that process (WASM, one connection, queries serialised); PostgreSQL gets a pool of 10 connections. The throwaway PostgreSQL server (scripts/pg-start.sh) runs with fsync=off on the same 2 cores.",
      "Runs per second is bounded by the rules engine and database work on this machine; with a model engine, model latency would dominate and the database path measured here would be a small part.",
    ],
    peakRssMb: round(process.resourceUsage().maxRSS / 1024, 0),
    totalSeconds: round((performance.now() - started) / 1000, 1),
  };
  fs.writeFileSync(path.join(dir, "workflow.json"), JSON.stringify(report, null, 2) + "\n");
  fs.writeFileSync(path.join(dir, "workflow.md"), renderMarkdown(report));
  benchLog(`wrote ${path.relative(process.cwd(), dir)}/workflow.{json,md}`);
  return printedTables(report);
}
