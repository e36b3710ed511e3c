// FR-01 intake without a model: is this a scouting request, who is it about, which sport?

import { COMMAND_WORDS, COMMON_LOWER_WORDS, NOT_NAME_WORDS, SPORT_WORDS } from "./lexicon";
import {
  MAX_NAME_LENGTH,
  capitalizedNameRuns,
  coreNameWords,
  coreWordCount,
  isParticle,
  isPositionAbbreviation,
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
import { editDistance } from "./person-resolve";
import { findPositionMentions } from "./positions";
import { guessSport } from "./sport";
import { escapeRegExp, foldAligned, normalizeText } from "./text";
import type { Sport } from "./types";

export type IntentResult = { intent: "scouting_report" | "other"; playerName: string | null; sportGuess: Sport };

// Requests are short; a pasted document must not slow intake down.
const MAX_MESSAGE = 2000;

// Seed FR-01 keywords and their natural variants. Weak cues count only when a name is present.
const STRONG_CUE =
  /\bscouting\b|\bscout(?:s|ed)?\b|\bplayer\s+(?:profile|analysis|report|evaluation|breakdown|assessment|card|dossier)\b|\banaly[sz](?:e|ing)\s+(?:the\s+|this\s+|a\s+)?player\b/g;
const WEAK_CUE =
  /\bprofil(?:e|ing)\b|\breport\b|\banything\s+on\b|\bany\s+good\b(?!\s+[a-z]{3,}s\s+(?:for|near|to|around|in|at|on|nearby)\b)|\bgame\s+like\b|\bworth\s+(?:signing|a\s+look|pursuing|a\s+bid)\b|\bthoughts\s+on\b|\bwhat\s+(?:do|did)\s+(?:we|you|i)\s+(?:know|have)\s+(?:about|on)\b|\btell\s+me\s+about\b|\bwrite\s+up\b|\bread\s+on\b|\btake\s+on\b|\bevaluat(?:e|ion|ing)\b|\bassess(?:ment|ing)?\b|\bbreak\s*down\b|\breport\s+(?:on|for|about)\b|\banalysis\s+(?:of|on|for)\b|\banaly[sz]e\b|\bprofile\s+(?:of|on|for)\b|\brundown\b|\b(?:can|could|would)\s+(?:you|u|ya)\s+(?:do|run|pull\s+up)\b|\blowdown\b|\bhow\s+(?:does|is|has)\s+[^?.!]{2,40}\s+look(?:ed|ing)?\b|\bwrite-?up\s+(?:on|for|of)\b|\bdeep\s+dive\b|\bintel\s+on\b|\bdossier\b|\bstrengths\b|\bweaknesses\b|\bthe\s+book\s+on\b|\b(?:send|give|show|get)\s+(?:me|us)\s+what\s+(?:we|you)\s+(?:know|have|got)\b|\b(?:something|everything)\s+(?:on|about)\b|\bwrite-?ups?\b|\bwrite\s+(?:me|us|him|her|them)\s+up\b|\bwork-?\s?ups?\b|\bwhat\s+(?:does|do|did|can)\s+(?:he|she|they)\s+do\s+well\b|\bwhere\s+(?:does|do|did)\s+(?:he|she|they)\s+struggle\b/g;
// Reminders, calendar and to-do requests are not report requests, even when they say "scout".
const ERRAND = /^\s*(?:(?:please|pls|hey|ok|okay)[,\s]+)?(?:remind\s+me|set\s+(?:a|an|up\s+a)\s+(?:reminder|alarm|meeting|call)|add\s+(?:this\s+|it\s+)?to\s+(?:my|the)\s+(?:calendar|list|to-?do)|schedule\s+(?:a|an|the)\b|book\s+(?:a|an|the)\b|note\s+to\s+self\b|don'?t\s+let\s+me\s+forget)/;
// Passing a message on ("text Nora that Ashby Jr.'s weigh-in moved", "tell Brooks to bring his shoes") and
// asking whether someone plays today ("is Vantreese playing tonight?") are errands, not report requests.
const MESSAGE_SOMEONE = /^\s*(?:(?:please|pls|hey|ok|okay|can you|could you)[,\s]+)?(?:happy\s+birthday\b|congrat(?:s|ulations)\b|(?:text|message|email|e-mail|ping|dm|call|ring|tell|let)\s+(?!me\b|us\b)[\p{L}'.-]+(?:\s+[\p{L}'.-]+)?\s+(?:know\s+)?(?:that\b|to\s+(?!the\b)\p{Ll}|about\s+(?:the|our|his|her|tomorrow|today|tonight)\b))|\b(?:is|are)\s+[\p{L}'.-]+(?:\s+[\p{L}'.-]+)?\s+(?:playing|starting|suiting\s+up|dressing|available)\s+(?:tonight|today|tomorrow|this\s+weekend|on\s+(?:mon|tues|wednes|thurs|fri|satur|sun)day)\b/u;
// Weather, traffic and travel questions name places ("the weather in Harbor City"), never a player.
// So are schedule questions ("what time is kickoff in Port Alder on Sunday?").
const SMALL_TALK = /\b(?:weather|forecast|temperature|traffic|rain(?:ing)?|snow(?:ing)?|what time|kick-?off|tip-?off)\b/;
// Moving or cancelling a meeting, call or trip is calendar work whoever it is with ("move my Tuesday
// meeting with the Ironclads people to Wednesday").
const RESCHEDULE = /\b(?:move|moving|reschedule|rescheduling|cancel|cancelling|canceling|postpone|postponing|push(?:ing)?\s+back|bring\s+forward)\s+(?:my|our|the|this|that|tomorrow'?s?|today'?s?)\b[^?.!]{0,60}?\b(?:meeting|call|appointment|flight|trip|lunch|dinner|session|interview|catch-?up|sync)s?\b/;
// Working with the app's own things ("export my last report as a PDF", "delete the preview from my
// documents") is not a new report.
const APP_TASK = /^\s*(?:(?:please|pls|can you|could you)[,\s]+)?(?:export|download|print|delete|remove|rename|upload|share|archive)\b[^?.!]*\b(?:reports?|documents?|files?|pdfs?|chats?|keys?|account)\b/;
// "What can Scout do?" asks about the product.
// "What's the difference between a scouting report and a player profile in your app?" too.
const PRODUCT_QUESTION = /\bscout\s+(?:do|help|work|support|handle)\b|\b(?:to|in|into|on|with|from)\s+scout\s*[?.!]?$|^how\s+(?:do|can|should|would)\s+(?:i|we|you)\s+(?:upload|add|import|delete|remove|export|share|download|rename|sign|log|change|reset|invite|connect|find|save)\b|\b(?:use|using|about)\s+scout\b\s*[?.!]?$|\b(?:in|of|on)\s+(?:your|this|the)\s+app\s*\?\s*$|^what(?:'s|\s+is)\s+the\s+difference\s+between\b/;
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
  /\b(?:player|prospect|guard|forward|center|centre|quarterback|qb|receiver|running\s+back|tight\s+end|tackle|linebacker|cornerback|safety|edge|rusher|striker|winger|midfielder|defender|keeper|goalkeeper|(?:full|left|right|wing)-?back|centre-?back|center-?back|corner|kid|rookie|kicker|punter|long\s+snapper|lineman|linemen|big\s+man|playmaker|full-?back|half-?back)s?\b/;

const DETERMINERS = new Set(["a", "an", "the", "this", "that", "his", "her", "their", "our", "my", "your", "some", "any", "very", "more", "most"]);

/**
 * REQ-PPL-02: a word typed in lower case that may be a surname with one letter wrong ("brandvol"): five
 * letters or more, no common or sport word, no word after an article ("a faster left back") and none
 * with an ending of English inflection ("punter", "running").
 */
export function maySlipSurname(word: string, previous = ""): boolean {
  const w = word.toLowerCase();
  return /^\p{Ll}/u.test(word) && w.length >= 5 && !COMMON_LOWER_WORDS.has(w) && !SPORT_WORDS.has(w) && !NOT_NAME_WORDS.has(w) && !DETERMINERS.has(previous.toLowerCase()) && !/(?:ing|ed|ly|er|est|tion)$/.test(w);
}

/** The one surname of `surnames` a word is one letter away from, or null. */
export function slipOf(word: string, surnames: Iterable<string>): string | null {
  const key = nameKey(word);
  const near = [...new Set(surnames)].filter((s) => s !== key && editDistance(s, key) === 1);
  return near.length === 1 ? near[0] : null;
}

/** A short form (nickname, "Wes Harrowgate", "Delacroix Jr.") the people index binds to a documented person. */
export type KnownAlias = { alias: string; name: string };

/**
 * Detects a scouting request, the player it names and a sport guess (seed FR-01). `knownNames` are the
 * people of the user's documents named in the message (REQ-PPL-04): naming one of them is itself a
 * request about that player ("Whitlock's game like these days?"), unless the message is an errand.
 * `knownAliases` are the index's short forms written in the message, with the person each names.
 */
export function detectIntent(message: string, knownNames: string[] = [], knownAliases: KnownAlias[] = []): IntentResult {
  const text = requestText(message);
  const folded = foldAligned(text);
  const sportGuess = guessSport(text);
  if (PRODUCT_QUESTION.test(folded.trim()) || ERRAND.test(folded) || (MESSAGE_SOMEONE.test(folded) && folded.search(STRONG_CUE) < 0 && folded.search(WEAK_CUE) < 0) || RESCHEDULE.test(folded) || APP_TASK.test(folded) || (SMALL_TALK.test(folded) && folded.search(STRONG_CUE) < 0)) return { intent: "other", playerName: null, sportGuess };
  const cues = findCues(folded);
  const found = findPlayerName(text, knownNames, knownAliases);
  const playerName = found?.name ?? null;
  const strong = cues.some((c) => c.strong);
  const role = ROLE_WORD.test(folded);
  // A surname several documented people carry names one of them only beside a position ("fenwick striker
  // castlemere"): which one is for the people index to settle.
  const namesKnownPerson = playerName !== null && ((knownNames.length > 0 && knownNames.includes(playerName)) || (found?.sharedSurname === true && role)) && !(cues.length === 0 && asCommonNoun(text, playerName));
  const scouting = strong || (cues.length > 0 && (playerName !== null || role || PERSON_PRONOUN.test(folded))) || namesKnownPerson;
  return { intent: scouting ? "scouting_report" : "other", playerName: scouting ? playerName : null, sportGuess };
}

/**
 * "Explain what the 6024 notation means on a pro-day sheet" beside a documented "Balance Sheet": a surname
 * typed only in lower case after an article and a word ("a pro-day sheet", "the team sheet") is a common noun.
 */
function asCommonNoun(text: string, name: string): boolean {
  const surname = surnameOf(name);
  const all = [...text.matchAll(new RegExp(String.raw`(?<![\p{L}'-])${escapeRegExp(surname)}(?![\p{L}'-])`, "giu"))];
  // (An article and one word between: "a pro-day sheet", "the team sheet"; not "our rivers", "the hill kid",
  // "that park kid", said of a player.)
  return all.length > 0 && all.every((m) => /^\p{Ll}/u.test(m[0]) && /\b(?:a|an|the)\s+(?!(?:young|old|big|little|new)\s)[\p{Ll}-]+\s+$/u.test(text.slice(Math.max(0, m.index - 30), m.index)) && !/^\s+(?:kid|guy|boy|lad|man|player|prospect)\b/i.test(text.slice(m.index + m[0].length)));
}

const ORDINAL_SUFFIX: Record<string, string> = { second: "II", third: "III", fourth: "IV", junior: "Jr.", senior: "Sr." };
/**
 * The request as text, with a spoken suffix written as one ("Ashby the third", "Caleb Whitford the Third"
 * → "… III"; "marcus treadwel junior" closing the request → "marcus treadwel Jr.").
 */
function requestText(message: string): string {
  const text = normalizeText(message).slice(0, MAX_MESSAGE);
  // "NICO ALBRETHSON REPORT ASAP": a request typed in capitals is read as one typed in lower case.
  return (/\p{Ll}/u.test(text) ? text : text.toLowerCase())
    .replace(/(\p{Lu}[\p{L}'-]+)\s+[Tt]he\s+([Ss]econd|[Tt]hird|[Ff]ourth)\b/gu, (_, name: string, ordinal: string) => `${name} ${ORDINAL_SUFFIX[ordinal.toLowerCase()]}`)
    // ("can you do lamar pettiford the third next": typed in lower case, closing the name.)
    .replace(/(?<!\b(?:a|an|the|is|as|was|for|of)\s)(\b(?!(?:the|and|for|on|of|him|her|it|do|done|time|game|match)\s)\p{Ll}[\p{L}'-]{2,}\s+(?!(?:the|and|for|on|of|him|her|it|time|game|match)\s)\p{Ll}[\p{L}'-]{2,})\s+the\s+(second|third|fourth)(?=\s*(?:[.,;:!?—–-]|$)|\s+(?:next|now|please|first|report|too|as\s+well)\b)/gu, (_, name: string, ordinal: string) => `${name} ${ORDINAL_SUFFIX[ordinal]}`)
    .replace(/(?<!\b(?:a|an|the|is|as|was|he's|our|their|his)\s)(\b(?!(?:the|and|for|on|of)\s)[\p{L}'-]{3,}\s+[\p{L}'-]{3,})\s+(junior|senior)(?=\s*(?:[.,;:!?—–-]|$)|\s+(?:from|who|with|at|and|please|for|during|when|in\s+his)\b)/giu, (_, name: string, word: string) => `${name} ${ORDINAL_SUFFIX[word.toLowerCase()]}`);
}

// "Do a report on him": a person the user has not named yet.
const PERSON_PRONOUN = /\b(?:on|about|for|of|at|into)\s+(?:him|her)\b|\b(?:scout|evaluate|assess|profile|analy[sz]e)\s+(?:him|her)\b/;

/**
 * The player a request names. With `knownNames` (people named in the user's documents) a case- and
 * diacritic-insensitive match, or a surname that only one of them carries, returns the known spelling.
 */
export function extractPlayerName(message: string, knownNames?: string[], knownAliases?: KnownAlias[]): string | null {
  return findPlayerName(requestText(message), knownNames ?? [], knownAliases ?? [])?.name ?? null;
}

type Found = { name: string; sharedSurname: boolean };

function findPlayerName(text: string, knownNames: string[], knownAliases: KnownAlias[]): Found | null {
  const folded = foldAligned(text);
  const cues = findCues(folded);
  const tokens = tokenizeWords(text);
  const candidate = casedCandidate(tokens, cues, text) ?? lowerCaseCandidate(tokens, cues) ?? terseCandidate(tokens, folded, cues);
  const known = knownNames.length || knownAliases.length ? matchKnownName(candidate, tokens, knownNames, knownAliases, text) : null;
  const name = known?.name ?? candidate;
  if (!name || name.length > MAX_NAME_LENGTH || !/\p{L}/u.test(name)) return null;
  return { name, sharedSurname: known?.sharedSurname ?? false };
}

/** Picks the capitalised name that follows the request's cue, or else the one just before it. */
function casedCandidate(tokens: NameToken[], cues: Cue[], text: string): string | null {
  const all = capitalizedNameRuns(tokens).filter((r) => !isOnlyInitials(r) && !isPositionCode(r) && !isTeamLike(r.tokens.map((t) => t.text)) && !isTeamOrRoleContext(r, tokens));
  // "Kallas (Redwater Valley) scouting summary": a bracket beside the name says where he plays.
  const bare = all.filter((r) => !/\(\s*$/.test(text.slice(Math.max(0, r.start - 2), r.start)));
  const runs = bare.length ? bare : all;
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
const ROLE_AFTER = /^(?:'s?\s+|\s+)(?:(?:starting|backup|new|young|veteran|star|rookie|next|top)\s+)?(?:point|edge|pass|shooting|combo|two|left|right|centre|center|central|defensive|offensive|attacking|holding|wide|tight|running|inside|outside|middle|nose)?[\s-]*(?:guard|forward|center|centre|back|half|quarterback|qb|receiver|end|tackle|linebacker|cornerback|safety|rusher|striker|winger|midfielder|defender|keeper|goalkeeper|coach|manager|gm|scout|captain|target|player|prospect|signing|roster|squad|team|club|game|match|defen[cs]e|offen[cs]e|lineman|linemen|line|edge|secondary|people|staff|fans|supporters|front\s+office|brass|organi[sz]ation|franchise)\b/i;
// "Hollis, the Granite Falls DE": a position code in capitals after a team.
const ROLE_CODE_AFTER = /^(?:'s?\s+|\s+)(?:DE|DT|LB|OLB|ILB|MLB|CB|WR|RB|TE|OT|OG|OL|DL|EDGE|PG|SG|SF|PF|GK|CM|DM|AM|LW|RW|FB|WB|CF)\b/;

function isTeamOrRoleContext(run: NameCandidate, tokens: NameToken[]): boolean {
  return isTeamContext(tokens, tokens.indexOf(run.tokens[0]), tokens.indexOf(run.tokens[run.tokens.length - 1]));
}

/**
 * The words tokens[first..last] are used as a team or a place, not as a person: "the Ironclads", "the
 * Carrow Valley edge rusher", "Brooks from the Salem Pilots", "the Hornets' point guard". A person is
 * not "the Dion Marsh", and a full name is a team only when a role noun follows it.
 */
function isTeamContext(tokens: NameToken[], first: number, last: number): boolean {
  const before = tokens[first - 1]?.text.toLowerCase();
  const end = tokens[last];
  const words = coreWordCount(tokens.slice(first, last + 1).map((t) => t.text));
  const rest = tokens.slice(last + 1, last + 4).map((t) => t.text).join(" ");
  const roleAfter = (end.possessive || !end.breakAfter) && [ROLE_AFTER, ROLE_CODE_AFTER].some((re) => re.test(`${end.possessive ? "'s" : ""} ${rest}`));
  if ((before === "the" || before === "our" || before === "their") && (words < 2 || roleAfter)) return true;
  // "Brooks from the Salem Pilots", "Marsh of the Hornets": after a preposition and "the", a team.
  if (before === "the" && /^(?:from|of|at|with|for|on|to|against|joined|joins)$/i.test(tokens[first - 2]?.text ?? "")) return true;
  // "Sweeny from Wrenford", "Kimbrough from Velmont": one word after "from" is where he plays or comes from.
  if (before === "from" && words < 2) return true;
  return roleAfter && words < 2;
}

/** "(foxes LT)": a position written in capitals is no name. */
function isPositionCode(run: NameCandidate): boolean {
  return run.tokens.length === 1 && isPositionAbbreviation(run.tokens[0].text);
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
const CLOSING_WORDS = new Set([...SPORT_WORDS, ...COMMAND_WORDS, "please", "pls", "thanks", "thank", "asap", "now", "today", "rpt"]);

// "a striker we're looking at": pronouns with their verb and negations are never a name ("o'neal" is).
const CONTRACTION = /^(?:(?:we|they|you|i|he|she|it|that|there|who|what|where|here)['’](?:re|ve|ll|d|m|s)|\p{L}+n['’]t)$/u;

function isLowerNameWord(word: string): boolean {
  const lower = word.toLowerCase();
  return (
    /^\p{Ll}[\p{L}'-]*$/u.test(word) &&
    word.length <= 40 &&
    !isTeamLike([titleCaseWord(word, true)]) &&
    !NOT_NAME_WORDS.has(lower) &&
    !COMMON_LOWER_WORDS.has(lower) &&
    !CLOSING_WORDS.has(lower) &&
    !/ly$/.test(lower) &&
    !CONTRACTION.test(lower) &&
    lower.length > 1
  );
}

/** Requests typed in lower case: the words after the cue (or at the start) that are not ordinary words. */
function lowerCaseCandidate(tokens: NameToken[], cues: Cue[]): string | null {
  const startIndex = cues.length ? tokens.findIndex((t) => t.start >= cues[0].end) : 0;
  const fromCue = startIndex >= 0 ? collectLowerName(tokens, startIndex, cues, true) : null;
  // "kettleridge report pls, need it before the Lanterns trip": a name that opens the message right before
  // the cue beats words after filler and "the" (a team or a thing; "… on marcus pryor" stays Pryor).
  const opening = cues.length ? collectLowerName(tokens, 0, cues) : null;
  if (fromCue && !(fromCue.afterThe && opening && opening.adjoinsCue)) return fromCue.name;
  return opening?.name ?? null;
}

function collectLowerName(tokens: NameToken[], from: number, cues: Cue[], afterCue = false): { name: string; afterThe: boolean; adjoinsCue: boolean } | null {
  let i = from;
  let skipped = 0;
  while (i < tokens.length && !isNameStart(tokens[i], cues)) {
    if (!LEAD_PREPOSITIONS.has(tokens[i].text.toLowerCase())) skipped++;
    if (tokens[i].breakAfter && skipped > 0 && /[?!.]/.test(tokens[i].text)) return null;
    i++;
  }
  const start = i;
  const words: string[] = [];
  for (; i < tokens.length; i++) {
    const t = tokens[i];
    // "tollefson (foxes LT)": a bracket or a dash ends the name.
    if (insideCue(t, cues) || (words.length > 0 && !t.joinedToPrevious)) break;
    const word = t.text;
    const ok = words.length > 0 && (isParticle(word.toLowerCase()) || isSuffix(word) || isLowerSuffix(word)) ? true : isLowerNameWord(word.toLowerCase()) && !/\d/.test(word);
    if (!ok) break;
    words.push(word);
    // A generational suffix closes a name: "delacroix jr looking" is Delacroix Jr., then a verb.
    if (t.breakAfter || words.length >= 5 || (words.length > 1 && (isSuffix(word) || isLowerSuffix(word)))) break;
  }
  while (words.length && isParticle(words[words.length - 1].toLowerCase())) words.pop();
  const core = words.filter((w) => !isSuffix(w) && !isLowerSuffix(w) && !isParticle(w.toLowerCase()));
  if (!core.length) return null;
  // A single lower-case word is a name only right after the cue ("scout brooks"), not after filler.
  if (core.length === 1 && skipped > 0) return null;
  const next = tokens[i];
  return {
    name: joinNameTokens(words.map((w, k) => titleCaseWord(w, k === 0))),
    afterThe: afterCue && skipped > 0 && tokens[start - 1]?.text.toLowerCase() === "the",
    adjoinsCue: from === 0 && skipped === 0 && next !== undefined && insideCue(next, cues),
  };
}

/**
 * A terse message with no request cue, a name beside a position ("fenwick striker castlemere"): the
 * name-like words before the position. Whether it names a documented person is for the caller to check.
 */
function terseCandidate(tokens: NameToken[], folded: string, cues: Cue[]): string | null {
  if (cues.length || tokens.length > 6 || !ROLE_WORD.test(folded)) return null;
  const role = tokens.findIndex((t) => ROLE_WORD.test(t.text.toLowerCase()));
  if (role <= 0) return null;
  return collectLowerName(tokens.slice(0, role), 0, [])?.name ?? null;
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

type Known = { name: string; sharedSurname: boolean };

/** The token is a word of a position phrase around it ("point guard", "tight end", "left back"). */
function partOfPosition(tokens: NameToken[], i: number): boolean {
  const window = tokens.slice(Math.max(0, i - 1), i + 2).map((t) => t.text);
  const alone = findPositionMentions(`a ${window.join(" ")}`, "unknown");
  const without = findPositionMentions(`a ${window.filter((_, k) => tokens[Math.max(0, i - 1) + k] !== tokens[i]).join(" ")}`, "unknown");
  return alone.length > without.length || (alone.length > 0 && findPositionMentions(`a ${tokens[i].text}`, "unknown").length > 0);
}

function typedLowerCase(tokens: NameToken[], word: string): boolean {
  const key = nameKey(word);
  const t = tokens.find((x) => nameKey(x.text) === key);
  return t !== undefined && /^\p{Ll}/u.test(t.text);
}

/** Token spans [first, last] whose words spell `key` (a nameKey: hyphenated words count as two). */
function spansOf(tokens: NameToken[], key: string): [number, number][] {
  const want = key.split(" ");
  const words: { word: string; token: number }[] = [];
  tokens.forEach((t, i) => {
    for (const w of nameKey(t.text).split(" ")) if (w) words.push({ word: w, token: i });
  });
  const out: [number, number][] = [];
  for (let i = 0; i + want.length <= words.length; i++) {
    if (want.every((w, k) => words[i + k].word === w) && (i === 0 || words[i - 1].token !== words[i].token)) {
      const last = words[i + want.length - 1].token;
      if (words[i + want.length]?.token !== last) out.push([words[i].token, last]);
    }
  }
  return out;
}

/** The key is written in the message as a person, not as a team ("the Carrow Valley edge rusher"). */
function writtenAsPerson(tokens: NameToken[], key: string): boolean {
  return spansOf(tokens, key).some(([a, b]) => !isTeamContext(tokens, a, b));
}

/**
 * His given name and surname in one of two shapes: a roster's "Doyle, Kieran" (the surname, a comma, the
 * given name), or "Rourke …, Dashiell not Conor" (the given name the user picks over another).
 */
function writtenApart(tokens: NameToken[], text: string, core: string[]): boolean {
  if (core.length !== 2) return false;
  const [given, surname] = core.map((w) => nameKey(w));
  const capitalised = (i: number, word: string) => nameKey(tokens[i].text) === word && /^\p{Lu}/u.test(tokens[i].text) && !tokens[i].possessive;
  return tokens.some((_, i) => {
    if (!capitalised(i, given)) return false;
    const inverted = i > 0 && capitalised(i - 1, surname) && /^\s*,\s*$/.test(text.slice(tokens[i - 1].end, tokens[i].start));
    const picked = i > 0 && /^not$/i.test(tokens[i + 1]?.text ?? "") && /^\p{Lu}/u.test(tokens[i + 2]?.text ?? "") && tokens.some((t, k) => k < i && capitalised(k, surname));
    return inverted || picked;
  });
}

const one = (names: string[]) => {
  const unique = [...new Set(names)];
  return unique.length === 1 ? unique[0] : null;
};

/** Resolves a request to one of the names found in the documents. */
// Words that open a nickname rather than a given name ("El Toro", "Big Tuck", "The Lighthouse", "Lil Dee").
const NICKNAME_LEAD = /^(?:el|la|le|lo|big|lil|little|the|king|young|baby|mr|mister|sir)\s/;

function matchKnownName(candidate: string | null, tokens: NameToken[], knownNames: string[], knownAliases: KnownAlias[], text = ""): Known | null {
  const known = knownNames.filter((n) => n && n.length <= MAX_NAME_LENGTH);
  const found = (name: string): Known => ({ name, sharedSurname: false });
  // 1. The message contains a known name in full (longest wins: "Jaren Jackson Jr." over "Jaren Jackson"),
  // as a person: a team the documents mistook for one ("the Carrow Valley edge rusher") is not the player.
  // "Quarles from Calder Springs, Lamont Quarles": a name after "from" is where he plays when the request
  // names someone else too.
  const afterFrom = (n: string) => (spansOf(tokens, nameKey(n)).every(([a]) => tokens[a - 1]?.text.toLowerCase() === "from") ? 1 : 0);
  const exactKeys = known.filter((n) => nameKey(n) && writtenAsPerson(tokens, nameKey(n))).sort((a, b) => afterFrom(a) - afterFrom(b) || b.length - a.length);
  // A short form of two or more words the documents bind to one person ("Wes Harrowgate", "Delacroix
  // Jr.", "the Lighthouse").
  const aliases = knownAliases.filter((a) => a.alias.includes(" ") && spansOf(tokens, a.alias).length > 0);
  const byAlias = one(aliases.map((a) => a.name));
  // "Lio Bastida from Kestrel Vale": the place after "from" is not the player a short form before it names
  // ("notes from Tom Reyes' big game": a short form after "from" is no player before it).
  const before = (n: string) => aliases.some((a) => spansOf(tokens, a.alias).some(([start]) => spansOf(tokens, nameKey(n)).every(([at]) => start < at - 1)));
  if (byAlias && exactKeys.length && afterFrom(exactKeys[0]) && before(exactKeys[0])) return found(byAlias);
  if (exactKeys.length) return found(exactKeys[0]);
  // The core name alone ("Darnell Okafor" for "Darnell Okafor Jr.") unless the message gives another suffix.
  const byCore = known.filter((n) => {
    const core = nameKey(coreNameWords(n).join(" "));
    if (!core.includes(" ")) return false;
    return spansOf(tokens, core).some(([a, b]) => !isTeamContext(tokens, a, b) && !(tokens[b + 1] && isSuffix(tokens[b + 1].text) && tokens[b + 1].joinedToPrevious));
  });
  if (byCore.length === 1) return found(byCore[0]);
  // 2. A short form of two or more words bound to one person.
  if (byAlias) return found(byAlias);
  // 2b. The given name and the surname written apart: "Dunleavy, Kieran.", "Pruitt at Linden Ridge, Dashawn
  // not Corey" (a name after "not" is the one the user rules out) (REQ-PPL-02).
  const apart = one(known.filter((n) => writtenApart(tokens, text, coreNameWords(n))));
  if (apart) return found(apart);
  // 3. The candidate equals a known name apart from case, accents or suffix; or, when it runs on past
  // the name ("Delacroix Jr. Looking"), its opening words are a known name or a known surname.
  if (candidate) {
    const words = candidate.split(" ");
    for (let n = words.length; n >= 1; n--) {
      const part = words.slice(0, n).join(" ");
      const key = nameKey(part);
      const coreKey = nameKey(coreNameWords(part).join(" "));
      if (!key || (n < words.length && coreWordCount(words.slice(0, n)) < 1)) continue;
      const exact = one(known.filter((k) => nameKey(k) === key || nameKey(coreNameWords(k).join(" ")) === coreKey));
      if (exact) return found(exact);
      // Only words typed in lower case are dropped: "Jordan Love" is not "Michael Jordan" and a verb.
      if (n < words.length && words.slice(n).every((w) => typedLowerCase(tokens, w))) {
        const tail = one(known.filter((k) => nameKey(k).endsWith(` ${key}`)));
        if (tail) return found(tail);
      }
    }
  }
  // 4. A surname that exactly one known person carries ("scout Brooks"). A full name that matched nobody
  // is another person ("Dante Pryor" is not the documented "Desmond Pryor"): it is kept as written.
  const given = candidate && coreWordCount(candidate.split(" ")) >= 2 ? nameKey(candidate) : null;
  // A candidate typed in lower case ("vashti report. rim protection focus") may be any two words.
  const nickname = given !== null && (NICKNAME_LEAD.test(given) || (candidate ?? "").split(" ").every((w) => typedLowerCase(tokens, w)));
  const bySurname = new Map<string, string[]>();
  for (const n of known) {
    const s = nameKey(surnameOf(n));
    if (!s) continue;
    bySurname.set(s, [...(bySurname.get(s) ?? []), n]);
  }
  // `suffix`: "Pike Jr." asks for a Pike with that suffix, never the father the bare surname may be bound to.
  const probes: { key: string; text: string; suffix?: string }[] = candidate ? [{ key: nameKey(candidate), text: candidate }] : [];
  const typedLower: string[] = [];
  tokens.forEach((t, i) => {
    // A word the message itself uses as a team ("the Ironclads quarterback") is nobody's surname here.
    // A lower-case word of the game ("point" of "point guard") is no surname either.
    const lower = /^\p{Ll}/u.test(t.text);
    if (lower && (COMMON_LOWER_WORDS.has(t.text) || SPORT_WORDS.has(t.text) || partOfPosition(tokens, i))) return;
    // "from the drovers": a word after "the" names a team, not a surname.
    if (i > 0 && tokens[i - 1].text.toLowerCase() === "the") return;
    if (!NOT_NAME_WORDS.has(t.text.toLowerCase()) && !(/^\p{Lu}/u.test(t.text) && isTeamContext(tokens, i, i))) {
      probes.push({ key: nameKey(t.text), text: t.text, suffix: tokens[i + 1] && isSuffix(tokens[i + 1].text) ? nameKey(tokens[i + 1].text) : undefined });
      if (maySlipSurname(t.text, tokens[i - 1]?.text)) typedLower.push(t.text);
    }
  });
  for (let k = 0; k + 1 < tokens.length; k++) probes.push({ key: nameKey(`${tokens[k].text} ${tokens[k + 1].text}`), text: `${tokens[k].text} ${tokens[k + 1].text}` });
  let shared: string | null = null;
  for (const probe of probes) {
    let matches = bySurname.get(probe.key)?.filter((n) => !probe.suffix || nameKey(n).endsWith(` ${probe.suffix}`));
    // Of several people with the surname, the one a document binds it to ("Pickering" in his own profile).
    const binding = matches && matches.length > 1 ? [...new Set(knownAliases.filter((a) => a.alias === probe.key && matches?.includes(a.name)).map((a) => a.name))] : [];
    if (binding.length === 1) matches = binding;
    // "Van Dorn" is the end of "Caleb Van Dorn"; "Dante Pryor" is not the end of "Desmond Pryor".
    // "Can you do El Toro for me? Kestrel's striker Varga": a nickname nobody documents ("El Toro", "Big
    // Tuck") or words typed in lower case, and the surname of one documented person elsewhere in the
    // message: that person. A name shaped like a person's ("Dante Pryor, how does he compare to Brooks?")
    // stays who was asked for.
    const elsewhere = nickname && !given.split(" ").some((w) => probe.key.split(" ").includes(w));
    if (matches?.length === 1 && (!given || nameKey(matches[0]).endsWith(` ${given}`) || elsewhere)) return found(matches[0]);
    if (matches && matches.length > 1 && !given && !shared) shared = probe.suffix ? `${surnameOf(matches[0])} ${matches[0].split(/\s+/).at(-1)}` : surnameOf(matches[0]);
  }
  // Several documented people carry the surname the message gives alone: the surname, for the people
  // index to settle (or ask) which of them is meant.
  if (shared && (!candidate || nameKey(candidate) === nameKey(shared))) return { name: shared, sharedSurname: true };
  // 5. Where no name was found, a word typed in lower case one letter away from one known surname
  // ("brandvol" for Brandvold; a name found as typed is resolved by the people index).
  const slips = new Set(typedLower.flatMap((w) => bySurname.get(slipOf(w, bySurname.keys()) ?? "") ?? []));
  return !candidate && slips.size === 1 ? found([...slips][0]) : null;
}
