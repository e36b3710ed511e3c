import { classify, loadTriggerModel, type SerializedModel, type TriggerModel } from "./classifier/model";
import type { Trigger } from "./trigger-rule";
import type { CoachId } from "./types";
import weights from "./trigger-weights.json";

// COACH-02, which coaches a question asks: a trained classifier (./classifier), three binary decisions
// over the question's word stems, stem bigrams, character 4-grams, the hand rule's outputs
// (./trigger-rule.ts) and the sport's knowledge-base phrases. The hand rule alone reached ~100 % on the
// sets it was tuned on and 62–64 % on each new set; the classifier is measured by holding out whole
// sets (eval/coaching/README.md: ~87 % exact-set accuracy). Weights are trained offline (`npm run
// train:coaching`) and committed, so the same question always gets the same coaches.

export type { Trigger } from "./trigger-rule";
export { stems } from "./stems";
export { retryMessage, retryRequest } from "./retry";

let model: TriggerModel | undefined;
/** The committed model, read once. */
export const triggerModel = (): TriggerModel => (model ??= loadTriggerModel(weights as unknown as SerializedModel));

/** The coaches the question asks for, and per coach the words that decided it. */
export function triggeredCoachesFor(question: string, sport?: string, using: TriggerModel = triggerModel()): Trigger {
  return classify(using, question, sport);
}

/** Without a sport (no knowledge-base phrases of one sport). */
export const triggeredCoaches = (question: string): Trigger => triggeredCoachesFor(question);

// COACH-03, which chat messages are coaching questions: a follow-up asking how/what/should (fix,
// improve, drill, off-season, conditioning, use him against, matchup …), not a request for a report
// ("Scout Andre Kessler" is one; "Scout says his base narrows" is not).
const REPORT_REQUEST = /\b(scouting report|report (?:on|for|about)|(?:^|[.!?]\s+)scout (?!(?:him|her|says|said|thinks?|notes?|noted|wrote|writes|had|has|is|was|reports?|mentions?|mentioned|saw|sees|likes?|liked)\b)|generate|write up|profile (?:of|for))\b/i;
const COACHING_ASK =
  /\b(how (?:do|does|can|should|would|could|might|to)\b|what (?:should|can|would|drills?|kind of|type of)|what \w+ (?:plan|programme|program|drills?|work|focus|role)|which (?:lineup|role|drills?|scheme|system|position)|should|fix|improve|drills?|train(?:ing)?|work on|develop|off[- ]?season|conditioning|use (?:him|her|them)|against|matchups?|game ?plan|coach(?:es|ing)?|deploy|load management|return[- ]to[- ]play)\b/i;

export function isCoachingQuestion(message: string): boolean {
  return COACHING_ASK.test(message) && !REPORT_REQUEST.test(message);
}

/**
 * In a chat that is already about a player, a follow-up goes to the panel when it is a coaching question
 * or touches a coach's area, in whatever form: a question, a stated problem ("his floater comes out flat
 * every time"), a request ("give me a plan for…") or a coach's shorthand ("rib + AC joint status
 * pre-camp"); "What about Darius Whitfield?" touches no area and stays a scouting request. `coachesOf` is
 * the triggering decision (the committed classifier; the eval passes a fold's model).
 */
export function isFollowUpQuestion(message: string, coachesOf: (message: string) => CoachId[] = (m) => triggeredCoaches(m).coaches): boolean {
  if (REPORT_REQUEST.test(message)) return false;
  return COACHING_ASK.test(message) || coachesOf(message).length > 0;
}
