// The eval's outputs: the printed table, eval/results.md, and the per-variant detail files.
import fs from "node:fs";
import path from "node:path";
import type { Metrics } from "./score";

/** One half in one mode: what was loaded, the figures, and per-request / per-player details. */
export type VariantResult = {
  /** "dev-plain", "test-crowd2000", … (+ "-model" for the model engine). */
  variant: string;
  half: string;
  mode: string;
  engine: "rules" | "model";
  model: string | null;
  database: string;
  generatedAt: string;
  /** git HEAD the figures were measured on (with a note when lib/, eval/ or app/ had uncommitted changes). */
  code?: string | null;
  corpus: { documents: number; players: number; absentPlayers: number; requests: number; crowdNotes: number; chunks: number; uploadFailures: { filename: string; code: string; message: string }[] };
  seconds: { ingest: number; requests: number; players: number; total: number };
  metrics: Metrics;
  /** Mistakes found in the half's truth files (corpus.ts truthProblems); figures depending on them are off. */
  truthProblems?: string[];
  requests: unknown[];
  players: unknown[];
};

type Row = { key: string; label: string; digits?: number; kind?: "ratio" | "count" | "ms"; target?: { min?: number; max?: number } };

/** Issue 8 §2 targets (test half, plain and crowd, rules engine). */
export const ROWS: Row[] = [
  { key: "intent_accuracy", label: "Intent accuracy" },
  { key: "name_accuracy", label: "Name accuracy", target: { min: 0.97 } },
  { key: "sport_accuracy", label: "Sport accuracy", target: { min: 0.95 } },
  { key: "fields_precision", label: "Field precision (all four)", target: { min: 0.97 } },
  { key: "fields_recall", label: "Field recall (all four)", target: { min: 0.9 } },
  { key: "positions_precision", label: "  positions precision", target: { min: 0.97 } },
  { key: "positions_recall", label: "  positions recall", target: { min: 0.9 } },
  { key: "teams_precision", label: "  teams precision", target: { min: 0.97 } },
  { key: "teams_recall", label: "  teams recall", target: { min: 0.9 } },
  { key: "height_precision", label: "  height precision", target: { min: 0.97 } },
  { key: "height_recall", label: "  height recall", target: { min: 0.9 } },
  { key: "weight_precision", label: "  weight precision", target: { min: 0.97 } },
  { key: "weight_recall", label: "  weight recall", target: { min: 0.9 } },
  { key: "current_team_accuracy", label: "Current team flagged right" },
  { key: "strengths_recall", label: "Strengths recall", target: { min: 0.75 } },
  { key: "weaknesses_recall", label: "Weaknesses recall", target: { min: 0.75 } },
  { key: "traits_precision", label: "Strength/weakness precision" },
  { key: "wrong_player_values", label: "Values of the wrong player", kind: "count", target: { max: 0 } },
  { key: "absent_player_values", label: "Values for players in no document", kind: "count", target: { max: 0 } },
  { key: "citation_support", label: "Citation support", target: { min: 1 } },
  { key: "run_p50_ms", label: "Run time p50 (ms)", kind: "ms" },
  { key: "run_p95_ms", label: "Run time p95 (ms)", kind: "ms" },
  { key: "runs_incomplete", label: "Runs that missed the player gate", kind: "count" },
];

export function formatValue(v: number | null | undefined, kind: Row["kind"] = "ratio"): string {
  if (v === null || v === undefined || Number.isNaN(v)) return "–";
  if (kind === "ms") return String(Math.round(v));
  if (kind === "count") return String(v);
  return v.toFixed(3);
}

export function targetText(t: Row["target"]): string {
  if (!t) return "";
  if (t.min !== undefined) return t.min === 1 ? "100 %" : `≥ ${t.min}`;
  return t.max === 0 ? "0" : `≤ ${t.max}`;
}

export function meets(v: number | null | undefined, t: Row["target"]): boolean | null {
  if (!t || v === null || v === undefined) return null;
  if (t.min !== undefined && v < t.min - 1e-9) return false;
  if (t.max !== undefined && v > t.max + 1e-9) return false;
  return true;
}

const VARIANT_ORDER = (v: VariantResult) => `${v.engine === "rules" ? 0 : 1}-${v.mode === "plain" ? "0" : v.mode}-${v.half === "dev" ? 0 : v.half === "test" ? 1 : 2}-${v.half}`;

export function sortVariants(vs: VariantResult[]): VariantResult[] {
  return [...vs].sort((a, b) => VARIANT_ORDER(a).localeCompare(VARIANT_ORDER(b)));
}

