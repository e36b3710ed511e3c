// Issue 8, the opened dev28 corpus (mainstream genres): a newspaper's player ratings, two cousins of one
// surname, a beat writer's numbered notebook, a mailbag, a father and son of one name, a transfer column,
// exports with their own column names. Each case failed before the rule it tests; names and wording here
// are our own.
import { describe, expect, it } from "vitest";
import { attributeToPlayer } from "./attribution";
import { nameColumns, readableLabel, readableLabels } from "./blocks";
import { buildMentionMatcher } from "./mentions";
import { documentsPeople } from "./people";
import { factsFromDocument } from "./test-fixtures";
import { findTeamMentions } from "./teams";

const his = (text: string, target: string, people: string[] = []) => attributeToPlayer(text, target, { matcher: buildMentionMatcher(target, people) }).map((s) => s.text);
const teams = (facts: ReturnType<typeof factsFromDocument>) => facts.teams?.value.map((t) => [t.name.toLowerCase(), t.current]) ?? [];

describe("a ratings list: one entry per man (REQ-PPL-07)", () => {
  const ratings = [
    "# RATINGS: Harrowgate Town 2 Selby Park 2",
    "",
    "## HARROWGATE TOWN",
    "",
    "**Quigley 8** — Won every header he went for and organised the back four all afternoon without a break in concentration.",
    "",
    "**Mensah 6** — Tidy.",
    "",
    "## SELBY PARK",
    "",
    "**Dunphy 5** — Beaten at his near post for the second, and his kicking was poor from start to finish.",
    "",
    "**Rory Quigley 4** — Cousin of the Town centre-half. Positionally lost at right-back all game long.",
    "",
    "**Okello 7** — Busy, brave and always available; the best of a poor lot on the day.",
  ].join("\n");

  it("a verdict after another man's bold name and mark is his, however long", () => {
    const facts = factsFromDocument(ratings, "Rory Quigley", "soccer", "ratings.md");
    const traits = [...(facts.strengths ?? []), ...(facts.weaknesses ?? [])].map((t) => t.value).join(" | ");
    expect(traits).not.toMatch(/near post|poor lot|every header/i);
    expect(facts.positions?.value).toEqual(["RB"]);
  });
  it("his surname alone heads another entry where his own entry gives his full name", () => {
    expect(his(ratings, "Rory Quigley").join(" ")).not.toContain("Won every header");
  });
  it("a relative's spot and side ('Cousin of the Town centre-half') are not his", () => {
    const facts = factsFromDocument("**Rory Quigley 4** — Cousin of the Harrowgate Town centre-half. Positionally lost at right-back.", "Rory Quigley", "soccer", "ratings.md");
    expect(facts.positions?.value).toEqual(["RB"]);
    expect(teams(facts)).toEqual([]);
  });
});

describe("exports' own column names (REQ-PPL-01, REQ-EXT-01)", () => {
  it("'forename(s)' and 'surname' columns name the row's man", () => {
    expect(nameColumns(["sqd_no", "surname", "forename(s)", "posn_primary"])).toEqual([2, 1]);
    expect(nameColumns(["Family_Name", "Given_Names"])).toEqual([1, 0]);
    expect(documentsPeople(["sqd_no: 4 | surname: Vallance | forename(s): Tobin | posn_primary: Centre-back"])).toContain("Tobin Vallance");
  });
  it("'posn_primary' is a position; 'Club_Now' and 'Club_Prev' are his current and previous clubs", () => {
    expect(readableLabel("posn_primary")).toBe("position");
    expect(readableLabels("Club_Now: Ashdown Vale; Club_Prev: Kelso Harriers")).toBe("current club: Ashdown Vale; previous club: Kelso Harriers");
    const found = findTeamMentions(readableLabels("Plyr: Tobin Vallance; Club_Now: Ashdown Vale; Club_Prev: Kelso Harriers"), "soccer", { labelOnly: true });
    expect(found.map((t) => [t.name, t.current])).toEqual([["Ashdown Vale", true], ["Kelso Harriers", false]]);
  });
});

