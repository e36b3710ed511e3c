// Issue 8, the opened dev29 corpus (mainstream genres): a college's release under its athletics office, a
// school's teams under their nickname, a club called by its place in the plural, a box score's line score,
// a personnel note's "(SF, Calder Falls Lynx)". Each case failed before the rule it tests; names and wording
// here are our own.
import { describe, expect, it } from "vitest";
import { attributeToPlayer } from "./attribution";
import { buildMentionMatcher } from "./mentions";
import { indexPeople } from "./person-index";
import { collectTeamishPhrases, documentsPeople } from "./people";
import { collectTeamNames, findLocalTeams } from "./team-names";
import { findTeamMentions } from "./teams";
import { chunk, factsFromDocument } from "./test-fixtures";
import { extractPlayerFacts } from "./extract";
import { findPositionMentions } from "./positions";

const facts = (file: string, target: string, sport: Parameters<typeof factsFromDocument>[2], others: string[] = []) => factsFromDocument(file, target, sport, "doc.md", others);
const teams = (f: ReturnType<typeof facts>) => f.teams?.value.map((t) => [t.name, t.current]) ?? [];
const local = (texts: string[]) => collectTeamNames(texts, documentsPeople(texts), collectTeamishPhrases(texts));

describe("a team's other names in the user's documents (REQ-PPL-05)", () => {
  it("'the Kererus' is Port Kereru FC: a side called by its place in the plural", () => {
    const texts = ["Port Kereru FC have landed the signature of Rangiwai United captain Tama Holt. He has signed a two-year deal with the Kererus."];
    expect(findLocalTeams("He signed with the Kererus.", local(texts)).map((m) => m.team.name)).toEqual(["Port Kereru FC"]);
    // (Not a plural nobody writes, nor a family: "the Holts" is no team.)
    expect(local(["Port Kereru FC won. The Holts were there; Tama Holt scored."]).flatMap((t) => t.aliases)).not.toContain("holts");
  });
  it("a newsletter's name is no team, however the documents write it ('the Kells Academy Bulletin')", () => {
    expect(local(["# The Kells Academy Bulletin\n\nThanks to everyone who reads the Kells Academy Bulletin."]).map((t) => t.name)).toEqual([]);
  });
  it("'University of Norvale Athletics' is the University of Norvale", () => {
    expect(local(["University of Norvale Athletics Communications"]).map((t) => t.name)).toEqual(["University of Norvale"]);
  });
  it("'Eastmoor Ravens' beside 'Eastmoor University' is the school's team; beside another Eastmoor side it is not", () => {
    const school = local(["Eastmoor University announced the signing. The Eastmoor Ravens 2026 spring preview. Eastmoor Athletics Communications."]);
    expect(school.map((t) => t.name)).toEqual(["Eastmoor University"]);
    expect(findLocalTeams("He has signed with the Ravens.", school).map((m) => m.team.name)).toEqual(["Eastmoor University"]);
    const two = local(["Eastmoor University announced the signing. The Eastmoor Ravens and Eastmoor City FC play in town."]);
    expect(two.map((t) => t.name).sort()).toEqual(["Eastmoor City FC", "Eastmoor Ravens", "Eastmoor University"]);
  });
});

describe("his side, and the sides that are not his (REQ-PPL-05)", () => {
  const localTeams = collectTeamNames(["Port Kereru FC won. The Marlow Bay Herons lost. Dunmore Foundrymen won."]);
  it("'signed a two-year deal with X' is his club now; 'the trade with X' is the club he left", () => {
    expect(findTeamMentions("Holt has signed a two-year deal with Port Kereru FC.", "soccer", { localTeams }).map((t) => [t.name, t.current])).toEqual([["Port Kereru FC", true]]);
    expect(findTeamMentions("His first season here came after the trade with the Marlow Bay Herons.", "nba", { localTeams }).map((t) => [t.name, t.current])).toEqual([["Marlow Bay Herons", false]]);
  });
  it("'the Herons sent him there on purpose' (to the free-throw line) is no trade; 'sent him to X' is", () => {
    const line = "The Foundrymen center went 4-for-10 at the line, and the Marlow Bay Herons sent him there on purpose in the fourth quarter.";
    expect(findTeamMentions(line, "nba", { localTeams }).filter((t) => t.name === "Marlow Bay Herons")).toEqual([]);
    expect(findTeamMentions("The Marlow Bay Herons sent him to the Dunmore Foundrymen in December.", "nba", { localTeams }).map((t) => [t.name, t.current])).toEqual([["Marlow Bay Herons", false], ["Dunmore Foundrymen", true]]);
  });
  it("'Trained at Stade Brévignac' is where he grew up; 'a translation for the Kellmouth Athletic recruitment group' is no team of his", () => {
    expect(findTeamMentions("Trained at Stade Brévignac, where he made his senior debut.", "soccer").map((t) => [t.name, t.current])).toEqual([["Stade Brévignac", false]]);
    const kells = collectTeamNames(["Kellmouth Athletic won."]);
    expect(findTeamMentions("English translation for the Kellmouth Athletic recruitment group, with notes in brackets.", "soccer", { localTeams: kells })).toEqual([]);
    expect(findTeamMentions("He plays for Kellmouth Athletic.", "soccer", { localTeams: kells }).map((t) => t.name)).toEqual(["Kellmouth Athletic"]);
  });
  it("a site's breadcrumb 'X Athletics » Football » News' is no path of clubs", () => {
    expect(findTeamMentions("Eastmoor University Athletics » Football » News", "football")).toEqual([]);
    expect(findTeamMentions("Career: Deepwater Rovers → Castlemere United", "soccer").map((t) => [t.name, t.current])).toEqual([["Deepwater Rovers", false], ["Castlemere United", true]]);
  });
});

