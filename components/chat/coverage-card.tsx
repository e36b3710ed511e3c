import { AlertTriangle } from "lucide-react";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { CONFIDENCE_BADGE, CONFIDENCE_LABELS, fieldLabel } from "@/lib/reports/format";
import type { Coverage } from "@/lib/scouting/types";

export function CoverageCard({ coverage, warnings }: { coverage: Coverage; warnings: { code: string; message: string }[] }) {
  return (
    <Card data-testid="coverage-card" className="gap-3">
      <CardHeader>
        <CardTitle className="flex flex-wrap items-center gap-2 text-base">
          <h3>Evidence gathered</h3>
          <Badge variant={CONFIDENCE_BADGE[coverage.confidence]} data-testid="confidence-badge">{CONFIDENCE_LABELS[coverage.confidence]}</Badge>
          <span className="text-sm font-normal text-muted-foreground" data-testid="chunk-count">{coverage.chunk_count} passages</span>
        </CardTitle>
      </CardHeader>
      <CardContent className="space-y-3">
        <div className="flex flex-wrap gap-1.5" aria-label="Found">
          {coverage.found.map((f) => (
            <Badge key={f} variant="success" data-testid="found-chip">✓ {fieldLabel(f)}</Badge>
          ))}
          {coverage.missing.map((f) => (
            <Badge key={f} variant="outline" className="text-muted-foreground" data-testid="missing-chip">
              Missing: {fieldLabel(f)}
            </Badge>
          ))}
        </div>
        {warnings.map((w) => (
          <Alert key={w.code + w.message} variant="warning" data-testid="warning">
            <AlertTriangle className="size-4" aria-hidden />
            <AlertDescription>{w.message}</AlertDescription>
          </Alert>
        ))}
      </CardContent>
    </Card>
  );
}
