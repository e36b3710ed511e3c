import { describe, expect, it } from "vitest";
import { COACH_ORDER } from "@/lib/coaching/coaches";
import { runPanel, type PanelOptions } from "@/lib/coaching/panel";
import type { CoachId, CoachResponseEvent } from "@/lib/coaching/types";
import { sampleBrief } from "../fixtures/coach-brief";
import { coachOf, messageText, mockCoachModel } from "../fixtures/coach-model";

// Seed 004 with mock models: every path of the context sharing, failure, timeout and summaries.

const QUESTION = "What should his off-season development plan look like, and how do we use him against switching defences?";
const ANSWERS: Record<CoachId, string> = {
  skills: "Free-throw shooting is at 68% this season [E4]. General guidance: build one fixed pre-shot routine and shorten the dip. Then progress to blocks of ten.",
  performance: "The right knee needs managed load [E7]. General guidance: heavy slow-resistance quadriceps work twice a week. Track jump volume.",
  tactics: "He can switch onto guards for short stretches [E2]. General guidance: screen with him to pull a smaller guard onto him.",
};

async function run(overrides: Omit<Partial<PanelOptions>, "model"> & { model: unknown }) {
  const events: CoachResponseEvent[] = [];
  const options: PanelOptions = { question: QUESTION, brief: sampleBrief(), emit: async (e) => void events.push(e), timeoutMs: 2000, budgetTokens: 5000, model: null };
  Object.assign(options, overrides, { model: overrides.model as never });
  const panel = await runPanel(options);
  const final = (coach: CoachId) => events.filter((e) => e.coach === coach && !["started", "streaming"].includes(e.status)).at(-1);
  return { events, panel, final };
}

/** The messages a coach was sent, without the system prompt. */
const sent = (calls: ReturnType<typeof mockCoachModel>["calls"], coach: CoachId) => calls.find((c) => c.kind === "coach" && c.coach === coach)?.prompt.filter((m) => m.role !== "system") ?? [];

