import { CheckCircle2, FileText, Info, User } from "lucide-react";
import Link from "next/link";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import type { FinalResponse } from "@/lib/scouting/types";

export function FinalCard({ final }: { final: FinalResponse }) {
  return (
    <Card data-testid="final-card" className="gap-3">
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-base">
          {final.saved ? <CheckCircle2 className="size-4 text-success" aria-hidden /> : <Info className="size-4 text-muted-foreground" aria-hidden />}
          <h3>{final.saved ? "Saved to your player library" : "Report not saved"}</h3>
        </CardTitle>
      </CardHeader>
      <CardContent className="space-y-3 text-sm">
        {final.message ? <p className="text-muted-foreground" data-testid="final-message">{final.message}</p> : null}
        {final.saved && final.player_record_id && final.report_id ? (
          <div className="flex flex-wrap gap-2">
            <Button asChild size="sm">
              <Link href={`/reports/${final.report_id}`} data-testid="open-report">
                <FileText className="size-4" aria-hidden /> Open report
              </Link>
            </Button>
            <Button asChild size="sm" variant="outline">
              <Link href={`/players/${final.player_record_id}`} data-testid="open-player">
                <User className="size-4" aria-hidden /> Player page
              </Link>
            </Button>
          </div>
        ) : null}
      </CardContent>
    </Card>
  );
}
