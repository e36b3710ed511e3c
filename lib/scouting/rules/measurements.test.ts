import { describe, expect, it } from "vitest";
import { findMeasurements, parseHeightCm, parseWeightKg } from "./measurements";

const heights = (s: string) => findMeasurements(s).filter((m) => m.kind === "height").map((m) => m.heightCm);
const weights = (s: string) => findMeasurements(s).filter((m) => m.kind === "weight").map((m) => m.weightKg);

describe("parseHeightCm", () => {
  it.each([
    [`6'9"`, 205.7],
    [`6′9″`, 205.7],
    [`6’9”`, 205.7],
    ["6-9", 205.7],
    ["6 ft 9 in", 205.7],
    ["6 feet 9 inches", 205.7],
    ["6-foot-9", 205.7],
    ["206 cm", 206],
    ["2.06 m", 206],
    ["2,06 m", 206],
    [`6'9.5"`, 207],
    [`6'9 1/2"`, 207],
    ["6 ft 3¾ in", 192.4],
    ["6024", 189.2], // 6 ft 2 4/8 in
    ["5103", 178.8], // 5 ft 10 3/8 in
    ["Height: 6036", 192.4],
    ["81 inches", 205.7],
    ["206", 206],
    ["7'", 213.4],
  ])("%s → %s cm", (text, cm) => {
    expect(parseHeightCm(text)).toBe(cm);
  });

  it.each(["", "tall", "9 ft 2 in", "120 cm", "3-4", "1.2 m", "6-13"])("%s → null", (text) => {
    expect(parseHeightCm(text)).toBeNull();
  });
});

