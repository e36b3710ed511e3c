import { describe, expect, it } from "vitest";
import { findDocumentDate, toIsoDate } from "./dates";

describe("findDocumentDate", () => {
  it.each([
    ["Updated March 2026\nBrooks is 6-9", "2026-03-01"],
    ["Date: 2026-04-10\nScout: M. Okonjo", "2026-04-10"],
    ["Published: Jan 5, 2025 · Updated: 2026-03-14", "2026-03-14"],
    ["Comets trade Jalen Brooks\nBy Dana Whitlock · June 25, 2026\n\nOMAHA — The Comets …", "2026-06-25"],
    ["Report date: 14 March 2026", "2026-03-14"],
    ["As of 3/14/2026 he is healthy.", "2026-03-14"],
    ["Scouting note (2026-02-20)\nKofi Adjei-Mensah", "2026-02-20"],
    ["# Marrowdale Ironclads — Weekly Depth Chart\n\n**Week 9 vs. Halvorsen Harriers** · Released Thursday, October 30, 2025 · (R) = rookie · * = new this week", "2025-10-30"],
  ])("%s → %s", (text, iso) => {
    expect(findDocumentDate(text)).toBe(iso);
  });

  it("ignores game dates in the body", () => {
    expect(findDocumentDate("He scored 30 on March 3, 2024 in a win over Boise.")).toBeNull();
    expect(findDocumentDate(`${"Filler line.\n".repeat(5)}On 2024-02-03 he played 34 minutes.`)).toBeNull();
  });
});

describe("toIsoDate", () => {
  it("normalises caller dates", () => {
    expect(toIsoDate("2026-03-14T10:00:00Z")).toBe("2026-03-14");
    expect(toIsoDate("March 14, 2026")).toBe("2026-03-14");
    expect(toIsoDate(null)).toBeNull();
    expect(toIsoDate("soon")).toBeNull();
  });
});

describe("findDocumentDate: a page's edit stamp and a dated range", () => {
  it("'This page was last edited on 14 February 2026' labels the page's date; a range's end dates the line", () => {
    expect(findDocumentDate("# Idris Montcalm\n| Born | May 14, 1999 |\n\n*This page was last edited on 14 February 2026, at 09:12.*")).toBe("2026-02-14");
    expect(findDocumentDate("Caleb Whitford Sr.\n\nMarch 9, 1941 – November 29, 2025")).toBe("2025-11-29");
  });
});

describe("findDocumentDate: a span of days", () => {
  it.each([
    ["# Spring Autograph Weekend\n\n**Saturday & Sunday, March 14–15, 2026 · Center Court**", "2026-03-15"],
    ["Open days: 14-15 March 2026, by the fountain", "2026-03-15"],
  ])("%s → %s (its last day)", (text, iso) => {
    expect(findDocumentDate(text)).toBe(iso);
  });
});
