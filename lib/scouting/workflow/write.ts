import { savePlayerWithReport } from "@/lib/db/queries/players";
import { audit } from "@/lib/db/queries/audit";
import { log } from "@/lib/log";
import { MESSAGES } from "@/lib/scouting/messages";
import { fieldEvidence, toPlayerFields } from "@/lib/scouting/player-fields";
import { step, type NodeFn } from "./node";
import { tracePoint } from "./trace";

/** FR-09: one transaction; on failure nothing is written and the report is still returned (seed §5.1). */
export const write: NodeFn = step("write", async (state) => {
  if (!state.extracted || !state.report) throw new Error("write needs extraction and report");
  try {
    const saved = await savePlayerWithReport({
      ownerId: state.ownerId,
      runId: state.runId,
      requestText: state.requestText,
      fields: toPlayerFields(state.extracted),
      evidence: fieldEvidence(state.extracted),
      report: {
        text: state.report.text,
        summary: state.report.summary,
        coverage: state.coverage,
        sourceDocIds: [...new Set(state.report.citations.map((c) => c.documentId))],
        sections: state.report.sections,
        citations: state.report.citations,
      },
    });
    if (!saved.replayed) {
      await audit({ ownerId: state.ownerId, action: "player.saved", targetType: "player", targetId: saved.playerId, detail: { report_id: saved.reportId, run_id: state.runId } });
    }
    tracePoint("player_created", { player_id: saved.playerId, report_id: saved.reportId, replayed: saved.replayed, run_id: state.runId });
    return { saved: { playerId: saved.playerId, reportId: saved.reportId }, saveError: null };
  } catch (err) {
    log.error({ err, runId: state.runId }, "player save failed; transaction rolled back");
    return { saved: null, saveError: MESSAGES.saveFailed };
  }
});
