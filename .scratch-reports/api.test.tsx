import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { vi } from "vitest";
vi.mock("@/lib/auth/config", () => ({ auth: async () => null }));
vi.mock("next/navigation", async (orig) => ({ ...(await orig<any>()), useRouter: () => ({ push() {} }) }));
import { renderToStaticMarkup } from "react-dom/server";
import { createTestUser, useTestDatabase } from "../tests/integration/helpers/db";
import { createApiKey } from "@/lib/db/queries/api-keys";
import { deleteDocument } from "@/lib/db/queries/documents";
import { savePlayerWithReport } from "@/lib/db/queries/players";
import { ingestFiles } from "@/lib/documents/ingest";
import { finalizeReport } from "@/lib/scouting/report";
import { GET as listGET } from "@/app/api/players/route";
import { GET as playerGET } from "@/app/api/players/[id]/route";
import { GET as reportGET } from "@/app/api/reports/[id]/route";
import { loadPlayerView, loadReportView } from "@/lib/reports/load";
import { PlayerCard } from "@/components/players/player-card";
import { ReportHistory } from "@/components/players/report-history";
import { PlayersTable } from "@/components/players/players-table";
import { PlayersPagination } from "@/components/players/players-pagination";
import { PlayersFilterBar } from "@/components/players/players-filter-bar";
import { CitationProvider } from "@/components/reports/citations";
import { CoverageSummary } from "@/components/reports/coverage-summary";
import { ReportSections } from "@/components/reports/report-sections";
import { ReportSources } from "@/components/reports/report-sources";
import { ReportToolbar } from "@/components/reports/report-toolbar";
import { listPlayers } from "@/lib/db/queries/players";
import { parsePlayerSearchParams } from "@/lib/reports/player-filters";
import { writeFileSync, readFileSync } from "node:fs";
import { PageHeader } from "@/components/app/page-header";
import { SportBadge } from "@/components/players/sport-badge";
import Link from "next/link";

const enc = (s: string) => new TextEncoder().encode(s);
let close: () => Promise<void>;
let alice: { id: string }, bob: { id: string };
let aliceKey: string, bobKey: string;
let playerId: string, reportId: string, docB: string;

const call = (handler: any, url: string, key: string, params: Record<string, string> = {}) =>
  handler(new Request(`http://localhost${url}`, { headers: { authorization: `Bearer ${key}` } }), { params: Promise.resolve(params) }) as Promise<Response>;

beforeAll(async () => {
  const h = await useTestDatabase();
  close = h.close;
  alice = await createTestUser("Alice");
  bob = await createTestUser("Bob");
  aliceKey = (await createApiKey({ ownerId: alice.id, name: "k" })).key;
  bobKey = (await createApiKey({ ownerId: bob.id, name: "k" })).key;
  const { documents } = await ingestFiles(alice.id, [
    { filename: "brooks.md", bytes: enc("Jalen Brooks is a point guard for the Austin Spurs. 6-6, 215 lb.") },
    { filename: "combine.txt", bytes: enc("Jalen Brooks combine: height 198 cm, weight 98 kg.") },
  ]);
  docB = documents[1].id;
  const evidence = documents.map((d) => ({ chunkId: `${d.id}:0`, documentId: d.id, documentName: d.filename, text: "x", score: 1, documentDate: null, queryIndex: 0 }));
  const draft = finalizeReport({
    playerName: "Jalen Brooks",
    evidence,
    sections: {
      snapshot: [{ text: "Point guard for the Austin Spurs.", chunkIds: [evidence[0].chunkId] }],
      strengths: [{ text: "Size.", chunkIds: [evidence[1].chunkId] }],
      play_style: [{ text: "Pushes pace.", chunkIds: [evidence[0].chunkId] }],
    },
  });
  const saved = await savePlayerWithReport({
    ownerId: alice.id, runId: "run-1", requestText: "report on Jalen Brooks",
    fields: { display_name: "Jalen Brooks", sport: "nba", positions: ["PG"], teams: ["Austin Spurs", "Texas"], league: "NBA", physical: { height_cm: 198, weight_kg: 98 }, scouting: { strengths: ["Size"], style_tags: ["pace"] } },
    evidence: {},
    report: { text: draft.text, summary: draft.summary, coverage: { found: ["positions", "teams", "height", "weight"], missing: ["strengths", "weaknesses"], confidence: "med", chunk_count: 2 }, sourceDocIds: [], sections: draft.sections, citations: draft.citations },
  });
  playerId = saved.playerId; reportId = saved.reportId;
  for (let i = 0; i < 22; i++) {
    await savePlayerWithReport({ ownerId: alice.id, runId: `run-x${i}`, requestText: "x", fields: { display_name: `Player ${String(i).padStart(2, "0")}`, sport: i % 2 ? "soccer" : "football" }, evidence: {}, report: { text: "# Old\n\n## Snapshot\n\n- hi [1]", summary: [], coverage: null, sourceDocIds: [], sections: null, citations: null } });
  }
});
afterAll(() => close());

