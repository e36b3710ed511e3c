// The second review of this session's rules (issue 8): inputs on which a first narrowing misfired.
import { describe, expect, it } from "vitest";
import { attributeToPlayer } from "./attribution";
import { findMeasurements } from "./measurements";
import { buildMentionMatcher } from "./mentions";
import { collectTeamishPhrases, documentsPeople } from "./people";
import { findPositions } from "./positions";
import { collectTeamNames } from "./team-names";
import { findTeamMentions } from "./teams";

const his = (text: string, people: string[] = [], target = "Marcus Hale") =>
  attributeToPlayer(text, target, { matcher: buildMentionMatcher(target, people) }).map((s) => s.text).join(" || ");
const teams = (sentence: string, context: string) =>
  findTeamMentions(sentence, "soccer", { localTeams: collectTeamNames([context], [], collectTeamishPhrases([context])) }).map((t) => [t.name, t.current]);
const deployed = (s: string) => findPositions(s, "soccer", { deployedOnly: true });

describe("attribution", () => {
  it("his own statement on a form that lists his coach is his", () => {
    expect(his("Applicant: Marcus Hale\nCoach: Tom Reyes\n\nPersonal statement: I am 6'3\" and 190 lb.", ["Tom Reyes"])).toContain("he is 6'3\"");
  });
  it("a line that names him, or says what others say about him, introduces the quote below it", () => {
    expect(his("Marcus Hale had 22 points. Here is what the website says about Marcus Hale:\n\nA 6-8 forward weighing 230 pounds.")).toContain("230 pounds");
    expect(his("Marcus Hale had 22 points. What others around the league say about him:\n\nA 6-8 forward weighing 230 pounds.")).toContain("230 pounds");
  });
  it("a relative's word with a 'he' of perception still speaks of him", () => {
    expect(his("Marcus Hale is a wing. His coach says he has never seen a 6-8 kid handle the ball like him.")).toContain("like him");
  });
  it("his mother, Mrs. Rennick, is not him; a twin named by his given name keeps his own details", () => {
    expect(his("Tobias Rennick is a wing. His mother, Mrs. Rennick, is 5-11.", [], "Tobias Rennick")).not.toContain("5-11");
    expect(his("| Player | Notes |\n| --- | --- |\n| Owen Pike | Marcus Hale (6'3\", 190 lb), his twin brother Mason (6'7\", 220 lb) |", ["Owen Pike"])).toBe("Marcus Hale (6'3\", 190 lb)");
  });
});

describe("people", () => {
  it("an institution's possessive or staff, a singular team's tail and a 'Team/Org' label make no person", () => {
    expect(documentsPeople(["Holloway Bridge Club's coaches say he stands 6-9. Willowmere Riding Centre staff agreed. Jamal Carter League MVP."])).toEqual(["Jamal Carter"]);
    expect(documentsPeople(["the Port Arden Forge won. Arden Forge coaches say he is 6-9."])).toEqual([]);
    expect(documentsPeople(["Player: Marcus Hale\nTeam/Org: Calder Vale\nHeight: 6-9"])).toEqual(["Marcus Hale"]);
  });
});

describe("teams", () => {
  it("a loan that goes on is no former team; an opponent's bracket is not his; a regular spot in a rotation is his; 'North Shore Stars' is a club", () => {
    expect(teams("He will spend the rest of the season on loan at Holloway Rovers.", "Holloway Rovers won.")).toEqual([]);
    expect(teams("He spent two seasons on loan at Holloway Rovers.", "Holloway Rovers won.")).toEqual([["Holloway Rovers", false]]);
    expect(teams("Hale scored 30 against tonight's opponent (Redwater Kings).", "the Redwater Kings won.")).toEqual([]);
    expect(teams("Hale earned a regular spot in the Redwater Kings' rotation this year.", "the Redwater Kings won.")).toEqual([["Redwater Kings", true]]);
    expect(teams("Hale plays for the North Shore Stars.", "the North Shore Stars won.")).toEqual([["North Shore Stars", true]]);
  });
});

describe("positions and measurements", () => {
  it("a move to a spot is his; an assignment on the opposing player is not; row notes take any verb that moves him", () => {
    expect(findPositions("He moved to point guard a year ago.", "nba")).toEqual(["PG"]);
    expect(findPositions("In the second half they put him on the opposing point guard.", "nba")).toEqual([]);
    expect(deployed("Moved to centre-back in January.")).toEqual(["CB"]);
    expect(deployed("Has been playing left back since January.")).toEqual(["LB"]);
    expect(deployed("His brother plays as striker.")).toEqual([]);
  });
  it("'If he were a 240-pound linebacker' and 'I wish I was still 200 pounds' state no size", () => {
    expect(findMeasurements("If he were a 240-pound linebacker he'd be a first-rounder.")).toEqual([]);
    expect(findMeasurements("I wish I was still 200 pounds.")).toEqual([]);
  });
});
