// Strengths, weaknesses, style tags and role projection from Pros/Cons lists, headings ("Strengths:",
// "## Weaknesses", "Areas to improve"), and plain prose ("excels at …", "struggles with …").

import { LABEL_LEVEL, splitBlocks } from "./blocks";
import { findStyleTags } from "./style-tags";
import { capitalizeFirst, collapseSpaces, escapeRegExp, fold, normalizeText, splitSentences, stripMarkdown } from "./text";
import { isInstructionLike } from "./untrusted";

export type TraitExtraction = { strengths: string[]; weaknesses: string[]; styleTags: string[]; roleProjection: string | null };
export type TraitOptions = { subjectNames?: string[] };

export const MAX_TRAIT_LENGTH = 80;
const MAX_PROJECTION_LENGTH = 240;

type Polarity = "strength" | "weakness";
type Section = Polarity | "projection" | null;

const STRENGTH_HEADING =
  /^(?:key\s+|top\s+|main\s+|primary\s+|notable\s+|biggest\s+)?(?:strengths?|pros|positives|plus(?:es)?|assets|what (?:he|she|they) does? well|upside|calling cards?)(?:\s+to\s+(?:watch|note|highlight))?$/i;
const WEAKNESS_HEADING =
  /^(?:key\s+|main\s+|primary\s+|major\s+|biggest\s+)?(?:weakness(?:es)?|cons|concerns?|negatives|minuses|limitations|red flags|areas? (?:to|for|of) (?:improve|improvement|development|concern)|development (?:areas?|focus|needs)|needs? (?:to )?improve(?:ment)?|things to (?:work on|improve)|improvements needed|flaws|downside|weak points|question marks)(?:\s+to\s+(?:exploit|watch|note|target))?$/i;
