import { generateText, streamText, type LanguageModel, type ModelMessage } from "ai";
import { faultPoint } from "@/lib/faults";
import type { PlayerBrief } from "./brief";
import { citationsOf, dropUnknownTags } from "./citations";
import { COACHES, COACH_ORDER, withinLimit } from "./coaches";
import { buildContext, extractiveSummary, type ContextMessage, type PriorAnswer, type Summariser } from "./context";
import { knowledgeFor, KNOWLEDGE_VERSION } from "./knowledge";
import { coachSystemPrompt, playerDataMessage, questionMessage, SUMMARY_SYSTEM } from "./prompts";
import { rulesAnswer } from "./rules-engine";
import { triggeredCoachesFor } from "./triggers";
import type { CoachId, CoachPanelEvent, CoachResponseEvent } from "./types";

// COACH-01/05/08: the panel runs the triggered coaches in the fixed order, one at a time, each with the
// earlier successful answers as context, each within its own deadline. Every step is a `coach_response`
// event (started → streaming … → completed | failed | timeout; skipped when not asked).

export type PanelOptions = {
  question: string;
  brief: PlayerBrief;
  /** null → rules engine. */
  model: LanguageModel | null;
  emit: (event: CoachResponseEvent) => Promise<void>;
  timeoutMs: number;
  budgetTokens: number;
  paceMs?: number;
  /** Retry: run only this coach, with these earlier answers as context. */
  only?: CoachId;
  prior?: PriorAnswer[];
  /** false: each coach answers as if first (the bench's baseline for the cost of context sharing). */
  shareContext?: boolean;
  /** Tests and the bench observe the exact messages each coach was sent. */
  onRequest?: (coach: CoachId, messages: ModelMessage[]) => void;
};

class CoachTimeout extends Error {}

export async function runPanel(options: PanelOptions): Promise<CoachPanelEvent> {
  const { question, brief } = options;
  const trigger = triggeredCoachesFor(question, brief.sport);
  const asked = options.only ? [options.only] : trigger.coaches;
  const base = {
    question,
    player: { id: brief.id, name: brief.name, sport: brief.sport },
    engine: options.model ? ("model" as const) : ("rules" as const),
    knowledgeVersion: options.model ? null : KNOWLEDGE_VERSION,
  };
  if (asked.length === 0) {
    return {
      ...base,
      answered: [],
      skipped: [...COACH_ORDER],
      failed: [],
      message: `This question does not touch any coach's area. Ask about technique (mechanics, drills, shooting), the physical side (conditioning, load, injuries, off-season) or tactics (role, matchups, game plans) for ${brief.name}.`,
    };
  }
  const answers: PriorAnswer[] = [...(options.prior ?? [])];
  const summaries = new Map<CoachId, string>();
  const summarise: Summariser = options.model ? modelSummariser(options.model, options.timeoutMs) : async (a) => extractiveSummary(a.text);
  const result: CoachPanelEvent = { ...base, answered: [], skipped: [], failed: [] };

  for (const coach of COACH_ORDER) {
    if (!asked.includes(coach)) {
      if (!options.only) {
        await options.emit({ coach, status: "skipped", text: "", citations: [], label: COACHES[coach].label, reason: `The question does not touch the ${COACHES[coach].area} area.` });
        result.skipped.push(coach);
      }
      continue;
    }
    const label = COACHES[coach].label;
    const retry = options.only ? { retry: true } : {};
    const earlier = options.shareContext === false ? [] : answers.filter((a) => COACH_ORDER.indexOf(a.coach) < COACH_ORDER.indexOf(coach));
    const context = await buildContext({ prior: earlier, budgetTokens: options.budgetTokens, summarise, cache: summaries });
    await options.emit({ coach, status: "started", text: "", citations: [], label, context: { from: context.from, mode: context.mode }, ...retry });
    const abort = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const deadline = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        abort.abort();
        reject(new CoachTimeout());
      }, options.timeoutMs);
    });
    const streamed = async (text: string) => options.emit({ coach, status: "streaming", text, citations: [], label, ...retry });
    try {
      const call: CoachCall = { question, brief, paceMs: options.paceMs, onRequest: options.onRequest, coach, context: context.messages, signal: abort.signal, onText: streamed };
      const work: Promise<string> = options.model ? modelCoach(call, options.model) : rulesCoach(call);
      const text = await Promise.race([work, deadline]);
      const citations = citationsOf(text, brief, knowledgeFor(brief.sport));
      await options.emit({ coach, status: "completed", text, citations, label, context: { from: context.from, mode: context.mode }, ...retry });
      answers.push({ coach, status: "completed", text });
      result.answered.push(coach);
    } catch (err) {
      // A failed or timed-out answer is never passed on: the next coach answers without it.
      abort.abort();
      const timedOut = err instanceof CoachTimeout;
      await options.emit({
        coach,
        status: timedOut ? "timeout" : "failed",
        text: "",
        citations: [],
        label,
        reason: timedOut ? `No answer within ${Math.round(options.timeoutMs / 1000)} s.` : "The coach could not answer this time.",
        ...retry,
      });
      answers.push({ coach, status: timedOut ? "timeout" : "failed", text: "" });
      result.failed.push(coach);
    } finally {
      clearTimeout(timer);
    }
  }
  return result;
}