describe("whose the words are (REQ-PPL-07)", () => {
  it("'Redvale's point guard torched him' is another side's player, no spot or team of his", () => {
    const facts = factsFromDocument("Oscar Lindqvist protects the rim. Quick guards get past him, and Redvale's point guard torched him twice in the third quarter.", "Oscar Lindqvist", "nba");
    expect(facts.positions).toBeUndefined();
    expect(teams(facts)).toEqual([]);
  });
  it("a paper, a date and 'By …' between separators is a byline, nobody's section", () => {
    const text = ["**Eastholm Gazette · March 2, 2026 · By Petra Lindgren, Comets beat**", "", "**1. The other column in Ferris's box score.** Jonah Ferris was terrific on Saturday. But he also had five turnovers."].join("\n");
    expect(his(text, "Jonah Ferris", ["Petra Lindgren"])).toContain("But he also had five turnovers.");
  });
  it("a notebook item's bold title is the man its paragraph is about", () => {
    const text = [
      "**1. Vance's big week.** Eli Vance had 30 points and 12 rebounds on Saturday.",
      "",
      "**2. Generously listed at 6-2, 190, and it shows.** The Comets have started staggering Ferris's minutes so he plays more of them next to backup point guard Eli Vance. Jonah Ferris knows it.",
    ].join("\n");
    const facts = factsFromDocument(text, "Jonah Ferris", "nba", "notebook.md", ["Eli Vance"]);
    expect(facts.heightCm?.value).toBeCloseTo(188, 0);
    expect(facts.weightKg?.value).toBeCloseTo(86.2, 1);
  });
  it("a notebook item's title naming nobody is the man its paragraph names first", () => {
    const text = [
      "## Jonah Ferris",
      "",
      "Jonah Ferris is averaging 9.4 assists for the Comets.",
      "",
      "**Also worth a look: a 6-foot-9 freshman.** He has made 17 of his last 35 threes for Dunmore State. Eli Vance could be a steal.",
    ].join("\n");
    const facts = factsFromDocument(text, "Jonah Ferris", "nba", "digest.md", ["Eli Vance"]);
    expect(facts.heightCm).toBeUndefined();
  });
  it("the topics a headline lists beside his name are not his ('Punter woes, the Okafor question')", () => {
    expect(factsFromDocument("# Mailbag: Punter woes, the Okafor question, and the best pretzel in town\n\nBenedict Okafor played well.", "Benedict Okafor", "football").positions).toBeUndefined();
    expect(factsFromDocument("# Benedict Okafor, left tackle\n\nBenedict Okafor played well.", "Benedict Okafor", "football").positions?.value).toEqual(["OT"]);
  });
  it("'Hale senior was a centre-half' is the father of a man with no suffix", () => {
    const text = "Declan Hale joined Corrib Albion this week. Hale senior was a six-foot-four centre-half in the nineties. Hale is a striker.";
    const facts = factsFromDocument(text, "Declan Hale", "soccer");
    expect(facts.positions?.value).toEqual(["ST"]);
    expect(facts.heightCm).toBeUndefined();
  });
  it("'his son' after his father, who bears his name without the suffix, is him", () => {
    const text = "Marcus Pell, the Harbor Kings great, was a 6-foot-11 center. His son, the Loons' top pick, is listed at 6-foot-7 and 210 pounds.";
    const facts = factsFromDocument(text, "Marcus Pell Jr.", "nba", "feature.md", ["Marcus Pell"]);
    expect(facts.heightCm?.value).toBeCloseTo(200.7, 1);
  });
});

describe("teams and spots (REQ-PPL-05, REQ-EXT-01)", () => {
  it("'9. Name — C, Club (Country)' on a board gives his spot and club", () => {
    const text = "# Big board: picks 1-30\n\n## 9. Callum Brierley — C, Sandgate Sharks (Australia)\n\nBrierley protects the rim for the Sharks.";
    const facts = factsFromDocument(text, "Callum Brierley", "nba", "board.md");
    expect(facts.positions?.value).toEqual(["C"]);
    expect(teams(facts)).toEqual([["sandgate sharks", true]]);
  });
  it("a side named in a condition ('If he …, he's playing for the Lions') is no side of his", () => {
    expect(findTeamMentions("If he sorts out his final ball, he's playing for the Lions.", "soccer")).toEqual([]);
    expect(findTeamMentions("He joined the Vaal Harriers in 2024, and if fit he starts.", "soccer").map((t) => t.name)).toEqual(["Vaal Harriers"]);
  });
  it("'X have won the race for him' makes X his club", () => {
    const facts = factsFromDocument("Corrib Albion have won the race for Declan Hale, who agreed a two-year deal at the Quay yesterday.", "Declan Hale", "soccer", "column.md");
    expect(teams(facts)).toEqual([["corrib albion", true]]);
  });
  it("'Joined: U12, from Cobble Lane' on a profile line is where he came from", () => {
    expect(findTeamMentions("Age: 18 · Height: 6ft 1in · Joined: U12, from Pellow Juniors", "soccer").map((t) => [t.name, t.current])).toEqual([["Pellow Juniors", false]]);
  });
  it("a translated report's 'Verein:' labels his club", () => {
    expect(findTeamMentions("- **Verein:** SC Oberau 07 (since summer 2024)", "soccer").map((t) => [t.name, t.current])).toEqual([["SC Oberau 07", true]]);
  });
  it("'the double-move he put on the Foxes' corner' is no spot of his", () => {
    expect(factsFromDocument("Nate Corley is a precise route runner; the double-move he put on the Foxes' corner is still on my timeline.", "Nate Corley", "football").positions).toBeUndefined();
  });
  it("'used him as a small-ball power forward' is a second spot beside the one he starts at", () => {
    const facts = factsFromDocument("Marcus Pell Jr.\nPosition: SF\n\nCoach Ines Baro has used him as a small-ball power forward in closing lineups.", "Marcus Pell Jr.", "nba");
    expect(facts.positions?.value).toEqual(["SF", "PF"]);
  });
});
