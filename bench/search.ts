// The search bench: ingestion throughput and search latency/agreement at growing corpus sizes, on PGlite
// and (with BENCH_DATABASE_URL) PostgreSQL. Writes search.{json,md}.
import fs from "node:fs";
import path from "node:path";
import { createCorpus, type CorpusFile } from "./corpus";
import { analyze, directorySize, openBenchDatabase, otherOwnersChunks, ownerChunks, relationBytes, type BenchTarget } from "./database";
import { ingest, plannedChunks, type IngestPath } from "./ingest-corpus";
import { benchLog, loadAverage, machineInfo } from "./machine";
import { measureSearch } from "./measure-search";
import type { BenchOptions } from "./options";
import { createQueries, type BenchQuery } from "./queries";
import { mainTable, renderMarkdown, type BenchReport, type DatabaseResult, type StageResult } from "./report";
import { round } from "./stats";

const log = benchLog;
const rssMb = () => process.memoryUsage().rss / 1024 / 1024;

/** In auto mode a stage uses ingestFiles unless the last measured ingestFiles rate says it would exceed the budget. */
function choosePath(options: BenchOptions, chunksToAdd: number, filesRate: number | undefined, notes: string[], label: string): IngestPath {
  if (options.ingest === "files") return "ingestFiles";
  if (options.ingest === "direct") return "insertDocumentWithChunks";
  if (filesRate === undefined) return "ingestFiles";
  const projected = chunksToAdd / filesRate;
  if (projected <= options.ingestBudgetSeconds) return "ingestFiles";
  notes.push(
    `${label}: ingestFiles was projected at ${projected.toFixed(0)} s for ${chunksToAdd.toLocaleString("en")} more chunks (> ${options.ingestBudgetSeconds} s budget at ${filesRate.toFixed(0)} chunks/s), so that stage was loaded with insertDocumentWithChunks (same extract/chunk code, same transaction per document, no duplicate lookup).`,
  );
  return "insertDocumentWithChunks";
}

async function benchDatabase(target: BenchTarget, options: BenchOptions, queries: BenchQuery[], notes: string[]): Promise<DatabaseResult> {
  const corpus = createCorpus(options.seed);
  const db = await openBenchDatabase(target, options.keep);
  const label = db.driver === "pglite" ? "PGlite" : "PostgreSQL";
  log(`${label}: opened ${db.location}`);
  const stages: StageResult[] = [];
  let nextDocument = 0;
  let documents = 0;
  let chunks = 0;
  let filesRate: number | undefined;
  try {
    const others = await otherOwnersChunks(db.ownerId);
    for (const target of options.sizes) {
      // Generate this stage's documents before the clock starts; the chunker decides where the stage ends.
      const files: CorpusFile[] = [];
      let planned = chunks;
      while (planned < target) {
        const file = corpus.document(nextDocument++);
        files.push(file);
        planned += plannedChunks(file);
      }
      const ingestPath = choosePath(options, planned - chunks, filesRate, notes, `${label} ${target.toLocaleString("en")}`);
      log(`${label}: ingesting ${files.length} documents (${planned - chunks} chunks) via ${ingestPath}`);
      const added = files.length ? await ingest(ingestPath, db.ownerId, files) : { documents: 0, chunks: 0, ms: 0 };
      documents += added.documents;
      chunks += added.chunks;
      const chunksPerSec = added.ms ? (added.chunks / added.ms) * 1000 : Number.NaN;
      if (ingestPath === "ingestFiles" && added.chunks) filesRate = chunksPerSec;
      log(`${label}: ${chunks} chunks; ${chunksPerSec.toFixed(0)} chunks/s`);

      const analyzeStart = performance.now();
      await analyze();
      const analyzeMs = performance.now() - analyzeStart;

      const indexed = await ownerChunks(db.ownerId);
      if (indexed.length !== chunks) throw new Error(`expected ${chunks} chunks in the database, found ${indexed.length}`);
      log(`${label}: measuring ${queries.length} queries × ${options.rounds} rounds`);
      const search = await measureSearch({ ownerId: db.ownerId, queries, rounds: options.rounds, chunks: indexed, stemmer: options.stemmer });
      log(`${label}: searchChunks p50 ${search.searchChunks.latency.p50} ms, p95 ${search.searchChunks.latency.p95} ms; overlap@10 ${search.overlapAt10}`);
      stages.push({
        targetChunks: target,
        documents,
        chunks,
        ingest: {
          path: ingestPath,
          documents: added.documents,
          chunks: added.chunks,
          seconds: round(added.ms / 1000, 2),
          docsPerSec: round(added.ms ? (added.documents / added.ms) * 1000 : Number.NaN, 1),
          chunksPerSec: round(chunksPerSec, 0),
        },
        analyzeMs: round(analyzeMs, 0),
        tableBytes: await relationBytes(),
        dataDirBytes: db.dataDir ? directorySize(db.dataDir) : undefined,
        search,
        rssMb: round(rssMb(), 0),
      });
    }
    const storage = db.driver === "postgres" ? "server" : db.dataDir ? "file-backed temp dir, deleted afterwards" : "in memory";
    return { driver: db.driver, location: db.location, storage, otherOwnersChunks: others, stages };
  } finally {
    await db.close();
  }
}

