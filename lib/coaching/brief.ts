import type { ReportView } from "@/lib/reports/types";
import type { SectionKey } from "@/lib/scouting/types";
import type { FactKind } from "./knowledge/types";
import type { EvidenceCitation } from "./types";

// COACH-04, grounding: what every coach sees about the player: the saved profile, the latest report's
// statements, and the passages those statements cite. Only statements that carry a citation become
// facts a coach may state about the player; everything else a coach says is general guidance.

export type PlayerFact = {
  id: string;
  kind: FactKind;
  section: string;
  text: string;
  /** Evidence tags ("E3") of the passages that support the statement. */
  tags: string[];
};

export type PlayerBrief = {
  id: string;
  name: string;
  sport: string;
  profile: string[];
  facts: PlayerFact[];
  /** Cited passages by tag; a statement about the player cites these and only these. */
  passages: Map<string, EvidenceCitation & { text: string }>;
  reportId: string | null;
};

const KIND_OF_SECTION: Partial<Record<SectionKey, FactKind>> = {
  snapshot: "profile",
  strengths: "strength",
  weaknesses: "weakness",
  play_style: "tendency",
  stats: "stat",
  role_projection: "role",
  development_focus: "development",
  risk_notes: "risk",
};

export type BriefPlayer = {
  id: string;
  displayName: string;
  sport: string;
  positions: string[] | null;
  teams: string[] | null;
  league: string | null;
  physical: { height_cm?: number; weight_kg?: number; height_as_written?: string; weight_as_written?: string } | null;
};

/** What the brief needs of a report view: its sections and its resolved citations. */
export type BriefReport = Pick<ReportView, "citations"> & { report: Pick<ReportView["report"], "id" | "sections"> };

const QUOTE_MAX = 280;

export function buildBrief(player: BriefPlayer, report: BriefReport | null): PlayerBrief {
  const profile = [
    player.positions?.length ? `Position: ${player.positions.join(", ")}` : null,
    player.teams?.length ? `Teams: ${player.teams.join(", ")}` : null,
    player.league ? `League: ${player.league}` : null,
    player.physical?.height_as_written ?? (player.physical?.height_cm ? `Height: ${player.physical.height_cm} cm` : null),
    player.physical?.weight_as_written ?? (player.physical?.weight_kg ? `Weight: ${player.physical.weight_kg} kg` : null),
  ].filter((s): s is string => !!s);
  const passages = new Map<string, EvidenceCitation & { text: string }>();
  const facts: PlayerFact[] = [];
  if (report) {
    const byMarker = new Map(report.citations.map((c) => [c.marker, c]));
    // One tag per cited stretch of text: two statements citing different parts of one passage get two
    // tags, so each tag's quote is exactly what supports its statement.
    const tagOf = new Map<string, string>();
    for (const section of report.report.sections) {
      const kind = KIND_OF_SECTION[section.key];
      if (!kind) continue;
      for (const line of section.lines) {
        const tags: string[] = [];
        for (const marker of line.citations) {
          const cited = byMarker.get(marker);
          if (!cited || cited.text === null) continue; // a deleted document cannot support a statement
          const span = line.support?.find((s) => s.marker === marker);
          const key = span ? `${marker}:${span.start}-${span.end}` : `${marker}`;
          let tag = tagOf.get(key);
          if (!tag) {
            tag = `E${tagOf.size + 1}`;
            tagOf.set(key, tag);
            const quote = span ? cited.text.slice(span.start, span.end) : cited.text.slice(0, QUOTE_MAX);
            passages.set(tag, { kind: "evidence", tag, chunkId: cited.chunkId, documentId: cited.documentId, documentName: cited.documentName, quote: quote.slice(0, QUOTE_MAX), text: cited.text });
          }
          tags.push(tag);
        }
        if (tags.length === 0) continue;
        facts.push({ id: `F${facts.length + 1}`, kind, section: section.title, text: cleanLine(line.text), tags: [...new Set(tags)] });
      }
    }
  }
  return { id: player.id, name: player.displayName, sport: player.sport, profile, facts, passages, reportId: report?.report.id ?? null };
}

/** Report lines may carry their own markers ("[2]"); the coach writes evidence tags instead. */
function cleanLine(text: string): string {
  return text.replace(/\s*\[\d+(?:\s*,\s*\d+)*\]/g, "").replace(/\s+/g, " ").trim();
}
