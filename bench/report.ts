// Result shapes and the Markdown rendering of bench/results/search.json.
import type { IngestPath } from "./ingest-corpus";
import type { MachineInfo } from "./machine";
import type { SearchMeasurement } from "./measure-search";
import type { QueryKind } from "./queries";

export type StageResult = {
  targetChunks: number;
  documents: number;
  chunks: number;
  /** This stage's increment only (the corpus grows from the previous stage). */
  ingest: { path: IngestPath; documents: number; chunks: number; seconds: number; docsPerSec: number; chunksPerSec: number };
  analyzeMs: number;
  /** documents + document_chunks, with indexes and TOAST. */
  tableBytes: number;
  dataDirBytes?: number;
  search: SearchMeasurement;
  rssMb: number;
};

export type DatabaseResult =
  | { driver: "pglite" | "postgres"; location: string; storage: string; otherOwnersChunks: number; stages: StageResult[] }
  | { driver: "postgres"; skipped: string };

export type BenchReport = {
  generatedAt: string;
  machine: MachineInfo;
  options: { sizes: number[]; queries: number; rounds: number; seed: number; stemmer: string; ingest: string };
  queryKinds: Record<string, number>;
  databases: DatabaseResult[];
  notes: string[];
  peakRssMb: number;
  totalSeconds: number;
};

const KINDS: QueryKind[] = ["name", "name+strengths", "name+physical", "name+shooting", "misspelt", "generic"];
const fmt = (n: number, digits = 1) => (Number.isFinite(n) ? n.toFixed(digits) : "–");
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
const dbName = (d: { driver: string }) => (d.driver === "pglite" ? "PGlite" : "PostgreSQL");

function table(header: string[], rows: string[][]): string {
  return [`| ${header.join(" | ")} |`, `|${header.map(() => "---").join("|")}|`, ...rows.map((r) => `| ${r.join(" | ")} |`)].join("\n");
}

/** The headline table, also printed to stdout. */
export function mainTable(report: BenchReport): string {
  const rows: string[][] = [];
  for (const d of report.databases) {
    if ("skipped" in d) continue;
    for (const s of d.stages) {
      rows.push([
        dbName(d),
        s.chunks.toLocaleString("en"),
        s.documents.toLocaleString("en"),
        s.ingest.path,
        fmt(s.ingest.docsPerSec),
        fmt(s.ingest.chunksPerSec, 0),
        `${fmt(s.search.searchChunks.latency.p50)} / ${fmt(s.search.searchChunks.latency.p95)}`,
        fmt(s.search.minisearch.buildMs / 1000, 2),
        `${fmt(s.search.minisearch.latency.p50, 2)} / ${fmt(s.search.minisearch.latency.p95, 2)}`,
        fmt(s.search.overlapAt10, 2),
        fmt(s.search.overlapAt1, 2),
      ]);
    }
  }
  return table(
    ["DB", "chunks", "docs", "ingest path", "docs/s", "chunks/s", "searchChunks p50 / p95 ms", "MiniSearch build s", "MiniSearch p50 / p95 ms", "overlap@10", "overlap@1"],
    rows,
  );
}

export function renderMarkdown(report: BenchReport): string {
  const m = report.machine;
  const o = report.options;
  const out: string[] = [
    "# Search benchmark",
    "",
    `Generated ${report.generatedAt} by \`npm run bench\` in ${fmt(report.totalSeconds / 60)} min. Machine: ${m.cpus} × ${m.cpuModel}, ${fmt(m.memoryGb)} GB RAM, Node ${m.node} (${m.platform}). Peak RSS of the bench process: ${fmt(report.peakRssMb, 0)} MB.${m.loadAvg1m ? ` 1-minute load average ${fmt(m.loadAvg1m.start, 2)} at start, ${fmt(m.loadAvg1m.end, 2)} at end.` : ""}`,
    "",
    `Corpus: synthetic scouting notes and game reports (seed ${o.seed}), grown in stages to ${o.sizes.map((s) => s.toLocaleString("en")).join(" → ")} chunks. Queries: ${o.queries} (${Object.entries(report.queryKinds).map(([k, n]) => `${n} ${k}`).join(", ")}), one warm-up pass then ${o.rounds} timed passes each; \`searchChunks({ ownerId, query, limit: 10 })\`.`,
    "",
    mainTable(report),
    "",
    "docs/s and chunks/s are for each stage's increment (the corpus grows from the previous stage). overlap@10 = mean |A∩B|/10 of the two engines' top-10 chunk ids; overlap@1 = share of queries with the same top chunk.",
    "",
  ];
  for (const d of report.databases) {
    if ("skipped" in d) {
      out.push(`- ${d.skipped}`);
      continue;
    }
    const sizes = d.stages.map((s) => `${s.chunks.toLocaleString("en")} chunks: tables ${mb(s.tableBytes)}${s.dataDirBytes !== undefined ? `, data dir ${mb(s.dataDirBytes)}` : ""}`);
    // PostgreSQL keeps the file space of rows deleted by earlier runs (VACUUM reuses it but does not return it).
    const caveat = d.driver === "postgres" ? " Sizes are whole tables, including space left by earlier runs." : "";
    out.push(`- ${dbName(d)} (${d.storage}, ${d.location}): ${sizes.join("; ")}.${caveat}${d.otherOwnersChunks ? ` ${d.otherOwnersChunks} chunks of other owners were present.` : ""}`);
  }
  out.push("", "## searchChunks latency by query kind (p50 / p95 ms)", "");
  const kindRows: string[][] = [];
  const overlapRows: string[][] = [];
  const qualityRows: string[][] = [];
  for (const d of report.databases) {
    if ("skipped" in d) continue;
    for (const s of d.stages) {
      kindRows.push([dbName(d), s.chunks.toLocaleString("en"), ...KINDS.map((k) => {
        const l = s.search.searchChunks.byKind[k];
        return l ? `${fmt(l.p50)} / ${fmt(l.p95)}` : "–";
      })]);
      overlapRows.push([dbName(d), s.chunks.toLocaleString("en"), ...KINDS.map((k) => fmt(s.search.overlapAt10ByKind[k] ?? Number.NaN, 2))]);
      for (const [engine, q] of [["searchChunks", s.search.searchChunks.quality], ["MiniSearch", s.search.minisearch.quality]] as const) {
        qualityRows.push([dbName(d), s.chunks.toLocaleString("en"), engine, fmt(q.nameAt1, 2), fmt(q.nameAt10, 2), fmt(q.misspeltNameAt10, 2)]);
      }
    }
  }
  out.push(table(["DB", "chunks", ...KINDS], kindRows));
  out.push("", "## overlap@10 with MiniSearch by query kind", "", table(["DB", "chunks", ...KINDS], overlapRows));
  out.push(
    "",
    "## Does the player come back? (player queries)",
    "",
    "Share of player queries whose top hit / top 10 contains the player's full, correctly spelt name (a strict proxy: many chunks about a player use only the surname).",
    "",
    table(["DB", "chunks", "engine", "name@1", "name@10", "misspelt name@10"], qualityRows),
    "",
    "## Notes",
    "",
    ...report.notes.map((n) => `- ${n}`),
    "",
  );
  return out.join("\n");
}
