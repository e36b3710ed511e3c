"use client";
import { ArrowDown, ArrowUp, Ban, Check, Pencil, Plus, Trash2, X } from "lucide-react";
import { useState } from "react";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from "@/components/ui/alert-dialog";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import type { PlanOutcome } from "@/lib/client/chat-reducer";
import type { PlanProposal } from "@/lib/scouting/workflow/events";

const MIN_STEPS = 4;
const MAX_STEPS = 7;
const MAX_HINTS = 10;
const SPORT_LABEL: Record<string, string> = { nba: "Basketball (NBA)", football: "American football", soccer: "Soccer", unknown: "Sport unknown" };

/**
 * FR-07 plan approval: the steps read as plain sentences and become editable (4–7 kept) on request;
 * hints are removable chips; approve as-is or with edits; cancelling asks first.
 */
export function PlanCard({ proposal, decided, outcome, busy, onApprove, onDecline }: {
  proposal: PlanProposal;
  decided: boolean;
  /** How the gate was answered; undefined while it waits. */
  outcome?: PlanOutcome;
  busy: boolean;
  onApprove: (edits: { plan_steps?: string[]; query_hints?: string[] }) => void;
  onDecline: () => void;
}) {
  const [steps, setSteps] = useState(proposal.plan_steps);
  const [hints, setHints] = useState(proposal.query_hints);
  const [newHint, setNewHint] = useState("");
  const [editingSteps, setEditingSteps] = useState(false);
  const edited = JSON.stringify(steps) !== JSON.stringify(proposal.plan_steps) || JSON.stringify(hints) !== JSON.stringify(proposal.query_hints);
  const stepsValid = steps.length >= MIN_STEPS && steps.length <= MAX_STEPS && steps.every((s) => s.trim() && s.length <= 500);
  const locked = decided || busy;

  const move = (i: number, by: number) => {
    const next = steps.slice();
    [next[i], next[i + by]] = [next[i + by], next[i]];
    setSteps(next);
  };
  const addHint = () => {
    const h = newHint.trim().slice(0, 100);
    if (h && !hints.includes(h) && hints.length < MAX_HINTS) setHints([...hints, h]);
    setNewHint("");
  };

  return (
    <Card data-testid="plan-card" className="gap-4">
      <CardHeader>
        <CardTitle>
          <h3 className="text-base">Plan for {proposal.player_name}</h3>
        </CardTitle>
        <CardDescription className="flex flex-wrap items-center gap-2">
          <Badge variant="secondary" data-testid="sport-guess">{SPORT_LABEL[proposal.sport_guess] ?? proposal.sport_guess}</Badge>
          {proposal.documents_found !== undefined && (
            <Badge variant="outline" data-testid="documents-found">
              Found in {proposal.documents_found} document{proposal.documents_found === 1 ? "" : "s"}
            </Badge>
          )}
          {outcome === "cancelled" ? (
            <span className="inline-flex items-center gap-1 text-muted-foreground" data-testid="plan-status" data-status="cancelled"><Ban className="size-3.5" aria-hidden /> Cancelled</span>
          ) : decided ? (
            <span className="inline-flex items-center gap-1 text-success" data-testid="plan-status" data-status="approved"><Check className="size-3.5" aria-hidden /> Approved</span>
          ) : (
            <span>Review the steps and search hints, then approve.</span>
          )}
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <ol className="space-y-2" aria-label="Plan steps">
          {steps.map((stepText, i) => (
            <li key={i} className="flex items-start gap-2" data-testid="plan-step">
              <span className={`w-5 shrink-0 text-right text-sm tabular-nums text-muted-foreground ${editingSteps && !locked ? "pt-1.5" : "pt-px"}`}>{i + 1}.</span>
              {locked || !editingSteps ? (
                <span className="min-w-0 flex-1 text-sm leading-relaxed [overflow-wrap:anywhere]">{stepText}</span>
              ) : (
                <div className="flex min-w-0 flex-1 flex-col gap-1 sm:flex-row sm:items-start">
                  <Textarea
                    value={stepText}
                    maxLength={500}
                    rows={1}
                    aria-label={`Step ${i + 1}`}
                    onChange={(e) => setSteps(steps.map((s, j) => (j === i ? e.target.value : s)))}
                    className="min-h-8 resize-none py-1.5 text-sm"
                  />
                  <div className="flex shrink-0 justify-end">
                    <Button variant="ghost" size="icon" className="size-8" disabled={i === 0} onClick={() => move(i, -1)} aria-label={`Move step ${i + 1} up`}>
                      <ArrowUp className="size-3.5" aria-hidden />
                    </Button>
                    <Button variant="ghost" size="icon" className="size-8" disabled={i === steps.length - 1} onClick={() => move(i, 1)} aria-label={`Move step ${i + 1} down`}>
                      <ArrowDown className="size-3.5" aria-hidden />
                    </Button>
                    <Button variant="ghost" size="icon" className="size-8" disabled={steps.length <= MIN_STEPS} onClick={() => setSteps(steps.filter((_, j) => j !== i))} aria-label={`Remove step ${i + 1}`}>
                      <Trash2 className="size-3.5" aria-hidden />
                    </Button>
                  </div>
                </div>
              )}
            </li>
          ))}
        </ol>
        {!locked && !editingSteps && (
          <Button variant="outline" size="sm" onClick={() => setEditingSteps(true)} data-testid="edit-steps">
            <Pencil className="size-3.5" aria-hidden /> Edit steps
          </Button>
        )}
        {!locked && editingSteps && (
          <Button variant="outline" size="sm" disabled={steps.length >= MAX_STEPS} onClick={() => setSteps([...steps, ""])} data-testid="add-step">
            <Plus className="size-3.5" aria-hidden /> Add step
          </Button>
        )}
        {!stepsValid && !locked && <p className="text-sm text-destructive">Keep between {MIN_STEPS} and {MAX_STEPS} non-empty steps.</p>}
        <div className="space-y-2">
          <p className="text-sm font-medium" id="hints-label">Search hints</p>
          <ul className="flex min-w-0 flex-wrap gap-1.5" aria-labelledby="hints-label">
            {hints.length === 0 && <li className="text-sm text-muted-foreground">None</li>}
            {hints.map((h) => (
              <li key={h} className="max-w-full">
                <Badge variant="outline" className="max-w-full shrink gap-1 whitespace-normal pr-1 text-left [overflow-wrap:anywhere]" data-testid="hint-chip">
                  {h}
                  {!locked && (
                    <button type="button" onClick={() => setHints(hints.filter((x) => x !== h))} aria-label={`Remove hint ${h}`} className="shrink-0 rounded-sm p-0.5 hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring">
                      <X className="size-3" aria-hidden />
                    </button>
                  )}
                </Badge>
              </li>
            ))}
          </ul>
          {!locked && (
            <form
              className="flex gap-2"
              onSubmit={(e) => {
                e.preventDefault();
                addHint();
              }}
            >
              <Input value={newHint} onChange={(e) => setNewHint(e.target.value)} maxLength={100} placeholder="Add a hint, e.g. pick and roll defense" aria-label="New search hint" className="h-8 text-sm" data-testid="hint-input" />
              <Button type="submit" variant="outline" size="sm" disabled={!newHint.trim() || hints.length >= MAX_HINTS}>
                Add
              </Button>
            </form>
          )}
        </div>
      </CardContent>
      {!decided && (
        <CardFooter className="flex flex-wrap gap-2">
          <Button
            disabled={busy || !stepsValid}
            onClick={() => onApprove(edited ? { plan_steps: steps.map((s) => s.trim()), query_hints: hints } : {})}
            data-testid="approve-plan"
          >
            <Check className="size-4" aria-hidden /> {edited ? "Save edits and approve" : "Approve plan"}
          </Button>
          <AlertDialog>
            <AlertDialogTrigger asChild>
              <Button variant="ghost" disabled={busy} data-testid="decline-plan">
                Cancel
              </Button>
            </AlertDialogTrigger>
            <AlertDialogContent>
              <AlertDialogHeader>
                <AlertDialogTitle>Cancel this request?</AlertDialogTitle>
                <AlertDialogDescription>
                  Scout stops before searching your documents for {proposal.player_name}. Nothing is saved; you can ask again at any time.
                </AlertDialogDescription>
              </AlertDialogHeader>
              <AlertDialogFooter>
                <AlertDialogCancel data-testid="keep-plan">Keep the plan</AlertDialogCancel>
                <AlertDialogAction onClick={onDecline} data-testid="confirm-decline-plan">
                  Cancel request
                </AlertDialogAction>
              </AlertDialogFooter>
            </AlertDialogContent>
          </AlertDialog>
        </CardFooter>
      )}
    </Card>
  );
}
