// npm run eval:coaching (COACH-11): the coaching panel over the sample players, through the real chat
// runner on a fresh PGlite. Saves a report for each sample player, asks the follow-up questions of
// eval/coaching/questions.json in that player's chat, and reports overlap between coaches (with and
// without context sharing), the share of statements about the player that cite evidence, triggering
// accuracy against the expected coaches, and per-coach time. Writes eval/results-coaching.md.
import "./env"; // first: lib/env.ts reads the environment once, at import
import fs from "node:fs";
import path from "node:path";
import { COACH_ORDER } from "@/lib/coaching/coaches";
import { loadPlayerBrief } from "@/lib/coaching/grounding";
import { KNOWLEDGE_VERSION } from "@/lib/coaching/knowledge";
import { rulesAnswer } from "@/lib/coaching/rules-engine";
import { citationsOf } from "@/lib/coaching/citations";
import { knowledgeFor } from "@/lib/coaching/knowledge";
import type { CoachId, CoachPanelEvent, CoachResponseEvent } from "@/lib/coaching/types";
import { listEvents, type StoredEvent } from "@/lib/db/queries/chat";
import { loadSampleDocuments } from "@/lib/documents/samples";
import { resumeRun, settleRuns, startRun } from "@/lib/scouting/runner";
import type { ResumePayload } from "@/lib/scouting/workflow/events";
import { openEvalDatabase } from "../lib/drive";
import { checkStatements, overlap, triggeringCorrect } from "./metrics";

type Question = { player: string; question: string; expected: CoachId[]; heldOut?: boolean; note?: string };
const log = (msg: string) => process.stderr.write(`[eval:coaching] ${msg}\n`);
const pct = (n: number, d: number) => (d === 0 ? "n/a" : `${((100 * n) / d).toFixed(1)} %`);

class Chat {
  sessionId: string | undefined;
  private seq = 0;
  constructor(readonly ownerId: string) {}
  private async collect(): Promise<StoredEvent[]> {
    await settleRuns();
    const events = await listEvents({ ownerId: this.ownerId, sessionId: this.sessionId as string, afterSeq: this.seq });
    if (events.length) this.seq = events[events.length - 1].seq;
    return events;
  }
  async say(message: string) {
    const run = await startRun({ ownerId: this.ownerId, message, sessionId: this.sessionId });
    this.sessionId = run.sessionId;
    return this.collect();
  }
  async resume(payload: ResumePayload) {
    await resumeRun({ ownerId: this.ownerId, sessionId: this.sessionId as string, payload });
    return this.collect();
  }
}

