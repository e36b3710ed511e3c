import { z } from "zod";
import type { CoachPanelEvent, CoachResponseEvent } from "@/lib/coaching/types";
import type { ConsentRequest, ResearchBriefEvent, ResearchSourceEvent } from "@/lib/research/types";
import type { Coverage, FinalResponse, PlayerFields, Sport } from "@/lib/scouting/types";
import type { AnalysisCellEvent } from "@/lib/stats/types";

// ---- Inbound payloads (seed 000 §4.1, limits from §7.2) ----
export const LIMITS = {
  message: 4000,
  playerName: 200,
  hints: 10,
  hintChars: 100,
  feedback: 1000,
  planSteps: 10,
  planStepChars: 500,
} as const;

const trimmed = (max: number, label: string) =>
  z.string().trim().min(1, `${label} can't be empty.`).max(max, `${label} must be at most ${max} characters.`);

export const chatRequestSchema = z.object({
  message: trimmed(LIMITS.message, "Message"),
  session_id: z.string().uuid("session_id must be a UUID.").optional(),
});

export const planApprovalSchema = z.object({
  type: z.literal("plan_approval"),
  approved: z.boolean(),
  plan_steps: z.array(trimmed(LIMITS.planStepChars, "A plan step")).min(1).max(LIMITS.planSteps, `At most ${LIMITS.planSteps} plan steps.`).optional(),
  query_hints: z.array(trimmed(LIMITS.hintChars, "A query hint")).max(LIMITS.hints, `At most ${LIMITS.hints} query hints.`).optional(),
});

export const PLAYER_ACTIONS = ["approve", "reject", "edit_wording", "edit_content"] as const;
export const playerApprovalSchema = z.object({
  type: z.literal("player_approval"),
  action: z.enum(PLAYER_ACTIONS),
  feedback: z.string().trim().max(LIMITS.feedback, `Feedback must be at most ${LIMITS.feedback} characters.`).optional(),
});

export const clarificationSchema = z.object({
  type: z.literal("clarification"),
  player_name: trimmed(LIMITS.playerName, "Player name"),
  /** Go on with a name the documents do not contain (the report then says what it could not find). */
  proceed_anyway: z.boolean().optional(),
});

/** A capability's own gate (lib/chat/capabilities.ts): external research asks before internal text leaves (RES-05). */
export const researchConsentSchema = z.object({ type: z.literal("research_consent"), approved: z.boolean() });

export const resumeSchema = z.discriminatedUnion("type", [planApprovalSchema, playerApprovalSchema, clarificationSchema, researchConsentSchema]);

export type PlanApproval = z.infer<typeof planApprovalSchema>;
export type PlayerApproval = z.infer<typeof playerApprovalSchema>;
export type Clarification = z.infer<typeof clarificationSchema>;
export type ResumePayload = z.infer<typeof resumeSchema>;

/** Which gate each resume payload answers. */
export const GATE_OF: Record<ResumePayload["type"], Gate> = {
  clarification: "clarification",
  plan_approval: "plan_approval",
  player_approval: "player_approval",
  research_consent: "research_consent",
};
export type Gate = "clarification" | "plan_approval" | "player_approval" | "research_consent";

// ---- Outbound events (SSE), `{ type, data }` exactly as seed 000 §4.2 ----
export type StepNode =
  | "intake"
  | "plan"
  | "queries"
  | "retrieval"
  | "extraction"
  | "composition"
  | "preview"
  | "write"
  | "response";

export type PlanProposal = {
  player_name: string;
  sport_guess: Sport;
  plan_steps: string[];
  query_hints: string[];
  /** How many of the user's documents name the resolved player (REQ-PPL-02). */
  documents_found?: number;
};

/** Why intake stopped to ask, and the people it can offer (REQ-PPL-02). */
export type ClarificationRequest = {
  message: string;
  reason: "missing_name" | "ambiguous" | "not_found" | "no_documents";
  requested_name?: string;
  choices?: { name: string; documents: number }[];
};
export type PlayerPreviewEvent = {
  player_fields: PlayerFields;
  report_summary: string[];
  report_text: string;
  db_payload_preview: Record<string, unknown>;
};

export type RevisionEvent = { revision: number; kind: "wording" | "content"; feedback: string; note: string | null };

export type ScoutingEvent =
  | { type: "session"; data: { session_id: string; run_id: string } }
  | { type: "step"; data: { node: StepNode; status: "started" | "completed"; duration_ms?: number; detail?: Record<string, unknown> } }
  | { type: "clarification_request"; data: ClarificationRequest }
  | { type: "plan_proposal"; data: PlanProposal }
  | { type: "coverage_report"; data: Coverage }
  | { type: "player_preview"; data: PlayerPreviewEvent }
  /** An edit at the player gate: the user's words and what the revision changed (issue 9). */
  | { type: "revision"; data: RevisionEvent }
  | { type: "assistant_message"; data: { message: string } }
  | { type: "warning"; data: { code: string; message: string } }
  | { type: "error"; data: { code: string; message: string; retryable: boolean } }
  | { type: "final_response"; data: FinalResponse }
  // The capabilities beside scouting (lib/chat/capabilities.ts): each owns its event's shape.
  | { type: "analysis_cell"; data: AnalysisCellEvent }
  | { type: "coach_response"; data: CoachResponseEvent }
  | { type: "coach_panel"; data: CoachPanelEvent }
  | { type: "research_consent"; data: ConsentRequest }
  | { type: "research_source"; data: ResearchSourceEvent }
  | { type: "research_brief"; data: ResearchBriefEvent };

export type ScoutingEventType = ScoutingEvent["type"];

/** Events after which a stream closes: the run finished, failed, or waits on a person. */
export const STREAM_END_TYPES: ReadonlySet<ScoutingEventType> = new Set([
  "final_response",
  "assistant_message",
  "error",
  "plan_proposal",
  "player_preview",
  "clarification_request",
  "analysis_cell",
  "coach_panel",
  "research_consent",
  "research_brief",
]);

/** Events a capability beside scouting streams into a turn; the chat hands them to that capability's card. */
export const CAPABILITY_EVENT_TYPES: ReadonlySet<ScoutingEventType> = new Set(["analysis_cell", "coach_response", "coach_panel", "research_consent", "research_source", "research_brief"]);

export const GATE_EVENT: Record<Gate, ScoutingEventType> = {
  clarification: "clarification_request",
  plan_approval: "plan_proposal",
  player_approval: "player_preview",
  research_consent: "research_consent",
};