describe("whose rows and sections (REQ-PPL-07)", () => {
  it("a box score's line score, one team a row, is not his though the story is about him", () => {
    const text = "Cade Rennick threw for 301 yards.\n\n## Box score\n\n| Team | 1 | 2 | 3 | 4 | Final |\n|---|---|---|---|---|---|\n| Tallis Tech | 7 | 3 | 7 | 10 | 27 |\n| Halverson State | 10 | 14 | 7 | 3 | 34 |\n";
    const rows = attributeToPlayer(text, "Cade Rennick", { defaultSubject: "target" }).filter((s) => s.kind === "row");
    expect(rows).toEqual([]);
    // (His career table, one team a row by season, is still his.)
    const career = "Cade Rennick's path.\n\n| Team | Season | GP |\n|---|---|---|\n| Halverson State | 2024 | 12 |\n";
    expect(attributeToPlayer(career, "Cade Rennick", { defaultSubject: "target" }).filter((s) => s.kind === "row")).toHaveLength(1);
  });
  it("a box score's side named in title case with its score, 'Marlow Bay Herons (118)', is the team of its rows", () => {
    const text = "The Marlow Bay Herons beat the Dunmore Foundrymen.\n\nBox score\n\nDunmore Foundrymen (109)\n\n| Player | Pos | Min | Pts |\n| --- | --- | --- | --- |\n| Benji Torvald | G | 34 | 20 |\n\nMarlow Bay Herons (118)\n\n| Player | Pos | Min | Pts |\n| --- | --- | --- | --- |\n| Darius Whitlock | G | 36 | 27 |\n| Jovan Szabo | — | 1 | 1 |\n";
    expect(teams(facts(text, "Jovan Szabo", "nba", ["Darius Whitlock", "Benji Torvald"]))).toEqual([["Marlow Bay Herons", true]]);
    expect(teams(facts(text, "Benji Torvald", "nba", ["Darius Whitlock", "Jovan Szabo"]))).toEqual([["Dunmore Foundrymen", true]]);
  });
  it("a roster's 'College: Eastmoor', the school's short form, is where he came from, not his team now", () => {
    const text = "# Kessler City Ironclads Depth Chart\n\nCompiled by the Kessler City Ironclads media staff. Eastmoor University sent two players to the league.\n\n| No. | Name | Pos | Ht | Wt | College |\n|---|---|---|---|---|---|\n| 14 | Micah Sorensen | WR | 6-0 | 194 | Eastmoor |\n| 17 | Jalen Hartigan | WR | 6-3 | 209 | Pellham State |\n";
    expect(teams(facts(text, "Micah Sorensen", "football", ["Jalen Hartigan"])).filter(([, current]) => current)).toEqual([["Kessler City Ironclads", true]]);
  });
  it("'## Darnell Whitlock (SF, Calder Falls Lynx)' heads his section: the side after his position's code is no person", () => {
    const text = "## Darius Whitlock (PG/SG, Marlow Bay Herons)\n\nListed 6-3, 190 lb.\n\n## Darnell Whitlock (SF, Calder Falls Lynx)\n\nListed 6-6, 214 lb. Long, disciplined defender.";
    expect(documentsPeople([text])).not.toContain("Calder Falls Lynx");
    const f = facts(text, "Darnell Whitlock", "nba", ["Darius Whitlock"]);
    expect(f.weightKg?.value).toBeCloseTo(97.1, 1);
    expect(teams(f)).toEqual([["Calder Falls Lynx", true]]);
    expect(attributeToPlayer(text, "Darnell Whitlock", { matcher: buildMentionMatcher("Darnell Whitlock", ["Darius Whitlock"]) }).map((s) => s.text)).not.toContain("Listed 6-3, 190 lb.");
  });
});

describe("a headline's verb (REQ-PPL-01)", () => {
  it("'Brandvold Named Summit Conference Player of the Week' names no 'Brandvold Named Summit'", () => {
    const text = "# Brandvold Named Summit Conference Player of the Week\n\nNORVALE - University of Norvale forward Elijah Brandvold has been named player of the week. His brother, Soren Brandvold, plays in high school.\n\nThe 6-foot-8, 218-pound forward leads the Summit in scoring.";
    expect(documentsPeople([text])).toEqual(["Elijah Brandvold", "Soren Brandvold"]);
    expect(facts(text, "Elijah Brandvold", "nba", ["Soren Brandvold"]).weightKg?.value).toBeCloseTo(98.9, 1);
  });
});

