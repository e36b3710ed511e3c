// Resolves a requested player name against the people index (REQ-PPL-02): exact name (a generational
// suffix is identity), then a short form a document binds to one person, then a spelling one or two
// letters off when only one person is that close; farther names are offered as "did you mean". Never
// guesses between two people.

import { coreNameWords, nameKey } from "./names";

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

const MAX_CHOICES = 4;

const coreKey = (name: string) => nameKey(coreNameWords(name).join(" "));
const byWeight = (a: PersonMatch, b: PersonMatch) => b.documentIds.length - a.documentIds.length || b.mentions - a.mentions;

export function resolvePerson(requested: string, candidates: PersonMatch[]): PersonResolution {
  const key = nameKey(requested);
  const core = coreKey(requested);
  const hasSuffix = key !== core;
  const exact = candidates.filter((c) => c.key === key);
  // Same core name, another (or no) suffix: "Marcus Hale Sr." beside "Marcus Hale Jr.".
  const sameCore = candidates.filter((c) => c.key !== key && coreKey(c.name) === core);
  if (exact.length) {
    // A bare name when the documents also hold a suffixed person of that name: ask which one.
    if (!hasSuffix && sameCore.length) return { status: "ambiguous", choices: [...exact, ...sameCore.sort(byWeight)].slice(0, MAX_CHOICES) };
    return { status: "found", person: exact[0] };
  }
  if (hasSuffix) {
    // "Jr." asked, only his father (or a plain namesake) documented: never substitute one for the other.
    return { status: "not_found", suggestions: suggestions(candidates, key) };
  }
  if (sameCore.length === 1) return { status: "found", person: sameCore[0] };
  if (sameCore.length > 1) return { status: "ambiguous", choices: sameCore.sort(byWeight).slice(0, MAX_CHOICES) };
  const byAlias = candidates.filter((c) => c.aliases.includes(key));
  if (byAlias.length === 1) return { status: "found", person: byAlias[0] };
  if (byAlias.length > 1) return { status: "ambiguous", choices: byAlias.sort(byWeight).slice(0, MAX_CHOICES) };
  // A slip of one letter ("Tomas Fereira") is that player when nobody else is as close; two near names
  // ("Brooks" and "Brookes") are asked about. Two letters apart is another name as often as a typo
  // ("Darius" / "Dario Stroud"): offered as "did you mean", never taken silently.
  const near = candidates.filter((c) => editDistance(c.key, key) <= 1 && sameInitials(c.key, key));
  if (near.length === 1) return { status: "found", person: near[0] };
  if (near.length > 1) return { status: "ambiguous", choices: near.sort(byWeight).slice(0, MAX_CHOICES) };
  return { status: "not_found", suggestions: suggestions(candidates, key) };
}

const MAX_TYPOS = 2;

/** Each word starts with the same letter: "Jalen Brokes" may be "Jalen Brooks", "Dalen Brooks" is not. */
function sameInitials(a: string, b: string): boolean {
  const wa = a.split(" ");
  const wb = b.split(" ");
  return wa.length === wb.length && wa.every((w, i) => w[0] === wb[i][0]);
}

/** Levenshtein distance, stopping early past MAX_TYPOS. */
export function editDistance(a: string, b: string): number {
  if (Math.abs(a.length - b.length) > MAX_TYPOS) return MAX_TYPOS + 1;
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) row[j] = Math.min(prev[j] + 1, row[j - 1] + 1, prev[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
    if (Math.min(...row) > MAX_TYPOS) return MAX_TYPOS + 1;
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
