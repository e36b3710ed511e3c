import path from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { MockLanguageModelV4 } from "ai/test";
import { countTokens, truncateText } from "@/lib/research/budget";
import { startFixtureServer, type FixtureServer } from "@/lib/research/fixture-server";
import { modelNarrative } from "@/lib/research/narrate";
import { compareWithProfile } from "@/lib/research/gap";
import { BudgetError, runResearch } from "@/lib/research/pipeline";
import { configuredSources } from "@/lib/research/sources";
import { fixtureSource } from "@/lib/research/sources/fixture";
import type { ResearchSourceEvent } from "@/lib/research/types";

// Seed 001 §10 scenarios T2, T3, budget stop and T5 against a real loopback HTTP fixture server.

const dir = path.resolve("eval/research/fixtures");
const profile = { savedAt: "2026-03-20", fields: { display_name: "Jalen Brooks", sport: "nba" as const, positions: ["SF", "PF"], teams: ["Omaha Comets"] } };
const page = (i: number, words: number) =>
  `<html><head><title>Jalen Brooks notes ${i}</title></head><body><p>Jalen Brooks plays forward. Height: 6'9".</p><p>${"Brooks passes well. ".repeat(words)}</p></body></html>`;

let server: FixtureServer;
beforeAll(async () => {
  server = await startFixtureServer({
    dir,
    routes: [
      (_req, res, url) => {
        // 20 search results for any query (seed 001 T3: "Mock API returns 100 repos").
        if (url.pathname !== "/search20") return false;
        const rows = Array.from({ length: 20 }, (_, i) => ({ file: `p${i}.html`, url: `/gen/p${i}.html`, title: i % 2 ? `Jalen Brooks notes ${i}` : `Other player ${i}`, snippet: "", players: ["Jalen Brooks"], reputation: i / 20, license: "CC BY 4.0", attribution: "Fixture" }));
        res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(rows));
        return true;
      },
      (_req, res, url) => {
        const m = url.pathname.match(/^\/gen\/p(\d+)\.html$/);
        if (!m) return false;
        res.writeHead(200, { "content-type": "text/html" }).end(page(Number(m[1]), 400));
        return true;
      },
    ],
  });
});
afterAll(() => server.close());

const genFetches = () => [...server.hits].filter(([p]) => p.startsWith("/gen/")).reduce((n, [, c]) => n + c, 0);
const twentySource = () => {
  const s = fixtureSource({ dir, baseUrl: server.url });
  return { ...s, search: async (q: string, o: { signal?: AbortSignal }) => (await fetch(`${server.url}/search20?q=${encodeURIComponent(q)}`, { signal: o.signal }).then((r) => r.json())).map((r: { url: string; title: string; reputation: number }) => ({ sourceId: "fixture", url: `${server.url}${r.url}`, title: r.title, snippet: "", reputation: r.reputation, license: "CC BY 4.0", attribution: "Fixture" })) };
};

describe("bounding (RES-02)", () => {
  afterEach(() => server.hits.clear());
  it("20 results are cut to the top 3 before any fetch: the fixture server sees 3 page fetches, no more", async () => {
    const events: ResearchSourceEvent[] = [];
    const out = await runResearch({ playerName: "Jalen Brooks", sport: "nba", profile, sources: [twentySource()], limit: 3, budgetTokens: 100_000, emit: (e) => void events.push(e) });
    expect(out.searched).toBe(20);
    expect(genFetches()).toBe(3);
    expect(events.filter((e) => e.status === "found")).toHaveLength(3);
    // Ranked by relevance (name in the title) and reputation: the best odd-numbered pages.
    expect(events.filter((e) => e.status === "found").map((e) => e.title)).toEqual(["Jalen Brooks notes 19", "Jalen Brooks notes 17", "Jalen Brooks notes 15"]);
  });

  it("a limit of 1 fetches exactly one page", async () => {
    await runResearch({ playerName: "Jalen Brooks", sport: "nba", profile, sources: [twentySource()], limit: 1, budgetTokens: 100_000 });
    expect(genFetches()).toBe(1);
  });
});

