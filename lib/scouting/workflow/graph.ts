import { END, START, StateGraph } from "@langchain/langgraph";
import type { BaseCheckpointSaver } from "@langchain/langgraph-checkpoint";
import { env } from "@/lib/env";
import { isNonRetryable } from "@/lib/scouting/errors";
import { composition } from "./composition";
import { extraction } from "./extraction";
import { clarify, intake } from "./intake";
import { approvePlan, plan } from "./plan";
import { approvePlayer, preview } from "./preview";
import { queries } from "./queries";
import { response } from "./response";
import { retrieval } from "./retrieval";
import { ScoutingState, type ScoutingStateType } from "./state";
import { write } from "./write";

// Routing decisions, each small and named for what it decides.

/** Not a scouting request → done (the runner sends the reply); a name that is not one person → ask; otherwise plan. */
function afterIntake(state: ScoutingStateType) {
  if (state.intent === "other") return END;
  return state.clarification || !state.playerName ? "clarify" : "plan";
}

/** An answer that still names nobody, or several people, asks again. */
function afterClarify(state: ScoutingStateType) {
  return state.clarification ? "clarify" : "plan";
}

/** A declined plan gathers nothing. */
function afterPlanGate(state: ScoutingStateType) {
  return state.planDeclined ? END : "queries";
}

/** FR-08: approve → save; reject → answer unsaved; wording → recompose only; content → from the queries. */
function afterPlayerGate(state: ScoutingStateType) {
  switch (state.decision?.action) {
    case "approve":
      return "write";
    case "edit_wording":
      return "composition";
    case "edit_content":
      return "queries";
    default:
      return "response";
  }
}

export function buildScoutingGraph(checkpointer: BaseCheckpointSaver) {
  return new StateGraph(ScoutingState)
    .addNode("intake", intake)
    .addNode("clarify", clarify)
    .addNode("plan", plan)
    .addNode("approve_plan", approvePlan)
    .addNode("queries", queries)
    .addNode("retrieval", retrieval)
    .addNode("extraction", extraction)
    .addNode("composition", composition)
    .addNode("preview", preview)
    .addNode("approve_player", approvePlayer)
    .addNode("write", write)
    .addNode("response", response)
    .addEdge(START, "intake")
    .addConditionalEdges("intake", afterIntake, ["plan", "clarify", END])
    .addConditionalEdges("clarify", afterClarify, ["clarify", "plan"])
    .addEdge("plan", "approve_plan")
    .addConditionalEdges("approve_plan", afterPlanGate, ["queries", END])
    .addEdge("queries", "retrieval")
    .addEdge("retrieval", "extraction")
    .addEdge("extraction", "composition")
    .addEdge("composition", "preview")
    .addEdge("preview", "approve_player")
    .addConditionalEdges("approve_player", afterPlayerGate, ["write", "composition", "queries", "response"])
    .addEdge("write", "response")
    .addEdge("response", END)
    // Seed 000 §5.2 retry policy and the 5-minute per-step timeout, for every node.
    .setNodeDefaults({
      retryPolicy: {
        maxAttempts: 3,
        initialInterval: env.MODEL_RETRY_INITIAL_MS,
        backoffFactor: 2,
        maxInterval: env.MODEL_RETRY_MAX_MS,
        jitter: false,
        retryOn: (e: unknown) => !isNonRetryable(e),
        logWarning: false,
      },
      timeout: env.SCOUTING_STEP_TIMEOUT_MS,
    })
    .compile({ checkpointer });
}

export type ScoutingGraph = ReturnType<typeof buildScoutingGraph>;
