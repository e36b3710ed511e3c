// FR-01 intake without a model: is this a scouting request, who is it about, which sport?

import { COMMON_LOWER_WORDS, NOT_NAME_WORDS } from "./lexicon";
import {
  MAX_NAME_LENGTH,
  capitalizedNameRuns,
  coreNameWords,
  isParticle,
  isSuffix,
  isTeamLike,
  joinNameTokens,
  nameKey,
  normalizeNameCase,
  surnameOf,
  titleCaseWord,
  tokenizeWords,
  type NameCandidate,
  type NameToken,
} from "./names";
import { guessSport } from "./sport";
import { foldAligned, normalizeText } from "./text";
import type { Sport } from "./types";

export type IntentResult = { intent: "scouting_report" | "other"; playerName: string | null; sportGuess: Sport };

// Requests are short; a pasted document must not slow intake down.
const MAX_MESSAGE = 2000;

// Seed FR-01 keywords and their natural variants. Weak cues count only when a name is present.
const STRONG_CUE =
  /\bscouting\b|\bscout(?:s|ed)?\b|\bplayer\s+(?:profile|analysis|report|evaluation|breakdown|assessment|card|dossier)\b|\banaly[sz](?:e|ing)\s+(?:the\s+|this\s+|a\s+)?player\b/g;
const WEAK_CUE =
  /\bevaluat(?:e|ion|ing)\b|\bassess(?:ment|ing)?\b|\bbreak\s*down\b|\breport\s+(?:on|for|about)\b|\banalysis\s+(?:of|on|for)\b|\banaly[sz]e\b|\bprofile\s+(?:of|on|for)\b|\brundown\s+on\b|\bwrite-?up\s+(?:on|for|of)\b|\bdeep\s+dive\b|\bintel\s+on\b|\bdossier\b|\bstrengths\b|\bweaknesses\b/g;
// "What can Scout do?" asks about the product.
const PRODUCT_QUESTION = /\bscout\s+(?:do|help|work|support|handle)\b|\b(?:use|using|about)\s+scout\b\s*[?.!]?$/;
const LEAD_PREPOSITIONS = new Set(["for", "on", "of", "about", "named", "called", "regarding", "re", "to"]);

type Cue = { start: number; end: number; strong: boolean };

function findCues(folded: string): Cue[] {
  const cues: Cue[] = [];
  for (const m of folded.matchAll(STRONG_CUE)) cues.push({ start: m.index, end: m.index + m[0].length, strong: true });
  for (const m of folded.matchAll(WEAK_CUE)) cues.push({ start: m.index, end: m.index + m[0].length, strong: false });
  return cues.sort((a, b) => a.start - b.start);
}

/** Detects a scouting request, the player it names and a sport guess (seed FR-01). */
export function detectIntent(message: string): IntentResult {
  const text = normalizeText(message).slice(0, MAX_MESSAGE);
  const folded = foldAligned(text);
  const sportGuess = guessSport(text);
  if (PRODUCT_QUESTION.test(folded.trim())) return { intent: "other", playerName: null, sportGuess };
  const cues = findCues(folded);
  const playerName = extractPlayerName(text);
  const strong = cues.some((c) => c.strong);
  const intent = strong || (cues.length > 0 && playerName !== null) ? "scouting_report" : "other";
  return { intent, playerName: intent === "scouting_report" ? playerName : null, sportGuess };
}

/**
 * The player a request names. With `knownNames` (people named in the user's documents) a case- and
 * diacritic-insensitive match, or a surname that only one of them carries, returns the known spelling.
 */
export function extractPlayerName(message: string, knownNames?: string[]): string | null {
  const text = normalizeText(message).slice(0, MAX_MESSAGE);
  const folded = foldAligned(text);
  const cues = findCues(folded);
  const tokens = tokenizeWords(text);
  const candidate = casedCandidate(tokens, cues) ?? lowerCaseCandidate(tokens, cues);
  const known = knownNames?.length ? matchKnownName(text, candidate, tokens, knownNames) : null;
  const name = known ?? candidate;
  if (!name || name.length > MAX_NAME_LENGTH || !/\p{L}/u.test(name)) return null;
  return name;
}

/** Picks the capitalised name that follows the request's cue, or else the one just before it. */
function casedCandidate(tokens: NameToken[], cues: Cue[]): string | null {
  const runs = capitalizedNameRuns(tokens).filter((r) => !isOnlyInitials(r) && !isTeamLike(r.tokens.map((t) => t.text)));
  if (!runs.length) return null;
  const cueEnd = cues.length ? cues[0].end : 0;
  const after = runs.find((r) => r.start >= cueEnd);
  const before = [...runs].reverse().find((r) => r.end <= (cues[0]?.start ?? 0));
  const chosen = after ?? before ?? runs[0];
  return extendSingleWord(chosen, tokens);
}

function isOnlyInitials(run: NameCandidate): boolean {
  return run.tokens.every((t) => t.text.length === 1);
}

