import { bestSpan, locateQuote } from "@/lib/scouting/citation-support";
import type { Citation, Coverage, EvidenceChunk, EvidenceQuote, ReportDraft, ReportLine, ReportSection, SectionKey, SupportSpan } from "@/lib/scouting/types";
import { REPORT_SECTIONS } from "@/lib/scouting/types";

export const MAX_REPORT_WORDS = 2000;
export const SUMMARY_MIN = 5;
export const SUMMARY_MAX = 8;

/**
 * A report line before citation markers are assigned: it names the chunks that support it and, when
 * known, the exact source text (quotes) that a citation's span will point at.
 */
export type DraftLine = { text: string; chunkIds: string[]; quotes?: EvidenceQuote[] };
export type DraftSections = Partial<Record<SectionKey, DraftLine[]>>;

const MISSING_LABEL: Record<string, string> = {
  positions: "position",
  teams: "team history",
  height: "height",
  weight: "weight",
  strengths: "documented strengths",
  weaknesses: "documented weaknesses",
};

/** FR-06 "What I couldn't find", from coverage.missing: the same for every engine, never a claim. */
export function missingLines(coverage: Coverage): DraftLine[] {
  const lines = coverage.missing.map((m) => ({ text: `No evidence in your documents for ${MISSING_LABEL[m] ?? m}.`, chunkIds: [] }));
  if (lines.length === 0) lines.push({ text: "Nothing: every expected field (position, teams, height, weight, strengths, weaknesses) has supporting evidence.", chunkIds: [] });
  if (coverage.chunk_count === 0) lines.unshift({ text: "No passages about this player were found in your documents.", chunkIds: [] });
  return lines;
}

const NARRATIVE: ReadonlySet<SectionKey> = new Set(["snapshot", "play_style", "role_projection"]);
// Shown only when the documents support something (FR-06 "Risk Notes: optional").
const OPTIONAL: ReadonlySet<SectionKey> = new Set(["risk_notes", "stats"]);
// Coverage lines state what is absent; they are not claims about the player and cite nothing.
const UNCITED: ReadonlySet<SectionKey> = new Set(["missing"]);
const NOT_ENOUGH = "Not enough evidence in your documents to say.";

const countWords = (s: string) => s.match(/\S+/g)?.length ?? 0;
const clean = (s: string) => s.replace(/\s+/g, " ").trim();

function markerText(line: ReportLine) {
  return line.citations.map((n) => `[${n}]`).join("");
}

export function renderMarkdown(title: string, sections: ReportSection[], citations: Citation[], revisionNote?: string): string {
  const parts = [`# ${title}`];
  if (revisionNote) parts.push(`> ${revisionNote}`);
  for (const section of sections) {
    parts.push(`## ${section.title}`);
    if (section.kind === "narrative") parts.push(section.lines.map((l) => `${l.text}${l.citations.length ? ` ${markerText(l)}` : ""}`).join(" "));
    else parts.push(section.lines.map((l) => `- ${l.text}${l.citations.length ? ` ${markerText(l)}` : ""}`).join("\n"));
  }
  if (citations.length) {
    parts.push("## Sources");
    parts.push(citations.map((c) => `[${c.marker}] ${c.documentName} (passage ${Number(c.chunkId.split(":").pop()) + 1})`).join("\n"));
  }
  return parts.join("\n\n");
}

/**
 * Turns drafted sections into the final report: every bullet must cite evidence we retrieved
 * (uncited claims are dropped, FR-05/FR-06), citations become numbered markers, the FR-06 sections
 * all appear, the text stays within 2000 words, and the summary has 5–8 bullets.
 */
