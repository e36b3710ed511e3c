import "server-only";
import { AsyncLocalStorage } from "node:async_hooks";
import { env } from "@/lib/env";
import { labelledDocumentDate } from "@/lib/scouting/rules/dates";
import { extractInWorker, type WorkerKind, type WorkerResult } from "./extract-worker";
import type { DocumentKind } from "./file-types";
import { assertZipWithinLimits, ZipLimitError } from "./zip-guard";

/**
 * A file we could not (or will not) turn into text; the message names the file and is shown to the user.
 * `code` is the upload error code: most are 422, limits are 413 (SEC-01).
 */
export class UnreadableFileError extends Error {
  constructor(
    message: string,
    readonly code: "validation:upload" | "payload_too_large:upload" = "validation:upload",
  ) {
    super(message);
  }
}

const utf8 = new TextDecoder("utf-8", { fatal: true });

function decodeText(bytes: Uint8Array, filename: string): string {
  let text: string;
  try {
    text = utf8.decode(bytes);
  } catch {
    throw new UnreadableFileError(`“${filename}” is not valid UTF-8 text.`);
  }
  // NUL bytes mean a binary file with a text extension.
  if (text.includes("\u0000")) throw new UnreadableFileError(`“${filename}” looks like a binary file, not text.`);
  return text.replace(/^\uFEFF/, "");
}

// Text a reader of an HTML page never sees is where injected instructions hide; these selectors are
// plain data so they can be handed to the extraction worker.
const HTML_SELECTORS = [
  { selector: "a", options: { ignoreHref: true } },
  { selector: "img", format: "skip" },
  { selector: "script", format: "skip" },
  { selector: "style", format: "skip" },
  { selector: "noscript", format: "skip" },
  { selector: "template", format: "skip" },
  { selector: "[hidden]", format: "skip" },
  { selector: "[aria-hidden=true]", format: "skip" },
  // A page's "More Marlins" box of other stories' headlines ("… including ex-Canyon State safety") is no
  // part of its story (REQ-EXT-02).
  // (Whole class names only: a bio in "player-bio read-more-container" or "profile-related-stats" is content.)
  ...["related", "related-stories", "related-articles", "more-stories", "recommended"].map((name) => ({ selector: `.${name}`, format: "skip" })),
  ...["display:none", "display: none", "visibility:hidden", "visibility: hidden", "font-size:0", "font-size: 0"].map((rule) => ({
    selector: `[style*="${rule}"]`,
    format: "skip",
  })),
  { selector: "h1", options: { uppercase: false } },
  { selector: "h2", options: { uppercase: false } },
  { selector: "h3", options: { uppercase: false } },
];

const formatMb = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;
const tooLarge = (message: string) => new UnreadableFileError(message, "payload_too_large:upload");

/** The text limits in force (SEC-01), read per call so tests can narrow them. */
export function extractionLimits() {
  return {
    maxChars: env.EXTRACT_MAX_CHARS,
    maxCharsPerRequest: env.EXTRACT_MAX_CHARS_PER_REQUEST,
    maxInflatedBytes: env.EXTRACT_MAX_INFLATED_BYTES,
    maxRatio: env.EXTRACT_MAX_RATIO,
    maxPdfPages: env.EXTRACT_MAX_PDF_PAGES,
    maxCsvRows: env.EXTRACT_MAX_CSV_ROWS,
    maxCsvColumns: env.EXTRACT_MAX_CSV_COLUMNS,
    maxHtmlBytes: env.EXTRACT_MAX_HTML_BYTES,
  };
}

function refusal(result: Exclude<WorkerResult, { ok: true }>, kind: WorkerKind, filename: string, limits: ReturnType<typeof extractionLimits>): UnreadableFileError {
  switch (result.reason) {
    case "too_much_text":
      return tooLarge(`“${filename}” holds more than the ${limits.maxChars.toLocaleString("en-US")}-character text limit per file.`);
    case "too_many_pages":
      return tooLarge(`“${filename}” has more than ${limits.maxPdfPages} pages.`);
    case "too_many_rows":
      return tooLarge(`“${filename}” has more than ${limits.maxCsvRows.toLocaleString("en-US")} rows.`);
    case "too_many_columns":
      return tooLarge(`“${filename}” has more than ${limits.maxCsvColumns} columns.`);
    case "no_rows":
      return new UnreadableFileError(`“${filename}” has no table rows (expected a header line and data rows).`);
    case "out_of_memory":
    case "timeout":
      return tooLarge(`“${filename}” is too large or too complex to read.`);
    case "corrupt":
      return new UnreadableFileError(
        kind === "pdf" ? `“${filename}” is a corrupt or unreadable PDF.` : kind === "docx" || kind === "xlsx" ? `“${filename}” is a corrupt or unreadable .${kind} file.` : `“${filename}” could not be read.`,
      );
  }
}

