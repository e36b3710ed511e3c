import { fieldsWithEvidence } from "@/lib/scouting/coverage";
import { getEngine } from "@/lib/scouting/engine";
import { verifyExtraction } from "@/lib/scouting/evidence";
import { step, type NodeFn } from "./node";
import { tracePoint } from "./trace";

/** FR-05: structured fields and raw facts, then the evidence rule applied to whatever the engine returned. */
export const extraction: NodeFn = step("extraction", async (state) => {
  const raw = await getEngine().extract({ playerName: state.playerName ?? "", sport: state.sportGuess, evidence: state.evidence, aliases: state.person?.aliases });
  const verified = verifyExtraction(raw, state.evidence);
  tracePoint("fields_extracted", { field_count: fieldsWithEvidence(verified).length, raw_facts_count: verified.rawFacts.length, run_id: state.runId });
  return { extracted: verified };
});
