// Strengths, weaknesses, style tags and role projection from Pros/Cons lists, headings ("Strengths:",
// "## Weaknesses", "Areas to improve"), and plain prose ("excels at …", "struggles with …").

import { LABEL_LEVEL, isPlusMinusList, recordCells, splitBlocks, type RecordCell } from "./blocks";
import { findStyleTags } from "./style-tags";
import { capitalizeFirst, collapseSpaces, escapeRegExp, fold, normalizeText, splitOutsideBrackets, splitSentences, stripMarkdown } from "./text";
import { CONTRACT_CUE, findContractClauses } from "./contract";
import { evaluateClause, evaluativeClauses as judgedClauses, isConjunctionPlus, BEST_PRAISE, FEW_FAULTS, KNOWN_FOR, LENGTH_WORD, MITIGATION, NEVER_DOUBTED, isNextStep, SPECIAL_PRAISE, VALUE_IDIOM, NO_PRODUCTION, NOT_A_SCORE_LINE, opponentVerdict, skillTopic, withoutOpponentModifiers } from "./evaluative";
import { readRatingRow } from "./rating-scale";
import { isInstructionLike } from "./untrusted";
import { speaksOfTheGame } from "./scouting-vocabulary";

export type TraitExtraction = { strengths: string[]; weaknesses: string[]; styleTags: string[]; roleProjection: string | null };
export type TraitOptions = { subjectNames?: string[] };

export const MAX_TRAIT_LENGTH = 80;
const MAX_PROJECTION_LENGTH = 240;

type Polarity = "strength" | "weakness";

// (A writer's own language heads the sections too: "Lo bueno" / "Lo no tan bueno", "Points forts", "Stärken".)
const STRENGTH_HEADING =
  /^(?:key\s+|top\s+|main\s+|primary\s+|notable\s+|biggest\s+)?(?:strengths?|pros|positives|plus(?:es)?|assets|what (?:we|i|scouts) (?:like|love)(?: about (?:him|her))?|lo bueno|lo positivo|puntos fuertes|fortalezas|points forts|st[äa]rken|what (?:he|she|they) does?(?: well)?|what (?:he|she|they) (?:can|will) do|upside|calling cards?|best (?:asset|trait|quality|attribute|skill|tool)s?|the good|what (?:he|she|they) (?:brings?|offers?|gives? (?:us|you))|areas? of strength|strong points|selling points|the case for (?:him|her|them))(?:\s+to\s+(?:watch|note|highlight))?$/i;
const WEAKNESS_HEADING =
  /^(?:key\s+|main\s+|primary\s+|major\s+|biggest\s+)?(?:weakness(?:es)?|cons|concerns?|worr(?:y|ies)|what (?:worries|concerns|bothers) (?:us|me|scouts)|what (?:we|i) (?:don't|do not) like|lo malo|lo (?:no tan|menos) bueno|lo negativo|puntos d[ée]biles|debilidades|points faibles|schw[äa]chen|the rub|negatives|minus(?:es)?|limitations|red flags|areas? (?:to|for|of) (?:improve|improvement|development|concern)|development (?:areas?|focus|needs)|needs? (?:to )?improve(?:ment)?|things to (?:work on|improve)|improvements needed|flaws|downside|weak points|question marks|(?:the )?knocks?(?: on (?:him|her))?|the bad|what (?:he|she|they) (?:doesn't|does not|can't|cannot|won't)(?: do)?(?: well)?|where (?:he|she|they) (?:is|are) still (?:growing|developing|learning|improving)|growth areas?|areas? (?:of|for) growth|what (?:he|she|they) needs? to (?:work on|fix|improve|add)|the case against (?:him|her|them)|works? in progress)(?:\s+to\s+(?:exploit|watch|note|target))?$/i;
