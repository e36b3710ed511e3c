"use client";
import { Download, Printer } from "lucide-react";
import { Button } from "@/components/ui/button";

export function ReportToolbar({ reportId }: { reportId: string }) {
  return (
    <div className="flex flex-wrap gap-2" data-print="hide" role="group" aria-label="Report actions">
      <Button asChild variant="outline">
        <a href={`/api/reports/${reportId}?format=md`} download data-testid="export-md">
          <Download className="size-4" aria-hidden /> Export Markdown
        </a>
      </Button>
      <Button type="button" onClick={() => window.print()} data-testid="print-report">
        <Printer className="size-4" aria-hidden /> Print / PDF
      </Button>
    </div>
  );
}
