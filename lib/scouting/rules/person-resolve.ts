// Resolves a requested player name against the people index (REQ-PPL-02): exact name (a generational
// suffix is identity), then a short form a document binds to one person, then near spellings offered as
// "did you mean". Never guesses between two people.

import { coreNameWords, nameKey } from "./names";

export type PersonMatch = {
  key: string;
  name: string;
  aliases: string[];
  documentIds: string[];
  mentions: number;
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
  return { status: "not_found", suggestions: suggestions(candidates, key) };
}

function suggestions(candidates: PersonMatch[], key: string): PersonMatch[] {
  return candidates
    .filter((c) => c.key !== key)
    .sort((a, b) => b.similarity - a.similarity || byWeight(a, b))
    .slice(0, MAX_CHOICES);
}
