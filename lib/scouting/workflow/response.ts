import { WARNING_CODES } from "@/lib/scouting/messages";
import type { FinalResponse } from "@/lib/scouting/types";
import { emit, step, type NodeFn } from "./node";

/** FR-10: the final response. The runner sends it as the run's last event, after which the stream ends. */
export const response: NodeFn = step("response", async (state, config) => {
  if (state.saveError) emit(config, { type: "warning", data: { code: WARNING_CODES.saveFailed, message: state.saveError } });
  const final: FinalResponse = {
    scouting_report: state.report?.text ?? null,
    player_record_id: state.saved?.playerId ?? null,
    report_id: state.saved?.reportId ?? null,
    saved: !!state.saved,
    coverage: state.coverage,
    ...(state.saveError ? { message: state.saveError } : state.decision?.action === "reject" ? { message: "Report returned without saving, as you asked." } : {}),
  };
  return { final };
});
