import { describe, expect, it } from "vitest";
import { findMeasurements, parseHeightCm, parseWeightKg } from "./measurements";

const heights = (s: string) => findMeasurements(s).filter((m) => m.kind === "height").map((m) => m.heightCm);
const weights = (s: string) => findMeasurements(s).filter((m) => m.kind === "weight").map((m) => m.weightKg);

describe("parseHeightCm", () => {
  it.each([
    [`6'9"`, 206],
    [`6′9″`, 206],
    [`6’9”`, 206],
    ["6-9", 206],
    ["6 ft 9 in", 206],
    ["6 feet 9 inches", 206],
    ["6-foot-9", 206],
    ["206 cm", 206],
    ["2.06 m", 206],
    ["2,06 m", 206],
    [`6'9.5"`, 207],
    [`6'9 1/2"`, 207],
    ["6 ft 3¾ in", 192],
    ["6024", 189], // 6 ft 2 4/8 in
    ["5103", 179], // 5 ft 10 3/8 in
    ["Height: 6036", 192],
    ["81 inches", 206],
    ["206", 206],
    ["7'", 213],
  ])("%s → %i cm", (text, cm) => {
    expect(parseHeightCm(text)).toBe(cm);
  });

  it.each(["", "tall", "9 ft 2 in", "120 cm", "3-4", "1.2 m", "6-13"])("%s → null", (text) => {
    expect(parseHeightCm(text)).toBeNull();
  });
});

describe("parseWeightKg", () => {
  it.each([
    ["250 lbs", 113],
    ["250 lb", 113],
    ["250 pounds", 113],
    ["250-pound", 113],
    ["250#", 113],
    ["113 kg", 113],
    ["113 kilograms", 113],
    ["Weight: 219", 99],
    ["250", 113],
    ["95", 95], // 95 lb would be implausible: read as kg
  ])("%s → %i kg", (text, kg) => {
    expect(parseWeightKg(text)).toBe(kg);
  });

  it("a bare number in a metric context is kilograms", () => {
    expect(parseWeightKg("113", { metric: true })).toBe(113);
  });

  it.each(["", "400 kg", "20 lbs", "heavy"])("%s → null", (text) => {
    expect(parseWeightKg(text)).toBeNull();
  });
});

describe("findMeasurements in prose", () => {
  it("finds both values in a sentence", () => {
    expect(findMeasurements("He stands 6-foot-9 and weighs 250 pounds.")).toMatchObject([
      { kind: "height", heightCm: 206, text: "6-foot-9" },
      { kind: "weight", weightKg: 113, text: "250 pounds" },
    ]);
  });

  it("reads label rows", () => {
    expect(heights(`Height: 6'9" | Weight: 250`)).toEqual([206]);
    expect(weights(`Height: 6'9" | Weight: 250`)).toEqual([113]);
    expect(heights("Ht 6024 Wt 215")).toEqual([189]);
    expect(weights("Ht 6024 Wt 215")).toEqual([98]);
    expect(findMeasurements("Player: Tobias Wren; Height: 6032; Weight: 221; Arm: 31.25; Hand: 9.75; Bench: 18")).toMatchObject([
      { kind: "height", heightCm: 191 }, // 6 ft 3 2/8 in
      { kind: "weight", weightKg: 100 },
    ]);
  });

  it("reads metric rows with a bare weight as kilograms", () => {
    expect(findMeasurements("Height: 178 cm  Weight: 71")).toMatchObject([
      { kind: "height", heightCm: 178 },
      { kind: "weight", weightKg: 71 },
    ]);
  });

  it("reads adjectives and shorthand", () => {
    expect(heights("Brooks, a 6-foot-9 forward, averaged 17 points")).toEqual([206]);
    expect(heights("a 6-9 forward with long arms")).toEqual([206]);
    expect(heights("At 6-9, he can guard three positions")).toEqual([206]);
    expect(heights("He is a 7-footer")).toEqual([213]);
    expect(findMeasurements("the 6-9/250 forward")).toMatchObject([{ heightCm: 206 }, { weightKg: 113 }]);
    expect(findMeasurements("He is 6-9, 250 and moves well")).toMatchObject([{ heightCm: 206 }, { weightKg: 113 }]);
  });

  it("does not read scores, records, dates or stat lines as heights", () => {
    expect(findMeasurements("He went 6-9 from three in the loss.")).toEqual([]);
    expect(findMeasurements("They are 2-4 this month and 5-7 overall; a 5-7 record.")).toEqual([]);
    expect(findMeasurements("On 2024-06-09 he scored 25.")).toEqual([]);
    expect(findMeasurements("He shoots from 7 feet out.")).toEqual([]);
    expect(findMeasurements("They went on a 7-0 run.")).toEqual([]);
  });

  it("does not read wingspan, reach, vertical, hand or arm length as height", () => {
    expect(heights("Size: 6-3, 195 pounds, 6-7 wingspan")).toEqual([191]);
    expect(heights(`Wingspan: 7'2" | Height: 6'8"`)).toEqual([203]);
    expect(heights(`a 7-footer with a 7'6" wingspan`)).toEqual([213]);
    expect(heights(`Arm length: 34 1/4"`)).toEqual([]);
    expect(heights(`(4.61 40-yard dash, 36.5" vertical)`)).toEqual([]);
    expect(heights("standing reach of 9'1\"")).toEqual([]);
  });

  it("does not read lifts, targets, ranges or other people's weights as the player's", () => {
    expect(weights("Bench: 24 reps of 225 lb")).toEqual([]);
    expect(weights("Anchor is inconsistent against 320-pound tackles.")).toEqual([]);
    expect(weights("Strength work (target 74-75 kg without losing agility).")).toEqual([]);
    expect(weights("Gain 6-8 lbs of functional mass.")).toEqual([]);
    expect(heights("Gain 6-8 lbs of functional mass.")).toEqual([]);
  });

  it("keeps the later value of a change", () => {
    expect(weights("He dropped from 260 pounds to 245 pounds.")).toEqual([111]);
    expect(heights("He grew from 6-7 to 6-9 tall.")).toEqual([206]);
  });

  it("drops implausible values", () => {
    expect(findMeasurements("Height: 300 cm, Weight: 20 kg")).toEqual([]);
    expect(findMeasurements("He added 15 pounds of muscle.")).toEqual([]);
  });

  it("rounds to whole cm and kg", () => {
    const [h, w] = findMeasurements(`Height: 6'3.25" Weight: 201.5 lbs`);
    expect(Number.isInteger(h.heightCm)).toBe(true);
    expect(w.weightKg).toBe(91);
  });
});
