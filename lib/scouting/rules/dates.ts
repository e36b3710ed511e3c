// Dates of documents, so that newer sources win conflicts. Only labelled dates ("Updated March 2026",
// "Date: 2026-03-14") or a dateline near the top count: a game date in the text is not the document's.

import { normalizeText } from "./text";

const MONTH_INDEX: Record<string, number> = {
  jan: 1, feb: 2, mar: 3, apr: 4, may: 5, jun: 6, jul: 7, aug: 8, sep: 9, oct: 10, nov: 11, dec: 12,
};
const MONTHS = String.raw`Jan(?:uary)?|Feb(?:ruary)?|Mar(?:ch)?|Apr(?:il)?|May|June?|July?|Aug(?:ust)?|Sep(?:t(?:ember)?)?|Oct(?:ober)?|Nov(?:ember)?|Dec(?:ember)?`;
const MONTH = String.raw`(${MONTHS})\.?`;
/** A month's name or abbreviation, as a pattern without a capture group (a log's "Tue 20 Jan 2026"). */
export const MONTH_NAME = String.raw`(?:${MONTHS})\.?`;
/** A line that is only a date ("Saturday, May 2, 2026", "2026-05-02"): a dateline, not a title. */
export const DATE_LINE = new RegExp(
  String.raw`^\s*(?:\*\*)?(?:(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*\.?,?\s+)?(?:\d{1,2}(?:st|nd|rd|th)?\s+${MONTH_NAME}|${MONTH_NAME}\s+\d{1,2}(?:st|nd|rd|th)?)(?:,?\s+\d{4})?(?:\*\*)?\s*:?\s*$|^\s*\d{4}-\d{2}-\d{2}\s*:?\s*$`,
  "i",
);
const YEAR = String.raw`((?:19|20)\d{2})`;

const PATTERNS: { re: RegExp; parse: (m: RegExpExecArray) => [number, number, number] }[] = [
  { re: new RegExp(String.raw`\b${YEAR}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])\b`, "g"), parse: (m) => [+m[1], +m[2], +m[3]] },
  { re: new RegExp(String.raw`\b${YEAR}/(0?[1-9]|1[0-2])/(0?[1-9]|[12]\d|3[01])\b`, "g"), parse: (m) => [+m[1], +m[2], +m[3]] },
  // US order (m/d/yyyy), as American sources write it.
  { re: new RegExp(String.raw`\b(0?[1-9]|1[0-2])/(0?[1-9]|[12]\d|3[01])/${YEAR}\b`, "g"), parse: (m) => [+m[3], +m[1], +m[2]] },
  // "March 14–15, 2026", "14–15 March 2026": a span of days, dated by its last.
  { re: new RegExp(String.raw`\b${MONTH}\s+\d{1,2}\s*[–-]\s*(\d{1,2}),?\s+${YEAR}\b`, "g"), parse: (m) => [+m[3], monthOf(m[1]), +m[2]] },
  { re: new RegExp(String.raw`\b\d{1,2}\s*[–-]\s*(\d{1,2})\s+${MONTH},?\s+${YEAR}\b`, "g"), parse: (m) => [+m[3], monthOf(m[2]), +m[1]] },
  { re: new RegExp(String.raw`\b${MONTH}\s+(\d{1,2})(?:st|nd|rd|th)?,?\s+${YEAR}\b`, "g"), parse: (m) => [+m[3], monthOf(m[1]), +m[2]] },
  { re: new RegExp(String.raw`\b(\d{1,2})(?:st|nd|rd|th)?\s+${MONTH},?\s+${YEAR}\b`, "g"), parse: (m) => [+m[3], monthOf(m[2]), +m[1]] },
  { re: new RegExp(String.raw`\b${MONTH},?\s+${YEAR}\b`, "g"), parse: (m) => [+m[2], monthOf(m[1]), 1] },
];

// "Released Thursday, October 30, 2025", "Issued: 6 March 2026": a weekday may sit between cue and date.
const DATE_CUE =
  /\b(?:updated|last updated|as of|date|dated|published|posted|revised|report date|written|filed|effective|released|issued|exported|compiled|circulated|(?:last\s+)?(?:edited|modified))\b\s*(?:on|at)?\s*[:\-–]?\s*(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day,?\s*)?$/i;

