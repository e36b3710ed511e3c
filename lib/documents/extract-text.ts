import "server-only";
import type { DocumentKind } from "./file-types";

/** A file we could not turn into text; the message names the file and is shown to the user. */
export class UnreadableFileError extends Error {}

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

async function pdfText(bytes: Uint8Array, filename: string): Promise<string> {
  if (!(bytes[0] === 0x25 && bytes[1] === 0x50 && bytes[2] === 0x44 && bytes[3] === 0x46)) {
    throw new UnreadableFileError(`“${filename}” is not a valid PDF.`);
  }
  const { extractText, getDocumentProxy } = await import("unpdf");
  try {
    const pdf = await getDocumentProxy(new Uint8Array(bytes));
    const { text } = await extractText(pdf, { mergePages: false });
    return (Array.isArray(text) ? text : [text]).join("\n\n");
  } catch {
    throw new UnreadableFileError(`“${filename}” is a corrupt or unreadable PDF.`);
  }
}

async function docxText(bytes: Uint8Array, filename: string): Promise<string> {
  if (!(bytes[0] === 0x50 && bytes[1] === 0x4b)) throw new UnreadableFileError(`“${filename}” is not a valid .docx file.`);
  const mammoth = await import("mammoth");
  try {
    const { value } = await mammoth.extractRawText({ buffer: Buffer.from(bytes) });
    return value;
  } catch {
    throw new UnreadableFileError(`“${filename}” is a corrupt or unreadable .docx file.`);
  }
}

async function htmlText(bytes: Uint8Array, filename: string): Promise<string> {
  const { convert } = await import("html-to-text");
  const html = decodeText(bytes, filename);
  return convert(html, {
    wordwrap: false,
    selectors: [
      { selector: "a", options: { ignoreHref: true } },
      { selector: "img", format: "skip" },
      { selector: "script", format: "skip" },
      { selector: "style", format: "skip" },
      { selector: "noscript", format: "skip" },
      { selector: "template", format: "skip" },
      // Text a reader of the page never sees is where injected instructions hide.
      { selector: "[hidden]", format: "skip" },
      { selector: "[aria-hidden=true]", format: "skip" },
      ...["display:none", "display: none", "visibility:hidden", "visibility: hidden", "font-size:0", "font-size: 0"].map((rule) => ({
        selector: `[style*="${rule}"]`,
        format: "skip",
      })),
      { selector: "h1", options: { uppercase: false } },
      { selector: "h2", options: { uppercase: false } },
      { selector: "h3", options: { uppercase: false } },
      { selector: "table", format: "dataTable", options: { uppercaseHeaderCells: false } },
    ],
  });
}

// Each CSV row becomes one self-describing line ("Player: …; Height: …") so a row stays whole and
// searchable by any of its values.
async function csvText(bytes: Uint8Array, filename: string): Promise<string> {
  const Papa = (await import("papaparse")).default;
  const source = decodeText(bytes, filename);
  const parsed = Papa.parse<Record<string, string>>(source.trim(), { header: true, skipEmptyLines: true });
  const header = parsed.meta.fields ?? [];
  if (header.length < 2 || parsed.data.length === 0) {
    throw new UnreadableFileError(`“${filename}” has no table rows (expected a header line and data rows).`);
  }
  const lines = parsed.data.map((row) =>
    header
      .map((h) => [h.trim(), (row[h] ?? "").trim()] as const)
      .filter(([, v]) => v)
      .map(([h, v]) => `${h}: ${v}`)
      .join("; "),
  );
  return [`Columns: ${header.join(", ")}`, ...lines].join("\n\n");
}

export async function extractText(kind: DocumentKind, bytes: Uint8Array, filename: string): Promise<string> {
  switch (kind) {
    case "txt":
      return decodeText(bytes, filename);
    case "md":
      // HTML comments never render, so a reader cannot see what they say: drop them.
      return decodeText(bytes, filename).replace(/<!--[\s\S]*?-->/g, "");
    case "pdf":
      return pdfText(bytes, filename);
    case "docx":
      return docxText(bytes, filename);
    case "html":
      return htmlText(bytes, filename);
    case "csv":
      return csvText(bytes, filename);
  }
}

const MONTHS = "January|February|March|April|May|June|July|August|September|October|November|December";

/** A date the document states about itself ("Date: 2026-03-14", "Published March 14, 2026"). */
export function findDocumentDate(text: string): Date | null {
  const head = text.slice(0, 2000);
  const iso = head.match(/\b(?:date|published|updated|as of|posted)\b[^\n\d]{0,20}(\d{4}-\d{2}-\d{2})/i)
    ?? head.match(/\b(20\d{2}-[01]\d-[0-3]\d)\b/);
  const long = head.match(new RegExp(`\\b(${MONTHS})\\s+(\\d{1,2}),?\\s+(\\d{4})\\b`, "i"));
  const raw = iso ? iso[1] : long ? `${long[1]} ${long[2]}, ${long[3]} UTC` : null;
  if (!raw) return null;
  const date = new Date(raw);
  return Number.isNaN(date.getTime()) ? null : date;
}
