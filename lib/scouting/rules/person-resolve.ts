// Resolves a requested player name against the people index (REQ-PPL-02): exact name (a generational
// suffix is identity), then a short form a document binds to one person, then a spelling one or two
// letters off when only one person is that close, then a name that sounds the same when only one person
// does; farther names are offered as "did you mean". Never guesses between two people.

import { doubleMetaphone } from "double-metaphone";
import { FAMILIAR_FORMS } from "./lexicon";
import { coreNameWords, givenNameOf, isSuffix, nameKey, surnameOf } from "./names";
import { findWordAll, fold } from "./text";

/** One person across the owner's library (lib/db/queries/people.ts): every document naming them, merged by key. */
export type PersonMatch = {
  key: string;
  name: string;
  aliases: string[];
  documentIds: string[];
  mentions: number;
  /** Trigram similarity of the key to the requested name (1 for exact and alias matches). */
  similarity: number;
};

export type PersonResolution =
  | { status: "found"; person: PersonMatch }
  | { status: "ambiguous"; choices: PersonMatch[] }
  | { status: "not_found"; suggestions: PersonMatch[] };

export const MAX_CHOICES = 4;

const coreKey = (name: string) => nameKey(coreNameWords(name).join(" "));
const byWeight = (a: PersonMatch, b: PersonMatch) => b.documentIds.length - a.documentIds.length || b.mentions - a.mentions;

/** `chosen`: the name was picked from a card's choices, so a bare name means the one who has no suffix. */
export function resolvePerson(requested: string, candidates: PersonMatch[], maxChoices = MAX_CHOICES, chosen = false): PersonResolution {
  const asked = resolveName(requested, candidates, maxChoices, chosen);
  // "whitfield darius scouting report": a name asked surname first is the documented "Darius Whitfield" when
  // nobody is documented as written.
  const words = requested.trim().split(/\s+/);
  const swapped = asked.status !== "found" && words.length === 2 && !isSuffix(words[1]) ? resolveName(`${words[1]} ${words[0]}`, candidates, maxChoices, chosen) : null;
  const r = swapped?.status === "found" && coreKey(swapped.person.name) === nameKey(`${words[1]} ${words[0]}`) ? swapped : asked;
  const complete = (p: PersonMatch) => withFamiliarForms(withAliasForms(withInitialForm(fullForm(p, candidates), candidates), candidates), candidates);
  if (r.status === "found") return { status: "found", person: complete(r.person) };
  if (r.status === "not_found") {
    // "Gus Feeney" asked, only "Augustus Feeney" documented.
    const long = familiarLongOf(requested, candidates);
    return long ? { status: "found", person: complete(long) } : r;
  }
  // "Brody Kesselring" and the roster's "B. Kesselring" are one choice, not two; so are "Zeke Marchetti"
  // and "Ezekiel Marchetti".
  const choices = r.choices.filter((c) => !r.choices.some((o) => o !== c && (initialForm(o) === c.key || familiarLong(c, candidates) === o)));
  return choices.length === 1 ? { status: "found", person: complete(choices[0]) } : { ...r, choices };
}

/** Given name, surname and suffix (folded): "Marcus Hale Jr." → ["marcus", "hale", "jr"]; given "" for one word. */
function nameParts(name: string): [string, string, string] {
  const core = coreNameWords(name);
  return [core.length === 2 ? nameKey(givenNameOf(name)) : "", nameKey(surnameOf(name)), nameKey(name).slice(nameKey(core.join(" ")).length).trim()];
}

function sameFamily(c: PersonMatch, surname: string, suffix: string): boolean {
  const [, s, x] = nameParts(c.name);
  return s === surname && x === suffix;
}

/** "santi" of Santiago, "cass" of Cassius (a form of four letters or more that opens the name), "gus" of Augustus (lexicon). */
export function isFamiliarForm(short: string, full: string): boolean {
  if (!short || !full || short === full) return false;
  // Three letters open too many other names ("Ron" of Ronan): those go through the lexicon.
  // ("Lachie" of Lachlan, "Charlie" of Charles: a stem of four letters or more and a pet ending.)
  const stem = /^(\p{L}{4,})(?:ie|y|o)$/u.exec(short)?.[1];
  return (short.length >= 4 && full.length > short.length && full.startsWith(short)) || (stem !== undefined && full.length > stem.length + 1 && full.startsWith(stem)) || isPetForm(short, full);
}