describe("parseWeightKg", () => {
  it.each([
    ["250 lbs", 113.4],
    ["250 lb", 113.4],
    ["250 pounds", 113.4],
    ["250-pound", 113.4],
    ["250#", 113.4],
    ["113 kg", 113],
    ["113 kilograms", 113],
    ["Weight: 219", 99.3],
    ["250", 113.4],
    ["95", 95], // 95 lb would be implausible: read as kg
  ])("%s → %s kg", (text, kg) => {
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
      { kind: "height", heightCm: 205.7, text: "6-foot-9" },
      { kind: "weight", weightKg: 113.4, text: "250 pounds" },
    ]);
  });

  it("reads label rows", () => {
    expect(heights(`Height: 6'9" | Weight: 250`)).toEqual([205.7]);
    expect(weights(`Height: 6'9" | Weight: 250`)).toEqual([113.4]);
    expect(heights("Ht 6024 Wt 215")).toEqual([189.2]);
    expect(weights("Ht 6024 Wt 215")).toEqual([97.5]);
    expect(findMeasurements("Player: Tobias Wren; Height: 6032; Weight: 221; Arm: 31.25; Hand: 9.75; Bench: 18")).toMatchObject([
      { kind: "height", heightCm: 191.1 }, // 6 ft 3 2/8 in
      { kind: "weight", weightKg: 100.2 },
    ]);
  });

  it("reads a unit written into the label (CSV headers such as weight_lbs, wt_kg, height_cm)", () => {
    expect(weights("player: Ivo Landry; team: Kelso Pikes; height: 6'7\"; weight_lbs: 214; source: club")).toEqual([97.1]);
    expect(weights("name: Ivo Landry; wt_kg: 97; ht_cm: 201")).toEqual([97]);
    expect(heights("name: Ivo Landry; height_cm: 201; weight_kg: 97")).toEqual([201]);
  });

  it("reads metric rows with a bare weight as kilograms", () => {
    expect(findMeasurements("Height: 178 cm  Weight: 71")).toMatchObject([
      { kind: "height", heightCm: 178 },
      { kind: "weight", weightKg: 71 },
    ]);
  });

  it("reads adjectives and shorthand", () => {
    expect(heights("Brooks, a 6-foot-9 forward, averaged 17 points")).toEqual([205.7]);
    expect(heights("a 6-9 forward with long arms")).toEqual([205.7]);
    expect(heights("At 6-9, he can guard three positions")).toEqual([205.7]);
    expect(heights("He is a 7-footer")).toEqual([213.4]);
    expect(findMeasurements("the 6-9/250 forward")).toMatchObject([{ heightCm: 205.7 }, { weightKg: 113.4 }]);
    expect(findMeasurements("He is 6-9, 250 and moves well")).toMatchObject([{ heightCm: 205.7 }, { weightKg: 113.4 }]);
  });

  it("does not read scores, records, dates or stat lines as heights", () => {
    expect(findMeasurements("He went 6-9 from three in the loss.")).toEqual([]);
    expect(findMeasurements("They are 2-4 this month and 5-7 overall; a 5-7 record.")).toEqual([]);
    expect(findMeasurements("On 2024-06-09 he scored 25.")).toEqual([]);
    expect(findMeasurements("He shoots from 7 feet out.")).toEqual([]);
    expect(findMeasurements("They went on a 7-0 run.")).toEqual([]);
  });

  it("does not read wingspan, reach, vertical, hand or arm length as height", () => {
    expect(heights("Size: 6-3, 195 pounds, 6-7 wingspan")).toEqual([190.5]);
    expect(heights(`Wingspan: 7'2" | Height: 6'8"`)).toEqual([203.2]);
    expect(heights(`a 7-footer with a 7'6" wingspan`)).toEqual([213.4]);
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
    expect(weights("He dropped from 260 pounds to 245 pounds.")).toEqual([111.1]);
    expect(heights("He grew from 6-7 to 6-9 tall.")).toEqual([205.7]);
  });

  it("drops implausible values", () => {
    expect(findMeasurements("Height: 300 cm, Weight: 20 kg")).toEqual([]);
    expect(findMeasurements("He added 15 pounds of muscle.")).toEqual([]);
  });

  // Whole-kilogram storage turned "250 lbs" into 113 kg, shown back as 249 lb (issue 9): values are kept
  // to 0.1 and the text exactly as written, so the report can show the source value.
  it("keeps 0.1 cm / 0.1 kg and the value exactly as written", () => {
    const [h, w] = findMeasurements(`Height: 6'3.25" Weight: 201.5 lbs`);
    expect(h.heightCm).toBe(191.1);
    expect(w).toMatchObject({ weightKg: 91.4, text: "201.5 lbs" });
  });

  it("reads news-prose notations", () => {
    expect(findMeasurements("the 6-foot-8 Canadian")).toMatchObject([{ heightCm: 203.2, text: "6-foot-8" }]);
    expect(findMeasurements("the 2.03-meter forward")).toMatchObject([{ heightCm: 203, text: "2.03-meter" }]);
    expect(findMeasurements("He is listed at 1.98 m and 92 kg.")).toMatchObject([{ heightCm: 198, text: "1.98 m" }, { weightKg: 92, text: "92 kg" }]);
    expect(findMeasurements("a 6 ft 3¾ in passer")).toMatchObject([{ heightCm: 192.4, text: "6 ft 3¾ in" }]);
    expect(findMeasurements("Height: 6 ft 6 in; Weight: 250 lbs")).toMatchObject([{ heightCm: 198.1 }, { weightKg: 113.4, text: "250 lbs" }]);
    expect(findMeasurements("the six-foot-eight Canadian")).toMatchObject([{ heightCm: 203.2, text: "six-foot-eight" }]);
    expect(findMeasurements("He stands six feet two inches")).toMatchObject([{ heightCm: 188, text: "six feet two inches" }]);
    expect(findMeasurements("He is 6ft 4in and 88kg, 1.84m on another sheet")).toMatchObject([{ heightCm: 193 }, { weightKg: 88, text: "88kg" }, { heightCm: 184 }]);
    expect(findMeasurements("He weighs 13st 2lb.")).toMatchObject([{ weightKg: 83.5, text: "13st 2lb" }]);
    expect(findMeasurements("the 14 stone centre-back")).toMatchObject([{ weightKg: 88.9, text: "14 stone" }]);
    expect(findMeasurements("in the 21st minute of his 1st start")).toEqual([]);
  });

  it("reads the unit from a column label: Height (m), Ht (in)", () => {
    expect(findMeasurements("Position: Goalkeeper; Height (m): 1.94; Weight (kg): 88")).toMatchObject([{ heightCm: 194, text: "1.94" }, { weightKg: 88 }]);
    expect(findMeasurements("Ht (in): 76.25; Wt: 251")).toMatchObject([{ heightCm: 193.7 }, { weightKg: 113.9 }]);
    expect(findMeasurements("Height (cm): 188")).toMatchObject([{ heightCm: 188 }]);
  });

  it("a dash height followed by a weight with its unit is a size, not a score", () => {
    expect(findMeasurements("Measurables: 6-4 1/4, 251 lb, 34 1/4-inch arms.")).toMatchObject([{ heightCm: 193.7, text: "6-4 1/4" }, { weightKg: 113.9, text: "251 lb" }]);
    expect(findMeasurements("He came in at 6-2/218 lbs.")).toMatchObject([{ heightCm: 188 }, { weightKg: 98.9 }]);
    expect(findMeasurements("They won 6-4, 251 days after the final.")).toEqual([]);
  });

  it("a bare weight after 'listed at', 'have him at', 'playing at' is in pounds; not in a metric text or before a count", () => {
    expect(findMeasurements("Junior is 6-foot-8, listed at 225, and he came to college as a forward.")).toMatchObject([{ heightCm: 203.2 }, { weightKg: 102.1, text: "225" }]);
    expect(findMeasurements("The Gulls have him at 195 now.")).toMatchObject([{ weightKg: 88.5 }]);
    expect(findMeasurements("He is listed at 198 cm.")).toMatchObject([{ heightCm: 198 }]);
    expect(findMeasurements("He is playing at 210 yards a game.")).toEqual([]);
  });

  it("of two weights in a sentence, the one it dates back gives way", () => {
    expect(findMeasurements("Obi came into camp at 270 and he's playing at 255 now.")).toMatchObject([{ weightKg: 115.7, text: "255" }]);
  });

  it("'6-4, 195.' closing a sentence is a size; a bracketed older weight gives way", () => {
    expect(findMeasurements("Age 26. 6-4, 195.")).toMatchObject([{ heightCm: 193 }, { weightKg: 88.5 }]);
    expect(findMeasurements("Measurables: 5-11, 188 lb at the spring weigh-in (listed at 185 when he committed).")).toMatchObject([{ heightCm: 180.3 }, { weightKg: 85.3 }]);
  });

  it("a bracket converting the same weight is kept", () => {
    expect(findMeasurements("listed at 262 lbs (≈118.8 kg).")).toMatchObject([{ weightKg: 118.8, text: "262 lbs" }, { weightKg: 118.8 }]);
  });
});


