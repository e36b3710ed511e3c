import { describe, expect, it } from "vitest";
import { findAges } from "./age";
import { findContractClauses } from "./contract";
import { findCombineResults, findStatLines } from "./stats";

describe("stat lines", () => {
  it("keeps the stats as written with their context", () => {
    expect(findStatLines("This season through 58 games: 17.8 points, 8.1 rebounds, 5.9 assists in 33.4 minutes.")).toMatchObject([
      { context: "This season through 58 games", text: "17.8 points, 8.1 rebounds, 5.9 assists in 33.4 minutes", kind: "season" },
    ]);
    expect(findStatLines("Brooks, a 6-foot-9 forward, averaged 17.6 points, 8.2 rebounds and 6.0 assists in the regular season and started all 13 playoff games.")).toMatchObject([
      { text: "Averaged 17.6 points, 8.2 rebounds and 6.0 assists in the regular season", kind: "season" },
    ]);
    expect(findStatLines("First round vs. Fresno: 19.2 points, 9.5 rebounds, 7.0 assists per game.")).toMatchObject([{ context: "First round vs. Fresno", kind: "split" }]);
    expect(findStatLines("Final season: 3,912 passing yards, 31 touchdowns, 8 interceptions, 67.4% completions.")).toMatchObject([
      { context: "Final season", text: "3,912 passing yards, 31 touchdowns, 8 interceptions, 67.4% completions" },
    ]);
    expect(findStatLines("he has become a regular starter this season: 24 appearances, 7 goals and 6 assists in the league so far.")).toMatchObject([
      { context: "This season", text: "24 appearances, 7 goals and 6 assists in the league so far" },
    ]);
  });

  it("a single count, games missed or a trait heading are not stat lines", () => {
    expect(findStatLines("He missed 9 games with an ankle sprain.")).toEqual([]);
    expect(findStatLines("He scored 20 points on Tuesday.")).toEqual([]);
    expect(findStatLines("Strengths: 2.3 blocks per game in the first round.")).toMatchObject([{ context: null, text: "2.3 blocks per game in the first round" }]);
  });

  it("reads combine results from a labelled row, values as written", () => {
    expect(findCombineResults("Player: Caleb Van Dorn | Position: QB | Height: 6036 | 40-yard: 4.84 | Vertical: 31.0 | Broad: 113")).toMatchObject({
      context: "Combine",
      text: "40-yard 4.84, Vertical 31.0, Broad 113",
    });
    expect(findCombineResults("Date: 2026-02-03 | PTS: 15 | REB: 5")).toBeNull();
  });
});

describe("age and contract", () => {
  it("finds documented ages", () => {
    expect(findAges("Age: 24")).toEqual([{ years: 24, text: "Age: 24" }]);
    expect(findAges("sending the 24-year-old playmaker west")).toEqual([{ years: 24, text: "24-year-old" }]);
    expect(findAges("He made his debut at 17 and was capped at under-21 level.")).toEqual([]);
  });

  it("finds contract clauses, not team lines", () => {
    expect(findContractClauses("He joined the Comets in February 2024 and has two seasons left on his contract.")).toEqual(["has two seasons left on his contract"]);
    expect(findContractClauses("Contract with Westbridge Athletic runs until June 2029; a release clause is rumoured but not confirmed.")).toEqual([
      "Contract with Westbridge Athletic runs until June 2029",
      "a release clause is rumoured but not confirmed",
    ]);
    expect(findContractClauses("Current team: Albuquerque Roadrunners (since July 2024, signed as a free agent)")).toEqual([]);
  });
});
