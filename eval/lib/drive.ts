// Loads a half into a fresh account on a fresh PGlite database and drives the real workflow (startRun /
// resumeRun, as POST /api/chat and /api/chat/resume do), capturing what intake decided and what a
// report run extracted and cited. Nothing here scores: see score.ts.
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { getDb, openDatabase, setHandleForTests } from "@/lib/db/client";
import { listEvents, type StoredEvent } from "@/lib/db/queries/chat";
import { getChunksByIds } from "@/lib/db/queries/documents";
import { users } from "@/lib/db/schema";
import { ingestFiles } from "@/lib/documents/ingest";
import { env } from "@/lib/env";
import { resumeRun, settleRuns, startRun } from "@/lib/scouting/runner";
import type { ExtractionResult, ReportDraft, EvidenceChunk } from "@/lib/scouting/types";
import { DrizzleCheckpointSaver } from "@/lib/scouting/workflow/checkpointer";
import { STREAM_END_TYPES, type ResumePayload, type ScoutingEventType } from "@/lib/scouting/workflow/events";
import { buildScoutingGraph, type ScoutingGraph } from "@/lib/scouting/workflow/graph";
import type { ScoutingStateType } from "@/lib/scouting/workflow/state";
import type { CitedLine, ExtractedPlayer, RequestOutcome } from "./score";

export type EvalDatabase = { ownerId: string; dataDir: string; close: () => Promise<void> };

