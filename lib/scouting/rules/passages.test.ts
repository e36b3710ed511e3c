import { describe, expect, it } from "vitest";
import { sentencesNaming } from "./passages";
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
