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
    expect(s.turns[0].steps).toEqual([{ node: "intake", status: "completed", durationMs: 12, detail: undefined }]);
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
