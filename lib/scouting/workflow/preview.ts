import { interrupt } from "@langchain/langgraph";
import { fieldEvidence, toPlayerFields } from "@/lib/scouting/player-fields";
import type { PlayerApproval, PlayerPreviewEvent } from "./events";
import { step, type NodeFn } from "./node";

/** Prepares what the player gate shows: the card, the 5–8 bullets, the full text, the rows to be written. */
export const preview: NodeFn = step("preview", async (state) => {
  if (!state.extracted || !state.report) throw new Error("preview needs extraction and report");
  const playerFields = toPlayerFields(state.extracted);
  const sourceDocIds = [...new Set(state.report.citations.map((c) => c.documentId))];
  const payload: PlayerPreviewEvent = {
    player_fields: playerFields,
    report_summary: state.report.summary,
    report_text: state.report.text,
    db_payload_preview: {
      players: { ...playerFields, evidence: fieldEvidence(state.extracted) },
      scouting_reports: {
        run_id: state.runId,
        request_text: state.requestText,
        report_summary: state.report.summary,
        coverage: state.coverage,
        source_doc_ids: sourceDocIds,
        word_count: state.report.wordCount,
      },
    },
  };
  return { playerPreview: payload };
});

/** FR-08 gate: approve, reject, or send the run back with feedback. */
export const approvePlayer: NodeFn = async (state) => {
  const answer = interrupt({ gate: "player_approval", event: { type: "player_preview", data: state.playerPreview } }) as PlayerApproval;
  const text = answer.feedback?.trim() ?? "";
  // Edits accumulate (issue 9): a content edit keeps an earlier "make it shorter", and each content
  // request stays a target of later revisions.
  const wordingEdits = state.wordingEdits ?? [];
  const contentEdits = state.contentEdits ?? [];
  if (answer.action === "edit_wording") return { decision: answer, feedback: { kind: "wording", text }, wordingEdits: text ? [...wordingEdits, text] : wordingEdits, revisions: state.revisions + 1 };
  if (answer.action === "edit_content") return { decision: answer, feedback: { kind: "content", text }, contentEdits: text ? [...contentEdits, text] : contentEdits, revisions: state.revisions + 1 };
  return { decision: answer };
};
