import "server-only";
import { Worker } from "node:worker_threads";

// SEC-01: parsing PDF, DOCX, XLSX, HTML and CSV runs in a worker thread with its own small heap and a
// deadline. A file that makes a parser balloon (a PDF content-stream bomb, a pathological table) kills
// that worker, not the server, and a slow parse never blocks the event loop that serves other users.
//
// The worker is evaluated from a string so that it survives bundling; it loads the parsers from
// node_modules by name (they are serverExternalPackages, so they are there at run time).
const WORKER_SOURCE = String.raw`
const { parentPort } = require("node:worker_threads");

class Refused extends Error { constructor(reason, message) { super(message); this.reason = reason; } }

function capText(parts, maxChars) {
  let total = 0;
  for (const p of parts) {
    total += p.length;
    if (total > maxChars) throw new Refused("too_much_text", "");
  }
  return parts.join("\n\n");
}

async function pdf(bytes, limits) {
  const { getDocumentProxy } = await import("unpdf");
  let doc;
  try { doc = await getDocumentProxy(bytes); } catch { throw new Refused("corrupt", ""); }
  if (doc.numPages > limits.maxPdfPages) throw new Refused("too_many_pages", String(limits.maxPdfPages));
  const pages = [];
  let total = 0;
  for (let i = 1; i <= doc.numPages; i++) {
    let text;
    try {
      const page = await doc.getPage(i);
      const content = await page.getTextContent();
      text = content.items.map((it) => ("str" in it ? it.str + (it.hasEOL ? "\n" : "") : "")).join("");
      page.cleanup();
    } catch { throw new Refused("corrupt", ""); }
    total += text.length;
    if (total > limits.maxChars) throw new Refused("too_much_text", "");
    pages.push(text);
  }
  if (typeof doc.destroy === "function") await doc.destroy().catch(() => {});
  return pages.join("\n\n");
}

async function docx(bytes, limits) {
  const mammoth = require("mammoth");
  let value;
  try { ({ value } = await mammoth.convertToHtml({ buffer: Buffer.from(bytes) })); } catch { throw new Refused("corrupt", ""); }
  // Word headings stay headings ("# 3. Caleb Moorcroft — Kestrel Falls Foxes"): a report's sections say
  // whom the lines under them are about. Images are dropped, not inlined as data URIs.
  const marked = value
    .replace(/<img\b[^>]*>/gi, "")
    .replace(/<h([1-6])\b[^>]*>/gi, (_, level) => "<p>" + "#".repeat(Number(level)) + " ")
    .replace(/<\/h[1-6]>/gi, "</p>");
  return html(marked, limits, [{ selector: "a", options: { ignoreHref: true } }, { selector: "p", options: { leadingLineBreaks: 2, trailingLineBreaks: 2 } }]);
}

// An .xlsx becomes CSV text so that the CSV path (text lines and stat datasets) reads it unchanged. Only
// the first sheet that holds cells is read: one upload is one table (one dataset), as with a CSV.
// Cells come out as a CSV written by hand would hold them: numbers without float noise, calendar dates
// ISO ("2026-01-14"), elapsed times as minutes ("32:15"), percents as "45.5%", text as typed.

// A percent-formatted cell stores a fraction (0.455) and read-excel-file does not report number formats,
// so the workbook's styles are read here (the zip was checked by the guard before this worker ran): the
// addresses ("B2") of the sheet's cells whose format shows a "%".
function percentCells(bytes, sheetIndex) {
  const { unzipSync, strFromU8 } = require("fflate");
  const attr = (tag, name) => { const m = new RegExp("(?:^|\\s)" + name + '="([^"]*)"').exec(tag); return m ? m[1] : null; };
  const read = (names) => { const files = unzipSync(bytes, { filter: (f) => names.includes(f.name) }); return (n) => (files[n] ? strFromU8(files[n]) : ""); };
  const meta = read(["xl/styles.xml", "xl/workbook.xml", "xl/_rels/workbook.xml.rels"]);
  const styles = meta("xl/styles.xml");
  const formats = new Map();
  for (const m of styles.matchAll(/<numFmt\b[^>]*>/g)) formats.set(attr(m[0], "numFmtId"), attr(m[0], "formatCode") || "");
  // Built-in 9 and 10 are 0% and 0.00%; a custom format is a percent when a "%" shows outside quotes.
  const isPercent = (id) => id === "9" || id === "10" || /%/.test((formats.get(id) || "").replace(/"[^"]*"|\\./g, ""));
  const xfs = (/<cellXfs\b[^>]*>([\s\S]*?)<\/cellXfs>/.exec(styles) || [])[1] || "";
  const percentStyles = new Set();
  let i = 0;
  for (const m of xfs.matchAll(/<xf\b[^>]*>/g)) { if (isPercent(attr(m[0], "numFmtId"))) percentStyles.add(String(i)); i++; }
  if (percentStyles.size === 0) return new Set();
  const sheetTag = [...meta("xl/workbook.xml").matchAll(/<sheet\b[^>]*>/g)][sheetIndex];
  const rid = sheetTag && attr(sheetTag[0], "r:id");
  const rel = rid && [...meta("xl/_rels/workbook.xml.rels").matchAll(/<Relationship\b[^>]*>/g)].find((m) => attr(m[0], "Id") === rid);
  const target = rel && attr(rel[0], "Target");
  if (!target) return new Set();
  const path = target.startsWith("/") ? target.slice(1) : "xl/" + target;
  const refs = new Set();
  for (const m of read([path])(path).matchAll(/<c\b[^>]*>/g)) {
    const style = attr(m[0], "s");
    if (style && percentStyles.has(style)) refs.add(attr(m[0], "r"));
  }
  return refs;
}

function cellRef(row, col) {
  let letters = "";
  for (let n = col + 1; n > 0; n = Math.floor((n - 1) / 26)) letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
  return letters + (row + 1);
}

async function xlsx(bytes) {
  const { default: readXlsxFile } = require("read-excel-file/node");
  let sheets;
  try { sheets = await readXlsxFile(Buffer.from(bytes)); } catch { throw new Refused("corrupt", ""); }
  const index = (sheets || []).findIndex((s) => s.data && s.data.some((r) => r.some((c) => c !== null && c !== "")));
  if (index < 0) return "";
  const sheet = sheets[index];
  let percents = new Set();
  try { percents = percentCells(new Uint8Array(bytes), index); } catch { /* no styles to read: numbers stay as stored */ }
  const pad = (n, w) => String(n).padStart(w || 2, "0");
  const cell = (v, ref) => {
    if (v === null || v === undefined) return "";
    if (typeof v === "number" && percents.has(ref)) return Number.isFinite(v) ? String(Number((v * 100).toPrecision(15))) + "%" : "";
    if (typeof v === "number") return Number.isFinite(v) ? String(Number(v.toPrecision(15))) : "";
    if (typeof v === "boolean") return v ? "true" : "false";
    if (v instanceof Date) {
      const ms = v.getTime();
      if (Number.isNaN(ms)) return "";
      // A time with no day (Excel's day zero, 1899-12-30/31) is an elapsed time: minutes:seconds.
      if (v.getUTCFullYear() < 1900) {
        const secs = Math.round((ms - Date.UTC(1899, 11, 30)) / 1000) % 86400;
        return Math.floor(secs / 60) + ":" + pad(secs % 60);
      }
      const day = v.getUTCFullYear() + "-" + pad(v.getUTCMonth() + 1) + "-" + pad(v.getUTCDate());
      const secs = v.getUTCHours() * 3600 + v.getUTCMinutes() * 60 + v.getUTCSeconds();
      return secs === 0 ? day : day + " " + pad(v.getUTCHours()) + ":" + pad(v.getUTCMinutes());
    }
    return String(v);
  };
  const rows = sheet.data.map((r, i) => r.map((v, j) => cell(v, percents.size ? cellRef(i, j) : "")));
  // Trailing empty columns and rows (formatting that reached past the data) are not part of the table.
  let width = 0;
  for (const r of rows) for (let i = r.length - 1; i >= width; i--) if (r[i] !== "") { width = i + 1; break; }
  const Papa = require("papaparse");
  return Papa.unparse(rows.map((r) => r.slice(0, width)).filter((r) => r.some((c) => c !== "")), { newline: "\n" });
}

// A data table becomes a pipe table ("| Player | From | To |"), one row a line, so that the row's cells stay
// apart: column-aligned text loses its columns once whitespace is collapsed. A one-column or prose-filled
// (layout) table becomes paragraphs.
function pipeTable(elem, walk, builder) {
  const rows = [];
  let caption = "";
  const textOf = (node) => (node.type === "text" ? node.data : (node.children || []).map(textOf).join(" "));
  const visit = (node, inHead) => {
    for (const child of node.children || []) {
      if (child.type !== "tag") continue;
      // "Salt Flats Coyotes (21-22)": a box score's caption says whose rows follow.
      if (child.name === "caption") caption = textOf(child).replace(/\s+/g, " ").trim();
      else if (child.name === "thead" || child.name === "tbody" || child.name === "tfoot") visit(child, inHead || child.name === "thead");
      else if (child.name === "tr") {
        const cells = [];
        let allHeader = true;
        for (const cell of child.children || []) {
          if (cell.type !== "tag" || (cell.name !== "td" && cell.name !== "th")) continue;
          if (cell.name !== "th") allHeader = false;
          builder.openTableCell({});
          walk(cell.children, builder);
          builder.closeTableCell({});
          const span = Math.min(+(cell.attribs && cell.attribs.colspan) || 1, 20);
          cells.push(span);
        }
        rows.push({ spans: cells, header: inHead || (allHeader && cells.length > 0) });
      }
    }
  };
  builder.openTable();
  builder.openTableRow();
  visit(elem, false);
  builder.closeTableRow();
  builder.closeTable({
    leadingLineBreaks: 2,
    trailingLineBreaks: 2,
    tableToString: (built) => {
      const texts = (built[0] || []).map((c) => c.text.replace(/\s+/g, " ").replace(/\|/g, "/").trim());
      let k = 0;
      const lines = rows.map((r) => r.spans.flatMap((span) => [texts[k++], ...Array(span - 1).fill("")]));
      const width = Math.max(0, ...lines.map((l) => l.length));
      const prose = lines.some((l) => l.some((t) => t.length > 300));
      if (width <= 1 || prose) return [caption, ...lines.flat()].filter(Boolean).join("\n\n");
      const out = caption ? [caption, ""] : [];
      lines.forEach((l, i) => {
        while (l.length < width) l.push("");
        out.push("| " + l.join(" | ") + " |");
        if (i === 0 && rows[0].header && lines.length > 1) out.push("|" + " --- |".repeat(width));
      });
      return out.join("\n");
    },
  });
}

// A description list's term and its value ("<dt>Height</dt><dd>1.74 m</dd>") read as a labelled line,
// "Height: 1.74 m", one per line; run together they were "Height1.74 mPrevious clubsDunmore Athletic".
function termLabel(elem, walk, builder) {
  const textOf = (node) => (node.type === "text" ? node.data : (node.children || []).map(textOf).join(""));
  builder.openBlock({ leadingLineBreaks: 1 });
  walk(elem.children, builder);
  if (!/[:：]\s*$/.test(textOf(elem))) builder.addInline(":");
  builder.closeBlock({ trailingLineBreaks: 0 });
}

function termValue(elem, walk, builder) {
  builder.addLiteral(" ");
  walk(elem.children, builder);
}

function html(source, limits, selectors) {
  const { convert } = require("html-to-text");
  const all = [...selectors, { selector: "table", format: "pipeTable" }, { selector: "dt", format: "termLabel" }, { selector: "dd", format: "termValue" }];
  return capText([convert(source, { wordwrap: false, selectors: all, formatters: { pipeTable, termLabel, termValue } })], limits.maxChars);
}

function csv(source, limits) {
  const Papa = require("papaparse");
  // preview: papaparse stops reading after this many rows, so a million-row file costs no more than the limit.
  const parsed = Papa.parse(source.trim(), { header: false, skipEmptyLines: true, preview: limits.maxCsvRows + 20 });
  const rows = parsed.data.map((r) => r.map((c) => String(c == null ? "" : c).trim()));
  const isComment = (r) => /^#/.test(r[0] || "");
  const isNumber = (c) => /^[-+]?[0-9][0-9.,:%/' ]*$/.test(c);
  // The header is the first row that names its columns (two or more, hardly any a number: a combine's
  // "40" column is one). A title line or "# source: ..." comments above it are kept as text, never taken
  // for column names.
  let h = rows.findIndex((r) => {
    const cells = r.filter((c) => c);
    return !isComment(r) && cells.length >= 2 && cells.length >= r.length * 0.6 && cells.filter(isNumber).length <= Math.floor(cells.length / 5);
  });
  if (h < 0) h = 0;
  const seen = new Map();
  const header = (rows[h] || []).map((c, i) => {
    const name = c || "column " + (i + 1);
    const n = (seen.get(name) || 0) + 1;
    seen.set(name, n);
    return n > 1 ? name + " " + n : name;
  });
  const data = rows.slice(h + 1);
  if (header.length > limits.maxCsvColumns) throw new Refused("too_many_columns", String(limits.maxCsvColumns));
  if (data.length > limits.maxCsvRows) throw new Refused("too_many_rows", String(limits.maxCsvRows));
  if (header.length < 2 || data.length === 0) throw new Refused("no_rows", "");
  const text = (r) => r.filter((c) => c).join(", ").replace(/^#\s*/, "");
  const lines = rows.slice(0, h).map(text).filter((t) => t);
  let total = 0;
  for (const row of data) {
    const line = isComment(row) ? text(row) : header.map((name, i) => [name, row[i] || ""]).filter(([, v]) => v).map(([name, v]) => name + ": " + v).join("; ");
    total += line.length + 2;
    if (total > limits.maxChars) throw new Refused("too_much_text", "");
    if (line) lines.push(line);
  }
  const title = lines.slice(0, h);
  return [...title, "Columns: " + header.join(", "), ...lines.slice(h)].join("\n\n");
}

parentPort.once("message", async ({ kind, bytes, text, limits, htmlSelectors }) => {
  try {
    let out;
    if (kind === "pdf") out = await pdf(bytes, limits);
    else if (kind === "docx") out = await docx(bytes, limits);
    else if (kind === "html") out = html(text, limits, htmlSelectors);
    else if (kind === "csv") out = csv(text, limits);
    else if (kind === "xlsx") out = await xlsx(bytes);
    else throw new Refused("corrupt", "unknown kind");
    parentPort.postMessage({ ok: true, text: out });
  } catch (e) {
    parentPort.postMessage({ ok: false, reason: e instanceof Refused ? e.reason : "corrupt", detail: e instanceof Refused ? e.message : String(e && e.message) });
  }
});
`;

