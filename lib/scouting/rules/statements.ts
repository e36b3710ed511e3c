// Collects the classified statements, stat lines and age of one player across chunks (extract.ts calls
// add() once per chunk and finish() once): duplicates merge, keeping every supporting chunk and quote.

import type { AttributedSegment } from "./attribution";
import { attributedText } from "./attribution";
import { findAges } from "./age";
import { findCombineResults, findStatLines, type StatKind } from "./stats";
import { extractNotes, traitKey } from "./traits";
import type { ScoutingNote, StatLine } from "@/lib/scouting/types";
import { fold } from "./text";

const MAX_NOTES_PER_KIND = 16;
const MAX_STATS = 8;
const STAT_ORDER: Record<StatKind, number> = { season: 0, career: 1, split: 2, combine: 3, other: 4 };

type Age = { years: number; text: string; chunkId: string; date: string | null; order: number };

export function createStatementCollector(subjectNames: string[]) {
  const notes = new Map<string, ScoutingNote & { order: number; base: number }>();
  const stats = new Map<string, StatLine & { order: number }>();
  const ages: Age[] = [];
  let order = 0;

  return {
    add(chunkId: string, segments: AttributedSegment[], date: string | null) {
      for (const n of extractNotes(attributedText(segments), { subjectNames })) {
        const key = `${n.kind}|${n.kind === "risk" || n.kind === "projection" || n.kind === "recommendation" ? traitKey(n.text) : traitKey(n.label)}`;
        const existing = notes.get(key);
        const quote = { chunkId, text: n.quote };
        if (!existing) {
          notes.set(key, { kind: n.kind, label: n.label, text: n.text, topic: n.topic, chunkIds: [chunkId], quotes: [quote], weight: n.weight, base: n.weight, order: order++ });
          continue;
        }
        if (!existing.chunkIds.includes(chunkId)) {
          existing.chunkIds.push(chunkId);
          existing.weight += 0.5;
        }
        if (!existing.quotes.some((q) => q.chunkId === chunkId && q.text === n.quote)) existing.quotes.push(quote);
        // The fuller source (a section list over a passing mention) writes the bullet.
        if (n.weight > existing.base) {
          existing.weight += n.weight - existing.base;
          existing.text = n.text;
          existing.base = n.weight;
        }
      }
      for (const segment of segments) {
        const found = segment.kind === "row" ? [findCombineResults(segment.text)].filter((x) => x !== null) : findStatLines(segment.text);
        for (const s of found) {
          const key = fold(s.text).replace(/[^\p{L}\p{N}.%]+/gu, " ").trim();
          const existing = stats.get(key);
          if (existing) {
            if (!existing.chunkIds.includes(chunkId)) existing.chunkIds.push(chunkId);
            continue;
          }
          stats.set(key, { text: s.text, context: s.context, kind: s.kind, chunkIds: [chunkId], quotes: [{ chunkId, text: s.quote }], order: order++ });
        }
        if (segment.kind !== "heading") for (const a of findAges(segment.text)) ages.push({ ...a, chunkId, date, order: order++ });
      }
    },
    finish(): { notes: ScoutingNote[]; stats: StatLine[]; age?: { value: number; chunkIds: string[]; asWritten: string } } {
      const byKind = new Map<string, number>();
      const outNotes: ScoutingNote[] = [];
      for (const n of [...notes.values()].sort((a, b) => a.order - b.order)) {
        const count = byKind.get(n.kind) ?? 0;
        if (count >= MAX_NOTES_PER_KIND) continue;
        byKind.set(n.kind, count + 1);
        outNotes.push({ kind: n.kind, label: n.label, text: n.text, topic: n.topic, chunkIds: n.chunkIds, quotes: n.quotes, weight: n.weight });
      }
      const outStats = [...stats.values()]
        .sort((a, b) => STAT_ORDER[a.kind] - STAT_ORDER[b.kind] || a.order - b.order)
        .slice(0, MAX_STATS)
        .map(({ order: _order, ...s }) => s);
      // The newest dated statement of age wins; then the first one found.
      const best = [...ages].sort((a, b) => (b.date ?? "").localeCompare(a.date ?? "") || a.order - b.order)[0];
      const age = best
        ? { value: best.years, asWritten: best.text, chunkIds: [...new Set(ages.filter((a) => a.years === best.years).map((a) => a.chunkId))] }
        : undefined;
      return { notes: outNotes, stats: outStats, age };
    },
  };
}

/**
 * The player's strengths or weaknesses as the card stores them: the scouting bullets (lead and detail),
 * heaviest evidence first, without the closing period.
 */
export function traitsFromNotes(notes: ScoutingNote[], kind: "strength" | "weakness", max: number): { value: string; chunkIds: string[] }[] {
  return notes
    .map((n, order) => ({ n, order }))
    .filter(({ n }) => n.kind === kind)
    .sort((a, b) => b.n.weight - a.n.weight || a.order - b.order)
    // (The same words under two labels, from a table cell and its row, are one bullet.)
    .filter(({ n }, k, all) => all.findIndex((o) => traitKey(o.n.text) === traitKey(n.text)) === k)
    .slice(0, max)
    .map(({ n }) => ({ value: n.text.replace(/\.$/, ""), chunkIds: n.chunkIds }));
}
