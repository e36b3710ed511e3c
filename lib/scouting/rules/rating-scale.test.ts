import { describe, expect, it } from "vitest";
import { readRatingRow } from "./rating-scale";
import { extractNotes } from "./traits";

describe("tick-box rating rows (REQ-TRT-01)", () => {
  it("the ticked place on the scale is the verdict, whatever words the row prints", () => {
    expect(readRatingRow("Ball manipulation / dribbling: [ ] Developing [ ] Secure [ ] Strong [x] Outstanding")).toMatchObject({ label: "Ball manipulation / dribbling", choice: "Outstanding", rank: 4, size: 4, verdict: "strength" });
    expect(readRatingRow("Weaker (right) foot: [x] Developing [ ] Secure [ ] Strong [ ] Outstanding")).toMatchObject({ rank: 1, verdict: "weakness" });
    expect(readRatingRow("Finishing: [ ] Developing [x] Secure [ ] Strong [ ] Outstanding")).toMatchObject({ rank: 2, verdict: null });
  });

  it("reads ballot boxes, numbers and scales written from the top", () => {
    expect(readRatingRow("Work rate: ☐ Excellent ☐ Good ☐ Average ☒ Poor")).toMatchObject({ rank: 1, verdict: "weakness" });
    expect(readRatingRow("Vision [ ] 1 [ ] 2 [ ] 3 [ ] 4 [X] 5")).toMatchObject({ rank: 5, verdict: "strength" });
  });

  it("a row of options that is no scale, or with no single tick, is not a rating", () => {
    expect(readRatingRow("Preferred foot: [ ] Left [x] Right [ ] Both")).toBeNull();
    expect(readRatingRow("Pace: [ ] Developing [ ] Secure [ ] Strong [ ] Outstanding")).toBeNull();
    expect(readRatingRow("Pace: [x] Developing [ ] Secure [x] Strong [ ] Outstanding")).toBeNull();
  });

  it("a form's rows become bullets with the verdict its tick gives", () => {
    const form = "Dribbling: [ ] Developing [ ] Secure [ ] Strong [x] Outstanding\n\nWeaker foot: [x] Developing [ ] Secure [ ] Strong [ ] Outstanding";
    const notes = extractNotes(form).map((n) => [n.kind, n.text]);
    expect(notes).toEqual([
      ["strength", "Dribbling: rated Outstanding, the top mark."],
      ["weakness", "Weaker foot: rated Developing, the lowest mark."],
    ]);
  });
});
