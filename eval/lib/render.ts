// Renders the corpus's `.pdf.txt` / `.docx.txt` sources to real PDF and DOCX bytes, so those documents
// go through the same text extraction (unpdf, mammoth) as a user's upload.
import fs from "node:fs";
import JSZip from "jszip";
import type { CorpusDocument } from "./corpus";

export const LINES_PER_PAGE = 45;
/** Characters per printed line at 11 pt Helvetica inside 1-inch margins; longer paragraphs wrap. */
export const WRAP_AT = 88;

// WinAnsiEncoding bytes for the non-ASCII characters a writer is likely to use (the rest of 0xA0–0xFF
// is Latin-1 and maps to itself).
const WIN_ANSI: Record<string, number> = {
  "€": 0x80, "‚": 0x82, "ƒ": 0x83, "„": 0x84, "…": 0x85, "†": 0x86, "‡": 0x87, "ˆ": 0x88, "‰": 0x89, "Š": 0x8a,
  "‹": 0x8b, "Œ": 0x8c, "Ž": 0x8e, "‘": 0x91, "’": 0x92, "“": 0x93, "”": 0x94, "•": 0x95, "–": 0x96, "—": 0x97,
  "˜": 0x98, "™": 0x99, "š": 0x9a, "›": 0x9b, "œ": 0x9c, "ž": 0x9e, "Ÿ": 0x9f,
};
// Characters outside WinAnsi, replaced by what a PDF export would typically print.
const FALLBACK: Record<string, string> = { "\u2032": "'", "\u2033": '"', "\u2212": "-", "\u2010": "-", "\u2011": "-", "\u2192": "->", "\u2248": "~", "\u2009": " ", "\u202f": " ", "\u200b": "" };

/** One character as a PDF string byte sequence (octal escapes beyond ASCII); unmappable ones become "?". */
function pdfChar(c: string): string {
  if (c === "\\" || c === "(" || c === ")") return `\\${c}`;
  const code = c.codePointAt(0) ?? 63;
  if (code >= 0x20 && code < 0x7f) return c;
  if (FALLBACK[c] !== undefined) return [...FALLBACK[c]].map(pdfChar).join("");
  const byte = WIN_ANSI[c] ?? (code >= 0xa0 && code <= 0xff ? code : null);
  if (byte === null) {
    if (code < 0x20) return " ";
    // Letters outside WinAnsi ("č", "ć") lose their accent, as a standard-font export would print them.
    const base = c.normalize("NFD").replace(/\p{M}/gu, "");
    return base && base !== c ? [...base].map(pdfChar).join("") : "?";
  }
  return `\\${byte.toString(8).padStart(3, "0")}`;
}

export function pdfString(text: string): string {
  return [...text].map(pdfChar).join("");
}

/** Wraps a paragraph at word boundaries to lines of at most `width` characters (a longer word stays whole). */
export function wrapLine(text: string, width = WRAP_AT): string[] {
  if (text.length <= width) return [text];
  const out: string[] = [];
  let line = "";
  for (const word of text.split(/ +/)) {
    if (line && line.length + 1 + word.length > width) {
      out.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) out.push(line);
  return out;
}

/** A valid multi-page PDF (Helvetica, WinAnsi), `LINES_PER_PAGE` printed lines a page; offsets computed so parsers accept it. */
export function renderPdf(text: string): Uint8Array {
  const printed = text
    .replace(/\r\n?/g, "\n")
    .split("\n")
    .flatMap((l) => (l.trim() ? wrapLine(l.replace(/\t/g, "    ")) : [""]));
  while (printed.length && !printed[printed.length - 1].trim()) printed.pop();
  const pages: string[][] = [];
  for (let i = 0; i < Math.max(printed.length, 1); i += LINES_PER_PAGE) pages.push(printed.slice(i, i + LINES_PER_PAGE));

  // Object numbers: 1 catalog, 2 pages, 3 font, then a page object and its content stream per page.
  const objects: string[] = [];
  const kids = pages.map((_, i) => `${4 + i * 2} 0 R`).join(" ");
  objects.push("<< /Type /Catalog /Pages 2 0 R >>");
  objects.push(`<< /Type /Pages /Kids [${kids}] /Count ${pages.length} >>`);
  objects.push("<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>");
  for (const [i, lines] of pages.entries()) {
    const content = `BT /F1 11 Tf 72 740 Td 14 TL ${lines.map((l) => `(${pdfString(l)}) Tj T*`).join(" ")} ET`;
    objects.push(`<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents ${5 + i * 2} 0 R /Resources << /Font << /F1 3 0 R >> >> >>`);
    objects.push(`<< /Length ${content.length} >>\nstream\n${content}\nendstream`);
  }
  let out = "%PDF-1.4\n";
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(out.length);
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  out += offsets.map((o) => `${String(o).padStart(10, "0")} 00000 n \n`).join("");
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  // Everything above is ASCII (non-ASCII text is octal-escaped), so string length = byte length.
  return new TextEncoder().encode(out);
}

const FIXED_DATE = new Date("2026-01-01T00:00:00Z");
const xmlEscape = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

const STYLES = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:styles xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:style w:type="paragraph" w:default="1" w:styleId="Normal"><w:name w:val="Normal"/></w:style><w:style w:type="paragraph" w:styleId="Heading1"><w:name w:val="heading 1"/><w:basedOn w:val="Normal"/><w:pPr><w:outlineLvl w:val="0"/></w:pPr><w:rPr><w:b/><w:sz w:val="32"/></w:rPr></w:style></w:styles>`;

/** A .docx with one paragraph per line; a line starting with "# " becomes a Heading 1 paragraph. */
export async function renderDocx(text: string): Promise<Uint8Array> {
  const lines = text.replace(/\r\n?/g, "\n").split("\n");
  while (lines.length && !lines[lines.length - 1].trim()) lines.pop();
  const paras = lines
    .map((l) => {
      const heading = /^# (.*)$/.exec(l);
      const body = heading ? heading[1] : l;
      const props = heading ? `<w:pPr><w:pStyle w:val="Heading1"/></w:pPr>` : "";
      return `<w:p>${props}<w:r><w:t xml:space="preserve">${xmlEscape(body)}</w:t></w:r></w:p>`;
    })
    .join("");
  const zip = new JSZip();
  // A fixed date keeps the bytes (and so the upload's content hash) the same on every run.
  const file = (name: string, body: string) => zip.file(name, body, { date: FIXED_DATE });
  file(
    "[Content_Types].xml",
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/><Override PartName="/word/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.styles+xml"/></Types>`,
  );
  file(
    "_rels/.rels",
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>`,
  );
  file(
    "word/_rels/document.xml.rels",
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/styles" Target="styles.xml"/></Relationships>`,
  );
  file("word/styles.xml", STYLES);
  file(
    "word/document.xml",
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${paras}</w:body></w:document>`,
  );
  return zip.generateAsync({ type: "uint8array", compression: "DEFLATE" });
}

/** The bytes uploaded for a corpus document. */
export async function renderDocument(render: "as-is" | "pdf" | "docx", source: Buffer): Promise<Uint8Array> {
  if (render === "pdf") return renderPdf(source.toString("utf8"));
  if (render === "docx") return renderDocx(source.toString("utf8"));
  return new Uint8Array(source);
}

/** Every document of a corpus half as the files a user would upload. */
export async function renderHalf(documents: CorpusDocument[]): Promise<{ filename: string; bytes: Uint8Array }[]> {
  const files = [];
  for (const d of documents) files.push({ filename: d.filename, bytes: await renderDocument(d.render, fs.readFileSync(d.source)) });
  return files;
}