/** "Rolly" of Rolando, "Gus" of Augustus: a familiar form the lexicon knows, not just a shorter name ("Sami", "Samir"). */
export function isPetForm(short: string, full: string): boolean {
  return FAMILIAR_FORMS.get(short)?.includes(full) ?? false;
}

/** The one documented person (other than `self`) whose given name "Gus Feeney" is a familiar form of, if exactly one. */
function familiarLongOf(name: string, candidates: PersonMatch[], self?: PersonMatch): PersonMatch | null {
  const [given, surname, suffix] = nameParts(name);
  if (!given) return null;
  const long = candidates.filter((o) => o !== self && sameFamily(o, surname, suffix) && isFamiliarForm(given, nameParts(o.name)[0]) && !(self && setApart(self, o)));
  return long.length === 1 ? long[0] : null;
}

const familiarLong = (c: PersonMatch, candidates: PersonMatch[]) => familiarLongOf(c.name, candidates, c);

/**
 * "cousins called Sami Haddad and Samir Haddad": a given name that only opens another ("Sami" of Samir,
 * not the lexicon's "Gus" of Augustus), both written in full in one document and neither bound to the
 * other there, is two people.
 */
function setApart(a: PersonMatch, b: PersonMatch): boolean {
  const [short, long] = [nameParts(a.name)[0], nameParts(b.name)[0]].sort((x, y) => x.length - y.length);
  if (isPetForm(short, long)) return false;
  return a.documentIds.some((d) => b.documentIds.includes(d)) && !a.aliases.includes(b.key) && !b.aliases.includes(a.key);
}

/**
 * REQ-PPL-08: "Gus Feeney" of a radio call-in is Augustus Feeney of the alumni magazine when he is the
 * one documented Feeney that form fits: asked for by either, it is one person with every document.
 */
function withFamiliarForms(person: PersonMatch, candidates: PersonMatch[]): PersonMatch {
  const long = familiarLong(person, candidates) ?? person;
  // By key: `person` may be a copy that already carries another record's documents.
  const forms = candidates
    .filter((c) => c.key !== long.key && (c.key === person.key || familiarLong(c, candidates)?.key === long.key))
    .map((c) => (c.key === person.key ? person : c));
  if (!forms.length) return person;
  // Bound to him, so extraction reads "Gus Feeney" as him (mentions.ts).
  return { ...withForms(long, forms), aliases: [...new Set([...long.aliases, ...forms.filter((f) => f.key.includes(" ")).map((f) => f.key)])] };
}

/** The person with the documents and mentions of other records that are the same person. */
function withForms(person: PersonMatch, forms: PersonMatch[]): PersonMatch {
  return {
    ...person,
    documentIds: [...new Set([...person.documentIds, ...forms.flatMap((f) => f.documentIds)])],
    mentions: person.mentions + forms.reduce((n, f) => n + f.mentions, 0),
  };
}

/** "b kesselring" for "Brody Kesselring": the key a roster or depth chart writes him under. */
function initialForm(c: PersonMatch): string | null {
  const words = c.key.split(" ");
  return words.length >= 2 && words[0].length > 1 ? [words[0][0], ...words.slice(1)].join(" ") : null;
}

/**
 * REQ-PPL-08: "Cass Whitlow" of a newsletter is Cassius "Cass" Whitlow of his profile, a full short form
 * his own document binds to him: asked for by either name, he comes with both documents.
 */
function withAliasForms(person: PersonMatch, candidates: PersonMatch[]): PersonMatch {
  // By key: `person` may be a copy that already carries another record's documents (withInitialForm).
  const forms = candidates.filter((c) => c.key !== person.key && c.key.includes(" ") && person.aliases.includes(c.key) && !candidates.some((o) => o.key !== person.key && o.aliases.includes(c.key)));
  return forms.length ? withForms(person, forms) : person;
}

/**
 * REQ-PPL-02: "F. Oyelaran" of a match report is "Finn Oyelaran" of a message thread when he is the one
 * person of that initial and surname; the card then carries his full name.
 */
function fullForm(person: PersonMatch, candidates: PersonMatch[]): PersonMatch {
  if (!/^\p{L} /u.test(person.key)) return person;
  const full = candidates.filter((c) => initialForm(c) === person.key);
  return full.length === 1 ? full[0] : person;
}

