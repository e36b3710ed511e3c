"use client";
import { BarChart3, Send } from "lucide-react";
import { useRouter } from "next/navigation";
import { useState, useTransition } from "react";
import { toast } from "sonner";
import { UploadDropzone } from "@/components/documents/upload-dropzone";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { Input } from "@/components/ui/input";
import { apiFetch, type ApiError } from "@/lib/client/api";
import type { AnalysisCell } from "@/lib/stats/types";
import { AnalysisCellCard } from "./analysis-cell-card";
import { DatasetList, type DatasetRow } from "./dataset-list";

export function StatsLab({ datasets, cells: initialCells }: { datasets: DatasetRow[]; cells: AnalysisCell[] }) {
  const router = useRouter();
  const [cells, setCells] = useState(initialCells);
  const [question, setQuestion] = useState("");
  const [busy, setBusy] = useState(false);
  const [, startTransition] = useTransition();
  const refresh = () => startTransition(() => router.refresh());
  const example = datasets.flatMap((d) => d.players).slice(0, 2);

  async function ask(e: React.FormEvent) {
    e.preventDefault();
    if (!question.trim()) return;
    setBusy(true);
    try {
      const { cell } = await apiFetch<{ cell: AnalysisCell }>("/api/stats/cells", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ question }) });
      setCells((c) => [cell, ...c]);
      setQuestion("");
    } catch (err) {
      toast.error((err as ApiError).message);
    } finally {
      setBusy(false);
    }
  }

  async function rerun(id: string) {
    setBusy(true);
    try {
      const { cell } = await apiFetch<{ cell: AnalysisCell }>(`/api/stats/cells/${id}/rerun`, { method: "POST" });
      setCells((c) => c.map((x) => (x.id === id ? cell : x)));
      toast.success("Re-run on the current data");
    } catch (err) {
      toast.error((err as ApiError).message);
    } finally {
      setBusy(false);
    }
  }

  async function upload(files: File[]) {
    setBusy(true);
    const form = new FormData();
    for (const f of files) form.append("files", f);
    try {
      const res = await apiFetch<{ documents: unknown[]; errors: { filename: string; message: string }[] }>("/api/documents", { method: "POST", body: form });
      if (res.errors.length) toast.error(res.errors.map((e) => e.message).join(" "));
      else toast.success(`Uploaded ${res.documents.length} file${res.documents.length === 1 ? "" : "s"}`);
    } catch (err) {
      toast.error((err as ApiError).message);
    } finally {
      setBusy(false);
      refresh();
    }
  }

  return (
    <>
      <section className="space-y-3" aria-labelledby="datasets-heading">
        <h2 id="datasets-heading" className="text-lg font-semibold">Stat tables</h2>
        <UploadDropzone onFiles={upload} busy={busy} />
        {datasets.length ? <DatasetList datasets={datasets} onChange={refresh} /> : <p className="text-sm text-muted-foreground" data-testid="no-datasets">No stat tables yet. Upload a game log as CSV (a header row and numeric columns), or load the samples on the Documents page.</p>}
      </section>

      <section className="space-y-3" aria-labelledby="ask-heading">
        <h2 id="ask-heading" className="text-lg font-semibold">Ask</h2>
        <form onSubmit={ask} className="flex gap-2">
          <Input
            value={question}
            onChange={(e) => setQuestion(e.target.value)}
            placeholder={example.length === 2 ? `Compare ${example[0].name} and ${example[1].name} over the last 5 games` : "Top 5 players by points per 36 minutes"}
            aria-label="Stats question"
            data-testid="stats-question"
            maxLength={500}
            disabled={busy}
          />
          <Button type="submit" disabled={busy || !question.trim()} data-testid="stats-ask">
            <Send className="size-4" aria-hidden /> Ask
          </Button>
        </form>
      </section>

      <section className="space-y-4" aria-label="Answers" data-testid="cells">
        {cells.length ? cells.map((c) => <AnalysisCellCard key={c.id} cell={c} busy={busy} onRerun={() => rerun(c.id)} />) : <EmptyState icon={BarChart3} title="No analyses yet" description="Ask a question above: comparisons, rolling form, per-36 rankings, improvement since a month, value for money." />}
      </section>
    </>
  );
}
