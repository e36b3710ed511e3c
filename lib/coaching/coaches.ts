import type { CoachId } from "./types";

// The panel (COACH-01): three specialists in a fixed order. The order is the seed's (technique →
// science → tactics) mapped to scouting; each later coach builds on the earlier answers.

export const COACH_ORDER: readonly CoachId[] = ["skills", "performance", "tactics"] as const;

/** Seed 004: every answer stays within 2000 characters. */
export const ANSWER_LIMIT = 2000;

export type CoachSpec = { id: CoachId; label: string; area: string; focus: string };

export const COACHES: Record<CoachId, CoachSpec> = {
  skills: {
    id: "skills",
    label: "Skills coach",
    area: "technique",
    focus: "technique: mechanics, drills, progressions, common mistakes and safe practice",
  },
  performance: {
    id: "performance",
    label: "Performance coach",
    area: "physical",
    focus: "the physical side: physical profile, conditioning, training load, injury risk and return-to-play considerations",
  },
  tactics: {
    id: "tactics",
    label: "Tactics coach",
    area: "tactical",
    focus: "tactics: role, fit, matchups and game plans",
  },
};

/** Cuts an answer to the limit at the last sentence or line end that fits (never mid-word). */
export function withinLimit(text: string, limit = ANSWER_LIMIT): string {
  const trimmed = text.trim();
  if (trimmed.length <= limit) return trimmed;
  const head = trimmed.slice(0, limit);
  const cut = Math.max(head.lastIndexOf("\n"), head.search(/[.!?](?=[^.!?]*$)/) + 1);
  if (cut > limit * 0.5) return head.slice(0, cut).trim();
  const space = head.lastIndexOf(" ");
  return `${head.slice(0, space > 0 ? space : limit - 1).trim()}…`.slice(0, limit);
}
