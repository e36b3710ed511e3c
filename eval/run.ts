// npm run eval: the quality benchmark of issue 8. Loads each corpus half (and, with --crowd N, N more
// notes about namesakes) into a fresh account on a fresh PGlite, runs every request and every report
// through the real workflow, scores the result against the ground truth, prints one table and writes
// eval/results.md and eval/results/<variant>.json. `npm run eval:check` scores the test half and exits
// non-zero below eval/thresholds.json. Options: eval/lib/options.ts.
import "./env"; // first: lib/env.ts reads the environment once, at import
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { engineName } from "@/lib/ai/models";
import { env } from "@/lib/env";
import { loadHalf, POSITION_CODES, truthProblems, truthTeams, type Half, type PlayerTruth } from "./lib/corpus";
import { generateCrowd } from "./lib/crowd";
import { openEvalDatabase, runPlayer, runRequest, uploadAll, type UploadFile } from "./lib/drive";
import { OptionsError, parseOptions, USAGE, type EvalOptions } from "./lib/options";
import { renderHalf } from "./lib/render";
import { checkThresholds, printedTable, writeResults, type Thresholds, type VariantResult } from "./lib/report";
import {
  aggregate,
  scoreCitations,
  scoreFields,
  scoreRequest,
  scoreTraits,
  TeamMatcher,
  trapPeople,
  wrongPlayerValues,
  type OtherPlayer,
  type PlayerScore,
  type RequestScore,
} from "./lib/score";

const log = (msg: string) => process.stderr.write(`[eval] ${msg}\n`);
const seconds = (t: number) => Math.round((performance.now() - t) / 100) / 10;

/** The code measured: HEAD, and whether the work tree had changes (figures from uncommitted code say so). */
function codeVersion(): string | null {
  // A run from an exported copy (git archive, no .git) is told its commit by the caller.
  if (process.env.EVAL_CODE_VERSION) return process.env.EVAL_CODE_VERSION;
  try {
    const head = execFileSync("git", ["rev-parse", "--short", "HEAD"], { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }).trim();
    const dirty = execFileSync("git", ["status", "--porcelain", "--", "lib", "eval", "app"], { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }).trim();
    return dirty ? `${head} + uncommitted changes` : head;
  } catch {
    return null;
  }
}

function corpusOthers(players: PlayerTruth[]): OtherPlayer[] {
  return players
    .filter((p) => !p.absent)
    .map((p) => ({
      name: p.name,
      positions: p.positions,
      teams: [...(p.teams.current ? [p.teams.current] : []), ...p.teams.former],
      heightCm: p.height?.cm ?? null,
      weightKg: p.weight?.kg ?? null,
      documents: p.documents,
    }));
}

function readAliases(half: Half): Record<string, string> {
  const file = path.join(half.dir, "aliases.json");
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, "utf8")) as Record<string, string>) : {};
}

