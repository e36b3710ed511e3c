import fs from "node:fs";
import { expect, test, type APIRequestContext } from "@playwright/test";
import { bearerFor, newAccount, signUpViaApi } from "./helpers/accounts";
import { expectWellFormed, lastOf, parseSse } from "./helpers/sse";

async function uploadSample(ctx: APIRequestContext, headers: Record<string, string>, file: string) {
  const res = await ctx.post("/api/documents", { headers, multipart: { files: { name: file, mimeType: "text/markdown", buffer: fs.readFileSync(`samples/${file}`) } } });
  expect(res.status()).toBe(201);
}

// A scripted client using only the API contract (PRODUCT.md) and a personal API key.
test.describe("scouting over HTTP and SSE", () => {
  test("test_scouting_streaming: the whole flow, both gates, events on the wire as specified", async ({ playwright, baseURL }) => {
    const ctx = await playwright.request.newContext({ baseURL });
    await signUpViaApi(ctx, newAccount("Api Scout"));
    const headers = await bearerFor(ctx);
    const api = await playwright.request.newContext({ baseURL, extraHTTPHeaders: headers });
    await uploadSample(api, {}, "jalen-brooks-scouting-note.md");

    const start = await api.post("/api/chat", { data: { message: "Generate a scouting report for Jalen Brooks" } });
    expect(start.status()).toBe(200);
    expect(start.headers()["content-type"]).toContain("text/event-stream");
    const sessionId = start.headers()["x-session-id"];
    const first = parseSse(await start.text());
    expectWellFormed(first);
    expect(first[0]).toMatchObject({ type: "session", data: { session_id: sessionId } });
    expect(first.at(-1)?.type).toBe("plan_proposal");
    expect(lastOf(first, "plan_proposal")).toMatchObject({ player_name: "Jalen Brooks", sport_guess: "nba" });

    const gathered = parseSse(await (await api.post(`/api/chat/${sessionId}/resume/`, { data: { type: "plan_approval", approved: true, query_hints: ["transition defense"] } })).text());
    expectWellFormed(gathered);
    expect(gathered[0].id).toBeGreaterThan(first.at(-1)?.id ?? 0);
    const coverage = lastOf(gathered, "coverage_report") as { found: string[]; missing: string[]; confidence: string; chunk_count: number };
    expect(Object.keys(coverage).sort()).toEqual(["chunk_count", "confidence", "found", "missing"]);
    const preview = lastOf(gathered, "player_preview") as Record<string, unknown>;
    expect(Object.keys(preview).sort()).toEqual(["db_payload_preview", "player_fields", "report_summary", "report_text"]);
    expect(gathered.filter((e) => e.type === "step").map((e) => e.data.node)).toEqual(expect.arrayContaining(["queries", "retrieval", "extraction", "composition", "preview"]));

    const done = parseSse(await (await api.post(`/api/chat/${sessionId}/resume/`, { data: { type: "player_approval", action: "approve" } })).text());
    const final = lastOf(done, "final_response") as { saved: boolean; player_record_id: string; report_id: string; scouting_report: string; coverage: unknown };
    expect(done.at(-1)?.type).toBe("final_response");
    expect(final.saved).toBe(true);

    const player = await (await api.get(`/api/players/${final.player_record_id}`)).json();
    expect(player.player.displayName).toBe("Jalen Brooks");
    const report = await api.get(`/api/reports/${final.report_id}`);
    expect(report.status()).toBe(200);
    const md = await api.get(`/api/reports/${final.report_id}?format=md`);
    expect(md.headers()["content-type"]).toContain("text/markdown");
    expect(await md.text()).toContain("## Strengths");
    const list = await (await api.get("/api/players?q=brooks")).json();
    expect(list.players.map((p: { id: string }) => p.id)).toContain(final.player_record_id);

    // Replay with Last-Event-ID returns exactly what came after it, up to the run's current state.
    const replay = parseSse(await (await api.get(`/api/chat/${sessionId}/events`, { headers: { "last-event-id": String(first.at(-1)?.id) } })).text());
    expect(replay.map((e) => e.id)).toEqual([...gathered, ...done].map((e) => e.id));
    const sessions = await (await api.get("/api/chat/sessions")).json();
    expect(sessions.sessions.map((s: { id: string }) => s.id)).toContain(sessionId);

    // Another user: every object of this run, its export and its stream answer 404.
    const other = await playwright.request.newContext({ baseURL });
    await signUpViaApi(other);
    for (const path of [
      `/api/players/${final.player_record_id}`,
      `/api/reports/${final.report_id}`,
      `/api/reports/${final.report_id}?format=md`,
      `/api/chat/${sessionId}/events`,
      `/api/chat/sessions/${sessionId}`,
    ]) {
      expect((await other.get(path)).status(), path).toBe(404);
    }
    expect((await (await other.get("/api/players")).json()).total).toBe(0);
    expect((await (await other.get("/api/chat/sessions")).json()).sessions).toEqual([]);
  });

  test("invalid payloads get 422 with field errors, the wrong gate 409, another user's session 404", async ({ playwright, baseURL }) => {
    const a = await playwright.request.newContext({ baseURL });
    await signUpViaApi(a);
    // With a document naming him, intake proposes a plan (with none it would ask to upload first).
    await uploadSample(a, {}, "jalen-brooks-scouting-note.md");
    const start = await a.post("/api/chat", { data: { message: "Scout Jalen Brooks" } });
    const sessionId = start.headers()["x-session-id"];
    await start.text();

    const tooMany = await a.post(`/api/chat/${sessionId}/resume/`, {
      data: { type: "plan_approval", approved: true, query_hints: Array.from({ length: 11 }, (_, i) => `hint ${i}`), plan_steps: ["x".repeat(501)] },
    });
    expect(tooMany.status()).toBe(422);
    const body = await tooMany.json();
    expect(Object.keys(body.error.fields)).toEqual(expect.arrayContaining(["query_hints", "plan_steps.0"]));
    const longFeedback = await a.post(`/api/chat/${sessionId}/resume/`, { data: { type: "player_approval", action: "edit_wording", feedback: "x".repeat(1001) } });
    expect(longFeedback.status()).toBe(422);
    const longName = await a.post(`/api/chat/${sessionId}/resume/`, { data: { type: "clarification", player_name: "x".repeat(201) } });
    expect(longName.status()).toBe(422);
    const badType = await a.post(`/api/chat/${sessionId}/resume/`, { data: { type: "tool_approval" } });
    expect(badType.status()).toBe(422);
    const emptyMessage = await a.post("/api/chat", { data: { message: "   " } });
    expect(emptyMessage.status()).toBe(422);

    const wrongGate = await a.post(`/api/chat/${sessionId}/resume/`, { data: { type: "player_approval", action: "approve" } });
    expect(wrongGate.status()).toBe(409);
    expect((await wrongGate.json()).error.code).toBe("conflict:run");

    const b = await playwright.request.newContext({ baseURL });
    await signUpViaApi(b);
    expect((await b.post(`/api/chat/${sessionId}/resume/`, { data: { type: "plan_approval", approved: true } })).status()).toBe(404);
    expect((await b.get(`/api/chat/${sessionId}/events`)).status()).toBe(404);
    expect((await b.post("/api/chat", { data: { message: "Scout Jalen Brooks", session_id: sessionId } })).status()).toBe(404);
    // The gate is still open for its owner.
    const ok = await a.post(`/api/chat/${sessionId}/resume/`, { data: { type: "plan_approval", approved: true } });
    expect(ok.status()).toBe(200);
  });

  test("a client that disconnects mid-stream does not stop the run; reconnecting replays what it missed", async ({ playwright, baseURL }) => {
    const ctx = await playwright.request.newContext({ baseURL });
    await signUpViaApi(ctx);
    const headers = await bearerFor(ctx);
    await uploadSample(ctx, {}, "jalen-brooks-scouting-note.md");
    const abort = new AbortController();
    const res = await fetch(`${baseURL}/api/chat`, { method: "POST", headers: { ...headers, "content-type": "application/json" }, body: JSON.stringify({ message: "Scout Jalen Brooks" }), signal: abort.signal });
    const sessionId = res.headers.get("x-session-id");
    const reader = res.body?.getReader();
    await reader?.read();
    abort.abort();
    await expect
      .poll(async () => parseSse(await (await ctx.get(`/api/chat/${sessionId}/events?follow=0`)).text()).at(-1)?.type, { timeout: 15_000 })
      .toBe("plan_proposal");
    const all = parseSse(await (await ctx.get(`/api/chat/${sessionId}/events`)).text());
    expectWellFormed(all);
    expect(all.map((e) => e.type)).toEqual(expect.arrayContaining(["session", "step", "plan_proposal"]));
  });
});