describe("budget (RES-03)", () => {
  afterEach(() => server.hits.clear());
  it("stops fetching once the budget is full and reports the rest as skipped (budget)", async () => {
    const onePage = countTokens("Brooks passes well. ".repeat(400));
    const events: ResearchSourceEvent[] = [];
    const out = await runResearch({ playerName: "Jalen Brooks", sport: "nba", profile, sources: [twentySource()], limit: 3, budgetTokens: Math.round(onePage * 1.5), emit: (e) => void events.push(e) });
    // Page 1 fits; page 2 is fetched, overflows and is dropped; page 3 is never fetched.
    expect(genFetches()).toBe(2);
    expect(events.filter((e) => e.status === "fetched")).toHaveLength(1);
    expect(events.filter((e) => e.status === "skipped" && e.reason === "budget")).toHaveLength(2);
    expect(out.body.budget.used).toBeLessThanOrEqual(out.body.budget.limit);
  });

  it("static check: internal context over the budget fails before any search or fetch", async () => {
    await expect(runResearch({ playerName: "Jalen Brooks", sport: "nba", profile, sources: [twentySource()], limit: 3, budgetTokens: 50, internalContext: "profile ".repeat(200) })).rejects.toBeInstanceOf(BudgetError);
    expect(server.hits.size).toBe(0);
  });

  it("counts with a real tokenizer times 1.2", () => {
    expect(countTokens("hello world jalen brooks")).toBe(Math.ceil(6 * 1.2));
    expect(truncateText("a b c d e f g h i j", 0.5).length).toBeLessThanOrEqual(10);
  });
});

describe("adaptive truncation (RES-03, seed T5)", () => {
  it("a context-length error halves the outside text and retries once", async () => {
    const prompts: string[] = [];
    const model = new MockLanguageModelV4({
      doGenerate: async (options) => {
        const prompt = JSON.stringify(options.prompt);
        prompts.push(prompt);
        if (prompts.length === 1) throw new Error("400 INVALID_ARGUMENT: This model's maximum context length is 8192 tokens.");
        return { content: [{ type: "text", text: "Outside sources add a newer team [x1]." }], finishReason: { unified: "stop", raw: "stop" }, usage: { inputTokens: { total: 1, noCache: 1, cacheRead: 0, cacheWrite: 0 }, outputTokens: { total: 1, text: 1, reasoning: 0 } }, warnings: [] };
      },
    });
    const text = "Jalen Brooks was traded to Tacoma. ".repeat(200);
    const pages = [{ sourceId: "fixture", url: "http://127.0.0.1/x", title: "X", snippet: "", reputation: 1, text, tokens: countTokens(text) }];
    const out = await modelNarrative(model, { playerName: "Jalen Brooks", profileJson: "{}", pages, facts: [] });
    expect(out).toEqual({ narrative: "Outside sources add a newer team [x1].", truncated: true });
    expect(prompts).toHaveLength(2);
    expect(prompts[1].length).toBeLessThan(prompts[0].length * 0.6);
  });

  it("any other error is not retried", async () => {
    let calls = 0;
    const model = new MockLanguageModelV4({ doGenerate: async () => { calls++; throw new Error("401 unauthorized"); } });
    await expect(modelNarrative(model, { playerName: "J", profileJson: "{}", pages: [], facts: [] })).rejects.toThrow("401");
    expect(calls).toBe(1);
  });
});

describe("gap facts (RES-07)", () => {
  const reading = (teams: string[]) => ({ page: { sourceId: "f", url: "http://127.0.0.1/p", title: "P", snippet: "", reputation: 1, date: "2026-07-01", text: "", tokens: 0 }, fields: { display_name: "Jalen Brooks", sport: "nba" as const, teams }, quotes: {} });
  it("a former team called current by a page is no contradiction; a team the profile never had is one, marked newer", () => {
    const saved = { savedAt: "2026-06-26", fields: { display_name: "Jalen Brooks", sport: "nba" as const, teams: ["Tacoma Tides", "Omaha Comets"] } };
    expect(compareWithProfile(saved, reading(["Omaha Comets"]))).toEqual([]);
    expect(compareWithProfile(saved, reading(["Harbor Kings"]))).toMatchObject([{ kind: "contradiction", field: "teams", value: "Harbor Kings", profileValue: "Tacoma Tides", newer: true }]);
    expect(compareWithProfile({ ...saved, fields: { ...saved.fields, teams: [] } }, reading(["Omaha Comets"]))).toMatchObject([{ kind: "missing", field: "teams" }]);
  });
});

describe("offline mode (RES-06)", () => {
  it("uses the fixtures only and makes no network call at all", async () => {
    const spy = vi.spyOn(globalThis, "fetch");
    try {
      const sources = configuredSources({ offline: true, fixtureDir: dir, mediaWikiUrl: "https://en.wikipedia.org", webSearchKey: "k" }, ["https://example.com/a"]);
      expect(sources.map((s) => s.id)).toEqual(["fixture"]);
      const out = await runResearch({ playerName: "Jalen Brooks", sport: "nba", profile, sources, limit: 3, budgetTokens: 20_000 });
      expect(out.fetched.length).toBeGreaterThan(0);
      expect(spy).not.toHaveBeenCalled();
    } finally {
      spy.mockRestore();
    }
  });
});