const PROJECTION_HEADING = /^(?:role\s+projection|projection|projected\s+role|role|nba\s+role|nfl\s+role|ceiling|outlook|projected\s+fit|(?:best\s+|ideal\s+|team\s+|system\s+)?fit|(?:where|how)\s+(?:he|she|they)(?:'d|'ll|\s+would|\s+will|\s+could)?\s+fits?(?:\s+in)?)$/i;
// A hyphen separates a heading only with a space beside it: "Knock-down corner three" is one phrase.
const INLINE_HEADING = /^\s*(?:\*\*)?([\p{L}][\p{L}\s'&/-]{2,40}?)(?:\*\*)?(?:\s*[:–]|\s+-|-\s)\s*(?:\*\*)?\s*(.+)$/u;

const SUBJECT_VERBS = "is|has|was|shows|displays|possesses|brings|offers|demonstrates|remains|owns|boasts";
const ADJ_STRONG =
  "tremendous|bruising|elite|excellent|exceptional|outstanding|superb|terrific|special|plus|high-level|advanced|polished|gifted(?! (?:opponents|the opposition|them|the other))|natural|dynamic|explosive|great|strong|reliable|tenacious|instinctive|savvy|efficient|prolific|dominant|versatile|skilled|accurate|fluid|relentless|tireless|impressive|good|solid|quick";
const ADJ_WEAK = "poor|below-average|below average|subpar|inconsistent|shaky|streaky|erratic|limited|mediocre|suspect|unreliable|careless|slow|questionable|average|wonky|flat|loose|sloppy";
const NOUN_PHRASE = String.raw`((?!(?:enough|to|at|in|on|for|as|when|with|of|and|but|than|that)\b)[\p{L}\d'-]+(?:\s+[\p{L}\d'-]+){0,4}?)`;
const CLAUSE = String.raw`([^.;!?\n]{2,160}?)`;
const CLAUSE_END = String.raw`(?=\s*(?:[.;!?\n:]|,\s+(?:but|although|though|while|which|and\s+(?:he|she|they|his|her|is|has))\b|\s+(?:but|although|though|whereas|while)\s|\s+[-—]\s|$))`;
const NP_END = String.raw`(?=\s*(?:[.;,!?\n:)]|\s+(?:and|but|who|with|that|which|when|in|on|at|for|to|as|from|against)\b|$))`;

/** `hint`: a cheap test run first, so the heavier pattern only runs on sentences that can match. */
type Rule = { hint: RegExp; re: RegExp; polarity: Polarity; build: (m: RegExpExecArray) => string | string[] };
const r = (hint: RegExp, source: string, polarity: Polarity, build: Rule["build"]): Rule => ({
  hint,
  re: new RegExp(source, "giu"),
  polarity,
  build,
});

const BEST = /\b(?:biggest|greatest|best|main|primary|top|standout|notable|clearest|signature|go-to)\b/i;
const WORST = /\b(?:biggest|greatest|main|primary|major|chief|glaring|obvious|clear)\b/i;
const NEEDS = /\bneeds?\s+to\b/i;
const NEGATIVE_STATE = /concern|liability|weakness|question|progress|inconsistent|shaky|suspect|average|poor|limited|issue|problem|streaky|erratic|criticism|knock|complaint/i;
const ADJ_STRONG_HINT = new RegExp(`\\b(?:${ADJ_STRONG})\\b`, "i");
const ADJ_WEAK_HINT = new RegExp(`\\b(?:${ADJ_WEAK})\\b`, "i");

const PROSE_RULES: Rule[] = [
  r(BEST, String.raw`\b(?:his|her|their|[\p{Lu}][\p{L}'-]+'s)\s+(?:biggest|greatest|best|main|primary|top|standout|most notable|clearest|signature|go-to)\s+(?:strength|asset|skill|attribute|tool|trait|quality|weapon|move|shot)\s+(?:is|are|remains|has been)\s+(?:his|her|their|the)?\s*${CLAUSE}${CLAUSE_END}`, "strength", (m) => m[1]),
  // "His gift is route running", "his calling card is the bull rush" (only his: "Pryor's gift" is Pryor's).
  r(/gift|forte|suit|specialt|bread|superpower|calling card/i, String.raw`\b(?:his|her)\s+(?:real\s+|great\s+|big\s+|one\s+)?(?:gift|forte|strong\s+suit|specialty|speciality|bread\s+and\s+butter|superpower|calling\s+card)\s+(?:is|are|remains|has been)\s+(?:his|her|their|the)?\s*${CLAUSE}${CLAUSE_END}`, "strength", (m) => m[1]),
  r(/excel/i, String.raw`\bexcels?\s+at\s+${CLAUSE}${CLAUSE_END}`, "strength", (m) => m[1]),
  r(/excel/i, String.raw`\b(excels?\s+(?:in|as|when|with)\s+${CLAUSE})${CLAUSE_END}`, "strength", (m) => m[1]),
  r(/strength/i, String.raw`\bstrengths?\s+(?:include|includes|are)\s+${CLAUSE}${CLAUSE_END}`, "strength", (m) => splitList(m[1])),
  r(/thrives|shines|stands out/i, String.raw`\b((?:thrives|shines|stands out)\s+(?:in|as|at|on|with|when|for)\s+${CLAUSE})${CLAUSE_END}`, "strength", (m) => m[1]),
  r(ADJ_STRONG_HINT, String.raw`\b(?:${SUBJECT_VERBS}|looks like)\s+(?:an?\s+)?(?:very\s+|truly\s+|already\s+|really\s+)?((?:${ADJ_STRONG})\s+${NOUN_PHRASE})${NP_END}`, "strength", (m) => m[1]),
  r(/elite|excellent|exceptional|outstanding|superb|special|advanced|polished|top-notch|strength|weapon|plus|asset|calling card|ready/i, String.raw`\b(?:his|her|their)\s+${NOUN_PHRASE}\s+(?:is|are|has been|remains)\s+(?:already\s+|truly\s+|very\s+|really\s+)?(?:elite|excellent|exceptional|outstanding|superb|special|advanced|polished|top-notch|a\s+(?:major\s+|real\s+|clear\s+|big\s+)?(?:strength|weapon|plus|asset|calling card)|(?:nba|nfl|pro)-ready)\b`, "strength", (m) => m[1]),
  r(/\bjob\b/i, String.raw`\bdoes\s+an?\s+(?:great|good|nice|excellent)\s+job\s+(?:of\s+)?${CLAUSE}${CLAUSE_END}`, "strength", (m) => m[1]),
  r(/adept|skilled|effective/i, String.raw`\b(?:is\s+)?(?:very\s+|really\s+)?(?:adept|skilled|effective)\s+at\s+${CLAUSE}${CLAUSE_END}`, "strength", (m) => m[1]),
  r(WORST, String.raw`\b(?:his|her|their|[\p{Lu}][\p{L}'-]+'s)\s+(?:biggest|greatest|main|primary|major|chief|most glaring|obvious|clear)\s+(?:weakness|concern|flaw|question|question mark|knock|issue|hole|limitation|red flag|need)\s+(?:is|are|remains|has been)\s+(?:his|her|their)?\s*${CLAUSE}${CLAUSE_END}`, "weakness", (m) => m[1]),
  // "The hardest thing for him is crosses", "the toughest part of his game is defending in space".
  // (Not an event of his life: "the hardest thing for him was the move to Spain".)
  r(/hardest|toughest|most difficult/i, String.raw`\bthe\s+(?:hardest|toughest|most\s+difficult)\s+(?:thing|part)\s+(?:for\s+(?:him|her)|of\s+(?:his|her)\s+(?:game|job|role|position))\s+(?:is|was|has been)\s+(?!(?:the\s+)?(?:move|moving|leaving|sitting|waiting|being|living|travel\w*|time|season|year|injury|rehab)\b)(?:the\s+)?${CLAUSE}${CLAUSE_END}`, "weakness", (m) => m[1]),
  r(/struggl/i, String.raw`\b(struggle[sd]?\s+(?:with|to|against|in|when|on|at)\s+${CLAUSE})${CLAUSE_END}`, "weakness", (m) => m[1]),
  r(NEEDS, String.raw`\bneeds?\s+to\s+(?:improve|work on|get better at|refine|tighten(?:\s+up)?|clean up|polish|fix)\s+(?:his|her|their)?\s*${CLAUSE}${CLAUSE_END}`, "weakness", (m) => m[1]),
  r(NEEDS, String.raw`\b(needs?\s+to\s+(?:add|build|become|cut down on|reduce|limit|show|prove|be more|get stronger|develop)\s*${CLAUSE})${CLAUSE_END}`, "weakness", (m) => m[1]),
  r(/liability|sieve|target/i, String.raw`\ban?\s+((?:liability|sieve|target)(?:\s+(?:on|in|as|when|at|against|defensively|offensively)\b[^.;!?\n]{0,60}?)?)${CLAUSE_END}`, "weakness", (m) => m[1]),
  // "His positioning at the back post is the most common criticism of him".
  r(NEGATIVE_STATE, String.raw`\b(?:his|her|their)\s+${NOUN_PHRASE}\s+(?:is|are|remains|has been)\s+(?:still\s+)?(?:a\s+|an\s+|the\s+)?(?:(?:most\s+)?(?:common|frequent|biggest|main|usual)\s+(?:criticism|knock|complaint)\b|concern|liability|weakness|question mark|work in progress|inconsistent|shaky|suspect|below[- ]average|poor|limited|an issue|a problem|streaky|erratic|a major concern)\b`, "weakness", (m) => m[1]),
  r(/concern|issue|problem|question|weakness|liability/i, String.raw`(?:^|[.;]\s+)([\p{Lu}][\p{L}'-]*(?:\s+[\p{L}'-]+){0,5}?)\s+(?:is|are|remains|has been|have been)\s+(?:a\s+|an\s+)?(?:major\s+|big\s+|real\s+|significant\s+)?(?:concern|issue|problem|question mark|weakness|liability)\b`, "weakness", (m) => m[1]),
  r(/\black/i, String.raw`\b(lack(?:s|ing)?\s+${CLAUSE})${CLAUSE_END}`, "weakness", (m) => m[1]),
  r(/prone/i, String.raw`\b((?:is\s+)?prone\s+to\s+${CLAUSE})${CLAUSE_END}`, "weakness", (m) => m[1]),
  r(/prone/i, String.raw`\b([\p{L}]+-prone)\b`, "weakness", (m) => m[1]),
  r(/concern|question|worr/i, String.raw`\b(?:concerns?|questions|worries)\s+(?:about|over|with|regarding|around)\s+(?:his|her|their)?\s*${CLAUSE}${CLAUSE_END}`, "weakness", (m) => m[1]),
  r(ADJ_WEAK_HINT, String.raw`\b(?:is|remains|can be)\s+(?:an?\s+)?(?:very\s+)?((?:${ADJ_WEAK})\s+${NOUN_PHRASE})${NP_END}`, "weakness", (m) => m[1]),
  r(ADJ_WEAK_HINT, String.raw`\b(?:has|shows|displays)\s+(?:an?\s+)?((?:${ADJ_WEAK})\s+${NOUN_PHRASE})${NP_END}`, "weakness", (m) => m[1]),
];

const SPEAKER_TAGGED = /^["“]([^"“”]{12,})[,.!]?["”],?\s+(?:[\p{L}'’.-]+\s+){0,6}?(?:said|says|added|adds|noted|explained|told\s+\S+)\b[^"“”]{0,80}$/u;
const NEGATION_BEFORE = /\b(?:not|n't|never|no longer|rarely|seldom|hardly|without|nor)\s+(?:\w+\s+)?$/i;
// "Noted again that he should not be asked to …": a reporting verb before the statement goes too.
const OPENERS = new RegExp(`^(?:(?:noted|notes|said|says|added|adds|felt|feels|thinks|thought|agreed)(?:\\s+again)?\\s+that\\s+)?(?:he|she|they|the player|the prospect)(?:'s\\s+|’s\\s+|\\s+)(?:(?:${SUBJECT_VERBS})\\s+)?`, "i");

const QUALIFIER_ITEM = /^(?:[\p{L}-]+\s+)?(?:especially|particularly|in\s+particular|mostly|above\s+all|notably)$|^(?:especially|particularly|mostly|notably|above\s+all)\b/iu;

function splitList(s: string): string[] {
  return s.split(/,\s*(?:and\s+)?|\s+and\s+|;\s*/).map((x) => x.trim()).filter(Boolean);
}

/**
 * A short trait phrase from a list item or sentence: the bold lead or first clause, no subject, no
 * trailing period, first letter capitalised, at most 80 characters. Null when nothing usable is left.
 */
export function toTraitPhrase(raw: string, subjectNames: string[] = []): string | null {
  if (isInstructionLike(raw)) return null;
  let s = normalizeText(raw).trim();
  const bold = /^(?:\*\*|__)(.+?)(?:\*\*|__)/.exec(s);
  s = stripMarkdown(bold ? bold[1] : s)
    .replace(/^(?:[-*•+]\s*|\d{1,2}[.)]\s+)+/, "")
    .replace(/\s*\[\d+\]\s*$/, "")
    .trim();
  // First clause: "Pull-up shooting. Comfortable from …" → "Pull-up shooting".
  // ("The knock on Vaughn Jr. coming out of college": a suffix's or an initial's full stop is no clause end.)
  const cut = s.search(/(?<=\S)(?<!\b(?:Jr|Sr|St|Mr|Dr|\p{Lu}))(?:[.:;](?:\s|$)|\s[—–]\s|\s-\s)|(?<=\S)(?<=\b(?:Jr|Sr|St|Mr|Dr|\p{Lu}))[:;](?:\s|$)/u);
  if (cut > 2) s = s.slice(0, cut);
  const names = subjectNames.filter(Boolean).map(escapeRegExp).join("|");
  if (names) {
    s = s.replace(new RegExp(`^(?:${names})(?:'s)?\\s+(?:(?:${SUBJECT_VERBS})\\s+)?`, "i"), "");
  }
  // "The knock on Vaughn Jr. coming out of college was his jumper" → "Jumper …": the flaw named.
  s = s.replace(KNOCK_LEAD, "");
  // "When Westbridge lose the ball high, he is often slow to recover" → the main clause.
  const subordinate = /^(?:when|if|as|although|though|while|because|after|before|since|once|whenever)\b[^,]{3,60},\s+(.+)$/i.exec(s);
  if (subordinate) s = subordinate[1];
  s = s.replace(OPENERS, "").replace(/^(?:his|her|their)\s+/i, "").replace(/^(?:a|an|the)\s+/i, "");
  s = collapseSpaces(s).replace(/[\s.,;:!?]+$/, "");
  if (s.length > MAX_TRAIT_LENGTH) s = shorten(s);
  s = balanceParentheses(s);
  if (s.length < 3 || !/\p{L}{2}/u.test(s)) return null;
  return capitalizeFirst(s);
}

function shorten(s: string): string {
  for (const boundary of [/,\s/g, /\s(?:who|which|that|but|and|with|when|while)\s/g]) {
    for (const m of s.matchAll(boundary)) {
      if (m.index >= 12 && m.index <= MAX_TRAIT_LENGTH) return s.slice(0, m.index);
    }
  }
  const at = s.lastIndexOf(" ", MAX_TRAIT_LENGTH);
  return s
    .slice(0, at > 20 ? at : MAX_TRAIT_LENGTH)
    .replace(/\s+(?:and|or|the|a|an|of|to|with|in|on|at|for|his|her|their)$/i, "")
    .trim();
}

function balanceParentheses(s: string): string {
  const open = s.lastIndexOf("(");
  return open >= 0 && s.indexOf(")", open) < 0 ? s.slice(0, open).trim() : s;
}

/** Case-insensitive identity of a trait, ignoring framing verbs ("Struggles with X" = "X"). */
export function traitKey(s: string): string {
  return fold(s)
    .replace(/[-_/]/g, " ")
    .replace(/^(?:struggles?|struggled)\s+(?:with|against|in)\s+/, "")
    .replace(/^(?:needs?\s+to\s+(?:improve|work\s+on|get\s+better\s+at)|lacks?|lack\s+of|improving)\s+/, "")
    .replace(/\b(?:a|an|the|his|her|their)\b/g, " ")
    .replace(/[^\p{L}\p{N}\s]/gu, "")
    .replace(/\s+/g, " ")
    .trim();
}

/** The clause around a match: from the last clause break before it to its end. */
function clauseAround(sentence: string, start: number, end: number): string {
  const before = sentence.slice(0, start);
  const breaks = [...before.matchAll(/(?:[,;:]\s+|\s+(?:and|but|while|whereas)\s+)/g)].map((m) => m.index + m[0].length);
  const from = breaks.length ? breaks[breaks.length - 1] : 0;
  return sentence.slice(from, end).trim();
}

function proseTraits(sentence: string, subjectNames: string[]): { polarity: Polarity; phrase: string; clause: string }[] {
  const out: { polarity: Polarity; phrase: string; clause: string }[] = [];
  const claimed: [number, number][] = [];
  for (const rule of PROSE_RULES) {
    if (!rule.hint.test(sentence)) continue;
    rule.re.lastIndex = 0;
    for (let m = rule.re.exec(sentence); m; m = rule.re.exec(sentence)) {
      const start = m.index;
      const end = start + m[0].length;
      if (claimed.some(([a, b]) => start < b && a < end)) continue;
      if (NEGATION_BEFORE.test(sentence.slice(Math.max(0, start - 20), start))) continue;
      const built = rule.build(m);
      for (const raw of Array.isArray(built) ? built : [built]) {
        const phrase = toTraitPhrase(raw, subjectNames);
        if (phrase) out.push({ polarity: rule.polarity, phrase, clause: clauseAround(sentence, start, end) });
      }
      claimed.push([start, end]);
    }
  }
  return out;
}

function projectionFromSentence(sentence: string, subjectNames: string[]): string | null {
  const s = stripMarkdown(sentence);
  const verb = /\b(?:projects?|projected|profiles?)\s+(?:as|to\s+be|to\s+become|like|into)\b/i.exec(s);
  if (verb) return finishProjection(s.slice(verb.index));
  if (/\bceiling\b/i.test(s) && !NEGATION_BEFORE.test(s.slice(0, s.search(/\bceiling\b/i)))) {
    const names = subjectNames.filter(Boolean).map(escapeRegExp).join("|");
    return finishProjection(names ? s.replace(new RegExp(`^(?:${names})(?='s\\b)`, "i"), "His") : s);
  }
  return null;
}

function finishProjection(s: string): string | null {
  let out = collapseSpaces(s).replace(/[\s.;:]+$/, "");
  if (out.length > MAX_PROJECTION_LENGTH) out = out.slice(0, out.lastIndexOf(" ", MAX_PROJECTION_LENGTH)).replace(/[,;]$/, "");
  return out.length >= 8 ? capitalizeFirst(out) : null;
}

/**
 * Traits of the player described by `input` (text already attributed to him): the labels of the
 * classified statements (see extractNotes), so the card, coverage and the report agree.
 */
export function extractTraits(input: string, options: TraitOptions = {}): TraitExtraction {
  const notes = extractNotes(input, options);
  const labels = (kind: NoteKind) => {
    const out: string[] = [];
    for (const n of notes) if (n.kind === kind && !out.some((x) => traitKey(x) === traitKey(n.label))) out.push(n.label);
    return out;
  };
  // A "Role projection" section (weight 3) beats a "projects as" sentence elsewhere.
  const projections = notes.filter((n) => n.kind === "projection");
  const best = Math.max(...projections.map((n) => n.weight));
  const projection = projections.filter((n) => n.weight === best).map((n) => n.text.replace(/\.$/, ""));
  return {
    strengths: labels("strength"),
    weaknesses: labels("weakness"),
    styleTags: findStyleTags(normalizeText(input)),
    roleProjection: projection.length ? finishProjection(projection.join(". ")) : null,
  };
}

// ---------------------------------------------------------------------------------------------------
// Classified statements (issue 9): every attributed sentence or list item is read as a strength,
// weakness, tendency, projection, risk, development item or recommendation, by the section it sits in
// first and by its own wording otherwise, and written as a short scouting bullet with its detail.

export type NoteKind = "strength" | "weakness" | "tendency" | "projection" | "risk" | "development" | "recommendation";
export type RiskTopic = "injury" | "conduct" | "contract" | "health" | "other";
/** One classified statement from one chunk; `quote` is the source text that supports it. */
export type NoteDraft = { kind: NoteKind; label: string; text: string; topic?: RiskTopic; quote: string; weight: number; order: number };

type NoteSection = NoteKind | null;

const DEVELOPMENT_HEADING = /^(?:player\s+)?development(?:\s+(?:focus|plan|priorities|goals|path|notes))?$|^(?:focus areas|what to work on|next steps|improvement plan|work-ons)$/i;
const RISK_HEADING = /^(?:risks?(?:\s+(?:notes|factors|flags))?|injur(?:y|ies)(?:\s+(?:history|report|notes|record))?|health(?:\s+notes)?|medical(?:\s+(?:notes|history|report))?|character(?:\s+notes)?|off-(?:field|court)|red flags?|availability)$/i;
const STYLE_HEADING = /^(?:play(?:ing)?\s+style|style(?:\s+of\s+play)?|tendencies|how (?:he|she|they) plays?|scheme fit|profile|player profile|game)$/i;
const RECOMMENDATION_HEADING = /^(?:recommendations?|verdict|bottom line|final (?:word|take|thoughts|verdict|grade)|overall (?:grade|assessment)|grade|draft grade|action|next steps? for (?:the )?club|summary recommendation)$/i;

/** "STRENGTHS", "Weaknesses", "Play style": a heading that files what follows under a kind of trait. */
export function isTraitHeading(title: string): boolean {
  return noteSection(title) !== null;
}

function noteSection(title: string): NoteSection {
  // "The concerns are familiar:", "His strengths are obvious:": a heading said as a sentence.
  const t = stripMarkdown(title)
    .replace(/[:\s]+$/, "")
    .trim()
    .replace(/^(?:the|his|her|their)\s+(.+?)\s+(?:is|are|remain|remains|was|were)\s+(?:familiar|obvious|clear|simple|real|the same|unchanged|known)$/i, "$1");
  if (DEVELOPMENT_HEADING.test(t)) return "development";
  if (RISK_HEADING.test(t)) return "risk";
  if (STRENGTH_HEADING.test(t)) return "strength";
  if (WEAKNESS_HEADING.test(t)) return "weakness";
  if (PROJECTION_HEADING.test(t)) return "projection";
  if (STYLE_HEADING.test(t)) return "tendency";
  if (RECOMMENDATION_HEADING.test(t)) return "recommendation";
  return null;
}

const INJURY = /\b(?:injur\w*|surger(?:y|ies)|surgically|sprain\w*|strain\w*|torn|tear|fractur\w*|concussion\w*|tendin\w*|tendon\w*|hamstring|meniscus|acl|mcl|achilles|ligament|dislocat\w*|missed \d+ (?:games|matches|weeks|starts)|out for \w+ (?:weeks|months)|medical\w*|physical exam|load management|durability)\b/i;
const CONDUCT = /\b(?:off-(?:field|court|pitch)|character|arrest\w*|suspen\w*|conduct|disciplin\w*|attitude|work ethic concerns?|interviews?)\b/i;
// Logistics, schedules and notes about the data are not statements about the player's game.
const NOT_A_TRAIT =
  /\b(?:scheduled|schedule|tip-?off|kick-?off|flight|travel(?:s|ling|ing)?\s+to|meeting|visit(?:ed)? (?:on|with)|workout (?:is )?(?:set|planned)|data (?:feed|provider|source|note)|(?:stats?|tracking) (?:feed|provider)|footage|film (?:is|was) (?:available|requested)|updated at|this story|source:|as of \d|press release|ticket|link in (?:the )?bio|promo code|accumulator|betting tips|free bets?|shirt printing|club shop|(?:lightly )?(?:edited|condensed) for (?:length|clarity|space))\b/i;
// Arrivals, debuts, practice and travel plans, availability lists: when and where, not how he plays.
const LOGISTICS =
  /\b(?:link(?:s|ed)? up with|make (?:his|her|their) debut|(?:could|will|should|set to|expected to) (?:debut|make (?:his|her) debut)|(?:expected|set|due|scheduled|slated) to (?:join|report|travel|arrive|fly|start|return|be available)|join (?:the|his|her) (?:team|squad|club|teammates|team-mates) (?:for|at|on)|for (?:practice|training) on|training ground|pending (?:a |his |her )?(?:physical|medical)|day-to-day|game-time decision|(?:will|would|did) not travel|won't travel|(?:is|was) not (?:expected|listed) to (?:play|travel|dress)|expense reports?|reminder|(?:status\s*:|=)\s*(?:questionable|doubtful|probable|out|limited|full go|available)|(?:questionable|doubtful) for)\b/i;
// Requests and questions to a colleague ("Front office wants a read on whether it shifts the West").
const REQUEST = /\b(?:wants?|needs?|would like) (?:a|your|our|my) (?:read|take|view|opinion|thoughts?) on|\bany thoughts\b|\blet me know\b|\bsend me\b|\bcan you\b/i;
// Languages are background, not a trait of his game.
const LANGUAGE =
  /\b(?:his|her) (?:english|spanish|french|german|italian|portuguese) (?:is|was)\b|\b(?:speaks?|fluent in|bilingual|languages?)\b(?:\s+\w+){0,3}?\s*\b(?:english|spanish|french|german|italian|portuguese|dutch|arabic|japanese|korean|chinese|mandarin|russian|swedish|norwegian|danish|finnish|polish|czech|serbian|croatian|greek|turkish|catalan|basque|languages?)\b/i;
// Corrections and notes about the record itself ("Quick correction from last week: I said he was 7-foot-1").
const DATA_NOTE = /\b(?:correction|erratum|clarification|I said|we said|(?:lists?|listed) (?:him|her) at|per (?:the )?(?:roster|squad page|media guide)|mix(?:ed|ing)? (?:them|him|her|us|the two) up|in the (?:db|database|system|feed|spreadsheet))\b/i;
// Advice to the reader is a recommendation, not his trait ("Don't trade for him expecting a jump at 30").
// So is how to handle him ("Ask him to SHOW you where it hurts", "don't make a thing of it with him").
const ADVICE = /^(?:don't|do not|never|don't ever) (?:trade|sign|draft|pay|expect|bet|count|overpay|buy|sell|give|offer|bid|trust|make a thing)\b|^(?:ask|tell|remind|make) (?:him|her) to\b/i;
const MEASURE_UNIT = /\d+(?:[.,]\d+)?\s*(?:m|cm|kg|kgs|lbs?|pounds|ft|feet|foot|in|inches|")\b|\d-(?:foot|ft)(?:-\d+)?|\d+'\s*\d*"?|\b\d-\d{1,2}\b/gi;

/** A measurement and nothing else ("Physical: 1.93 m, 90 kg", "6-4, 195"): a field of the card, not a trait. */
// "5-11 is accurate", "190 is still right": a listed value confirmed, no trait.
const VALUE_CONFIRMED = /^\W*[\d'"’”.,/ -]+\s+(?:is|are|was|looks)\s+(?:still\s+)?(?:accurate|correct|right|wrong|outdated|off|current)\b/i;
function measurementOnly(s: string): boolean {
  if (VALUE_CONFIRMED.test(s)) return true;
  // "Current physical profile from the club's January testing: 1.91 m, 84 kg" is a label too.
  const body = s.replace(/^[\p{L}][\p{L}' ]{0,60}:\s*/u, "");
  // "— 6-9, 228 (7-1 wingspan)": a size line with an aside ("6-10 wingspan." alone is his length, a trait).
  if (/\d/.test(body) && /\(/.test(body) && !/\p{L}{3,}/u.test(body.replace(/\([^)]*\)/g, " ").replace(/\b(?:height|weight|lbs?|kg|cm|ft|in)\b/gi, " "))) return true;
  // "Wingspan: 81 1/2": a label and a number.
  if (body !== s && !/\p{L}/u.test(body) && /\d/.test(body)) return true;
  if (!body.match(MEASURE_UNIT)) return false;
  const rest = body.replace(MEASURE_UNIT, " ").replace(/\b(?:and|tall|wide|weighs|weight|height|at|listed|stands|about|roughly|around|in|shoes|socks|standing|with|a|an|of)\b/gi, " ");
  return !/\p{L}{3,}/u.test(rest.replace(/[\d.,;:()/%-]+/g, " "));
}

// "Position: central defender (stopper), left side of pair", "Born 2002. 188 cm.": a profile's fields, not traits.
// (Only where the field holds nothing but its value: "Position: full-back who reads danger early" judges him.)
const PROFILE_FIELD = /^\W*(?:(?:(?:primary|secondary|main|natural|listed)\s+)?(?:positions?|pos|born|date of birth|dob|nationality|citizenship|(?:preferred\s+)?foot|footed)\s*:|born\s+(?:in\s+)?\d{4}\b)/i;
const FIELD_VALUE_WORDS = /\b(?:(?:central|centre|center|left|right|attacking|defensive|holding|wide|inside|outside|deep|full|wing|half|side|of|the|a|an|pair|captain|vice-captain|defender|back|midfielder|midfield|forward|striker|winger|keeper|goalkeeper|stopper|sweeper|libero|guard|number|no|and|or|both|footed|foot|two|in|born|year|jr|sr)\b|\d+|\b[A-Z]{1,4}\b)/gi;
const profileFieldOnly = (s: string) => PROFILE_FIELD.test(s) && !/\p{L}{3,}/u.test(s.replace(/^\W*[\p{L} ]{1,30}:/u, " ").replace(FIELD_VALUE_WORDS, " ").replace(/\([^)]{0,20}\)/g, (m) => m.replace(/\p{L}/gu, " ")));

// A letter's greeting ("Good morning Dale and team") and a table flattened into one line ("Player |
// School/Club | Listed Pos | …") say nothing about his game.
const GREETING = /^(?:good (?:morning|afternoon|evening)|hi|hello|hey|dear|greetings|thanks|thank you|cheers|(?:best|kind|warm) regards|(?:good|great|nice|lovely) to (?:catch up|see you|speak|chat|meet)|hope you(?:'re| are) well)\b/i;
const FLAT_TABLE = /(?:\s\|\s[^|]*){4,}/;
// "Motor s/n 7TL-22091 Battery 750Wh", "the playbook app won't open", "a cleaning fee of £25 applies": a
// machine's parts and ratings, a device's trouble or a hire's terms, not his motor or his game.
const EQUIPMENT = /\b(?:s\/n|serial\s+(?:no|number)|model\s+(?:no|number)|part\s+(?:no|number)|sku|tablet|laptop|log-?in|password|wi-?fi|printer|stylus|charger|inbox|(?:cleaning|late|booking|cancellation|hire|rental)\s+fee)\b|\b\d+\s?(?:wh|mah|psi|rpm)\b/i;
// "Install 1 smart deadbolt (customer supplied): $85.00": a priced line of a bill.
const PRICED = /(?::|\.{2,}|@)\s*[$€£]\s?\d[\d,]*\.\d{2}\b|[$€£]\s?\d[\d,]*\.\d{2}\s*$|\b(?:subtotal|total\s+due|unit\s+price|qty)\b/i;

/** Schedules, logistics, languages, requests, notes about the data and bare measurements: never a trait. */
export function isNotATrait(sentence: string): boolean {
  const s = collapseSpaces(stripMarkdown(sentence));
  // "BUT." alone: a connective is no trait.
  if (/^\W*(?:but|and|or|so|also|however|though|yet|still|ok|okay|lol|yes|no)\W*$/i.test(s)) return true;
  // "Is that a concern with Idris at the three?", "Q: And on the perimeter, …": an interviewer's question
  // asks; the answer is what says something about him.
  if (/\?\s*["”')]*\s*$/.test(s) || /^(?:q|question|interviewer)\s*[:.]\s/i.test(s)) return true;
  return NOT_A_TRAIT.test(s) || profileFieldOnly(s) || HOMETOWN_ASIDE.test(s) || COUNTERFACTUAL.test(s) || LONE_CONDITION.test(s) || LOGISTICS.test(s) || REQUEST.test(s) || LANGUAGE.test(s) || DATA_NOTE.test(s) || ADVICE.test(s) || GREETING.test(s) || FLAT_TABLE.test(s) || EQUIPMENT.test(s) || PRICED.test(s) || measurementOnly(s);
}
// "Elite.", "Poor.", "A real concern.": a verdict with nothing else in it; or one that opens a short sentence.
const PRAISE_WORD = "elite|excellent|outstanding|exceptional|superb|great|strong";
const FAULT_WORD = "poor|weak|bad|limited";
const BARE_PRAISE = new RegExp(String.raw`^\W*(?:${PRAISE_WORD}|very good|good|plus|top[- ]class|world[- ]class)\W*$`, "i");
const BARE_FAULT = new RegExp(String.raw`^\W*(?:${FAULT_WORD}|below average|(?:a )?(?:real |big )?(?:concern|problem|liability|minus))\W*$`, "i");
const OPENS_PRAISE = new RegExp(String.raw`^\W*(?:${PRAISE_WORD})\b`, "i");
const OPENS_FAULT = new RegExp(String.raw`^\W*(?:${FAULT_WORD})\b`, "i");

/**
 * The verdict of a short closing sentence: "Elite.", "Best in our sample.", "Elite finisher on the break.",
 * "The weakness is real." (no verdict for anything longer, or negated).
 */
function verdictOf(sentence: string): "strength" | "weakness" | null {
  if (BARE_PRAISE.test(sentence) || /^\W*(?:the\s+)?best\s+(?:in|of|on)\b/i.test(sentence)) return "strength";
  if (BARE_FAULT.test(sentence) || /^\W*(?:the\s+)?worst\s+(?:in|of|on)\b/i.test(sentence)) return "weakness";
  if (sentence.split(/\s+/).length > 6 || /\b(?:not|no|never|isn't|hardly)\b|n't\b/i.test(sentence)) return null;
  if (OPENS_PRAISE.test(sentence) || /\b(?:strength|asset|weapon)\b/i.test(sentence)) return "strength";
  if (OPENS_FAULT.test(sentence) || /\b(?:weakness|concern|problem|flaw|liability)\b/i.test(sentence)) return "weakness";
  return null;
}
const TENDENCY = /\b(?:tends? to|likes? to|loves? to|prefers?|often|usually|frequently|habitually|most comfortable|most effective|wants the ball|looks to)\b/i;
const RECOMMEND = /\b(?:worth (?:pursuing|a (?:look|flyer|pick)|monitoring|an? (?:offer|approach))|recommend(?:ed|s)?\b|monitor closely|(?:would|should) (?:draft|sign|pursue|target|bid)|pass on him|(?:first|second|third)-round (?:value|grade)|round (?:one|two|three|\d)(?: to round \w+)? value)\b/i;
const IMPROVEMENT = /\b(?:needs? to|must|has to|work(?:ing)? on|improv\w*|develop\w*|refine|tighten|add(?:ing)? (?:strength|mass|muscle|weight)|while it develops|has started|monitor)\b/i;
const MAX_NOTE_LENGTH = 220;

export function riskTopic(text: string): RiskTopic | null {
  if (CONTRACT_CUE.test(text)) return "contract";
  if (INJURY.test(text)) return /\bno (?:current )?injur|\bhealthy\b|\bcleared\b/i.test(text) && !/\b(?:sprain|strain|tear|torn|fractur|surgery|concussion|tendin)/i.test(text) ? "health" : "injury";
  if (CONDUCT.test(text)) return "conduct";
  if (/^\s*health\s*:/i.test(text)) return "health";
  return null;
}

/** Words that are capitalised mid-sentence somewhere in the text: names, which keep their capital. */
function properWords(text: string): Set<string> {
  const out = new Set<string>();
  for (const m of text.matchAll(/(?<=[\p{L}\d,;] )(\p{Lu}[\p{L}'-]+)/gu)) out.add(m[1]);
  return out;
}

function lowerFirst(s: string, proper: Set<string>): string {
  const first = /^[\p{L}'-]+/u.exec(s)?.[0] ?? "";
  if (!first || proper.has(first) || /^\p{Lu}{2,}/u.test(first) || first === "I") return s;
  return s.charAt(0).toLowerCase() + s.slice(1);
}

/** "Brooks is a genuine…" / "He is a…" / "His passing…" → the statement without its subject. */
function withoutSubject(sentence: string, subjectNames: string[]): string {
  // ('"And his long passing …': a quote taken up mid-flow opens on his words, not on its conjunction.)
  let s = collapseSpaces(stripMarkdown(sentence)).replace(/^["“]\s*(?:and|but|so)\s+(?=\p{Ll})/iu, "");
  const names = subjectNames.filter(Boolean).map(escapeRegExp).join("|");
  if (names) s = s.replace(new RegExp(`^(?:${names})'s\\b`, "i"), "His").replace(new RegExp(`^(?:${names})\\s+(?=\\p{Ll})`, "iu"), "He ");
  s = s.replace(/^(?:he|she|they)\s+(?:is|are)\s+(?:an?\s+)?(?=\p{Ll})/iu, "").replace(/^(?:he|she|they)\s+(?=\p{Ll})/iu, "").replace(/^(?:his|her|their)\s+(?=\p{Ll})/iu, "");
  return capitalizeFirst(s);
}

/** Keeps whole sentences (then clauses) up to the bullet length, never a cut-off fragment. */
function fitLength(s: string, max = MAX_NOTE_LENGTH): string {
  if (s.length <= max) return s;
  const sentences = splitSentences(s);
  let out = "";
  for (const x of sentences) {
    if ((out ? out.length + 1 : 0) + x.length > max) break;
    out = out ? `${out} ${x}` : x;
  }
  if (out) return out;
  const clauses = s.split(/(?<=[;,])\s+/);
  out = "";
  for (const c of clauses) {
    if ((out ? out.length + 1 : 0) + c.length > max) break;
    out = out ? `${out} ${c}` : c;
  }
  return (out || s.slice(0, s.lastIndexOf(" ", max))).replace(/[;,]$/, "");
}

/**
 * The detail after a lead phrase, without clauses about someone else ("…; Albuquerque should foul him"):
 * a clause that opens with a capitalised word other than the player's name or a pronoun is dropped.
 */
function ownDetail(detail: string, subjectNames: string[]): string {
  const names = new Set(subjectNames.flatMap((n) => n.split(/\s+/)).filter(Boolean));
  const kept: string[] = [];
  for (const sentence of splitSentences(detail)) {
    const clauses = sentence.split(/;\s+/);
    const own: string[] = [];
    for (const [k, clause] of clauses.entries()) {
      const first = /^(\p{Lu}[\p{L}'-]*)/u.exec(clause)?.[1]?.replace(/'s$/, "");
      const foreign = k > 0 && first !== undefined && !names.has(first) && !/^(?:He|She|They|His|Her|Their|It|Its|The|A|An|No|Not|Has|Had|Is|Was)$/.test(first) && !/^\d/.test(clause);
      const instruction = /\b(?:should|must|need to|will have to)\b/i.test(clause) && first !== undefined && !names.has(first) && !/^(?:He|She|They)$/.test(first);
      if (foreign || instruction) break;
      own.push(clause);
    }
    if (!own.length) break;
    kept.push(own.join("; ").replace(/[;,]\s*$/, ""));
    if (own.length < clauses.length) break;
  }
  return kept.join(" ");
}

const STRUCTURE_HEADING = /\b(?:facts|quick facts|key points|takeaways?|bottom line|summary|background|overview|context|notes?|bio(?:graphy)?|profile|introduction|intro|measurements?|stats?|statistics|numbers|career|history|contract|verdict|conclusion|prediction|matchup|what it means|admin|update|sources?|appendix|schedule|report|preview|recap|timeline|transactions?|date|squad|roster|season|game|match|transcript|press conference|presser|interview|q&a|quotes?|feature|news|notebook|article|story|column|email|memo|briefing|dispatch|bulletin|release|announcement|diary|journal|log|backcourt|frontcourt|front line|back line|bigs|wings|guards|forwards|newcomers|returners|rookies|depth chart|lineup|rotation|outlook)\b/i;

/** A short heading naming a skill (not a name, a date or a part of the document), else null. */
function topicHeading(heading: string, subjectNames: string[]): string | null {
  const t = stripMarkdown(heading).replace(/[:\s]+$/, "").trim();
  if (!t || t.split(/\s+/).length > 4 || /\d/.test(t) || STRUCTURE_HEADING.test(t)) return null;
  if (subjectNames.some((n) => n && t.toLowerCase().includes(n.toLowerCase()))) return null;
  // Names and teams are written in capitals word by word; a skill heading rarely is past its first word.
  if (t.split(/\s+/).slice(1).filter((w) => /^\p{Lu}/u.test(w) && !/^(?:and|of|the|in|on)$/i.test(w)).length > 0) return null;
  return capitalizeFirst(t.toLowerCase() === t || /^\p{Lu}\p{Ll}/u.test(t) ? t : t.charAt(0) + t.slice(1).toLowerCase());
}

/**
 * The topic of an evaluative clause: its subject noun phrase when it opens the clause ("Contact balance
 * is outstanding" → "Contact balance"), else the usual trait phrase.
 */
// "Standing 1.91 metres tall and weighing 86 kilos, …": a size opening the sentence is no topic.
const SIZE_OPENER = /^(?:standing|weighing|measuring|listed\s+at|at)\b[^,]*\d[^,]*,\s*/i;

function evaluativeLabel(clause: string, subjectNames: string[]): string | null {
  const s = withoutSubject(clause.replace(SIZE_OPENER, ""), subjectNames);
  const np = /^((?:[\p{L}][\p{L}'-]*\s+){0,4}?[\p{L}][\p{L}'-]*)\s+(?:is|are|has been|have been|remains|was|looks|needs|still needs|has improved)\b/u.exec(s);
  // ("Addison is shooting 48 percent …": his own name is no topic.)
  const ownName = subjectNames.some((n) => n.split(/\s+/).some((w) => w.toLowerCase() === np?.[1].toLowerCase()));
  if (np && !ownName && !/^(?:he|she|they|it|this|that|there|which|who)\b/i.test(np[1]) && np[1].split(/\s+/).length <= 5) return capitalizeFirst(np[1]);
  const phrase = toTraitPhrase(s, subjectNames);
  // A subordinate opener is not a topic ("When the speed rush…", "What he doesn't have").
  return phrase && /^(?:when|what|which|most|if|as|while|who|where|how)\b/i.test(phrase) ? null : phrase;
}

/** "**Lead.** Detail" / "Lead: detail" / "Lead. Detail" → [lead, detail]; null without a short lead. */
function leadAndDetail(raw: string): [string, string] | null {
  const s = normalizeText(raw).trim();
  const bold = /^(?:\*\*|__)(.+?)(?:\*\*|__)\s*[:.\-–—]?\s*(.*)$/s.exec(s);
  if (bold) return [bold[1].replace(/[.:]\s*$/, "").trim(), bold[2].trim()];
  const plain = stripMarkdown(s);
  const m = /^([^.:;!?]{2,60}?)(?:[.:](?=\s)|\s[—–]\s|\s-\s)\s*(.+)$/s.exec(plain);
  if (m && m[1].trim().split(/\s+/).length <= 7 && !/^(?:he|she|they|his|her|their|the|a|an)\b/i.test(m[1].trim())) return [m[1].trim(), m[2].trim()];
  return null;
}

/**
 * Classified statements in `input` (text already attributed to the player; see attributedText). The
 * section a statement sits in decides its kind; outside known sections, its wording does.
 */
export function extractNotes(input: string, options: TraitOptions = {}): NoteDraft[] {
  const subjectNames = options.subjectNames ?? [];
  const text = normalizeText(input);
  const proper = properWords(text);
  const out: NoteDraft[] = [];
  let order = 0;
  const push = (kind: NoteKind, label: string | null, body: string, quote: string, weight: number, topic?: RiskTopic) => {
    if (!label || isInstructionLike(quote)) return;
    if ((kind === "strength" || kind === "weakness") && (isNotATrait(body) || !speaksOfTheGame(body))) return;
    const text = fitLength(collapseSpaces(body).replace(/\s+([.,;:])/g, "$1").replace(/[\s;,:]+$/, ""));
    if (text.length < 3) return;
    out.push({ kind, label, text: /[.!?)"]$/.test(text) ? text : `${text}.`, topic, quote: collapseSpaces(stripMarkdown(quote)), weight, order: order++ });
  };
  /** A strength or weakness written as "Lead: detail", or the statement itself. */
  const trait = (kind: "strength" | "weakness", source: string, weight: number, label?: string | null) => {
    let raw = source;
    const plain = collapseSpaces(stripMarkdown(raw));
    const topic = riskTopic(plain);
    if (topic === "contract") return contract(raw, weight);
    if (isNotATrait(plain) || MITIGATION.test(plain)) return;
    let parts = leadAndDetail(raw);
    // "**On O'Bannon.** He is the best…": a lead that names the player is a heading, not a trait.
    const names = subjectNames.filter(Boolean).map((n) => n.toLowerCase());
    if (parts && names.some((n) => parts![0].toLowerCase().includes(n))) {
      raw = parts[1];
      parts = leadAndDetail(raw);
    }
    if (parts) {
      const lead = toTraitPhrase(parts[0], subjectNames) ?? parts[0];
      const detail = ownDetail(withoutSubject(parts[1], subjectNames), subjectNames);
      push(kind, label ?? lead, detail ? `${lead}: ${lowerFirst(detail, proper)}` : lead, raw, weight);
    } else {
      const phrase = label ?? toTraitPhrase(raw, subjectNames);
      push(kind, phrase, ownDetail(withoutSubject(raw, subjectNames), subjectNames) || (phrase ?? ""), raw, weight);
    }
  };
  const contract = (raw: string, weight: number) => {
    for (const clause of findContractClauses(raw)) {
      const body = withoutSubject(clause, subjectNames);
      push("risk", "Contract", /^contract\b/i.test(body) ? body : `Contract: ${lowerFirst(body, proper)}`, raw, weight, "contract");
    }
  };
  const risk = (raw: string, weight: number, inSection: boolean) => {
    const sentences = splitSentences(collapseSpaces(stripMarkdown(raw)).replace(/^(?:health|injur(?:y|ies)|medical)\s*:\s*/i, (m) => (inSection ? m : m)));
    const holder: { group: { topic: RiskTopic; parts: string[] } | null } = { group: null };
    const flush = () => {
      const group = holder.group;
      if (group) push("risk", group.topic === "injury" ? "Injury" : group.topic === "conduct" ? "Conduct" : group.topic === "health" ? "Health" : "Risk", withoutSubject(group.parts.join(" "), subjectNames), group.parts.join(" "), weight, group.topic);
      holder.group = null;
    };
    for (const s of sentences) {
      const group = holder.group;
      const topic: RiskTopic | null = riskTopic(s) ?? (inSection ? (group?.topic ?? "other") : null);
      if (!topic) continue;
      if (topic === "contract") {
        flush();
        contract(s, weight);
        continue;
      }
      if (group && group.topic === topic) group.parts.push(s);
      else {
        flush();
        holder.group = { topic, parts: [s] };
      }
    }
    flush();
  };
  // A heading that names a skill ("# Distribution", "## Shot-stopping") labels the evaluations under it.
  let topic: string | null = null;
  /** An evaluation outside a Strengths/Weaknesses section; under a skill heading it joins that heading's bullet. */
  let evaluations = 0;
  const evaluation = (polarity: Polarity, clause: string, weight: number, label: string | null) => {
    evaluations++;
    if (!topic) return trait(polarity, clause, weight, label);
    const body = lowerFirst(ownDetail(withoutSubject(clause, subjectNames), subjectNames) || clause, proper);
    const last = out.at(-1);
    // Consecutive evaluations under one skill heading read as one bullet.
    if (last && last.kind === polarity && last.label === topic && last.text.length + body.length < MAX_NOTE_LENGTH) {
      last.text = `${last.text} ${capitalizeFirst(body).replace(/[.;,\s]*$/, ".")}`;
      last.quote = `${last.quote} ${collapseSpaces(stripMarkdown(clause))}`;
      return;
    }
    push(polarity, topic, `${topic}: ${body}`, clause, weight * 1.1);
  };
  const neutral = (input: string, weight: number) => {
    // ("\"Trey moves without the ball as well as anyone I've coached,\" Kings coach Harlan Mbeki said after
    // the shootaround": the quote is the statement, the speaker's tag no part of it.)
    const tagged = SPEAKER_TAGGED.exec(input);
    let sentence = tagged ? `${tagged[1]}.` : input;
    if (isNotATrait(sentence)) return;
    const riskKind = riskTopic(sentence);
    if (riskKind === "contract") return contract(sentence, weight);
    const found = proseTraits(sentence, subjectNames);
    if (found.length) {
      // The clause that says it ("excels at reading help defenders"), not the whole sentence around it.
      // One verdict in a sentence whose other clauses do not say the opposite: the whole sentence is its
      // detail ("Wins most aerial duels and is an outstanding header of the ball").
      const whole =
        found.length === 1 &&
        sentence.length <= MAX_NOTE_LENGTH &&
        !sentence.match(MEASURE_UNIT) &&
        evaluativeClauses(sentence).every((c) => c.polarity === found[0].polarity);
      for (const t of found) evaluation(t.polarity, whole ? sentence : t.clause.split(/\s+/).length >= 3 ? t.clause : sentence, weight, t.phrase);
      return;
    }
    // "…when the first-choice midfielder was injured": somebody else's injury in a side clause.
    if ((riskKind === "injury" || riskKind === "conduct") && !/\b(?:when|while|after|because|as|since)\b[^,.;]*\b(?:was|were|got)\s+(?:injur|hurt|suspend)/i.test(sentence)) return risk(sentence, weight, false);
    const projection = projectionFromSentence(sentence, subjectNames);
    if (projection) return push("projection", "Projection", projection, sentence, weight);
    // "Would fit a side that presses high": a fit is a projection, not a strength.
    if (/\b(?:would|could|should) (?:fit|suit|thrive|be (?:a|an) (?:good|great|ideal) fit)|\bfits best\b|\bbest suited\b|\bideal fit\b/i.test(sentence)) {
      return push("projection", "Projection", withoutSubject(sentence, subjectNames), sentence, weight * 0.5);
    }
    if (RECOMMEND.test(sentence)) return push("recommendation", "Recommendation", withoutSubject(sentence, subjectNames), sentence, weight);
    // A habit that costs him ("tends to drift out of games", "often settles for jumpers") is a weakness.
    if (TENDENCY.test(sentence) && !/\b(?:should|will have to)\b/i.test(sentence) && evaluativePolarity(sentence) !== "weakness") {
      return push("tendency", toTraitPhrase(sentence, subjectNames), withoutSubject(sentence, subjectNames), sentence, weight * 0.5);
    }
    // Plain evaluative prose ("Contact balance is outstanding", "Not a breakaway threat"): weighed lower
    // than a labelled list, so a note's own Strengths section leads.
    // A quote in the first person is the speaker about himself or his side; "He bends around the edge, he
    // plays with a relentless motor," said the general manager, is an evaluation of him.
    // ("\"Trey moves without the ball as well as anyone I've coached,\" Mbeki said": a quote opening on him is about him.)
    const opensOnHim = new RegExp(`^["“]\\s*(?:he|his|${subjectNames.flatMap((n) => n.split(/\s+/)).filter((w) => w.length > 2).map(escapeRegExp).join("|") || "he"})\\b`, "i").test(sentence.trim());
    if (/\?$/.test(sentence.trim()) || (/^["“]/.test(sentence.trim()) && !opensOnHim && /\b(?:I|I'm|I've|I'd|me|my|mine)\b/.test(sentence))) return;
    // "Quick facts: …", "Update: …": a label that names no skill is dropped before judging the rest.
    const label = /^([\p{L}][\p{L}' -]{1,30}):\s+(.+)$/u.exec(sentence);
    if (label && label[1].split(/\s+/).length <= 4 && !topicHeading(label[1], subjectNames)) sentence = label[2];
    const own = new Set(subjectNames.flatMap((n) => n.split(/\s+/)).map((w) => w.toLowerCase()));
    // Counted by evaluation(): an evaluation merged into its skill heading's bullet adds no note but is judged.
    const before = evaluations;
    for (const { clause, polarity } of evaluativeClauses(sentence)) {
      // "Dunmore at 14 would be a good fit", "Portmere's two strikers…": a clause whose subject is a team
      // or someone else is not his trait.
      const firstRaw = /^(\p{Lu}[\p{L}'-]*)/u.exec(clause)?.[1] ?? "";
      const first = firstRaw.replace(/'s$/, "");
      const foreign = first && !own.has(first.toLowerCase()) && !/^(?:He|She|They|His|Her|Their)$/.test(first) && (proper.has(first) || /'s$/.test(firstRaw));
      // ("He is not playing for Fenwick — they don't even have a team": others, and nothing of him; "They also
      // see a heavy first touch" is what the watchers see of him.)
      const others = /^(?:they|we)\b(?!\s+(?:\w+\s+){0,2}?(?:see|saw|seen|notice\w*|watch\w*|love|like|rave|praise|admire|rate|worr\w*|think|thought|say|said|know|feel|felt|want|need|expect|get|got)\b)/i.test(clause) && !/\b(?:he|him|his|himself)\b/i.test(clause);
      if (foreign || others) continue;
      evaluation(polarity, clause, weight * 0.8, evaluativeLabel(clause, subjectNames));
    }
    if (evaluations > before) return;
    // What those cues miss, the skill lexicon of evaluative.ts may still judge ("Bends the corner as well
    // as any edge rusher"): praise and fault cue words, clause by clause, the skill named when the text names it.
    const judged = judgedClauses(sentence).flatMap((clause) => {
      const e = evaluateClause(clause);
      return e ? [{ clause, ...e }] : [];
    });
    if (judged.length) {
      // "Bend: bends the corner as well as any edge rusher in the class": the skill, then what was said.
      for (const j of judged) {
        const said = withoutSubject(j.clause, subjectNames).replace(/^(?:and|but|yet|so)\s+/i, "");
        if (said.split(/\s+/).length < 2) continue;
        // The skill leads the bullet only when the passage itself names it; otherwise the words as written.
        const named = j.label !== null && fold(j.label).split(/\s+/).some((w) => w.length >= 4 && fold(said).includes(w.slice(0, 5)));
        const label = named ? j.label : toTraitPhrase(j.clause, subjectNames);
        if (label) push(j.polarity, label, named ? `${label}: ${lowerFirst(said, proper)}` : capitalizeFirst(said), j.clause, weight);
      }
    }
  };

  /**
   * A statement under a style or profile heading: scouts write their verdicts there too ("Hold-up play is
   * the best we have seen in the division"), so its own wording classifies it first; a plain description
   * of how he plays stays a tendency.
   */
  const styleStatement = (raw: string, weight: number) => {
    if (isNotATrait(raw)) return;
    const before = out.length;
    const judged = evaluations;
    for (const sentence of splitSentences(raw)) neutral(sentence, weight);
    const classified = out.slice(before).some((n) => n.kind !== "tendency") || evaluations > judged;
    out.splice(before, out.length - before, ...out.slice(before).filter((n) => n.kind !== "tendency"));
    if (!classified) push("tendency", toTraitPhrase(raw, subjectNames), withoutSubject(raw, subjectNames), raw, weight);
  };

  let section: NoteSection = null;
  let sectionIsLabel = false;
  let sawContent = false;
  let projectionSentences = 0;
  let recommendationSentences = 0;

  const blocks = splitBlocks(text);
  // A list written with both "+" and "-" signs grades each item: "-" is a minus, not a bullet.
  const plusMinus = isPlusMinusList(blocks);
  for (const block of blocks) {
    if (block.kind === "blank") {
      if (sectionIsLabel && sawContent) section = null;
      continue;
    }
    if (block.kind === "heading") {
      section = noteSection(block.text);
      topic = section === null ? topicHeading(block.text, subjectNames) : null;
      sectionIsLabel = block.level >= LABEL_LEVEL;
      sawContent = false;
      projectionSentences = 0;
      recommendationSentences = 0;
      continue;
    }
    if (block.kind === "table") continue;
    // A short capitalised line on its own ("Shot-stopping", "Distribution") is a heading whose
    // Markdown was lost (PDF and Word text).
    if (block.kind === "para" && /^\p{Lu}[\p{L}'&/ -]{2,40}$/u.test(block.text.trim()) && block.text.trim().split(/\s+/).length <= 4) {
      section = noteSection(block.text);
      topic = section === null ? topicHeading(block.text, subjectNames) : null;
      sectionIsLabel = false;
      sawContent = false;
      projectionSentences = 0;
      recommendationSentences = 0;
      continue;
    }
    sawContent = true;
    // "Finishing: [ ] Developing [x] Secure [ ] Strong [ ] Outstanding": the ticked place on the scale.
    const rating = readRatingRow(block.text);
    if (rating) {
      // The scale's own words, no numbers the form does not print: "rated Outstanding, the top mark".
      const end = rating.rank === rating.size ? ", the top mark" : rating.rank === 1 ? ", the lowest mark" : "";
      if (rating.verdict) push(rating.verdict, rating.label, `${rating.label}: rated ${rating.choice}${end}`, block.text, 2);
      continue;
    }
    // "uid: HT-0311; Player: …; Scout_Note: Rim protector; soft touch; foul-prone": only its verdict cells.
    const record = block.kind === "para" ? recordCells(block.text) : null;
    if (record) {
      for (const item of recordVerdicts(record)) trait(item.kind, item.text, 2);
      continue;
    }
    const inline = INLINE_HEADING.exec(block.text);
    const inlineSection = inline ? noteSection(inline[1]) : null;
    if (inline && inlineSection) {
      const body = inline[2];
      if (inlineSection === "strength" || inlineSection === "weakness") {
        const sentences = splitSentences(body);
        const first = sentences[0] ?? body;
        // Commas inside parentheses do not separate items: "rim protection (2.3 blocks, …), rebounding".
        // ("Catch-and-shoot three, corners especially": a qualifier rides with the item before it.)
        const written = topLevelList(first);
        const pieces = written.reduce<string[]>((out, p) => (out.length && QUALIFIER_ITEM.test(p.trim()) ? [...out.slice(0, -1), `${out.at(-1)}, ${p.trim()}`] : [...out, p]), []);
        const list = written.length >= 3 ? written.every((p) => p.split(/\s+/).length <= 10) : written.length === 2 && written.every((p) => p.split(/\s+/).length <= 4);
        // "Concerns: free-throw shooting. He went 13 of 22 …": a short lead and its detail. A body of
        // full clauses ("can't create his own shot yet. Thin frame; …") is one trait per sentence.
        const leadOnly = first.split(/\s+/).length <= 5 && !/\b(?:is|are|has|was|can't|cannot|doesn't|gets|needs)\b/i.test(first);
        if (list) {
          for (const p of pieces) trait(inlineSection, p, 2);
          for (const rest of sentences.slice(1)) if (evaluativePolarity(rest) === inlineSection) trait(inlineSection, rest, 2);
        } else if (leadOnly || sentences.length < 2) {
          trait(inlineSection, body, 2);
        } else {
          for (const sentence of sentences) trait(inlineSection, sentence, 2);
        }
      } else if (inlineSection === "risk") risk(block.text, 2, true);
      else if (inlineSection === "projection") push("projection", "Projection", fitLength(splitSentences(body).slice(0, 2).join(" "), 240), body, 2);
      else if (inlineSection === "recommendation") push("recommendation", "Recommendation", splitSentences(body)[0] ?? body, body, 2);
      else if (inlineSection === "tendency") push("tendency", toTraitPhrase(body, subjectNames), withoutSubject(body, subjectNames), body, 2);
      else if (inlineSection === "development") push("development", toTraitPhrase(body, subjectNames), body, body, 2);
      if (block.kind === "para" && !body.trim()) section = inlineSection;
      continue;
    }
    if (block.kind === "item") {
      switch (section) {
        case "strength":
        case "weakness":
          trait(section, block.text, 3);
          break;
        case "development": {
          const parts = leadAndDetail(block.text);
          const label = toTraitPhrase(parts ? parts[0] : block.text, subjectNames);
          push("development", label, parts ? `${label}: ${lowerFirst(parts[1], proper)}` : withoutSubject(block.text, subjectNames), block.text, 3);
          break;
        }
        case "risk":
          risk(block.text, 3, true);
          break;
        case "projection":
          push("projection", "Projection", withoutSubject(block.text, subjectNames), block.text, 3);
          break;
        case "tendency":
          styleStatement(block.text, 3);
          break;
        case "recommendation":
          push("recommendation", "Recommendation", withoutSubject(block.text, subjectNames), block.text, 3);
          break;
        default:
          if (block.marker === "+" || block.marker === "(+)") trait("strength", block.text, 2);
          else if (block.marker === "(-)" || (block.marker === "-" && plusMinus)) trait("weakness", block.text, 2);
          else {
            // "Offensive rebounding: 14.8% offensive rebound rate. Elite.": a bare verdict closing a skill's
            // item of data grades that skill ("Shooting: Poor from three. Good at the rim." judges each part).
            const sentences = splitSentences(block.text);
            const lead = /^([\p{L}][\p{L}' -]{1,30}):\s/u.exec(block.text);
            const last = sentences.at(-1) ?? "";
            const verdict = lead && lead[1].split(/\s+/).length <= 4 && sentences.length > 1 ? verdictOf(last) : null;
            const neutralRest = sentences.slice(0, -1).every((v) => evaluativePolarity(v.replace(/^[^:]{1,32}:\s*/, "")) === null);
            if (verdict && neutralRest) trait(verdict, block.text, 1);
            else for (const s of sentences) neutral(s, 1);
          }
      }
      continue;
    }
    // "… 1.72 m / 66 kg — (+) vision and through balls; set pieces. (–) aerial duels; loses physical duels.":
    // a watch list's entry grades each item after its sign.
    const graded = section === null && block.kind === "para" ? gradedItems(block.text) : [];
    if (graded.length) {
      for (const g of graded) trait(g.kind, g.text, 2);
      continue;
    }
    for (const sentence of splitSentences(block.text)) {
      if (isInstructionLike(sentence)) continue;
      switch (section) {
        case "strength":
        case "weakness": {
          // ("First: the size.", "Second: the jumper": the writer's count, not the trait's name.)
          const counted = sentence.replace(ENUMERATOR, "");
          const same = proseTraits(counted, subjectNames).filter((t) => t.polarity === section);
          trait(section, counted, 2.5, same[0]?.phrase);
          break;
        }
        case "development":
          push("development", toTraitPhrase(sentence, subjectNames), withoutSubject(sentence, subjectNames), sentence, 2.5);
          break;
        case "risk":
          risk(sentence, 2.5, true);
          break;
        case "projection":
          if (projectionSentences++ < 2) push("projection", "Projection", sentence, sentence, 3);
          break;
        case "tendency":
          styleStatement(sentence, 2.5);
          break;
        case "recommendation":
          if (recommendationSentences++ < 2) push("recommendation", "Recommendation", withoutSubject(sentence, subjectNames), sentence, 3);
          break;
        default:
          neutral(sentence, 1);
      }
    }
  }
  return out;
}

// A sign in brackets inside a line, "(+)" or "(–)", and what it grades up to the next sign or label.
const GRADED_RUN = /(?:^|\s)\(([+\-–−])\)\s*((?:(?!\s\([+\-–−]\))[^\n])*?)(?=\s\([+\-–−]\)|\s+\p{Lu}[\p{L} ]{1,20}:\s|$)/gu;

/** The items a line's "(+)" and "(–)" signs grade: each clause up to the next sign, one trait apiece. */
function gradedItems(text: string): { kind: Polarity; text: string }[] {
  // (Not a sign after each item, "Finishing (+), heading in the box (–)": there the item comes first.)
  if (!/\([+\-–−]\)/.test(text) || /\([+\-–−]\)\s*(?:[,.;]|$)/m.test(text)) return [];
  return [...text.matchAll(GRADED_RUN)].flatMap((m) =>
    splitSentences(m[2])
      .flatMap((sentence) => sentence.split(/;\s+/))
      .map((item) => item.trim().replace(/[.;]+$/, ""))
      .filter((item) => item.split(/\s+/).length >= 2)
      .map((item) => ({ kind: m[1] === "+" ? ("strength" as const) : ("weakness" as const), text: item })),
  );
}

const ENUMERATOR = /^\s*(?:first|second|third|fourth|firstly|secondly|thirdly|lastly|finally)\s*(?:[:—–-]|,(?=\s+(?:the|his|he|a)\b))\s+(?=\S)/i;

// A column of a scout's verdicts ("Scout_Note", "Eval_Short", "Comments"), not of the data's provenance.
const VERDICT_COLUMN = /\b(?:notes?|comments?|remarks?|evals?|evaluation|assessment|summary|scouting|scout|report|analysis|observations?|obs|blurb|take|skinny|traits?)\b/i;
const NOT_VERDICT_COLUMN = /\b(?:data|source|injur\w*|medical|health|contract|status|admin|upd\w*|date|id|ref)\b/i;
// "Backup big", "Press-man CB", "Slot": a cell item that names his role or place on the depth chart.
const ROLE_ONLY = /^(?:(?:backup|starter|starting|rotation|depth|reserve|bench|spot|slot|nickel|press-man|two-way|rookie|veteran|\p{Lu}{1,3})\b[\s-]*)+(?:big|guard|wing|forward|back|man|piece|player|option|starter|cb|wr|rb|te|lb|qb|de|dt|ot|og|s|\p{Lu}{1,3})?$/iu;

/**
 * REQ-TRT-01: the strengths and weaknesses a table row states. Strengths/Weaknesses columns give their
 * kind; a notes column is a scout's shorthand, its items read one by one: a fault is worded as one
 * ("lacks pace", "foul-prone", "heavy first touch"), a skill he lists without a verdict is what he brings
 * ("Rim protector; soft touch"), and the rest ("Transfer from Marlow State", "Backup big") is no trait.
 */
function recordVerdicts(cells: RecordCell[]): { kind: Polarity; text: string }[] {
  const out: { kind: Polarity; text: string }[] = [];
  for (const { key, value } of cells) {
    const column = key.replace(/[_\d]+/g, " ").trim();
    const section = noteSection(column);
    const verdicts = section === "strength" || section === "weakness";
    if (!verdicts && !(VERDICT_COLUMN.test(column) && !NOT_VERDICT_COLUMN.test(column))) continue;
    // "U17. Vision; close control in tight spaces; physically slight": sentences, then their items.
    const items = splitSentences(value).flatMap(topLevelList);
    for (const item of items) {
      if (verdicts) {
        out.push({ kind: section, text: item });
        continue;
      }
      const said = [evaluativePolarity(item), evaluateClause(item)?.polarity ?? null];
      const named = item.split(/\s+/).length <= 5 && !ROLE_ONLY.test(item) && (skillTopic(item) !== null || cueCount(SKILL_NOUN, item) > 0);
      const kind = said.includes("weakness") ? "weakness" : said.includes("strength") || named ? "strength" : null;
      if (kind) out.push({ kind, text: item });
    }
  }
  return out;
}

function topLevelList(s: string): string[] {
  return splitOutsideBrackets(s).map((x) => x.replace(/^(?:and|or)\s+/i, ""));
}

// Evaluative wording of any sentence (issue 8: prose in news and notes rarely says "his strength is").
// A sentence counts when its cues lean one way; a "but" sentence is read clause by clause.
// "never stopped talking to the men around him", "won absolutely everything in the air": effort and duels.
// (Not "never stopped complaining to the referee", "never stops talking, which annoys teammates".)
const NEVER_STOPS = String.raw`never (?:stop(?:s|ped)?|quits?|quit) (?:running|working|competing|fighting|hustling|chasing|pressing|trying|talking to (?:the|his|them|everyone|everybody))\b|never (?:let up|lets up|tires?|tired|gave up|gives up)\b`;
const WON_EVERYTHING = String.raw`won (?:absolutely |almost |nearly |just about |pretty much )?(?:everything|every (?:header|duel|ball|battle|aerial duel|tackle|fifty-fifty|50-50)|(?:all|most) of (?:his|the) (?:headers|duels|battles|aerials|aerial duels))`;
const POSITIVE =
  new RegExp(String.raw`\b(?:${KNOWN_FOR}|${VALUE_IDIOM}|${NEVER_DOUBTED}|${NEVER_STOPS}|${WON_EVERYTHING}|(?:does|did|do) (?:most of |all of |the bulk of )?(?:his|her|their) damage|pure|outstanding|excellent|elite|exceptional|superb|terrific|${SPECIAL_PRAISE}|impressive|advanced|polished|refined|reliable|dependable|consistent(?:ly)?|natural|smooth|fluid|explosive|dynamic|quick|fast|(?:fastest|quickest|strongest)(?!\s+(?:way|ways|route|routes|path|road|time))|sharp|smart|savvy|instinctive|intelligent|efficient|accurate|precise|dominant|dominates|excels?|excelled|thrives?|wins${NOT_A_SCORE_LINE}|beats|won't lose|${BEST_PRAISE}|great|strong|good|solid|plus(?!\s*[:,])|high-level|high motor|relentless|tireless|tough|physical presence|soft hands|sure-handed|improved|improving|has improved|better|comfortable|capable|can (?:guard|defend|switch|cover|handle|shoot|score|finish|create)|one of the (?:best|better|top)|among the (?:best|top)|a threat|(?<!\b(?:no|few|many|more|any|not)\s)weapons?|asset|strength|tenacious|aggressive|competes|competitive|versatile|disciplined|positionally sound|reads the game|reads (?:defenses|defences|the (?:play|field|floor))|picks up|sets up|finds|(?:moves|reads|defends|passes|shoots|finishes|competes|plays|handles|sees) (?:the \w+ )?well|as well as any(?:one)?|bends?|clever(?:er)?|flashes|raves?|praised?|lauded|stands? out|standout|smarter|quicker|stronger|can (?:dip|bend|turn|flip|change direction|stay with|carry|run with)|timing|times (?:his|the)|always on|tremendous|unguardable|unstoppable|(?<!\b(?:from|not|never)\s)unbeatable|money|a menace|menace|automatic|lethal|bruising|shifty|fearless|ferocious|punishing|with purpose|(?:among )?the (?:league|division|conference) leaders|top-(?:three|five|ten)(?= (?!picks?\b|seeds?\b|selections?\b|teams?\b|finish)[a-z])|elite feel|feel for|a pest|lockdown|shutdown|stopper|workhorse|bread and butter|go-to|calling card|knock-?down|spaces? the (?:floor|field)|floor[- ]spac(?:er|ing)|punish(?:es|ed|ing)? (?:switches|mismatches|defen[cs]es|teams|mistakes|smaller|bigger)|the real deal|road-?grader)\b`, "gi");
// Skill nouns name what is judged, not the verdict: alone they read as an asset ("Length bothers
// shooters"); beside a flaw ("footwork falls apart") the flaw decides.
const SKILL_NOUN = new RegExp(String.raw`\b(?:vision|anticipation|reflex(?:es| saves?)|${LENGTH_WORD}|wingspan|reach|long arms|bend|burst|first step|motor|footwork|touch(?!-?ups?\b)|range|leadership|versatility|discipline|timing)\b`, "gi");
const NEGATIVE =
  /\b(?:never(?!\s+(?:been\s+)?(?:doubted|questioned))(?!\s+(?:stop(?:s|ped)?|quits?|quit)\s+(?:running|working|competing|fighting|hustling|chasing|pressing|trying|talking\s+to\s+(?:the|his|them|everyone|everybody))\b)(?!\s+(?:let\s+up|lets\s+up|tires?|tired|gave\s+up|gives\s+up)\b)|isn't|aren't|wasn't|doesn't|does not|don't(?!\s+(?:coach|teach)\s+(?:that|it|this)\b(?!\s+(?:out|away)\b))|can't(?!\s+(?:coach|teach)\s+(?:that|it|this)\b(?!\s+(?:out|away)\b))|cannot(?!\s+(?:coach|teach)\s+(?:that|it|this)\b(?!\s+(?:out|away)\b))|can not|won't|will not|unable to|should(?:n't| not) be asked to|gets (?:moved|bumped|pushed|beat(?:en)?|outmuscled|caught|washed|tracked)|lacks?|lacking|limited|poor(?:ly)?|weak(?:ness)?|struggles?|struggled|needs? (?:work|to)|still needs|inconsistent|inconsistency|concerns?|concerning|problem|issue|liability|drops(?!\s+(?:into|back|deep|deeper|behind|between|alongside)\b)|lazy|slow|sloppy|raw|below(?:-| )average|below\s+(?:the\s+)?(?:league|positional)\s+average|questionable|suspect|erratic|undersized|stiff(?!-arm)|careless|loose|fumbles?|turnovers?|tracked down|caught from behind|gets caught|beaten|loses|lost|overmatched|late(?!-)|hesitant|passive|streaky|shaky|(?<!\b(?:my|his|her|their|our|your)\s)flat|flap(?:s|ped|py|ping)?|rushed|forces|gambles|fouls?|mistakes?|errors?|trouble|vulnerable|exposed|targeted|(?:thin|light|slight|narrow) frame|too light|too small|undersized|uncomfortable|one[- ]dimensional|one move deep|one-trick|falls? apart|breaks? down|rattled|panics?|plays high|gets bullied|bullied|settles? for|drifts? out|disappears?|goes missing|(?:touch|pass(?:es|ing)?|shot|shooting|control|crosses|crossing|delivery|ball|throws?|footwork)\s+(?:\w+\s+)?(?:goes|went|is|was)\s+(?:everywhere|all over the place)|work in progress|questions? (?:about|over|remain|persist)|turnover-prone|injury-prone|foul-prone|(?:has|have|(?:'s|has|have) got) to (?:get|improve|add|become|be more|cut)|must (?:get|improve|add|become|cut)|could use|would benefit from|needs? more|(?:gets?|getting|got|was|were|being|is|keeps? getting)\s+(?:\w+\s+)?(?:beat|beaten|burned|torched|roasted|bullied|outmuscled|lost|caught|exposed|hunted|targeted|moved|pushed|bumped)|a (?:beat|step|second) (?:too long|too late|slow)|too (?:long|late|early|much|often|many|easily|slow|light|small|passive|upright|high|loose|predictable|eager)|(?:very|extremely|too|really|worryingly|alarmingly) low|avoids? (?:contact|the paint|traffic|physicality)|could(?:n't| not) (?:make|hit|shoot|finish|guard|defend|stay|keep|catch|handle|stop)|so-so|a mess|clanks?|coast(?:s|ed|ing)?|takes? plays off|floats? (?:through|in and out)|soft(?! (?:hands|touch|skills|feet))|a step slow|late to (?:rotate|react|close|recover)|gets? lost|loses track|below par|pedestrian|ordinary|shies? away|dies on (?:screens|picks)|hunted|switches off|switched off|turnstile|a sieve|(?:is|was) a no|(?:is|are|remains?|still) behind(?=\s*(?:[,.;!]|$|and\b|but\b))|avoids? (?:finishing|going|using|his|her|contact)|(?:won't|wont|doesn't|does not|will not|refuses to) (?:block|tackle|defend|track back|press|run back|get back)|(?:effort|intensity|urgency) (?:just )?(?:(?:is )?not there|isn't there|is lacking)|ball-?watch\w*|heavy (?:first )?touch|(?:he|he's|he has|he had|has|had)\s+(?:been\s+)?sacked\s+\d+\s+times|most[- ]sacked\s+(?:quarterback|qb|passer)|holds?\s+(?:on(?:to)?\s+)?the\s+ball\s+(?:too\s+long|forever)|(?<!\bnot\s)still\s+bad\b|(?:first )?touch (?:(?:is|was|still|a bit|too|often|can be)\s+){0,2}heavy|physically (?:slight|small|weak|light|immature|underdeveloped)|slightly built|liability)\b/gi;
// Narrative and data sentences are not evaluations even when a cue word appears.
const NARRATIVE = /\b(?:strength (?:staff|coach(?:es)?|and conditioning)|measured on|spring testing|scheduled|kickoff|tip-off|signed|traded|acquired|joined|transferred|announced|per (?:the )?(?:team|club|source)|according to|told reporters|said(?: in a statement)?|\d{1,2}:\d{2}|game \d|week \d)\b/i;

// "If he had taken up the leather ball, he would have been the most frightening bowler": what he is not.
const COUNTERFACTUAL = /\bif\s+(?:he|she|they|\p{Lu}[\p{L}'-]+)\s+had\s+[^,;]{0,100},\s*(?:he|she|they)\s+would\s+have\b/iu;
// "If Holloway is unable to play": a condition whose consequence went with another man's clause.
const LONE_CONDITION = /^\W*(?:if|unless|in\s+case)(?:\s+[^\s,;]+){1,6}[.!]?\W*$/i;

// "He grew up in Port Alder", "… about two hours down the coast": where he is from, and where that is, no verdict.
// ("Mensah was born in Accra and is a dominant aerial presence" says more than where.)
const HOMETOWN_ASIDE = /^\W*(?:[\p{L}'’-]+\s+){0,3}?(?:grew\s+up|was\s+born|born\s+and\s+raised|raised)\s+in\s+\p{Lu}[\p{L}'’.-]*(?:\s+\p{Lu}[\p{L}'’.-]*){0,3}(?:,\s*(?:about|around|some|just|roughly|near|outside|north|south|east|west)\b[^,]*)?\W*$/u;

function cueCount(re: RegExp, s: string): number {
  re.lastIndex = 0;
  let n = 0;
  for (const m of s.matchAll(re)) {
    // "top-25", "best-of-seven", "first-round", "no. 3": numbers and hyphen compounds are not praise.
    if (/^(?:best|top|no)$/i.test(m[0]) && /^[-.]\s*\d|^-of/.test(s.slice(m.index + m[0].length, m.index + m[0].length + 4))) continue;
    // "tackles plus interceptions", "plus 3": "plus" joining two things is arithmetic, not praise.
    if (/^plus$/i.test(m[0]) && isConjunctionPlus(s, m.index)) continue;
    n++;
  }
  return n;
}

const KNOCK_LEAD = /^(?:the|a|one|his)\s+(?:[\w-]+\s+)?(?:knock|question mark|red flag|sticking point)\s+(?:on|about|with|against)\s+[^,;]*?\b(?:is|was|has been|remains)\s+(?:(?:his|her|the)\s+)?/i;
// (A name in capitals: "a knock on his ankle" is an injury; "now shoots 41 percent" says the knock is gone.)
const KNOCK_ON = /\b(?:[Tt]he|[Aa]|[Oo]ne|[Hh]is)\s+(?:(?:biggest|main|only|big|lone|lingering|one)\s+)?(?:knock|question mark|red flag|sticking point)\s+(?:on|about|with|against)\s+(?:him|\p{Lu}[\p{L}'’.-]*(?:\s+\p{Lu}[\p{L}'’.-]*){0,2})\s[^.;]{0,40}?\b(?:is|was|has been|remains)\b(?![^.;]*\b(?:now|no longer|these days|has (?:worked|improved|fixed)))/u;
// A basketball shooting rate and where it falls: under 30 % from three or 65 % from the line is a flaw,
// 38 % and 85 % or better a strength (league-wide norms; between them the rate says nothing).
const SHOOTING_RATE = /(\d{1,2}(?:\.\d)?)\s*(?:%|percent|per cent)\s+(?:(?:from|at)\s+(?:(three|3(?![\d-])|deep|beyond the arc|long range|the (?:three-point|3-point) line)|(the (?:free-throw|foul) line|the line|the stripe|the charity stripe))|on\s+(?:(threes|3s|three-pointers|3-pointers)|(free throws)))/gi;
// ("hitting corner threes at 46 percent": the shot, then its rate.)
const SHOT_AT_RATE = /\b(?:(?:corner\s+)?(threes|3s|three-pointers|3-pointers|triples)|(free throws))\s+at\s+(?:(?:like|about|around|roughly|nearly|almost|just|only)\s+)?(\d{1,2}(?:\.\d)?)\s*(?:%|percent|per cent)/gi;
// Whose rate: his ("he shot", "Ward is shooting"), not a team's, an opponent's or one he held them to,
// and not one of years ago ("25 percent from three as a freshman").
const RATE_OF_OTHERS = /\b(?:opponents?|opposing|allowed|held|holds|limited|against him|when he|they|team|teams)\b|^\s*(?:The|Their|Our)\s/i;
const RATE_IN_THE_PAST = /\b(?:as a (?:freshman|sophomore|junior|rookie|teenager)|in high school|in college|last (?:season|year)|(?:two|three|\d+) (?:seasons|years) ago|back then)\b/i;
function shootingVerdict(clause: string): Polarity | null {
  if (RATE_IN_THE_PAST.test(clause)) return null;
  const his = (m: RegExpMatchArray) => !RATE_OF_OTHERS.test(clause.slice(0, m.index));
  const rates = [...[...clause.matchAll(SHOOTING_RATE)].filter(his).map((m) => ({ rate: Number(m[1]), three: Boolean(m[2] || m[4]) })), ...[...clause.matchAll(SHOT_AT_RATE)].filter(his).map((m) => ({ rate: Number(m[3]), three: Boolean(m[1]) }))];
  const verdicts = rates.map(({ rate, three }) => {
    const [low, high] = three ? [30, 38] : [65, 85];
    return rate < low ? "weakness" : rate >= high ? "strength" : null;
  });
  const said = new Set(verdicts.filter((v): v is Polarity => v !== null));
  return said.size === 1 ? [...said][0] : null;
}

/** Strength, weakness or neither, from a clause's own wording (negated praise is a weakness). */
export function evaluativePolarity(clause: string): Polarity | null {
  // "less comfortable", "not as quick", "less sharp": a weakened virtue is a flaw.
  // "the quickest guard in the draft, and it isn't close": emphasis, not a fault; a "soft floater" is a touch.
  const s0 = stripMarkdown(clause)
    .replace(/,?\s*(?:and\s+)?it(?:'s|\s+is)(?:n't|\s+not)\s+(?:even\s+)?close\b/gi, "")
    .replace(/\bsoft\s+(?=(?:[\w-]+\s+)?(?:touch|hands|floater|finish|finishes|runner|jumper|shot)\b)/gi, "")
    // ("where the weak-side shooter is": the help side of the floor, no weakness; "weak side to side",
    // "Left foot: weak side" are his.)
    .replace(/\bweak[- ]?side(?=[ -]+(?:help|defen[cs]e|defenders?|rotations?|shot|shooters?|block\w*|corner|rebound\w*|action|cuts?|coverage|wing)\b)/gi, "help-side")
    // "Parking: please don't park on the shoulder", '("don't ask")': a request to the reader, not his fault.
    .replace(/(?:[:;(“"]\s*(?:please\s+)?|\bplease\s+)(?:don't|do not)\s+[\w-]+/gi, " ")
    // ("Smart, never a penalty problem": a flaw denied is no fault.)
    .replace(/(?:\b(?:not|never|no\s+longer|rarely|seldom)|n't)\s+(?:an?\s+)?(?:(?!(?:minor|small|little|slight|lesser)\b)[\w-]+\s+)?(?:problem|issue|liability|concern)\b/gi, " ")
    .replace(/\b(?:less|not as|not very|not particularly|not so|not always)\s+([\w-]+)/gi, (m, w: string) => (cueCount(POSITIVE, w) > 0 ? "uncomfortable" : m));
  // ("He grew up in Lagos, and his handle is loose": judged clause by clause, where he is from apart.)
  // ("Reach the Beacon sports desk at sports@bellmontbeacon.example": a contact line, no verdict.)
  if (s0.split(/\s+/).length < 2 || /[\w.-]+@[\w-]+\.\w|https?:\/\//.test(s0) || NARRATIVE.test(s0) || (s0.includes(",") && HOMETOWN_ASIDE.test(s0.split(",")[0]))) return null;
  // Who suffers: "slower bigs cannot keep him in front" praises him, "midfielders push him off the ball" faults him.
  const who = opponentVerdict(s0);
  if (who) return who;
  // "this matters less", "that problem mostly goes away": a flaw said to fade is no verdict.
  if (MITIGATION.test(s0)) return null;
  // "not a single goal, and it's not bad luck": missing production is a flaw, luck or not.
  if (NO_PRODUCTION.test(s0)) return "weakness";
  // "just four drops on 168 targets": few faults is praise.
  if (FEW_FAULTS.test(s0)) return "strength";
  // "The knock on Vaughn Jr. coming out of college was his jumper": the scout's word for a flaw.
  // ("Strength with the ball, finishing through bodies -- that's the next step for him": what he must add.)
  if (KNOCK_ON.test(s0) || isNextStep(s0)) return "weakness";
  // "Their big number nine won every header against him": the one he faced won.
  if (/\bwon\b[^.;]{0,40}\b(?:against|over|off)\s+him\b/i.test(s0)) return "weakness";
  // "shooting 24 percent from three and 55 percent from the free-throw line": a rate says it.
  const rate = shootingVerdict(s0);
  if (rate) return rate;
  // "this isn't one lucky season": a denied fluke is praise.
  if (/(?:\b(?:not|no|never)|n't)\s+(?:\w+\s+){0,2}(?:lucky|luck|a fluke|fluky|fluke|one-off|an accident|accident|a mirage|mirage|flash in the pan)\b/i.test(s0)) return "strength";
  const s = withoutOpponentModifiers(s0);
  // "not a breakaway threat", "no top-end speed": negation in front of praise flips it.
  const negatedPraise = /\b(?<!\bif\s)(?:not|no|never|isn't|lacks?|without)\s+(?:a\s+|an\s+|much\s+|the\s+|enough\s+|really\s+|very\s+)?(?:[\w-]+\s+)?(?:threat|speed|burst|quickness|quick|fast|explosive|strength|range|vision|touch|reliable|consistent|physical|top-end|elite|great|good|strong|counter|plan|answer|feel|instincts|power|pop|bend|juice|pace|left hand|left foot|right foot|weak foot|jumper|shot)/i.test(s);
  // "man does not miss when he's set", "never misses from the corner": a shooter's praise.
  if (/(?:\b(?:not|never|rarely|seldom)|n't)\s+(?:\w+\s+)?miss(?:es)?\s+(?!a\s|any\s|\d)/i.test(`${s} `)) return "strength";
  // "does not struggle", "doesn't panic", "never lacks effort", "never missed a game": a negated flaw is no
  // verdict either way
  // (the contraction counts: "doesn't" has no word break before its "n't").
  if (/(?:\b(?:not|never|no longer|rarely|seldom)|n't)\s+(?:\w+\s+)?(?:struggles?|lacks?|fumbles?|drops?|loses|forces|gambles|panics?|stalls?|fails?|quits?|folds?|fades?|tires?|slow(?:er)?|weak(?:er)?|worse|gets? (?:beat|beaten|burned|bullied|moved|pushed)|miss(?:es|ed)?\s+(?:a\s+)?(?:single\s+)?(?:game|practice|start|match|day|workout|session|snap))\b/i.test(s)) return null;
  // Quotes in the first person are someone talking, not the scout's evaluation.
  // A clause about him that a speaker closes in the first person ("Cade has the best arm I've been around",
  // "he's the best I've seen") is still about him.
  const firstPerson = /(?:^|\s)(?:I|I'm|I've|my|me)\s/.exec(` ${s} `);
  // A name opens it (case counts: "Let me explain …" is the speaker's own sentence) or a pronoun does.
  const opensOnHim = /^\s*\p{Lu}[\p{L}'-]+\s/u.test(s) && !/^\s*(?:I|I'm|I've|My|Me|Let|Trust|Believe|Ask|Tell|Honestly|Look|Listen)\b/.test(s);
  const aboutHimFirst = firstPerson !== null && (opensOnHim || /^\s*(?:he|he's|his|she|she's|her)\s/i.test(s));
  if ((firstPerson && !aboutHimFirst) || /["”]\s*$/.test(s)) return null;
  const pos = cueCount(POSITIVE, s);
  const neg = cueCount(NEGATIVE, s);
  const skill = cueCount(SKILL_NOUN, s);
  if (negatedPraise) return "weakness";
  if (pos > 0 && neg === 0) return "strength";
  if (neg > 0 && pos === 0) return "weakness";
  if (pos === 0 && neg === 0 && skill > 0) return "strength";
  // Both: the verdict word of a short evaluative clause decides ("improved, but still limited").
  if (/\b(?:needs? work|still needs|needs? (?:to|more)|(?:has|have|got) to|must|could use|would benefit|struggles?|inconsistent|limited|liability|concern|problem|lacks?)\b/i.test(s)) return "weakness";
  return null;
}

/** The clauses of an evaluative sentence with their polarity ("X is outstanding, but Y needs work"). */
export function evaluativeClauses(sentence: string): { clause: string; polarity: Polarity }[] {
  // "his long passing from the back — the diagonal to the left winger — is one of our weapons": an aside
  // between two dashes splits no clause.
  // ("Elite motor — never takes a play off — hands are inconsistent": three notes, not one.)
  // ("Good hands — catches everything — has trouble separating": a note's three verdicts.)
  const paired = /\s[—–]\s[^—–;]{1,80}?\s[—–]\s(?=(?:is|are|was|were|remains)\b)/u;
  const aside = paired.exec(sentence);
  if (aside && /\b(?:his|her|their|the|a|an)\b/i.test(sentence.slice(0, aside.index))) sentence = sentence.replace(paired, " ");
  let clauses = sentence.split(/;\s+|\s+[—–]\s+|,?\s+(?:but|although|though|whereas|yet)\s+|\.\s+(?=\p{Lu})/u).map((c) => c.trim()).filter((c) => c.length > 8);
  // Telegraphic notes ("pure shooter, 6-10 wingspan, has to get stronger"): short comma pieces are clauses.
  let listed = false;
  clauses = clauses.flatMap((c) => {
    const pieces = c.split(/,\s+(?:and\s+)?/).map((p) => p.trim());
    if (pieces.length < 3 || !pieces.every((p) => p.split(/\s+/).length <= 6)) return [c];
    listed = true;
    return pieces.filter((p) => p.length > 5);
  });
  const out: { clause: string; polarity: Polarity }[] = [];
  for (const clause of clauses) {
    // ("He grew up in Lagos, and his handle is loose": where he is from is no verdict beside one.)
    const polarity = HOMETOWN_ASIDE.test(clause) ? null : evaluativePolarity(clause);
    if (polarity) out.push({ clause, polarity });
  }
  // One verdict for a sentence whose clauses agree: keep the sentence whole. A list of verdicts ("Can't shoot
  // free throws, can't stay out of foul trouble, can't guard on the perimeter") stays one bullet each.
  if (!listed && out.length > 1 && out.every((o) => o.polarity === out[0].polarity) && clauses.length === out.length) return [{ clause: sentence, polarity: out[0].polarity }];
  return out;
}

/** Development focus the documents tie to improvement: the weakness with its improvement clause. */
export function improvementOf(note: Pick<NoteDraft, "kind" | "label" | "text">): string | null {
  if (note.kind !== "weakness") return null;
  const body = note.text.slice(note.text.indexOf(":") + 1);
  const clause = body.split(/(?<=[.;])\s+|,\s+(?=but\b)/).find((c) => IMPROVEMENT.test(c));
  if (!clause) return null;
  return `${note.label}: ${clause.trim().replace(/^(?:but|and)\s+/i, "").replace(/[;,.\s]+$/, "")}.`;
}
