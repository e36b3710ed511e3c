import type { PlayerBrief } from "./brief";
import { KNOWLEDGE_VERSION, type KnowledgeEntry } from "./knowledge";
import type { CoachCitation } from "./types";

// Both engines write the same tags: [E3] for a passage of the player's documents, [KB id] for a
// knowledge-base entry. The citations list is derived from the text, so it never lists what the
// answer does not use, and a tag the brief does not hold is dropped (never invented).

const EVIDENCE_TAG = /\[(E\d+)\]/g;
const KB_TAG = /\[KB ([a-z0-9-]+)\]/g;

export function citationsOf(text: string, brief: PlayerBrief, entries: KnowledgeEntry[]): CoachCitation[] {
  const out: CoachCitation[] = [];
  const seen = new Set<string>();
  for (const m of text.matchAll(EVIDENCE_TAG)) {
    const passage = brief.passages.get(m[1]);
    if (!passage || seen.has(m[1])) continue;
    seen.add(m[1]);
    const { text: _text, ...citation } = passage;
    out.push(citation);
  }
  const byId = new Map(entries.map((e) => [e.id, e]));
  for (const m of text.matchAll(KB_TAG)) {
    const entry = byId.get(m[1]);
    if (!entry || seen.has(m[1])) continue;
    seen.add(m[1]);
    out.push({ kind: "knowledge", tag: `KB ${entry.id}`, entryId: entry.id, title: entry.title, version: KNOWLEDGE_VERSION });
  }
  return out;
}

/** Removes evidence tags that do not name a passage of this player (a model may invent one). */
export function dropUnknownTags(text: string, brief: PlayerBrief): string {
  return text.replace(EVIDENCE_TAG, (tag, id: string) => (brief.passages.has(id) ? tag : ""));
}

export const kbTagsIn = (text: string) => new Set([...text.matchAll(KB_TAG)].map((m) => m[1]));
export const evidenceTagsIn = (text: string) => new Set([...text.matchAll(EVIDENCE_TAG)].map((m) => m[1]));
