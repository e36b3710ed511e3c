import { describe, expect, it } from "vitest";
import { guessSport, sportScores } from "./sport";

describe("guessSport", () => {
  it.each([
    ["Generate a scouting report for LeBron James", "nba"],
    ["Scout Patrick Mahomes strengths and weaknesses", "football"],
    ["Scout Erling Haaland", "soccer"],
    ["He averages 8 rebounds and 5 assists for the Hawks", "nba"],
    ["Point guard with a quick first step", "nba"],
    ["Quarterback, 3,912 passing yards and 31 touchdowns", "football"],
    ["Ran a 4.41 40-yard dash and a 6.88 three-cone at the combine", "football"],
    ["Premier League winger, 7 goals and 6 assists", "soccer"],
    ["Box-to-box midfielder in La Liga with high xG", "soccer"],
    ["Soccer (association football)", "soccer"],
    ["American football prospect", "football"],
    ["Lakers forward", "nba"],
  ])("%s → %s", (text, sport) => {
    expect(guessSport(text)).toBe(sport);
  });

  it.each(["Create a player analysis", "assists", "He is a forward", "the Heat game", ""])("%s is inconclusive", (text) => {
    expect(guessSport(text)).toBe("unknown");
  });

  it("falls back to the documents when the request says nothing", () => {
    const docs = ["Position: Quarterback. Completion rate 67%, 31 touchdowns, 8 interceptions.", "Combine: 40-yard dash 4.84"];
    expect(guessSport("Scout Caleb Van Dorn", docs)).toBe("football");
  });

  it("the request outweighs the documents", () => {
    expect(guessSport("Scout the NBA point guard", ["He scored 12 goals in the Premier League"])).toBe("nba");
  });

  it("stays unknown when the documents are mixed", () => {
    expect(guessSport("Scout Alex Reed", ["12 rebounds and 4 assists", "3 touchdowns and 2 sacks"])).toBe("unknown");
  });

  it("counts each cue at most three times", () => {
    expect(sportScores("rebounds ".repeat(50)).nba).toBe(6);
  });
});

describe("the sport from his documents when one of them is about everything", () => {
  it("two basketball documents outvote one staff meeting about football", () => {
    const hoops = "Rudd is a point guard who runs the pick-and-roll and hit three 3-pointers; 12 rebounds and 6 assists.";
    const meeting = "Staff meeting: the quarterback depth chart, the offensive line, the linebacker room, the punter. Touchdown drills, red zone, field goals, special teams, tight end usage. Rudd came up once.";
    expect(guessSport("Can you put together a scouting report on Tavian Rudd?", [hoops, hoops.replace("Rudd", "He"), meeting])).toBe("nba");
  });
});
