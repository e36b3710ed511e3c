// Coaching panel (issue 12, COACH-01..): one coach's answer as it streams (`coach_response`), and the
// panel's close (`coach_panel`). Shapes are the wire contract: persisted, replayed, rendered by the card.
export type CoachId = "skills" | "performance" | "tactics";
export type CoachStatus = "started" | "streaming" | "completed" | "skipped" | "failed" | "timeout";

/** A passage of the player's own documents that a statement about the player rests on. */
export type EvidenceCitation = {
  kind: "evidence";
  /** The tag written in the text: "E3" for [E3]. */
  tag: string;
  chunkId: string;
  documentId: string | null;
  documentName: string;
  quote: string | null;
};
/** A knowledge-base entry: general coaching guidance, never a fact about the player. */
export type KnowledgeCitation = { kind: "knowledge"; tag: string; entryId: string; title: string; version: string };
export type CoachCitation = EvidenceCitation | KnowledgeCitation;

/** How the earlier answers reached this coach (seed 004: full text, summaries, or truncated text). */
export type ContextMode = "none" | "full" | "summary" | "truncated";

export type CoachResponseEvent = {
  coach: CoachId;
  status: CoachStatus;
  /** The answer so far (streaming) or in full (completed); empty when skipped or failed. */
  text: string;
  citations: CoachCitation[];
  label?: string;
  /** Skipped: the question does not touch this coach's area. Failed/timeout: what went wrong. */
  reason?: string;
  /** Which earlier coaches' answers this coach received, and how. */
  context?: { from: CoachId[]; mode: ContextMode };
  /** A retry of an earlier failed answer. */
  retry?: boolean;
};

export type CoachPanelEvent = {
  question: string;
  player: { id: string; name: string; sport: string } | null;
  engine: "model" | "rules";
  knowledgeVersion: string | null;
  answered: CoachId[];
  skipped: CoachId[];
  failed: CoachId[];
  /** A reply in words when no coach answered (no player, no area touched). */
  message?: string;
  /** A retry's panel names the run of the question it retried a coach of. */
  retryOf?: string;
};
