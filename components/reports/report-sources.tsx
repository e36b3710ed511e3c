import { Badge } from "@/components/ui/badge";
import { passageNumber } from "@/lib/reports/format";
import type { ResolvedCitation } from "@/lib/reports/types";
import { CitationButton } from "./citations";

export function ReportSources({ citations }: { citations: ResolvedCitation[] }) {
  return (
    <section aria-labelledby="sources-heading" className="space-y-3 border-t pt-6" data-testid="report-sources" data-print="keep">
      <h2 id="sources-heading" className="text-lg font-semibold tracking-tight">
        Sources
      </h2>
      {citations.length === 0 ? (
        <p className="text-sm text-muted-foreground">This report cites no passages.</p>
      ) : (
        <ol className="space-y-1.5 text-sm">
          {citations.map((c) => {
            const passage = passageNumber(c.chunkId);
            return (
              <li key={c.marker} className="flex flex-wrap items-baseline gap-x-2 gap-y-1" data-testid="source-item">
                <CitationButton marker={c.marker} testId="source-citation" className="-ml-1" />
                <span className="min-w-0 font-medium break-words">{c.documentName}</span>
                {passage ? <span className="text-muted-foreground">passage {passage}</span> : null}
                {c.text === null ? <Badge variant="outline">Document deleted</Badge> : null}
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