async function parseInWorker(kind: WorkerKind, bytes: Uint8Array, filename: string): Promise<string> {
  const limits = extractionLimits();
  const input =
    kind === "pdf" || kind === "docx" || kind === "xlsx"
      ? { kind, bytes }
      : { kind, text: decodeText(bytes, filename), htmlSelectors: kind === "html" ? HTML_SELECTORS : undefined };
  const result = await extractInWorker(
    { ...input, limits: { maxChars: limits.maxChars, maxPdfPages: limits.maxPdfPages, maxCsvRows: limits.maxCsvRows, maxCsvColumns: limits.maxCsvColumns } },
    { timeoutMs: env.EXTRACT_TIMEOUT_MS, memoryMb: env.EXTRACT_WORKER_MEMORY_MB },
  );
  if (!result.ok) throw refusal(result, kind, filename, limits);
  return result.text;
}

async function pdfText(bytes: Uint8Array, filename: string): Promise<string> {
  if (!(bytes[0] === 0x25 && bytes[1] === 0x50 && bytes[2] === 0x44 && bytes[3] === 0x46)) {
    throw new UnreadableFileError(`“${filename}” is not a valid PDF.`);
  }
  return joinWrappedLines(await parseInWorker("pdf", bytes, filename));
}

/**
 * A PDF breaks lines where the page ran out of width ("… reads passing lanes, wins\nthe ball back …"):
 * a line that opens in lower case after one that does not close a sentence continues it, so sentences
 * reach attribution and the trait reader whole (REQ-EXT-01).
 */
