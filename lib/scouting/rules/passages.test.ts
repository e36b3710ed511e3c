import { describe, expect, it } from "vitest";
import { hisTeams, sentencesNaming, sentencesNamingTeam } from "./passages";
import { guessSport } from "./sport";

describe("sentencesNaming", () => {
  const notice = "Next Tuesday we welcome Darnell Rennick, linebacker for the Oakhaven Stallions, to talk about defense and tackling.\n\nDarnell is not related to Tobias Rennick of the Granite Bay Condors.";
  const notes = "Two new: Aisha and Tobias Rennick, the basketball player. He plays point guard.";

  it("keeps what names him and the sentence after it, not a namesake's sentences", () => {
    const kept = sentencesNaming("Tobias Rennick", [notice, notes]);
    expect(kept.join("\n")).toContain("the basketball player");
    expect(kept.join("\n")).toContain("He plays point guard.");
    expect(kept.join("\n")).not.toContain("linebacker");
  });

  it("reads his sport where the chunks as a whole lean to the namesake's", () => {
    expect(guessSport("", [notice, notice.replace("Tuesday", "Friday"), notes])).toBe("football");
    expect(guessSport("", sentencesNaming("Tobias Rennick", [notice, notice.replace("Tuesday", "Friday"), notes]))).toBe("nba");
  });
});

describe("his team, and what the library says of it", () => {
  it("a bracket after his name in a sentence about someone else is kept", () => {
    expect(sentencesNaming("Calvin Birch", ["Beau Tillerman came in with Calvin Birch (the Ironclads' safety) and took 3rd place."]).join("\n")).toContain("Calvin Birch (the Ironclads' safety).");
  });
  it("his team from his own sentences, then the sentences naming that team", () => {
    const card = "Overflow parking is at the Glenhollow Stags' practice facility. Lonnie Farrow, who plays for the Stags, waves hikers in.";
    const naming = sentencesNaming("Lonnie Farrow", [card]);
    expect(hisTeams("Lonnie Farrow", naming, [card])).toEqual(["Glenhollow Stags"]);
    const news = "Idris spent fourteen seasons in pro basketball as a center for the Glenhollow Stags. The bakery opens at nine.";
    expect(sentencesNamingTeam("Glenhollow Stags", [news])).toEqual(["Idris spent fourteen seasons in pro basketball as a center for the Glenhollow Stags."]);
  });
});
