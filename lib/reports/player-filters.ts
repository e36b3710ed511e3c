import { z } from "zod";
import type { PlayerSort } from "@/lib/db/queries/players";
import { cleanString } from "@/lib/http/text-hygiene";
import { SPORTS } from "@/lib/scouting/types";
import { PAGE_SIZE, PLAYER_SORT_OPTIONS, type PlayerFilters } from "./player-links";

// The player library's query string, shared by GET /api/players (strict: 422 on bad input) and the
// /players page (lenient: a hand-edited URL falls back to defaults instead of failing the page).

const SORT_VALUES = PLAYER_SORT_OPTIONS.map((o) => o.value) as [PlayerSort, ...PlayerSort[]];

/** "" (an empty GET-form field) and "all" mean "no filter". */
const blank = (v: unknown) => (typeof v === "string" && (v.trim() === "" || v.trim().toLowerCase() === "all") ? undefined : v);
const text = (max: number) => z.preprocess(blank, cleanString().trim().max(max, `At most ${max} characters.`).optional());

const fields = {
  q: text(200),
  sport: z.preprocess((v) => (typeof blank(v) === "string" ? (v as string).trim().toLowerCase() : blank(v)), z.enum(SPORTS, { message: `One of: ${SPORTS.join(", ")}, all.` }).optional()),
  // Positions are stored as canonical upper-case codes ("PG", "QB", "CB").
  position: z.preprocess((v) => (typeof blank(v) === "string" ? (v as string).trim().toUpperCase() : blank(v)), cleanString().max(20, "At most 20 characters.").optional()),
  team: text(100),
  sort: z.preprocess(blank, z.enum(SORT_VALUES, { message: `One of: ${SORT_VALUES.join(", ")}.` }).default("recent")),
  page: z.preprocess(blank, z.coerce.number({ message: "Must be a number." }).int("Must be a whole number.").min(1, "Must be 1 or more.").max(100_000).default(1)),
  page_size: z.preprocess(blank, z.coerce.number({ message: "Must be a number." }).int("Must be a whole number.").min(1, "Must be 1 or more.").max(100, "At most 100.").default(PAGE_SIZE)),
};

export const playerListQuery = z.object(fields);

type RawParams = Record<string, string | string[] | undefined>;

// A repeated key (?sport=nba&sport=soccer) counts as its first value, as URLSearchParams.get does.
const first = (raw: RawParams) => Object.fromEntries(Object.entries(raw).map(([k, v]) => [k, Array.isArray(v) ? v[0] : v]));

const fromParsed = (d: z.infer<typeof playerListQuery>): PlayerFilters => ({
  q: d.q || undefined,
  sport: d.sport,
  position: d.position || undefined,
  team: d.team || undefined,
  sort: d.sort,
  page: d.page,
  pageSize: d.page_size,
});

/** For the API: the zod result, so the route can answer 422 with field errors. */
export function parsePlayerQuery(params: URLSearchParams) {
  const raw: RawParams = {};
  for (const key of params.keys()) raw[key] ??= params.get(key) ?? undefined;
  const parsed = playerListQuery.safeParse(raw);
  return parsed.success ? ({ success: true, data: fromParsed(parsed.data) } as const) : ({ success: false, error: parsed.error } as const);
}

/** For the page: each invalid field falls back to its default on its own. */
export function parsePlayerSearchParams(raw: RawParams): PlayerFilters {
  const values = first(raw);
  const field = <K extends keyof typeof fields>(key: K) => {
    const r = fields[key].safeParse(values[key]);
    return (r.success ? r.data : fields[key].safeParse(undefined).data) as z.infer<(typeof fields)[K]>;
  };
  return fromParsed({ q: field("q"), sport: field("sport"), position: field("position"), team: field("team"), sort: field("sort"), page: field("page"), page_size: PAGE_SIZE });
}
