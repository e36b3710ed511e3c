"use client";
import { AlertCircle, Bot, RotateCcw } from "lucide-react";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import type { Turn } from "@/lib/client/chat-reducer";
import { CapabilityView } from "./capability-view";
import { ClarificationCard } from "./clarification-card";
import { CoverageCard } from "./coverage-card";
import { FinalCard } from "./final-card";
import { PlanCard } from "./plan-card";
import { PlayerCard } from "./player-card";
import { StepProgress, stepsByPhase } from "./step-progress";

export type TurnHandlers = {
  resume: (payload: Record<string, unknown>) => void;
  retry: (request: string) => void;
};

/** One request and everything its run produced, in order. */
export function TurnView({ turn, isLatest, busy, handlers }: { turn: Turn; isLatest: boolean; busy: boolean; handlers: TurnHandlers }) {
  const preview = turn.previews[turn.previews.length - 1];
  // Each stretch of the run sits beside the card it led to: planning above the plan, gathering above
  // the coverage, each revision above the player card it produced.
  const phases = stepsByPhase(turn.steps);
  const active = isLatest && busy;
  const group = (phase: number) => <StepProgress key={`phase-${phase}`} phase={phase} steps={phases.get(phase) ?? []} active={active} />;
  const later = [...phases.keys()].filter((p) => p >= 2).sort((a, b) => a - b);
  return (
    <section className="space-y-3" data-testid="turn" aria-label={`Request: ${turn.request}`}>
      <div className="flex justify-end">
        <p className="max-w-[85%] whitespace-pre-wrap rounded-2xl rounded-br-sm bg-primary px-4 py-2 text-sm text-primary-foreground" data-testid="user-message">
          {turn.request}
        </p>
      </div>
      <div className="space-y-3">
        {group(0)}
        {turn.clarification && (
          <ClarificationCard
            request={turn.clarification.request}
            answered={turn.clarification.answered || !isLatest}
            busy={busy}
            onAnswer={(name, proceedAnyway) => handlers.resume({ type: "clarification", player_name: name, ...(proceedAnyway ? { proceed_anyway: true } : {}) })}
          />
        )}
        {turn.plan && (
          <PlanCard
            key={turn.runId}
            proposal={turn.plan.proposal}
            decided={turn.plan.decided || !isLatest}
            outcome={turn.plan.outcome ?? (isLatest ? undefined : "cancelled")}
            busy={busy}
            onApprove={(edits) => handlers.resume({ type: "plan_approval", approved: true, ...edits })}
            onDecline={() => handlers.resume({ type: "plan_approval", approved: false })}
          />
        )}
        {group(1)}
        {turn.coverage && <CoverageCard coverage={turn.coverage} warnings={turn.warnings} />}
        {later.map(group)}
        {turn.revisions?.map((r) => (
          <div key={r.revision} className="space-y-1" data-testid="revision">
            <div className="flex justify-end">
              <p className="max-w-[85%] whitespace-pre-wrap break-words rounded-2xl rounded-br-sm bg-primary px-4 py-2 text-sm text-primary-foreground" data-testid="revision-feedback">
                <span className="font-medium">{r.kind === "content" ? "Edit content: " : "Edit wording: "}</span>
                {r.feedback || "(no details)"}
              </p>
            </div>
            {r.note && (
              <p className="flex gap-2 text-xs text-muted-foreground" data-testid="revision-note">
                <Bot className="mt-0.5 size-3.5 shrink-0" aria-hidden />
                <span className="break-words">{r.note}</span>
              </p>
            )}
          </div>
        ))}
        {preview && (
          <PlayerCard
            key={turn.previews.length}
            preview={preview}
            revision={turn.previews.length}
            decided={turn.previewDecided || !isLatest}
            busy={busy}
            onDecide={(action, feedback) => handlers.resume({ type: "player_approval", action, ...(feedback ? { feedback } : {}) })}
          />
        )}
        <CapabilityView events={turn.capability} isLatest={isLatest} busy={busy} handlers={handlers} />
        {turn.assistant && (
          <div className="flex gap-2 text-sm" data-testid="assistant-message">
            <Bot className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden />
            <p className="rounded-2xl rounded-bl-sm bg-muted px-4 py-2">{turn.assistant}</p>
          </div>
        )}
        {turn.final && <FinalCard final={turn.final} />}
        {turn.error && (
          <Alert variant="destructive" data-testid="run-error">
            <AlertCircle className="size-4" aria-hidden />
            <AlertTitle>The run stopped</AlertTitle>
            <AlertDescription className="flex flex-wrap items-center gap-3">
              <span>{turn.error.message}</span>
              {turn.error.retryable && isLatest && (
                <Button size="sm" variant="outline" disabled={busy} onClick={() => handlers.retry(turn.request)} data-testid="retry-run">
                  <RotateCcw className="size-3.5" aria-hidden /> Try again
                </Button>
              )}
            </AlertDescription>
          </Alert>
        )}
      </div>
    </section>
  );
}