async function main() {
  const questions = JSON.parse(fs.readFileSync(path.join(import.meta.dirname, "questions.json"), "utf8")) as Question[];
  const db = await openEvalDatabase();
  try {
    await loadSampleDocuments(db.ownerId);
    const chats = new Map<string, { chat: Chat; playerId: string }>();
    for (const name of [...new Set(questions.map((q) => q.player))]) {
      const chat = new Chat(db.ownerId);
      await chat.say(`Generate a scouting report for ${name}`);
      await chat.resume({ type: "plan_approval", approved: true });
      const done = await chat.resume({ type: "player_approval", action: "approve" });
      const final = done.find((e) => e.type === "final_response")?.data as { player_record_id?: string } | undefined;
      if (!final?.player_record_id) throw new Error(`no saved report for ${name}`);
      chats.set(name, { chat, playerId: final.player_record_id });
      log(`saved report for ${name}`);
    }

    let heldOut = 0, heldOutOk = 0, earlier = 0, earlierOk = 0, dev = 0, devOk = 0, claimed = 0, triggerOk = 0, repeated = 0, units = 0, baseRepeated = 0, baseUnits = 0, overLimit = 0, answers = 0;
    const statements = { player: 0, cited: 0, general: 0, unmarked: 0 };
    const ms: Record<CoachId, number[]> = { skills: [], performance: [], tactics: [] };
    const rows: string[] = [];
    for (const q of questions) {
      const { chat, playerId } = chats.get(q.player)!;
      const t0 = performance.now();
      const events = await chat.say(q.question);
      const elapsed = performance.now() - t0;
      const panel = events.find((e) => e.type === "coach_panel")?.data as CoachPanelEvent | undefined;
      const responses = events.filter((e) => e.type === "coach_response").map((e) => e.data as unknown as CoachResponseEvent);
      const final = COACH_ORDER.map((c) => responses.filter((r) => r.coach === c).at(-1)).filter((r): r is CoachResponseEvent => !!r);
      const asked = final.filter((r) => r.status !== "skipped").map((r) => r.coach);
      if (panel) claimed++;
      // A question for no coach (contract, agent, a pure stats ask) is right when no coach answers it.
      const ok = q.expected.length === 0 ? asked.length === 0 : !!panel && triggeringCorrect(asked, q.expected);
      if (ok) triggerOk++;
      if (q.heldOut) {
        heldOut++;
        if (ok) heldOutOk++;
      } else if (q.note) {
        earlier++;
        if (ok) earlierOk++;
      } else {
        dev++;
        if (ok) devOk++;
      }
      const completed = final.filter((r) => r.status === "completed");
      const o = overlap(completed);
      repeated += o.repeated;
      units += o.total;
      for (const a of completed) {
        answers++;
        if (a.text.length > 2000) overLimit++;
        const s = checkStatements(a);
        for (const k of Object.keys(statements) as (keyof typeof statements)[]) statements[k] += s[k];
        ms[a.coach].push(elapsed / Math.max(1, completed.length));
      }
      // Baseline: the same coaches with no context sharing (each answers as if first).
      const brief = await loadPlayerBrief({ ownerId: db.ownerId, playerId });
      const isolated = asked.map((coach) => {
        const text = rulesAnswer({ coach, question: q.question, brief, context: [] }).lines.join("\n");
        return { coach, text, citations: citationsOf(text, brief, knowledgeFor(brief.sport)) };
      });
      const b = overlap(isolated);
      baseRepeated += b.repeated;
      baseUnits += b.total;
      rows.push(`| ${q.player} | ${q.question.replace(/\|/g, "/")}${q.heldOut ? " (held out)" : ""} | ${q.expected.join(", ") || "none"} | ${asked.join(", ") || "none"} | ${ok ? "✓" : "✗"} | ${o.repeated}/${o.total} | ${b.repeated}/${b.total} |`);
    }
    const p95 = (xs: number[]) => (xs.length ? [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.ceil(xs.length * 0.95) - 1)] : 0);
    const summary = [
      `| Measure | Result | Goal |`,
      `| --- | --- | --- |`,
      `| Questions (claimed by the panel) | ${questions.length} (${claimed}) | ≥ 30 |`,
      `| Overlap between coaches, with context sharing | ${pct(repeated, units)} (${repeated}/${units} units of later coaches) | ≤ 10 % |`,
      `| Overlap without context sharing (baseline) | ${pct(baseRepeated, baseUnits)} (${baseRepeated}/${baseUnits}) | — |`,
      `| Statements about the player citing evidence | ${pct(statements.cited, statements.player)} (${statements.cited}/${statements.player}) | 100 % |`,
      `| General guidance marked as such | ${pct(statements.general - statements.unmarked, statements.general)} (${statements.general} lines) | 100 % |`,
      `| Triggering accuracy (exact set of coaches), all questions: training accuracy, the classifier is trained on them (held-out sets: eval/coaching/README.md) | ${pct(triggerOk, questions.length)} (${triggerOk}/${questions.length}) | ≥ 95 % held out |`,
      `| … dev questions (the hand rule was written on them) | ${pct(devOk, dev)} (${devOk}/${dev}) | — |`,
      `| … earlier held-out sets (held out from the hand rule once, tuned on since) | ${pct(earlierOk, earlier)} (${earlierOk}/${earlier}) | — |`,
      `| … set 7 (never tuned on by the hand rule; the classifier is trained on it) | ${pct(heldOutOk, heldOut)} (${heldOutOk}/${heldOut}) | — |`,
      `| Answers over 2000 characters | ${overLimit} of ${answers} | 0 |`,
      `| Time per coach, p95 (rules engine, PGlite, incl. event writes) | ${COACH_ORDER.map((c) => `${c} ${p95(ms[c]).toFixed(0)} ms`).join(", ")} | ≤ 10 s |`,
    ];
    const md = [
      "# Coaching panel evaluation (`npm run eval:coaching`)",
      "",
      `Engine: rules engine, knowledge base ${KNOWLEDGE_VERSION}. Database: PGlite (fresh, in a temp dir). Players: the sample documents' ${chats.size} players, each with a report saved through the chat first; every question is asked in that player's chat through the real runner. Generated ${new Date().toISOString().slice(0, 16)}Z.`,
      "",
      "Overlap counts the knowledge-base entries and sentences of a later coach that an earlier coach of the same question already gave. A statement about the player is a line that is neither a note nor general guidance; it counts as cited when every evidence tag on it resolves to a passage of the player's documents.",
      "",
      ...summary,
      "",
      "## Per question",
      "",
      "| Player | Question | Expected coaches | Answered by | Trigger | Overlap | Overlap without context |",
      "| --- | --- | --- | --- | --- | --- | --- |",
      ...rows,
      "",
    ].join("\n");
    fs.writeFileSync(path.join(import.meta.dirname, "..", "results-coaching.md"), md);
    console.log(summary.join("\n"));
  } finally {
    await db.close();
  }
}

main().catch((e: unknown) => {
  console.error(e);
  process.exitCode = 1;
});
