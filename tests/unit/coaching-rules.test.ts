import { describe, expect, it } from "vitest";
import { ANSWER_LIMIT, COACH_ORDER } from "@/lib/coaching/coaches";
import { buildContext, extractiveSummary } from "@/lib/coaching/context";
import { ALL_ENTRIES, KNOWLEDGE_VERSION } from "@/lib/coaching/knowledge";
import { runPanel } from "@/lib/coaching/panel";
import { rulesAnswer } from "@/lib/coaching/rules-engine";
import { ruleCoachesFor } from "@/lib/coaching/trigger-rule";
import { isCoachingQuestion, isFollowUpQuestion, retryRequest, stems, triggeredCoaches } from "@/lib/coaching/triggers";
import { looksLikeStatsQuestion } from "@/lib/stats/capability";
import type { CoachResponseEvent } from "@/lib/coaching/types";
import { sampleBrief } from "../fixtures/coach-brief";

describe("triggering (COACH-02)", () => {
  // The hand rule, read by the classifier as a feature: its mechanisms are tested on the rule itself.
  const rule = (q: string, sport?: string) => ruleCoachesFor(q, sport).coaches;
  const cases: [string, string[]][] = [
    ["How do we fix his free throws?", ["skills"]],
    ["What conditioning does he need for his knee?", ["performance"]],
    ["How would we use him against a switching defence?", ["tactics"]],
    ["What should his off-season focus on?", ["skills", "performance"]],
    ["What should his development plan be?", ["skills", "performance", "tactics"]],
    ["What drills improve his three-point shot, and how do we manage his ankle?", ["skills", "performance"]],
    ["Is he a nice guy?", []],
  ];
  for (const [question, coaches] of cases) {
    it(`${question} → ${coaches.join(", ") || "none"}`, () => expect(triggeredCoaches(question).coaches).toEqual(coaches));
    it(`the hand rule: ${question} → ${coaches.join(", ") || "none"}`, () => expect(rule(question)).toEqual(coaches));
  }

  it("compares word stems, so plurals and verb forms need no listing", () => {
    expect(stems("Kessler's drills, tackling and sprains")).toEqual(["kessler", "drill", "tackl", "and", "sprain"]);
    expect(stems("Should he?")).toEqual(["should", "he"]);
    expect(rule("Which drills sharpen his passing?")).toEqual(["skills"]);
    expect(rule("Is he sprinting less after the sprains?")).toEqual(["performance"]);
  });

  it("tactical words are the object of a skill when the question asks to teach it", () => {
    expect(rule("How do we teach him to read a zone?")).toEqual(["skills"]);
    expect(rule("How would we use him against a zone?")).toEqual(["tactics"]);
  });

  it("minutes are load when restricted, rotation otherwise; a framing adverb names the one area", () => {
    expect(rule("Does he need a minutes restriction?")).toEqual(["performance"]);
    expect(rule("How many minutes should he get in our rotation?")).toEqual(["tactics"]);
    expect(rule("What does he need physically to defend bigger forwards?")).toEqual(["performance"]);
  });

  it("how much he can take is load; exposure words in it do not ask for the tactics coach", () => {
    expect(rule("How many carries a week could he take?")).toEqual(["performance"]);
    expect(rule("Can he start three straight matches, back-to-back, without a breather?")).toEqual(["performance"]);
    expect(rule("How many minutes should he get in our rotation?")).toEqual(["tactics"]);
  });

  it("alignment and scheme terms are tactics as a whole, whatever words they contain", () => {
    expect(rule("Is he a 3-technique or a five technique for us?", "football")).toEqual(["tactics"]);
    expect(rule("Does he suit a quick game offence?", "football")).toEqual(["tactics"]);
    expect(rule("How do we teach him better technique at the line?", "football")).toEqual(["skills"]);
  });

  it("knowledge-base phrases decide only when no general area word did", () => {
    expect(rule("What can he do about the sacks he takes?", "football")).toEqual(["skills"]);
    expect(rule("Where do we deploy him, and can he add bend?", "football")).not.toContain("performance");
  });

  it("the sport's knowledge base adds the trigger phrases owned by one coach", () => {
    expect(rule("What can he do about the sacks he takes?", "football")).toEqual(["skills"]);
    expect(rule("Is he an outside linebacker for us?", "football")).toEqual(["tactics"]);
  });

  it("defaults: a development ask with no area goes to skills, anything else to no coach", () => {
    expect(rule("How do we help him improve?")).toEqual(["skills"]);
    expect(rule("What should we do about his attitude in the locker room?")).toEqual([]);
  });

  // One test per mechanism of the generalised rule (COACH-02/03); each fails without its mechanism.
  const coaches = rule;

  it("a question anywhere in the message, or a stated problem in an area, is a follow-up for the panel", () => {
    expect(isFollowUpQuestion("rib fully healed? anything to worry about going into camp")).toBe(true);
    expect(isFollowUpQuestion("his floater comes out flat every time, whats wrong with it")).toBe(true);
    expect(isFollowUpQuestion("his ball placement on deep throws is off")).toBe(true);
    expect(isFollowUpQuestion("What about Darius Whitfield?")).toBe(false);
    expect(isFollowUpQuestion("Generate a scouting report for Jalen Brooks")).toBe(false);
  });

  it("clause reading: weak tactics words in a sentence that only describes the problem ask nothing", () => {
    expect(coaches("Teams keep going at him in the playoffs. How do we fix his closeouts?")).toEqual(["skills"]);
    expect(coaches("How do we fix his closeouts before the playoffs?")).toEqual(["skills", "tactics"]);
  });

  it("a list of needs asks each area it names", () => {
    expect(coaches("he holds the ball 2.9 sec and takes dumb sacks. what's the plan? internal clock work, getting him hit less so he stays healthy, and play calls that get it out quick", "football")).toEqual(["skills", "performance", "tactics"]);
  });

  it("roles are tactics as a whole; the words inside them are not skills", () => {
    expect(coaches("where does Jalen fit if we go small and slide him to the 5?")).toEqual(["tactics"]);
    expect(coaches("can we push him to 38 a night as our main ball handler, or is the tendon a worry?")).toEqual(["performance", "tactics"]);
    expect(coaches("should he play inverted on the right or stay wide left?")).toEqual(["tactics"]);
    expect(coaches("would he be better at the 4 in a five-out look?")).toEqual(["tactics"]);
  });

  it("usage (if we run…, how often we call it, using him as…) is tactics and survives a framing adverb", () => {
    expect(coaches("he's only 219 - if we run a lot of QB keepers with him, will he hold up physically over 17 games?")).toEqual(["performance", "tactics"]);
    expect(coaches("how often should we actually call it?")).toEqual(["tactics"]);
  });

  it("how much his body can take, in any words, is load; exposure words and 'handle' in it ask nothing else", () => {
    expect(coaches("can he handle 60% of defensive snaps?")).toEqual(["performance"]);
    expect(coaches("he looks gassed in 4th quarters. conditioning or are we playing him too much?")).toEqual(["performance"]);
    expect(coaches("how do we keep him fresh for april without cutting his minutes too much?")).toEqual(["performance"]);
  });

  it("his body part with a medical word, or cleared to play, is performance; the activity in it is not a skill", () => {
    expect(coaches("is his back going to be an issue on long road trips?")).toEqual(["performance"]);
    expect(coaches("shoulder ok to throw full go in OTAs?")).toEqual(["performance"]);
    expect(coaches("is he fit enough to start on saturday after the calf?")).toEqual(["performance"]);
    expect(coaches("his elbow flares on the jumper, how do we clean it up")).toEqual(["skills"]);
  });

  it("descriptions of the player and the opponents he faces are not asks", () => {
    expect(coaches("the meniscus from juco, any long term knee concern for a guy who wins with bend?")).toEqual(["performance"]);
    expect(coaches("does his speed hold up against NFL tackles?")).toEqual(["performance"]);
    expect(coaches("his heading is poor for a striker. coaching points?")).toEqual(["skills"]);
  });

  it("stat look-ups and a 'mentally' framing ask no coach", () => {
    expect(coaches("what were his shooting splits this year?")).toEqual([]);
    expect(coaches("What if Brooks made 75% of his free throws?")).toEqual([]);
    expect(coaches("is he tough enough mentally for playoff basketball?")).toEqual([]);
    expect(coaches("what were his shooting splits this year, and how do we fix his shot?")).toEqual(["skills"]);
  });

  it("a coaching verb with no area word goes to the area the verb belongs to", () => {
    expect(coaches("it's broken, whats wrong with it")).toEqual(["skills"]);
    expect(coaches("how do we get him involved early?")).toEqual(["tactics"]);
    expect(coaches("Anything we should be doing to look after him?")).toEqual(["performance"]);
  });

  it("the vocabulary is the way coaches talk in each sport", () => {
    expect(coaches("anchor vs 320 lb tackles is inconsistent - is that a strength thing or is his pad level bad?", "football")).toEqual(["skills", "performance"]);
    expect(coaches("hammy tweak again. soft-tissue guy now?")).toEqual(["performance"]);
    expect(coaches("does he suit a 3-5-2 or is he better in a back four?", "soccer")).toEqual(["tactics"]);
    expect(coaches("he never scans before receiving. how do we build that habit?", "soccer")).toEqual(["skills"]);
  });

  it("idioms are read in their sense, not as area words", () => {
    expect(coaches("any concern with his minutes load heading into the playoffs?")).toEqual(["performance"]);
    expect(coaches("has his agent been in touch about a loan?")).toEqual([]);
    expect(coaches("he keeps pulling up with cramp in the second half. hydration, fitness, something else?")).toEqual(["performance"]);
    expect(coaches("is the hip something we should scan before we sign him?", "soccer")).toEqual(["performance"]);
  });

  it("a body part moved in a technique is skills; a physical quality wanted for a purpose is performance", () => {
    expect(coaches("his press technique at the line is terrible, he opens his hips way too early", "football")).toEqual(["skills"]);
    expect(coaches("he needs more strength to finish in traffic. what does the lifting program look like?")).toEqual(["performance"]);
    expect(coaches("he's 238 right now. does he need to add mass to play inside?")).toEqual(["performance"]);
  });

  it("load in other words: games a week, building his capacity", () => {
    expect(coaches("he can't play two games a week yet. how do we build his capacity?")).toEqual(["performance"]);
    expect(isFollowUpQuestion("he gets knocked off the ball too easily and his first touch lets him down")).toBe(true);
  });

  it("what is granted before 'but' is not the problem; a comparison names a yardstick, not a role", () => {
    expect(coaches("he's quick but his decision making in the final third is poor", "soccer")).toEqual(["skills"]);
    expect(coaches("he's quick, and his decision making in the final third is poor", "soccer")).toEqual(["skills", "performance"]);
    expect(coaches("what's his arm talent like compared to our starter?", "football")).toEqual(["skills"]);
  });

  it("a word inside a longer tactics phrase is read as that phrase; usage in other words", () => {
    expect(coaches("how do we get the best out of him in a counter-attacking setup?", "soccer")).toEqual(["tactics"]);
    expect(coaches("how do we get him more catch and shoot looks in our offense")).toEqual(["tactics"]);
    expect(coaches("we're thinking of moving him to the bench unit to run the second group. thoughts?")).toEqual(["tactics"]);
  });

  it("counting questions about what he did are stat look-ups", () => {
    expect(coaches("how many INTs did he throw in conference play?", "football")).toEqual([]);
    expect(coaches("how many snaps a game can he handle?", "football")).toEqual(["performance"]);
  });

  it("his own execution of a team action that needs work is a skill; a framing adverb in a list frames its item only", () => {
    expect(coaches("does his pressing need work, or is it our shape that's the problem?", "soccer")).toEqual(["skills", "tactics"]);
    expect(coaches("plan for his first month: integrate him tactically, build fitness, work on his weaker foot", "soccer")).toEqual(["skills", "performance", "tactics"]);
  });

  it("reps counted under a load question are volume; a request for a plan is a follow-up", () => {
    expect(coaches("should we limit his practice reps this week?")).toEqual(["performance"]);
    expect(isFollowUpQuestion("need a plan for his ball security. he's fumbled 5 times")).toBe(true);
  });

  it("more senses: 'handle that' is dealing with it, 'hit or miss' is inconsistency, returning to training is availability", () => {
    expect(coaches("his body language when he's benched is bad. how do we handle that?")).toEqual([]);
    expect(coaches("his crossing from deep is hit or miss. what should he practice?", "soccer")).toEqual(["skills"]);
    expect(coaches("he's coming back from a broken foot. when can he start full training?", "soccer")).toEqual(["performance"]);
    expect(coaches("he tips his blitzes. how do we coach him to disguise better?", "football")).toEqual(["skills"]);
    expect(coaches("how would he fit alongside our current front three?", "soccer")).toEqual(["tactics"]);
    expect(coaches("should he be taking our penalties?", "soccer")).toEqual(["tactics"]);
  });

  it("fatigue makes minutes load; a medical context makes off-season work body work; a stated skill problem keeps its setting", () => {
    expect(coaches("he's our best wing defender but he's gassed by the 3rd. minutes or conditioning?")).toEqual(["performance"]);
    expect(coaches("is he ready for a full offseason program after the shoulder surgery?", "football")).toEqual(["performance"]);
    expect(coaches("eye discipline in zone coverage is poor, he bites on play action", "football")).toEqual(["skills"]);
    expect(coaches("how do we set up our press to cover for his lack of pace?", "soccer")).toEqual(["performance", "tactics"]);
  });

  it("a body part with a complaint, sitting him, a plan asked for in the imperative, reads out of a scheme", () => {
    expect(coaches("back tightness again this morning - do we sit him tonight?")).toEqual(["performance"]);
    expect(isFollowUpQuestion("give me a 3 part plan: his handle, his legs, and his role")).toBe(true);
    expect(coaches("give me a 3 part plan: his handle, his legs, and his role")).toEqual(["skills", "performance", "tactics"]);
    expect(coaches("his passing reads out of the short roll are slow. film or drills?")).toEqual(["skills"]);
    expect(coaches("he's hesitant on the ball in tight spaces. how can we improve his close control?", "soccer")).toEqual(["skills"]);
    expect(coaches("what did he shoot from the line in the playoffs?")).toEqual([]);
  });

  it("a role named only where he is described, when the asks name their own areas, is not asked", () => {
    expect(coaches("he's a 1-tech in our front but keeps getting doubled and washed. technique or does he need more mass?", "football")).toEqual(["skills", "performance"]);
    expect(coaches("his crossing is elite but his defending is non-existent. can we play him at right back in a back four?", "soccer")).toEqual(["tactics"]);
  });

  it("a body part complained of is not a skill; a bare body weight, ramping reps and agent 'reps' read in their sense", () => {
    expect(coaches("his FT% dipped from 81 to 68 after the wrist surgery. hand still bothering him or is it in his head?")).toEqual(["performance"]);
    expect(coaches("should we redshirt him? he's raw and only 230", "football")).toEqual(["performance", "tactics"]);
    expect(coaches("coming off a high ankle, how do we ramp his reps in camp?", "football")).toEqual(["performance"]);
    expect(coaches("who are his reps?", "soccer")).toEqual([]);
    expect(coaches("he's 6'7 with a 7'0 wingspan but plays small. how do we get him using his length on D?")).toEqual(["skills"]);
  });

  it("longevity and weight targets are load and body; fronts and down roles are tactics; 'where do we start' is not a start", () => {
    expect(coaches("kessler at 31 - how many more years of starter minutes does he have in those legs?")).toEqual(["performance"]);
    expect(coaches("can we get him to 255 without losing his first step?", "football")).toEqual(["performance"]);
    expect(coaches("is he a 2-down thumper or can he stay on the field on 3rd down?", "football")).toEqual(["tactics"]);
    expect(coaches("his weak foot passing needs work and he tires after an hour. where do we start?", "soccer")).toEqual(["skills", "performance"]);
    expect(coaches("he's a gifted athlete but his technique is raw and he's never played in a 3-4. where do we start?", "football")).toEqual(["skills", "tactics"]);
  });

  it("a word inside a longer phrase of another area is read as that phrase; rest-or-play is load; more snaps is usage", () => {
    expect(coaches("how do we build his aerobic base over preseason?", "soccer")).toEqual(["performance"]);
    expect(coaches("he's been carrying a knock in his ankle. play him midweek or rest him?", "soccer")).toEqual(["performance"]);
    expect(coaches("how do we get him more snaps without overloading him?", "football")).toEqual(["performance", "tactics"]);
    expect(coaches("what's his shooting % on pull-ups this year?")).toEqual([]);
  });

  it("the stats lab leaves a diagnosis between areas to the coaches", () => {
    expect(looksLikeStatsQuestion("anchor vs 320 lb tackles is inconsistent - is that a strength thing or is his pad level bad?")).toBe(false);
    expect(looksLikeStatsQuestion("jumper looks different since the wrist injury - is it the wrist or did his form change?")).toBe(false);
    expect(looksLikeStatsQuestion("he's our best wing defender but he's gassed by the 3rd. minutes or conditioning?")).toBe(false);
    expect(looksLikeStatsQuestion("how many minutes can he play on sunday after 3 weeks out?")).toBe(false);
    expect(looksLikeStatsQuestion("Compare Brooks and Kessler's points per game")).toBe(true);
  });

  it("claims coaching questions, not report requests", () => {
    expect(isCoachingQuestion("How do we fix his free throws?")).toBe(true);
    expect(isCoachingQuestion("What should his off-season focus on?")).toBe(true);
    expect(isCoachingQuestion("Generate a scouting report for Jalen Brooks")).toBe(false);
    expect(isCoachingQuestion("Scout Andre Kessler")).toBe(false);
    expect(retryRequest("Retry the performance coach")).toBe("performance");
    expect(retryRequest("Retry the report")).toBeNull();
  });
});