/** A fresh file-backed PGlite in a temp dir (as the app opens it with DATABASE_URL unset) and one new account. */
export async function openEvalDatabase(): Promise<EvalDatabase> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "scout-eval-pglite-"));
  const handle = openDatabase({ dataDir });
  setHandleForTests(handle);
  const opened = await handle;
  const db = await getDb();
  const [owner] = await db.insert(users).values({ email: `${randomUUID()}@scout-eval.invalid`, name: "Eval User", passwordHash: null }).returning({ id: users.id });
  return {
    ownerId: owner.id,
    dataDir,
    async close() {
      await settleRuns();
      await opened.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export type UploadFile = { filename: string; bytes: Uint8Array };

/** Uploads through the app's ingestion (the POST /api/documents path), in batches of the per-request file limit. */
export async function uploadAll(ownerId: string, files: UploadFile[], onBatch?: (done: number) => void) {
  const failures: { filename: string; code: string; message: string }[] = [];
  let chunks = 0;
  let documents = 0;
  for (let i = 0; i < files.length; i += env.UPLOAD_MAX_FILES) {
    const batch = files.slice(i, i + env.UPLOAD_MAX_FILES);
    const result = await ingestFiles(ownerId, batch);
    documents += result.documents.length;
    chunks += result.documents.reduce((a, d) => a + d.chunkCount, 0);
    failures.push(...result.errors.map(({ filename, code, message }) => ({ filename, code, message })));
    onBatch?.(i + batch.length);
  }
  return { documents, chunks, failures };
}

// One compiled graph over the same checkpointer as the runner's, to read a run's state (the values the
// steps wrote), as the runner itself does with getState after each stream.
let stateGraph: ScoutingGraph | null = null;
async function runState(runId: string): Promise<Partial<ScoutingStateType>> {
  stateGraph ??= buildScoutingGraph(new DrizzleCheckpointSaver());
  const snapshot = await stateGraph.getState({ configurable: { thread_id: runId } });
  return (snapshot.values ?? {}) as Partial<ScoutingStateType>;
}

const isEnd = (e: StoredEvent) => STREAM_END_TYPES.has(e.type as ScoutingEventType);

/** A chat session driven one message or gate answer at a time, each waited for to its next pause. */
class EvalChat {
  sessionId = "";
  runId = "";
  private seq = 0;
  constructor(readonly ownerId: string) {}

  private async collect(): Promise<StoredEvent[]> {
    await settleRuns();
    const events = await listEvents({ ownerId: this.ownerId, sessionId: this.sessionId, afterSeq: this.seq });
    if (events.length) this.seq = events[events.length - 1].seq;
    return events;
  }

  async say(message: string) {
    const run = await startRun({ ownerId: this.ownerId, message });
    this.sessionId = run.sessionId;
    this.runId = run.runId;
    return this.collect();
  }

  async answer(payload: ResumePayload) {
    await resumeRun({ ownerId: this.ownerId, sessionId: this.sessionId, payload });
    return this.collect();
  }
}

/** The event the run paused or ended on. */
const closing = (events: StoredEvent[]) => [...events].reverse().find(isEnd) ?? events[events.length - 1];

/** Sends one chat request, reads what intake decided, then stops (declines a proposed plan). */
export async function runRequest(ownerId: string, text: string): Promise<RequestOutcome> {
  const chat = new EvalChat(ownerId);
  const events = await chat.say(text);
  const end = closing(events);
  const state = await runState(chat.runId);
  const outcome: RequestOutcome = {
    intent: state.intent ?? null,
    name: state.playerName ?? null,
    sport: state.sportGuess ?? "unknown",
    closedBy: end?.type ?? "none",
  };
  if (end?.type === "plan_proposal") {
    outcome.intent = "scouting_report";
    outcome.name = typeof end.data.player_name === "string" ? end.data.player_name : outcome.name;
    outcome.sport = typeof end.data.sport_guess === "string" ? end.data.sport_guess : outcome.sport;
    await chat.answer({ type: "plan_approval", approved: false });
  } else if (end?.type === "clarification_request") {
    // Asking which player is intake's answer to a scouting request without a name it could resolve.
    outcome.intent = "scouting_report";
    const choices = Array.isArray(end.data.choices) ? end.data.choices.map((c: { name?: unknown }) => String(c?.name ?? "")) : [];
    outcome.clarification = { reason: typeof end.data.reason === "string" ? end.data.reason : null, choices };
  } else if (end?.type === "error") {
    outcome.intent = null;
  }
  return outcome;
}

export type PlayerRun = {
  /** How the run stopped: "player_preview" when it reached the player gate, else the closing event. */
  closedBy: string;
  /** Request → player_preview readable, ms (null when the gate was never reached). */
  ms: number | null;
  /** The reason of each clarification answered ("ambiguous", "not_found", …). */
  clarifications: string[];
  proposedName: string | null;
  extracted: ExtractedPlayer | null;
  /** player_preview's player_fields, as the card shows them. */
  playerFields: Record<string, unknown> | null;
  /** Supporting chunk ids per extracted field. */
  fieldChunks: Record<string, string[]>;
  retrievedDocuments: string[];
  lines: CitedLine[];
  uncitedLines: number;
  /** The passages the run was given (only with EVAL_KEEP_EVIDENCE=1, for scripts/dev/debug-player.ts). */
  evidence?: { chunkId: string; documentName: string; text: string }[];
};

function toExtracted(x: ExtractionResult | null | undefined): { extracted: ExtractedPlayer | null; fieldChunks: Record<string, string[]> } {
  if (!x) return { extracted: null, fieldChunks: {} };
  const f = x.fields;
  const fieldChunks: Record<string, string[]> = {};
  const keep = (k: string, ids?: string[]) => ids?.length && (fieldChunks[k] = [...new Set(ids)]);
  keep("positions", f.positions?.chunkIds);
  keep("teams", f.teams?.chunkIds);
  keep("height", f.heightCm?.chunkIds);
  keep("weight", f.weightKg?.chunkIds);
  keep("strengths", f.strengths?.flatMap((s) => s.chunkIds));
  keep("weaknesses", f.weaknesses?.flatMap((s) => s.chunkIds));
  return {
    extracted: {
      positions: f.positions?.value ?? [],
      teams: (f.teams?.value ?? []).map((t) => ({ name: t.name, current: t.current })),
      heightCm: f.heightCm?.value ?? null,
      weightKg: f.weightKg?.value ?? null,
      strengths: (f.strengths ?? []).map((s) => s.value),
      weaknesses: (f.weaknesses ?? []).map((s) => s.value),
    },
    fieldChunks,
  };
}

/** Every cited line of the report with the text of the passages it cites. */
async function citedLines(ownerId: string, report: ReportDraft | null | undefined, evidence: EvidenceChunk[]) {
  if (!report) return { lines: [] as CitedLine[], uncited: 0 };
  const text = new Map(evidence.map((e) => [e.chunkId, e.text]));
  const chunkOf = new Map(report.citations.map((c) => [c.marker, c.chunkId]));
  const docOf = new Map(report.citations.map((c) => [c.marker, c.documentName]));
  const unknown = report.citations.map((c) => c.chunkId).filter((id) => !text.has(id));
  for (const row of await getChunksByIds({ ownerId, ids: [...new Set(unknown)] })) text.set(row.id, row.text);
  const lines: CitedLine[] = [];
  let uncited = 0;
  for (const section of report.sections) {
    for (const line of section.lines) {
      if (!line.citations.length) {
        if (section.key !== "missing") uncited++;
        continue;
      }
      const passages = line.citations.map((n) => text.get(chunkOf.get(n) ?? "") ?? "");
      const documents = [...new Set(line.citations.map((n) => docOf.get(n) ?? "?"))];
      lines.push({ section: section.key, text: line.text, passages, documents });
    }
  }
  return { lines, uncited };
}

/**
 * "Generate a scouting report for <name>" to the player gate: the plan approved, a clarification
 * answered with the truth name (going on anyway when the name is in no document); at the gate the extraction and the draft are read and the report
 * is rejected, so nothing is saved and the next run starts from the same library.
 */
export async function runPlayer(ownerId: string, name: string): Promise<PlayerRun> {
  const chat = new EvalChat(ownerId);
  const t0 = performance.now();
  let events = await chat.say(`Generate a scouting report for ${name}`);
  const clarifications: string[] = [];
  let planApproved = false;
  let proposedName: string | null = null;
  for (;;) {
    const end = closing(events);
    if (end?.type === "clarification_request" && clarifications.length < 2) {
      // Which player (two candidates, no name): the truth name. A name in no document: go on anyway,
      // as a user may, so the run shows whether anything is invented for him.
      const reason = typeof end.data.reason === "string" ? end.data.reason : "unspecified";
      clarifications.push(reason);
      events = await chat.answer({ type: "clarification", player_name: name, ...(reason === "not_found" ? { proceed_anyway: true } : {}) });
      continue;
    }
    if (end?.type === "plan_proposal" && !planApproved) {
      planApproved = true;
      proposedName = typeof end.data.player_name === "string" ? end.data.player_name : null;
      events = await chat.answer({ type: "plan_approval", approved: true });
      continue;
    }
    const reached = end?.type === "player_preview";
    const ms = reached ? performance.now() - t0 : null;
    const state = await runState(chat.runId);
    const evidence = state.evidence ?? [];
    const { extracted, fieldChunks } = toExtracted(state.extracted);
    const { lines, uncited } = await citedLines(ownerId, state.report, evidence);
    const run: PlayerRun = {
      closedBy: end?.type ?? "none",
      ms,
      clarifications,
      proposedName,
      extracted,
      playerFields: reached ? ((end.data.player_fields as Record<string, unknown>) ?? null) : null,
      fieldChunks,
      retrievedDocuments: [...new Set(evidence.map((e) => e.documentName))],
      lines,
      uncitedLines: uncited,
      // scripts/dev/debug-player.ts reads the passages the run was given.
      ...(process.env.EVAL_KEEP_EVIDENCE === "1" ? { evidence: evidence.map((e) => ({ chunkId: e.chunkId, documentName: e.documentName, text: e.text })) } : {}),
    };
    if (reached) await chat.answer({ type: "player_approval", action: "reject" });
    return run;
  }
}