export function joinWrappedLines(text: string): string {
  return text.replace(/([^\s.!?:;"”)\]])[ \t]*\n[ \t]*(?=\p{Ll})/gu, "$1 ");
}

/** SEC-01: a .docx or .xlsx is a zip archive, checked entry by entry before any parser inflates it. */
function assertOfficeZip(kind: "docx" | "xlsx", bytes: Uint8Array, filename: string): void {
  if (!(bytes[0] === 0x50 && bytes[1] === 0x4b)) throw new UnreadableFileError(`“${filename}” is not a valid .${kind} file.`);
  const limits = extractionLimits();
  try {
    assertZipWithinLimits(bytes, { maxInflatedBytes: limits.maxInflatedBytes, maxRatio: limits.maxRatio, maxEntries: 2000 });
  } catch (e) {
    if (!(e instanceof ZipLimitError)) throw e;
    if (e.reason === "corrupt") throw new UnreadableFileError(`“${filename}” is a corrupt or unreadable .${kind} file.`);
    throw tooLarge(`“${filename}” unpacks to more than the ${formatMb(limits.maxInflatedBytes)} limit (or is compressed suspiciously tightly).`);
  }
}

async function docxText(bytes: Uint8Array, filename: string): Promise<string> {
  assertOfficeZip("docx", bytes, filename);
  return parseInWorker("docx", bytes, filename);
}

/**
 * STAT-01: an .xlsx workbook's first sheet with cells, as CSV text; from there it is read exactly as an
 * uploaded CSV (text lines for scouting, and a stat dataset when its rows are records).
 */
export async function xlsxToCsv(bytes: Uint8Array, filename: string): Promise<string> {
  assertOfficeZip("xlsx", bytes, filename);
  return parseInWorker("xlsx", bytes, filename);
}

function plainText(bytes: Uint8Array, filename: string): string {
  const text = decodeText(bytes, filename);
  const { maxChars } = extractionLimits();
  if (text.length > maxChars) throw tooLarge(`“${filename}” holds more than the ${maxChars.toLocaleString("en-US")}-character text limit per file.`);
  return text;
}

// SEC-01: the text a whole upload request may produce, shared by its files. The route that reads the
// request opens a budget; extraction outside one (samples, scripts) is bounded per file only.
const requestBudget = new AsyncLocalStorage<{ remaining: number }>();

export function withExtractionBudget<T>(fn: () => Promise<T>, chars = env.EXTRACT_MAX_CHARS_PER_REQUEST): Promise<T> {
  return requestBudget.run({ remaining: chars }, fn);
}

function charge(text: string, filename: string): string {
  const budget = requestBudget.getStore();
  if (!budget) return text;
  if (text.length > budget.remaining) {
    throw tooLarge(`“${filename}” would take this upload past the ${env.EXTRACT_MAX_CHARS_PER_REQUEST.toLocaleString("en-US")}-character text limit per request; upload it on its own.`);
  }
  budget.remaining -= text.length;
  return text;
}

type Extracted = { text: string; table: string | null };

async function extractUncharged(kind: DocumentKind, bytes: Uint8Array, filename: string): Promise<Extracted> {
  if (kind === "csv") {
    // Each CSV row becomes one self-describing line ("Player: …; Height: …") so a row stays whole and
    // searchable by any of its values; the CSV itself is the table the stats lab reads.
    return { text: await parseInWorker("csv", bytes, filename), table: decodeText(bytes, filename) };
  }
  if (kind === "xlsx") {
    const table = await xlsxToCsv(bytes, filename);
    return { text: await parseInWorker("csv", new TextEncoder().encode(table), filename), table };
  }
  return { text: await extractDocumentText(kind, bytes, filename), table: null };
}

async function extractDocumentText(kind: Exclude<DocumentKind, "csv" | "xlsx">, bytes: Uint8Array, filename: string): Promise<string> {
  switch (kind) {
    case "txt":
      return plainText(bytes, filename);
    case "md":
      // HTML comments never render, so a reader cannot see what they say: drop them.
      return plainText(bytes, filename).replace(/<!--[\s\S]*?-->/g, "");
    case "pdf":
      return pdfText(bytes, filename);
    case "docx":
      return docxText(bytes, filename);
    case "html":
      if (bytes.byteLength > extractionLimits().maxHtmlBytes) throw tooLarge(`“${filename}” is larger than the ${formatMb(extractionLimits().maxHtmlBytes)} limit for HTML.`);
      return parseInWorker("html", bytes, filename);
  }
}

/** The document's text and, for a table upload (.csv, .xlsx), the table as CSV text for the stats lab. */
export async function extractDocument(kind: DocumentKind, bytes: Uint8Array, filename: string): Promise<Extracted> {
  const extracted = await extractUncharged(kind, bytes, filename);
  return { ...extracted, text: charge(extracted.text, filename) };
}

export async function extractText(kind: DocumentKind, bytes: Uint8Array, filename: string): Promise<string> {
  return (await extractDocument(kind, bytes, filename)).text;
}

const MONTHS = "January|February|March|April|May|June|July|August|September|October|November|December";

/**
 * The date a document speaks from: a labelled date in its head or an edit stamp anywhere ("Date:
 * 2026-03-14", "last edited on 14 February 2026"), else a leading date in its head ("May 9, 2025",
 * "12 November 2025"), else one in its file name ("…-2026-02-14.md", a season "…-2025-26.csv").
 * In a table only the lines above its header count: dates in rows ("joined 2022-07-01") are data.
 */
export function findDocumentDate(text: string, filename = ""): Date | null {
  const table = text.indexOf("\n\nColumns: ");
  const above = text.startsWith("Columns: ") ? "" : table >= 0 ? text.slice(0, table) : text;
  // "This page was last edited on 14 February 2026": a date the text labels as its own beats a date in the
  // head ("Born May 14, 1999" in an infobox).
  const stated = labelledDocumentDate(above);
  if (stated) return new Date(`${stated}T00:00:00Z`);
  const head = above.slice(0, 2000);
  const iso = head.match(/\b(?:date|published|updated|as of|posted|measured)\b[^\n\d]{0,20}(\d{4}-\d{2}-\d{2})/i)
    ?? head.match(/\b(20\d{2}-[01]\d-[0-3]\d)\b/);
  // "March 9, 1941 – November 29, 2025" (a life or a season): the range's end dates the document.
  const long = head.match(new RegExp(`\\b(${MONTHS})\\s+(\\d{1,2}),?\\s+(\\d{4})\\b(?!\\s*[–—-]\\s*(?:${MONTHS})\\s+\\d{1,2},?\\s+\\d{4})`, "i"));
  const british = head.match(new RegExp(`\\b(\\d{1,2})\\s+(${MONTHS})\\s+(\\d{4})\\b`, "i"));
  const raw = iso ? iso[1] : long ? `${long[1]} ${long[2]}, ${long[3]} UTC` : british ? `${british[2]} ${british[1]}, ${british[3]} UTC` : null;
  const date = raw ? new Date(raw) : fromFilename(filename);
  return date && !Number.isNaN(date.getTime()) ? date : null;
}

function fromFilename(filename: string): Date | null {
  const day = /(20\d{2})-([01]\d)-([0-3]\d)/.exec(filename);
  if (day) return new Date(`${day[1]}-${day[2]}-${day[3]}T00:00:00Z`);
  const month = /(20\d{2})-([01]\d)(?!\d)/.exec(filename);
  if (month && Number(month[2]) >= 1 && Number(month[2]) <= 12) return new Date(`${month[1]}-${month[2]}-01T00:00:00Z`);
  // A season ("2025-26") dates the document to its autumn, after the summer's moves.
  const season = /(20\d{2})-(\d{2})(?!\d)/.exec(filename);
  if (season && Number(season[2]) === (Number(season[1]) + 1) % 100) return new Date(`${season[1]}-10-01T00:00:00Z`);
  return null;
}
