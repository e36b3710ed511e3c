// Result shapes and the Markdown rendering of bench/results/workflow.json.
import type { MachineInfo } from "../machine";
import { describeMachine } from "../machine";
import type { Summary } from "../stats";
import type { CorpusInfo } from "./corpora";
import type { LoadResult } from "./load";
import type { ScenarioResult } from "./scenarios";
import type { FailureCounts, RunsSummary } from "./summarise";

export type SizeResult = {
  corpus: CorpusInfo;
  scenarios: ScenarioResult[];
  /** Every timed run of the size: they all start the same way, so time to first event is pooled. */
  firstEvents: Pick<RunsSummary["timings"], "sessionEventMs" | "firstStepMs">;
};

export type WorkflowDatabaseResult =
  | { driver: "pglite" | "postgres"; location: string; storage: string; sizes: SizeResult[]; load: LoadResult & { ingestSeconds: number; chunksPerUser: number } }
  | { driver: "pglite" | "postgres"; skipped: string };

export type WorkflowReport = {
  generatedAt: string;
  machine: MachineInfo;
  settings: {
    engine: string;
    maxConcurrentPerUser: number;
    requestsPerHour: number;
    runsPerScenario: number;
    sizes: number[];
    users: number;
    documentsPerUser: number;
    loadSeconds: number;
    seed: number;
  };
  databases: WorkflowDatabaseResult[];
  notes: string[];
  peakRssMb: number;
  totalSeconds: number;
};

/** Seed 000 NFR-01 response-time targets; steps are compared per execution, E2E and the edit loop per run. */
export const NFR01 = [
  { label: "Query build", step: "queries", limitMs: 2_000 },
  { label: "Retrieval", step: "retrieval", limitMs: 5_000 },
  { label: "Extraction", step: "extraction", limitMs: 10_000 },
  { label: "Composition", step: "composition", limitMs: 15_000 },
  { label: "End to end", timing: "e2eMs", limitMs: 60_000 },
  { label: "Edit loop", timing: "editLoopMs", limitMs: 30_000 },
] as const;

const NODES = ["intake", "plan", "queries", "retrieval", "extraction", "composition", "preview", "write", "response"];
const fmt = (n: number | undefined, digits = 0) => (n !== undefined && Number.isFinite(n) ? n.toFixed(digits) : "–");
/** Milliseconds: whole numbers, with one decimal for fractions below 10 ms so small means don't read as 0. */
const ms = (n: number | undefined) => fmt(n, n !== undefined && !Number.isInteger(n) && Math.abs(n) < 10 ? 1 : 0);
const pair = (s: Summary | undefined) => (s ? `${ms(s.p50)} / ${ms(s.p95)}` : "–");
const dbName = (d: { driver: string }) => (d.driver === "pglite" ? "PGlite" : "PostgreSQL");
const ran = (d: WorkflowDatabaseResult): d is Exclude<WorkflowDatabaseResult, { skipped: string }> => !("skipped" in d);

function table(header: string[], rows: string[][]): string {
  return [`| ${header.join(" | ")} |`, `|${header.map(() => "---").join("|")}|`, ...rows.map((r) => `| ${r.join(" | ")} |`)].join("\n");
}

function errors(f: FailureCounts): string {
  return [f.run_error, f.exception + f.unexpected + f.timeout, f.rate_limited].join(" / ");
}

export function e2eTable(report: WorkflowReport): string {
  const rows = report.databases.filter(ran).flatMap((d) =>
    d.sizes.flatMap(({ corpus, scenarios }) =>
      scenarios.map((s) => [
        dbName(d),
        String(corpus.documents),
        s.scenario,
        `${s.completed}/${s.attempted}`,
        pair(s.timings.e2eMs),
        ms(s.timings.outsideStepsMs?.p50),
        pair(s.timings.editLoopMs),
        pair(s.timings.toPlanMs),
        pair(s.timings.planToPreviewMs),
        pair(s.timings.toFinalMs),
        errors(s.failures),
      ]),
    ),
  );
  return table(
    ["DB", "docs", "scenario", "ok", "E2E p50 / p95 ms", "outside steps p50", "edit loop p50 / p95", "request → plan gate", "plan ok → preview", "approve → final", "errors (run / other / 429)"],
    rows,
  );
}

