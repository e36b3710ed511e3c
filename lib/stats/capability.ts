import "server-only";
import type { Capability } from "@/lib/chat/capabilities";
import { listDatasets } from "@/lib/db/queries/stats";
import { askQuestion } from "./cells";
import type { AnalysisCellEvent } from "./types";

// STAT-07: the chat hands stats questions to the lab. Claimed deterministically: an analysis word
// (compare, rolling, per 36, top N, improved, average, …) and a stat word, never a scouting-report
// request, and only when the user has stat tables. The reply is the cell, as an `analysis_cell` card.

const ANALYSIS = /\b(compare|comparison|vs\.?|versus|head[- ]to[- ]head|rolling|form|per[- ]?(?:36|90|game)|top \d+|rank(?:ing|ed)?|improved?|improvement|average|avg|mean|total|how many|best|highest|most|leaders?|shoots?|shooting|value for money|last \d+ (?:games|matches))\b/i;
const STAT = /\b(points?|pts|scoring|rebounds?|assists?|steals?|blocks?|turnovers?|threes?|three|free throws?|field goals?|minutes|goals?|shots?|xg|yards?|yds|touchdowns?|tds?|tackles?|sacks?|snaps|stats?|numbers|game log|per game|form|value|games|matches)\b/i;
const SCOUTING = /\b(scouting report|scout(?:ing)?\s+(?:report|profile)|generate (?:a )?report|write (?:a |me )?report|report (?:on|for))\b/i;

// "What drills should he do to improve his three-point shooting?" is for the coaches, not a number.
// "How many snaps a game can he handle?" asks what his body can take (the performance coach), not for a count.
// "Anchor vs 320 lb tackles is inconsistent - is that a strength thing or is his pad level bad?" asks for a
// cause (a diagnosis between areas, mechanics, technique), not for a number.
const COACHING = /\b(?:drills?|fix|work on|practi[cs]e|train|develop|off-?season|use him|use her|improve (?:his|her|their))\b|\bhow (?:do|should|can|would|could) (?:we|he|she|they)\b|\b(?:can|could) (?:[\w'-]+\s+){1,3}?(?:handle|take|cope with|manage|give (?:us|you)|play|go|last|sustain)\b|\bneeds? (?:a )?(?:break|rest|breather)\b|\b(?:thing|issue|problem) or\b|\bor (?:is|are) (?:his|her|it|that)\b|\bwhat'?s wrong\b|\bis it (?:the |his |her |a |an )?[\w-]+(?: [\w-]+)? or\b|\b(?:mechanics|technique|technically|physically|conditioning|fitness|gassed|tired|fatigue|injur\w*|surgery|rehab|legs|in the tank)\b/i;

export function looksLikeStatsQuestion(message: string): boolean {
  return !SCOUTING.test(message) && !COACHING.test(message) && ANALYSIS.test(message) && STAT.test(message);
}

export const statsCapability: Capability = {
  id: "stats",
  claims: async ({ ownerId, message }) => looksLikeStatsQuestion(message) && (await listDatasets({ ownerId })).length > 0,
  run: async ({ ownerId, message }) => {
    const { id, ...cell } = await askQuestion({ ownerId, question: message });
    const data: AnalysisCellEvent = { cell_id: id, ...cell };
    return { type: "analysis_cell", data };
  },
};