/** Runs the search bench on each database, writes search.{json,md} to `dir` and returns the table to print. */
export async function runSearchBench(options: BenchOptions, dir: string): Promise<string> {
  const started = performance.now();
  // The load average says whether other work shared the machine during the run (latencies are sensitive to it).
  const loadAtStart = loadAverage();
  const corpus = createCorpus(options.seed);
  const queries = createQueries(corpus.featured, options.queries, options.seed);
  const queryKinds: Record<string, number> = {};
  for (const q of queries) queryKinds[q.kind] = (queryKinds[q.kind] ?? 0) + 1;
  const notes: string[] = [];

  const databases: DatabaseResult[] = [];
  if (options.only !== "postgres") databases.push(await benchDatabase({ driver: "pglite", storage: options.pglite }, options, queries, notes));
  if (options.only === "pglite") databases.push({ driver: "postgres", skipped: "PostgreSQL: skipped (BENCH_ONLY=pglite)" });
  else if (options.databaseUrl) databases.push(await benchDatabase({ driver: "postgres", url: options.databaseUrl }, options, queries, notes));
  else databases.push({ driver: "postgres", skipped: "PostgreSQL: skipped (set BENCH_DATABASE_URL)" });

  notes.push(
    "Ingest: the real `ingestFiles()` path (hash lookup, extract, chunk, one transaction per document) in batches of UPLOAD_MAX_FILES, unless a row says insertDocumentWithChunks. Corpus generation and ANALYZE (run after each stage, as autovacuum would; PGlite has none) are outside the timed section.",
    `Tokenisation differs: PostgreSQL uses to_tsvector('english') (its own parser, Snowball English stemmer, english.stop). MiniSearch uses its default tokenizer with processTerm = ${options.stemmer === "porter" ? "lowercase + PostgreSQL's english stop words + a Porter (1980) stemmer written for the bench (bench/porter-stemmer.ts; nothing installed)" : "lowercase only"}.`,
    "Scoring differs too: MiniSearch is BM25+ (k=1.2, b=0.7, δ=0.5) over every match and multiplies by the number of matched query terms; searchChunks is Okapi BM25 (k1=1.2, b=0.75) with document frequencies from owner_terms, over the chunks containing the query's rarest terms (up to 3,000) or, for all-common-word queries, the top 300 by ts_rank; trigram word_similarity fills short queries with fewer than 10 BM25 hits or a capitalised query with a word the corpus does not contain. Ties (templated text) are broken differently, which lowers overlap@1.",
    "MiniSearch is built from the chunks read back from the database, a fresh index at each size; its latency is in-process with no I/O.",
    "Peak RSS is the bench process, which includes PGlite's in-process WASM heap and the MiniSearch index, not the PostgreSQL server.",
  );

  const report: BenchReport = {
    generatedAt: new Date().toISOString(),
    machine: machineInfo(loadAtStart),
    options: { sizes: options.sizes, queries: queries.length, rounds: options.rounds, seed: options.seed, stemmer: options.stemmer, ingest: options.ingest },
    queryKinds,
    databases,
    notes,
    peakRssMb: round(process.resourceUsage().maxRSS / 1024, 0),
    totalSeconds: round((performance.now() - started) / 1000, 1),
  };

  fs.writeFileSync(path.join(dir, "search.json"), JSON.stringify(report, null, 2) + "\n");
  fs.writeFileSync(path.join(dir, "search.md"), renderMarkdown(report));
  log(`wrote ${path.relative(process.cwd(), dir)}/search.{json,md}`);
  return [mainTable(report), ...databases.flatMap((d) => ("skipped" in d ? [d.skipped] : []))].join("\n\n");
}
