import { getEngine } from "@/lib/scouting/engine";
import { step, type NodeFn } from "./node";
import { tracePoint } from "./trace";

/** FR-06: the sport-agnostic report; re-run alone by edit_wording, with the feedback. */
export const composition: NodeFn = step("composition", async (state) => {
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
  tracePoint("report_composed", { section_count: report.sections.length, word_count: report.wordCount, run_id: state.runId });
  return { report };
}, (u) => ({ word_count: u.report?.wordCount, citations: u.report?.citations.length }));
