import { COACH_ORDER } from "./coaches";
import { ALL_ENTRIES, knowledgeFor } from "./knowledge";
import type { CoachId } from "./types";

// COACH-02, the triggering rule (seed 004 keeps a conditional trigger per coach). A coach answers when
// the question touches its area: one of its keywords appears as a word or phrase. Plan-wide questions
// ("development plan", "what should he work on") touch all three areas; "off-season" touches skills and
// performance (summer work is skill and body work; game plans come later). A question touching no area
// gets a reply saying which areas the panel covers instead of three empty answers.

const AREA_KEYWORDS: Record<CoachId, RegExp> = {
  skills:
    /\b(fix|fixing|mechanic|mechanics|technique|technical|drills?|progressions?|form|release|shoot(?:ing|er)?|shots?|jump ?shot|jumpers?|free[- ]throws?|three[- ]?(?:point(?:er|s)?)?|3pt|finish(?:ing)?|footwork|handle|handling|ball[- ]handling|dribbl\w*|pass(?:ing|es)?|throw(?:s|ing)?|velocity|arm strength|accuracy|touch|first touch|crossing|heading|tackl\w*|duels?|counter[- ]moves?|moves|block(?:ing)?|hands|catch(?:ing)?|routes?|route[- ]running|skills?|mistakes?|habits?|reach(?:ing|-ins?)?|fouls?|fouling|pocket|pass[- ]rush moves?|weak foot|left[- ]hand\w*|right[- ]hand\w*|turnovers?|decision[- ]making|teach\w*|learn\w*|reach\w*|deep ball|point of attack|against the run|run fits?|hand placement|pad level|get better at|better at|ready to)\b/i,
  performance:
    /\b(off[- ]?season|summer|conditioning|condition|strength|stronger|weight|weights|lift\w*|load|workload|load management|injur\w*|hurt|knee|ankle|hamstring|groin|shoulder|tendon\w*|tendinopathy|recovery|recover|rehab\w*|return[- ]to[- ]play|fatigue|tired|stamina|endurance|minutes|back[- ]to[- ]backs?|durab\w*|athletic\w*|speed|quickness|burst|explosive\w*|mobility|flexibility|physical\w*|body|frame|health|healthy|sprint\w*|fitness|gym|weight room|nutrition|diet|sleep|rest|fresh|long season|spasms?|concussions?|medical)\b/i,
  tactics:
    /\b(use|using|deploy|against (?:a|an|the)? ?(?:\w+[- ])?(?:defen[cs]es?|zones?|press|blitz|teams?|opponents?|offen[cs]es?|omaha|\w+s)\b|fit(?:s)? (?:in|into|best|with|next to|our)|where does|early downs|downs|between the lines|guard (?:him|her|them|[a-z]+ in)|defend (?:him|her|them|against)|playoff|series|matchups?|match up|switch(?:ing|es)?|on defen[cs]e|defensive scheme|scheme|system|role|fit|lineups?|rotations?|game ?plans?|opponents?|coverage|zone|man[- ]to[- ]man|press(?:ing)?|formation|position(?:ing)?|play (?:him|her)|closing|crunch time|late[- ]game|pick[- ]and[- ]roll|pnr|spacing|transition|exploit|cover(?:ing)? for|third[- ]and[- ]\w+|passing downs|hunt|target(?:ed)?|personnel|packages?|blitz\w*|tactic\w*|strateg\w*)\b/i,
};

/** A question about the whole plan touches every area. */
const ALL_AREAS = /\b(development plan|overall plan|what should (?:he|she|they|we) work on|how (?:do|can|should) we develop|develop(?:ment)? (?:him|her)|full plan|every area)\b/i;
const OFF_SEASON = /\boff[- ]?season|summer\b/i;

export type Trigger = { coaches: CoachId[]; matched: Partial<Record<CoachId, string>> };

export function triggeredCoaches(question: string): Trigger {
  const matched: Partial<Record<CoachId, string>> = {};
  if (ALL_AREAS.test(question)) {
    const hit = question.match(ALL_AREAS)?.[0] ?? "";
    for (const c of COACH_ORDER) matched[c] = hit;
  } else {
    for (const c of COACH_ORDER) {
      const hit = question.match(AREA_KEYWORDS[c]);
      if (hit) matched[c] = hit[0];
    }
    const offSeason = question.match(OFF_SEASON);
    if (offSeason) matched.skills ??= offSeason[0];
  }
  return { coaches: COACH_ORDER.filter((c) => matched[c] !== undefined), matched };
}

const normWords = (s: string) => ` ${s.toLowerCase().replace(/[^a-z0-9%]+/g, " ").trim()} `;

/**
 * When no area word matches, the knowledge base decides: the coaches owning an entry of the player's
 * sport whose trigger phrase the question uses ("number 10", "sixth man", "pressing trigger").
 */
export function triggeredCoachesFor(question: string, sport?: string): Trigger {
  const byKeyword = triggeredCoaches(question);
  if (byKeyword.coaches.length) return byKeyword;
  const text = normWords(question);
  const matched: Partial<Record<CoachId, string>> = {};
  for (const entry of sport ? knowledgeFor(sport) : ALL_ENTRIES) {
    const hit = entry.triggers.find((t) => text.includes(normWords(t)));
    if (hit) matched[entry.coach] ??= hit;
  }
  return { coaches: COACH_ORDER.filter((c) => matched[c] !== undefined), matched };
}

// COACH-03, which chat messages are coaching questions: a follow-up asking how/what/should (fix,
// improve, drill, off-season, conditioning, use him against, matchup …), not a request for a report.
const REPORT_REQUEST = /\b(scouting report|report (?:on|for|about)|scout (?!him\b|her\b)|generate|write up|profile (?:of|for))\b/i;
const COACHING_ASK =
  /\b(how (?:do|does|can|should|would|could|might|to)\b|what (?:should|can|would|drills?|kind of|type of)|what \w+ (?:plan|programme|program|drills?|work|focus|role)|which (?:lineup|role|drills?|scheme|system|position)|should|fix|improve|drills?|train(?:ing)?|work on|develop|off[- ]?season|conditioning|use (?:him|her|them)|against|matchups?|game ?plan|coach(?:es|ing)?|deploy|load management|return[- ]to[- ]play)\b/i;

export function isCoachingQuestion(message: string): boolean {
  return COACHING_ASK.test(message) && !REPORT_REQUEST.test(message);
}

/**
 * In a chat that is already about a player, a follow-up question goes to the panel when it is a coaching
 * question or touches a coach's area; "What about Darius Whitfield?" stays a scouting request.
 */
const QUESTION = /\?\s*$|^\s*(how|what|what's|which|where|when|who|why|should|could|would|can|is|are|does|do)\b/i;
export function isFollowUpQuestion(message: string): boolean {
  if (REPORT_REQUEST.test(message)) return false;
  return COACHING_ASK.test(message) || (QUESTION.test(message) && triggeredCoachesFor(message).coaches.length > 0);
}

/** "Retry the performance coach" (the card's Retry button sends it as a chat message: durable like any turn). */
const RETRY = /^\s*retry the (skills|performance|tactics) coach\b/i;
export function retryRequest(message: string): CoachId | null {
  const m = message.match(RETRY);
  return m ? (m[1].toLowerCase() as CoachId) : null;
}
export const retryMessage = (coach: CoachId) => `Retry the ${coach} coach`;
