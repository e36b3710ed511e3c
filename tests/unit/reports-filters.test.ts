import { describe, expect, it } from "vitest";
import { parsePlayerQuery, parsePlayerSearchParams } from "@/lib/reports/player-filters";
import { hasActiveFilters, playersHref } from "@/lib/reports/player-links";

describe("GET /api/players query (strict)", () => {
  it("applies defaults and treats empty and 'all' as no filter", () => {
    const r = parsePlayerQuery(new URLSearchParams("q=&sport=all&position=&team="));
    expect(r).toEqual({ success: true, data: { q: undefined, sport: undefined, position: undefined, team: undefined, sort: "recent", page: 1, pageSize: 20 } });
  });
  it("normalises values", () => {
    const r = parsePlayerQuery(new URLSearchParams("q= Jalen &sport=NBA&position=pg&team=Austin&sort=name&page=2&page_size=50"));
    expect(r.success && r.data).toEqual({ q: "Jalen", sport: "nba", position: "PG", team: "Austin", sort: "name", page: 2, pageSize: 50 });
  });
  it("reports every bad field", () => {
    const r = parsePlayerQuery(new URLSearchParams("sport=hockey&sort=best&page=0&page_size=500"));
    expect(r.success).toBe(false);
    if (!r.success) {
      const fields = new Set(r.error.issues.map((i) => i.path.join(".")));
      expect(fields).toEqual(new Set(["sport", "sort", "page", "page_size"]));
    }
    expect(parsePlayerQuery(new URLSearchParams("page=abc")).success).toBe(false);
    expect(parsePlayerQuery(new URLSearchParams("page=1.5")).success).toBe(false);
  });
});

describe("/players search params (lenient)", () => {
  it("falls back per field instead of failing", () => {
    expect(parsePlayerSearchParams({ q: "brooks", sport: "hockey", sort: "best", page: "-2", position: ["qb", "wr"] })).toEqual({
      q: "brooks",
      sport: undefined,
      position: "QB",
      team: undefined,
      sort: "recent",
      page: 1,
      pageSize: 20,
    });
  });
});

describe("playersHref", () => {
  it("keeps filters and leaves defaults out", () => {
    const f = parsePlayerSearchParams({ q: "Jalen Brooks", sport: "nba", sort: "name", page: "3" });
    expect(playersHref(f)).toBe("/players?q=Jalen+Brooks&sport=nba&sort=name&page=3");
    expect(playersHref(f, { page: 1 })).toBe("/players?q=Jalen+Brooks&sport=nba&sort=name");
    expect(playersHref({})).toBe("/players");
    expect(hasActiveFilters(f)).toBe(true);
    expect(hasActiveFilters(parsePlayerSearchParams({ sort: "name" }))).toBe(false);
  });
});