describe("knowledge base (COACH-06)", () => {
  it("is versioned, with unique ids and every entry complete", () => {
    expect(KNOWLEDGE_VERSION).toMatch(/^\d{4}\.\d{2}\.\d{2}-\d+$/);
    expect(new Set(ALL_ENTRIES.map((e) => e.id)).size).toBe(ALL_ENTRIES.length);
    for (const e of ALL_ENTRIES) {
      expect(e.triggers.length).toBeGreaterThan(0);
      expect(e.what.length).toBeGreaterThan(20);
      expect(e.rationale.length).toBeGreaterThan(20);
    }
    for (const prefix of ["bb-", "fb-", "sc-"]) for (const coach of COACH_ORDER) expect(ALL_ENTRIES.some((e) => e.id.startsWith(prefix) && e.coach === coach)).toBe(true);
  });
});

describe("rules engine coaches (COACH-07)", () => {
  const brief = sampleBrief();

  it("cites the player's evidence for why and the entry for what", () => {
    const answer = rulesAnswer({ coach: "skills", question: "How do we fix his free throws?", brief, context: [] });
    expect(answer.entries[0]).toBe("bb-skills-free-throw-routine");
    expect(answer.lines[0]).toBe("From the report: Free-throw shooting: 68% this season (64% career). [E4]");
    expect(answer.lines[1]).toMatch(/^General guidance \[KB bb-skills-free-throw-routine\]: /);
  });

  it("drops entries and facts an earlier coach gave, also when it only saw an extractive summary", () => {
    const first = rulesAnswer({ coach: "tactics", question: "How do we use him against a switching defence?", brief, context: [] });
    expect(first.entries.length).toBeGreaterThan(0);
    const summary = extractiveSummary(first.lines.join("\n"));
    expect(summary.length).toBeLessThan(first.lines.join("\n").length);
    const again = rulesAnswer({ coach: "tactics", question: "How do we use him against a switching defence?", brief, context: [summary] });
    expect(again.entries.filter((e) => first.entries.includes(e))).toEqual([]);
    expect(again.facts.filter((f) => first.facts.includes(f))).toEqual([]);
  });

  it("runs the panel: later coaches never repeat an entry or a fact, every answer within the limit", async () => {
    const events: CoachResponseEvent[] = [];
    const panel = await runPanel({ question: "What should his development plan be?", brief, model: null, emit: async (e) => void events.push(e), timeoutMs: 1000, budgetTokens: 5000 });
    expect(panel).toMatchObject({ engine: "rules", knowledgeVersion: KNOWLEDGE_VERSION, answered: [...COACH_ORDER] });
    const done = events.filter((e) => e.status === "completed");
    const seenTags = new Set<string>();
    const seenFacts = new Set<string>();
    for (const answer of done) {
      expect(answer.text.length).toBeLessThanOrEqual(ANSWER_LIMIT);
      for (const c of answer.citations.filter((c) => c.kind === "knowledge")) {
        expect(seenTags.has(c.tag)).toBe(false);
        seenTags.add(c.tag);
      }
      for (const line of answer.text.split("\n").filter((l) => l.startsWith("From the report:"))) {
        expect(seenFacts.has(line)).toBe(false);
        seenFacts.add(line);
      }
    }
  });

  it("over budget on the rules engine, the extractive summary is passed and keeps the tags", async () => {
    const context = await buildContext({
      prior: [{ coach: "skills", status: "completed", text: rulesAnswer({ coach: "skills", question: "development plan", brief, context: [] }).lines.join("\n") }],
      budgetTokens: 250,
      summarise: async (a) => extractiveSummary(a.text),
    });
    expect(context.mode).toMatch(/summary|truncated/);
    expect(context.messages[0].content).toMatch(/\[KB bb-skills-/);
    expect(context.messages[0].content).toMatch(/\[E\d+\]/);
  });

  it("a failed answer is never passed as context", async () => {
    const context = await buildContext({ prior: [{ coach: "skills", status: "failed", text: "" }, { coach: "performance", status: "timeout", text: "partial" }], budgetTokens: 1000, summarise: async () => "" });
    expect(context).toEqual({ messages: [], from: [], mode: "none" });
  });
});
