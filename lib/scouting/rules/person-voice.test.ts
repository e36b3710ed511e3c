import { describe, expect, it } from "vitest";
import { fromSecondPerson, toThirdPerson } from "./person-voice";

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

describe("fromSecondPerson (a note addressed to him)", () => {
  it.each([
    ["You said you weigh 79 kilos and you eat loads of pasta.", "He said he weighs 79 kilos and he eats loads of pasta."],
    ["My dad says you are the best passer at Rovers but you get booked to much.", "My dad says he is the best passer at Rovers but he gets booked to much."],
    ["Why do you get so many yellow cards?", "Why does he get so many yellow cards?"],
    ["Can you pass it to me?", "Can he pass it to me?"],
    ["We beat you last year and your keeper cried.", "We beat him last year and his keeper cried."],
  ])("%s → %s", (said, told) => {
    expect(fromSecondPerson(said)).toBe(told);
  });
});