// "LeBron james": a capitalised first name followed by a lower-case surname.
function extendSingleWord(run: NameCandidate, tokens: NameToken[]): string {
  if (run.tokens.length !== 1 || run.tokens[0].breakAfter) return joinNameTokens(normalizeNameCase(run.tokens.map((t) => t.text)));
  const i = tokens.indexOf(run.tokens[0]);
  const next = tokens[i + 1];
  const first = normalizeNameCase([run.tokens[0].text])[0];
  if (!next || !next.joinedToPrevious || !isLowerNameWord(next.text)) return first;
  return joinNameTokens([first, titleCaseWord(next.text, false)]);
}

function isLowerNameWord(word: string): boolean {
  const lower = word.toLowerCase();
  return (
    /^\p{Ll}[\p{L}'-]*$/u.test(word) &&
    word.length <= 40 &&
    !isTeamLike([titleCaseWord(word, true)]) &&
    !NOT_NAME_WORDS.has(lower) &&
    !COMMON_LOWER_WORDS.has(lower) &&
    !/ly$/.test(lower) &&
    lower.length > 1
  );
}

/** Requests typed in lower case: the words after the cue (or at the start) that are not ordinary words. */
function lowerCaseCandidate(tokens: NameToken[], cues: Cue[]): string | null {
  const startIndex = cues.length ? tokens.findIndex((t) => t.start >= cues[0].end) : 0;
  const fromCue = startIndex >= 0 ? collectLowerName(tokens, startIndex, cues) : null;
  if (fromCue) return fromCue;
  return cues.length ? collectLowerName(tokens, 0, cues) : null;
}

function collectLowerName(tokens: NameToken[], from: number, cues: Cue[]): string | null {
  let i = from;
  let skipped = 0;
  while (i < tokens.length && !isNameStart(tokens[i], cues)) {
    if (!LEAD_PREPOSITIONS.has(tokens[i].text.toLowerCase())) skipped++;
    if (tokens[i].breakAfter && skipped > 0 && /[?!.]/.test(tokens[i].text)) return null;
    i++;
  }
  const words: string[] = [];
  for (; i < tokens.length; i++) {
    const t = tokens[i];
    if (insideCue(t, cues)) break;
    const word = t.text;
    const ok = words.length > 0 && (isParticle(word.toLowerCase()) || isSuffix(word) || isLowerSuffix(word)) ? true : isLowerNameWord(word.toLowerCase()) && !/\d/.test(word);
    if (!ok) break;
    words.push(word);
    if (t.breakAfter || words.length >= 5) break;
  }
  while (words.length && isParticle(words[words.length - 1].toLowerCase())) words.pop();
  const core = words.filter((w) => !isSuffix(w) && !isLowerSuffix(w) && !isParticle(w.toLowerCase()));
  if (!core.length) return null;
  // A single lower-case word is a name only right after the cue ("scout brooks"), not after filler.
  if (core.length === 1 && skipped > 0) return null;
  return joinNameTokens(words.map((w, k) => titleCaseWord(w, k === 0)));
}

function isLowerSuffix(word: string): boolean {
  return /^(?:jr|sr|ii|iii|iv)\.?$/.test(word);
}

function isNameStart(t: NameToken, cues: Cue[]): boolean {
  return !insideCue(t, cues) && isLowerNameWord(t.text.toLowerCase()) && !/\d/.test(t.text);
}

function insideCue(t: NameToken, cues: Cue[]): boolean {
  return cues.some((c) => t.start >= c.start && t.start < c.end);
}

/** Resolves a request to one of the names found in the documents. */
function matchKnownName(text: string, candidate: string | null, tokens: NameToken[], knownNames: string[]): string | null {
  const known = knownNames.filter((n) => n && n.length <= MAX_NAME_LENGTH);
  const haystack = ` ${nameKey(text)} `;
  // 1. The message contains a known name in full (longest wins: "Jaren Jackson Jr." over "Jaren Jackson").
  const full = known
    .filter((n) => {
      const k = nameKey(n);
      const core = nameKey(coreNameWords(n).join(" "));
      return (k && haystack.includes(` ${k} `)) || (core.includes(" ") && haystack.includes(` ${core} `));
    })
    .sort((a, b) => b.length - a.length);
  if (full.length) return full[0];
  // 2. The candidate equals a known name apart from case, accents or suffix.
  if (candidate) {
    const key = nameKey(candidate);
    const coreKey = nameKey(coreNameWords(candidate).join(" "));
    const exact = known.filter((n) => nameKey(n) === key || nameKey(coreNameWords(n).join(" ")) === coreKey);
    if (exact.length === 1) return exact[0];
  }
  // 3. A surname that exactly one known person carries ("scout Brooks").
  const bySurname = new Map<string, string[]>();
  for (const n of known) {
    const s = nameKey(surnameOf(n));
    if (!s) continue;
    bySurname.set(s, [...(bySurname.get(s) ?? []), n]);
  }
  const probes = candidate ? [nameKey(candidate)] : [];
  for (const t of tokens) if (!NOT_NAME_WORDS.has(t.text.toLowerCase())) probes.push(nameKey(t.text));
  for (let k = 0; k + 1 < tokens.length; k++) probes.push(nameKey(`${tokens[k].text} ${tokens[k + 1].text}`));
  for (const probe of probes) {
    const matches = bySurname.get(probe);
    if (matches?.length === 1) return matches[0];
  }
  return null;
}
