import { describe, expect, it } from "vitest";
import { extractText, joinWrappedLines } from "@/lib/documents/extract-text";
import { renderPdf } from "../../eval/lib/render";

// A PDF wraps long lines at the page width; the sentence must reach attribution whole (REQ-EXT-01).
describe("PDF text", () => {
  it("joins a line the page wrapped, keeps lines that end a sentence or open a new one", () => {
    expect(joinWrappedLines("reads passing lanes, wins\nthe ball back high up.\nEngine: covers ground\nBox to box.")).toBe(
      "reads passing lanes, wins the ball back high up.\nEngine: covers ground\nBox to box.",
    );
  });

  it("a long paragraph rendered to PDF comes back as one line", async () => {
    const sentence = "Out of possession he is a ball-winner: times his tackles, reads passing lanes, wins the ball back high up the pitch and leads the league in tackles won by a distance.";
    const text = await extractText("pdf", await renderPdf(`# Strengths\n${sentence}`), "report.pdf");
    expect(text).toContain(sentence);
  });
});
