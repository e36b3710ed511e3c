// Finds which people a sentence names: the target (full name, surname, given name, "J. Brooks") and
// everyone else named in the documents. Surnames shared by two people count for neither.

import { coreNameWords, givenNameOf, nameKey, surnameOf } from "./names";
import { findWordAll, fold, foldAligned, normalizeText } from "./text";

export type MentionSummary = {
  target: boolean;
  /** Every mention of the target is possessive ("Brooks' teammate …"). */
  targetPossessiveOnly: boolean;
  /** Every mention of the target follows a preposition ("screening for Brooks"): he is not the subject. */
  targetObjectOnly: boolean;
  others: Set<string>;
  othersPossessiveOnly: boolean;
  /** Others appear only after a preposition ("screening for Brooks"). */
  othersObjectOnly: boolean;
  /** Others named with a staff title ("Coach Nadia Ferro", "Ferro, the head coach"): not players. */
  staff: Set<string>;
  /** Position of the first non-possessive mention, or -1. */
  firstTarget: number;
  firstOther: number;
};

const STAFF_BEFORE = /\b(?:coach|coaches|manager|gm|coordinator|trainer|physio|physiotherapist|agent|scout|director|president|owner|chairman|dr\.?|doctor|boss|skipper)\s+$/i;
const STAFF_AFTER = /^,?\s+(?:(?:the|our|their|his|her)\s+)?(?:[\p{L}'-]+\s+){0,3}(?:coach|manager|coordinator|trainer|physio|agent|scout|director|president|owner|chairman|gm)\b/iu;
const TITLED = /\b(Mr|Mrs|Ms|Miss|Dr|Mx)\.?[ \t]+(\p{Lu}[\p{L}-]+(?:['’]\p{Lu}[\p{L}-]*)?)/gu;
const NOT_TITLED = /^(?:Basketball|Football|Soccer|Hockey|Baseball|Volleyball|Olympia|Universe|Everything|Irrelevant|Clutch|October|Pepper|Right|Big|Fix-?It)$/;
const PASSING_BEFORE = /\b(?:of|as|than|like|with|by|for|to|from|at|and)\s+$/i;
const OBJECT_BEFORE = /\b(?:for|with|to|onto|against|than|beside|alongside|behind|over|like|on|past|beyond|around|beat|beats|beating)\s+$/i;

/** `bare`: the name must not run on into a suffix ("Marcus Hale" is not "Marcus Hale Jr."). */
type Pattern = { needle: string; needsCapital: boolean; bare?: boolean; family?: boolean; capsSurname?: boolean };
// "the elder Okafor", "his father Okafor": a relation word names the other one of the family.
const FAMILY_QUALIFIER = /\b(?:elder|younger|senior|junior|father|dad|son|brother|uncle|cousin|mother|sister)\s+$/i;
const SUFFIX_AFTER = /^,?\s+(?:jr|sr|ii|iii|iv|v)\b/i;
// (Before punctuation or a verb: "the Whitcombe senior film", "senior-night" are his senior year.)
export const SENIOR_AFTER = /^\s+(?:senior|snr)\b(?=\s*[,.;:)—–]|\s+(?:was|is|had|has|played|spent|made|won|said|says|never|also|himself|who|remains|still)\b)/i;
// "the better Whitlock", "the other Varnell": a surname set against another of the family is not one person.
const FAMILY_COMPARED = /\bthe\s+(?:other|better|best|younger|older|elder|first|real|original)\s+$/i;
// "The Whitlock–Barnes Family Reunion", "the Whitlock household": the family as a whole, not one of them.
const WHOLE_FAMILY_AFTER = /^(?:(?:\s*[–-]\s*|\s+)\p{Lu}[\p{L}'’-]*)?\s+(?:[Ff]amil(?:y|ies)|[Hh]ousehold|[Cc]lan|[Rr]eunion)\b/u;
/** `suffix`: his generational suffix ("jr"); a form of his name followed by another suffix is someone else. */
type Person = { key: string; patterns: Pattern[]; suffix?: string };

export type MentionMatcher = {
  summarize(text: string): MentionSummary;
  /** True when `name` is the target under another spelling or a part of the target's name. */
  isTarget(name: string): boolean;
  /** The text names the target by a form of two or more words (full name, "Hale Jr."), not a bare surname. */
  namesInFull(text: string): boolean;
};

function isPartOf(name: string, target: string): boolean {
  const words = nameKey(name).split(" ");
  const targetWords = nameKey(target).split(" ");
  // "Desmond Rowe" is not part of "Desmond Achebe-Rowe": a full name must end in his whole surname.
  if (words.every((w) => targetWords.includes(w))) return words.length < 2 || nameKey(surnameOf(name)) === nameKey(surnameOf(target));
  // "M. Hale" for "Marcus Hale": an initial and the same surname; "Tobias R.": his given name and his surname's initial.
  return (words.length >= 2 && words[0].length === 1 && targetWords[0]?.startsWith(words[0]) === true &&
    words.slice(1).join(" ") === nameKey(surnameOf(target))) ||
    (words.length === 2 && words[1].length === 1 && words[0] === targetWords[0] && nameKey(surnameOf(target)).startsWith(words[1]));
}

/** Whether the text after a name opens with a generational suffix other than `suffix`. */
function otherSuffix(after: string, suffix: string): boolean {
  const m = SUFFIX_AFTER.exec(after);
  return m !== null && fold(m[0]).replace(/[^a-z]/g, "") !== suffix.replace(/[^a-z]/g, "");
}

/** The generational suffix of a name as a folded word ("jr"), or "". */
function suffixOf(name: string): string {
  const words = normalizeText(name).split(/\s+/).filter(Boolean);
  return words.slice(coreNameWords(name).length).map((w) => fold(w).replace(/[.,]/g, "")).join(" ");
}

/**
 * `primary`: in a document about one of a family ("Darnell Okafor Jr." beside his father "Darnell Okafor
 * Sr."), the person the bare surname means (the one the document's title names); without one, a bare
 * surname means neither.
 * "Okafor Sr." and "the elder Okafor" still mean the father.
 * `teams`: the library's team names; a name word inside one ("Harrowgate" of "Harrowgate Rovers", his
 * surname and his opponents' club) names the team, not a person (REQ-PPL-07).
 */
const SUFFIX_WORD: Record<string, string> = { jr: "junior", sr: "senior" };
const ELDER_WORD: Record<string, string> = { jr: "younger", sr: "elder" };

export function buildMentionMatcher(target: string, people: string[], aliases: string[] = [], primary?: string, teams: string[] = []): MentionMatcher {
  const targetCore = nameKey(coreNameWords(target).join(" "));
  const targetSuffix = suffixOf(target);
  // A suffix is identity (REQ-PPL-01): "Marcus Hale Sr." is never "Marcus Hale Jr.".
  const bareCoreListed = targetSuffix !== "" && people.some((p) => nameKey(p) === targetCore);
  // A full form the index bound to him ("Gus Feeney" for Augustus Feeney) is him, not another person.
  const boundForms = new Set(aliases.filter((a) => /\s/.test(a.trim())).map(nameKey));
  const isTarget = (name: string) => {
    if (boundForms.has(nameKey(name))) return true;
    if (nameKey(coreNameWords(name).join(" ")) === targetCore) return suffixOf(name) === targetSuffix || (suffixOf(name) === "" && !bareCoreListed);
    return isPartOf(name, target) && (suffixOf(name) === "" || suffixOf(name) === targetSuffix);
  };
  const others = [...new Map(people.filter((p) => p.trim() && !isTarget(p)).map((p) => [nameKey(p), p])).values()];
  // Core names carried by more than one person (father and son): only the suffixed form tells them apart.
  const coreCount = new Map<string, number>();
  for (const p of [target, ...others]) {
    const k = nameKey(coreNameWords(p).join(" "));
    coreCount.set(k, (coreCount.get(k) ?? 0) + 1);
  }

  const count = new Map<string, number>();
  const bump = (w: string) => w && count.set(fold(w), (count.get(fold(w)) ?? 0) + 1);
  for (const p of [target, ...others]) {
    bump(surnameOf(p));
    bump(givenNameOf(p));
  }
  // A nickname the documents bind to him ("Augustin "Gus" Halvorsen") is no longer another Gus's alone.
  for (const a of aliases) if (!/\s/.test(a.trim())) bump(a);
  const unique = (w: string) => w.length >= 3 && count.get(fold(w)) === 1;

  const patternsFor = (name: string, extra: string[] = []): Pattern[] => {
    const core = coreNameWords(name);
    const suffix = suffixOf(name);
    const surname = surnameOf(name);
    const given = givenNameOf(name);
    const aliasPatterns = extra.map((a) => ({ needle: fold(a), needsCapital: true }));
    if ((coreCount.get(nameKey(core.join(" "))) ?? 0) > 1) {
      // Shared core: the full suffixed name and "Hale Jr." only; a bare "Marcus Hale" is the unsuffixed one.
      const family = primary !== undefined && nameKey(primary) === nameKey(name) ? [{ needle: fold(surname), needsCapital: true, bare: true, family: true }] : [];
      if (!suffix) return [{ needle: fold(core.join(" ")), needsCapital: false, bare: true }, ...family, ...aliasPatterns];
      return [
        { needle: `${fold(core.join(" "))} ${suffix}`, needsCapital: false },
        { needle: `${fold(core.join(" "))}, ${suffix}`, needsCapital: false },
        { needle: `${fold(surname)} ${suffix}`, needsCapital: true },
        // A roster's "Pike, Reginald Jr.".
        { needle: `${fold(surname)}, ${fold(given)} ${suffix}`, needsCapital: true },
        // "Senior came in at 250 lb, Junior at 215 lb": father and son called by their suffix.
        ...(SUFFIX_WORD[suffix] ? [{ needle: SUFFIX_WORD[suffix], needsCapital: true }] : []),
        // "The elder Andre Castellane still walks like a center", "the younger Castellane".
        ...(ELDER_WORD[suffix] ? [core.join(" "), surname].map((n) => ({ needle: `the ${ELDER_WORD[suffix]} ${fold(n)}`, needsCapital: false })) : []),
        ...family,
        ...aliasPatterns,
      ];
    }
    // "Augustin "Gus" Pellerin": his full name around a nickname bound to him.
    const quoted = core.length === 2 ? extra.filter((a) => !/\s/.test(a.trim())).flatMap((a) => ['"', "'"].map((q) => ({ needle: fold(`${core[0]} ${q}${a}${q} ${core[1]}`), needsCapital: true }))) : [];
    const patterns: Pattern[] = [{ needle: fold(core.join(" ")), needsCapital: false }, ...quoted, ...aliasPatterns];
    if (core.length >= 2) {
      // A surname his cousin or brother shares is him in a document whose title names him (`primary`).
      if (unique(surname) || (primary !== undefined && nameKey(primary) === nameKey(name))) patterns.push({ needle: fold(surname), needsCapital: true });
      if (unique(given)) patterns.push({ needle: fold(given), needsCapital: true });
      patterns.push({ needle: fold(`${core[0][0]}. ${surname}`), needsCapital: true });
      // A roster's "STRAND, Oskar" (people.ts, invertedNames).
      patterns.push({ needle: fold(`${surname}, ${given}`), needsCapital: true });
      // A team sheet's "ZABALETA Iker" (the surname in capitals: "Taylor Jordan" is someone else).
      patterns.push({ needle: fold(`${surname} ${given}`), needsCapital: true, capsSurname: true });
    }
    return patterns;
  };

  const targetPerson: Person = { key: nameKey(target), patterns: patternsFor(target, aliases), suffix: targetSuffix };
  const otherPeople: Person[] = others.map((p) => ({ key: nameKey(p), patterns: patternsFor(p), suffix: suffixOf(p) }));
  // A surname that several other people share ("Marsh" beside Terrell and Dion Marsh) names one of them,
  // never the target: such a sentence is someone else's even though we cannot tell whose.
  const targetWords = new Set([surnameOf(target), givenNameOf(target)].map((w) => fold(w)));
  const sharedSurnames = [...new Set(others.map((p) => surnameOf(p)).filter((w) => w.length >= 3 && !targetWords.has(fold(w)) && !unique(w)))];
  if (sharedSurnames.length) otherPeople.push({ key: "?shared-surname", patterns: sharedSurnames.map((w) => ({ needle: fold(w), needsCapital: true })) });
  // "Corey Senior, now THAT was a rebounder": his father (or son) called by the other suffix, in a document
  // that never names him in full, is someone else (REQ-PPL-01).
  const relativeSuffix = ({ jr: "senior", sr: "junior" } as Record<string, string>)[targetSuffix];
  if (relativeSuffix && (coreCount.get(targetCore) ?? 0) === 1) otherPeople.push({ key: "?relative", patterns: [{ needle: fold(`${givenNameOf(target)} ${relativeSuffix}`), needsCapital: true }] });
  // A family sharing his name with no one the document is about: the bare surname is one of them, not him.
  if (primary === undefined && (coreCount.get(targetCore) ?? 0) > 1) otherPeople.push({ key: "?family", patterns: [{ needle: fold(surnameOf(target)), needsCapital: true, bare: true }] });

  const find = (original: string, folded: string, person: Person, taken: [number, number][] = []) => {
    let first = -1;
    let seen = false;
    let allPossessive = true;
    let allObject = true;
    let staff = false;
    // Longest forms first, and a short form inside a longer match ("Whitlock" of "with Quentin Whitlock") is
    // that same mention, not another one; nor is it inside someone else's full name (`taken`).
    const covered: [number, number][] = [];
    const fullSpans: [number, number][] = [];
    for (const { needle, needsCapital, bare, family, capsSurname } of [...person.patterns].sort((a, b) => b.needle.length - a.needle.length)) {
      for (const index of findWordAll(folded, needle)) {
        if (covered.some(([s, e]) => index >= s && index < e)) continue;
        if (taken.some(([s, e]) => index >= s && index + needle.length <= e)) continue;
        // "Loughlin" inside "O'Loughlin" is another surname.
        if (/(?:^|[^\p{L}])\p{L}['’]$/u.test(original.slice(Math.max(0, index - 3), index))) continue;
        if (needsCapital && !/\p{Lu}/u.test(original.slice(index, index + needle.length))) continue;
        if (capsSurname && /\p{Ll}/u.test(original.slice(index, index + needle.indexOf(" ")))) continue;
        if (bare && SUFFIX_AFTER.test(original.slice(index + needle.length, index + needle.length + 6))) continue;
        // "Pike, Reginald Jr." is not Reginald Pike Sr.
        if (person.suffix && otherSuffix(original.slice(index + needle.length, index + needle.length + 6), person.suffix)) {
          covered.push([index, index + needle.length]);
          continue;
        }
        if (family && FAMILY_QUALIFIER.test(original.slice(Math.max(0, index - 20), index))) continue;
        // "Brennan senior was a six-foot-four centre-half": the father of a target with no suffix ("Kerr
        // senior" is still a Kerr, someone else).
        if (person === targetPerson && needsCapital && !needle.includes(" ") && !person.suffix && SENIOR_AFTER.test(original.slice(index + needle.length, index + needle.length + 30))) continue;
        if (needsCapital && !needle.includes(" ") && FAMILY_COMPARED.test(original.slice(Math.max(0, index - 20), index))) continue;
        if (needsCapital && !needle.includes(" ") && WHOLE_FAMILY_AFTER.test(original.slice(index + needle.length, index + needle.length + 30))) continue;
        seen = true;
        covered.push([index, index + needle.length]);
        if (/[ -]/.test(needle)) fullSpans.push([index, index + needle.length]);
        // "Pruitt Jr.'s": a suffix and its full stop come before the possessive.
        const after = original.slice(index + needle.length, index + needle.length + 8).replace(/^(?:\s+(?:jr|sr|ii|iii|iv)\b)?\.?/i, "").slice(0, 2);
        const possessive = after === "'s" || after.startsWith("'");
        if (!possessive) {
          allPossessive = false;
          if (first < 0 || index < first) first = index;
        }
        if (!OBJECT_BEFORE.test(original.slice(Math.max(0, index - 12), index))) allObject = false;
        if (STAFF_BEFORE.test(original.slice(Math.max(0, index - 20), index)) || STAFF_AFTER.test(original.slice(index + needle.length, index + needle.length + 50))) staff = true;
      }
    }
    return { seen, first, allPossessive, allObject, staff, fullSpans };
  };

  const fullForms: Person = { key: targetPerson.key, patterns: targetPerson.patterns.filter((p) => /[ -]/.test(p.needle) && !/^\p{L}\. /u.test(p.needle)) };
  // Whether any other person's form can sit inside one of his own longer forms ("Mateus Ferreira" in
  // "Mateus Ferreira-Lund"): only then does summarize() need his full spans first.
  const nested = otherPeople.some((o) => o.patterns.some((q) => fullForms.patterns.some((f) => f.needle.includes(q.needle))));
  const teamNeedles = [...new Set(teams.map((t) => fold(normalizeText(t))).filter((t) => t.includes(" ")))];
  const teamSpans = (folded: string): [number, number][] =>
    teamNeedles.flatMap((t) => findWordAll(folded, t).map((at): [number, number] => [at, at + t.length]));
  return {
    isTarget,
    namesInFull: (text: string) => find(text, foldAligned(text), fullForms).seen,
    summarize(text: string): MentionSummary {
      const folded = foldAligned(text);
      const found = new Set<string>();
      const staff = new Set<string>();
      let firstOther = -1;
      let othersPossessiveOnly = true;
      let othersObjectOnly = true;
      // Where other people are named in full: "Castellanos" in "his cousin, Rafa Castellanos" is Rafa.
      const othersInFull: [number, number][] = [];
      // "Mateus Ferreira" inside "Mateus Ferreira-Lund", "Ferreira" inside "Ferreira-Lund": his own longer
      // name, not the namesake's.
      const inTeams = teamNeedles.length ? teamSpans(folded) : [];
      const his = [...(nested ? find(text, folded, fullForms).fullSpans : []), ...inTeams];
      for (const person of otherPeople) {
        const o = find(text, folded, person, his);
        if (!o.seen) continue;
        othersInFull.push(...o.fullSpans);
        found.add(person.key);
        if (o.staff) staff.add(person.key);
        if (!o.allPossessive) othersPossessiveOnly = false;
        if (!o.allObject) othersObjectOnly = false;
        if (o.first >= 0 && (firstOther < 0 || o.first < firstOther)) firstOther = o.first;
      }
      // "Mr Dawes is 6 foot 5 and he was taller than Teodor!": a title before a name that is not his is
      // someone else.
      for (const t of text.matchAll(TITLED)) {
        const word = fold(t[2]);
        // ("Mr. Basketball", "Mr. Irrelevant": a title, not a person; "14 Oak Dr Apt 2": a street.)
        if (NOT_TITLED.test(t[2]) || (/^dr/i.test(t[1]) && /\d+[ \t]+\p{Lu}[\p{L}'’-]*[ \t]+$/u.test(text.slice(Math.max(0, t.index - 30), t.index)))) continue;
        // ("His mother, Mrs. Rennick, is 5-11": a woman's title before his surname is his relative.)
        const female = /^(?:mrs|ms|miss)$/i.test(t[1]) && word === fold(surnameOf(target));
        if ((targetWords.has(word) && !female) || othersInFull.some(([s, e]) => t.index >= s && t.index < e)) continue;
        // ("about the same as three of Mrs Ng", "Mrs Ng's class", "(Mrs Ng says: not quite.)": named in passing
        // or in an aside, not a subject.)
        const inAside = text.lastIndexOf("(", t.index) > text.lastIndexOf(")", t.index);
        if (inAside || /^['’]s?\b/.test(text.slice(t.index + t[0].length)) || PASSING_BEFORE.test(text.slice(Math.max(0, t.index - 12), t.index))) continue;
        found.add(`?titled ${word}`);
        // ("bonded by Dr. Pruett": a doctor, like a coach, is staff, not a player.)
        if (/^dr/i.test(t[1])) staff.add(`?titled ${word}`);
        othersPossessiveOnly = false;
        othersObjectOnly = false;
        if (firstOther < 0 || t.index < firstOther) firstOther = t.index;
      }
      const t = find(text, folded, targetPerson, [...othersInFull, ...inTeams]);
      return {
        target: t.seen,
        targetPossessiveOnly: t.seen && t.allPossessive,
        targetObjectOnly: t.seen && t.allObject,
        others: found,
        othersPossessiveOnly: found.size > 0 && othersPossessiveOnly,
        othersObjectOnly: found.size > 0 && othersObjectOnly,
        staff,
        firstTarget: t.first,
        firstOther,
      };
    },
  };
}
