import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { armFault } from "@/lib/faults";
import { startRun } from "@/lib/scouting/runner";
import { COACH_ORDER } from "@/lib/coaching/coaches";
import { setCoachingModelForTests } from "@/lib/coaching/model";
import type { CoachPanelEvent, CoachResponseEvent } from "@/lib/coaching/types";
import type { FinalResponse } from "@/lib/scouting/types";
import { coachOf, messageText, mockCoachModel } from "../fixtures/coach-model";
import { createTestUser, dbTarget, withTestDatabase } from "./helpers/db";
import { last, loadSamples, ofType, ScriptedChat } from "./helpers/scouting";

// Issue 12 through the real chat runner: a saved report, then follow-up questions answered by the
// panel on the rules engine, persisted as run events.

async function savedReportChat(ownerId: string, name: string) {
  const chat = new ScriptedChat(ownerId);
  await chat.say(`Generate a scouting report for ${name}`);
  await chat.resume({ type: "plan_approval", approved: true });
  const done = await chat.resume({ type: "player_approval", action: "approve" });
  expect(last(ofType<FinalResponse>(done, "final_response")).saved).toBe(true);
  return chat;
}

const settled = (events: CoachResponseEvent[]) => events.filter((e) => ["completed", "failed", "timeout", "skipped"].includes(e.status));

describe(`coaching panel in the chat, rules engine (${dbTarget})`, () => {
  withTestDatabase();
  let owner: { id: string };
  let chat: ScriptedChat;
  beforeAll(async () => {
    setCoachingModelForTests(null);
    owner = await createTestUser();
    await loadSamples(owner.id);
    chat = await savedReportChat(owner.id, "Jalen Brooks");
  });

  it("answers a follow-up with the three coaches in order, grounded, within 2000 characters, without repeats", async () => {
    const events = await chat.say("What should his off-season focus on, and how would we use him against a switching defence?");
    expect(events.map((e) => e.type)).not.toContain("plan_proposal");
    const responses = ofType<CoachResponseEvent>(events, "coach_response");
    const done = settled(responses);
    expect(done.map((e) => e.coach)).toEqual([...COACH_ORDER]);
    expect(done.every((e) => e.status === "completed")).toBe(true);
    // Streamed: each coach sent started, then growing text, then its answer; coach n+1 starts after coach n ends.
    const order = responses.map((e) => `${e.coach}:${e.status}`);
    expect(order.indexOf("performance:started")).toBeGreaterThan(order.indexOf("skills:completed"));
    expect(responses.filter((e) => e.status === "streaming").length).toBeGreaterThan(3);
    for (const answer of done) {
      expect(answer.text.length).toBeLessThanOrEqual(2000);
      for (const line of answer.text.split("\n").filter(Boolean)) {
        // Every line is about the player with evidence, general guidance with a KB entry, or a note.
        expect(line).toMatch(/^(From the report: .*\[E\d+\]|General guidance \[KB [a-z0-9-]+\]: |Note: )/);
      }
      expect(answer.citations.some((c) => c.kind === "evidence")).toBe(true);
      expect(answer.citations.some((c) => c.kind === "knowledge")).toBe(true);
    }
    expect(done[0].context).toEqual({ from: [], mode: "none" });
    expect(done[1].context).toEqual({ from: ["skills"], mode: "full" });
    expect(done[2].context?.from).toEqual(["skills", "performance"]);
    const entries = done.map((a) => new Set(a.citations.filter((c) => c.kind === "knowledge").map((c) => c.tag)));
    expect([...entries[1]].filter((t) => entries[0].has(t))).toEqual([]);
    expect([...entries[2]].filter((t) => entries[0].has(t) || entries[1].has(t))).toEqual([]);
    const panel = last(ofType<CoachPanelEvent>(events, "coach_panel"));
    expect(panel).toMatchObject({ answered: [...COACH_ORDER], failed: [], engine: "rules", player: { name: "Jalen Brooks" } });
    expect(last(events).type).toBe("coach_panel");
    expect((await chat.run())?.status).toBe("completed");
    console.log(done.map((d) => `--- ${d.coach}\n${d.text}`).join("\n"));
  });

  it("answers only the coaches whose area the question touches, and says so for the others", async () => {
    const events = await chat.say("How do we fix his free throws?");
    const done = settled(ofType<CoachResponseEvent>(events, "coach_response"));
    expect(done.map((e) => `${e.coach}:${e.status}`)).toEqual(["skills:completed", "performance:skipped", "tactics:skipped"]);
    expect(done[0].text).toMatch(/free-throw/i);
    expect(done[0].citations.some((c) => c.kind === "knowledge" && c.entryId === "bb-skills-free-throw-routine")).toBe(true);
  });

  it("rules engine: a failing coach is skipped and not passed on; Retry answers with the earlier answer as context", async () => {
    armFault("coaching:skills");
    const events = await chat.say("What should his development plan be?");
    const done = settled(ofType<CoachResponseEvent>(events, "coach_response"));
    expect(done.map((e) => `${e.coach}:${e.status}`)).toEqual(["skills:failed", "performance:completed", "tactics:completed"]);
    expect(done[1].context).toEqual({ from: [], mode: "none" });
    expect(done[2].context).toEqual({ from: ["performance"], mode: "full" });
    const retried = settled(ofType<CoachResponseEvent>(await chat.say("Retry the skills coach"), "coach_response"));
    expect(retried.map((e) => `${e.coach}:${e.status}`)).toEqual(["skills:completed"]);
    expect(retried[0].context).toEqual({ from: [], mode: "none" }); // the first coach never has earlier answers
  });

  it("a new chat that names a saved player is claimed too; a report request is not", async () => {
    const other = new ScriptedChat(owner.id);
    const events = await other.say("What drills should Brooks do to improve his three-point shooting?");
    expect(ofType(events, "coach_panel")).toHaveLength(1);
    const report = await new ScriptedChat(owner.id).say("Generate a scouting report for Jalen Brooks");
    expect(ofType(report, "coach_response")).toHaveLength(0);
    expect(ofType(report, "plan_proposal")).toHaveLength(1);
  });
});

