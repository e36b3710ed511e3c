import { extractPlayerFacts } from "@/lib/scouting/rules/extract";
import { detectIntent } from "@/lib/scouting/rules/intent";
import { guessSport } from "@/lib/scouting/rules/sport";
import { composeWithRules } from "./rules-composition";
import type { ScoutingEngine } from "./types";

/** FR-02 default plan template (seed 000), made specific to the player. */
// Plan steps are read by the user at the plan gate: plain words about what Scout will do for them.
export function defaultPlan(playerName: string): string[] {
  return [
    `Confirm that ${playerName} is the player you mean`,
    `Search your documents for everything about ${playerName}`,
    "Pull out height, weight, position, team and scouting traits, each with its source",
    "Write a scouting report in which every fact cites its passage",
    "Show you the player card and the report to review",
    "Wait for your approval before saving anything",
    `Save ${playerName} and the report to your player library`,
  ];
}

// "role projection play style" reaches the sections of a note that never repeat the player's name.
const SPORT_HINTS = {
  nba: ["playoff performance", "role projection play style"],
  football: ["combine measurements", "role projection play style", "injury history"],
  soccer: ["role projection play style", "pressing and work rate", "injury history"],
  unknown: ["role projection play style", "recent performance"],
} as const;

// Focus phrases the user wrote ("focus on his defense", "especially pick-and-roll") become hints.
const FOCUS = /\b(?:focus(?:ing)? on|especially|particularly|with emphasis on|emphasi[sz]e|look at|including)\s+(?:his|her|their|the)?\s*([a-z][a-z0-9 '&/-]{2,60}?)(?=[.,;!?]|$| and\b)/gi;

export function hintsFromRequest(request: string): string[] {
  return [...request.matchAll(FOCUS)].map((m) => m[1].trim().toLowerCase()).filter(Boolean);
}

// Content feedback ("check his injury history too") becomes a targeted query of its key words; the
// queries step adds one query per recognised target (lib/scouting/edit-request.ts).
const FEEDBACK_STOP = /\b(please|can|you|could|would|also|too|more|add|check|look|into|about|the|his|her|their|a|an|and|on|for|of|in|include|search|find|what|is|are|was|it|this|that|report|info|information|details?|with|me|some|any)\b/gi;

export function feedbackQuery(playerName: string, feedback: string | null): string[] {
  if (!feedback) return [];
  const keywords = feedback.replace(/[^\p{L}\p{N}\s'-]/gu, " ").replace(FEEDBACK_STOP, " ").replace(/\s+/g, " ").trim();
  return keywords ? [`${playerName} ${keywords.split(" ").slice(0, 6).join(" ")}`] : [];
}

export const rulesEngine: ScoutingEngine = {
  name: "rules",
  async classify({ message, knownNames, knownAliases, documentTexts }) {
    const detected = detectIntent(message, knownNames, knownAliases);
    const playerName = detected.playerName;
    const sportGuess = detected.sportGuess !== "unknown" ? detected.sportGuess : guessSport(message, documentTexts);
    return { intent: detected.intent, playerName, sportGuess };
  },
  async draftPlan({ playerName, sport, request }) {
    const queryHints = [...new Set([...hintsFromRequest(request), ...SPORT_HINTS[sport]])].slice(0, 4);
    return { planSteps: defaultPlan(playerName), queryHints };
  },
  async proposeQueries({ playerName, feedback }) {
    return feedbackQuery(playerName, feedback);
  },
  async extract({ playerName, sport, evidence, context }) {
    return extractPlayerFacts({ playerName, sport, chunks: evidence, ...context });
  },
  async compose(input) {
    return composeWithRules(input);
  },
};
