import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import ReactMarkdown from "react-markdown";
import { describe, expect, it } from "vitest";
import { markSpans, mergeSpans, rehypeSpanMarks, splitBySpans } from "@/lib/reports/highlight";
import { locateQuote } from "@/lib/scouting/citation-support";

const render = (md: string, spans: { start: number; end: number }[]) =>
  renderToStaticMarkup(createElement(ReactMarkdown, { rehypePlugins: [rehypeSpanMarks], skipHtml: true }, markSpans(md, spans)));

describe("source panel highlight", () => {
  const passage = "## Strengths\n\n- **Court vision and playmaking.** Reads the weak side early; throws accurate skip passes.\n- **Transition.** Grab-and-go rebounder.";

  it("renders the passage's Markdown (no raw ## or **) and marks the located quote, across bold text", () => {
    const span = locateQuote(passage, "Court vision and playmaking. Reads the weak side early; throws accurate skip passes.");
    expect(span).not.toBeNull();
    const html = render(passage, [span!]);
    expect(html).toContain("<h2>Strengths</h2>");
    expect(html).not.toContain("**");
    expect(html).toContain("<strong><mark");
    expect(html).toMatch(/<mark[^>]*>Court vision and playmaking\.<\/mark><\/strong><mark[^>]*> Reads the weak side early; throws accurate skip passes\.<\/mark>/);
    // The other item is not highlighted.
    expect(html).toMatch(/<strong>Transition\.<\/strong> Grab-and-go rebounder\./);
  });

  it("without spans renders plainly", () => {
    expect(render(passage, [])).not.toContain("<mark");
  });

  it("merges overlapping spans and splits plain text for tables", () => {
    expect(mergeSpans([{ start: 5, end: 9 }, { start: 1, end: 6 }, { start: 20, end: 99 }], 30)).toEqual([{ start: 1, end: 9 }, { start: 20, end: 30 }]);
    expect(splitBySpans("a,b\nc,d", [{ start: 4, end: 7 }])).toEqual([{ text: "a,b\n", marked: false }, { text: "c,d", marked: true }]);
  });

  it("locates quotes whatever the markdown, spacing and quote style", () => {
    const text = "He is *6’9”* and\n  weighs **250 lbs**.";
    const span = locateQuote(text, `He is 6'9" and weighs 250 lbs.`);
    expect(span).toEqual({ start: 0, end: text.length });
    expect(locateQuote(text, "nothing like it")).toBeNull();
  });
});