const PROJECTION_HEADING = /^(?:role\s+projection|projection|projected\s+role|role|nba\s+role|nfl\s+role|ceiling|outlook|projected\s+fit)$/i;
const INLINE_HEADING = /^\s*(?:\*\*)?([\p{L}][\p{L}\s'&/-]{2,40}?)(?:\*\*)?\s*[:\-–]\s*(?:\*\*)?\s*(.+)$/u;

const SUBJECT_VERBS = "is|has|was|shows|displays|possesses|brings|offers|demonstrates|remains|owns|boasts";
const ADJ_STRONG =
  "elite|excellent|exceptional|outstanding|superb|terrific|special|plus|high-level|advanced|polished|gifted|natural|dynamic|explosive|great|strong|reliable|tenacious|instinctive|savvy|efficient|prolific|dominant|versatile|skilled|accurate|fluid|relentless|tireless|impressive|good|solid|quick";
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

const BEST = /\b(?:biggest|greatest|best|main|primary|top|standout|notable|clearest|signature)\b/i;
const WORST = /\b(?:biggest|greatest|main|primary|major|chief|glaring|obvious|clear)\b/i;
const NEEDS = /\bneeds?\s+to\b/i;
const NEGATIVE_STATE = /concern|liability|weakness|question|progress|inconsistent|shaky|suspect|average|poor|limited|issue|problem|streaky|erratic/i;
const ADJ_STRONG_HINT = new RegExp(`\\b(?:${ADJ_STRONG})\\b`, "i");
const ADJ_WEAK_HINT = new RegExp(`\\b(?:${ADJ_WEAK})\\b`, "i");

const PROSE_RULES: Rule[] = [
  r(BEST, String.raw`\b(?:his|her|their|[\p{Lu}][\p{L}'-]+'s)\s+(?:biggest|greatest|best|main|primary|top|standout|most notable|clearest|signature)\s+(?:strength|asset|skill|attribute|tool|trait|quality|weapon)\s+(?:is|are|remains|has been)\s+(?:his|her|their)?\s*${CLAUSE}${CLAUSE_END}`, "strength", (m) => m[1]),
  r(/excel/i, String.raw`\bexcels?\s+at\s+${CLAUSE}${CLAUSE_END}`, "strength", (m) => m[1]),
  r(/excel/i, String.raw`\b(excels?\s+(?:in|as|when|with)\s+${CLAUSE})${CLAUSE_END}`, "strength", (m) => m[1]),
  r(/strength/i, String.raw`\bstrengths?\s+(?:include|includes|are)\s+${CLAUSE}${CLAUSE_END}`, "strength", (m) => splitList(m[1])),
  r(/thrives|shines|stands out/i, String.raw`\b((?:thrives|shines|stands out)\s+(?:in|as|at|on|with|when|for)\s+${CLAUSE})${CLAUSE_END}`, "strength", (m) => m[1]),
  r(ADJ_STRONG_HINT, String.raw`\b(?:${SUBJECT_VERBS}|looks like)\s+(?:an?\s+)?(?:very\s+|truly\s+|already\s+|really\s+)?((?:${ADJ_STRONG})\s+${NOUN_PHRASE})${NP_END}`, "strength", (m) => m[1]),
  r(/elite|excellent|exceptional|outstanding|superb|special|advanced|polished|top-notch|strength|weapon|plus|asset|calling card|ready/i, String.raw`\b(?:his|her|their)\s+${NOUN_PHRASE}\s+(?:is|are|has been|remains)\s+(?:already\s+|truly\s+|very\s+|really\s+)?(?:elite|excellent|exceptional|outstanding|superb|special|advanced|polished|top-notch|a\s+(?:major\s+|real\s+|clear\s+|big\s+)?(?:strength|weapon|plus|asset|calling card)|(?:nba|nfl|pro)-ready)\b`, "strength", (m) => m[1]),
  r(/\bjob\b/i, String.raw`\bdoes\s+an?\s+(?:great|good|nice|excellent)\s+job\s+(?:of\s+)?${CLAUSE}${CLAUSE_END}`, "strength", (m) => m[1]),
  r(/adept|skilled|effective/i, String.raw`\b(?:is\s+)?(?:very\s+|really\s+)?(?:adept|skilled|effective)\s+at\s+${CLAUSE}${CLAUSE_END}`, "strength", (m) => m[1]),
  r(WORST, String.raw`\b(?:his|her|their|[\p{Lu}][\p{L}'-]+'s)\s+(?:biggest|greatest|main|primary|major|chief|most glaring|obvious|clear)\s+(?:weakness|concern|flaw|question|question mark|knock|issue|hole|limitation|red flag|need)\s+(?:is|are|remains|has been)\s+(?:his|her|their)?\s*${CLAUSE}${CLAUSE_END}`, "weakness", (m) => m[1]),
  r(/struggl/i, String.raw`\b(struggle[sd]?\s+(?:with|to|against|in|when|on|at)\s+${CLAUSE})${CLAUSE_END}`, "weakness", (m) => m[1]),
  r(NEEDS, String.raw`\bneeds?\s+to\s+(?:improve|work on|get better at|refine|tighten(?:\s+up)?|clean up|polish|fix)\s+(?:his|her|their)?\s*${CLAUSE}${CLAUSE_END}`, "weakness", (m) => m[1]),
  r(NEEDS, String.raw`\b(needs?\s+to\s+(?:add|build|become|cut down on|reduce|limit|show|prove|be more|get stronger|develop)\s*${CLAUSE})${CLAUSE_END}`, "weakness", (m) => m[1]),
  r(/liability|sieve|target/i, String.raw`\ban?\s+((?:liability|sieve|target)(?:\s+(?:on|in|as|when|at|against|defensively|offensively)\b[^.;!?\n]{0,60}?)?)${CLAUSE_END}`, "weakness", (m) => m[1]),
  r(NEGATIVE_STATE, String.raw`\b(?:his|her|their)\s+${NOUN_PHRASE}\s+(?:is|are|remains|has been)\s+(?:still\s+)?(?:a\s+|an\s+)?(?:concern|liability|weakness|question mark|work in progress|inconsistent|shaky|suspect|below[- ]average|poor|limited|an issue|a problem|streaky|erratic|a major concern)\b`, "weakness", (m) => m[1]),
  r(/concern|issue|problem|question|weakness|liability/i, String.raw`(?:^|[.;]\s+)([\p{Lu}][\p{L}'-]*(?:\s+[\p{L}'-]+){0,5}?)\s+(?:is|are|remains|has been|have been)\s+(?:a\s+|an\s+)?(?:major\s+|big\s+|real\s+|significant\s+)?(?:concern|issue|problem|question mark|weakness|liability)\b`, "weakness", (m) => m[1]),
  r(/\black/i, String.raw`\b(lack(?:s|ing)?\s+${CLAUSE})${CLAUSE_END}`, "weakness", (m) => m[1]),
  r(/prone/i, String.raw`\b((?:is\s+)?prone\s+to\s+${CLAUSE})${CLAUSE_END}`, "weakness", (m) => m[1]),
  r(/prone/i, String.raw`\b([\p{L}]+-prone)\b`, "weakness", (m) => m[1]),
  r(/concern|question|worr/i, String.raw`\b(?:concerns?|questions|worries)\s+(?:about|over|with|regarding|around)\s+(?:his|her|their)?\s*${CLAUSE}${CLAUSE_END}`, "weakness", (m) => m[1]),
  r(ADJ_WEAK_HINT, String.raw`\b(?:is|remains|can be)\s+(?:an?\s+)?(?:very\s+)?((?:${ADJ_WEAK})\s+${NOUN_PHRASE})${NP_END}`, "weakness", (m) => m[1]),
  r(ADJ_WEAK_HINT, String.raw`\b(?:has|shows|displays)\s+(?:an?\s+)?((?:${ADJ_WEAK})\s+${NOUN_PHRASE})${NP_END}`, "weakness", (m) => m[1]),
];

const NEGATION_BEFORE = /\b(?:not|n't|never|no longer|rarely|seldom|hardly|without|nor)\s+(?:\w+\s+)?$/i;
const OPENERS = new RegExp(`^(?:he|she|they|the player|the prospect)\\s+(?:(?:${SUBJECT_VERBS})\\s+)?`, "i");

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
  const cut = s.search(/(?<=\S)(?:[.:;](?:\s|$)|\s[—–]\s|\s-\s)/);
  if (cut > 2) s = s.slice(0, cut);
  const names = subjectNames.filter(Boolean).map(escapeRegExp).join("|");
  if (names) {
    s = s.replace(new RegExp(`^(?:${names})(?:'s)?\\s+(?:(?:${SUBJECT_VERBS})\\s+)?`, "i"), "");
  }
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

function proseTraits(sentence: string, subjectNames: string[]): { polarity: Polarity; phrase: string }[] {
  const out: { polarity: Polarity; phrase: string }[] = [];
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
        if (phrase) out.push({ polarity: rule.polarity, phrase });
      }
      claimed.push([start, end]);
    }
  }
  return out;
}

