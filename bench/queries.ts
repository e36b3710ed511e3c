// The fixed query set: the lookups the scouting workflow issues, plus a few attribute searches.
import { GENERIC_QUERIES } from "./corpus-vocabulary";
import type { Player } from "./corpus";
import { createRng, type Rng } from "./prng";

export type QueryKind = "name" | "name+strengths" | "name+physical" | "name+shooting" | "misspelt" | "generic";
export type BenchQuery = { text: string; kind: QueryKind; player?: Player };

const PLAYER_KINDS: QueryKind[] = ["name", "name+strengths", "name+physical", "name+shooting", "misspelt"];

// A typo of the kind people make when typing a name from memory: doubled, dropped, swapped or wrong vowel.
export function misspell(word: string, rng: Rng): string {
  const letters = [...word];
  for (let attempt = 0; attempt < 10; attempt++) {
    const i = rng.int(1, letters.length - 2);
    const out = [...letters];
    const op = rng.int(0, 3);
    if (op === 0) out.splice(i, 0, out[i]);
    else if (op === 1) out.splice(i, 1);
    else if (op === 2) [out[i], out[i + 1]] = [out[i + 1], out[i]];
    else out[i] = "aeiou".includes(out[i]) ? rng.pick(["a", "e", "i", "o", "u"].filter((v) => v !== out[i])) : `${out[i]}e`;
    const typo = out.join("");
    if (typo.toLowerCase() !== word.toLowerCase() && /^[A-Z]/.test(typo)) return typo;
  }
  return `${word}e`;
}

function playerQuery(p: Player, kind: QueryKind, rng: Rng): string {
  switch (kind) {
    case "name+strengths":
      return `${p.name} strengths weaknesses`;
    case "name+physical":
      return `${p.name} height weight position`;
    case "name+shooting":
      return `${p.name} shooting percentage`;
    case "misspelt":
      // Mostly the surname is misspelt (it is the rarer, longer word); sometimes the first name.
      return rng.chance(0.75) ? `${p.first} ${misspell(p.last, rng)}` : `${misspell(p.first, rng)} ${p.last}`;
    default:
      return p.name;
  }
}

/** `count` queries; players are taken from the front of the corpus so they exist at the smallest size. */
export function createQueries(featured: Player[], count: number, seed: number): BenchQuery[] {
  const rng = createRng(seed ^ 0x9e7);
  const generic = Math.min(GENERIC_QUERIES.length, Math.max(1, Math.round(count / 6)));
  const queries: BenchQuery[] = GENERIC_QUERIES.slice(0, generic).map((text) => ({ text, kind: "generic" }));
  // The first ~50 documents' subjects: all present once the corpus has 1k chunks (~90 documents).
  const pool = featured.slice(0, 50);
  for (let i = 0; queries.length < count; i++) {
    const player = pool[i % pool.length];
    // Shift the kind each pass over the pool so a second pass asks different questions.
    const kind = PLAYER_KINDS[(i + Math.floor(i / pool.length)) % PLAYER_KINDS.length];
    queries.push({ text: playerQuery(player, kind, rng), kind, player });
  }
  return queries;
}