describe("spoken heights", () => {
  it("reads 'six-nine' where a person is described, not in a score", () => {
    expect(findMeasurements("He's six-nine, he plays the four.")).toMatchObject([{ kind: "height", heightCm: 205.7, text: "six-nine" }]);
    expect(findMeasurements("I'm six-nine, I play the four.")).toMatchObject([{ kind: "height", heightCm: 205.7 }]);
    expect(findMeasurements("He's six-nine and he sets screens on people who weigh 260.")).toMatchObject([{ kind: "height", heightCm: 205.7 }]);
    // A strength-staff export's labels: "ht_in", "bw_lb" (body weight).
    expect(findMeasurements("ath_nm: Reginald Pettaway Jr.; pos_cd: LB; ht_in: 74; bw_lb: 236; vert_in: 36.5")).toMatchObject([{ kind: "height", heightCm: 188 }, { kind: "weight", weightKg: 107 }]);
    expect(findMeasurements("member: Thaddeus Wynncliffe; zone: weights; scale_kg: 118.0")).toMatchObject([{ kind: "weight", weightKg: 118 }]);
    expect(findMeasurements("member: Thaddeus Wynncliffe; pain scale: 118")).toEqual([]);
    expect(findMeasurements("It's six-nine and we lead.")).toEqual([]);
    expect(findMeasurements("Nobody calls him little. Not at six-eleven.")).toMatchObject([{ kind: "height", heightCm: 210.8 }]);
    expect(findMeasurements("They won six-four on Sunday.")).toEqual([]);
    expect(findMeasurements("a six-four lead at the half")).toEqual([]);
  });
});

describe("a height and weight pair before an aside", () => {
  it("reads the weight when a bracket or a dash follows", () => {
    expect(findMeasurements("— 6-9, 228 (7-1 wingspan)")).toMatchObject([{ kind: "height", heightCm: 205.7 }, { kind: "weight", weightKg: 103.4, text: "228" }]);
    expect(findMeasurements("#34 Marcus Oyelaran — C — 7-0, 262 — 6th season.")).toMatchObject([{ kind: "height", heightCm: 213.4 }, { kind: "weight", weightKg: 118.8 }]);
  });
});

describe("a size before the name it measures", () => {
  it("'The 6-5 Pettway has scored' is his height; a score is not", () => {
    expect(heights("The 6-5 Pettway has scored in double figures in six straight games.")).toEqual([195.6]);
    expect(heights("the 6-5 Comets win over the Gulls")).toEqual([]);
    expect(heights("In the 6-5 Rovers thriller he scored twice.")).toEqual([]);
  });
});

describe("a size pair closed by a dot or a time word", () => {
  it("'6-1, 204 · 1 year left' and 'listed at 6-4, 221 now'", () => {
    expect(weights("6-1, 204 · 1 year of eligibility left")).toEqual([92.5]);
    expect(weights("You're listed at 6-4, 221 now.")).toEqual([100.2]);
  });
});

describe("shorthand sizes with a space between", () => {
  it("'Monarchs have him 6-2 185 now' is his size; '6-2 185 times' is not", () => {
    expect(weights("looks stronger than draft night tho, Monarchs have him 6-2 185 now")).toEqual([83.9]);
    expect(heights("he went 6-2 185 times")).toEqual([]);
  });
});