async function evaluateVariant(half: Half, o: EvalOptions): Promise<VariantResult> {
  const started = performance.now();
  const mode = o.crowd ? `crowd${o.crowd}` : "plain";
  const variant = `${half.name}-${mode}${o.engine === "model" ? "-model" : ""}`;
  const players = o.players ? half.players.filter((p) => o.players?.includes(p.id)) : half.players;
  const requests = o.players ? [] : half.requests;

  const files: UploadFile[] = await renderHalf(half.documents);
  const crowd = o.crowd ? generateCrowd({ n: o.crowd, players: half.players, teams: truthTeams(half.players), seed: o.seed ?? undefined }) : null;
  if (crowd) for (const n of crowd.notes) files.push({ filename: n.filename, bytes: new TextEncoder().encode(n.text) });

  const problems = truthProblems(half);
  for (const p of problems) log(`${half.name}: truth problem: ${p}`);

  const db = await openEvalDatabase();
  try {
    log(`${variant}: uploading ${half.documents.length} documents${crowd ? ` + ${crowd.notes.length} crowd notes` : ""}`);
    const tIngest = performance.now();
    const upload = await uploadAll(db.ownerId, files, (done) => {
      if (files.length > 200 && done % 200 === 0) log(`${variant}: ${done}/${files.length} uploaded`);
    });
    const ingestSeconds = seconds(tIngest);
    for (const f of upload.failures) log(`${variant}: upload failed: ${f.filename}: ${f.message}`);

    // Short team names count only as the documents use them (in crowd mode the notes are documents too).
    const usedIn = [...half.documents.map((d) => fs.readFileSync(d.source, "utf8")), ...(crowd?.notes.map((n) => n.text) ?? [])].join("\n");
    const teams = new TeamMatcher([...truthTeams(half.players), ...(crowd?.teams ?? [])], readAliases(half), usedIn);
    const known = half.players.map((p) => p.name);
    const fromTraps = half.players.flatMap((p) =>
      trapPeople({ traps: p.traps ?? [], sport: p.sport, codes: POSITION_CODES[p.sport] ?? [], documents: p.documents, teams, known }),
    );
    const others = [...corpusOthers(half.players), ...fromTraps, ...(crowd?.notes.flatMap((n) => n.states) ?? [])];

    log(`${variant}: ${requests.length} requests`);
    const tRequests = performance.now();
    const requestScores: RequestScore[] = [];
    const requestDetails: unknown[] = [];
    for (const r of requests) {
      const got = await runRequest(db.ownerId, r.text);
      const score = scoreRequest(r, got);
      requestScores.push(score);
      requestDetails.push({ text: r.text, expected: { intent: r.intent, name: r.name, sport: r.sport }, got, ok: score, note: r.note });
    }
    const requestSeconds = seconds(tRequests);

    log(`${variant}: ${o.onlyRequests ? 0 : players.length} report runs`);
    const tPlayers = performance.now();
    const playerScores: PlayerScore[] = [];
    const playerDetails: unknown[] = [];
    for (const truth of o.onlyRequests ? [] : players) {
      const run = await runPlayer(db.ownerId, truth.name);
      const fields = scoreFields(truth, run.extracted, teams);
      const traits = scoreTraits(truth, run.extracted ?? { strengths: [], weaknesses: [] });
      const wrong = wrongPlayerValues({ target: truth, got: run.extracted, fields, others, retrievedDocuments: run.retrievedDocuments, teams });
      const citations = scoreCitations(run.lines, teams);
      const score: PlayerScore = { fields, traits, wrong, citations, ms: run.ms, completed: run.closedBy === "player_preview", absent: truth.absent };
      playerScores.push(score);
      playerDetails.push({
        id: truth.id,
        name: truth.name,
        absent: truth.absent,
        closedBy: run.closedBy,
        ms: run.ms === null ? null : Math.round(run.ms),
        proposedName: run.proposedName,
        clarifications: run.clarifications,
        truth: { positions: truth.positions, teams: truth.teams, height: truth.height, weight: truth.weight, strengths: truth.strengths, weaknesses: truth.weaknesses },
        extracted: run.extracted,
        playerFields: run.playerFields,
        fieldChunks: run.fieldChunks,
        wrong: Object.fromEntries(Object.entries(fields).filter(([k]) => k !== "currentTeam").map(([k, s]) => [k, typeof s === "object" && s ? { wrong: s.wrong, missed: s.missed } : s])),
        currentTeamRight: fields.currentTeam,
        traits: { strengthsMissed: traits.strengths.missed, weaknessesMissed: traits.weaknesses.missed, unmatchedBullets: traits.unmatchedBullets },
        wrongPlayer: wrong,
        citations: { lines: citations.lines, supported: citations.supported, uncitedLines: run.uncitedLines, unsupported: citations.unsupported },
        retrievedDocuments: run.retrievedDocuments,
      });
    }
    const playerSeconds = seconds(tPlayers);

    return {
      variant,
      half: half.name,
      mode,
      engine: o.engine,
      model: o.engine === "model" ? (env.SCOUT_MODEL ?? "provider default") : null,
      database: "PGlite (file-backed temp dir)",
      generatedAt: new Date().toISOString(),
      code: codeVersion(),
      corpus: {
        documents: half.documents.length,
        players: players.length,
        absentPlayers: players.filter((p) => p.absent).length,
        requests: requests.length,
        crowdNotes: crowd?.notes.length ?? 0,
        chunks: upload.chunks,
        uploadFailures: upload.failures,
      },
      seconds: { ingest: ingestSeconds, requests: requestSeconds, players: playerSeconds, total: seconds(started) },
      metrics: aggregate(requestScores, playerScores),
      truthProblems: problems,
      requests: requestDetails,
      players: playerDetails,
    };
  } finally {
    await db.close();
  }
}

async function main() {
  let o: EvalOptions;
  try {
    o = parseOptions(process.argv.slice(2));
  } catch (e) {
    if (e instanceof OptionsError) {
      console.error(`npm run eval: ${e.message}\n\n${USAGE}`);
      process.exitCode = 2;
      return;
    }
    throw e;
  }
  if (o.help) {
    console.log(USAGE);
    return;
  }
  if (o.engine === "model" && engineName() !== "model") throw new Error("--engine model: no model configured");
  const halves: Half[] = [
    ...o.halves.map((h) => loadHalf(path.join("eval", "corpus", h), h)),
    ...o.dirs.map((d) => loadHalf(path.resolve(d))),
  ];
  const results: VariantResult[] = [];
  for (const half of halves) {
    if (!half.documents.length && !half.players.length && !half.requests.length) {
      log(`${half.name}: no corpus at ${path.relative(process.cwd(), half.dir) || half.dir}, skipped`);
      continue;
    }
    const r = await evaluateVariant(half, o);
    log(`${r.variant}: done in ${r.seconds.total} s`);
    results.push(r);
  }
  if (!results.length) {
    console.error("npm run eval: nothing to evaluate (see eval/CORPUS.md for the corpus layout)");
    process.exitCode = 1;
    return;
  }
  console.log(printedTable(results));
  if (o.outDir) {
    writeResults(o.outDir, results);
    log(`wrote ${path.join(o.outDir, "results.md")} and ${path.join(o.outDir, "results")}/{${results.map((r) => r.variant).join(",")}}.json`);
  }
  if (o.check) {
    const thresholds = JSON.parse(fs.readFileSync(o.thresholds, "utf8")) as Thresholds;
    const result = results.find((r) => r.variant === thresholds.variant);
    if (!result) {
      console.error(`eval:check: no result for ${thresholds.variant}`);
      process.exitCode = 1;
      return;
    }
    const failures = checkThresholds(result, thresholds);
    if (failures.length) {
      console.error(`eval:check failed on ${result.variant}:\n  ${failures.join("\n  ")}`);
      process.exitCode = 1;
    } else console.error(`eval:check: ${result.variant} meets every threshold in ${o.thresholds}`);
  }
}

main().catch((e: unknown) => {
  console.error(e);
  process.exitCode = 1;
});
