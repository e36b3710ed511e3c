import "server-only";
import type { Capability, CapabilityMessage } from "@/lib/chat/capabilities";
import { latestPanel, namedPlayerId, sessionPlayerId } from "@/lib/db/queries/coaching";
import { env } from "@/lib/env";
import { COACH_ORDER } from "./coaches";
import type { PriorAnswer } from "./context";
import { loadPlayerBrief } from "./grounding";
import { coachingModel } from "./model";
import { runPanel } from "./panel";
import { isCoachingQuestion, isFollowUpQuestion, retryRequest } from "./triggers";
import type { CoachId, CoachPanelEvent, CoachResponseEvent } from "./types";

// The coaching panel as a chat capability (COACH-03): a follow-up question in a chat about a saved
// player (or naming one) is answered by the panel instead of starting another scouting run.

/** A saved player the question names wins over the one the chat is about ("and Kessler?"). */
async function resolvePlayer(input: CapabilityMessage): Promise<string | null> {
  const named = await namedPlayerId({ ownerId: input.ownerId, message: input.message });
  if (named || !input.sessionId) return named;
  return sessionPlayerId({ ownerId: input.ownerId, sessionId: input.sessionId });
}

const SETTLED = new Set(["completed", "failed", "timeout", "skipped"]);

/** Each coach's final state in a stored panel (a later retry's answer replaces a failure). */
function finalAnswers(responses: { data: Record<string, unknown> }[]): Map<CoachId, PriorAnswer> {
  const out = new Map<CoachId, PriorAnswer>();
  for (const r of responses) {
    const data = r.data as unknown as CoachResponseEvent;
    if (SETTLED.has(data.status)) out.set(data.coach, { coach: data.coach, status: data.status, text: data.text });
  }
  return out;
}

export const coachingCapability: Capability = {
  id: "coaching",
  async claims(input) {
    if (retryRequest(input.message)) return !!input.sessionId && !!(await latestPanel({ ownerId: input.ownerId, sessionId: input.sessionId }));
    // A follow-up in a chat about a player; in any other chat, a coaching question that names a saved player.
    if (input.sessionId && isFollowUpQuestion(input.message) && (await sessionPlayerId({ ownerId: input.ownerId, sessionId: input.sessionId }))) return true;
    return isCoachingQuestion(input.message) && (await namedPlayerId({ ownerId: input.ownerId, message: input.message })) !== null;
  },
  async run(input) {
    const model = coachingModel();
    const common = { model, timeoutMs: env.COACH_TIMEOUT_MS, budgetTokens: env.COACH_CONTEXT_BUDGET_TOKENS, paceMs: env.COACH_STREAM_PACE_MS };
    const emit = async (data: CoachResponseEvent) => input.emit({ type: "coach_response", data });
    const retryCoach = retryRequest(input.message);
    if (retryCoach) {
      const stored = await latestPanel({ ownerId: input.ownerId, sessionId: input.sessionId });
      const panel = stored?.panel.data as unknown as CoachPanelEvent | undefined;
      if (!stored || !panel?.player) return { type: "coach_panel", data: noPanel(input.message, "There is no coaching answer in this chat to retry.") };
      const answers = finalAnswers(stored.responses);
      // Only the earlier coaches' successful answers are context (seed 004), never a failure.
      const prior = COACH_ORDER.filter((c) => COACH_ORDER.indexOf(c) < COACH_ORDER.indexOf(retryCoach))
        .map((c) => answers.get(c))
        .filter((a): a is PriorAnswer => a?.status === "completed");
      const brief = await loadPlayerBrief({ ownerId: input.ownerId, playerId: panel.player.id });
      const result = await runPanel({ ...common, question: panel.question, brief, emit, only: retryCoach, prior });
      return { type: "coach_panel", data: { ...result, retryOf: stored.panel.runId ?? undefined } };
    }
    const playerId = await resolvePlayer(input);
    if (!playerId) return { type: "coach_panel", data: noPanel(input.message, "Which player is this about? Save a report first, or name a saved player in the question.") };
    const brief = await loadPlayerBrief({ ownerId: input.ownerId, playerId });
    const result = await runPanel({ ...common, question: input.message, brief, emit });
    return { type: "coach_panel", data: result };
  },
};

function noPanel(question: string, message: string): CoachPanelEvent {
  return { question, player: null, engine: coachingModel() ? "model" : "rules", knowledgeVersion: null, answered: [], skipped: [], failed: [], message };
}
