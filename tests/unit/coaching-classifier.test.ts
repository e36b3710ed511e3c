import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { FEATURES, TRAINING } from "@/lib/coaching/classifier/config";
import { featuresOf } from "@/lib/coaching/classifier/features";
import { classify, loadTriggerModel, serializeModel, trainTriggerModel, type SerializedModel } from "@/lib/coaching/classifier/model";
import { triggerModel, triggeredCoachesFor } from "@/lib/coaching/triggers";
import { loadLabelled } from "../../eval/coaching/data";

// COACH-02: the trained triggering classifier. Clear questions per coach and per none, the committed
// weights (present, deterministic, and the ones the committed data trains), the explanation per coach.

const weightsFile = path.join(import.meta.dirname, "../../lib/coaching/trigger-weights.json");

describe("triggering classifier (COACH-02)", () => {
  const cases: [string, string, string[]][] = [
    ["How do we fix his free throws?", "nba", ["skills"]],
    ["What drills would clean up his footwork in the pocket?", "football", ["skills"]],
    ["How can he improve his weak-foot crossing?", "soccer", ["skills"]],
    ["Is his hamstring going to hold up over a full season?", "soccer", ["performance"]],
    ["How should we manage his knee on back-to-backs?", "nba", ["performance"]],
    ["Can he add ten pounds without losing his burst?", "football", ["performance"]],
    ["Is he a 3-4 outside linebacker or a 4-3 end for us?", "football", ["tactics"]],
    ["Should he start or come off the bench in our rotation?", "nba", ["tactics"]],
    ["Where does he fit in our 4-2-3-1?", "soccer", ["tactics"]],
    ["What's left on his contract?", "nba", []],
    ["Who is his agent?", "soccer", []],
    ["What was his TD-INT ratio last season?", "football", []],
    ["What should his development plan be?", "nba", ["skills", "performance", "tactics"]],
    ["What drills improve his three-point shot, and how do we manage his ankle?", "nba", ["skills", "performance"]],
  ];
  for (const [question, sport, coaches] of cases) {
    it(`${question} → ${coaches.join(", ") || "none"}`, () => expect(triggeredCoachesFor(question, sport).coaches).toEqual(coaches));
  }

  it("does not read a clause that sets an area aside", () => {
    expect(triggeredCoachesFor("forget his fitness, where does he fit in our press?", "soccer").coaches).toEqual(["tactics"]);
    expect(featuresOf("forget his fitness, where does he fit in our press?", "soccer", FEATURES).has("w:fitness")).toBe(false);
  });

  it("does not read a health matter stated as settled, unless the clause hedges it", () => {
    const settled = "His ankle is fully healed now, zero restrictions. Should he start at the two or come off the bench?";
    expect(featuresOf(settled, "nba", FEATURES).has("dismissal")).toBe(true);
    expect(triggeredCoachesFor(settled, "nba").coaches).toEqual(["tactics"]);
    expect(featuresOf("With that behind us, do we play him at left-back?", "soccer", FEATURES).has("dismissal")).toBe(true);
    // (Hedged, asked, or another's: read.)
    expect(featuresOf("He says he's recovered but the hamstring still feels tight after sprints.", "soccer", FEATURES).has("dismissal")).toBe(false);
    expect(featuresOf("Is he fully cleared to play?", "soccer", FEATURES).has("dismissal")).toBe(false);
  });

  it("parts.json: each part is a verbatim piece of a labelled question and is held out with its set", () => {
    const data = loadLabelled();
    const whole = new Map(data.filter((q) => !q.part).map((q) => [q.question, q]));
    const raw = JSON.parse(fs.readFileSync(path.join(import.meta.dirname, "../../eval/coaching/parts.json"), "utf8")) as { question: string; parts: { text: string }[] }[];
    expect(raw.length).toBeGreaterThan(800);
    for (const r of raw) {
      expect(whole.has(r.question), r.question).toBe(true);
      for (const p of r.parts) expect(r.question.includes(p.text), p.text).toBe(true);
    }
    const parts = data.filter((x) => x.part);
    expect(parts.length).toBe(raw.reduce((n, r) => n + r.parts.length, 0));
    for (const q of parts) expect([...whole.values()].some((w) => w.fold === q.fold && w.player === q.player && w.question.includes(q.question)), q.question).toBe(true);
  });

  it("says which words decided each coach", () => {
    const t = triggeredCoachesFor("What drills improve his three-point shot, and how do we manage his ankle?", "nba");
    expect(Object.keys(t.matched).sort()).toEqual(["performance", "skills"]);
    expect(t.matched.performance).toMatch(/ankle/);
  });

  it("loads the committed weights and answers the same question the same way every time", () => {
    const m = triggerModel();
    expect(m.weights.size).toBeGreaterThan(1000);
    for (const c of ["skills", "performance", "tactics"] as const) expect(Number.isFinite(m.bias[c])).toBe(true);
    const q = "his jumper flattens late in games. legs or mechanics?";
    const first = triggeredCoachesFor(q, "nba");
    for (let i = 0; i < 3; i++) expect(triggeredCoachesFor(q, "nba")).toEqual(first);
    // A serialised model answers as the trained one.
    const reloaded = loadTriggerModel(JSON.parse(JSON.stringify(serializeModel(m, TRAINING, "test"))) as SerializedModel);
    expect(classify(reloaded, q, "nba")).toEqual(first);
  });

  it("the committed weights are what the committed data trains (run `npm run train:coaching` after changing it)", () => {
    const data = loadLabelled();
    const committed = JSON.parse(fs.readFileSync(weightsFile, "utf8")) as SerializedModel;
    const fresh = serializeModel(trainTriggerModel(data, FEATURES, TRAINING), TRAINING, committed.trainedOn);
    expect(fresh.names.length).toBe(committed.names.length);
    expect(JSON.stringify(fresh)).toBe(JSON.stringify(committed));
    // (Training fits the coach models six times, the decoder's five held-out groups and the final one.)
  }, 120_000);
});
