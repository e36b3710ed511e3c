import { describe, expect, it } from "vitest";
import { normaliseText } from "@/lib/documents/chunk-text";
import { splitInlineFields } from "@/lib/documents/inline-fields";

describe("splitInlineFields (REQ-EXT-02)", () => {
  it("writes a form line's wide-spaced fields one a line, so upload's collapsing of spaces keeps them apart", () => {
    const form = "Client: Andre Villanueva    Spouse: n/a    Filing status: Single\nName: Andre Villanueva \u00A0 Known as: “Deuce”";
    expect(normaliseText(splitInlineFields(form)).split("\n")).toEqual(["Client: Andre Villanueva", "Spouse: n/a", "Filing status: Single", "Name: Andre Villanueva", "Known as: “Deuce”"]);
  });
  it("leaves prose, single spaces and table rows as written", () => {
    const text = "He scored.  Note: it rained.\nHeight: 6-5 Weight: 200\n| Name: X |   Team: Y |";
    expect(splitInlineFields(text)).toBe(text);
  });
});

describe("splitInlineFields: justified text (review)", () => {
  it("a line with wide gaps between ordinary words too is prose", () => {
    const text = "Update:  Eli  Brandt  has  left  Carrow  Tech:  he  signed  for  Dunmore.";
    expect(splitInlineFields(text)).toBe(text);
  });
});