describe(`coaching panel with a model: a failed coach, then Retry (${dbTarget})`, () => {
  withTestDatabase();
  let owner: { id: string };
  let chat: ScriptedChat;
  let performanceCalls = 0;
  const { model, calls } = mockCoachModel({
    answer: (coach) => {
      if (coach === "performance" && ++performanceCalls === 1) return new Error("provider down");
      return `${coach} answer: a point about the plan. General guidance: one drill.`;
    },
  });
  beforeAll(async () => {
    setCoachingModelForTests(null);
    owner = await createTestUser();
    await loadSamples(owner.id);
    chat = await savedReportChat(owner.id, "Jalen Brooks");
    setCoachingModelForTests(model);
  });
  afterAll(() => setCoachingModelForTests(undefined));

  it("the failed coach is skipped and not passed on; Retry re-runs it with the earlier successful answer as context", async () => {
    const events = await chat.say("What should his development plan be?");
    const done = settled(ofType<CoachResponseEvent>(events, "coach_response"));
    expect(done.map((e) => `${e.coach}:${e.status}`)).toEqual(["skills:completed", "performance:failed", "tactics:completed"]);
    const tacticsCall = calls.filter((c) => coachOf(c.prompt) === "tactics").at(-1)!;
    expect(tacticsCall.prompt.filter((m) => m.role === "assistant").map(messageText)).toEqual([expect.stringContaining("skills answer")]);
    expect(last(ofType<CoachPanelEvent>(events, "coach_panel"))).toMatchObject({ engine: "model", answered: ["skills", "tactics"], failed: ["performance"] });

    const retried = await chat.say("Retry the performance coach");
    const answers = settled(ofType<CoachResponseEvent>(retried, "coach_response"));
    expect(answers.map((e) => `${e.coach}:${e.status}:${e.retry}`)).toEqual(["performance:completed:true"]);
    expect(answers[0].context).toEqual({ from: ["skills"], mode: "full" });
    const retryCall = calls.filter((c) => coachOf(c.prompt) === "performance").at(-1)!;
    const roles = retryCall.prompt.filter((m) => m.role !== "system").map((m) => m.role);
    expect(roles).toEqual(["user", "assistant", "user"]);
    expect(messageText(retryCall.prompt.at(-1)!)).toContain("What should his development plan be?");
    const panel = last(ofType<CoachPanelEvent>(retried, "coach_panel"));
    expect(panel.retryOf).toBeTruthy();
    expect(panel.answered).toEqual(["performance"]);
  });

  it("another user's chat is not theirs to coach in: a foreign session is refused", async () => {
    const stranger = await createTestUser("Stranger");
    await expect(startRun({ ownerId: stranger.id, message: "How do we fix his free throws?", sessionId: chat.sessionId as string })).rejects.toMatchObject({ code: "not_found:session" });
    // And a stranger naming the player in a new chat gets no panel about someone else's player.
    const own = new ScriptedChat(stranger.id);
    const events = await own.say("How do we fix Jalen Brooks's free throws?");
    expect(ofType(events, "coach_panel")).toHaveLength(0);
  });
});
