import type { Element, ElementContent, Root, RootContent } from "hast";

// The source panel shows the cited passage as formatted Markdown with the supporting text highlighted.
// Span bounds are marked in the Markdown source with two private-use characters; a small rehype plugin
// turns the text between them into <mark> elements after parsing, across emphasis and list items.

export const MARK_START = "\uE000";
export const MARK_END = "\uE001";

export type TextSpan = { start: number; end: number };

/** Merges overlapping spans and keeps those inside the text. */
export function mergeSpans(spans: TextSpan[], length: number): TextSpan[] {
  const sorted = spans
    .map((s) => ({ start: Math.max(0, s.start), end: Math.min(length, s.end) }))
    .filter((s) => s.end > s.start)
    .sort((a, b) => a.start - b.start);
  const out: TextSpan[] = [];
  for (const s of sorted) {
    const prev = out.at(-1);
    if (prev && s.start <= prev.end) prev.end = Math.max(prev.end, s.end);
    else out.push({ ...s });
  }
  return out;
}

/**
 * The passage with span bounds marked. A bound never sits between a Markdown delimiter and its text
 * (that would stop "**x**" from being bold): starts move past "*_" runs, ends back before them.
 */
export function markSpans(text: string, spans: TextSpan[]): string {
  const merged = mergeSpans(spans, text.length);
  if (!merged.length) return text;
  let out = "";
  let at = 0;
  for (const { start, end } of merged) {
    let a = start;
    while (a < end && /[*_]/.test(text[a])) a++;
    let b = end;
    while (b > a && /[*_\s]/.test(text[b - 1])) b--;
    if (b <= a) continue;
    out += text.slice(at, a) + MARK_START + text.slice(a, b) + MARK_END;
    at = b;
  }
  return out + text.slice(at);
}

/** rehype plugin: text between MARK_START and MARK_END becomes <mark data-testid="citation-highlight">. */
export function rehypeSpanMarks() {
  return (tree: Root) => {
    let inside = false;
    const walk = (node: Root | Element) => {
      const next: (RootContent | ElementContent)[] = [];
      for (const child of node.children) {
        if (child.type === "text") {
          const parts = child.value.split(/([\uE000\uE001])/);
          for (const part of parts) {
            if (part === MARK_START) inside = true;
            else if (part === MARK_END) inside = false;
            else if (part) {
              next.push(
                inside
                  ? { type: "element", tagName: "mark", properties: { dataTestid: "citation-highlight", className: ["citation-highlight"] }, children: [{ type: "text", value: part }] }
                  : { type: "text", value: part },
              );
            }
          }
        } else {
          if (child.type === "element") walk(child);
          next.push(child);
        }
      }
      node.children = next as typeof node.children;
    };
    walk(tree);
  };
}

/** Plain text (a CSV passage) split into highlighted and plain pieces. */
export function splitBySpans(text: string, spans: TextSpan[]): { text: string; marked: boolean }[] {
  const merged = mergeSpans(spans, text.length);
  const out: { text: string; marked: boolean }[] = [];
  let at = 0;
  for (const s of merged) {
    if (s.start > at) out.push({ text: text.slice(at, s.start), marked: false });
    out.push({ text: text.slice(s.start, s.end), marked: true });
    at = s.end;
  }
  if (at < text.length) out.push({ text: text.slice(at), marked: false });
  return out;
}
