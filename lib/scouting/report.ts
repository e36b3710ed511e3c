import type { Citation, Coverage, EvidenceChunk, ReportDraft, ReportLine, ReportSection, SectionKey } from "@/lib/scouting/types";
import { REPORT_SECTIONS } from "@/lib/scouting/types";

export const MAX_REPORT_WORDS = 2000;
export const SUMMARY_MIN = 5;
export const SUMMARY_MAX = 8;

/** A report line before citation markers are assigned: it names the chunks that support it. */
export type DraftLine = { text: string; chunkIds: string[] };
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

const NARRATIVE: ReadonlySet<SectionKey> = new Set(["play_style", "role_projection"]);
// Coverage lines state what is absent; they are not claims about the player and cite nothing.
const UNCITED: ReadonlySet<SectionKey> = new Set(["missing"]);
const NOT_ENOUGH = "Not enough evidence in your documents to say.";

const countWords = (s: string) => s.match(/\S+/g)?.length ?? 0;
const clean = (s: string) => s.replace(/\s+/g, " ").trim();

function markerText(line: ReportLine) {
  return line.citations.map((n) => `[${n}]`).join("");
}

export function renderMarkdown(title: string, sections: ReportSection[], citations: Citation[]): string {
  const parts = [`# ${title}`];
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
export function finalizeReport(input: { playerName: string; sections: DraftSections; evidence: EvidenceChunk[]; summary?: DraftLine[] }): ReportDraft {
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

  const toLines = (key: SectionKey, lines: DraftLine[]): ReportLine[] =>
    lines
      .map((l) => ({ text: clean(l.text), ids: l.chunkIds }))
      .filter((l) => l.text && (UNCITED.has(key) || l.ids.some((id) => byId.has(id))))
      .map((l) => ({ text: l.text, citations: UNCITED.has(key) ? [] : cite(l.ids) }));

  let sections: ReportSection[] = REPORT_SECTIONS.map(({ key, title }) => {
    const lines = toLines(key, input.sections[key] ?? []);
    return { key, title, kind: NARRATIVE.has(key) ? "narrative" : "bullets", lines };
  });
  // Risk notes are optional (FR-06): shown only when evidence supports some.
  sections = sections.filter((s) => s.key !== "risk_notes" || s.lines.length > 0);
  for (const s of sections) if (s.lines.length === 0) s.lines = [{ text: NOT_ENOUGH, citations: [] }];

  const title = `Scouting Report: ${input.playerName}`;
  // Enforce the word cap by dropping the last bullet of the longest bullet section until it fits.
  while (countWords(renderMarkdown(title, sections, citations)) > MAX_REPORT_WORDS) {
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
  for (const s of sections) for (const l of s.lines) l.citations = l.citations.map((n) => renumber.get(n) as number);

  const summary = buildSummary(sections, input.summary ? toLines("snapshot", input.summary).map((l) => ({ ...l, citations: l.citations.map((n) => renumber.get(n) ?? n).filter((n) => n <= finalCitations.length) })) : undefined);
  const text = renderMarkdown(title, sections, finalCitations);
  return { title, sections, citations: finalCitations, summary, text, wordCount: countWords(text) };
}

/** FR-08 summary: 5–8 bullets, drawn from the report itself so every bullet is already supported. */
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
  // Too little evidence for five: fill with what is missing, stated as such (never invented).
  for (const line of get("missing")) {
    if (out.length >= SUMMARY_MIN) break;
    out.push(line.text);
  }
  while (out.length < SUMMARY_MIN) out.push(["Report based on limited evidence.", "Upload more documents to strengthen this report.", "All claims above cite their sources.", "Review the full report before saving.", "Nothing is saved until you approve."][out.length % 5]);
  return out;
}