/**
 * REQ-PPL-02: the documents that write him with his initial ("LT #74 B. Kesselring 6'7 / 318") are his
 * too, unless another person of that initial and surname is documented.
 */
function withInitialForm(person: PersonMatch, candidates: PersonMatch[]): PersonMatch {
  const short = initialForm(person);
  if (!short) return person;
  const forms = candidates.filter((c) => c.key === short);
  const rivals = candidates.filter((c) => c.key !== person.key && c.key !== short && initialForm(c) === short);
  return !forms.length || rivals.length ? person : withForms(person, forms);
}

function resolveName(requested: string, candidates: PersonMatch[], maxChoices: number, chosen: boolean): PersonResolution {
  const key = nameKey(requested);
  const core = coreKey(requested);
  const hasSuffix = key !== core;
  const exact = candidates.filter((c) => c.key === key);
  // Same core name, another (or no) suffix: "Marcus Hale Sr." beside "Marcus Hale Jr.".
  const sameCore = candidates.filter((c) => c.key !== key && coreKey(c.name) === core);
  // "Chidi Eze" in a scout's digest is the person another document calls Chidubem "Chidi" Eze: a full
  // name one document binds to someone as a nickname is that person (REQ-PPL-08), with both documents.
  const owners = key.includes(" ") ? candidates.filter((c) => c.key !== key && c.aliases.includes(key)) : [];
  if (exact.length === 1 && owners.length === 1 && !sameCore.length) {
    const [alias, owner] = [exact[0], owners[0]];
    // ("Nik Brandvold" bound to "Nikolai Brandvold" and back: the name asked for is the person's own.)
    const main = alias.aliases.includes(owner.key) ? alias : owner;
    return { status: "found", person: { ...main, aliases: [...new Set([...alias.aliases, ...owner.aliases, alias.key, owner.key])].filter((a) => a !== main.key), documentIds: [...new Set([...owner.documentIds, ...alias.documentIds])], mentions: owner.mentions + alias.mentions } };
  }
  if (exact.length) {
    // A bare name when the documents also hold a suffixed person of that name: ask which one.
    if (!hasSuffix && sameCore.length && !chosen) return { status: "ambiguous", choices: [...exact, ...sameCore.sort(byWeight)].slice(0, maxChoices) };
    return { status: "found", person: exact[0] };
  }
  // A short form a document binds to one person ("Delacroix Jr.", "Wes Harrowgate", "the Lighthouse").
  const byAlias = candidates.filter((c) => c.aliases.includes(key));
  if (byAlias.length === 1) return { status: "found", person: byAlias[0] };
  if (byAlias.length > 1) return { status: "ambiguous", choices: byAlias.sort(byWeight).slice(0, maxChoices) };
  if (hasSuffix) {
    // "Jr." asked, only his father (or a plain namesake) documented: never substitute one for the other.
    // A slip in the name itself, the suffix kept ("Isiah Pruit Sr."), is still that person.
    const near = candidates.filter((c) => closeSpelling(c.key, key));
    if (near.length === 1) return { status: "found", person: near[0] };
    return { status: "not_found", suggestions: suggestions(candidates, key) };
  }
  if (sameCore.length === 1) return { status: "found", person: sameCore[0] };
  if (sameCore.length > 1) return { status: "ambiguous", choices: sameCore.sort(byWeight).slice(0, maxChoices) };
  // A surname alone that no document binds to one person: the one person who carries it, or the question
  // which of those who do ("Fenwick": the striker or the manager).
  const bySurname = key.includes(" ") ? [] : candidates.filter((c) => surnameKey(c) === key);
  if (bySurname.length === 1) return { status: "found", person: bySurname[0] };
  if (bySurname.length > 1) return { status: "ambiguous", choices: bySurname.sort(byWeight).slice(0, maxChoices) };
  // "the Big Dima report": a familiar form of one documented person's given name, asked alone.
  // Only the lexicon's forms: "Dean" is not a slip of Deandre.
  const byFamiliar = key.includes(" ") ? [] : candidates.filter((c) => FAMILIAR_FORMS.get(key)?.includes(nameParts(c.name)[0]) ?? false);
  if (byFamiliar.length === 1) return { status: "found", person: byFamiliar[0] };
  if (byFamiliar.length > 1) return { status: "ambiguous", choices: byFamiliar.sort(byWeight).slice(0, maxChoices) };
  // A slip of one letter per word ("Tomas Fereira", "Tyrel Greeves", "Brody Kesslering", "Moorcraft" for
  // the surname Moorcroft) is that player when nobody else is as close; two near names ("Brooks" and
  // "Brookes") are asked about. Two letters apart in one word is another name as often as a typo
  // ("Darius" / "Dario Stroud", "Quinten" / "Quentin"): offered as "did you mean", never taken silently.
  // A short form is compared only from five letters: "Dale" is not a slip of "Dave".
  const near = candidates.filter(
    (c) =>
      closeSpelling(c.key, key) ||
      (key.length >= 5 && [surnameKey(c), ...c.aliases].some((a) => a.length >= 5 && editDistance(a, key) <= 1 && sameInitials(a, key))),
  );
  if (near.length === 1) return { status: "found", person: near[0] };
  // "Isiah Pettaway": one slip from Isaiah Pettaway, two from Isaiah Pettway; the closer one is meant.
  const distance = near.map((c) => slips(c.key, key));
  const fewest = Math.min(...distance);
  const closest = near.filter((_, i) => distance[i] === fewest);
  if (closest.length === 1 && Number.isFinite(fewest)) return { status: "found", person: closest[0] };
  if (near.length > 1) return { status: "ambiguous", choices: near.sort(byWeight).slice(0, maxChoices) };
  // "Raphael Duquesne", "Brodie Kasprzack", "Kaelan Mowbray": a name written as it sounds is that player
  // when nobody else sounds the same; two who do are asked about.
  const sounding = candidates.filter((c) => soundsLike(coreKey(c.name), core));
  if (sounding.length === 1) return { status: "found", person: sounding[0] };
  if (sounding.length > 1) return { status: "ambiguous", choices: sounding.sort(byWeight).slice(0, maxChoices) };
  return { status: "not_found", suggestions: suggestions(candidates, key) };
}

