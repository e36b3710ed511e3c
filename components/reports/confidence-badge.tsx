import { Badge } from "@/components/ui/badge";
import { CONFIDENCE_BADGE, CONFIDENCE_LABELS } from "@/lib/reports/format";
import type { Confidence } from "@/lib/scouting/types";

export function ConfidenceBadge({ confidence, className }: { confidence: Confidence; className?: string }) {
  return (
    <Badge variant={CONFIDENCE_BADGE[confidence]} className={className} data-confidence={confidence} data-testid="confidence-badge">
      {CONFIDENCE_LABELS[confidence]}
    </Badge>
  );
}
