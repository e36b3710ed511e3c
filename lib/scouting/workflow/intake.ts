import { interrupt } from "@langchain/langgraph";
import { listKnownPeople } from "@/lib/db/queries/documents";
import { getEngine } from "@/lib/scouting/engine";
import { MESSAGES } from "@/lib/scouting/messages";
import { searchChunks } from "@/lib/search/search-chunks";
import type { Clarification } from "./events";
import { step, type NodeFn } from "./node";
import { tracePoint } from "./trace";

export const OTHER_INTENT_REPLY =
  "I'm Scout: I write evidence-backed scouting reports from the documents you upload. " +
  "Try “Generate a scouting report for Jalen Brooks”. I'll propose a plan, gather evidence from your documents, " +
  "and show you the player card before anything is saved.";

/** Up to five passages about the player, so the sport can be read from the user's own documents. */
async function playerContext(ownerId: string, playerName: string) {
  const hits = await searchChunks({ ownerId, query: playerName, limit: 5 });
  return hits.map((h) => h.text);
}

/** FR-01: detect the scouting intent, the player and the sport. */
export const intake: NodeFn = step("intake", async (state, config) => {
  const engine = getEngine();
  const knownNames = await listKnownPeople({ ownerId: state.ownerId });
  const first = await engine.classify({ message: state.requestText, knownNames, documentTexts: [] });
  if (first.intent === "other") {
    return { intent: "other", reply: OTHER_INTENT_REPLY };
  }
  let sportGuess = first.sportGuess;
  if (first.playerName && sportGuess === "unknown") {
    const documentTexts = await playerContext(state.ownerId, first.playerName);
    sportGuess = (await engine.classify({ message: state.requestText, knownNames, documentTexts })).sportGuess;
  }
  tracePoint("scouting_workflow_start", { player_name: first.playerName, sport_guess: sportGuess, session_id: config.configurable?.session_id, run_id: state.runId });
  return { intent: "scouting_report", playerName: first.playerName, sportGuess };
});

/** FR-01 interrupt: no player name could be found, so ask for one. */
export const clarify: NodeFn = async (state) => {
  const answer = interrupt({ gate: "clarification", event: { type: "clarification_request", data: { message: MESSAGES.playerNameNotFound } } }) as Clarification;
  const engine = getEngine();
  const knownNames = await listKnownPeople({ ownerId: state.ownerId });
  const documentTexts = await playerContext(state.ownerId, answer.player_name);
  const named = await engine.classify({ message: `scouting report for ${answer.player_name}`, knownNames, documentTexts });
  const context = await engine.classify({ message: `${state.requestText} ${answer.player_name}`, knownNames, documentTexts });
  return { playerName: named.playerName ?? answer.player_name, sportGuess: context.sportGuess };
};