/**
 * Two names of two words or more whose words sound alike one by one (Double Metaphone codes shared) and
 * are spelled within two letters of each other: "Desmond Kirwan" sounds like "Desmond Kearney" too, but
 * is another name.
 */
function soundsLike(a: string, b: string): boolean {
  const wa = a.split(" ");
  const wb = b.split(" ");
  if (wa.length < 2 || wa.length !== wb.length || a === b) return false;
  return wa.every((w, i) => {
    if (Math.min(w.length, wb[i].length) < 3) return w === wb[i];
    if (editDistance(w, wb[i], true) > MAX_TYPOS) return false;
    // "Marco" is not "Marek" (both MRK): a word written as it sounds ends in a vowel where it does ("Brodie"
    // for Brody, "Erik" for Eric; "Wyncliff" for Wynncliffe, a silent "e" aside).
    const [ea, eb] = [w, wb[i]].map((x) => x.replace(/(?<=[^aeiouy])e$/, ""));
    if (/[aeiouy]$/.test(ea) !== /[aeiouy]$/.test(eb)) return false;
    const [p1, s1] = doubleMetaphone(w);
    const [p2, s2] = doubleMetaphone(wb[i]);
    return p1 === p2 || p1 === s2 || s1 === p2 || (s1 !== "" && s1 === s2);
  });
}

/** The last word of a person's key, without a generational suffix ("marcus delacroix jr" → "delacroix"). */
function surnameKey(c: PersonMatch): string {
  const words = coreKey(c.name).split(" ");
  return words.length >= 2 ? words[words.length - 1] : "";
}

const MAX_TYPOS = 2;

/** Each word starts with the same letter: "Jalen Brokes" may be "Jalen Brooks", "Dalen Brooks" is not. */
function sameInitials(a: string, b: string): boolean {
  const wa = a.split(" ");
  const wb = b.split(" ");
  return wa.length === wb.length && wa.every((w, i) => w[0] === wb[i][0]);
}

/**
 * Same words but for one slip each (a letter added, dropped, changed or two swapped), two at most, the
 * first letters and any suffix exact: "isiah pruit sr" is "isaiah pruitt sr"; a slip in a word under four
 * letters is not ("Ty" / "Jo").
 */
