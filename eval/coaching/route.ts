import type { TriggerModel } from "@/lib/coaching/classifier/model";
import { JUDGEMENT, ruleCoachesFor } from "@/lib/coaching/trigger-rule";
import { isCoachingQuestion, isFollowUpQuestion, triggeredCoachesFor } from "@/lib/coaching/triggers";
import type { CoachId } from "@/lib/coaching/types";
import { looksLikeStatsQuestion } from "@/lib/stats/capability";

// The routing the chat applies before the panel (stats lab, research, the coaching claim), then the
// triggering decision: the coaches a question in a player's chat ends up with (none when routed away).

// Mirrors lib/research/capability.ts CLAIM.
const RESEARCH = /\b(?:research|look up|check|search)\b[^.?!]*\b(?:externally|outside|external|online|on the web|the web)\b|\b(?:outside|external) (?:sources?|research|intel(?:ligence)?)\b/i;

const routed = (question: string, coachesOf: (m: string) => CoachId[]) => !looksLikeStatsQuestion(question) && !RESEARCH.test(question) && isFollowUpQuestion(question, coachesOf);

/** With the classifier (the committed model unless one is given). */
export function routedCoaches(question: string, sport: string | undefined, model?: TriggerModel): CoachId[] {
  const coachesOf = (m: string, s?: string) => triggeredCoachesFor(m, s, model).coaches;
  return routed(question, (m) => coachesOf(m)) ? coachesOf(question, sport) : [];
}

// The follow-up check as it was before the classifier (a coaching question, or a question, a stated
// problem or a request that the hand rule finds an area in), kept to score the old rule as it shipped.
const QUESTION = /\?|(?:^|[.,;:!]\s*|\s[-–—]\s*)(?:how|what|whats|what's|which|where|when|who|why|should|could|would|can|is|are|does|do|any|anything)\b/i;
const REQUEST = /\b(?:need a plan|a plan for|plan for|thoughts|ideas|suggestions|advice|tips|help (?:with|me)|give me|i need|lay out|walk me through|break down|outline)\b/i;
const REPORT_REQUEST = /\b(scouting report|report (?:on|for|about)|scout (?!him\b|her\b)|generate|write up|profile (?:of|for))\b/i;
const ruleFollowUp = (m: string) => !REPORT_REQUEST.test(m) && (isCoachingQuestion(m) || ((QUESTION.test(m) || JUDGEMENT.test(m) || REQUEST.test(m)) && ruleCoachesFor(m).coaches.length > 0));

/** With the hand rule alone, routed as the chat routed before the classifier. */
export function routedRuleCoaches(question: string, sport: string | undefined): CoachId[] {
  return !looksLikeStatsQuestion(question) && !RESEARCH.test(question) && ruleFollowUp(question) ? ruleCoachesFor(question, sport).coaches : [];
}
