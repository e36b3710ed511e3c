import type { Confidence, ExpectedField, Sport } from "@/lib/scouting/types";

// Display helpers shared by the player and report pages and the Markdown export. Pure, so unit-tested.

export const SPORT_LABELS: Record<Sport, string> = {
  nba: "NBA",
  football: "Football",
  soccer: "Soccer",
  unknown: "Unknown sport",
};

export function sportLabel(sport: string | null | undefined): string {
  return SPORT_LABELS[(sport ?? "unknown") as Sport] ?? sport ?? SPORT_LABELS.unknown;
}

export const FIELD_LABELS: Record<ExpectedField, string> = {
  positions: "Positions",
  teams: "Teams",
  height: "Height",
  weight: "Weight",
  strengths: "Strengths",
  weaknesses: "Weaknesses",
};

export function fieldLabel(field: string): string {
  return FIELD_LABELS[field as ExpectedField] ?? field.replace(/_/g, " ").replace(/^\w/, (c) => c.toUpperCase());
}

export const CONFIDENCE_LABELS: Record<Confidence, string> = { low: "Low confidence", med: "Medium confidence", high: "High confidence" };
export const CONFIDENCE_BADGE: Record<Confidence, "destructive" | "warning" | "success"> = { low: "destructive", med: "warning", high: "success" };

const usable = (n: number | null | undefined): n is number => typeof n === "number" && Number.isFinite(n) && n > 0;

/** 198 → "198 cm (6 ft 6 in)". Inches are rounded first so 12 in rolls over into the next foot. */
export function formatHeight(cm: number | null | undefined): string | null {
  if (!usable(cm)) return null;
  const totalInches = Math.round(cm / 2.54);
  return `${Math.round(cm)} cm (${Math.floor(totalInches / 12)} ft ${totalInches % 12} in)`;
}

/** 98 → "98 kg (216 lb)". */
export function formatWeight(kg: number | null | undefined): string | null {
  if (!usable(kg)) return null;
  const rounded = Math.round(kg * 10) / 10;
  return `${rounded} kg (${Math.round(kg * 2.20462)} lb)`;
}

/** "Zoë O'Neil-Brooks Jr." → "zoe-o-neil-brooks-jr": ASCII only, safe in a Content-Disposition filename. */
export function playerSlug(name: string | null | undefined): string {
  const slug = (name ?? "")
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60)
    .replace(/-+$/, "");
  return slug || "player";
}

export function reportFilename(playerName: string | null | undefined): string {
  return `scouting-report-${playerSlug(playerName)}.md`;
}

export type MarkerSegment = { kind: "text"; text: string } | { kind: "marker"; marker: number };

const MARKERS = /\[(\d{1,3})\]/g;

/** Splits "Elite passer [1][3]" into text and citation markers, so markers can render as buttons. */
export function splitMarkers(text: string): MarkerSegment[] {
  const out: MarkerSegment[] = [];
  let last = 0;
  for (const m of text.matchAll(MARKERS)) {
    const at = m.index ?? 0;
    if (at > last) out.push({ kind: "text", text: text.slice(last, at) });
    out.push({ kind: "marker", marker: Number(m[1]) });
    last = at + m[0].length;
  }
  if (last < text.length) out.push({ kind: "text", text: text.slice(last) });
  return out;
}

/** Summary bullets carry their markers inline; the history list shows them without. */
export function stripMarkers(text: string): string {
  return text.replace(/\s*\[\d{1,3}\]/g, "").replace(/\s+/g, " ").trim();
}

/** "`${documentId}:${chunkIndex}`" → 1-based passage number, or null for an id of another shape. */
export function passageNumber(chunkId: string): number | null {
  const n = Number(chunkId.split(":").pop());
  return Number.isInteger(n) && n >= 0 ? n + 1 : null;
}
