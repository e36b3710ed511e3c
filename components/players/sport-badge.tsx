import { Badge } from "@/components/ui/badge";
import { sportLabel } from "@/lib/reports/format";

export function SportBadge({ sport }: { sport: string }) {
  return (
    <Badge variant={sport === "unknown" ? "outline" : "secondary"} data-sport={sport}>
      {sportLabel(sport)}
    </Badge>
  );
}
