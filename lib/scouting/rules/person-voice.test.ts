import { describe, expect, it } from "vitest";
import { toThirdPerson } from "./person-voice";

describe("toThirdPerson (REQ-PPL-07)", () => {
  it("tells a player's own words as 'he'", () => {
    expect(toThirdPerson("I couldn't make a free throw to save my life.")).toBe("He couldn't make a free throw to save his life.");
    expect(toThirdPerson("I'm six-nine, I play the four, I slide to the five.")).toBe("He's six-nine, he plays the four, he slides to the five.");
    expect(toThirdPerson("Bigger guys still move me.")).toBe("Bigger guys still move him.");
  });
  it("never gives a past form an 's', and keeps the capital", () => {
    expect(toThirdPerson("My rookie year I wore sunglasses.")).toBe("His rookie year he wore sunglasses.");
    expect(toThirdPerson("I never did that.")).toBe("He never did that.");
  });
});