function pad(cells: string[][]): string {
  const widths = cells[0].map((_, i) => Math.max(...cells.map((r) => r[i].length)));
  return cells.map((r) => r.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join("  ")).join("\n");
}

/** The table printed to stdout: metrics down, variants across, the issue's target last. */
export function printedTable(vs: VariantResult[]): string {
  const sorted = sortVariants(vs);
  const head = ["metric", ...sorted.map((v) => v.variant), "target"];
  const rows = ROWS.map((r) => [r.label, ...sorted.map((v) => formatValue(v.metrics[r.key], r.kind)), targetText(r.target)]);
  const sizes = ["documents", ...sorted.map((v) => `${v.corpus.documents}${v.corpus.crowdNotes ? `+${v.corpus.crowdNotes}` : ""}`), ""];
  const players = ["players / requests", ...sorted.map((v) => `${v.corpus.players} / ${v.corpus.requests}`), ""];
  return pad([head, ...rows, sizes, players]);
}

/** eval/results.md: every variant measured so far (from eval/results/*.json), with the targets, met or not. */
export function renderMarkdown(vs: VariantResult[]): string {
  const sorted = sortVariants(vs);
  const out: string[] = [];
  out.push("# Quality benchmark (`npm run eval`)");
  out.push("");
  out.push(
    "Generated by `npm run eval` (eval/run.ts). Each column is one corpus half in one mode, loaded into a fresh account on a fresh " +
      "PGlite database and run through the real workflow (lib/scouting/runner.ts). Targets are issue 8 §2's, for the test half on the " +
      "rules engine; a figure is marked ✓ (met) or ✗ (not met) where a target applies. Per-request and per-player details (what was " +
      "extracted, what was wrong, which report lines were unsupported) are in `eval/results/<variant>.json`.",
  );
  out.push("");
  out.push("| metric | target | " + sorted.map((v) => v.variant).join(" | ") + " |");
  out.push("|---|---|" + sorted.map(() => "---:").join("|") + "|");
  for (const r of ROWS) {
    const cells = sorted.map((v) => {
      const value = v.metrics[r.key];
      const ok = meets(value, r.target);
      return `${formatValue(value, r.kind)}${ok === null ? "" : ok ? " ✓" : " ✗"}`;
    });
    out.push(`| ${r.label.trim()} | ${targetText(r.target)} | ${cells.join(" | ")} |`);
  }
  out.push("");
  out.push("## Runs");
  out.push("");
  out.push("| variant | date | code | engine | database | documents | crowd notes | chunks | players (absent) | requests | upload failures | seconds (ingest / requests / players / total) |");
  out.push("|---|---|---|---|---|---:|---:|---:|---:|---:|---:|---|");
  for (const v of sorted) {
    const c = v.corpus;
    out.push(
      `| ${v.variant} | ${v.generatedAt.slice(0, 16).replace("T", " ")} UTC | ${v.code ?? "–"} | ${v.engine}${v.model ? ` (${v.model})` : ""} | ${v.database} | ${c.documents} | ${c.crowdNotes} | ${c.chunks} | ${c.players} (${c.absentPlayers}) | ${c.requests} | ${c.uploadFailures.length} | ${v.seconds.ingest} / ${v.seconds.requests} / ${v.seconds.players} / ${v.seconds.total} |`,
    );
  }
  out.push(...whyLines(sorted));
  const problems = sorted.filter((v) => v.truthProblems?.length);
  if (problems.length) {
    out.push("");
    out.push("## Problems found in the ground truth");
    out.push("");
    out.push("Figures that depend on these are off until the truth files are fixed.");
    out.push("");
    const seen = new Set<string>();
    for (const v of problems) for (const p of v.truthProblems ?? []) if (!seen.has(`${v.half}:${p}`)) seen.add(`${v.half}:${p}`), out.push(`- ${v.half}: ${p}`);
  }
  out.push("");
  out.push("## How each figure is computed");
  out.push("");
  out.push(
    [
      "- **Intent** over all requests; **name** and **sport** over the scouting requests (name: case-, space- and accent-insensitive, a generational suffix must match). Read from the event the run paused on (plan_proposal, clarification_request, assistant_message) and the run's state; the plan is then declined.",
      "- **Fields**: each target player's report run (“Generate a scouting report for <name>”, plan approved, a clarification answered with the truth name) is stopped at the player gate and its extraction compared with the truth: positions as sets of codes; teams by full name or an unambiguous short form (place or nickname) among the half's teams; height within ±1.5 cm, weight within ±1 kg. An extracted value not in the truth is a false positive, a truth value not extracted a false negative; for a player in no document every extracted value is a false positive.",
      "- **Strengths/weaknesses recall**: a truth trait is found when every content word (crudely stemmed) of one of its alternatives is in one extracted bullet of the same kind; precision counts bullets that match no truth trait of either kind.",
      "- **Values of the wrong player**: wrong values equal to another corpus or crowd player's value stated in a document the run retrieved (players with a truth file, people the truth files' traps describe, crowd players).",
      "- **Values for players in no document**: positions, teams, heights, weights and strength/weakness bullets reported for a name the truth marks absent (the eval answers the not-found question by going on, as a user may).",
      "- **Citation support**: cited report lines whose cited passages contain every height and weight (any notation, same tolerances), every other number, every known team (any spelling) and every position word the line states.",
      "- **Run time**: request → player_preview readable, per report run, on this machine (2 cores shared).",
    ].join("\n"),
  );
  out.push("");
  return out.join("\n");
}

