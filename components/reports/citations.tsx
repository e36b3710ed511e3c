"use client";
import { FileText, TriangleAlert } from "lucide-react";
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState } from "react";
import ReactMarkdown from "react-markdown";
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle } from "@/components/ui/sheet";
import { passageNumber } from "@/lib/reports/format";
import { markSpans, rehypeSpanMarks, splitBySpans, type TextSpan } from "@/lib/reports/highlight";
import type { ResolvedCitation } from "@/lib/reports/types";
import type { ReportSection } from "@/lib/scouting/types";
import { cn } from "@/lib/utils";

type CitationContext = {
  byMarker: Map<number, ResolvedCitation>;
  /** `spans`: where the supporting text of the line the marker belongs to is; else every cited span. */
  open: (marker: number, trigger: HTMLElement, spans?: TextSpan[]) => void;
};

const Context = createContext<CitationContext | null>(null);

/**
 * Owns the one side panel every citation marker opens. The panel has no Radix trigger (there are many
 * markers), so focus is handed back to the marker that opened it by hand.
 */
export function CitationProvider({ citations, sections = [], children }: { citations: ResolvedCitation[]; sections?: ReportSection[]; children: React.ReactNode }) {
  const [isOpen, setIsOpen] = useState(false);
  // Kept after closing so the panel still has its content (and title) while it animates out.
  const [active, setActive] = useState<number | null>(null);
  const [activeSpans, setActiveSpans] = useState<TextSpan[]>([]);
  const trigger = useRef<HTMLElement | null>(null);
  const byMarker = useMemo(() => new Map(citations.map((c) => [c.marker, c])), [citations]);
  // A marker opened from the summary or the sources list highlights everything the report cites in it.
  const allSpans = useMemo(() => {
    const m = new Map<number, TextSpan[]>();
    for (const s of sections) for (const l of s.lines) for (const sp of l.support ?? []) m.set(sp.marker, [...(m.get(sp.marker) ?? []), sp]);
    return m;
  }, [sections]);
  const open = useCallback(
    (marker: number, el: HTMLElement, spans?: TextSpan[]) => {
      trigger.current = el;
      setActive(marker);
      setActiveSpans(spans?.length ? spans : (allSpans.get(marker) ?? []));
      setIsOpen(true);
    },
    [allSpans],
  );
  const value = useMemo(() => ({ byMarker, open }), [byMarker, open]);
  const citation = active === null ? undefined : byMarker.get(active);
  const passage = citation ? passageNumber(citation.chunkId) : null;

  return (
    <Context.Provider value={value}>
      {children}
      <Sheet open={isOpen && citation !== undefined} onOpenChange={setIsOpen}>
        <SheetContent
          side="right"
          className="w-full sm:max-w-md"
          data-testid="citation-panel"
          onCloseAutoFocus={(e) => {
            e.preventDefault();
            trigger.current?.focus();
          }}
        >
          {citation && (
            <>
              <SheetHeader className="border-b">
                <p className="text-xs font-medium tracking-wide text-muted-foreground uppercase">Source {citation.marker}</p>
                <SheetTitle className="flex items-start gap-2 break-words" data-testid="citation-document">
                  <FileText className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden />
                  <span className="min-w-0">{citation.documentName}</span>
                </SheetTitle>
                <SheetDescription>{passage ? `Passage ${passage} of this document, as cited in the report.` : "The passage cited in the report."}</SheetDescription>
              </SheetHeader>
              <div className="px-4 pb-6">
                {citation.text === null ? (
                  <p className="flex items-start gap-2 rounded-md border border-dashed p-3 text-sm text-muted-foreground" data-testid="citation-missing">
                    <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden />
                    This document has been deleted, so the passage is no longer available. The report keeps its text.
                  </p>
                ) : (
                  <Passage text={citation.text} documentName={citation.documentName} spans={activeSpans} />
                )}
              </div>
            </>
          )}
        </SheetContent>
      </Sheet>
    </Context.Provider>
  );
}

const TABLE_FILE = /\.(?:csv|tsv)$/i;

/**
 * The cited passage as its document formats it (Markdown rendered: no raw "##" or "**"; a CSV as rows),
 * with the text that supports the report line highlighted and scrolled into view.
 */
function Passage({ text, documentName, spans }: { text: string; documentName: string; spans: TextSpan[] }) {
  const box = useRef<HTMLDivElement | null>(null);
  useEffect(() => {
    box.current?.querySelector("mark")?.scrollIntoView?.({ block: "center" });
  }, [text, spans]);
  const highlightClass = "[&_mark]:rounded-sm [&_mark]:bg-yellow-200 [&_mark]:px-0.5 [&_mark]:text-foreground dark:[&_mark]:bg-yellow-500/40";
  if (TABLE_FILE.test(documentName)) {
    return (
      <div ref={box} className={cn("overflow-x-auto rounded-md border bg-muted/40 p-3 font-mono text-xs/relaxed whitespace-pre", highlightClass)} data-testid="citation-text">
        {splitBySpans(text, spans).map((p, i) => (p.marked ? <mark key={i} data-testid="citation-highlight">{p.text}</mark> : <span key={i}>{p.text}</span>))}
      </div>
    );
  }
  return (
    <div
      ref={box}
      className={cn(
        "border-l-2 border-primary/40 pl-4 text-sm/relaxed break-words [&_h1]:text-base [&_h1]:font-semibold [&_h2]:mt-3 [&_h2]:font-semibold [&_h3]:font-semibold [&_li]:ml-4 [&_ol]:list-decimal [&_p]:my-2 [&_table]:text-xs [&_td]:border [&_td]:px-1 [&_th]:border [&_th]:px-1 [&_ul]:list-disc",
        highlightClass,
      )}
      data-testid="citation-text"
    >
      <ReactMarkdown rehypePlugins={[rehypeSpanMarks]} skipHtml>
        {markSpans(text, spans)}
      </ReactMarkdown>
    </div>
  );
}

/** A `[n]` marker: a real button, so Enter and Space open the source without extra key handling. */
export function CitationButton({ marker, testId = "citation", className, spans }: { marker: number; testId?: string; className?: string; spans?: TextSpan[] }) {
  const ctx = useContext(Context);
  const citation = ctx?.byMarker.get(marker);
  if (!ctx || !citation) {
    return <span className={cn("text-xs text-muted-foreground", className)}>[{marker}]</span>;
  }
  return (
    <button
      type="button"
      aria-label={`Source ${marker}: ${citation.documentName}`}
      aria-haspopup="dialog"
      data-testid={testId}
      data-marker={marker}
      onClick={(e) => ctx.open(marker, e.currentTarget, spans)}
      className={cn(
        "mx-px inline-flex h-6 min-w-6 items-center justify-center rounded px-1 align-baseline text-xs leading-none font-medium text-primary tabular-nums transition-colors hover:bg-accent hover:text-accent-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none",
        className,
      )}
    >
      [{marker}]
    </button>
  );
}
