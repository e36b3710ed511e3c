import { CAPABILITY_EVENT_TYPES, type ClarificationRequest, type PlanProposal, type PlayerPreviewEvent, type RevisionEvent, type ScoutingEventType, type StepNode } from "@/lib/scouting/workflow/events";
import type { Coverage, FinalResponse } from "@/lib/scouting/types";
import type { WireEvent } from "./sse";

// Event → card state for the chat, kept free of React so it can be unit-tested.

export type StepState = {
  node: StepNode;
  status: "started" | "completed";
  durationMs?: number;
  detail?: Record<string, unknown>;
  /**
   * Which stretch of the run the step belongs to, so the chat can show each stretch beside its card:
   * 0 before the plan, 1 gathering evidence after the plan, 1 + n after the n-th player preview
   * (edit loops, saving).
   */
  phase: number;
};

/** How the plan gate was answered: approved (work went on) or cancelled (declined, or replaced by a new request). */
export type PlanOutcome = "approved" | "cancelled";

export type Turn = {
  runId: string;
  request: string;
  steps: StepState[];
  clarification?: { request: ClarificationRequest; answered: boolean };
  plan?: { proposal: PlanProposal; decided: boolean; outcome?: PlanOutcome };
  coverage?: Coverage;
  warnings: { code: string; message: string }[];
  /** Every preview shown at the player gate (edit loops add more); the last is current. */
  previews: PlayerPreviewEvent[];
  previewDecided: boolean;
  /** Each edit asked at the player gate, with the user's words and the revision note. */
  revisions?: RevisionEvent[];
  assistant?: string;
  final?: FinalResponse;
  error?: { code: string; message: string; retryable: boolean };
  /** Events of a capability beside scouting (stats, coaching, research), in order, for its card. */
  capability: WireEvent[];
};

export type ChatState = {
  sessionId: string | null;
  lastSeq: number;
  turns: Turn[];
  /** A request sent but not yet acknowledged by its `session` event. */
  pendingRequest: string | null;
};

export const initialChatState: ChatState = { sessionId: null, lastSeq: 0, turns: [], pendingRequest: null };

export type ChatAction =
  | { kind: "event"; event: WireEvent }
  | { kind: "send"; request: string }
  | { kind: "load"; sessionId: string; runs: { id: string; requestText: string }[]; events: WireEvent[] }
  | { kind: "reset" };

function updateLast(state: ChatState, fn: (turn: Turn) => Turn): ChatState {
  if (state.turns.length === 0) return state;
  const turns = state.turns.slice();
  turns[turns.length - 1] = fn(turns[turns.length - 1]);
  return { ...state, turns };
}

const approvePlan = (t: Turn): Turn["plan"] => t.plan && { ...t.plan, decided: true, outcome: t.plan.outcome ?? "approved" };
// A reply that closes the run while its plan is still open means the plan was declined.
const closePlan = (t: Turn): Turn["plan"] => t.plan && (t.plan.decided ? t.plan : { ...t.plan, decided: true, outcome: "cancelled" });
const phaseOf = (t: Turn) => (t.plan ? 1 + t.previews.length : 0);

const newTurn = (runId: string, request: string): Turn => ({ runId, request, steps: [], warnings: [], previews: [], previewDecided: false, capability: [] });

