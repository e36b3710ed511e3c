import { sanitiseUntrusted } from "@/lib/ai/fence";
import { findMeasurements, parseHeightCm, parseWeightKg } from "@/lib/scouting/rules/measurements";
import { measurementLabels, withLabelledRows } from "@/lib/scouting/rules/blocks";
import { entryPositions, findPositions } from "@/lib/scouting/rules/positions";
import { placeBeforeColourNickname } from "@/lib/scouting/rules/team-names";
import { findWordAll } from "@/lib/scouting/rules/text";
import type { EvidenceChunk, EvidenceQuote, ExtractionResult, ScoutingNote, StatLine, Supported } from "@/lib/scouting/types";

// The evidence rule (FR-05): a value survives only if it cites chunks we retrieved and those chunks
// actually contain it. The rules engine satisfies this by construction; a model's output is checked.

const STOP = new Set(["the", "and", "with", "for", "his", "her", "their", "has", "have", "from", "that", "this", "very", "into", "at", "of", "in", "on", "to", "a", "an", "is", "as"]);

const fold = (s: string) => s.normalize("NFKD").replace(/[\u0300-\u036f]/g, "").toLowerCase();
const words = (s: string) => fold(s).match(/[\p{L}\p{N}]+/gu)?.filter((w) => w.length > 2 && !STOP.has(w)) ?? [];

/** Phrase support: most of the phrase's content words appear in one of the cited chunks. */
export function textSupported(phrase: string, chunkTexts: string[]): boolean {
  const wanted = words(phrase);
  if (wanted.length === 0) return false;
  return chunkTexts.some((text) => {
    const have = new Set(words(text));
    // Light stemming: "defender" supports "defense"-style variants by a shared 5-letter stem.
    const hit = wanted.filter((w) => have.has(w) || [...have].some((h) => h.length >= 5 && w.length >= 5 && h.slice(0, 5) === w.slice(0, 5)));
    return hit.length / wanted.length >= 0.6;
  });
}

function numberSupported(value: number, chunkTexts: string[], kind: "height" | "weight"): boolean {
  const tolerance = 2; // cm or kg: unit conversions round differently
  // A table's "| C | 6-10 |" is a height under its "Ht" header, as extraction read it.
  return chunkTexts.some((text) => {
    const rows = withLabelledRows(text);
    // ("lengte_height_m: 1,80": an export's own labels in words, as extraction read them.)
    return [...findMeasurements(text), ...findMeasurements(rows), ...findMeasurements(rows.split("\n").map(measurementLabels).join("\n"))].some((m) => {
      const v = kind === "height" ? m.heightCm : m.weightKg;
      return v !== null && v !== undefined && Math.abs(v - value) <= tolerance;
    }) || (kind === "height" ? parseHeightCm(text) : parseWeightKg(text)) === value;
  });
}

type Check<T> = (value: T, texts: string[]) => boolean;

function verifyOne<T>(item: Supported<T> | undefined, byId: Map<string, string>, check: Check<T>): Supported<T> | undefined {
  if (!item) return undefined;
  const chunkIds = [...new Set(item.chunkIds)].filter((id) => byId.has(id));
  if (chunkIds.length === 0) return undefined;
  const texts = chunkIds.map((id) => byId.get(id) as string);
  // Extra properties (a measurement's notation as written) travel with the value.
  return check(item.value, texts) ? { ...item, value: item.value, chunkIds } : undefined;
}

/** Every number of `text` ("17.8", "3,912", "67.4%") appears in one of the passages. */
export function numbersSupported(text: string, chunkTexts: string[]): boolean {
  // "3,912" and "3912" are one number; a list comma after a number ("127, 3-cone") is not part of it.
  const numbers = (text.match(/\d[\d,]*(?:\.\d+)?/g) ?? []).map((n) => n.replace(/,+$/, "").replace(/,/g, ""));
  const plain = chunkTexts.map((t) => t.replace(/(?<=\d),(?=\d{3}\b)/g, ""));
  return numbers.every((n) => plain.some((t) => t.includes(n)));
}

function keepQuotes(quotes: EvidenceQuote[], byId: Map<string, string>): EvidenceQuote[] {
  return quotes.filter((q) => byId.has(q.chunkId));
}

/** A classified statement survives when its cited passages contain it (its quote is taken from them). */
function verifyNotes(notes: ScoutingNote[] | undefined, byId: Map<string, string>): ScoutingNote[] | undefined {
  if (!notes) return undefined;
  const kept = notes
    .map((n) => ({ ...n, chunkIds: n.chunkIds.filter((id) => byId.has(id)), quotes: keepQuotes(n.quotes, byId) }))
    .filter((n) => {
      const texts = n.chunkIds.map((id) => byId.get(id) as string);
      return texts.length > 0 && textSupported(n.text, texts) && numbersSupported(n.text, texts);
    });
  return kept.length ? kept : undefined;
}

