// Issue 8, the opened dev33 corpus (mainstream genres in further voices): a pro team's release over a
// space-aligned signings table, a front office's ledger, a portal tracker, island and territory desks, a
// Spanglish column, a father-and-son feature, Icelandic and Cameroonian transfer news.
// Each case failed before the rule it tests; names and wording here are our own.
import { describe, expect, it } from "vitest";
import { evaluateClause } from "./evaluative";
import { extractPlayerFacts } from "./extract";
import { detectIntent } from "./intent";
import { collectTeamishPhrases, documentsPeople } from "./people";
import { findPositions } from "./positions";
import { collectTeamNames } from "./team-names";
import { extractTraits } from "./traits";
import { mergeTeamMentions } from "./teams";
import { chunk, factsFromDocument, teamsIn } from "./test-fixtures";
import { pipeFixedWidthTables } from "@/lib/documents/fixed-width";


describe("whose bare surname (REQ-PPL-03)", () => {
  it("a headline's lone bare surname is the one the story opens on, though a teammate of that surname comes later", () => {
    const text = [
      "Harbour Town's Vesk on the brink",
      "",
      "Few islanders can say a crowd chanted their name. Aldo Vesk can.",
      "",
      "Vesk, 22, stands six foot seven and plays for the Corran State Otters.",
      "",
      "The other Vesk on the roster is Jamal Vesk, a centre from Tulsa, no relation.",
    ].join("\n");
    const facts = (target: string) =>
      extractPlayerFacts({
        playerName: target,
        sport: "nba",
        chunks: [chunk("vesk.md:0", "vesk.md", text)],
        peopleByDocument: { "vesk.md": ["Aldo Vesk", "Jamal Vesk"] },
        documentContext: { "vesk.md": [{ index: 0, text }] },
      }).fields;
    expect(facts("Aldo Vesk").heightCm?.value).toBe(200.7);
    expect(facts("Jamal Vesk").heightCm).toBeUndefined();
    // ("The two Vesks of Corran State": a headline naming both by the plural leaves the bare surname to nobody.)
    const both = text.replace("Harbour Town's Vesk on the brink", "The other Vesk of Corran State");
    const f = extractPlayerFacts({ playerName: "Aldo Vesk", sport: "nba", chunks: [chunk("v.md:0", "v.md", both)], peopleByDocument: { "v.md": ["Aldo Vesk", "Jamal Vesk"] }, documentContext: { "v.md": [{ index: 0, text: both }] } }).fields;
    expect(f.heightCm).toBeUndefined();
  });
  it("'linebacker Tavita Sapolu of Pago Pago', 'the youth system of Perkūnas Kaunas': a place and a club, however like names they look", () => {
    const people = documentsPeople(["Also in the portal is linebacker Tavita Sapolu of Pago Pago.", "He came through the youth system of Perkūnas Kaunas and played two seasons in its senior team."]);
    expect(people).toEqual(["Tavita Sapolu"]);
  });
  it("'Use Hartford's number going forward': a note's imperative is no given name, so the club's line stays his", () => {
    expect(documentsPeople(["Hartford lists him at 6-foot-4. (The Corsaires had him at 6-3. Use Hartford's number going forward.)"])).not.toContain("Use Hartford");
  });
  it("'PAGO PAGO, American Samoa' and 'Maqluba (and Two Footballers)': a word said twice and a plural of players are no people", () => {
    const people = documentsPeople(["**PAGO PAGO, American Samoa — Thursday** — Territory desk\n\nThe name on everybody's lips is Tavita Faleolo.", "## Maqluba for a Full House (and Two Footballers)"]);
    expect(people).toContain("Tavita Faleolo");
    expect(people).not.toContain("Pago Pago");
    expect(people).not.toContain("Two Footballers");
  });
});