// "By Dana Whitlock, Prairie Sports Wire · June 25, 2026": a byline dates the article.
function isByline(text: string, index: number): boolean {
  const lineStart = text.lastIndexOf("\n", index - 1) + 1;
  return /^\s*(?:[*-]\s*)?by\s+\p{Lu}/iu.test(text.slice(lineStart, index)) && index - lineStart < 120;
}

function monthOf(name: string): number {
  return MONTH_INDEX[name.slice(0, 3).toLowerCase()] ?? 1;
}

function iso(y: number, m: number, d: number): string {
  return `${y}-${String(m).padStart(2, "0")}-${String(d).padStart(2, "0")}`;
}

type Found = { iso: string; start: number; end: number };

function allDates(text: string): Found[] {
  const found: Found[] = [];
  for (const { re, parse } of PATTERNS) {
    for (const m of text.matchAll(re)) {
      const [y, mo, d] = parse(m);
      const start = m.index;
      // Longer patterns run first; a "March 2026" inside "March 14, 2026" is the same date.
      if (found.some((f) => start >= f.start && start < f.end)) continue;
      found.push({ iso: iso(y, mo, d), start, end: start + m[0].length });
    }
  }
  return found.sort((a, b) => a.start - b.start);
}

/** The latest full date a short text states ("UPDATED 12 Jan 2026"), or null. */
export function latestDateIn(text: string): string | null {
  return allDates(normalizeText(text)).map((d) => d.iso).sort().at(-1) ?? null;
}

/**
 * The date a text says it was written or updated (ISO yyyy-mm-dd), or null. A labelled date wins (the
 * latest if several); otherwise a date in the first lines (a dateline or title).
 */
export function findDocumentDate(input: string): string | null {
  const text = normalizeText(input);
  const dates = allDates(text);
  const labelled = labelledDate(text, dates);
  if (labelled) return labelled;
  // A dateline: one of the first three lines, short, and not a game report ("scored 30 on March 3").
  const headEnd = text.split("\n", 3).join("\n").length;
  const lineOf = (d: Found) => text.lastIndexOf("\n", d.start);
  const head = dates.find((d) => {
    if (d.start >= headEnd) return false;
    const line = text.slice(lineOf(d) + 1, text.indexOf("\n", d.start) >= 0 ? text.indexOf("\n", d.start) : text.length);
    return line.length <= 120 && !/\b(?:vs\.?|versus|against|scored|win|loss|game|beat|lost|won)\b/i.test(line);
  });
  // "March 9, 1941 – November 29, 2025" (a life or a season): the line's latest date.
  return head ? dates.filter((d) => lineOf(d) === lineOf(head)).map((d) => d.iso).sort().at(-1)! : null;
}

// "This page was last edited on 14 February 2026", "Last updated: …": a stamp that dates the whole text
// wherever it stands (a page's foot); other labels ("effective July 1, 2027") date it only near the top.
const EDIT_STAMP = /\b(?:last\s+)?(?:edited|modified|updated)\b\s*(?:on|at)?\s*[:\-–]?\s*$/i;
const HEAD_CHARS = 2000;

/** The latest date the text labels as its own ("Updated March 3, 2026" in its head, "last edited on 14 February 2026" anywhere, a byline), or null. */
export function labelledDocumentDate(input: string): string | null {
  const text = normalizeText(input);
  const dates = allDates(text);
  const stamps = dates.filter((d) => EDIT_STAMP.test(text.slice(Math.max(0, d.start - 30), d.start))).map((d) => d.iso);
  return [labelledDate(text, dates.filter((d) => d.start < HEAD_CHARS)), ...stamps].filter((d) => d !== null).sort().at(-1) ?? null;
}

function labelledDate(text: string, dates: Found[]): string | null {
  const labelled = dates.filter((d) => DATE_CUE.test(text.slice(Math.max(0, d.start - 30), d.start)) || isByline(text, d.start));
  return labelled.map((d) => d.iso).sort().at(-1) ?? null;
}

/** Normalises a caller-supplied date ("2026-03-14T10:00:00Z" → "2026-03-14"); null if unreadable. */
export function toIsoDate(value: string | null | undefined): string | null {
  if (!value) return null;
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(value.trim());
  if (m) return `${m[1]}-${m[2]}-${m[3]}`;
  return findDocumentDate(value);
}