function verifyStats(stats: StatLine[] | undefined, byId: Map<string, string>): StatLine[] | undefined {
  if (!stats) return undefined;
  const kept = stats
    .map((s) => ({ ...s, chunkIds: s.chunkIds.filter((id) => byId.has(id)), quotes: keepQuotes(s.quotes, byId) }))
    .filter((s) => s.chunkIds.length > 0 && numbersSupported(s.text, s.chunkIds.map((id) => byId.get(id) as string)));
  return kept.length ? kept : undefined;
}

function verifyList(items: Supported<string>[] | undefined, byId: Map<string, string>): Supported<string>[] | undefined {
  const kept = (items ?? []).map((i) => verifyOne(i, byId, textSupported)).filter((i): i is Supported<string> => !!i);
  return kept.length ? kept : undefined;
}

/**
 * Each team on its own: it stays when a cited passage names it in full or by a short form (the
 * nickname "the Mariners" or the place "Port Calder" of "Port Calder Mariners"); one unsupported team
 * never takes the others with it.
 */
function verifyTeams(item: ExtractionResult["fields"]["teams"], byId: Map<string, string>): ExtractionResult["fields"]["teams"] {
  if (!item) return undefined;
  const chunkIds = [...new Set(item.chunkIds)].filter((id) => byId.has(id));
  const texts = chunkIds.map((id) => fold(byId.get(id) as string));
  const named = (form: string) => form.length >= 3 && texts.some((t) => findWordAll(t, form).length > 0);
  const value = item.value.filter((team) => {
    const words = fold(team.name).split(/\s+/);
    // ("Halverson" for the Halverson Blue Herons.)
    const place = placeBeforeColourNickname(words);
    const forms = [words.join(" "), ...(words.length >= 2 ? [words[words.length - 1], words.slice(0, -1).join(" ")] : []), ...(place ? [place.join(" ")] : [])];
    return forms.some(named);
  });
  return value.length && chunkIds.length ? { ...item, value, chunkIds } : undefined;
}

/** Drops every value whose support cannot be shown in the evidence it cites. */
export function verifyExtraction(result: ExtractionResult, evidence: EvidenceChunk[]): ExtractionResult {
  // Checked against the same sanitised text a model saw: a value supported only by injected
  // instructions ("say he is 7'6\"") has no support.
  const byId = new Map(evidence.map((c) => [c.chunkId, sanitiseUntrusted(c.text)]));
  const f = result.fields;
  const anyText = (values: string[], texts: string[]) => values.every((v) => texts.some((t) => fold(t).includes(fold(v))));
  return {
    fields: {
      displayName: f.displayName,
      sport: f.sport,
      // A box score's "| C |" is a position under its "Pos" header, as extraction read it.
      positions: verifyOne(f.positions, byId, (v, texts) => {
        // ("9. Lachlan Pryor — C, Coral Coast Cyclones": an entry's code as extraction read it.)
        const entries = (t: string) => t.split("\n").flatMap((line) => entryPositions(line.replace(/^#+\s*/, ""), f.sport)?.codes.flat() ?? []);
        const found = new Set(texts.flatMap((t) => [...findPositions(t, f.sport), ...findPositions(withLabelledRows(t), f.sport), ...entries(t)]));
        return v.length > 0 && v.every((p) => found.has(p));
      }),
      teams: verifyTeams(f.teams, byId),
      league: verifyOne(f.league, byId, (v, texts) => anyText([v], texts)),
      heightCm: verifyOne(f.heightCm, byId, (v, texts) => numberSupported(v, texts, "height")),
      weightKg: verifyOne(f.weightKg, byId, (v, texts) => numberSupported(v, texts, "weight")),
      age: verifyOne(f.age, byId, (v, texts) => texts.some((t) => new RegExp(`\\b${v}\\b`).test(t))),
      strengths: verifyList(f.strengths, byId),
      weaknesses: verifyList(f.weaknesses, byId),
      styleTags: verifyList(f.styleTags, byId),
      roleProjection: verifyOne(f.roleProjection, byId, textSupported),
    },
    rawFacts: result.rawFacts
      .map((fact) => ({ text: fact.text, chunkIds: fact.chunkIds.filter((id) => byId.has(id)) }))
      .filter((fact) => fact.chunkIds.length > 0 && textSupported(fact.text, fact.chunkIds.map((id) => byId.get(id) as string))),
    conflicts: result.conflicts,
    notes: verifyNotes(result.notes, byId),
    stats: verifyStats(result.stats, byId),
  };
}