describe("teams (REQ-PPL-05)", () => {
  it("'Pawnee Valley CC' and 'Pawnee Valley Community College' are one school, under its full name", () => {
    const mentions = [
      { name: "Pawnee Valley CC", current: false, explicit: true, index: 0, known: null },
      { name: "Pawnee Valley Community College", current: false, explicit: true, index: 40, known: null },
    ];
    expect(mergeTeamMentions(mentions).map((g) => g.name)).toEqual(["Pawnee Valley Community College"]);
  });
  it("'two years at Pawnee Valley Community College, where he played for the Bobcats': the school's nickname, no other side", () => {
    const text = "He spent two years at Pawnee Valley Community College, where he played for the Bobcats, before Bluestem State came calling.";
    expect(teamsIn(text, "nba").map(([n]) => n)).not.toContain("Bobcats");
    expect(collectTeamNames([text]).find((t) => t.name === "Pawnee Valley Community College")?.aliases).toContain("bobcats");
  });
  it("'Great Lakes Polytechnic landed a corner': a polytechnic is a school, and a place's first word is its own", () => {
    const text = "Great Lakes Polytechnic landed Mesa Verde State corner Isaiah Grandberry.";
    expect(collectTeamNames([text]).map((t) => t.name)).toContain("Great Lakes Polytechnic");
    expect(documentsPeople([text])).toEqual(["Isaiah Grandberry"]);
    expect(teamsIn("Grandberry has committed to Great Lakes Polytechnic.", "football", "Isaiah Grandberry", [text])).toEqual([["Great Lakes Polytechnic", true]]);
  });
  it("'for the Coquíes de Vega Alta', 'with the Mabuyas de Cabo Rojo': a plural nickname and its town are a side", () => {
    const text = "This is his fourth season running the show for the Coquíes de Vega Alta. Before that he spent three years with the Mabuyas de Cabo Rojo.";
    expect(collectTeamNames([text]).map((t) => t.name)).toEqual(expect.arrayContaining(["Coquíes de Vega Alta", "Mabuyas de Cabo Rojo"]));
    // (Without an article it may be a man: "Luis de Vega".)
    expect(collectTeamNames(["Scouts asked Marcos de Vega Alba about it."]).map((t) => t.name)).not.toContain("Marcos de Vega Alba");
  });
  it("'Before that he spent three years with X, and before that he played his college ball in Alabama with Y': earlier spells, no state", () => {
    const found = teamsIn("Before that he spent three years with the Mabuyas de Cabo Rojo, and before that he played his college ball in Alabama with the Gulf Coast Tech Gators.", "nba");
    expect(found).toEqual([["Mabuyas de Cabo Rojo", false], ["Gulf Coast Tech Gators", false]]);
  });
  it("'He played six seasons for X, from 1991 to 1997, and three more for Y'; 'his playing days with X', 'his days with X': spells that are over", () => {
    expect(teamsIn("He played six seasons for the Sherbrooke Castors, from 1991 to 1997, and three more for the Trois-Rivières Draveurs.", "nba")).toEqual([["Sherbrooke Castors", false], ["Trois-Rivières Draveurs", false]]);
    expect(teamsIn("On his own playing days with the Sherbrooke Castors: I was a power forward.", "nba", "", ["the Sherbrooke Castors"])).toEqual([["Sherbrooke Castors", false]]);
    expect(teamsIn("Folks remember Cody from his days with the Bellwood Badgers, when he played both ways.", "football", "Cody Brandt")).toEqual([["Bellwood Badgers", false]]);
  });
  it("'LW, Damietta Harbour SC' over a wrapped 'Extension to June 2029', 'Mungo Stars FC of Douala': a closing abbreviation ends the club's name", () => {
    const ledger = "Youssef Karam — LW, Damietta Harbour SC Extension to June 2029 signed June 29.";
    expect(teamsIn(ledger, "soccer", "Youssef Karam", ["He joined Damietta Harbour SC in 2024."])).toEqual([["Damietta Harbour SC", true]]);
    expect(teamsIn("Yannick Ekotto has finally left Mungo Stars FC of Douala for KSV Scheldeboord.", "soccer", "Yannick Ekotto", ["from Mungo Stars FC (Douala)"]).map(([n]) => n)).toEqual(["Mungo Stars FC", "KSV Scheldeboord"]);
  });
  it("'when the Marées sent two at him': a double team, no trade", () => {
    expect(teamsIn("He turned it over four times when the Moncton Marées sent two at him in the third.", "nba", "Marcus Delorme")).toEqual([]);
    expect(teamsIn("The Moncton Marées sent Theo Vandermolen to the Kelso Pikes.", "nba", "Theo Vandermolen")).toContainEqual(["Kelso Pikes", true]);
  });
  it("'moved to Florida for high school', 'the best player to come out of St. Croix': where he lived and where he is from", () => {
    expect(teamsIn("He grew up in Christiansted, then moved to Florida for high school, where he played for Coral Shores Academy.", "football", "Lamar Pettis")).toEqual([["Coral Shores Academy", false]]);
    expect(teamsIn("Ask anybody who the best football player to come out of St. Croix is and you will hear Lamar Pettis.", "football", "Lamar Pettis")).toEqual([]);
  });
  it("'swapped UMF Hafnarvík for IF Nordlys': an Icelandic club's 'UMF' opens its name", () => {
    expect(collectTeamNames(["Arnar Hlynsson arrives from UMF Hafnarvík."]).map((t) => t.name)).toEqual(["UMF Hafnarvík"]);
  });
});

