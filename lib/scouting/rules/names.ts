// Person-name grammar shared by intent detection, document people and attribution: possessives,
// suffixes (Jr., III), apostrophes (De'Aaron), hyphens (Smith-Njigba) and particles (van Dijk).

import { COMMON_LOWER_WORDS, NAME_PARTICLES, NAME_SUFFIXES, NOT_NAME_WORDS, ORG_WORDS, PLACE_PHRASES, PLACE_WORDS, POSITION_ABBREVIATIONS } from "./lexicon";
import { KNOWN_TEAMS } from "./team-data";
import { capitalizeFirst, escapeRegExp, fold, normalizeText } from "./text";

export const MAX_NAME_LENGTH = 200;
const MAX_WORD_LENGTH = 40;

export type NameToken = {
  text: string; // cleaned: no possessive, no sentence period
  start: number;
  end: number; // end of the cleaned text in the source
  possessive: boolean;
  /** A sentence period, comma or other break directly follows: a name cannot continue past it. */
  breakAfter: boolean;
  /** Only spaces separate this token from the previous one. */
  joinedToPrevious: boolean;
  /** First token of the text, of a line or of a sentence. */
  sentenceStart: boolean;
};

const TOKEN_RE = /[\p{L}\p{M}\p{N}]+(?:['.\-&][\p{L}\p{M}\p{N}]+)*\.?'?/gu;

/** Splits text into word tokens, recording possessives and what separates them. */
export function tokenizeWords(input: string): NameToken[] {
  const text = normalizeText(input);
  const tokens: NameToken[] = [];
  let prevEnd = 0;
  let prevBreak = true;
  let prevEndsSentence = true;
  for (const m of text.matchAll(TOKEN_RE)) {
    let raw = m[0];
    const start = m.index;
    let possessive = false;
    let sentencePeriod = false;
    if (/'s$/i.test(raw) && raw.length > 2) {
      raw = raw.slice(0, -2);
      possessive = true;
    } else if (raw.endsWith("'")) {
      raw = raw.slice(0, -1);
      possessive = /s$/i.test(raw);
    }
    if (raw.endsWith(".") && !isInitials(raw) && !NAME_SUFFIXES.has(raw.toLowerCase())) {
      raw = raw.slice(0, -1);
      sentencePeriod = true;
    }
    const gap = text.slice(prevEnd, start);
    // Hard-wrapped prose may split a name across lines; a short line (heading, label) never continues.
    // A line closing on a suffix ("… Isaiah Pruitt Jr.") closes the name too.
    const wrapped =
      /^[ \t]*\n[ \t]*$/.test(gap) &&
      isWrappedProseLine(text.slice(text.lastIndexOf("\n", prevEnd - 1) + 1, prevEnd)) &&
      // ("…, Unit 4 Tannery Yard, Hadleigh" over "Client: Mr Jonah Lasko": a line opening on a label starts
      // afresh; "… is Calvin" over "Birch: quick feet" goes on.)
      !opensOnLabel(text.slice(start, start + 31)) &&
      !NAME_SUFFIXES.has(tokens.at(-1)?.text.toLowerCase() ?? "");
    const joined = tokens.length > 0 && !prevBreak && (/^[ \t]+$/.test(gap) || wrapped);
    const sentenceStart = prevEndsSentence || /[.!?:\n·•]/.test(gap);
    const after = text[start + m[0].length] ?? "";
    const breakAfter = sentencePeriod || possessive || /[,;:!?()[\]"|/]/.test(after);
    tokens.push({ text: raw, start, end: start + raw.length, possessive, breakAfter, joinedToPrevious: joined, sentenceStart });
    prevEnd = start + m[0].length;
    prevBreak = breakAfter;
    prevEndsSentence = sentencePeriod || /[!?]/.test(after);
  }
  return tokens;
}

const LABEL_WORD = /^(?:name|date|time|address|phone|tel|email|mobile|contact|site|job|ref|notes?|tech|technician|engineer|contractor|designer|agent|manager|client|customer|owner|patient|guest|tenant|passenger|buyer|applicant|resident|member|donor|recipient|signed|received|total|subject|from|to|cc|attn|team|club|position|height|weight|school|college|status|item|qty|re)$/i;

/** A line opening on a form's label: two or three words and a colon, or one label word ("Client:"). */
function opensOnLabel(line: string): boolean {
  const label = /^(\p{L}+(?:[ \t]\p{L}+){0,2}):/u.exec(line)?.[1];
  return label !== undefined && (/[ \t]/.test(label) || LABEL_WORD.test(label));
}

function isWrappedProseLine(line: string): boolean {
  // A Markdown heading ("# Defensive Player of the Year — Kwame Bellweather, Caldra Cyclones") ends with its line.
  return line.length > 60 && !/[|\t]/.test(line) && !/^\s*#/.test(line) && (line.match(/,/g)?.length ?? 0) < 4;
}

export function isInitials(word: string): boolean {
  return /^(?:\p{Lu}\.){1,3}$/u.test(word);
}

export function isSuffix(word: string): boolean {
  const f = word.toLowerCase();
  if (f === "ii" || f === "iii" || f === "iv") return word === word.toUpperCase();
  return NAME_SUFFIXES.has(f);
}

export function isParticle(word: string): boolean {
  return NAME_PARTICLES.has(word) && word === word.toLowerCase();
}

/** Words that look like a person's name part: capitalised, or initials. */
export function isNameWord(word: string): boolean {
  return /^\p{Lu}/u.test(word) && !/^\p{Lu}+\d/u.test(word);
}

export function isNotNameWord(word: string): boolean {
  return NOT_NAME_WORDS.has(word.toLowerCase().replace(/\.$/, "")) || isContraction(word) || NUMBER_WORD.test(word);
}
// "Forty-Four Goes to the Rafters": a number of tens in words is no name. ("Two Darnells, one jersey
// number" still names either of them.)
const NUMBER_WORD = /^(?:twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred)(?:-(?:one|two|three|four|five|six|seven|eight|nine))?$/i;

/**
 * "Cabin & Bunk Assignments", "Student Pilot Logbook", "Wedding Music Planning Form": a plural of an abstract
 * noun, a kind of book or a form closes a heading, and no capitalised run holding one is a person
 * (REQ-PPL-01). (Dropping the word alone would leave "Wedding Music Planning".)
 */
export function isHeadingNoun(word: string): boolean {
  // ("Clements", "Sessions" are surnames.)
  // ("TRANSACTION NOTICE", "Press Release": a notice, a bulletin, a release in the singular too.)
  // ("Maqluba for a Full House (and Two Footballers)": a plural of players, no one's name.)
  return /^(?:(?!(?:clements|sessions)$)\p{L}{2,}(?:ments|tions|sions|ities)|\p{L}{2,}books?|books|forms?|events?|inventory|inventories|notices?|bulletins?|releases?|footballers|ballers|players|athletes)$/iu.test(word);
}

/** "Didn't", "We'll", "They're", "I'm": a verb or pronoun contraction is never part of a name. */
export function isContraction(word: string): boolean {
  return /\p{L}n't$|\p{L}'(?:ll|re|ve|m)$/iu.test(word) || /^(?:i|you|he|she|we|they|it|that|there|who)'d$/i.test(word);
}

// Team names and places ("Golden State", "Lakers") that must never pass as people.
const TEAM_PHRASES = new Set<string>();
for (const team of KNOWN_TEAMS) {
  for (const a of [team.name, ...team.aliases, ...team.cueOnlyAliases]) TEAM_PHRASES.add(fold(a));
}

export function isTeamOrPlacePhrase(phrase: string): boolean {
  const f = fold(phrase).replace(/\./g, "");
  return TEAM_PHRASES.has(f) || PLACE_PHRASES.has(f);
}

const LANDFORM_INSIDE = new Set(["bay", "point", "island", "lake", "river", "valley", "beach", "springs", "falls", "harbor", "harbour", "creek", "hills", "mountain", "ridge", "cove", "shores", "sound", "heights"]);
const GIVEN_NAME_SCHOOLS = new Set(["xavier", "duke", "creighton", "stanford", "baylor"]);

/** Team, club, school or place phrases that look like names ("Omaha Comets", "Cascade State", "Duke"). */
export function isTeamLike(words: string[]): boolean {
  if (!words.length) return false;
  if (words.some((w) => ORG_WORDS.has(fold(w)))) return true;
  if (PLACE_WORDS.has(fold(words[0]))) return true;
  // A city closing the phrase ("Expect Omaha"); surnames such as Washington or Houston excepted.
  const last = fold(words[words.length - 1]);
  if (PLACE_WORDS.has(last) && last !== "washington" && last !== "houston") return true;
  if (isTeamOrPlacePhrase(words.join(" "))) return true;
  // ("Palmetto Bay Marlins", "Sea Island Outfitters": a landform inside a longer phrase names a place's side
  // or firm, never a middle name.)
  // (Not a surname before a suffix, "Tyrell Hills Jr.", nor a middle name, "Mary Lake Thompson": the phrase
  // closes on a plural or an organisation's word.)
  if (words.length >= 3 && words.slice(1, -1).some((w) => LANDFORM_INSIDE.has(fold(w))) && (/\p{Ll}s$/u.test(words.at(-1)!) || ORG_WORDS.has(fold(words.at(-1)!)))) return true;
  for (let i = 0; i + 1 < words.length; i++) if (isTeamOrPlacePhrase(`${words[i]} ${words[i + 1]}`)) return true;
  // "Wade Sunderland": a club's one-word name closing a given name is his surname ("Dayton Falcons" is a
  // nickname's plural).
  // ("Xavier Holloway", "Duke Johnson": a school that is also a given name opens a person's name.)
  // ("Stanford Cardinal", "Xavier Musketeers" stay sides: a plural or a mascot after the school.)
  const givenName = words.length > 1 && GIVEN_NAME_SCHOOLS.has(fold(words[0])) && !/s$/i.test(words[1]) && !/^(?:cardinal|blue|orange|red|green|gold)$/i.test(words[1]);
  return words.some((w, i) => isTeamOrPlacePhrase(w) && (i < words.length - 1 || words.length === 1 || /s$/i.test(w)) && !(i === 0 && givenName));
}

/** ALL-CAPS words become title case ("JALEN BROOKS" → "Jalen Brooks"); short initials stay. */
export function normalizeNameCase(words: string[]): string[] {
  // "Ren CASTELLANOS", "CASTELLANOS, Ren": a surname in capitals beside a given name in mixed case.
  if (words.some((w) => /\p{Ll}/u.test(w))) return words.map((w, i) => (/^\p{Lu}{3,}(?:[-'’]\p{Lu}{2,})?$/u.test(w) && !/^(?:I{2,3}|IV|VI{0,3}|JR|SR)$/.test(w) ? titleCaseWord(w, i === 0) : w));
  if (!words.some((w) => w.replace(/\./g, "").length > 2)) return words;
  return words.map((w, i) => titleCaseWord(w, i === 0));
}

export type NameCandidate = { tokens: NameToken[]; start: number; end: number; text: string };

/**
 * Capitalised runs that may be names: consecutive capitalised words (with particles inside and a
 * suffix at the end), split wherever a non-name word ("Scout", "Report", "Duke") sits.
 */
export function capitalizedNameRuns(tokens: NameToken[]): NameCandidate[] {
  const out: NameCandidate[] = [];
  let run: NameToken[] = [];
  const flush = () => {
    for (const part of splitOnNonNames(run)) {
      const trimmed = trimParticles(part);
      if (trimmed.length) out.push(makeCandidate(trimmed));
    }
    run = [];
  };
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i];
    const continues = run.length > 0 && t.joinedToPrevious;
    if (run.length && !continues) flush();
    const suffixAfterComma =
      run.length === 0 && isSuffix(t.text) && i > 0 && out.length > 0 && out[out.length - 1].tokens.at(-1) === tokens[i - 1];
    if (suffixAfterComma) {
      // "Jaren Jackson, Jr." – attach the suffix to the name just closed.
      const prev = out.pop();
      if (prev) out.push(makeCandidate([...prev.tokens, t]));
      continue;
    }
    // No real name word is longer than 40 characters; a run of letters that long is not a name.
    const plausible = t.text.length <= MAX_WORD_LENGTH;
    if (plausible && (isNameWord(t.text) || (run.length > 0 && isParticle(t.text)) || (run.length > 0 && isSuffix(t.text)))) {
      run.push(t);
      // "Terrence Oduya Sr. Enters the Hall": a generational suffix closes the name.
      if (t.breakAfter || (run.length > 1 && isSuffix(t.text))) flush();
    } else if (run.length) {
      flush();
    }
  }
  flush();
  return out;
}

function splitOnNonNames(run: NameToken[]): NameToken[][] {
  const parts: NameToken[][] = [];
  let cur: NameToken[] = [];
  const mixedCase = run.some((t) => /\p{Ll}/u.test(t.text));
  for (const [i, t] of run.entries()) {
    if ((isNotNameWord(t.text) && !isSuffix(t.text)) || (mixedCase && isShoutedWord(t.text, cur.length === 0)) || isOpeningGerund(run, i) || (mixedCase && i > 0 && i === run.length - 1 && isPositionAbbreviation(t.text))) {
      if (cur.length) parts.push(cur);
      cur = [];
    } else {
      cur.push(t);
    }
  }
  if (cur.length) parts.push(cur);
  return parts;
}

/** A position written in capitals, two letters or more ("LT", "QB", "CDM"). */
export function isPositionAbbreviation(word: string): boolean {
  return /^\p{Lu}{2,4}$/u.test(word) && POSITION_ABBREVIATIONS.has(word.toLowerCase());
}

/**
 * A sentence opening on a verb's -ing form before a full name ("Flagging Finn Oyelaran", "Watching Tavon
 * Rusk tonight") is no three-word name; a two-word run keeps it ("Irving Sloane").
 */
function isOpeningGerund(run: NameToken[], i: number): boolean {
  const t = run[i];
  return i === 0 && t.sentenceStart && run.length >= 3 && /^\p{Lu}\p{Ll}{3,}ing$/u.test(t.text) && !isSuffix(run[2].text);
}

/**
 * A word in capitals among mixed-case name words is shouted, not a surname in capitals ("Nico
 * ALBRETHSEN"), when it is an everyday word ("Tavon Rusk OVER 5.5") or opens the run ("TOUCHDOWN Ironclads").
 */
function isShoutedWord(word: string, first: boolean): boolean {
  if (word.length < 3 || /\p{Ll}|\./u.test(word) || isSuffix(word)) return false;
  return COMMON_LOWER_WORDS.has(word.toLowerCase()) || first;
}

function trimParticles(tokens: NameToken[]): NameToken[] {
  let s = 0;
  let e = tokens.length;
  while (s < e && (isParticle(tokens[s].text) || isSuffix(tokens[s].text))) s++;
  while (e > s && isParticle(tokens[e - 1].text)) e--;
  return tokens.slice(s, e);
}

function makeCandidate(tokens: NameToken[]): NameCandidate {
  return { tokens, start: tokens[0].start, end: tokens[tokens.length - 1].end, text: joinNameTokens(tokens.map((t) => t.text)) };
}

/** Joins name words, normalising suffixes ("Jr" → "Jr."). */
export function joinNameTokens(words: string[]): string {
  return words
    .map((w) => (isSuffix(w) ? (NAME_SUFFIXES.get(w.toLowerCase()) ?? w) : w))
    .join(" ");
}

/** Number of given-name/surname words, not counting particles, suffixes and initials. */
export function coreWordCount(words: string[]): number {
  return words.filter((w) => !isParticle(w) && !isSuffix(w)).length;
}

/** Title-cases one word typed in lower case: "de'aaron" → "De'Aaron", "smith-njigba" → "Smith-Njigba". */
export function titleCaseWord(word: string, first: boolean): string {
  const lower = word.toLowerCase();
  if (isSuffix(word) || NAME_SUFFIXES.has(lower)) return NAME_SUFFIXES.get(lower) ?? word.toUpperCase();
  if (!first && NAME_PARTICLES.has(lower)) return lower;
  const hasLower = /\p{Ll}/u.test(word);
  const hasUpper = /\p{Lu}/u.test(word);
  // Keep deliberate mixed case ("LeBron", "McCaffrey"); fix all-lower and ALL-CAPS words.
  if (hasLower && hasUpper) return word;
  if (!hasLower && word.length <= 2) return word;
  return lower
    .split("-")
    .map((part) =>
      part
        .split("'")
        .map((p) => {
          if (!p) return p;
          const mc = /^mc(\p{L})(.*)$/u.exec(p);
          if (mc) return `Mc${mc[1].toUpperCase()}${mc[2]}`;
          return p.charAt(0).toUpperCase() + p.slice(1);
        })
        .join("'"),
    )
    .join("-");
}

export function titleCaseName(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .map((w, i) => titleCaseWord(w, i === 0))
    .join(" ");
}

/** Comparison key for names: case, diacritics, periods and apostrophes ignored. */
export function nameKey(name: string): string {
  return fold(name)
    .replace(/'s\b/g, "")
    .replace(/['.]/g, "")
    .replace(/[-\s]+/g, " ")
    .trim();
}

/** Name words without the suffix ("Jaren Jackson Jr." → ["Jaren", "Jackson"]). */
export function coreNameWords(name: string): string[] {
  const words = normalizeText(name).split(/\s+/).filter(Boolean);
  while (words.length > 1 && isSuffix(words[words.length - 1].replace(/,$/, ""))) words.pop();
  return words.map((w) => w.replace(/,$/, ""));
}

/** Surname with its particles ("Caleb Van Dorn" → "Van Dorn", "Virgil van Dijk" → "van Dijk"). */
export function surnameOf(name: string): string {
  const words = coreNameWords(name);
  if (words.length < 2) return words[0] ?? "";
  let i = words.length - 1;
  while (i > 1 && NAME_PARTICLES.has(words[i - 1].toLowerCase())) i--;
  return words.slice(i).join(" ");
}

export function givenNameOf(name: string): string {
  const words = coreNameWords(name);
  return words.length >= 2 ? words[0] : "";
}

/** The closing word of a place's name ("Mapp Hill", "Granite Ridge", "Colorado Springs"). */
export const TOPOGRAPHIC = /^(?:Hill|Hills|Heights|Park|Creek|Valley|Bay|Point|Springs|Falls|Ridge|Grove|Green|Vale|Woods?|Fields?|Beach|Cove|Glen|Hollow|Mills|Crossing|Junction|Landing|Gap|Harbou?r)$/;

/**
 * Whether the texts write a surname alone as a person's ("Ersoy, who arrived", "Ersoy is", "Mensah scored"):
 * capitalised, after no capitalised word or "the" ("Colorado Springs has lost", "the Bison is"), and no
 * place's closing word ("Springs finished second").
 */
export function surnameAloneIn(texts: string[]): (given: string, surname: string) => boolean {
  let normalized: string[] | undefined;
  return (_given, surname) => {
    const word = capitalizeFirst(normalizeText(surname));
    // ("Mustangs landed two transfers": a side's nickname is no surname.)
    if (TOPOGRAPHIC.test(word) || /^(?:City|Town|United)$/.test(word) || (/\p{Ll}s$/u.test(word) && !/(?:ss|us|is)$/.test(word))) return false;
    const re = new RegExp(String.raw`(?<!(?:\p{Lu}[\p{L}'’-]*|\b[Tt]he)[ \t]+)(?<![\p{L}'’-])${escapeRegExp(word)}(?:['’]s\s+\p{Ll}|,\s+who\b|\s+(?:is|was|has|had|said|says|will|would|\p{Ll}{3,}ed)\b)`, "u");
    return (normalized ??= texts.map((t) => normalizeText(t))).some((t) => re.test(t));
  };
}

// "Jun-ho", "Seung-min", "Kai-shek": a romanised East Asian given name, its second syllable in lower case
// (a Western double name capitalises both: "Jean-Luc", "Pereira-Shaw").
// ("Jamaican-born", "Spanish-based" are no names.)
// (Short syllables, and not an Arabic article or "son of": "Al-owais", "Bin-salem", "Alexander-arnold" are surnames.)
const ROMANISED_GIVEN = /^(?!(?:Al|El|Bin|Ben|Abu|Abd|Ibn)-)\p{Lu}\p{Ll}{1,5}-(?!(?:born|based|bred|raised|era|type|like)$)\p{Ll}{2,6}$/u;

/**
 * REQ-PPL-01: "Baek Jun-ho" (family name first, as a translation from Korean writes it) in the order of
 * the English-language press, "Jun-ho Baek"; any other name as it is.
 */
export function westernOrder(name: string): string {
  const words = name.trim().split(/\s+/);
  // (A family name of one short syllable or two: Baek, Ryu, Chiang.)
  return words.length === 2 && ROMANISED_GIVEN.test(words[1]) && /^\p{Lu}\p{Ll}{0,5}$/u.test(words[0]) ? `${words[1]} ${words[0]}` : name;
}

/** The family-name-first key of a name with a romanised given name ("jun ho baek" → "baek jun ho"), or "". */
export function familyFirstKey(name: string): string {
  const words = name.trim().split(/\s+/);
  return words.length === 2 && ROMANISED_GIVEN.test(words[0]) && /^\p{Lu}\p{Ll}{0,5}$/u.test(words[1]) ? nameKey(`${words[1]} ${words[0]}`) : "";
}

/**
 * Whether the texts write a phrase (a name key) only in a headline or heading, a function word after it
 * ("# Denizkent's Wall: Burak Ersoy Closes the Door Again"): a person and a headline's verb, not a club.
 */
export function headlineOnlyIn(texts: string[]): (key: string) => boolean {
  // Each text's lines, folded once, with whether each is a heading (the first line or a "#" line).
  let lines: { folded: string; heading: boolean }[] | undefined;
  return (key) => {
    lines ??= texts.flatMap((text) => normalizeText(text).split("\n").map((line, i) => ({ folded: fold(line), heading: i === 0 || /^\s*#/.test(line) })));
    const re = new RegExp(String.raw`(?<![\p{L}'’-])${key.split(" ").map(escapeRegExp).join(String.raw`[\s-]+`)}(?![\p{L}'’-])`, "giu");
    let seen = false;
    for (const { folded, heading } of lines) {
      for (const m of folded.matchAll(re)) {
        if (!heading || !/^\s+(?:the|a|an|in|on|to|at|for|with|again|up|down|out|off|over|his|their)\b/i.test(folded.slice(m.index + m[0].length))) return false;
        seen = true;
      }
    }
    return seen;
  };
}
