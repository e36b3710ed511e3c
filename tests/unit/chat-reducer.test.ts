import { describe, expect, it } from "vitest";
import { chatReducer, initialChatState, pendingGate, type ChatState } from "@/lib/client/chat-reducer";
import type { WireEvent } from "@/lib/client/sse";

const ev = (id: number, type: string, data: Record<string, unknown> = {}): WireEvent => ({ id, type, data });
const run = (events: WireEvent[], state: ChatState = initialChatState) => events.reduce((s, event) => chatReducer(s, { kind: "event", event }), state);

const proposal = { player_name: "Jalen Brooks", sport_guess: "nba", plan_steps: ["a", "b", "c", "d"], query_hints: ["x"] };

describe("chat reducer", () => {
  it("builds a turn from the stream and tracks the gate it waits on", () => {
    let s = chatReducer(initialChatState, { kind: "send", request: "Scout Jalen Brooks" });
    s = run([ev(1, "session", { session_id: "s1", run_id: "r1" }), ev(2, "step", { node: "intake", status: "started" }), ev(3, "step", { node: "intake", status: "completed", duration_ms: 12 }), ev(4, "plan_proposal", proposal)], s);
    expect(s.sessionId).toBe("s1");
    expect(s.turns).toHaveLength(1);
    expect(s.turns[0].request).toBe("Scout Jalen Brooks");
    expect(s.turns[0].steps).toEqual([{ node: "intake", status: "completed", durationMs: 12, detail: undefined, phase: 0 }]);
    expect(pendingGate(s)).toBe("plan");
  });

  it("ignores events it has already applied (reconnect replays), so nothing is duplicated", () => {
    const events = [ev(1, "session", { session_id: "s1", run_id: "r1" }), ev(2, "warning", { code: "low_confidence", message: "Limited" }), ev(3, "plan_proposal", proposal)];
    const once = run(events);
    const twice = run(events, once);
    expect(twice).toEqual(once);
    expect(twice.turns[0].warnings).toHaveLength(1);
  });

  it("keeps every preview of an edit loop and marks the gate answered on the final response", () => {
    const s = run([
      ev(1, "session", { session_id: "s1", run_id: "r1" }),
      ev(2, "plan_proposal", proposal),
      ev(3, "coverage_report", { found: [], missing: [], confidence: "low", chunk_count: 0 }),
      ev(4, "player_preview", { report_text: "v1" }),
    ]);
    expect(s.turns[0].plan?.decided).toBe(true);
    expect(pendingGate(s)).toBe("player");
    const answered = run([ev(5, "step", { node: "composition", status: "started" })], s);
    expect(pendingGate(answered)).toBeNull();
    const edited = run([ev(6, "revision", { revision: 1, kind: "wording", feedback: "Make it shorter", note: "Revision 1, as you asked." }), ev(7, "player_preview", { report_text: "v2" })], answered);
    expect(edited.turns[0].previews.map((p) => p.report_text)).toEqual(["v1", "v2"]);
    // The transcript keeps the user's words for each revision (issue 9).
    expect(edited.turns[0].revisions).toEqual([{ revision: 1, kind: "wording", feedback: "Make it shorter", note: "Revision 1, as you asked." }]);
    expect(pendingGate(edited)).toBe("player");
    const done = run([ev(8, "final_response", { saved: true, player_record_id: "p", report_id: "r", scouting_report: "x", coverage: null })], edited);
    expect(pendingGate(done)).toBeNull();
  });

  it("restores a session from persisted runs and events", () => {
    const s = chatReducer(initialChatState, {
      kind: "load",
      sessionId: "s1",
      runs: [{ id: "r1", requestText: "hello" }, { id: "r2", requestText: "Scout Jalen Brooks" }],
      events: [ev(1, "session", { session_id: "s1", run_id: "r1" }), ev(2, "assistant_message", { message: "I'm Scout" }), ev(3, "session", { session_id: "s1", run_id: "r2" }), ev(4, "clarification_request", { message: "?" })],
    });
    expect(s.turns.map((t) => t.request)).toEqual(["hello", "Scout Jalen Brooks"]);
    expect(s.lastSeq).toBe(4);
    expect(pendingGate(s)).toBe("clarification");
  });

  it("a declined plan is cancelled, never approved, also when the session is reloaded", () => {
    const events = [ev(1, "session", { session_id: "s1", run_id: "r1" }), ev(2, "plan_proposal", proposal), ev(3, "assistant_message", { message: "Understood. I stopped." })];
    const live = run(events);
    expect(live.turns[0].plan).toMatchObject({ decided: true, outcome: "cancelled" });
    const reloaded = chatReducer(initialChatState, { kind: "load", sessionId: "s1", runs: [{ id: "r1", requestText: "Scout Jalen Brooks" }], events });
    expect(reloaded.turns[0].plan?.outcome).toBe("cancelled");
    expect(pendingGate(reloaded)).toBeNull();
  });

  it("an approved plan stays approved when the run later replies, and a plan replaced by a new request is cancelled", () => {
    const approved = run([
      ev(1, "session", { session_id: "s1", run_id: "r1" }),
      ev(2, "plan_proposal", proposal),
      ev(3, "step", { node: "queries", status: "started" }),
      ev(4, "assistant_message", { message: "done" }),
    ]);
    expect(approved.turns[0].plan?.outcome).toBe("approved");
    const replaced = run([ev(5, "session", { session_id: "s1", run_id: "r2" }), ev(6, "plan_proposal", proposal)], run([ev(1, "session", { session_id: "s1", run_id: "r1" }), ev(2, "plan_proposal", proposal)]));
    expect(replaced.turns[0].plan?.outcome).toBe("cancelled");
    expect(replaced.turns[1].plan).toMatchObject({ decided: false });
    expect(replaced.turns[1].plan?.outcome).toBeUndefined();
  });

  it("groups steps by the stretch of the run they belong to: before the plan, gathering, each revision", () => {
    const step = (id: number, node: string, status = "completed") => ev(id, "step", { node, status, duration_ms: status === "completed" ? 5 : undefined });
    const s = run([
      ev(1, "session", { session_id: "s1", run_id: "r1" }),
      step(2, "intake"),
      step(3, "plan"),
      ev(4, "plan_proposal", proposal),
      step(5, "queries"),
      step(6, "retrieval"),
      ev(7, "coverage_report", { found: [], missing: [], confidence: "low", chunk_count: 0 }),
      step(8, "composition"),
      ev(9, "player_preview", { report_text: "v1" }),
      step(10, "composition", "started"),
      step(11, "composition"),
      ev(12, "player_preview", { report_text: "v2" }),
      step(13, "write"),
    ]);
    expect(s.turns[0].steps.map((x) => [x.node, x.phase])).toEqual([
      ["intake", 0],
      ["plan", 0],
      ["queries", 1],
      ["retrieval", 1],
      ["composition", 1],
      ["composition", 2],
      ["write", 3],
    ]);
  });
});

describe("clarification with choices (REQ-PPL-02)", () => {
  it("keeps the reason and the choices for the card, and closes when a plan arrives", () => {
    let s = chatReducer(initialChatState, { kind: "send", request: "scout Brooks" });
    s = chatReducer(s, { kind: "event", event: ev(1, "session", { session_id: "s1", run_id: "r1" }) });
    s = chatReducer(s, {
      kind: "event",
      event: ev(2, "clarification_request", { message: "Which one?", reason: "ambiguous", requested_name: "Brooks", choices: [{ name: "Jalen Brooks", documents: 3 }] }),
    });
    expect(s.turns[0].clarification).toMatchObject({ answered: false, request: { reason: "ambiguous", choices: [{ name: "Jalen Brooks", documents: 3 }] } });
    s = chatReducer(s, { kind: "event", event: ev(3, "plan_proposal", { player_name: "Jalen Brooks", sport_guess: "nba", plan_steps: [], query_hints: [] }) });
    expect(s.turns[0].clarification?.answered).toBe(true);
  });
});