describe("a release's title over its signings (REQ-PPL-05, REQ-EXT-02)", () => {
  it("'FOR IMMEDIATE RELEASE / date / SAN ANTONIO LANCERS AGREE TO TERMS …' titles the release: its rows are the team's, their college where they came from", () => {
    const text = [
      "FOR IMMEDIATE RELEASE",
      "Saturday, May 2, 2026",
      "",
      "SAN ANTONIO LANCERS AGREE TO TERMS WITH TWO COLLEGE FREE AGENTS",
      "",
      "SAN ANTONIO -- The San Antonio Lancers today announced that they have agreed to terms with two college free agents.",
      "",
      "| POS | NAME | HT | WT | COLLEGE |",
      "| --- | --- | --- | --- | --- |",
      "| RB | Dario Okeke | 5-10 | 224 | Dakota Plains |",
      "| OG | Bo Dyk | 6-4 | 312 | Tri-Rivers |",
    ].join("\n");
    const f = factsFromDocument(text, "Dario Okeke", "football", "release.txt", ["Bo Dyk"]);
    expect(f.teams?.value).toEqual(expect.arrayContaining([{ name: "San Antonio Lancers", current: true }, { name: "Dakota Plains", current: false }]));
  });
});

describe("positions and verdicts (REQ-EXT-01, REQ-TRT-01)", () => {
  it("'Our shooting guard Jaylen Pratt has become a fan favourite' after another sentence: a sentence opening on our spot and his name", () => {
    expect(findPositions("Welcome back.\n\nOur shooting guard Jaylen Pratt has become a fan favourite.", "nba")).toEqual(["SG"]);
    // ("The same way our quarterback trusts Hollis": the writer's side's player, no name after it.)
    expect(findPositions("Welcome back. Our quarterback trusts Hollis Grange.", "football")).toEqual([]);
  });
  it("'Switchable defender', 'runs the floor hard in transition', 'the first man down the floor' are strengths", () => {
    for (const clause of ["Switchable defender — he guarded their point guard and then their power forward.", "Runs the floor hard in transition", "When they get a stop, Vesk is usually the first man down the floor."]) {
      expect(evaluateClause(clause)?.polarity).toBe("strength");
    }
  });
});

describe("verdicts said plainly (REQ-TRT-01)", () => {
  it("'a ferocious rebounder', 'protects the rim like a veteran', 'a wall against the run' are strengths", () => {
    for (const clause of ["He was, everybody will tell you, a ferocious rebounder.", "Rokas protects the rim like a man of thirty.", "Tavita is a wall against the run."]) expect(evaluateClause(clause)?.polarity).toBe("strength");
  });
  it("'What he could not do was shoot', 'the free throws were not pretty', 'no jump shot beyond the paint', 'not acceptable for a centre' are flaws", () => {
    for (const clause of ["What he could not do was shoot.", "The free throws were not pretty.", "Forty-nine percent for his career, and no jump shot beyond the paint.", "Fifty-eight percent is not acceptable for a centre."]) {
      expect(evaluateClause(clause)?.polarity).toBe("weakness");
    }
  });
});

