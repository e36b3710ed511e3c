import fs from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AppServer, apiUser, parseSse } from "./helpers/server";

// Durable runs (issue: the test kills the server process between a gate and its resume).
const url = process.env.DB_TARGET === "postgres" ? process.env.TEST_DATABASE_URL : undefined;
const server = new AppServer(3190 + (url ? 1 : 0), url ? { DATABASE_URL: url } : {});

async function post(path: string, headers: Record<string, string>, body: unknown) {
  const res = await fetch(`${server.url}${path}`, { method: "POST", headers: { ...headers, "content-type": "application/json" }, body: JSON.stringify(body) });
  return { status: res.status, session: res.headers.get("x-session-id"), events: parseSse(await res.text()) };
}

describe(`a run paused at a gate survives a server crash (${url ? "postgres" : "pglite"})`, () => {
  let headers: Record<string, string>;
  beforeAll(async () => {
    await server.start();
    headers = await apiUser(server.url);
    const form = new FormData();
    form.append("files", new Blob([fs.readFileSync("samples/jalen-brooks-scouting-note.md")]), "jalen-brooks-scouting-note.md");
    const up = await fetch(`${server.url}/api/documents`, { method: "POST", headers, body: form });
    expect(up.status).toBe(201);
  }, 90_000);
  afterAll(() => server.kill());

  it("test_interrupt_resume: kill -9 at each gate, restart, resume, and the run finishes with exactly one player", async () => {
    const asked = await post("/api/chat", headers, { message: "Create a player analysis" });
    expect(asked.events.at(-1)?.type).toBe("clarification_request");
    const session = asked.session as string;

    await server.kill();
    await server.start();
    const planned = await post(`/api/chat/${session}/resume/`, headers, { type: "clarification", player_name: "Jalen Brooks" });
    expect(planned.events.at(-1)).toMatchObject({ type: "plan_proposal", data: { player_name: "Jalen Brooks" } });

    await server.kill();
    await server.start();
    const previewed = await post(`/api/chat/${session}/resume/`, headers, { type: "plan_approval", approved: true });
    expect(previewed.status).toBe(200);
    expect(previewed.events.at(-1)?.type).toBe("player_preview");

    await server.kill();
    await server.start();
    const done = await post(`/api/chat/${session}/resume/`, headers, { type: "player_approval", action: "approve" });
    const final = done.events.at(-1);
    expect(final).toMatchObject({ type: "final_response", data: { saved: true } });

    // Replaying the resume cannot save twice.
    const replay = await post(`/api/chat/${session}/resume/`, headers, { type: "player_approval", action: "approve" });
    expect(replay.status).toBe(409);
    const players = await (await fetch(`${server.url}/api/players`, { headers })).json();
    expect(players.total).toBe(1);
    expect(players.players[0].id).toBe(final?.data.player_record_id);
  }, 240_000);
});
