import { describe, expect, it } from "vitest";
import { coachCardState } from "@/lib/coaching/card-state";

const ev = (type: string, data: Record<string, unknown>) => ({ type, data });
const resp = (coach: string, status: string, text = "", extra: Record<string, unknown> = {}) => ev("coach_response", { coach, status, text, citations: [], ...extra });

describe("coaching card state", () => {
  it("shows the three coaches in order, later ones waiting while the first streams", () => {
    const state = coachCardState([resp("skills", "started"), resp("skills", "streaming", "From the report: a.")]);
    expect(state.coaches.map((c) => `${c.coach}:${c.status}`)).toEqual(["skills:streaming", "performance:waiting", "tactics:waiting"]);
    expect(state.coaches[0].text).toBe("From the report: a.");
    expect(state.done).toBe(false);
  });

  it("keeps each coach's latest settled answer and closes with the panel", () => {
    const state = coachCardState([
      resp("skills", "streaming", "partial"),
      resp("skills", "completed", "full answer"),
      resp("performance", "failed", "", { reason: "The coach could not answer this time." }),
      resp("tactics", "skipped"),
      ev("coach_panel", { question: "q", player: null, engine: "rules", knowledgeVersion: "v", answered: ["skills"], skipped: ["tactics"], failed: ["performance"] }),
    ]);
    expect(state.coaches.map((c) => `${c.coach}:${c.status}`)).toEqual(["skills:completed", "performance:failed", "tactics:skipped"]);
    expect(state.coaches[0].text).toBe("full answer");
    expect(state.done).toBe(true);
  });

  it("a retry turn shows only the retried coach; a panel with no coach shows only its message", () => {
    expect(coachCardState([resp("performance", "completed", "x", { retry: true })]).coaches.map((c) => c.coach)).toEqual(["performance"]);
    const empty = coachCardState([ev("coach_panel", { question: "q", player: null, engine: "rules", knowledgeVersion: null, answered: [], skipped: ["skills", "performance", "tactics"], failed: [], message: "No area." })]);
    expect(empty.coaches).toEqual([]);
    expect(empty.panel?.message).toBe("No area.");
  });
});