describe("a column's own sections (REQ-TRT-01)", () => {
  it("'## Lo bueno' / '## Lo no tan bueno' head strengths and weaknesses; 'First: the size.' is the writer's count", () => {
    const column = "## Lo bueno\n\nIn the half court he lives on the floater.\n\n## Lo no tan bueno\n\nFirst: the size. Second: the jumper from outside.";
    const r = extractTraits(column, { subjectNames: ["Ezequiel Rosado", "Rosado"] });
    expect(r.strengths).toEqual(["In the half court he lives on the floater"]);
    expect(r.weaknesses).toEqual(["Size", "Jumper from outside"]);
  });
  it("a big board's 'What we like' and 'What worries us' columns are his strengths and weaknesses", () => {
    const row = "Rank: 52 | Player: Marc Delorme Jr. | Pos.: PG | What we like: Pull-up jumper from the middle distance, reads the pick-and-roll well. | What worries us: Finishing through contact at the rim. Turnovers when trapped.";
    const r = extractTraits(row, { subjectNames: ["Marc Delorme Jr.", "Delorme"] });
    expect(r.strengths).toEqual(["Pull-up jumper from the middle distance", "Reads the pick-and-roll well"]);
    expect(r.weaknesses).toEqual(["Finishing through contact at the rim", "Turnovers when trapped"]);
  });
  it("'- **Minus:** doesn't track back' beside '- **Plus:** …': the list's minus is a weakness, not a trait named 'Minus'", () => {
    const r = extractTraits("- **Plus:** elite one-v-one dribbler.\n- **Minus:** doesn't track back.", { subjectNames: ["Youssef Karam"] });
    expect(r.weaknesses).toEqual(["Doesn't track back"]);
  });
});

describe("requests (REQ-PPL-01)", () => {
  it("'can you do lamar pettis the third next': a spoken suffix typed in lower case closes the name", () => {
    expect(detectIntent("can you do lamar pettis the third next").playerName).toBe("Lamar Pettis III");
    expect(detectIntent("scout him for the third time").playerName).toBeNull();
  });
});

