import { EXPECTED_FIELDS, REPORT_SECTIONS, type Citation, type Confidence, type Coverage, type ReportLine, type ReportSection, type SectionKey, type SupportSpan } from "@/lib/scouting/types";

// Stored reports keep sections, citations and coverage as JSON. Older rows may lack them or hold an
// earlier shape: these turn whatever is stored into the current types, dropping what cannot be read.

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);
const strings = (v: unknown): string[] => (Array.isArray(v) ? v.filter((s): s is string => typeof s === "string" && s.trim() !== "") : []);
const SECTION_TITLES = new Map<string, string>(REPORT_SECTIONS.map((s) => [s.key, s.title]));

function toLine(v: unknown): ReportLine | null {
  if (typeof v === "string") return v.trim() ? { text: v.trim(), citations: [] } : null;
  if (!isRecord(v) || typeof v.text !== "string" || !v.text.trim()) return null;
  const citations = Array.isArray(v.citations) ? v.citations.filter((n): n is number => Number.isInteger(n) && (n as number) > 0) : [];
  // Where each citation's supporting text is in its passage (reports saved before spans have none).
  const support = Array.isArray(v.support)
    ? v.support.filter(
        (sp): sp is SupportSpan =>
          isRecord(sp) && Number.isInteger(sp.marker) && Number.isInteger(sp.start) && Number.isInteger(sp.end) && (sp.start as number) >= 0 && (sp.end as number) > (sp.start as number),
      )
    : [];
  return support.length ? { text: v.text.trim(), citations, support } : { text: v.text.trim(), citations };
}

export function normaliseSections(value: unknown): ReportSection[] {
  if (!Array.isArray(value)) return [];
  const out: ReportSection[] = [];
  for (const raw of value) {
    if (!isRecord(raw)) continue;
    const key = typeof raw.key === "string" ? raw.key : "";
    const title = typeof raw.title === "string" && raw.title.trim() ? raw.title.trim() : SECTION_TITLES.get(key);
    if (!title) continue;
    const lines = Array.isArray(raw.lines) ? raw.lines.map(toLine).filter((l): l is ReportLine => l !== null) : [];
    out.push({ key: key as SectionKey, title, kind: raw.kind === "narrative" ? "narrative" : "bullets", lines });
  }
  return out;
}

export function normaliseCitations(value: unknown): Citation[] {
  if (!Array.isArray(value)) return [];
  const out: Citation[] = [];
  for (const raw of value) {
    if (!isRecord(raw) || !Number.isInteger(raw.marker) || typeof raw.chunkId !== "string") continue;
    out.push({
      marker: raw.marker as number,
      chunkId: raw.chunkId,
      documentId: typeof raw.documentId === "string" ? raw.documentId : raw.chunkId.split(":")[0],
      documentName: typeof raw.documentName === "string" && raw.documentName ? raw.documentName : "Unknown document",
    });
  }
  return out.sort((a, b) => a.marker - b.marker);
}

const CONFIDENCES: readonly Confidence[] = ["low", "med", "high"];

export function normaliseCoverage(value: unknown): Coverage | null {
  if (!isRecord(value)) return null;
  const found = strings(value.found);
  const missing = strings(value.missing);
  const confidence = CONFIDENCES.includes(value.confidence as Confidence) ? (value.confidence as Confidence) : null;
  if (!confidence && !found.length && !missing.length) return null;
  return {
    found,
    // An older row may only list what was found: everything else expected is missing.
    missing: missing.length || !found.length ? missing : EXPECTED_FIELDS.filter((f) => !found.includes(f)),
    confidence: confidence ?? "low",
    chunk_count: typeof value.chunk_count === "number" ? value.chunk_count : 0,
  };
}

export function normaliseSummary(value: unknown): string[] {
  return strings(value).map((s) => s.trim());
}

/** The stored Markdown starts with "# <title>"; otherwise the title the workflow would have used. */
export function reportTitle(reportText: string | null | undefined, playerName: string): string {
  const first = reportText?.match(/^#\s+(.+)$/m)?.[1]?.trim();
  return first || `Scouting Report: ${playerName}`;
}

export type MarkdownBlock = { kind: "heading"; text: string } | { kind: "bullets"; items: string[] } | { kind: "paragraph"; text: string };

/**
 * A small reader for the stored report Markdown, used only when a report has no structured
 * sections (older rows). It skips the title and the Sources list, which the viewer renders itself.
 */
export function markdownBlocks(markdown: string | null | undefined): MarkdownBlock[] {
  const blocks: MarkdownBlock[] = [];
  let inSources = false;
  for (const para of (markdown ?? "").split(/\n\s*\n/)) {
    const lines = para.split("\n").map((l) => l.trim()).filter(Boolean);
    if (!lines.length) continue;
    const heading = lines[0].match(/^(#{1,6})\s+(.*)$/);
    if (heading) {
      if (heading[1].length === 1) continue;
      inSources = /^sources$/i.test(heading[2].trim());
      if (!inSources) blocks.push({ kind: "heading", text: heading[2].trim() });
      lines.shift();
      if (!lines.length) continue;
    }
    if (inSources) continue;
    if (lines.every((l) => /^[-*]\s+/.test(l))) blocks.push({ kind: "bullets", items: lines.map((l) => l.replace(/^[-*]\s+/, "")) });
    else blocks.push({ kind: "paragraph", text: lines.join(" ") });
  }
  return blocks;
}

/** The revision note an edited report carries under its title ("> Revision 2, as you asked …"). */
export function revisionNoteOf(reportText: string | null | undefined): string | null {
  return reportText?.match(/^> (Revision \d+.*)$/m)?.[1]?.trim() ?? null;
}