function closeSpelling(a: string, b: string): boolean {
  return slips(a, b) <= MAX_TYPOS;
}

/** The slips between two names of the same words (see closeSpelling); Infinity when they are not that close. */
function slips(a: string, b: string): number {
  if (!sameInitials(a, b)) return Number.POSITIVE_INFINITY;
  const wa = a.split(" ");
  const wb = b.split(" ");
  let total = 0;
  for (let i = 0; i < wa.length; i++) {
    const d = editDistance(wa[i], wb[i], true);
    if (d > 1 || (d === 1 && Math.min(wa[i].length, wb[i].length) < 4)) return Number.POSITIVE_INFINITY;
    total += d;
  }
  return total;
}

/** Levenshtein distance (with `swaps`, two neighbouring letters swapped count as one), stopping early past MAX_TYPOS. */
export function editDistance(a: string, b: string, swaps = false): number {
  if (Math.abs(a.length - b.length) > MAX_TYPOS) return MAX_TYPOS + 1;
  let before: number[] = [];
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) {
      row[j] = Math.min(prev[j] + 1, row[j - 1] + 1, prev[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
      if (swaps && i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) row[j] = Math.min(row[j], before[j - 2] + 1);
    }
    if (Math.min(...row) > MAX_TYPOS) return MAX_TYPOS + 1;
    before = prev;
    prev = row;
  }
  return prev[b.length];
}

function suggestions(candidates: PersonMatch[], key: string): PersonMatch[] {
  return candidates
    .filter((c) => c.key !== key)
    .sort((a, b) => b.similarity - a.similarity || byWeight(a, b))
    .slice(0, MAX_CHOICES);
}

// Positions and roles a request gives beside a name ("the Ironclads quarterback harrowgate", "fenwick
// striker castlemere"), longest first so "edge rusher" wins over "rusher".
const ROLE_PHRASES =
  /\b(?:point|shooting|combo|edge|pass|tight|wide|running|defensive|offensive|centre|center|left|right|attacking|holding|central)?\s?-?(?:(?:centre|center)-?half|guard|forward|centre|center|quarterback|qb|receiver|back|end|tackle|linebacker|cornerback|corner|safety|rusher|striker|winger|midfielder|defender|goalkeeper|keeper|full-?back|wing-?back|manager|coach|kicker|punter)s?\b/g;

/** The role words of a request, folded ("the Carrow Valley edge rusher Oduya" → ["edge rusher"]). */
export function requestRoles(request: string): string[] {
  return [...new Set([...fold(withoutDenials(request)).matchAll(ROLE_PHRASES)].map((m) => m[0].trim().replace(/s$/, "")).filter((r) => r.length > 2))];
}

/**
 * The request without the people it says it does not mean ("the Pilots forward (the player, not the
 * assistant coach)", "Costigan, the centre-half -- not the keeper brother"): their words are no context.
 */
export function withoutDenials(request: string): string {
  return request.replace(/\bnot\s+(?:the|a|an|his|her|their|our)\b[^,;:()!?\n]*?(?=\s*(?:[,;:()!?\n]|--|[—–]|$))/giu, " ");
}

/**
 * REQ-PPL-02: the text calls the person by one of the request's roles, as a title right before the name
 * ("signed striker Idris Fenwick", "tight end Luke Harrowgate") or an apposition right after it ("Idris
 * Fenwick, the striker", "Fenwick (striker)"). A role elsewhere in the sentence says nothing about him.
 */
export function titledAs(text: string, name: string, roles: string[]): boolean {
  const folded = fold(text);
  const key = fold(name);
  for (const at of findWordAll(folded, key)) {
    const clause = folded.slice(Math.max(0, at - 40), at).split(/[.!?;:\n,()"]/).pop() ?? "";
    const before = clause.trim().split(/\s+/).slice(-3).join(" ");
    const after = /^\s*[,(]\s*((?:the\s+|a\s+|an\s+)?[\p{L}\s-]{0,30})/u.exec(folded.slice(at + key.length))?.[1] ?? "";
    const title = (r: string) => findWordAll(before, r).some((i) => before.slice(i + r.length).trim().split(/\s+/).filter(Boolean).length <= 1);
    if (roles.some((r) => title(r) || findWordAll(after.split(/[,)]/)[0], r).length > 0)) return true;
  }
  return false;
}
