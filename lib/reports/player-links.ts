import type { PlayerSort } from "@/lib/db/queries/players";
import type { Sport } from "@/lib/scouting/types";

// The player library's filters and links, without zod, so the client filter bar can import them.

export const PAGE_SIZE = 20;

export const PLAYER_SORT_OPTIONS = [
  { value: "recent", label: "Recently added" },
  { value: "updated", label: "Recently updated" },
  { value: "name", label: "Name (A–Z)" },
] as const satisfies readonly { value: PlayerSort; label: string }[];

export type PlayerFilters = {
  q?: string;
  sport?: Sport;
  position?: string;
  team?: string;
  sort: PlayerSort;
  page: number;
  pageSize: number;
};

export const hasActiveFilters = (f: Pick<PlayerFilters, "q" | "sport" | "position" | "team">) => Boolean(f.q || f.sport || f.position || f.team);

/** /players?… for a link that keeps the current filters (pagination), defaults left out. */
export function playersHref(filters: Partial<PlayerFilters>, overrides: Partial<PlayerFilters> = {}): string {
  const f = { ...filters, ...overrides };
  const params = new URLSearchParams();
  if (f.q?.trim()) params.set("q", f.q.trim());
  if (f.sport) params.set("sport", f.sport);
  if (f.position?.trim()) params.set("position", f.position.trim());
  if (f.team?.trim()) params.set("team", f.team.trim());
  if (f.sort && f.sort !== "recent") params.set("sort", f.sort);
  if (f.page && f.page > 1) params.set("page", String(f.page));
  const qs = params.toString();
  return qs ? `/players?${qs}` : "/players";
}
