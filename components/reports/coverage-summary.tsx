import { Check, Minus } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { fieldLabel } from "@/lib/reports/format";
import type { Coverage } from "@/lib/scouting/types";
import { ConfidenceBadge } from "./confidence-badge";

/** FR-04 coverage as chips: what the evidence supported, what it did not, and the resulting confidence. */
export function CoverageSummary({ coverage }: { coverage: Coverage | null }) {
  return (
    <section aria-labelledby="coverage-heading" className="space-y-3 rounded-lg border p-4" data-testid="report-coverage" data-print="keep">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="coverage-heading" className="text-sm font-semibold">
          Coverage
        </h2>
        {coverage ? <ConfidenceBadge confidence={coverage.confidence} /> : null}
      </div>
      {coverage ? (
        <div className="grid gap-3 sm:grid-cols-2">
          <ChipList label="Found" fields={coverage.found} kind="found" />
          <ChipList label="Missing" fields={coverage.missing} kind="missing" />
          {coverage.chunk_count > 0 ? (
            <p className="text-xs text-muted-foreground sm:col-span-2">
              Based on {coverage.chunk_count} retrieved passage{coverage.chunk_count === 1 ? "" : "s"}.
            </p>
          ) : null}
        </div>
      ) : (
        <p className="text-sm text-muted-foreground">Coverage was not recorded for this report.</p>
      )}
    </section>
  );
}

function ChipList({ label, fields, kind }: { label: string; fields: string[]; kind: "found" | "missing" }) {
  const Icon = kind === "found" ? Check : Minus;
  return (
    <div className="space-y-1.5">
      <p className="text-xs font-medium tracking-wide text-muted-foreground uppercase" id={`coverage-${kind}`}>
        {label}
      </p>
      {fields.length === 0 ? (
        <p className="text-sm text-muted-foreground">None</p>
      ) : (
        <ul aria-labelledby={`coverage-${kind}`} className="flex flex-wrap gap-1.5" data-testid={`coverage-${kind}`}>
          {fields.map((f) => (
            <li key={f}>
              <Badge variant={kind === "found" ? "secondary" : "outline"} className={kind === "missing" ? "text-muted-foreground" : undefined}>
                <Icon aria-hidden />
                {fieldLabel(f)}
              </Badge>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