describe("a father and son of one name (REQ-PPL-01)", () => {
  const feature = "The elder Andre Castellane still walks like a center. In his playing days he was listed at 6-foot-10 and 250 pounds.\n\n\"I was never quick,\" Castellane Sr. said.\n\nHis son, Andre Castellane Jr., is 6-foot-7 and 228 pounds.";
  it("the name a document writes bare beside 'Castellane Sr.' and the son is the father's", () => {
    expect(indexPeople([feature]).map((p) => p.name)).toEqual(["Andre Castellane Sr.", "Andre Castellane Jr."]);
    // (Where the document never calls anyone by the other suffix, the bare name stays a person of its own.)
    expect(indexPeople(["Andre Castellane scored. Andre Castellane Jr. watched."]).map((p) => p.name)).toEqual(["Andre Castellane", "Andre Castellane Jr."]);
  });
  it("'the elder Andre Castellane' is the Sr., 'the younger Castellane' the Jr.", () => {
    const father = buildMentionMatcher("Andre Castellane Sr.", ["Andre Castellane Jr."]);
    expect(father.summarize("The elder Andre Castellane still walks like a center.").target).toBe(true);
    const son = buildMentionMatcher("Andre Castellane Jr.", ["Andre Castellane Sr."]);
    expect(son.summarize("The elder Andre Castellane still walks like a center.").target).toBe(false);
    expect(son.summarize("The younger Castellane has the handle.").target).toBe(true);
    expect(facts(feature, "Andre Castellane Sr.", "nba", ["Andre Castellane Jr."]).weightKg?.value).toBeCloseTo(113.4, 1);
  });
});

describe("his positions (REQ-EXT-01)", () => {
  const docs = (texts: [string, string][], target: string) =>
    extractPlayerFacts({
      playerName: target,
      sport: "nba",
      chunks: texts.map(([name, text]) => chunk(`${name}:0`, name, text)),
      documentContext: Object.fromEntries(texts.map(([name, text]) => [name, [{ index: 0, text }]])),
      peopleByDocument: Object.fromEntries(texts.map(([name]) => [name, [target]])),
    }).fields;
  it("under 'Pos: PG' labels, a second spot two documents name him at ('PG/SG') is his too; one document is not enough", () => {
    const roster = ["roster.csv", "No.: 3 | Name: Darius Whitlock | Pos: PG | Ht: 6-3"] as [string, string];
    const notes = ["notes.md", "## Darius Whitlock (PG/SG, Marlow Bay Herons)\n\nReads the low man early."] as [string, string];
    const wire = ["wire.txt", "Darius Whitlock, a shooting guard in his second season, scored 27."] as [string, string];
    expect(docs([roster, notes, wire], "Darius Whitlock").positions?.value).toEqual(["PG", "SG"]);
    expect(docs([roster, notes], "Darius Whitlock").positions?.value).toEqual(["PG"]);
  });
  it("a spot's code after a verb that sets him there ('also 2 starts at LG') is a spot; a lone letter is not", () => {
    expect(findPositionMentions("also 2 starts at LG in 2024", "football").map((p) => p.codes)).toEqual([["OG"]]);
    expect(findPositionMentions("He was kicked inside to RG for two games.", "football").map((p) => p.codes)).toEqual([["OG"]]);
    expect(findPositionMentions("He started at C.", "football")).toEqual([]);
    expect(findPositionMentions("He passed the LG store on the way.", "football")).toEqual([]);
  });
  it("'packages where I drop back and play safety on third down' is a second spot", () => {
    const text = "# Q&A: Lonnie Pruitt III\n\nLonnie Pruitt III is the weakside linebacker.\n\nQ: Any chance you go back to safety?\n\nPRUITT: We still have some packages where I drop back and play safety on third down, so I get to do both.";
    expect(factsFromDocument(text, "Lonnie Pruitt III", "football").positions?.value).toEqual(["LB", "S"]);
  });
  it("a label after a full stop ('Age: 25. Position: centre-forward') and a 'Primary Role' column are his spot", () => {
    expect(findPositionMentions("Name: Mateo Ibarrola. Age: 25. Position: centre-forward. Height: 1,83 m.", "soccer", { labelOnly: true }).map((p) => p.codes)).toEqual([["CF"]]);
    expect(findPositionMentions("Shirt: 9; Name: Mateo Ibarrola; Primary Role: ST; Secondary Role: CF", "soccer", { labelOnly: true }).map((p) => p.codes)).toEqual([["ST"], ["CF"]]);
    expect(findPositionMentions("His role: rotation. Role: LB", "football", { labelOnly: true })).toEqual([]);
  });
});

describe("what is not a trait", () => {
  it("a transcript's 'Lightly edited for length and clarity' is an editorial note", () => {
    const text = "# Q&A: Lonnie Pruitt III\n\nLightly edited for length and clarity.\n\nLonnie Pruitt III is a sure tackler with real range in coverage.";
    const f = factsFromDocument(text, "Lonnie Pruitt III", "football");
    expect([...(f.strengths ?? []), ...(f.weaknesses ?? [])].map((t) => t.value).join(" | ")).not.toMatch(/edited/i);
  });
});