export type WorkerKind = "pdf" | "docx" | "html" | "csv" | "xlsx";
export type WorkerLimits = { maxChars: number; maxPdfPages: number; maxCsvRows: number; maxCsvColumns: number };
export type WorkerRefusal =
  | "corrupt"
  | "too_much_text"
  | "too_many_pages"
  | "too_many_rows"
  | "too_many_columns"
  | "no_rows"
  | "out_of_memory"
  | "timeout";
export type WorkerResult = { ok: true; text: string } | { ok: false; reason: WorkerRefusal; detail?: string };

// At most this many parses at once per process: memory stays bounded by (slots × worker heap).
const SLOTS = 2;
let active = 0;
const waiting: (() => void)[] = [];

async function slot(): Promise<() => void> {
  if (active >= SLOTS) await new Promise<void>((resolve) => waiting.push(resolve));
  active++;
  return () => {
    active--;
    waiting.shift()?.();
  };
}

export async function extractInWorker(
  input: { kind: WorkerKind; bytes?: Uint8Array; text?: string; limits: WorkerLimits; htmlSelectors?: unknown },
  opts: { timeoutMs: number; memoryMb: number },
): Promise<WorkerResult> {
  const release = await slot();
  try {
    return await new Promise<WorkerResult>((resolve) => {
      // A small young generation: V8 keeps a finished worker's heap pages pooled for reuse, so the
      // server's resident size grows by what the largest parse committed. 16 MB (not 64) costs about 0.1 s
      // on a 860,000-character .docx and keeps about 50 MB less resident (SEC-01).
      const worker = new Worker(WORKER_SOURCE, {
        eval: true,
        resourceLimits: { maxOldGenerationSizeMb: opts.memoryMb, maxYoungGenerationSizeMb: Math.min(16, Math.ceil(opts.memoryMb / 4)) },
        stdout: true,
        stderr: true,
      });
      // Parser chatter (pdf.js warnings) is discarded, not buffered.
      worker.stdout.resume();
      worker.stderr.resume();
      let settled = false;
      const finish = (result: WorkerResult) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        void worker.terminate();
        resolve(result);
      };
      const timer = setTimeout(() => finish({ ok: false, reason: "timeout" }), opts.timeoutMs);
      worker.once("message", (m: WorkerResult) => finish(m));
      worker.once("error", (err: Error & { code?: string }) =>
        finish({ ok: false, reason: err.code === "ERR_WORKER_OUT_OF_MEMORY" ? "out_of_memory" : "corrupt", detail: err.message }),
      );
      worker.once("exit", () => finish({ ok: false, reason: "out_of_memory" }));
      // A copy, not a transfer: the caller still hashes and stores the original bytes.
      worker.postMessage({ kind: input.kind, bytes: input.bytes, text: input.text, limits: input.limits, htmlSelectors: input.htmlSelectors });
    });
  } finally {
    release();
  }
}
