import { describe, expect, it } from "vitest";
import { evaluateClause, evaluativeClauses, opponentVerdict, withoutOpponentModifiers } from "./evaluative";

const judge = (s: string) => evaluativeClauses(s).map((c) => evaluateClause(c));

describe("evaluative prose (REQ-TRT-01)", () => {
  it.each([
    ["Bends the corner as well as any edge rusher in the class", "strength", "Bend"],
    ["Explosive first step.", "strength", "First step"],
    ["His dribbling was too much for anyone they put on him", "strength", "Ball handling"],
    ["He has completed more dribbles than any winger in the league", "strength", "Ball handling"],
    ["For a player his size he is an ordinary rebounder", "weakness", "Rebounding"],
    ["At 190 he gets moved off his spots", "weakness", null],
    ["Against the run he gets washed out of his gap", "weakness", "Run defence"],
    ["Play strength at the point of attack is a concern.", "weakness", "Play strength"],
    ["His defensive rebounding rate is below the league average for forwards.", "weakness", "Rebounding"],
    ["Kai is a problem.", "strength", null],
    ["His first step is unbelievable.", "strength", "First step"],
    ["He is not an elite athlete.", "weakness", null],
    ["His distribution is the weakest part of his game.", "weakness", "Playmaking"],
    ["For a man of his size he is curiously reluctant to come and claim crosses.", "weakness", null],
    ["His passing under pressure has gifted opponents two goals.", "weakness", null],
    ["Physical corners who press him at the line have had success re-routing him.", "weakness", null],
  ])("%s → %s (%s)", (sentence, polarity, label) => {
    const [e] = judge(sentence);
    expect(e?.polarity).toBe(polarity);
    if (label) expect(e?.label).toBe(label);
  });

  it.each(["Terms: four years, $14.2 million fully guaranteed.", "He averages 18 points a game.", "Every day he's in the backfield."])(
    "neither praise nor fault: %s",
    (sentence) => {
      expect(judge(sentence).filter(Boolean)).toEqual([]);
    },
  );

  it("judges each clause of a sentence on its own", () => {
    expect(judge("Plays hard to the whistle; does not set a firm edge yet.").map((e) => e?.polarity)).toEqual(["strength", "weakness"]);
  });
});

describe("who suffers decides the polarity (REQ-TRT-01)", () => {
  it.each([
    ["Slower bigs who switch onto him simply cannot keep him in front", "strength"],
    ["You can't leave him open in the corner", "strength"],
    ["Physical midfielders push him off the ball", "weakness"],
    ["Switch-heavy teams target him in space", "weakness"],
    ["The quick, twitchy three-techniques give him the most trouble", "weakness"],
  ])("%s → %s", (clause, polarity) => {
    expect(opponentVerdict(clause)).toBe(polarity);
    expect(evaluateClause(clause)?.polarity).toBe(polarity);
  });

  it.each([
    ["At tackle his feet get heavy in the kick slide and a quick edge can beat him to the corner", "weakness"],
    ["Guards get by him with a single crossover", "weakness"],
    ["He beats his man off the dribble", "strength"],
  ])("someone beating him is a fault: %s → %s", (clause, polarity) => {
    expect(evaluateClause(clause)?.polarity).toBe(polarity);
  });

  it.each([
    ["Huge engine and stamina, makes overlapping runs all game", "strength"],
    ["Yes, the lad never stops running", "strength"],
    ["His 7.9 block percentage leads the league", "strength"],
    ["He wins his one-on-one battles", "strength"],
  ])("effort and league-leading figures are praise: %s → %s", (clause, polarity) => {
    expect(evaluateClause(clause)?.polarity).toBe(polarity);
  });

  it.each([
    ["He still looks uneasy when crosses are swung in under the bar", "weakness"],
    ["He stays on his line for crosses and high balls he should attack", "weakness"],
    ["He couldn't command his area", "weakness"],
  ])("unease and duties left undone are faults: %s → %s", (clause, polarity) => {
    expect(evaluateClause(clause)?.polarity).toBe(polarity);
  });

  it("a score line is no verdict", () => {
    expect(evaluateClause("Foxhounds at Herons, Redfield wins by six")).toBeNull();
  });

  it("praise of the other players is no praise of him", () => {
    expect(withoutOpponentModifiers("against the really fast guys, the speed rushers")).not.toMatch(/fast/);
    expect(evaluateClause("on the edge against the really fast guys he was getting beat")?.polarity).not.toBe("strength");
  });

  it("a flaw said to fade is no verdict", () => {
    expect(evaluateClause("At guard, that problem mostly goes away.")).toBeNull();
  });

  it("'plus' joining two things is not praise", () => {
    expect(evaluateClause("Tackles plus interceptions of 0.9 per 90 is his number")).toBeNull();
  });

  it("never cuts a clause at an abbreviation such as 'No. 10'", () => {
    expect(evaluativeClauses("It is extremely low even for a No. 10 and he does not track back")).toHaveLength(1);
  });
});

describe("help side and bigger bodies", () => {
  it("'weak-side shot blocker' is praise of his help defence, not a weakness", () => {
    expect(evaluateClause("His timing as a weak-side shot blocker is outstanding.")).toMatchObject({ polarity: "strength" });
  });
  it("bigger players moving him is a fault, whatever praise describes them", () => {
    expect(evaluateClause("Physical, grown-man post players still move him off his spot, and he gets sealed on rebounds.")).toMatchObject({ polarity: "weakness" });
    expect(evaluateClause("Strong, physical forwards bully him down low.")).toMatchObject({ polarity: "weakness" });
  });
});

describe("production he does not have", () => {
  it("is a fault, whatever is negated beside it", () => {
    expect(evaluateClause("Sixty-one appearances for the club and not a single goal, and it's not bad luck.")).toMatchObject({ polarity: "weakness" });
    expect(evaluateClause("He doesn't score.")).toMatchObject({ polarity: "weakness" });
  });
});

describe("few faults", () => {
  it("'just four drops on 168 targets' is praise", () => {
    expect(evaluateClause("just four drops on 168 targets over two seasons")?.polarity).toBe("strength");
  });
});
