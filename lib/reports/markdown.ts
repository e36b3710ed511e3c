import { fieldLabel, passageNumber, sportLabel } from "./format";
import { markdownBlocks, revisionNoteOf } from "./parse";
import type { ReportView } from "./types";

const CONFIDENCE_WORDS = { low: "low", med: "medium", high: "high" } as const;

const markers = (citations: number[]) => citations.map((n) => `[${n}]`).join("");
const withMarkers = (text: string, citations: number[]) => (citations.length ? `${text} ${markers(citations)}` : text);

function body(view: ReportView): string[] {
  const { sections, reportText } = view.report;
  if (sections.length) {
    return sections.flatMap((s) => [
      `## ${s.title}`,
      s.kind === "narrative"
        ? s.lines.map((l) => withMarkers(l.text, l.citations)).join(" ")
        : s.lines.map((l) => `- ${withMarkers(l.text, l.citations)}`).join("\n"),
    ]).filter(Boolean);
  }
  // Older rows without structured sections: their stored Markdown, minus title and sources (added below).
  return markdownBlocks(reportText).map((b) =>
    b.kind === "heading" ? `## ${b.text}` : b.kind === "bullets" ? b.items.map((i) => `- ${i}`).join("\n") : b.text,
  );
}

/** The report as a standalone Markdown file: header, FR-06 sections, and a Sources list naming each document. */
export function reportMarkdown(view: ReportView): string {
  const { report, player, citations } = view;
  const meta = [`**Player:** ${player.displayName} (${sportLabel(player.sport)})`, `**Date:** ${new Date(report.createdAt).toISOString().slice(0, 10)}`];
  const cov = report.coverage;
  if (cov) {
    const parts = [`${CONFIDENCE_WORDS[cov.confidence]} confidence`];
    if (cov.found.length) parts.push(`found: ${cov.found.map(fieldLabel).join(", ")}`);
    if (cov.missing.length) parts.push(`missing: ${cov.missing.map(fieldLabel).join(", ")}`);
    meta.push(`**Coverage:** ${parts.join("; ")}`);
  }
  const note = report.sections.length ? revisionNoteOf(report.reportText) : null;
  const out = [`# ${report.title}`, meta.join("  \n"), ...(note ? [`> ${note}`] : []), ...body(view)];
  if (citations.length) {
    out.push("## Sources");
    out.push(
      citations
        .map((c) => {
          const passage = passageNumber(c.chunkId);
          const where = [passage ? `passage ${passage}` : null, c.text === null ? "document since deleted" : null].filter(Boolean).join(", ");
          return `- [${c.marker}] ${c.documentName}${where ? ` (${where})` : ""}`;
        })
        .join("\n"),
    );
  }
  return `${out.join("\n\n")}\n`;
}
