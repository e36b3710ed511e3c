import { Annotation } from "@langchain/langgraph";
import type { Coverage, EvidenceChunk, ExtractionResult, FinalResponse, ReportDraft, Sport } from "@/lib/scouting/types";
import type { ClarificationRequest, PlayerApproval, PlayerPreviewEvent } from "./events";

/** A player resolved once in the people index: retrieval and extraction work on this person only. */
export type ResolvedPerson = { key: string; name: string; aliases: string[]; documentIds: string[] };

// Every field is last-write-wins with a default for a fresh run. Keys may not equal node names
// (LangGraph), hence searchQueries / extracted / playerPreview beside the queries / extraction / preview steps.
const field = <T>(initial: () => T) => Annotation<T>({ reducer: (_prev: T, next: T) => next, default: initial });

export const ScoutingState = Annotation.Root({
  /** Whose documents are searched and whose library a save goes to. Set once at start. */
  ownerId: field<string>(() => ""),
  /** The workflow_runs row this thread belongs to (also the LangGraph thread id). */
  runId: field<string>(() => ""),
  /** The user's chat message that started the run. */
  requestText: field<string>(() => ""),
  /** FR-01 routing: a scouting request, or anything else (answered with a short reply). */
  intent: field<"scouting_report" | "other" | null>(() => null),
  /** A reply that ends the run without a report (not a scouting request, or the plan was declined). */
  reply: field<string | null>(() => null),
  /** Player the report is about; null until intake or the clarification gate finds one. */
  playerName: field<string | null>(() => null),
  sportGuess: field<Sport>(() => "unknown"),
  /** The person the request resolved to in the people index; null when the user went on without one. */
  person: field<ResolvedPerson | null>(() => null),
  /** What the clarification gate asks next (missing, ambiguous or unknown name); null when nothing is open. */
  clarification: field<ClarificationRequest | null>(() => null),
  /** FR-02 plan as proposed, then as the user approved or edited it. */
  planSteps: field<string[]>(() => []),
  queryHints: field<string[]>(() => []),
  /** False after the user declined the plan: nothing is gathered or saved. */
  planDeclined: field<boolean>(() => false),
  /** Feedback from the player gate, passed to the re-run nodes (FR-08). */
  feedback: field<{ kind: "wording" | "content"; text: string } | null>(() => null),
  /** Every wording edit of this run, oldest first: a later content edit keeps them (edits compose). */
  wordingEdits: field<string[]>(() => []),
  /** Every content edit of this run, oldest first: each one's targets stay retrieval and extraction targets. */
  contentEdits: field<string[]>(() => []),
  /** FR-03 queries actually used. */
  searchQueries: field<string[]>(() => []),
  /** FR-04 deduplicated, capped evidence. */
  evidence: field<EvidenceChunk[]>(() => []),
  coverage: field<Coverage | null>(() => null),
  /** FR-05 structured fields and raw facts, each value with its supporting chunk ids. */
  extracted: field<ExtractionResult | null>(() => null),
  /** FR-06 report with sections, citations and the 5–8 bullet summary. */
  report: field<ReportDraft | null>(() => null),
  /** FR-08 preview shown at the player gate. */
  playerPreview: field<PlayerPreviewEvent | null>(() => null),
  /** The player gate's answer. */
  decision: field<PlayerApproval | null>(() => null),
  /** FR-09 outcome. */
  saved: field<{ playerId: string; reportId: string } | null>(() => null),
  saveError: field<string | null>(() => null),
  /** FR-10 response, set by the last node. */
  final: field<FinalResponse | null>(() => null),
  /** How many times the player gate sent the run back (edit loops). */
  revisions: field<number>(() => 0),
});

export type ScoutingStateType = typeof ScoutingState.State;
export type ScoutingUpdate = typeof ScoutingState.Update;
