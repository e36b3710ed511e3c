import type { CoachId } from "../types";

/** What kind of documented statement about the player an entry answers. */
export type FactKind = "strength" | "weakness" | "tendency" | "role" | "risk" | "development" | "stat" | "profile";

/**
 * One curated piece of coaching knowledge (COACH-06). `triggers` are matched (as words, case-insensitive)
 * against the player's documented statements and the question; `what` is the guidance, `rationale` why
 * it works. Entries are general knowledge: the panel always marks them as such.
 */
export type KnowledgeEntry = {
  id: string;
  coach: CoachId;
  area: string;
  kinds: FactKind[];
  triggers: string[];
  title: string;
  /** A drill, progression, conditioning block or tactical usage. */
  what: string;
  rationale: string;
};
