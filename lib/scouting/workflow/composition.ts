import { getEngine } from "@/lib/scouting/engine";
import { emit, step, type NodeFn } from "./node";
import { tracePoint } from "./trace";

/** FR-06: the sport-agnostic report; re-run alone by edit_wording, with the feedback. */
export const composition: NodeFn = step("composition", async (state, config) => {
  if (!state.extracted || !state.coverage) throw new Error("composition needs extraction and coverage");
  const report = await getEngine().compose({
    playerName: state.playerName ?? "",
    sport: state.sportGuess,
    extraction: state.extracted,
    coverage: state.coverage,
    evidence: state.evidence,
    feedback: state.wordingEdits?.at(-1) ?? (state.feedback?.kind === "wording" ? state.feedback.text : null),
    request: { wording: state.wordingEdits ?? [], content: state.contentEdits ?? [], revision: state.revisions },
  });
  // The transcript shows each edit with the user's own words and what the revision did.
  if (state.revisions > 0 && state.feedback) {
    emit(config, { type: "revision", data: { revision: state.revisions, kind: state.feedback.kind, feedback: state.feedback.text, note: report.revisionNote ?? null } });
  }
  tracePoint("report_composed", { section_count: report.sections.length, word_count: report.wordCount, run_id: state.runId });
  return { report };
}, (u) => ({ word_count: u.report?.wordCount, citations: u.report?.citations.length }));
