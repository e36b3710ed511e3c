// Chooses one value when sources disagree: the newest dated source wins, then the value more chunks
// support, then the better-ranked chunk. Every losing value is reported as a conflict.

import type { ExtractionConflict, Supported } from "./types";

export type Candidate<T> = {
  value: T;
  chunkId: string;
  /** ISO date of the source, or null when unknown. */
  date: string | null;
  /** Rank of the chunk in the input (retrieval order), then position inside it. */
  order: number;
  /** Its own words date it back ("as a 270-pound walk-on"): below any value said of the present. */
  past?: boolean;
};

type Group<T> = { members: Candidate<T>[]; newest: string | null; past: boolean; support: number; first: number };

function summarize<T>(members: Candidate<T>[]): Group<T> {
  const dates = members.map((m) => m.date).filter((d): d is string => d !== null).sort();
  return {
    members,
    newest: dates.at(-1) ?? null,
    past: members.every((m) => m.past === true),
    support: new Set(members.map((m) => m.chunkId)).size,
    first: Math.min(...members.map((m) => m.order)),
  };
}

function compareGroups<T>(a: Group<T>, b: Group<T>): number {
  if (a.newest !== b.newest) return (b.newest ?? "").localeCompare(a.newest ?? "");
  if (a.past !== b.past) return a.past ? 1 : -1;
  if (a.support !== b.support) return b.support - a.support;
  return a.first - b.first;
}

function chunkIds<T>(members: Candidate<T>[]): string[] {
  return [...new Set(members.map((m) => m.chunkId))];
}

function reason<T>(kept: Group<T>, dropped: Group<T>): string {
  if (kept.newest && kept.newest !== dropped.newest) {
    return `Newer source (${kept.newest}) supersedes ${dropped.newest ? `older source (${dropped.newest})` : "an undated source"}`;
  }
  if (kept.support !== dropped.support) return `More sources agree (${kept.support} vs ${dropped.support})`;
  return kept.newest ? `Sources from the same date disagree; kept the higher-ranked source` : "Undated sources disagree; kept the higher-ranked source";
}

/**
 * Resolves candidates for one field. `same` says whether two values agree (a tolerance for units that
 * round differently: 6'9" is 206 cm, 2.06 m is 206 cm).
 */
export function resolveField<T>(
  field: string,
  candidates: Candidate<T>[],
  same: (a: T, b: T) => boolean,
  show: (v: T) => string,
): { value: Supported<T>; conflicts: ExtractionConflict[] } | null {
  if (!candidates.length) return null;
  const buckets: Candidate<T>[][] = [];
  for (const c of [...candidates].sort((a, b) => a.order - b.order)) {
    const bucket = buckets.find((b) => same(b[0].value, c.value));
    if (bucket) bucket.push(c);
    else buckets.push([c]);
  }
  const groups = buckets.map(summarize).sort(compareGroups);
  const [winner, ...losers] = groups;
  // Inside the winning group, the newest (then most common) spelling of the value is shown.
  const newestMember = [...winner.members].sort((a, b) => (b.date ?? "").localeCompare(a.date ?? "") || a.order - b.order)[0];
  const kept = show(newestMember.value);
  return {
    value: { value: newestMember.value, chunkIds: chunkIds(winner.members) },
    conflicts: losers.map((g) => ({
      field,
      kept,
      dropped: show(g.members[0].value),
      keptChunkIds: chunkIds(winner.members),
      droppedChunkIds: chunkIds(g.members),
      reason: reason(winner, g),
    })),
  };
}
