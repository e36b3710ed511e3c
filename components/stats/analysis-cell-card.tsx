"use client";
import { BarChart3, CheckCircle2, Download, FileDown, RefreshCw, XCircle } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import type { AnalysisCell } from "@/lib/stats/types";

export type CellView = Omit<AnalysisCell, "createdAt" | "updatedAt"> & { createdAt?: string; updatedAt?: string };

const fmt = (v: unknown) => (v === null || v === undefined ? "—" : String(v));

/** STAT-04: one notebook cell — narrative, chart (SVG, PNG download), table, and the steps folded underneath. */
export function AnalysisCellCard({ cell, onRerun, busy }: { cell: CellView; onRerun?: () => void; busy?: boolean }) {
  return (
    <Card data-testid="analysis-cell" data-status={cell.status} className="gap-3">
      <CardHeader>
        <CardTitle className="flex items-start gap-2 text-base">
          <BarChart3 className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden />
          <h3 className="font-semibold" data-testid="cell-question">{cell.question}</h3>
          <Badge variant="outline" className="ml-auto shrink-0 font-normal">{cell.engine === "model" ? "model" : "rules engine"}</Badge>
        </CardTitle>
      </CardHeader>
      <CardContent className="space-y-4 text-sm">
        <p data-testid="cell-narrative" className="leading-relaxed">{cell.narrative}</p>
        {cell.suggestions.length ? (
          <ul className="list-disc space-y-1 pl-5 text-muted-foreground" data-testid="cell-suggestions">
            {cell.suggestions.map((s) => <li key={s}>{s}</li>)}
          </ul>
        ) : null}
        {cell.chart ? (
          <figure className="overflow-x-auto rounded-md border bg-white p-2" data-testid="cell-chart" data-chart-kind={cell.chart.kind}>
            {/* An <img> never runs anything inside the SVG. */}
            <img src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(cell.chart.svg)}`} alt={cell.chart.title} className="mx-auto h-auto max-w-full" />
          </figure>
        ) : null}
        {cell.table && cell.table.rows.length ? (
          <div className="overflow-x-auto rounded-md border" data-testid="cell-table">
            <Table>
              <TableHeader>
                <TableRow>{cell.table.columns.map((c) => <TableHead key={c}>{c}</TableHead>)}</TableRow>
              </TableHeader>
              <TableBody>
                {cell.table.rows.map((r, i) => (
                  <TableRow key={i}>{r.map((v, j) => <TableCell key={j} className={typeof v === "number" ? "text-right tabular-nums" : undefined}>{fmt(v)}</TableCell>)}</TableRow>
                ))}
              </TableBody>
            </Table>
            {cell.table.totalRows > cell.table.rows.length ? <p className="px-3 py-2 text-xs text-muted-foreground">{cell.table.rows.length} of {cell.table.totalRows} rows</p> : null}
          </div>
        ) : null}
        {cell.analysis ? (
          <details className="rounded-md border px-3 py-2" data-testid="cell-steps">
            <summary className="cursor-pointer font-medium">Analysis: {cell.analysis.goal} ({cell.analysis.steps.length} steps)</summary>
            <ol className="mt-2 space-y-3">
              {cell.analysis.steps.map((s, i) => (
                <li key={i} className="space-y-1">
                  <div className="flex items-center gap-2">
                    {s.testResults?.success ? <CheckCircle2 className="size-4 text-success" aria-label="passed" /> : <XCircle className="size-4 text-destructive" aria-label="failed" />}
                    <span className="font-medium">{i + 1}. {s.title}</span>
                    <Badge variant="secondary" className="font-mono text-xs">{s.type}</Badge>
                  </div>
                  {s.sql ? <pre className="overflow-x-auto rounded bg-muted p-2 font-mono text-xs whitespace-pre-wrap">{s.sql}</pre> : null}
                  {s.testResults ? <p className="text-xs text-muted-foreground">{s.testResults.resultSummary}</p> : null}
                </li>
              ))}
            </ol>
          </details>
        ) : null}
        <div className="flex flex-wrap gap-2">
          {cell.chart ? (
            <Button asChild size="sm" variant="outline">
              <a href={`/api/stats/cells/${cell.id}/chart?format=png`} download data-testid="cell-png">
                <Download className="size-4" aria-hidden /> Chart PNG
              </a>
            </Button>
          ) : null}
          <Button asChild size="sm" variant="outline">
            <a href={`/api/stats/cells/${cell.id}?format=md`} download data-testid="cell-export">
              <FileDown className="size-4" aria-hidden /> Export Markdown
            </a>
          </Button>
          {onRerun ? (
            <Button size="sm" variant="outline" onClick={onRerun} disabled={busy} data-testid="cell-rerun">
              <RefreshCw className="size-4" aria-hidden /> Re-run
            </Button>
          ) : null}
        </div>
      </CardContent>
    </Card>
  );
}
