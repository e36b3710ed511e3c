// FR-01 intake without a model: is this a scouting request, who is it about, which sport?

import { COMMAND_WORDS, COMMON_LOWER_WORDS, NOT_NAME_WORDS, SPORT_WORDS } from "./lexicon";
import {
  MAX_NAME_LENGTH,
  capitalizedNameRuns,
  coreNameWords,
  coreWordCount,
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
  /\bprofil(?:e|ing)\b|\breport\b|\banything\s+on\b|\bany\s+good\b|\bgame\s+like\b|\bworth\s+(?:signing|a\s+look|pursuing|a\s+bid)\b|\bthoughts\s+on\b|\bwhat\s+(?:do|did)\s+(?:we|you|i)\s+(?:know|have)\s+(?:about|on)\b|\btell\s+me\s+about\b|\bwrite\s+up\b|\bread\s+on\b|\btake\s+on\b|\bevaluat(?:e|ion|ing)\b|\bassess(?:ment|ing)?\b|\bbreak\s*down\b|\breport\s+(?:on|for|about)\b|\banalysis\s+(?:of|on|for)\b|\banaly[sz]e\b|\bprofile\s+(?:of|on|for)\b|\brundown\s+on\b|\bwrite-?up\s+(?:on|for|of)\b|\bdeep\s+dive\b|\bintel\s+on\b|\bdossier\b|\bstrengths\b|\bweaknesses\b/g;
// Reminders, calendar and to-do requests are not report requests, even when they say "scout".
const ERRAND = /^\s*(?:(?:please|pls|hey|ok|okay)[,\s]+)?(?:remind\s+me|set\s+(?:a|an|up\s+a)\s+(?:reminder|alarm|meeting|call)|add\s+(?:this\s+|it\s+)?to\s+(?:my|the)\s+(?:calendar|list|to-?do)|schedule\s+(?:a|an|the)\b|book\s+(?:a|an|the)\b|note\s+to\s+self\b|don'?t\s+let\s+me\s+forget)/;
// Working with the app's own things ("export my last report as a PDF", "delete the preview from my
// documents") is not a new report.
const APP_TASK = /^\s*(?:(?:please|pls|can you|could you)[,\s]+)?(?:export|download|print|delete|remove|rename|upload|share|archive)\b[^?.!]*\b(?:reports?|documents?|files?|pdfs?|chats?|keys?|account)\b/;
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

// A position or role named without a person ("a full report on their quarterback"): a request whose
// player is still to be named.
const ROLE_WORD =
  /\b(?:player|prospect|guard|forward|center|centre|quarterback|qb|receiver|running\s+back|tight\s+end|tackle|linebacker|cornerback|safety|edge|rusher|striker|winger|midfielder|defender|keeper|goalkeeper|full-?back|centre-?back|center-?back|kid|rookie)s?\b/;

/**
 * Detects a scouting request, the player it names and a sport guess (seed FR-01). `knownNames` are the
 * people of the user's documents named in the message (REQ-PPL-04): naming one of them is itself a
 * request about that player ("Whitlock's game like these days?"), unless the message is an errand.
 */
export function detectIntent(message: string, knownNames: string[] = []): IntentResult {
  const text = normalizeText(message).slice(0, MAX_MESSAGE);
  const folded = foldAligned(text);
  const sportGuess = guessSport(text);
  if (PRODUCT_QUESTION.test(folded.trim()) || ERRAND.test(folded) || APP_TASK.test(folded)) return { intent: "other", playerName: null, sportGuess };
  const cues = findCues(folded);
  const playerName = extractPlayerName(text, knownNames);
  const strong = cues.some((c) => c.strong);
  const namesKnownPerson = knownNames.length > 0 && playerName !== null && knownNames.includes(playerName);
  const scouting = strong || (cues.length > 0 && (playerName !== null || ROLE_WORD.test(folded))) || namesKnownPerson;
  return { intent: scouting ? "scouting_report" : "other", playerName: scouting ? playerName : null, sportGuess };
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
  const runs = capitalizedNameRuns(tokens).filter((r) => !isOnlyInitials(r) && !isTeamLike(r.tokens.map((t) => t.text)) && !isTeamOrRoleContext(r, tokens));
  if (!runs.length) return null;
  const cueEnd = cues.length ? cues[0].end : 0;
  // A full name beats a single word ("the kid from Eastfield, Darnell Vance Jr.").
  const pick = (list: NameCandidate[]) => list.find((r) => coreWordCount(r.tokens.map((t) => t.text)) >= 2) ?? list[0];
  const after = pick(runs.filter((r) => r.start >= cueEnd));
  const before = pick([...runs].reverse().filter((r) => r.end <= (cues[0]?.start ?? 0)));
  const chosen = after ?? before ?? pick(runs);
  return extendSingleWord(chosen, tokens);
}

// Words that make the capitalised word before them a team or a place, not the player ("the Hornets'
// point guard", "the Eastfield quarterback", "our D-line coach").
const ROLE_AFTER = /^(?:'s?\s+|\s+)(?:(?:starting|backup|new|young|veteran|star|rookie|next|top)\s+)?(?:point|shooting|combo|two|left|right|centre|center|central|defensive|offensive|attacking|holding|wide|tight|running|inside|outside|middle|nose)?[\s-]*(?:guard|forward|center|centre|back|half|quarterback|qb|receiver|end|tackle|linebacker|cornerback|safety|rusher|striker|winger|midfielder|defender|keeper|goalkeeper|coach|manager|gm|scout|captain|target|player|prospect|signing|roster|squad|team|club|game|match|defen[cs]e|offen[cs]e|line)\b/i;

function isTeamOrRoleContext(run: NameCandidate, tokens: NameToken[]): boolean {
  const first = tokens.indexOf(run.tokens[0]);
  const before = tokens[first - 1]?.text.toLowerCase();
  const last = run.tokens[run.tokens.length - 1];
  // People are not "the Dion Marsh"; teams are "the Hornets".
  if ((before === "the" || before === "our" || before === "their") && coreWordCount(run.tokens.map((t) => t.text)) < 2) return true;
  // "Brooks from the Salem Pilots", "Marsh of the Hornets": after a preposition and "the", a team.
  if (before === "the" && /^(?:from|of|at|with|for|on|to|against|joined|joins)$/i.test(tokens[first - 2]?.text ?? "")) return true;
  const rest = tokens.slice(tokens.indexOf(last) + 1, tokens.indexOf(last) + 4).map((t) => t.text).join(" ");
  return (last.possessive || !last.breakAfter) && coreWordCount(run.tokens.map((t) => t.text)) < 2 && ROLE_AFTER.test(`${last.possessive ? "'s" : ""} ${rest}`);
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
  // "LeBron james" ends the request or its clause; "Brooks worth a max deal" is a sentence going on.
  const after = tokens[i + 2];
  if (after && !next.breakAfter && !next.possessive && !CLOSING_WORDS.has(after.text.toLowerCase())) return first;
  return joinNameTokens([first, titleCaseWord(next.text, false)]);
}

// Words that may follow a name at the end of a request ("scout LeBron james strengths please").
const CLOSING_WORDS = new Set([...SPORT_WORDS, ...COMMAND_WORDS, "please", "pls", "thanks", "thank", "asap", "now", "today"]);

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
  const exactKeys = known.filter((n) => nameKey(n) && haystack.includes(` ${nameKey(n)} `)).sort((a, b) => b.length - a.length);
  if (exactKeys.length) return exactKeys[0];
  // The core name alone ("Darnell Okafor" for "Darnell Okafor Jr.") unless the message gives another suffix.
  const byCore = known.filter((n) => {
    const core = nameKey(coreNameWords(n).join(" "));
    const at = haystack.indexOf(` ${core} `);
    return core.includes(" ") && at >= 0 && !/^(?:jr|sr|ii|iii|iv|v)\b/.test(haystack.slice(at + core.length + 2));
  });
  if (byCore.length === 1) return byCore[0];
  // 2. The candidate equals a known name apart from case, accents or suffix.
  if (candidate) {
    const key = nameKey(candidate);
    const coreKey = nameKey(coreNameWords(candidate).join(" "));
    const exact = known.filter((n) => nameKey(n) === key || nameKey(coreNameWords(n).join(" ")) === coreKey);
    if (exact.length === 1) return exact[0];
  }
  // 3. A surname that exactly one known person carries ("scout Brooks"). A full name that matched nobody
  // is another person ("Dante Pryor" is not the documented "Desmond Pryor"): it is kept as written.
  const given = candidate && coreWordCount(candidate.split(" ")) >= 2 ? nameKey(candidate) : null;
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
    // "Van Dorn" is the end of "Caleb Van Dorn"; "Dante Pryor" is not the end of "Desmond Pryor".
    if (matches?.length === 1 && (!given || nameKey(matches[0]).endsWith(` ${given}`))) return matches[0];
  }
  return null;
}