export function finalizeReport(input: { playerName: string; sections: DraftSections; evidence: EvidenceChunk[]; summary?: DraftLine[]; revisionNote?: string }): ReportDraft {
  const byId = new Map(input.evidence.map((c) => [c.chunkId, c]));
  const markers = new Map<string, number>();
  const citations: Citation[] = [];
  const cite = (ids: string[]) =>
    [...new Set(ids)]
      .filter((id) => byId.has(id))
      .map((id) => {
        let n = markers.get(id);
        if (n === undefined) {
          const chunk = byId.get(id) as EvidenceChunk;
          n = citations.length + 1;
          markers.set(id, n);
          citations.push({ marker: n, chunkId: id, documentId: chunk.documentId, documentName: chunk.documentName });
        }
        return n;
      });

  // Each citation of a line points at the text that supports it: its quote located in the passage,
  // else the passage's sentence that shares most with the line.
  const spans = (l: { text: string; ids: string[]; quotes: EvidenceQuote[] }, markers: number[]): SupportSpan[] => {
    const out: SupportSpan[] = [];
    [...new Set(l.ids)].filter((id) => byId.has(id)).forEach((id, k) => {
      const passage = (byId.get(id) as EvidenceChunk).text;
      const located = l.quotes.filter((q) => q.chunkId === id).map((q) => locateQuote(passage, q.text)).filter((x) => x !== null);
      const found = located.length ? located : [bestSpan(passage, l.text)].filter((x) => x !== null);
      for (const span of found) out.push({ marker: markers[k], ...span });
    });
    return out;
  };
  const toLines = (key: SectionKey, lines: DraftLine[]): ReportLine[] =>
    lines
      .map((l) => ({ text: clean(l.text), ids: l.chunkIds, quotes: l.quotes ?? [] }))
      .filter((l) => l.text && (UNCITED.has(key) || l.ids.some((id) => byId.has(id))))
      .map((l) => {
        if (UNCITED.has(key)) return { text: l.text, citations: [] };
        const citations = cite(l.ids);
        return { text: l.text, citations, support: spans(l, citations) };
      });

  let sections: ReportSection[] = REPORT_SECTIONS.map(({ key, title }) => {
    const lines = toLines(key, input.sections[key] ?? []);
    return { key, title, kind: NARRATIVE.has(key) ? "narrative" : "bullets", lines };
  });
  // Risk notes are optional (FR-06): shown only when evidence supports some.
  sections = sections.filter((s) => !OPTIONAL.has(s.key) || s.lines.length > 0);
  for (const s of sections) if (s.lines.length === 0) s.lines = [{ text: NOT_ENOUGH, citations: [] }];

  const title = `Scouting Report: ${input.playerName}`;
  // Enforce the word cap by dropping the last bullet of the longest bullet section until it fits.
  while (countWords(renderMarkdown(title, sections, citations, input.revisionNote)) > MAX_REPORT_WORDS) {
    const longest = sections.filter((s) => s.kind === "bullets" && s.lines.length > 1).sort((a, b) => b.lines.length - a.lines.length)[0];
    if (!longest) break;
    longest.lines.pop();
  }
  // Markers of dropped lines may linger in `citations`; keep only those still referenced, renumbered.
  const used = new Set(sections.flatMap((s) => s.lines.flatMap((l) => l.citations)));
  const renumber = new Map<number, number>();
  const finalCitations = citations.filter((c) => used.has(c.marker)).map((c, i) => {
    renumber.set(c.marker, i + 1);
    return { ...c, marker: i + 1 };
  });
  for (const s of sections) {
    for (const l of s.lines) {
      l.citations = l.citations.map((n) => renumber.get(n) as number);
      if (l.support) l.support = l.support.map((sp) => ({ ...sp, marker: renumber.get(sp.marker) as number }));
    }
  }

  const summary = buildSummary(sections, input.summary ? toLines("snapshot", input.summary).map((l) => ({ ...l, citations: l.citations.map((n) => renumber.get(n) ?? n).filter((n) => n <= finalCitations.length) })) : undefined);
  const text = renderMarkdown(title, sections, finalCitations, input.revisionNote);
  return { title, sections, citations: finalCitations, summary, text, wordCount: countWords(text), ...(input.revisionNote ? { revisionNote: input.revisionNote } : {}) };
}

/**
 * FR-08 summary: up to 8 bullets, drawn from the report itself so every bullet is already supported.
 * Thin evidence gives fewer: what is missing is said as such, never padded with fixed lines (issue 9).
 */
function buildSummary(sections: ReportSection[], proposed?: ReportLine[]): string[] {
  const get = (key: SectionKey) => sections.find((s) => s.key === key)?.lines.filter((l) => l.text !== NOT_ENOUGH) ?? [];
  const withMarkers = (l: ReportLine) => `${l.text}${l.citations.length ? ` ${markerText(l)}` : ""}`;
  const pool = [
    ...(proposed ?? []),
    ...get("snapshot"),
    ...get("strengths").slice(0, 2),
    ...get("weaknesses").slice(0, 2),
    ...get("role_projection").slice(0, 1),
    ...get("risk_notes").slice(0, 1),
    ...get("stats").slice(0, 1),
    ...get("strengths").slice(2),
    ...get("weaknesses").slice(2),
    ...get("development_focus"),
  ];
  const out: string[] = [];
  const plain: string[] = [];
  for (const line of pool) {
    // Skip a line already said in other words ("Best trait: court vision." covers "Court vision.").
    const key = line.text.toLowerCase().replace(/[.\s]+$/, "");
    if (plain.some((p) => p.includes(key) || key.includes(p))) continue;
    plain.push(key);
    out.push(withMarkers(line));
    if (out.length === SUMMARY_MAX) break;
  }
  // Too little evidence for five: say what is missing, as the report does (never invented).
  for (const line of get("missing")) {
    if (out.length >= SUMMARY_MIN) break;
    if (!out.includes(line.text)) out.push(line.text);
  }
  return out;
}