type CoachCall = {
  question: string;
  brief: PlayerBrief;
  paceMs?: number;
  onRequest?: PanelOptions["onRequest"];
  coach: CoachId;
  context: ContextMessage[];
  signal: AbortSignal;
  onText: (text: string) => Promise<void>;
};

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    if (ms <= 0 || signal.aborted) return resolve();
    const t = setTimeout(resolve, ms);
    signal.addEventListener("abort", () => (clearTimeout(t), resolve()), { once: true });
  });

/** Rules engine: the answer is composed at once, then streamed line by line. */
async function rulesCoach(call: CoachCall): Promise<string> {
  faultPoint(`coaching:${call.coach}`); // tests only: a rules coach can fail like a model call
  const answer = rulesAnswer({ coach: call.coach, question: call.question, brief: call.brief, context: call.context.map((m) => m.content) });
  const lines: string[] = [];
  for (const line of answer.lines) {
    if (call.signal.aborted) throw new CoachTimeout();
    lines.push(line);
    if (!line) continue;
    await call.onText(lines.join("\n"));
    await sleep(call.paceMs ?? 0, call.signal);
  }
  return withinLimit(lines.join("\n"));
}

/** Messages in the seed's order: player data, earlier answers as assistant messages, then the question. */
export function coachMessages(brief: PlayerBrief, context: ContextMessage[], question: string): ModelMessage[] {
  return [{ role: "user", content: playerDataMessage(brief) }, ...context, { role: "user", content: questionMessage(question) }];
}

const EMIT_EVERY_MS = 200;

/** Model: streamText; the text so far is emitted at each sentence end, or every 200 ms while it grows. */
async function modelCoach(call: CoachCall, model: LanguageModel): Promise<string> {
  const messages = coachMessages(call.brief, call.context, call.question);
  call.onRequest?.(call.coach, messages);
  const result = streamText({
    model,
    system: coachSystemPrompt(call.coach, call.brief, call.context.length > 0),
    messages,
    maxRetries: 0,
    abortSignal: call.signal,
    // The stream ends quietly on a provider error; keep it so the coach fails instead of answering empty.
    onError: ({ error }) => void (streamError ??= error),
  });
  let streamError: unknown;
  let text = "";
  let lastEmit = Date.now();
  let emitted = "";
  for await (const delta of result.textStream) {
    text += delta;
    if (text.length > 2400) break; // far past the limit: stop reading, the cut below applies
    if (/[.!?\n]/.test(delta) || Date.now() - lastEmit >= EMIT_EVERY_MS) {
      emitted = withinLimit(dropUnknownTags(text, call.brief));
      await call.onText(emitted);
      lastEmit = Date.now();
    }
  }
  if (streamError) throw streamError;
  const final = withinLimit(dropUnknownTags(text, call.brief));
  if (!final.trim()) throw new Error("empty answer");
  return final;
}

function modelSummariser(model: LanguageModel, timeoutMs: number): Summariser {
  return async ({ coach, text }) => {
    const { text: summary } = await generateText({
      model,
      system: SUMMARY_SYSTEM,
      prompt: `${COACHES[coach].label}'s answer to summarise:\n\n${text}`,
      maxRetries: 0,
      abortSignal: AbortSignal.timeout(timeoutMs),
    });
    return summary;
  };
}