describe("a review's misfires (issue 8)", () => {
  it("a card of labels and values, a depth chart with no header: no table at upload", () => {
    const card = ["Name    Jalen Brooks  Position  PG", "Height  6-4           Weight    205", "Team    Kelso Pikes   Age       22"].join("\n");
    const chart = ["PG  Jalen Brooks  Eastvale", "SG  Marcus Hale   Northgate", "SF  Tim Roe       Westgate"].join("\n");
    for (const text of [card, chart]) {
      expect(pipeFixedWidthTables(text)).toBe(text);
    }
  });
  it("'Cousins' is a surname; 'Mohamed Mohamed' a man; 'Gomes de Oliveira family' a family; 'placed on the IL' no club", () => {
    expect(documentsPeople(["DeMarcus Cousins scored 22 for the Pikes."])).toContain("DeMarcus Cousins");
    expect(documentsPeople(["Mohamed Mohamed scored twice for the Pikes."])).toContain("Mohamed Mohamed");
    expect(collectTeamNames(["Mendez moved in with the Gomes de Oliveira family and joined Tolvary SC."]).map((t) => t.name)).not.toContain("Gomes de Oliveira");
    expect(collectTeamNames(["The Kelso Pikes placed Marcus Hale on the IL Friday."]).map((t) => t.name)).not.toContain("IL Friday");
  });
  it("'at Eastvale College, where he played for the Summit Stars in the summer league' keeps the Summit Stars a side of their own", () => {
    expect(collectTeamNames(["He spent a year at Eastvale College, where he played for the Summit Stars in the summer league."]).map((t) => t.name)).toContain("Summit Stars");
  });
  it("'Before this season, he signed with X', 'Before that happens, he has to prove himself with X': his side now", () => {
    expect(teamsIn("Before this season, Jalen Brooks signed a two-year deal with the Kelso Pikes.", "nba", "Jalen Brooks")).toEqual([["Kelso Pikes", true]]);
    expect(teamsIn("Before that happens, Brooks has to prove himself with the Kelso Pikes.", "nba", "Jalen Brooks")).toEqual([["Kelso Pikes", true]]);
  });
  it("'moved to Oregon after a season at Kansas': a school the known teams name; 'the best prospect to come out of Westbury Academy': his school", () => {
    expect(teamsIn("Brooks moved to Oregon after a season at Kansas.", "nba", "Jalen Brooks").map(([n]) => n)).toContain("Oregon");
    expect(teamsIn("The best prospect to come out of Westbury Academy in a decade, Pettis committed to Bluestem State.", "football", "Lamar Pettis").map(([n]) => n)).toContain("Westbury Academy");
  });
  it("'Whitlock retires after 12 seasons' over 'his son Devonte Whitlock': the headline's surname is not the son's", () => {
    const text = "Whitlock retires after 12 seasons\n\nWith his son Devonte Whitlock in the stands, Ray Whitlock said goodbye on Sunday.\n\nWhitlock, 36, stands 6-9 and played for the Kelso Pikes for a decade.";
    const f = extractPlayerFacts({ playerName: "Devonte Whitlock", sport: "nba", chunks: [chunk("w.md:0", "w.md", text)], peopleByDocument: { "w.md": ["Devonte Whitlock", "Ray Whitlock"] }, documentContext: { "w.md": [{ index: 0, text }] } }).fields;
    expect(f.heightCm).toBeUndefined();
    expect(f.teams).toBeUndefined();
  });
  it("'SAN ANTONIO LANCERS WAIVE TWO PLAYERS': the release's rows are no longer the team's", () => {
    const text = "FOR IMMEDIATE RELEASE\n\nSAN ANTONIO LANCERS WAIVE TWO PLAYERS\n\nSAN ANTONIO -- The San Antonio Lancers today waived two players.\n\n| POS | NAME | COLLEGE |\n| --- | --- | --- |\n| RB | Dario Okeke | Dakota Plains |\n| OG | Bo Dyk | Tri-Rivers |";
    expect(factsFromDocument(text, "Dario Okeke", "football", "waived.txt", ["Bo Dyk"]).teams?.value.some((t) => t.name === "San Antonio Lancers" && t.current)).not.toBe(true);
  });
  it("'isn't switchable', 'struggles to run the floor' are no praise; 'First, second and third efforts on the glass' keeps its words", () => {
    expect(evaluateClause("Lacks versatility and isn't switchable.")?.polarity).toBe("weakness");
    expect(evaluateClause("Struggles to run the floor after 25 minutes.")?.polarity).toBe("weakness");
    expect(evaluateClause("Runs the floor poorly and loafs on defense.")?.polarity).not.toBe("strength");
    expect(extractTraits("## Strengths\n\nFirst, second and third efforts on the glass.", { subjectNames: ["Jalen Brooks"] }).strengths[0]).toMatch(/^First, second/);
  });
  it("'was loaned to Cerro Azul FC in the 2023-24 season before returning': a spell he came back from ('returned the favour' is none)", () => {
    const more = ["Cerro Azul FC"];
    expect(teamsIn("Aguirre was loaned to Cerro Azul FC in the 2023-24 season before returning to take the starting position.", "soccer", "Tomás Aguirre", more)).toEqual([["Cerro Azul FC", false]]);
    expect(teamsIn("He joined Cerro Azul FC and returned the favour with a goal.", "soccer", "Tomás Aguirre", more)).toEqual([["Cerro Azul FC", true]]);
    // (The club whose academy he came through in that sentence is his now; not where he left it.)
    const both = ["Deportivo Ribera", "Cerro Azul FC"];
    expect(teamsIn("Aguirre came through the Ribera academy and was loaned to Cerro Azul FC before returning to start.", "soccer", "Tomás Aguirre", both)).toEqual([["Deportivo Ribera", true], ["Cerro Azul FC", false]]);
    expect(teamsIn("He came through the Ribera academy and left for Cerro Azul FC.", "soccer", "Tomás Aguirre", both)).toContainEqual(["Deportivo Ribera", false]);
  });
  it("'raised $4,300 for the Kilbraith Community Food Pantry': a charity, no side", () => {
    const texts = ["The camp also raised $4,300 for the Kilbraith Community Food Pantry."];
    expect(collectTeamNames(texts, [], collectTeamishPhrases(texts)).map((t) => t.name)).toEqual([]);
  });
  it("'Harwick's centre-backs comfortably beat him': the side's players, not his side", () => {
    expect(teamsIn("On two occasions Harwick's centre-backs comfortably beat him to balls over the top.", "soccer", "Idris Fenwick", ["Harwick Athletic"])).toEqual([]);
  });
});