export function firstEventTable(report: WorkflowReport): string {
  const rows = report.databases.filter(ran).flatMap((d) => [
    ...d.sizes.map(({ corpus, firstEvents: f }) => [dbName(d), `${corpus.documents} (1 user)`, pair(f.sessionEventMs), pair(f.firstStepMs)]),
    [dbName(d), `${d.load.documentsPerUser} (${d.load.users} users)`, pair(d.load.timings.sessionEventMs), pair(d.load.timings.firstStepMs)],
  ]);
  return table(["DB", "docs", "session event p50 / p95 ms", "first step event p50 / p95 ms"], rows);
}

export function loadTable(report: WorkflowReport): string {
  const rows = report.databases.filter(ran).map((d) => {
    const l = d.load;
    return [
      dbName(d),
      String(l.users),
      `${l.documentsPerUser} (${l.chunksPerUser} chunks)`,
      `${l.windowSeconds} / ${fmt(l.elapsedSeconds, 1)}`,
      `${l.completed}/${l.attempted}`,
      fmt(l.runsPerSec, 2),
      pair(l.timings.e2eMs),
      ms(l.timings.outsideStepsMs?.p50),
      pair(l.timings.firstStepMs),
      String(l.failures.run_error),
      String(l.failures.exception + l.failures.unexpected + l.failures.timeout),
      String(l.failures.rate_limited),
    ];
  });
  return table(["DB", "users", "docs per user", "window / elapsed s", "runs ok", "runs/s", "E2E p50 / p95 ms", "outside steps p50", "first step p50 / p95 ms", "run errors", "exceptions", "429s"], rows);
}

function stepRows(label: string[], s: RunsSummary): string[] {
  return [...label, ...NODES.map((n) => (s.steps[n] ? `${ms(s.steps[n].mean)}${s.stepsPerRun[n] > 1 ? ` ×${s.stepsPerRun[n]}` : ""}` : "–"))];
}

export function stepTable(report: WorkflowReport): string {
  const rows = report.databases.filter(ran).flatMap((d) => [
    ...d.sizes.flatMap(({ corpus, scenarios }) => scenarios.map((s) => stepRows([dbName(d), String(corpus.documents), s.scenario], s))),
    stepRows([dbName(d), String(d.load.documentsPerUser), `load, ${d.load.users} users`], d.load),
  ]);
  return table(["DB", "docs", "scenario", ...NODES], rows);
}

/** The worst single-user p95 per target and the p95 under load, next to the seed 000 limit. */
export function targetsTable(report: WorkflowReport): string {
  const dbs = report.databases.filter(ran);
  const rows = NFR01.map((t) => {
    const of = (s: RunsSummary) => ("step" in t ? s.steps[t.step] : s.timings[t.timing]);
    let worst: { p95: number; where: string } | undefined;
    for (const d of dbs) {
      for (const { corpus, scenarios } of d.sizes) {
        for (const s of scenarios) {
          const v = of(s);
          if (v && (!worst || v.p95 > worst.p95)) worst = { p95: v.p95, where: `${dbName(d)}, ${corpus.documents} docs, ${s.scenario}` };
        }
      }
    }
    const load = dbs.map((d) => `${dbName(d)} ${pair(of(d.load))}`).join("; ");
    const loadWorst = Math.max(...dbs.map((d) => of(d.load)?.p95 ?? Number.NEGATIVE_INFINITY));
    const within = (worst?.p95 ?? 0) < t.limitMs && (!Number.isFinite(loadWorst) || loadWorst < t.limitMs);
    return [t.label, `< ${t.limitMs / 1000} s`, worst ? `${ms(worst.p95)} ms (${worst.where})` : "–", load || "–", within ? "yes" : "**no**"];
  });
  return table(["NFR-01 target", "limit", "worst p95, 1 user", "under load p50 / p95 ms", "met"], rows);
}

export function printedTables(report: WorkflowReport): string {
  const skipped = report.databases.filter((d): d is Extract<WorkflowDatabaseResult, { skipped: string }> => "skipped" in d).map((d) => d.skipped);
  return [e2eTable(report), firstEventTable(report), loadTable(report), targetsTable(report), ...skipped].join("\n\n");
}

