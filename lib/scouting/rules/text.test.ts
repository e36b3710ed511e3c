import { describe, expect, it } from "vitest";
import { fold, foldAligned, normalizeText, splitSentences } from "./text";

describe("splitSentences", () => {
  it("does not break on suffixes, initials, decimals or unit abbreviations", () => {
    expect(splitSentences("Jaren Jackson Jr. is 6-10. J. Brooks stands 2.06 m tall. He is 6 ft. 9 in. tall. He weighs 250 lbs. He runs.")).toEqual([
      "Jaren Jackson Jr. is 6-10.",
      "J. Brooks stands 2.06 m tall.",
      "He is 6 ft. 9 in. tall.",
      "He weighs 250 lbs.",
      "He runs.",
    ]);
  });

  it("ends a sentence after a suffix when a new one clearly starts", () => {
    expect(splitSentences("He played with Jaren Jackson Jr. He is 6-9.")).toEqual(["He played with Jaren Jackson Jr.", "He is 6-9."]);
  });

  it("keeps abbreviations like No. and vs.", () => {
    expect(splitSentences("He was the No. 3 pick. Omaha vs. Boise is next.")).toEqual(["He was the No. 3 pick.", "Omaha vs. Boise is next."]);
  });
});

describe("normalisation", () => {
  it("unifies quotes, primes, dashes and removes zero-width characters", () => {
    expect(normalizeText("6′9″ – De’Aaron\u200B Fox")).toBe(`6'9" - De'Aaron Fox`);
  });

  it("folds case and diacritics, keeping indexes aligned", () => {
    expect(fold("Luka Dončić")).toBe("luka doncic");
    const s = normalizeText("Élan Dončić is 6-7");
    expect(foldAligned(s)).toHaveLength(s.length);
    expect(foldAligned(s)).toBe("elan doncic is 6-7");
  });
});
