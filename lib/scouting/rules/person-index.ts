// The people a document names, resolved once at ingest (REQ-PPL-01): each full name with the short forms
// the document binds to that person alone, and the chunks that mention them. A generational suffix is
// part of the identity: "Marcus Hale Jr." and "Marcus Hale Sr." are two people, and "Hale" on its own
// then belongs to neither.

import { FUNCTION_WORDS } from "./lexicon";
import { coreNameWords, familyFirstKey, givenNameOf, isSuffix, joinNameTokens, nameKey, surnameOf, westernOrder } from "./names";
import { documentsPeople } from "./people";
import { isPetForm } from "./person-resolve";
import { escapeRegExp, findWordAll, fold, foldAligned, normalizeText } from "./text";

/** Bump when the indexer changes: documents indexed with an older version are indexed again. */
export const PEOPLE_INDEX_VERSION = 47;
// "Aug. 30" is a month, not Augustin: calendar abbreviations are nobody's short given name.
const CALENDAR_WORD = /^(?:jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec|mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun)$/;
const MAX_PEOPLE = 300;

export type IndexedPerson = {
  key: string;
  name: string;
  /** Keys of surname-only, given-name-only and nickname forms bound to this person in the document. */
  aliases: string[];
  chunkIndexes: number[];
  mentions: number;
};

// Darnell "Dee" Okafor: a quoted nickname between given name and surname, on one line or wrapped once on
// either side of it (a PDF's line ends after 'Tyrell "T-Vance"'); a nickname on a line of its own under a
// name ("CORBIN ASHDOWN" / "\"Flash\"" / "Position: …") joins no name.
const NICKNAME =
  /\b(\p{Lu}[\p{L}'-]+)(?:[ \t]+|\n(?="[^"\n]{1,21}"[ \t]))"(\p{Lu}[\p{L}.'-]{1,20})"(?:[ \t]+|(?<=[ \t]"[^"\n]{1,21}")\n(?=\p{Lu}[\p{L}'-]+[,.;!?)]))(\p{Lu}[\p{L}'-]+(?:[ \t]+(?:Jr\.?|Sr\.?|II|III|IV))?)/gu;

