"use client";
import { FileText, TriangleAlert } from "lucide-react";
import { createContext, useCallback, useContext, useMemo, useRef, useState } from "react";
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle } from "@/components/ui/sheet";
import { passageNumber } from "@/lib/reports/format";
import type { ResolvedCitation } from "@/lib/reports/types";
import { cn } from "@/lib/utils";

type CitationContext = {
  byMarker: Map<number, ResolvedCitation>;
  open: (marker: number, trigger: HTMLElement) => void;
};

const Context = createContext<CitationContext | null>(null);

/**
 * Owns the one side panel every citation marker opens. The panel has no Radix trigger (there are many
 * markers), so focus is handed back to the marker that opened it by hand.
 */
export function CitationProvider({ citations, children }: { citations: ResolvedCitation[]; children: React.ReactNode }) {
  const [isOpen, setIsOpen] = useState(false);
  // Kept after closing so the panel still has its content (and title) while it animates out.
  const [active, setActive] = useState<number | null>(null);
  const trigger = useRef<HTMLElement | null>(null);
  const byMarker = useMemo(() => new Map(citations.map((c) => [c.marker, c])), [citations]);
  const open = useCallback((marker: number, el: HTMLElement) => {
    trigger.current = el;
    setActive(marker);
    setIsOpen(true);
  }, []);
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
                  <blockquote className="border-l-2 border-primary/40 pl-4 text-sm/relaxed whitespace-pre-line" data-testid="citation-text">
                    {citation.text}
                  </blockquote>
                )}
              </div>
            </>
          )}
        </SheetContent>
      </Sheet>
    </Context.Provider>
  );
}

/** A `[n]` marker: a real button, so Enter and Space open the source without extra key handling. */
export function CitationButton({ marker, testId = "citation", className }: { marker: number; testId?: string; className?: string }) {
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
      onClick={(e) => ctx.open(marker, e.currentTarget)}
      className={cn(
        "mx-px inline-flex h-6 min-w-6 items-center justify-center rounded px-1 align-baseline text-xs leading-none font-medium text-primary tabular-nums transition-colors hover:bg-accent hover:text-accent-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none",
        className,
      )}
    >
      [{marker}]
    </button>
  );
}
