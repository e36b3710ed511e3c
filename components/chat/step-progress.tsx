"use client";
import { Check, ChevronRight, Loader2 } from "lucide-react";
import { useEffect, useState } from "react";
import type { StepState } from "@/lib/client/chat-reducer";
import { cn } from "@/lib/utils";

const LABEL: Record<string, string> = {
  intake: "Understanding the request",
  plan: "Drafting the plan",
  queries: "Building search queries",
  retrieval: "Gathering evidence",
  extraction: "Extracting player fields",
  composition: "Writing the report",
  preview: "Preparing the player card",
  write: "Saving",
  response: "Finishing",
};

function describe(step: StepState): string | null {
  const d = step.detail;
  if (!d) return null;
  if (Array.isArray(d.queries)) return `${d.queries.length} queries`;
  if (typeof d.chunk_count === "number") return `${d.chunk_count} passages from ${d.documents} documents`;
  if (typeof d.word_count === "number") return `${d.word_count} words, ${d.citations} sources`;
  return null;
}

/** One line for a stretch of the run, in the words of what it did. */
export function phaseLabel(phase: number, steps: StepState[]): string {
  const has = (node: string) => steps.some((s) => s.node === node);
  if (phase === 0) return has("plan") ? "Read the request and drafted a plan" : "Read the request";
  if (phase === 1) return "Searched your documents and drafted the report";
  if (has("queries")) return `Revision ${phase}: searched again and rewrote the report`;
  if (has("composition")) return `Revision ${phase}: rewrote the report`;
  if (has("write")) return "Saved the player and the report";
  return "Finished";
}

const seconds = (ms: number) => (ms < 1000 ? `${ms} ms` : `${(ms / 1000).toFixed(1)} s`);

/**
 * The steps of one stretch of a run (before the plan, gathering evidence, one edit loop), folded into
 * one line once done, so a long run does not pile its rows at the top of the chat. Open while running.
 */
export function StepProgress({ steps, phase, active }: { steps: StepState[]; phase: number; active: boolean }) {
  const running = active && steps.some((s) => s.status === "started");
  const [open, setOpen] = useState(running);
  useEffect(() => setOpen(running), [running]);
  if (steps.length === 0) return null;
  const total = steps.reduce((sum, s) => sum + (s.durationMs ?? 0), 0);
  const done = steps.every((s) => s.status === "completed");
  return (
    <details
      className="group rounded-lg border border-transparent text-sm open:border-border open:bg-muted/30"
      open={open}
      onToggle={(e) => setOpen(e.currentTarget.open)}
      data-testid="step-group"
      data-phase={phase}
    >
      <summary className="flex cursor-pointer list-none items-center gap-2 rounded-lg px-2 py-1 hover:bg-muted/60 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring [&::-webkit-details-marker]:hidden">
        {done ? <Check className="size-3.5 shrink-0 text-success" aria-hidden /> : <Loader2 className={cn("size-3.5 shrink-0 text-muted-foreground", running && "animate-spin")} aria-hidden />}
        <span className={cn("min-w-0", done ? "text-muted-foreground" : "font-medium")}>{phaseLabel(phase, steps)}</span>
        <span className="ml-auto flex shrink-0 items-center gap-1 text-xs tabular-nums text-muted-foreground">
          {steps.length} {steps.length === 1 ? "step" : "steps"}
          {done ? ` · ${seconds(total)}` : null}
          <ChevronRight className="size-3.5 transition-transform group-open:rotate-90" aria-hidden />
        </span>
      </summary>
      <ol className="space-y-1 px-2 pb-2 pt-1" aria-label="Workflow progress" data-testid="step-progress">
        {steps.map((step, i) => {
          const stepRunning = step.status === "started" && active;
          const detail = describe(step);
          return (
            <li key={i} className="flex min-w-0 items-center gap-2 pl-5" data-testid="step" data-node={step.node} data-status={step.status}>
              {step.status === "completed" ? (
                <Check className="size-3.5 shrink-0 text-success" aria-hidden />
              ) : (
                <Loader2 className={cn("size-3.5 shrink-0 text-muted-foreground", stepRunning && "animate-spin")} aria-hidden />
              )}
              <span className={cn("shrink-0", step.status === "completed" ? "text-muted-foreground" : "font-medium")}>{LABEL[step.node] ?? step.node}</span>
              {detail ? <span className="min-w-0 truncate text-xs text-muted-foreground">· {detail}</span> : null}
              <span className="ml-auto shrink-0 text-xs tabular-nums text-muted-foreground">
                {step.durationMs !== undefined ? `${step.durationMs} ms` : stepRunning ? <span className="sr-only">running</span> : null}
              </span>
            </li>
          );
        })}
      </ol>
    </details>
  );
}

/** The run's steps split by phase, in order. */
export function stepsByPhase(steps: StepState[]): Map<number, StepState[]> {
  const groups = new Map<number, StepState[]>();
  for (const step of steps) groups.set(step.phase, [...(groups.get(step.phase) ?? []), step]);
  return groups;
}
