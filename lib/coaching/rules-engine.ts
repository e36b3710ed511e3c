import type { PlayerBrief, PlayerFact } from "./brief";
import { ANSWER_LIMIT, COACHES } from "./coaches";
import { kbTagsIn } from "./citations";
import { knowledgeFor, type KnowledgeEntry } from "./knowledge";
import type { CoachId } from "./types";

// COACH-07, a coach without a model: the player's documented strengths, weaknesses, tendencies and
// risks are matched to knowledge-base entries. The player's evidence says why ("From the report: … [E2]"),
// the entry says what ("General guidance [KB id]: …"). Context sharing is real here too: the earlier
// coaches' answers (full or summarised, they keep every tag and quoted fact) are read, and entries and
// facts they already gave are dropped.

const MAX_ITEMS = 3;
const STOP = new Set("what when where which should would could about their there with from into than then this that have does doing make more most much very just also your ours they them him her his hers how can we our the and for are was were been being get got use do on in at of to a an is it he she".split(" "));

export const norm = (s: string) => s.toLowerCase().replace(/[^a-z0-9%]+/g, " ").replace(/\s+/g, " ").trim();
const hasPhrase = (haystack: string, phrase: string) => ` ${norm(haystack)} `.includes(` ${norm(phrase)} `);
const stem = (w: string) => w.slice(0, 5);

function questionWords(question: string): string[] {
  return [...new Set(norm(question).split(" ").filter((w) => w.length >= 4 && !STOP.has(w)).map(stem))];
}
const overlap = (words: string[], text: string) => {
  const stems = new Set(norm(text).split(" ").map(stem));
  return words.filter((w) => stems.has(w)).length;
};

/** A fact already given when its text (the quoted statement) appears in an earlier answer. */
const factKey = (fact: PlayerFact) => norm(fact.text).slice(0, 60);

export type RulesAnswer = { lines: string[]; entries: string[]; facts: string[] };

export function rulesAnswer(input: { coach: CoachId; question: string; brief: PlayerBrief; context: string[] }): RulesAnswer {
  const { coach, question, brief } = input;
  const spec = COACHES[coach];
  const earlier = input.context.join("\n");
  const usedEntries = kbTagsIn(earlier);
  const earlierNorm = ` ${norm(earlier)} `;
  const usedFact = (f: PlayerFact) => earlierNorm.includes(` ${factKey(f)}`);
  const entries = knowledgeFor(brief.sport).filter((e) => e.coach === coach && !usedEntries.has(e.id));
  const words = questionWords(question);

  type Pair = { fact: PlayerFact; entry: KnowledgeEntry; score: number; focus: number };
  const pairs: Pair[] = [];
  for (const fact of brief.facts) {
    if (usedFact(fact)) continue;
    for (const entry of entries) {
      if (!entry.kinds.includes(fact.kind)) continue;
      const hits = entry.triggers.filter((t) => hasPhrase(fact.text, t)).length;
      if (hits === 0) continue;
      const focus = 2 * overlap(words, fact.text) + entry.triggers.filter((t) => hasPhrase(question, t)).length + overlap(words, entry.area);
      pairs.push({ fact, entry, score: hits + 3 * focus + (fact.kind === "weakness" || fact.kind === "risk" ? 1 : 0), focus });
    }
  }
  const focused = pairs.filter((p) => p.focus > 0);
  const pool = (focused.length ? focused : pairs).sort((a, b) => b.score - a.score || a.fact.id.localeCompare(b.fact.id));

  const lines: string[] = [];
  const chosenEntries: string[] = [];
  const chosenFacts: string[] = [];
  if (input.context.length && pool.length) lines.push(`Note: building on the earlier ${input.context.length > 1 ? "coaches" : "coach"}, this adds the ${spec.area} side without repeating it.`);
  let length = lines.join("\n").length;
  for (const pair of pool) {
    if (chosenEntries.length >= MAX_ITEMS) break;
    if (chosenEntries.includes(pair.entry.id) || chosenFacts.includes(pair.fact.id)) continue;
    const item = [`From the report: ${pair.fact.text} ${pair.fact.tags.map((t) => `[${t}]`).join("")}`, `General guidance [KB ${pair.entry.id}]: ${pair.entry.what} ${pair.entry.rationale}`];
    const added = item.join("\n").length + 2;
    if (length + added > ANSWER_LIMIT) continue;
    if (lines.length) lines.push("");
    lines.push(...item);
    length += added;
    chosenEntries.push(pair.entry.id);
    chosenFacts.push(pair.fact.id);
  }
  if (chosenEntries.length === 0) {
    // Nothing documented about the player fits: general guidance only, said to be general.
    const general = entries.filter((e) => e.triggers.some((t) => hasPhrase(question, t))).slice(0, 1);
    if (general.length) {
      lines.push(`Note: ${brief.name}'s latest report documents nothing that speaks to this directly, so what follows is general guidance, not a finding about the player.`);
      for (const e of general) {
        lines.push(`General guidance [KB ${e.id}]: ${e.what} ${e.rationale}`);
        chosenEntries.push(e.id);
      }
    } else if (input.context.length) {
      lines.push(`Note: the earlier coaches already covered what ${brief.name}'s report supports here; nothing new to add on the ${spec.area} side.`);
    } else {
      lines.push(`Note: ${brief.name}'s latest report documents nothing on the ${spec.area} side that this question touches.`);
    }
  }
  return { lines, entries: chosenEntries, facts: chosenFacts };
}