// A nickname the text gives as one ("Nickname in the English press: "the Lighthouse"", "known to Rovers
// supporters as "the Lighthouse"", "dubbed "Big Game"") or as an apposition to a full name (Idris
// Fenwick, "the Lighthouse"). Only a short capitalised phrase in quotes counts; a quoted remark does not.
// Also "Everybody calls me "Deuce."" and "It is "Ambo" — a name that followed him …".
const NICKNAME_CUE =
  /(?:\b[Nn]ick-?names?d?\b[^"\n]{0,40}?|\b(?:[Kk]nown|[Rr]eferred\s+to)\b(?:\s+[\p{L}'-]+){0,4}?\s+as\s+|\b[Dd]ubbed\s+|\b(?:goes|went)\s+by\s+|\b(?:calls?|called)\s+(?:me|him)\s+|\b[Ii]t\s+is\s+|\b[Ii]t's\s+)[:,]?\s*"((?:[Tt]he\s+)?\p{Lu}[\p{L}'-]+(?:\s+\p{Lu}[\p{L}'-]+){0,2})[.,!]?"(?:(?<=(?:me|him)\s+"[^"]+")|(?<!(?:[Ii]t\s+is|[Ii]t's)\s+"[^"]+")|(?=\s*[—–-]+\s*a\s+(?:nick)?name\b))/gu;
// "Everyone calls him Zeke.": a nickname given without quotes, one capitalised word closing the clause.
const CALLED_UNQUOTED = /\b(?:calls?|called)\s+him\s+(\p{Lu}\p{Ll}{2,})(?=\s*[.,;!]|\s+[—–-])/gu;
// "Obi Lanterman. "Lanty" to everyone in Vardenne.": a quoted word the sentence gives as what people call him.
const QUOTED_TO_ALL = /"(\p{Lu}\p{Ll}{2,})[.,]?"\s+(?:to|among|around|for)\s+(?:everyone|everybody|all|friends|teammates|his\s+teammates|the\s+(?:fans|locker\s+room|league|squad|team))\b/gu;
// ""Hollywood Holloway." My mom thinks it's funny.": a quoted given name and surname that another person
// of the document carries is that person's nickname, when he is the only one of that surname.
const QUOTED_FULL_NAME = /"(\p{Lu}[\p{L}'-]+\s+\p{Lu}[\p{L}'-]+)[.,!]?"/gu;
// A transcript's speaker label opening the line ("[00:00:21] PRUITT JR.:").
const SPEAKER = /^\s*(?:\[[\d:]+\]\s*)?(\p{Lu}[\p{L}'’-]*\.?(?:[ \t]+\p{Lu}[\p{L}'’-]*\.?){0,3}):/u;
const APPOSED_NICKNAME = /(\p{Lu}[\p{L}'-]+\s+\p{Lu}[\p{L}'-]+)\s*(?:,|\()\s*"((?:[Tt]he\s+)?\p{Lu}[\p{L}'-]+(?:\s+\p{Lu}[\p{L}'-]+){0,2})"/gu;

/**
 * The person a cued nickname belongs to: the last full name earlier in its sentence; else the only person
 * the sentence (or paragraph) before names; else, when that names nobody, the one person the title names;
 * else the one the paragraph last named by a short form.
 */
function nicknameOwner(text: string, at: number, names: string[], firstPerson = false): string | null {
  // "Lionel Barrow Jr." is not also "Lionel Barrow": the longest name found at a place.
  // "9  MENSAH-LARBI Kofi … Fans call him "KML"": a team sheet's surname-first form names him too.
  const named = (span: string) => {
    const keyed = keyedText(span).text;
    const found = names.filter((n) => [nameKey(n), ...invertedForms(n), capsForm(n)].some((f) => f && findWordAll(keyed, f).length > 0));
    return found.filter((n) => !found.some((o) => o !== n && ` ${nameKey(o)} `.includes(` ${nameKey(n)} `)));
  };
  // "Jr. — listed by …": an abbreviation's full stop ends no sentence.
  const stopBefore = (end: number) => {
    for (let i = text.lastIndexOf(". ", end); i >= 0; i = text.lastIndexOf(". ", i - 1)) if (!/\b(?:Jr|Sr|St|Dr|Mr|Mrs|Ms|No)$/.test(text.slice(Math.max(0, i - 3), i))) return i;
    return -1;
  };
  if (firstPerson) {
    // "Everybody calls me …" in a speaker's turn: the speaker, by full name, "Pruitt Jr." or surname.
    const label = SPEAKER.exec(text.slice(text.lastIndexOf("\n", at) + 1))?.[1];
    if (!label) return null;
    const key = nameKey(label);
    const speakers = names.filter((n) => nameKey(n) === key || nameKey(n).endsWith(` ${key}`));
    return speakers.length === 1 ? speakers[0] : null;
  }
  const sentenceStart = Math.max(stopBefore(at), text.lastIndexOf("\n", at), -1) + 1;
  const inSentence = names
    .flatMap((n) => findWordAll(fold(text.slice(sentenceStart, at)), fold(n)).map((i) => ({ n, i })))
    .sort((a, b) => b.i - a.i || b.n.length - a.n.length);
  if (inSentence.length) return inSentence[0].n;
  // "9  MENSAH-LARBI Kofi  ST/CF 6ft 1in / 81 kg. Fans call him "KML".": the one name of its sheet line.
  const inLine = named(text.slice(text.lastIndexOf("\n", at) + 1, at));
  if (inLine.length === 1) return inLine[0];
  const prevStart = Math.max(stopBefore(sentenceStart - 3), text.lastIndexOf("\n\n", sentenceStart - 3), -1) + 1;
  const previous = [...new Set(named(text.slice(prevStart, sentenceStart)))];
  if (previous.length) return previous.length === 1 ? previous[0] : null;
  const title = named(text.slice(0, Math.max(0, text.indexOf("\n"))));
  if (title.length) return title.length === 1 ? title[0] : null;
  // "… nobody calls him Dontrell. Not the coaches … It is "Ambo"": the person last named in the paragraph
  // by a given name or surname no one else there carries.
  const paragraph = text.slice(Math.max(0, text.lastIndexOf("\n\n", at)), at);
  const short = names
    .flatMap((n) => [surnameOf(n), givenNameOf(n)].filter((w) => w.length >= 3 && names.filter((o) => surnameOf(o) === w || givenNameOf(o) === w).length === 1).map((w) => ({ n, w })))
    .flatMap(({ n, w }) => findWordAll(fold(paragraph), fold(w)).map((i) => ({ n, i })))
    .sort((a, b) => b.i - a.i);
  return short.length ? short[0].n : null;
}

/** A person's surname and given name, or the key of the core name when it is a single word. */
function shortForms(name: string) {
  return { surname: nameKey(surnameOf(name)), given: nameKey(givenNameOf(name)) };
}

/** Whether `text` spells the name `key` (a nameKey) in full, in any case or folding. */
export function spellsName(text: string, key: string): boolean {
  return key !== "" && findWordAll(keyedText(text).text, key).length > 0;
}

/**
 * The text in nameKey's alphabet (folded, apostrophes and dots dropped, hyphens as spaces) with the
 * original index of every character, so a key found in it can be read back from the source.
 */
export function keyedText(text: string): { text: string; map: number[] } {
  const aligned = foldAligned(text);
  let out = "";
  const map: number[] = [];
  for (let i = 0; i < aligned.length; i++) {
    const c = aligned[i];
    if (c === "'" || c === ".") continue;
    out += c === "-" ? " " : fold(c).charAt(0) || c;
    map.push(i);
  }
  map.push(aligned.length);
  return { text: out, map };
}

/** "ambrose, terrell", "pike, reginald jr", "pike jr, reginald": how a roster or export writes him surname first. */
function invertedForms(name: string): string[] {
  const core = coreNameWords(name);
  if (core.length < 2) return [];
  const given = nameKey(core.slice(0, -1).join(" "));
  const surname = nameKey(core.at(-1)!);
  const suffix = nameKey(name).slice(nameKey(core.join(" ")).length).trim();
  return suffix ? [`${surname}, ${given} ${suffix}`, `${surname} ${suffix}, ${given}`] : [`${surname}, ${given}`];
}

/** "zabaleta iker": how a team sheet writes him, surname (in capitals) first, no comma. */
function capsForm(name: string): string {
  const core = coreNameWords(name);
  return core.length === 2 && nameKey(name) === nameKey(core.join(" ")) ? `${nameKey(core[1])} ${nameKey(core[0])}` : "";
}

/**
 * "Hafiz Rahman did not expect the call" … "said Hafiz" … and only then "right-back Hafiz Ismail": a short
 * form two people carry is the first one's when he is named in full before every bare use of it (below
 * the headline) and the others only after the last (how a story names its subject); never between a
 * father and a son.
 */
function firstNamedOwner<P extends { name: string; key: string }>(texts: string[], people: P[]): (form: string) => P | null {
  // Built on first use only (most documents share no short form), each name masked in one pass.
  const build = () => {
    const original = texts.join("\n\n");
    const keyed = keyedText(original);
    // (A headline may name him short before the story names him in full: "tireless Hafiz earns call-up".)
    const headline = original.indexOf("\n");
    const headlineKeyed = keyed.text.slice(0, Math.max(0, keyed.map.findIndex((i) => i > headline)));
    const taken = new Uint8Array(keyed.text.length);
    const first = new Map<P, number>();
    for (const p of [...people].sort((a, b) => b.key.length - a.key.length)) {
      const hits = findWordAll(keyed.text, p.key).filter((at) => !taken.subarray(at, at + p.key.length).includes(1));
      if (hits.length) first.set(p, hits[0]);
      for (const at of hits) taken.fill(1, at, at + p.key.length);
    }
    const masked = keyed.text.replace(/[^]/g, (c, i: number) => (taken[i] ? " " : c));
    return { keyed, masked, first, original, headline, headlineKeyed };
  };
  let index: ReturnType<typeof build> | undefined;
  return (form) => {
    const carriers = people.filter((p) => [shortForms(p.name).surname, shortForms(p.name).given].includes(form));
    // (A generational suffix among them: a father and a son.)
    if (carriers.length < 2 || carriers.some((p) => p.key !== nameKey(coreNameWords(p.name).join(" ")))) return null;
    const { keyed, masked, first, original, headline, headlineKeyed } = (index ??= build());
    if (carriers.some((p) => !first.has(p))) return null;
    const bare = findWordAll(masked, form).filter((at) => /\p{Lu}/u.test(original.charAt(keyed.map[at])) && keyed.map[at] > headline);
    if (!bare.length) return null;
    const [owner, ...others] = [...carriers].sort((a, b) => first.get(a)! - first.get(b)!);
    // (Only in a story about him, its headline naming him: not "NBA comparison: Kevin Love" over a card on
    // Jalen Love, nor a scorers line before the full name.)
    const aboutHim = findWordAll(headlineKeyed, form).length > 0 || findWordAll(headlineKeyed, owner.key).length > 0;
    return aboutHim && first.get(owner)! < bare[0] && others.every((o) => first.get(o)! > bare.at(-1)!) ? owner : null;
  };
}

/** Whether the texts name the two side by side ("Sami Haddad and Samir Haddad", "Samir Haddad, Sami Haddad"). */
function sideBySide(texts: string[], a: string, b: string): boolean {
  const [x, y] = [a, b].map((n) => escapeRegExp(n));
  const re = new RegExp(String.raw`${x}\s*(?:,|and|&|or)\s*${y}|${y}\s*(?:,|and|&|or)\s*${x}`, "u");
  return texts.some((t) => re.test(t));
}

// (Not in a document that speaks of relatives or namesakes: "Jerry Whitlock … his son Jeremy", "his younger
// brother Kenny Reed", twins, cousins, "no relation".)
const RELATIVES = "father|son|dad|mother|brother|sister|twins?|cousins?|uncle|nephew|niece";
const SIBLING_TALK = new RegExp(String.raw`\b(?:${RELATIVES})s?\b`, "i");
const KIN_TALK = new RegExp(String.raw`\b(?:${RELATIVES}|relation|related|relative|namesake|family)\b`, "i");

function inOneParagraph(texts: string[], a: string, b: string): boolean {
  return texts.some((t) => t.split(/\n\s*\n/).some((p) => p.includes(a) && p.includes(b)));
}

/** Indexes the people of one document, given its chunks in order. */
export function indexPeople(chunks: string[]): IndexedPerson[] {
  const texts = chunks.map((c) => normalizeText(c));
  const nicknames = new Map<string, string>();
  const names = documentsPeople(texts, { oneDocument: true });
  for (const text of texts) {
    for (const m of text.matchAll(NICKNAME)) {
      const name = joinNameTokens([m[1], ...m[3].split(/\s+/)]);
      if (!names.some((n) => nameKey(n) === nameKey(name))) names.push(name);
      nicknames.set(nameKey(name), nameKey(m[2]));
    }
  }
  // "'Iggy' Raftery" in a headline is Ignatius "Iggy" Raftery, not another person (REQ-PPL-01); a "Liam
  // Doyle" the text writes without quotes (William "Liam" Doyle's son) is someone.
  const nicknameForms = new Set([...nicknames].map(([full, nick]) => `${nick} ${nameKey(surnameOf(full))}`));
  const unquoted = (name: string) => texts.some((t) => new RegExp(String.raw`(?<!['"‘“]\s*)\b${escapeRegExp(name).replace(/\s+/g, String.raw`\s+`)}\b`, "u").test(t));
  for (let i = names.length - 1; i >= 0; i--) if (nicknameForms.has(nameKey(names[i])) && !unquoted(names[i])) names.splice(i, 1);
  const quoted = new Map<string, string>();
  for (const text of texts) {
    for (const m of text.matchAll(APPOSED_NICKNAME)) {
      if (names.some((n) => nameKey(n) === nameKey(m[1]))) quoted.set(nameKey(m[1]), nameKey(m[2]));
    }
    for (const m of text.matchAll(NICKNAME_CUE)) {
      // "nobody calls me "Little" anything": a quoted word the sentence goes on from is no name.
      if (/\b(?:calls?|called)\s+(?:me|him)\s/.test(m[0]) && /^\s*\p{Ll}/u.test(text.slice(m.index + m[0].length))) continue;
      const owner = nicknameOwner(text, m.index, names, /\bme\s+"/.test(m[0]));
      if (owner && !quoted.has(nameKey(owner))) quoted.set(nameKey(owner), nameKey(m[1]));
    }
    for (const m of [...text.matchAll(CALLED_UNQUOTED), ...text.matchAll(QUOTED_TO_ALL)]) {
      // Not a name of the document's people ("they called him Marsh" is his surname).
      if (names.some((n) => coreNameWords(n).some((w) => nameKey(w) === nameKey(m[1])))) continue;
      const owner = nicknameOwner(text, m.index, names);
      if (owner && !quoted.has(nameKey(owner))) quoted.set(nameKey(owner), nameKey(m[1]));
    }
    for (const m of text.matchAll(QUOTED_FULL_NAME)) {
      // (Not a name the document also writes bare: "worried that "Sione Vaipulu" was injured" quotes
      // him, no nickname of his mother 'Ana Vaipulu.)
      if (unquoted(m[1])) continue;
      const key = nameKey(m[1]);
      const surname = key.split(" ")[1];
      const owners = names.filter((n) => nameKey(n) !== key && nameKey(surnameOf(n)) === surname);
      if (owners.length === 1 && !quoted.has(nameKey(owners[0]))) quoted.set(nameKey(owners[0]), key);
    }
  }
  // "Q. Malakai Fonoti" in a transcript: a lone initial before two full words is a speaker mark.
  const people = [...new Map(names.slice(0, MAX_PEOPLE).map((n) => n.replace(/^\p{Lu}\.\s+(?=\p{Lu}\p{Ll}+\s+\p{Lu}\p{Ll})/u, "")).map(westernOrder).map((name) => [nameKey(name), { name, key: nameKey(name) }])).values()];

  // "The elder Andre Castellane" … "Castellane Sr. said" beside Andre Castellane Jr.: the name the document
  // writes bare is the father's, whom it calls by his suffix too (REQ-PPL-01).
  for (const p of people) {
    const kin = people.find((o) => o !== p && nameKey(coreNameWords(o.name).join(" ")) === p.key && /^(?:jr|sr)$/.test(o.key.slice(p.key.length).trim()));
    if (!kin) continue;
    const [suffix, word, written] = kin.key.endsWith(" jr") ? ["sr", "elder", "Sr."] : ["jr", "younger", "Jr."];
    const surname = nameKey(surnameOf(p.name));
    const cue = new RegExp(String.raw`\b(?:${escapeRegExp(surname)}\s+${suffix}\b|the\s+${word}\s+${escapeRegExp(p.key)}\b)`);
    if (people.some((o) => o.key === `${p.key} ${suffix}`) || !texts.some((t) => cue.test(fold(t)))) continue;
    p.name = `${p.name} ${written}`;
    p.key = nameKey(p.name);
  }
  const petForms = new Map<string, string>();
  // "Rolly Bautista" beside "Rolando Bautista" (the document says nobody calls him Rolando): a pet form of
  // a given name with the same surname is the same man, named by his familiar form (REQ-PPL-01).
  const kinTalk = texts.some((t) => KIN_TALK.test(t));
  for (const pet of kinTalk ? [] : [...people]) {
    const [petGiven, ...rest] = pet.key.split(" ");
    // (Two teammates, "Jerry Hill" and "Jerome Hill", are named in one paragraph.)
    const full = people.find((o) => o !== pet && o.key.split(" ").slice(1).join(" ") === rest.join(" ") && isPetForm(petGiven, o.key.split(" ")[0]) && !inOneParagraph(texts, o.name, pet.name));
    // (Not where the document quotes the form as the other's nickname and still writes this one apart:
    // William "Liam" Doyle's son Liam Doyle.)
    if (!full || rest.length === 0 || nicknames.get(full.key) === petGiven) continue;
    people.splice(people.indexOf(pet), 1);
    if (!quoted.has(full.key)) quoted.set(full.key, petGiven);
    petForms.set(full.key, pet.key);
  }
  // A short form is bound only when exactly one person in the document carries it.
  const surnameCount = new Map<string, number>();
  const givenCount = new Map<string, number>();
  for (const p of people) {
    const { surname, given } = shortForms(p.name);
    if (surname) surnameCount.set(surname, (surnameCount.get(surname) ?? 0) + 1);
    if (given) givenCount.set(given, (givenCount.get(given) ?? 0) + 1);
  }
  // Capitalised words of the document, for short given names ("Kai" for Malakai, "Matt" for Matthew).
  const words = new Set(texts.flatMap((t) => t.match(/\b\p{Lu}\p{Ll}{2,}\b/gu) ?? []).map((w) => nameKey(w)));
  const givens = people.map((p) => shortForms(p.name).given);
  // (Not in a text about brothers, sons or cousins: "the little brother of Jrue Holiday" names the subject late.)
  const firstOwner = texts.some((t) => SIBLING_TALK.test(t)) ? () => null : firstNamedOwner(texts, people);
  const records = people.map((p) => {
    const { surname, given } = shortForms(p.name);
    const aliases = new Set<string>();
    const core = coreNameWords(p.name);
    if (core.length >= 2) {
      if (surname.length >= 3 && (surnameCount.get(surname) === 1 || firstOwner(surname) === p)) aliases.add(surname);
      if (given.length >= 3 && (givenCount.get(given) === 1 || firstOwner(given) === p)) aliases.add(given);
    }
    // "Hale Jr." names the son even where "Hale" alone is shared with his father.
    const suffix = p.key.slice(nameKey(core.join(" ")).length).trim();
    if (suffix && surname.length >= 3 && !people.some((o) => o !== p && o.key.endsWith(` ${surname} ${suffix}`))) aliases.add(`${surname} ${suffix}`);
    // A short form of the given name used in the document, when it fits no one else's given name.
    // "De'Marcus": the part after an apostrophe or hyphen is a name of its own (Marcus is somebody else).
    const joinedGiven = /['’-]/.test(givenNameOf(p.name));
    const familyFirst = familyFirstKey(p.name);
    for (const w of words) {
      // ("Sami" is his cousin Sami Haddad's given name, not a short form of Samir Haddad's, where the
      // document names the two side by side: "cousins called Sami Haddad and Samir Haddad".)
      // ("For" opening a sentence is no short form of "Formal".)
      if (given.length < 5 || w.length < 3 || w === given || CALENDAR_WORD.test(w) || FUNCTION_WORDS.has(w) || people.some((o) => shortForms(o.name).surname === w || (shortForms(o.name).given === w && sideBySide(texts, o.name, p.name)))) continue;
      const fits = (g: string) => g.length > w.length && (g.startsWith(w) || g.endsWith(w));
      // ("Heung" is no short form of the romanised "Heung-min": its syllables are one name.)
      if (fits(given) && !(joinedGiven && (given.endsWith(w) || familyFirst !== "")) && givens.filter(fits).length === 1) for (const a of [w, `${w} ${surname}`]) aliases.add(a);
    }
    // "The Lighthouse" (with its article: "lighthouse" alone is a word) for Idris Fenwick.
    const called = quoted.get(p.key);
    if (called && called !== surname && called !== given) aliases.add(called);
    // "Deuce" and "Deuce Pruitt" for Isaiah Pruitt Jr., who says "Everybody calls me "Deuce."".
    if (called && !called.includes(" ") && called !== given && surname.length >= 3) aliases.add(`${called} ${surname}`);
    const pet = petForms.get(p.key);
    if (pet) aliases.add(pet);
    // "Baek Jun-ho", as a translation from Korean writes Jun-ho Baek.
    if (familyFirst) aliases.add(familyFirst);
    const nick = nicknames.get(p.key);
    // "Kai" and "Kai Fonoti" for Malakai "Kai" Fonoti.
    // (Not where another person of the document is called that: William "Liam" Doyle beside his son Liam Doyle.)
    if (nick) for (const a of [nick, `${nick} ${surname}`]) if (!people.some((o) => o !== p && o.key === a)) aliases.add(a);
    return { ...p, aliases: [...aliases], chunkIndexes: [] as number[], mentions: 0 };
  });

  // Longest names first, each match masked, so "Marcus Hale" is not counted inside "Marcus Hale Jr.";
  // every full name before any short form, so "Marcus Whitlock" is not eaten by another's "Whitlock".
  const byLength = [...records].sort((a, b) => b.key.length - a.key.length);
  const passes = [
    ...byLength.map((r) => {
      const caps = capsForm(r.name);
      return { r, caps, needles: [r.key, ...invertedForms(r.name), ...(caps ? [caps] : [])] };
    }),
    ...byLength.map((r) => ({ r, caps: "", needles: r.aliases })),
  ];
  texts.forEach((text, index) => {
    const keyed = keyedText(text);
    let folded = keyed.text;
    const counts = new Map<IndexedPerson, number>();
    for (const { r, caps, needles } of passes) {
      let count = 0;
      for (const needle of needles) {
        for (const at of findWordAll(folded, needle)) {
          const start = keyed.map[at];
          const end = keyed.map[at + needle.length - 1] + 1;
          // A team sheet's "ZABALETA Iker": only with the surname in capitals ("Taylor Jordan" is someone else).
          if (needle === caps && /\p{Ll}/u.test(text.slice(start, keyed.map[at + needle.indexOf(" ")]))) continue;
          // A short form must be written with a capital ("brooks" in "babbling brooks" is not him).
          if (needle !== r.key && !/\p{Lu}/u.test(text.charAt(start))) continue;
          // The plain name followed by a suffix is the suffixed person, already counted.
          if (needle === r.key && isSuffix(text.slice(end).trim().split(/[\s,]/)[0] ?? "")) continue;
          count++;
          folded = folded.slice(0, at) + " ".repeat(needle.length) + folded.slice(at + needle.length);
        }
      }
      counts.set(r, (counts.get(r) ?? 0) + count);
    }
    for (const [r, count] of counts) {
      if (!count) continue;
      r.chunkIndexes.push(index);
      r.mentions += count;
    }
  });
  return records.filter((r) => r.mentions > 0);
}