export function renderMarkdown(report: WorkflowReport): string {
  const s = report.settings;
  const corpora = report.databases.filter(ran).flatMap((d) => [
    ...d.sizes.map(({ corpus: c }) => [dbName(d), "1 user", String(c.documents), String(c.chunks), fmt(c.ingestSeconds, 1), `${c.targetsKnown}/${c.targets}`]),
    [dbName(d), `${d.load.users} users, each`, String(d.load.documentsPerUser), String(d.load.chunksPerUser), `${fmt(d.load.ingestSeconds, 1)} (all users)`, "–"],
  ]);
  const failures = report.databases.filter(ran).flatMap((d) => [
    ...d.sizes.flatMap(({ corpus, scenarios }) => scenarios.flatMap((x) => x.failureDetails.map((f) => `${dbName(d)} ${corpus.documents} docs ${x.scenario}: ${f}`))),
    ...d.load.failureDetails.map((f) => `${dbName(d)} load: ${f}`),
  ]);
  const where = report.databases.map((d) => (ran(d) ? `${dbName(d)} (${d.storage}, ${d.location})` : d.skipped));
  return [
    "# Workflow benchmark",
    "",
    `Generated ${report.generatedAt} by \`BENCH_ONLY=workflow npm run bench\` in ${fmt(report.totalSeconds / 60, 1)} min. ${describeMachine(report.machine)} Peak RSS of the bench process: ${fmt(report.peakRssMb)} MB.`,
    "",
    `The real workflow (\`startRun\` / \`resumeRun\` in lib/scouting/runner.ts, LangGraph with the PostgreSQL checkpointer) driven in-process with the **${s.engine} engine**, every gate answered at once. ${s.runsPerScenario} timed runs per scenario and corpus size (interleaved), after one untimed warm-up run of each scenario; corpora are the first N documents of the search bench's generator (seed ${s.seed}) uploaded with \`ingestFiles\`, one owner per size. SCOUTING_MAX_CONCURRENT = ${s.maxConcurrentPerUser} per user; SCOUTING_REQUESTS_PER_HOUR raised to ${s.requestsPerHour.toLocaleString("en")} so the quota does not stop the bench. Databases: ${where.join("; ")}.`,
    "",
    "## End-to-end runs, one user",
    "",
    "approve: plan approved, player approved. edit_wording / edit_content: plan approved, one edit at the player gate, then approved. E2E = startRun called → final_response readable; “outside steps” = E2E minus the steps' own durations (starting and resuming, persisting events, step timings and LangGraph checkpoints, reading events back). Edit loop = the edit sent → the next player_preview. Phases in p50 / p95 ms.",
    "",
    e2eTable(report),
    "",
    "## Time from request to first event",
    "",
    "From calling `startRun`: the session event is written inside it (so it is readable when startRun returns, as the HTTP response would be); the first step event is `intake started`, written by the detached run.",
    "",
    firstEventTable(report),
    "",
    `## ${s.users} concurrent users`,
    "",
    `Each user has its own owner with a ${s.documentsPerUser}-document corpus and runs full approve runs back to back, following its session's events as the SSE route does; new runs start only within the window, runs under way at its end finish and count. runs/s = completed runs / elapsed. Errors: runs that ended in an \`error\` event; exceptions (thrown, unexpected end, timeout); 429s (quota or concurrency refusals).`,
    "",
    loadTable(report),
    "",
    "## Against seed 000 NFR-01",
    "",
    targetsTable(report),
    "",
    "## Mean time per step (ms per execution; ×n = executions per run)",
    "",
    "From each run's `step_timings` (the node's own duration, without persisting its events or checkpoints).",
    "",
    stepTable(report),
    "",
    "## Corpora",
    "",
    table(["DB", "owner", "docs", "chunks", "ingest s", "target players among the owner's known people"], corpora),
    "",
    ...(failures.length ? ["## Failures (first of each kind)", "", ...failures.map((f) => `- ${f}`), ""] : []),
    "## Notes",
    "",
    ...report.notes.map((n) => `- ${n}`),
    "",
  ].join("\n");
}