type PlayerDetail = {
  name: string;
  wrongPlayer?: { field: string; value: string; belongsTo: string }[];
  citations?: { unsupported?: { text: string; values: string[] }[] };
  absent?: boolean;
  extracted?: { positions: string[]; teams: { name: string }[]; heightCm: number | null; weightKg: number | null; strengths: string[]; weaknesses: string[] } | null;
};

/** The values of the wrong player, the inventions and the unsupported lines, per variant: why the figures are what they are. */
function whyLines(vs: VariantResult[]): string[] {
  const out: string[] = [];
  for (const v of vs) {
    const players = v.players as PlayerDetail[];
    const wrong = players.flatMap((p) => (p.wrongPlayer ?? []).map((w) => `${p.name}: ${w.field} ${w.value}, which is ${w.belongsTo}'s`));
    const invented = players
      .filter((p) => p.absent && p.extracted)
      .flatMap((p) => {
        const e = p.extracted!;
        const values = [...e.positions, ...e.teams.map((t) => t.name), ...(e.heightCm ? [`${e.heightCm} cm`] : []), ...(e.weightKg ? [`${e.weightKg} kg`] : []), ...e.strengths, ...e.weaknesses];
        return values.length ? [`${p.name} (in no document): ${values.join("; ")}`] : [];
      });
    const unsupported = players.flatMap((p) => (p.citations?.unsupported ?? []).map((u) => `${p.name}: “${u.text}” (not in the cited passages: ${u.values.join(", ")})`));
    if (!wrong.length && !invented.length && !unsupported.length) continue;
    out.push("", `## Why: ${v.variant}`, "");
    const list = (title: string, items: string[], max = 15) => {
      if (!items.length) return;
      out.push(`${title} (${items.length}):`, "", ...items.slice(0, max).map((i) => `- ${i}`));
      if (items.length > max) out.push(`- … ${items.length - max} more in eval/results/${v.variant}.json`);
      out.push("");
    };
    list("Values of the wrong player", wrong);
    list("Values for players in no document", invented);
    list("Cited lines their passages do not support", unsupported);
  }
  return out;
}

export function writeResults(outDir: string, results: VariantResult[]) {
  const dir = path.join(outDir, "results");
  fs.mkdirSync(dir, { recursive: true });
  for (const r of results) fs.writeFileSync(path.join(dir, `${r.variant}.json`), JSON.stringify(r, null, 2) + "\n");
  // results.md shows every variant on file, so a crowd run and a plain run end up side by side.
  const all = fs
    .readdirSync(dir)
    .filter((f) => f.endsWith(".json"))
    .map((f) => JSON.parse(fs.readFileSync(path.join(dir, f), "utf8")) as VariantResult)
    .filter((v) => v && v.metrics && v.variant);
  fs.writeFileSync(path.join(outDir, "results.md"), renderMarkdown(all));
}

export type Thresholds = { variant: string; min?: Record<string, number>; max?: Record<string, number> };

/** Figures below (or above) the CI thresholds, as readable lines; empty when all hold. */
export function checkThresholds(result: VariantResult, t: Thresholds): string[] {
  const failures: string[] = [];
  for (const [key, min] of Object.entries(t.min ?? {})) {
    const v = result.metrics[key];
    if (v === null || v === undefined || v < min - 1e-9) failures.push(`${key} = ${formatValue(v)} is below the threshold ${min}`);
  }
  for (const [key, max] of Object.entries(t.max ?? {})) {
    const v = result.metrics[key];
    if (v === null || v === undefined || v > max + 1e-9) failures.push(`${key} = ${formatValue(v, "count")} is above the threshold ${max}`);
  }
  return failures;
}
