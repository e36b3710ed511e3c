import type { ExtractionInput } from "@/lib/scouting/rules/extract";
import type { Coverage, EvidenceChunk, ExtractionResult, ReportDraft, Sport } from "@/lib/scouting/types";

/** What the people index knows around the evidence (REQ-PPL-03); see ExtractionInput in rules/extract.ts. */
export type ExtractionContext = Pick<ExtractionInput, "aliases" | "documentContext" | "peopleByDocument">;

export type Classification = { intent: "scouting_report" | "other"; playerName: string | null; sportGuess: Sport };

export type ComposeInput = {
  playerName: string;
  sport: Sport;
  extraction: ExtractionResult;
  coverage: Coverage;
  evidence: EvidenceChunk[];
  /** Wording feedback from the player gate (edit_wording): the latest. */
  feedback: string | null;
  /**
   * Every edit of this run so far (issue 9: edits compose): wording edits, content edits (extra targets)
   * and the revision number (0 for the first draft).
   */
  request?: { wording: string[]; content: string[]; revision: number };
};

/** The model-backed steps. The rules engine implements them deterministically; the model engine through the AI SDK. */
export interface ScoutingEngine {
  readonly name: "rules" | "model";
  /** `knownAliases`: short forms the people index binds to one person, as written in the message (REQ-PPL-04). */
  classify(input: { message: string; knownNames: string[]; knownAliases?: { alias: string; name: string }[]; documentTexts: string[] }): Promise<Classification>;
  draftPlan(input: { playerName: string; sport: Sport; request: string }): Promise<{ planSteps: string[]; queryHints: string[] }>;
  /** Extra queries beyond FR-03's fixed ones (e.g. from edit_content feedback); the queries step normalises them. */
  proposeQueries(input: { playerName: string; sport: Sport; hints: string[]; feedback: string | null }): Promise<string[]>;
  extract(input: { playerName: string; sport: Sport; evidence: EvidenceChunk[]; context?: ExtractionContext }): Promise<ExtractionResult>;
  compose(input: ComposeInput): Promise<ReportDraft>;
}