describe("api", () => {
  it("lists with filters and validates", async () => {
    let r = await call(listGET, "/api/players?q=jalen&sport=nba&position=pg&team=austin", aliceKey);
    expect(r.status).toBe(200);
    let body = await r.json();
    expect(body.total).toBe(1);
    expect(body.players[0].displayName).toBe("Jalen Brooks");
    r = await call(listGET, "/api/players?page=2&sort=name", aliceKey);
    body = await r.json();
    expect(body).toMatchObject({ total: 23, page: 2, pageSize: 20 });
    expect(body.players).toHaveLength(3);
    r = await call(listGET, "/api/players?sport=hockey&page=0", aliceKey);
    expect(r.status).toBe(422);
    console.log(JSON.stringify(await r.json()));
    r = await call(listGET, "/api/players", bobKey);
    expect((await r.json()).total).toBe(0);
  });
  it("player detail and isolation", async () => {
    let r = await call(playerGET, `/api/players/${playerId}`, aliceKey, { id: playerId });
    expect(r.status).toBe(200);
    const body = await r.json();
    expect(body.player.ownerId).toBeUndefined();
    expect(body.reports).toHaveLength(1);
    r = await call(playerGET, `/api/players/${playerId}`, bobKey, { id: playerId });
    expect(r.status).toBe(404);
    r = await call(playerGET, `/api/players/nope`, aliceKey, { id: "nope" });
    expect(r.status).toBe(404);
  });
  it("report json, md, deleted doc, isolation", async () => {
    let r = await call(reportGET, `/api/reports/${reportId}`, aliceKey, { id: reportId });
    let body = await r.json();
    expect(body.player).toEqual({ id: playerId, displayName: "Jalen Brooks", sport: "nba" });
    expect(body.citations.every((c: any) => typeof c.text === "string")).toBe(true);
    await deleteDocument({ ownerId: alice.id, id: docB });
    r = await call(reportGET, `/api/reports/${reportId}`, aliceKey, { id: reportId });
    body = await r.json();
    console.log(JSON.stringify(body.citations));
    expect(body.citations.some((c: any) => c.text === null && c.documentName === "combine.txt")).toBe(true);
    r = await call(reportGET, `/api/reports/${reportId}?format=md`, aliceKey, { id: reportId });
    expect(r.headers.get("content-type")).toBe("text/markdown; charset=utf-8");
    expect(r.headers.get("content-disposition")).toBe('attachment; filename="scouting-report-jalen-brooks.md"');
    console.log(await r.text());
    r = await call(reportGET, `/api/reports/${reportId}?format=pdf`, aliceKey, { id: reportId });
    expect(r.status).toBe(422);
    r = await call(reportGET, `/api/reports/${reportId}`, bobKey, { id: reportId });
    expect(r.status).toBe(404);
  });
  it("renders components", async () => {
    const pv = await loadPlayerView({ ownerId: alice.id, id: playerId });
    const rv = await loadReportView({ ownerId: alice.id, id: reportId });
    const filters = parsePlayerSearchParams({ sport: "soccer" });
    const list = await listPlayers({ ownerId: alice.id, page: 1, pageSize: 20 });
    const old = (await listPlayers({ ownerId: alice.id, q: "Player 01" })).players[0];
    const oldView = await loadPlayerView({ ownerId: alice.id, id: old.id });
    const oldReport = await loadReportView({ ownerId: alice.id, id: oldView.reports[0].id });
    const html = renderToStaticMarkup(
      <div>
        <PlayersFilterBar filters={filters} />
        <PlayersTable players={list.players} />
        <PlayersPagination filters={filters} total={list.total} page={1} pageSize={20} />
        <PlayerCard player={pv.player} />
        <ReportHistory reports={pv.reports} />
        <PlayerCard player={oldView.player} />
        <ReportToolbar reportId={reportId} />
        <CoverageSummary coverage={rv.report.coverage} />
        <CitationProvider citations={rv.citations}>
          <ReportSections sections={rv.report.sections} fallbackMarkdown={rv.report.reportText} />
          <ReportSources citations={rv.citations} />
        </CitationProvider>
        <CoverageSummary coverage={oldReport.report.coverage} />
        <CitationProvider citations={oldReport.citations}>
          <ReportSections sections={oldReport.report.sections} fallbackMarkdown={oldReport.report.reportText} />
          <ReportSources citations={oldReport.citations} />
        </CitationProvider>
      </div>,
    );
    writeFileSync("/tmp/reports-render.html", html);
    const css = readFileSync("/tmp/reports.css", "utf8");
    const page = (name: string, body: React.ReactNode, dark = false) => writeFileSync(`/tmp/rp-${name}.html`, `<!doctype html><html class="${dark ? "dark" : ""}"><head><meta name="viewport" content="width=device-width, initial-scale=1"><style>${css}</style></head><body class="bg-background text-foreground antialiased"><main>${renderToStaticMarkup(<>{body}</>)}</main></body></html>`);
    page("list", <><PageHeader title="Players" description="Every player you have approved, with their report history." /><div className="mx-auto max-w-5xl space-y-6 px-4 py-6 md:px-8"><PlayersFilterBar filters={filters} /><section className="space-y-4"><PlayersTable players={list.players} /><PlayersPagination filters={filters} total={list.total} page={1} pageSize={20} /></section></div></>);
    page("player", <><PageHeader title={pv.player.displayName} description="NBA · NBA · Updated" /><div className="mx-auto grid max-w-5xl gap-6 px-4 py-6 md:px-8 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:items-start"><PlayerCard player={pv.player} /><ReportHistory reports={pv.reports} /></div></>);
    const reportBody = (v: typeof rv) => <><PageHeader title={v.report.title} actions={<ReportToolbar reportId={v.report.id} />} /><article className="mx-auto max-w-3xl space-y-8 px-4 py-6 md:px-8"><dl className="flex flex-wrap items-center gap-x-6 gap-y-2 text-sm"><div className="flex items-center gap-2"><dt className="text-muted-foreground">Player</dt><dd className="flex items-center gap-2"><Link href="/x" className="font-medium underline underline-offset-4">{v.player.displayName}</Link><SportBadge sport={v.player.sport} /></dd></div><div className="flex items-center gap-2"><dt className="text-muted-foreground">Saved</dt><dd>Mar 14, 2026</dd></div></dl><CoverageSummary coverage={v.report.coverage} /><CitationProvider citations={v.citations}><ReportSections sections={v.report.sections} fallbackMarkdown={v.report.reportText} /><ReportSources citations={v.citations} /></CitationProvider></article></>;
    page("report", reportBody(rv));
    page("report-dark", reportBody(rv), true);
    page("report-old", reportBody(oldReport));

    expect(html).toContain('data-testid="player-card"');
    expect(html).toContain('data-testid="citation"');
  });
});
