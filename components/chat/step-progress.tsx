import { Check, Loader2 } from "lucide-react";
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

/** Which step is running and how long each took; a re-run step (edit loop) is listed again. */
export function StepProgress({ steps, active }: { steps: StepState[]; active: boolean }) {
  if (steps.length === 0) return null;
  return (
    <ol className="space-y-1 text-sm" aria-label="Workflow progress" data-testid="step-progress">
      {steps.map((step, i) => {
        const running = step.status === "started" && active;
        const detail = describe(step);
        return (
          <li key={i} className="flex items-center gap-2" data-testid="step" data-node={step.node} data-status={step.status}>
            {step.status === "completed" ? (
              <Check className="size-3.5 shrink-0 text-success" aria-hidden />
            ) : (
              <Loader2 className={cn("size-3.5 shrink-0 text-muted-foreground", running && "animate-spin")} aria-hidden />
            )}
            <span className={cn(step.status === "completed" ? "text-muted-foreground" : "font-medium")}>{LABEL[step.node] ?? step.node}</span>
            {detail ? <span className="truncate text-xs text-muted-foreground">· {detail}</span> : null}
            <span className="ml-auto shrink-0 text-xs tabular-nums text-muted-foreground">
              {step.durationMs !== undefined ? `${step.durationMs} ms` : running ? <span className="sr-only">running</span> : null}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