describe("coaching panel with a model (seed 004)", () => {
  it("passes earlier answers as assistant messages placed before the user's question, in order", async () => {
    const { model, calls } = mockCoachModel({ answer: (coach) => ANSWERS[coach] });
    const { final, panel } = await run({ model });
    expect(panel.answered).toEqual([...COACH_ORDER]);
    const skills = sent(calls, "skills");
    expect(skills.map((m) => m.role)).toEqual(["user", "user"]); // player data, question: no context for the first coach
    const perf = sent(calls, "performance");
    expect(perf.map((m) => m.role)).toEqual(["user", "assistant", "user"]);
    expect(messageText(perf[1])).toContain(ANSWERS.skills);
    expect(messageText(perf[2])).toContain(QUESTION);
    const tactics = sent(calls, "tactics");
    expect(tactics.map((m) => m.role)).toEqual(["user", "assistant", "assistant", "user"]);
    expect(messageText(tactics[1])).toContain(ANSWERS.skills);
    expect(messageText(tactics[2])).toContain(ANSWERS.performance);
    expect(messageText(tactics[3])).toContain(QUESTION);
    // The later coaches are told to complement, acknowledge and not repeat; the first is not.
    const system = (coach: CoachId) => messageText(calls.find((c) => c.coach === coach)!.prompt[0]);
    expect(system("tactics")).toMatch(/do not repeat/);
    expect(system("skills")).not.toMatch(/do not repeat/);
    expect(final("performance")?.context).toEqual({ from: ["skills"], mode: "full" });
    expect(final("tactics")?.citations).toEqual(expect.arrayContaining([expect.objectContaining({ kind: "evidence", tag: "E2", chunkId: "chunk-2" })]));
  });

  it("fences the player's documents as data: an instruction inside a passage is removed", async () => {
    const { model, calls } = mockCoachModel({ answer: (coach) => ANSWERS[coach] });
    await run({ model });
    const data = messageText(sent(calls, "skills")[0]);
    expect(data).toContain('<evidence id="E8"');
    expect(data).not.toMatch(/Ignore previous instructions/);
  });

  it("streams progressive events: the text grows, sentence by sentence, before the answer completes", async () => {
    const { model } = mockCoachModel({ answer: (coach) => ANSWERS[coach] });
    const { events } = await run({ model });
    const skills = events.filter((e) => e.coach === "skills");
    expect(skills[0].status).toBe("started");
    const streaming = skills.filter((e) => e.status === "streaming");
    expect(streaming.length).toBeGreaterThanOrEqual(2);
    for (let i = 1; i < streaming.length; i++) expect(streaming[i].text.startsWith(streaming[i - 1].text.slice(0, -1))).toBe(true);
    expect(skills.at(-1)?.status).toBe("completed");
  });

  for (const failing of COACH_ORDER) {
    it(`a failing ${failing} coach is skipped, never passed on, and the next coach answers without it`, async () => {
      const { model, calls } = mockCoachModel({ answer: (coach) => (coach === failing ? new Error("provider 500") : ANSWERS[coach]) });
      const { final, panel } = await run({ model });
      expect(final(failing)?.status).toBe("failed");
      expect(final(failing)?.reason).not.toMatch(/500|provider/);
      expect(panel.failed).toEqual([failing]);
      for (const later of COACH_ORDER.slice(COACH_ORDER.indexOf(failing) + 1)) {
        expect(final(later)?.status).toBe("completed");
        const assistants = sent(calls, later).filter((m) => m.role === "assistant").map(messageText);
        expect(assistants.some((t) => t.includes(ANSWERS[failing]))).toBe(false);
        expect(final(later)?.context?.from).not.toContain(failing);
        expect(assistants).toHaveLength(COACH_ORDER.indexOf(later) - 1);
      }
    });

    it(`a ${failing} coach that times out is skipped, never passed on, and the sequence continues`, async () => {
      const { model, calls } = mockCoachModel({ answer: (coach) => (coach === failing ? { text: ANSWERS[coach], firstTokenMs: 1000 } : ANSWERS[coach]) });
      const started = Date.now();
      const { final, panel } = await run({ model, timeoutMs: 150 });
      expect(Date.now() - started).toBeLessThan(900);
      expect(final(failing)?.status).toBe("timeout");
      expect(panel.failed).toEqual([failing]);
      for (const later of COACH_ORDER.slice(COACH_ORDER.indexOf(failing) + 1)) {
        expect(final(later)?.status).toBe("completed");
        expect(sent(calls, later).filter((m) => m.role === "assistant").map(messageText).some((t) => t.includes(ANSWERS[failing]))).toBe(false);
      }
    });
  }

  it("over the context budget, model-written summaries replace the full text (one summary per answer)", async () => {
    const long = (coach: CoachId) => `${ANSWERS[coach]} ${"More detail on the plan. ".repeat(60)}`;
    const { model, calls } = mockCoachModel({ answer: (coach) => long(coach), summary: (text) => `SUMMARY of ${text.match(/(Skills|Performance) coach/)?.[0]}: routine, knee load [E4][E7]` });
    const { final } = await run({ model, budgetTokens: 300 });
    const perf = sent(calls, "performance");
    expect(messageText(perf[1])).toContain("SUMMARY of Skills coach");
    expect(messageText(perf[1])).not.toContain("More detail on the plan");
    const tactics = sent(calls, "tactics");
    expect(tactics.map((m) => m.role)).toEqual(["user", "assistant", "assistant", "user"]);
    expect(messageText(tactics[1])).toContain("SUMMARY of Skills coach");
    expect(messageText(tactics[2])).toContain("SUMMARY of Performance coach");
    expect(calls.filter((c) => c.kind === "summary")).toHaveLength(2); // skills summarised once, reused
    expect(final("tactics")?.context).toEqual({ from: ["skills", "performance"], mode: "summary" });
  });

  it("when the summary call fails, truncated text is passed instead and the sequence continues", async () => {
    const long = (coach: CoachId) => `${ANSWERS[coach]} ${"More detail on the plan. ".repeat(60)}`;
    const { model, calls } = mockCoachModel({ answer: (coach) => long(coach), summary: () => new Error("summary call failed") });
    const { final, panel } = await run({ model, budgetTokens: 300 });
    expect(panel.answered).toEqual([...COACH_ORDER]);
    const context = messageText(sent(calls, "performance")[1]);
    expect(context).toContain(ANSWERS.skills.slice(0, 60));
    expect(context.length).toBeLessThan(long("skills").length);
    expect(context.endsWith("…")).toBe(true);
    expect(final("tactics")?.context?.mode).toBe("truncated");
  });

  it("keeps every answer within 2000 characters and drops evidence tags the player's data does not hold", async () => {
    const { model } = mockCoachModel({ answer: () => `He shoots 99% [E99]. ${"General guidance: keep working. ".repeat(120)}` });
    const { final } = await run({ model });
    for (const coach of COACH_ORDER) {
      expect(final(coach)?.text.length).toBeLessThanOrEqual(2000);
      expect(final(coach)?.text).not.toContain("[E99]");
    }
  });

  it("a question touching no area gets a clear reply and no coach runs", async () => {
    const { model, calls } = mockCoachModel({ answer: (coach) => ANSWERS[coach] });
    const { panel, events } = await run({ model, question: "Is he a good person to sit next to on the bus?" });
    expect(events).toHaveLength(0);
    expect(calls).toHaveLength(0);
    expect(panel.message).toMatch(/does not touch any coach's area/);
  });

  it("a retry runs only that coach, with the earlier successful answers as context", async () => {
    const { model, calls } = mockCoachModel({ answer: (coach) => ANSWERS[coach] });
    const { events, panel } = await run({ model, only: "tactics", prior: [{ coach: "skills", status: "completed", text: ANSWERS.skills }, { coach: "performance", status: "failed", text: "" }] });
    expect(events.every((e) => e.coach === "tactics" && e.retry)).toBe(true);
    expect(panel.answered).toEqual(["tactics"]);
    const tactics = sent(calls, "tactics");
    expect(tactics.map((m) => m.role)).toEqual(["user", "assistant", "user"]);
    expect(coachOf(calls[0].prompt)).toBe("tactics");
  });
});
