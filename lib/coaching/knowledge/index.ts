import type { Sport } from "@/lib/scouting/types";
import { BASKETBALL } from "./basketball";
import { FOOTBALL } from "./football";
import { SOCCER } from "./soccer";
import type { KnowledgeEntry } from "./types";

export type { FactKind, KnowledgeEntry } from "./types";

/** Bumped whenever an entry changes, so an answer can say which knowledge it used (COACH-06). */
export const KNOWLEDGE_VERSION = "2026.11.23-1";

const BY_SPORT: Record<Sport, KnowledgeEntry[]> = { nba: BASKETBALL, football: FOOTBALL, soccer: SOCCER, unknown: [] };

export function knowledgeFor(sport: string): KnowledgeEntry[] {
  return BY_SPORT[sport as Sport] ?? [];
}

export const ALL_ENTRIES: KnowledgeEntry[] = [...BASKETBALL, ...FOOTBALL, ...SOCCER];
