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

const FRACTION_WORDS: Record<string, string> = { "1": "1/8", "2": "2/8", "3": "3/8", "4": "4/8", "5": "5/8", "6": "6/8", "7": "7/8" };
const tenth = (n: number) => Math.round(n * 10) / 10;

function feetInches(cm: number): string {
  const totalInches = Math.round(cm / 2.54);
  return `${Math.floor(totalInches / 12)} ft ${totalInches % 12} in`;
}

/**
 * A height as the source wrote it with the converted value beside it, marked "≈" because it is ours:
 * "6'9\"" → "6'9\" (≈205.7 cm)", "2.03-meter" → "2.03-meter (≈6 ft 8 in)", "6036" → "6036 (6 ft 3 6/8 in, ≈192.4 cm)".
 */
export function describeHeight(cm: number | null | undefined, asWritten?: string | null): string | null {
  if (!usable(cm)) return null;
  const src = asWritten?.trim();
  if (!src) return `${tenth(cm)} cm (≈${feetInches(cm)})`;
  const combine = /^([5-7])(0\d|1[01])([0-7])$/.exec(src);
  if (combine) return `${src} (${combine[1]} ft ${Number(combine[2])}${combine[3] !== "0" ? ` ${FRACTION_WORDS[combine[3]]}` : ""} in, ≈${tenth(cm)} cm)`;
  if (/^\d{3}(?:\.\d)?$/.test(src)) return `${src} cm (≈${feetInches(cm)})`;
  if (/(?:cm|centim|met(?:er|re)|\bm)\b|\d[.,]\d{2}\s*m/i.test(src)) return `${src} (≈${feetInches(cm)})`;
  return `${src} (≈${tenth(cm)} cm)`;
}

/** A weight as written with the conversion beside it: "250 lbs (≈113.4 kg)", "71 kg (≈156.5 lb)". */
export function describeWeight(kg: number | null | undefined, asWritten?: string | null): string | null {
  if (!usable(kg)) return null;
  const src = asWritten?.trim();
  const lb = tenth(kg / 0.45359237);
  if (!src) return `${tenth(kg)} kg (≈${lb} lb)`;
  const bare = /^\d{2,3}(?:\.\d+)?$/.test(src);
  const metric = bare ? Math.abs(Number(src) - kg) < 0.5 : /k(?:g|ilo)/i.test(src);
  const shown = bare ? `${src} ${metric ? "kg" : "lb"}` : src;
  return metric ? `${shown} (≈${lb} lb)` : `${shown} (≈${tenth(kg)} kg)`;
}

/** 198 → "198 cm (6 ft 6 in)"; with the source's notation, that notation first (see describeHeight). */
export function formatHeight(cm: number | null | undefined, asWritten?: string | null): string | null {
  if (asWritten) return describeHeight(cm, asWritten);
  if (!usable(cm)) return null;
  const totalInches = Math.round(cm / 2.54);
  return `${Math.round(cm)} cm (${Math.floor(totalInches / 12)} ft ${totalInches % 12} in)`;
}

/** 98 → "98 kg (216 lb)"; with the source's notation, that notation first (see describeWeight). */
export function formatWeight(kg: number | null | undefined, asWritten?: string | null): string | null {
  if (asWritten) return describeWeight(kg, asWritten);
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
