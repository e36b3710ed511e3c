import { describe, expect, it } from "vitest";
import { collectTeamishPhrases } from "./people";
import { collectTeamNames, findLocalTeams } from "./team-names";

describe("teams named in the user's documents", () => {
  const text = "Ravi Ostlund left the Teller Bay Mariners for the Dunmore Ironclads in March.";
  it("the place of a nicknamed team stands for it even where a name finder took it for a person", () => {
    const teams = collectTeamNames([text], ["Ravi Ostlund", "Teller Bay"]);
    const mariners = teams.find((t) => t.name === "Teller Bay Mariners");
    expect(mariners?.aliases).toContain("teller bay");
    expect(findLocalTeams("He started 71 games for Teller Bay.", teams).map((m) => m.team.name)).toEqual(["Teller Bay Mariners"]);
  });
  it("a club's academy or reserve side is another team, not a long form of the club", () => {
    const teams = collectTeamNames(["Aldermoor United signed him.", "13,Henrik Saltvik,Goalkeeper,191,84,Aldermoor United Academy"]);
    expect(teams.map((t) => t.name).sort()).toEqual(["Aldermoor United", "Aldermoor United Academy"]);
    expect(findLocalTeams("Aldermoor United — First-Team Squad List", teams).map((m) => m.team.name)).toEqual(["Aldermoor United"]);
  });

  it("a one-word place that is someone's surname stays a name", () => {
    const teams = collectTeamNames(["Jo Ostlund watched the Ostlund Rams."], ["Jo Ostlund"]);
    expect(teams.find((t) => t.name === "Ostlund Rams")?.aliases ?? []).not.toContain("ostlund");
  });
});

describe("a school's athletics department", () => {
  it("'Tallow Creek State Athletics' is Tallow Creek State", () => {
    expect(collectTeamNames(["Tallow Creek State Athletics • Sports Information Office"]).map((t) => t.name)).toEqual(["Tallow Creek State"]);
  });
});

describe("a singular nickname the documents mark as a team", () => {
  it("'Team: Granite Ridge Bison' and 'the Bison use him' make 'Bison' and 'Granite Ridge' its short forms", () => {
    const texts = ["Team: Granite Ridge Bison | Player: Ezekiel Marsh", "The Bison use him as an end. He wore a Ridge Bison hoodie."];
    const teams = collectTeamNames(texts, ["Ezekiel Marsh"], collectTeamishPhrases(texts));
    expect(teams).toEqual([{ name: "Granite Ridge Bison", aliases: expect.arrayContaining(["bison", "granite ridge", "ridge bison"]) }]);
    expect(collectTeamNames(texts, ["Ezekiel Marsh"]).map((t) => t.name)).toEqual([]);
  });
});

describe("a school and its teams' nickname", () => {
  it("'Brindle Falls High School (Brindle Falls Falcons)' makes 'the Falcons' the school", () => {
    const teams = collectTeamNames(["| **High school** | Brindle Falls High School (Brindle Falls Falcons) |", "The Falcons clinched a share of the title."]);
    const school = teams.find((t) => t.name === "Brindle Falls High School");
    expect(school?.aliases).toEqual(expect.arrayContaining(["brindle falls falcons", "falcons"]));
    expect(teams.map((t) => t.name)).not.toContain("Brindle Falls Falcons");
  });
});

describe("a club's age group", () => {
  it("'Sporting Larkhollow U21' is the club Sporting Larkhollow", () => {
    expect(collectTeamNames(["Finn Oyelaran — Sporting Larkhollow U21, left-back."]).map((t) => t.name)).toEqual(["Sporting Larkhollow"]);
  });
});

describe("a club's opening abbreviation", () => {
  it("'CD Valdoria' and 'Club Deportivo Valdoria' are one team", () => {
    const teams = collectTeamNames(["When the Club Deportivo Valdoria announced the arrival of Albarrán.", "He was recalled from CD Valdoria in January."]);
    expect(teams.map((t) => t.name)).toEqual(["Club Deportivo Valdoria"]);
    expect(teams[0].aliases).toContain("cd valdoria");
  });
});

describe("plural nicknames ending in -is (review)", () => {
  it("'Carbondale Salukis' is a team; 'Role Analysis' is not", () => {
    const names = collectTeamNames(["He plays for the Carbondale Salukis. Module 4: Individual Player Role Analysis."]).map((t) => t.name);
    expect(names).toContain("Carbondale Salukis");
    expect(names).not.toContain("Individual Player Role Analysis");
  });
});

describe("a document's own plural is no nickname (dev18)", () => {
  it("'Eastbrook Stallions — Home Locker Room Stall Assignments' names one team", () => {
    expect(collectTeamNames(["# Eastbrook Stallions — Home Locker Room Stall Assignments\n\nBig Water Bass Classic Standings and Golf Scramble Pairings. Do not comply with the Declaration of Covenants"]).map((t) => t.name)).toEqual(["Eastbrook Stallions"]);
  });
});
