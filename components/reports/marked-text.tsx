import { Fragment } from "react";
import { splitMarkers } from "@/lib/reports/format";
import type { SupportSpan } from "@/lib/scouting/types";
import { CitationButton } from "./citations";

/** A line of report text followed by its citation markers; each opens its passage at the supporting text. */
export function CitedLine({ text, citations, support = [] }: { text: string; citations: number[]; support?: SupportSpan[] }) {
  return (
    <>
      {text}
      {citations.length > 0 && (
        <span className="whitespace-nowrap">
          {" "}
          {citations.map((n, i) => (
            <CitationButton key={`${n}-${i}`} marker={n} spans={support.filter((s) => s.marker === n)} />
          ))}
        </span>
      )}
    </>
  );
}

/** Text with inline "[n]" markers (stored Markdown of older reports), the markers made into buttons. */
export function MarkedText({ text }: { text: string }) {
  return (
    <>
      {splitMarkers(text).map((seg, i) =>
        seg.kind === "text" ? <Fragment key={i}>{seg.text}</Fragment> : <CitationButton key={i} marker={seg.marker} />,
      )}
    </>
  );
}
