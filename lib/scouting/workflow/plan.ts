import { interrupt } from "@langchain/langgraph";
import { getEngine } from "@/lib/scouting/engine";
import type { PlanApproval } from "./events";
import { step, type NodeFn } from "./node";
import { tracePoint } from "./trace";

export const PLAN_DECLINED_REPLY = "Understood. I stopped before gathering any evidence, and nothing was saved.";

/** FR-02: a 4–7 step plan with query hints, proposed for approval. */
export const plan: NodeFn = step("plan", async (state) => {
  const { planSteps, queryHints } = await getEngine().draftPlan({
    playerName: state.playerName ?? "",
    sport: state.sportGuess,
    request: state.requestText,
  });
  tracePoint("plan_generated", { plan_steps: planSteps.length, query_hints: queryHints.length, run_id: state.runId });
  return { planSteps, queryHints };
});

/** FR-07 gate: approve as-is, or approve with edited steps and hints; edits drive the later nodes. */
export const approvePlan: NodeFn = async (state) => {
  const answer = interrupt({
    gate: "plan_approval",
    event: {
      type: "plan_proposal",
      data: {
        player_name: state.playerName,
        sport_guess: state.sportGuess,
        plan_steps: state.planSteps,
        query_hints: state.queryHints,
        documents_found: state.person?.documentIds.length ?? 0,
      },
    },
  }) as PlanApproval;
  if (!answer.approved) {
    return { planDeclined: true, reply: PLAN_DECLINED_REPLY };
  }
  return { planSteps: answer.plan_steps ?? state.planSteps, queryHints: answer.query_hints ?? state.queryHints };
};