describe("'up to' a weight", () => {
  it("'he's up to 262 pounds this spring' is what he weighs; 'wants to get up to 230 pounds' is a target", () => {
    expect(findMeasurements("he's up to 262 pounds this spring").map((m) => m.weightKg)).toEqual([118.8]);
    expect(findMeasurements("he wants to get up to 230 pounds")).toEqual([]);
  });
});

describe("stones and pounds with the pounds' unit unsaid", () => {
  it("'12 st 8' and '12 stone 8.' are 176 lb; '12 stone' alone is 168 lb", () => {
    expect(findMeasurements("mass_raw: 12 st 8; apps: 25").map((m) => m.weightKg)).toEqual([79.8]);
    expect(findMeasurements("He weighs 12 stone 8.").map((m) => m.weightKg)).toEqual([79.8]);
    expect(findMeasurements("He weighs 12 stone.").map((m) => m.weightKg)).toEqual([76.2]);
  });
});

describe("a gain to a weight, and the weight he arrived at (dev13)", () => {
  it("'has bulked up to 89kg' is his weight now; 'He was 87kg when he arrived' looks back; 'wants to get up to 230' is a target", () => {
    expect(findMeasurements("He has bulked up to 89kg over the winter. (He was 87kg when he arrived.)").map((m) => m.weightKg)).toEqual([89]);
    expect(findMeasurements("He wants to get up to 230 this summer.")).toEqual([]);
  });
});

describe("combine notation in prose", () => {
  it("'Measured at spring testing (March 11): 5112, 223' is 5 ft 11 2/8 in and 223 lb; a number of yards is not", () => {
    expect(findMeasurements("Measured at Carver A&M spring testing (March 11): 5112, 223. Up from the 215 the Bulldogs listed in August.").map((m) => m.heightCm ?? m.weightKg)).toEqual([181, 101.2]);
    expect(findMeasurements("He had 5112 yards, 223 carries")).toEqual([]);
  });
});

describe("bounds and asides (REQ-EXT-01)", () => {
  it("'Clydesdale M (200 lb+)' and 'under 90 kg' are limits; 'over 300 pounds' still says what he weighs", () => {
    const texts = (s: string) => findMeasurements(s).map((m) => m.text);
    expect(texts("Division: Clydesdale M (200 lb+), finished 9th")).toEqual([]);
    expect(texts("Weight class: under 90 kg")).toEqual([]);
    expect(texts("He plays at over 300 pounds")).toEqual(["300 pounds"]);
  });
  it("a height in an aside gives way to another stated outside it; a conversion in brackets stays", () => {
    const texts = (s: string) => findMeasurements(s).map((m) => m.text);
    expect(texts("Height: 5'9\", 68 kg. His September school figures (5'7\") are out of date.")).toEqual(["5'9\"", "68 kg"]);
    expect(texts("Height: 1.84m (≈6 ft 0 in)")).toEqual(["1.84m", "6 ft 0 in"]);
    // A bracket after a name gives his own height; one that does not look back is no aside.
    expect(texts("Tom Reyes (6'1\") guarded the 6'8\" Ian Cole all night.")).toEqual(["6'1\"", "6'8\""]);
  });
});

describe("a value he is not (dev20)", () => {
  it("'If I were 230 pounds' and 'wishes he was 6-10' are no measurements; 'he was 230 pounds' is one", () => {
    const texts = (s: string) => findMeasurements(s).map((m) => m.text);
    expect(texts("\"If I were 230 pounds I'd finish everything,\" he laughs.")).toEqual([]);
    expect(texts("He wishes he was 6-10 tall.")).toEqual([]);
    expect(texts("Last spring he was 230 pounds.")).toEqual(["230 pounds"]);
    expect(texts("Scouts asked if he was tall enough at 6-5 to play the four.")).toEqual(["6-5"]);
    expect(texts("If he was listed at 6-7, he played bigger.")).toEqual(["6-7"]);
  });
});

describe("exports' own notations (REQ-EXT-01)", () => {
  it("'74 1/4 inches' keeps its quarter inch; 'WT (kg): 101,2' its decimal comma", () => {
    expect(findMeasurements("Height: 74 1/4 inches").map((m) => m.heightCm)).toEqual([188.6]);
    expect(findMeasurements("WT (kg): 101,2").map((m) => m.weightKg)).toEqual([101.2]);
    expect(findMeasurements("Weight: 205, Height: 6-2").map((m) => m.weightKg ?? m.heightCm)).toEqual([93, 188]);
  });
});