function applyEvent(state: ChatState, event: WireEvent, requestFor: (runId: string) => string): ChatState {
  // Replays and reconnects may repeat events: anything at or below the cursor is already applied.
  if (event.id && event.id <= state.lastSeq) return state;
  const next = { ...state, lastSeq: event.id || state.lastSeq };
  const d = event.data;
  switch (event.type) {
    case "session": {
      const runId = String(d.run_id);
      // A new request replaces a run still waiting at its plan: that plan was never approved.
      const earlier = next.turns.map((t, i) => (i === next.turns.length - 1 ? { ...t, plan: closePlan(t) } : t));
      return { ...next, sessionId: String(d.session_id), pendingRequest: null, turns: [...earlier, newTurn(runId, requestFor(runId))] };
    }
    case "step":
      return updateLast(next, (t) => {
        // Steps after a gate mean the gate was answered.
        t = { ...t, previewDecided: t.previewDecided || (t.previews.length > 0 && ["composition", "queries", "write", "response"].includes(String(d.node))) };
        if (t.plan && !t.plan.decided && ["queries", "retrieval"].includes(String(d.node))) t = { ...t, plan: approvePlan(t) };
        const step: StepState = {
          node: d.node as StepNode,
          status: d.status as StepState["status"],
          durationMs: d.duration_ms as number | undefined,
          detail: d.detail as Record<string, unknown> | undefined,
          phase: phaseOf(t),
        };
        // A re-run step (edit loops) appears again after its earlier completion.
        const open = t.steps.findLastIndex((s) => s.node === step.node && s.status === "started");
        if (step.status === "completed" && open >= 0) return { ...t, steps: t.steps.map((s, i) => (i === open ? { ...step, phase: s.phase } : s)) };
        return { ...t, steps: [...t.steps, step] };
      });
    case "clarification_request":
      return updateLast(next, (t) => ({ ...t, clarification: { request: d as unknown as ClarificationRequest, answered: false } }));
    case "plan_proposal":
      return updateLast(next, (t) => ({ ...t, clarification: t.clarification && { ...t.clarification, answered: true }, plan: { proposal: d as unknown as PlanProposal, decided: false } }));
    case "coverage_report":
      return updateLast(next, (t) => ({ ...t, plan: approvePlan(t), coverage: d as unknown as Coverage }));
    case "warning":
      return updateLast(next, (t) => ({ ...t, warnings: t.warnings.some((w) => w.code === d.code && w.message === d.message) ? t.warnings : [...t.warnings, { code: String(d.code), message: String(d.message) }] }));
    case "revision":
      return updateLast(next, (t) => ({ ...t, revisions: [...(t.revisions ?? []), d as unknown as RevisionEvent] }));
    case "player_preview":
      return updateLast(next, (t) => ({ ...t, previews: [...t.previews, d as unknown as PlayerPreviewEvent], previewDecided: false }));
    case "assistant_message":
      return updateLast(next, (t) => ({ ...t, plan: closePlan(t), assistant: String(d.message) }));
    case "final_response":
      return updateLast(next, (t) => ({ ...t, previewDecided: true, final: d as unknown as FinalResponse }));
    case "error":
      return updateLast(next, (t) => ({ ...t, error: { code: String(d.code), message: String(d.message), retryable: Boolean(d.retryable) } }));
    default:
      if (CAPABILITY_EVENT_TYPES.has(event.type as ScoutingEventType)) return updateLast(next, (t) => ({ ...t, capability: [...t.capability, event] }));
      return next;
  }
}

export function chatReducer(state: ChatState, action: ChatAction): ChatState {
  switch (action.kind) {
    case "send":
      return { ...state, pendingRequest: action.request };
    case "event":
      return applyEvent(state, action.event, () => state.pendingRequest ?? "");
    case "load": {
      const requests = new Map(action.runs.map((r) => [r.id, r.requestText]));
      let loaded: ChatState = { ...initialChatState, sessionId: action.sessionId };
      for (const event of action.events) loaded = applyEvent(loaded, event, (runId) => requests.get(runId) ?? "");
      return loaded;
    }
    case "reset":
      return initialChatState;
  }
}

/** What the chat is waiting for from the user, if anything. */
export function pendingGate(state: ChatState): "clarification" | "plan" | "player" | null {
  const t = state.turns[state.turns.length - 1];
  if (!t || t.final || t.error || t.assistant) return null;
  if (t.previews.length && !t.previewDecided) return "player";
  if (t.plan && !t.plan.decided) return "plan";
  if (t.clarification && !t.clarification.answered) return "clarification";
  return null;
}