function headingSection(title: string): Section {
  const t = stripMarkdown(title).replace(/[:\s]+$/, "").trim();
  if (STRENGTH_HEADING.test(t)) return "strength";
  if (WEAKNESS_HEADING.test(t)) return "weakness";
  if (PROJECTION_HEADING.test(t)) return "projection";
  return null;
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
 * Traits of the player described by `input` (text already attributed to him). Lists under a heading
 * give one trait per item; prose gives traits through verb patterns.
 */
export function extractTraits(input: string, options: TraitOptions = {}): TraitExtraction {
  const subjectNames = options.subjectNames ?? [];
  const text = normalizeText(input);
  const strengths: string[] = [];
  const weaknesses: string[] = [];
  // Best projection so far: a "Role projection" section (rank 0) beats a "projects as" sentence (rank 1).
  const projection: { text: string | null; rank: number } = { text: null, rank: Number.POSITIVE_INFINITY };
  const add = (polarity: Polarity, phrase: string | null) => {
    if (!phrase) return;
    const list = polarity === "strength" ? strengths : weaknesses;
    if (!list.some((x) => traitKey(x) === traitKey(phrase))) list.push(phrase);
  };
  const offerProjection = (candidate: string | null, rank: number) => {
    if (candidate && rank < projection.rank) {
      projection.text = candidate;
      projection.rank = rank;
    }
  };

  let section: Section = null;
  let sectionIsLabel = false;
  let projectionParts: string[] = [];
  let sawContent = false;
  const closeProjection = () => {
    if (projectionParts.length) offerProjection(finishProjection(projectionParts.join(" ")), 0);
    projectionParts = [];
  };

  for (const block of splitBlocks(text)) {
    if (block.kind === "blank") {
      if (sectionIsLabel && sawContent) {
        closeProjection();
        section = null;
      }
      continue;
    }
    if (block.kind === "heading") {
      closeProjection();
      section = headingSection(block.text);
      sectionIsLabel = block.level >= LABEL_LEVEL;
      sawContent = false;
      continue;
    }
    if (block.kind === "table") continue;
    const inline = INLINE_HEADING.exec(block.text);
    const inlineSection = inline ? headingSection(inline[1]) : null;
    if (inline && inlineSection) {
      // "Strengths: court vision, playmaking" or "Weakness to exploit: free-throw shooting. …"
      const body = inline[2];
      if (inlineSection === "projection") offerProjection(finishProjection(splitSentences(body)[0] ?? body), 0);
      else {
        const first = splitSentences(body)[0] ?? body;
        const pieces = first.split(/,|;/).length > 1 && first.split(/,|;/).every((p) => p.trim().split(/\s+/).length <= 6) ? splitList(first) : [first];
        for (const p of pieces) add(inlineSection, toTraitPhrase(p, subjectNames));
      }
      if (block.kind === "para" && !inline[2].trim()) section = inlineSection;
      continue;
    }
    sawContent = true;
    if (block.kind === "item") {
      if (section === "strength" || section === "weakness") add(section, toTraitPhrase(block.text, subjectNames));
      else if (block.marker === "+") add("strength", toTraitPhrase(block.text, subjectNames));
      else if (section === "projection") projectionParts.push(block.text);
      else for (const t of proseTraits(block.text, subjectNames)) add(t.polarity, t.phrase);
      continue;
    }
    for (const sentence of splitSentences(block.text)) {
      if (isInstructionLike(sentence)) continue;
      if (section === "projection") {
        if (projectionParts.join(" ").length < 60 && projectionParts.length < 2) projectionParts.push(sentence);
        continue;
      }
      const label = /^\s*(?:role\s+)?projection\s*:\s*(.+)$/i.exec(sentence);
      if (label) offerProjection(finishProjection(label[1]), 0);
      else offerProjection(projectionFromSentence(sentence, subjectNames), 1);
      const found = proseTraits(sentence, subjectNames);
      if (section === "strength" || section === "weakness") {
        const same = found.filter((t) => t.polarity === section);
        if (same.length) for (const t of same) add(t.polarity, t.phrase);
        else add(section, toTraitPhrase(sentence, subjectNames));
      } else {
        for (const t of found) add(t.polarity, t.phrase);
      }
    }
  }
  closeProjection();
  return { strengths, weaknesses, styleTags: findStyleTags(text), roleProjection: projection.text };
}
