import { describe, expect, it } from "vitest";
import { extractText } from "@/lib/documents/extract-text";
import { renderDocx } from "../../eval/lib/render";

// A Word report's headings say whom the lines under them are about (REQ-PPL-03): they stay headings.
describe("DOCX text", () => {
  it("keeps Word headings as markdown headings and paragraphs as paragraphs", async () => {
    const bytes = await renderDocx("# Pro Personnel Report\nPrepared by: Pro Scouting\n# 3. Ravi Ostlund — Teller Bay Mariners\nPosition: SF; plays some PF. 6-7, 210.");
    const text = await extractText("docx", bytes, "report.docx");
    expect(text.split(/\n{2,}/).map((l) => l.trim())).toEqual([
      "# Pro Personnel Report",
      "Prepared by: Pro Scouting",
      "# 3. Ravi Ostlund — Teller Bay Mariners",
      "Position: SF; plays some PF. 6-7, 210.",
    ]);
  });
});
