// npm run eval:stats — the stats lab's question set (eval/stats/questions.ts) over the sample game logs,
// on the rules engine and a fresh PGlite. An answer counts as exact when the cell's table holds the
// expected number for the expected player; "can't answer" is a cell that says so with no table; anything
// else is wrong. Writes eval/results-stats.md. Exits 1 below 90 % exact or with any wrong answer.
import "../env";
import fs from "node:fs";
import { openEvalDatabase } from "../lib/drive";
import { loadSampleDocuments } from "@/lib/documents/samples";
import { analyseQuestion } from "@/lib/stats/analyze";
import { drainSandboxPool } from "@/lib/stats/sandbox";
import { buildQuestions, type EvalQuestion, type Expected } from "./questions";
import { loadGames, Reference } from "./reference";

type Outcome = "exact" | "cannot" | "wrong";

function judge(expected: Expected, cell: Awaited<ReturnType<typeof analyseQuestion>>): { outcome: Outcome; got: string } {
  const rows = cell.table?.rows ?? [];
  const cols = cell.table?.columns ?? [];
  if (cell.status !== "answered") return { outcome: expected === "cannot" ? "exact" : "cannot", got: cell.status };
  if (expected === "cannot") return { outcome: "wrong", got: `answered: ${cell.narrative}` };
  // Rows are keyed by player, or by their first column (a what-if's "actual" / "what-if").
  const p = cols.includes("player") ? cols.indexOf("player") : 0;
  const c = cols.indexOf(expected.column);
  const row = rows.find((r) => r[p] === expected.player);
  const got = row && c >= 0 ? row[c] : null;
  return { outcome: got === expected.value ? "exact" : "wrong", got: `${row?.[p] ?? "?"} ${expected.column}=${got}` };
}

async function main() {
  const db = await openEvalDatabase();
  const started = performance.now();
  try {
    await loadSampleDocuments(db.ownerId);
    const questions = buildQuestions(new Reference(loadGames()));
    const results: (EvalQuestion & { outcome: Outcome; got: string })[] = [];
    const times: number[] = [];
    for (const q of questions) {
      const t = performance.now();
      const cell = await analyseQuestion({ ownerId: db.ownerId, question: q.question });
      times.push(performance.now() - t);
      const verdict = judge(q.expected, cell);
      results.push({ ...q, ...verdict });
      process.stderr.write(`[eval:stats] ${verdict.outcome.padEnd(6)} ${q.question} → ${verdict.got}\n`);
    }
    const count = (o: Outcome) => results.filter((r) => r.outcome === o).length;
    const exact = count("exact");
    const pct = Math.round((1000 * exact) / results.length) / 10;
    const sorted = [...times].sort((a, b) => a - b);
    const p = (k: number) => Math.round(sorted[Math.min(sorted.length - 1, Math.floor(k * sorted.length))]);
    const lines = [
      "# Stats lab eval (`npm run eval:stats`)",
      "",
      `Run ${new Date().toISOString()}: rules engine, PGlite (in-process app database; one throwaway PGlite sandbox per analysis), ${results.length} questions over the sample game logs. Expected numbers are computed from the CSVs in TypeScript (eval/stats/reference.ts), independently of the SQL.`,
      "",
      "| Measure | Result | Target |",
      "|---|---|---|",
      `| Exact answers (incl. correct "can't answer" for out-of-scope questions) | ${exact} / ${results.length} (${pct} %) | ≥ 90 % |`,
      `| Said "can't answer" where a number was expected | ${count("cannot")} | the rest |`,
      `| Wrong numbers | ${count("wrong")} | 0 |`,
      `| Time per question p50 / p95 (incl. sandbox start and load) | ${p(0.5)} ms / ${p(0.95)} ms | p95 ≤ 1000 ms |`,
      "",
      "| Question | Expected | Outcome | Got |",
      "|---|---|---|---|",
      ...results.map((r) => `| ${r.question} | ${r.expected === "cannot" ? "can't answer" : `${r.expected.player}: ${r.expected.column} = ${r.expected.value}`} | ${r.outcome} | ${r.got.replace(/\|/g, "\\|").slice(0, 120)} |`),
      "",
    ];
    fs.writeFileSync("eval/results-stats.md", lines.join("\n"));
    console.log(`stats eval: ${exact}/${results.length} exact (${pct} %), ${count("cannot")} can't answer, ${count("wrong")} wrong; p50 ${p(0.5)} ms, p95 ${p(0.95)} ms; ${Math.round((performance.now() - started) / 1000)} s`);
    process.exitCode = pct >= 90 && count("wrong") === 0 ? 0 : 1;
  } finally {
    await drainSandboxPool();
    await db.close();
  }
}

void main();
