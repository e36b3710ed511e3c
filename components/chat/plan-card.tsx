"use client";
import { ArrowDown, ArrowUp, Check, Plus, Trash2, X } from "lucide-react";
import { useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import type { PlanProposal } from "@/lib/scouting/workflow/events";

const MIN_STEPS = 4;
const MAX_STEPS = 7;
const MAX_HINTS = 10;
const SPORT_LABEL: Record<string, string> = { nba: "Basketball (NBA)", football: "American football", soccer: "Soccer", unknown: "Sport unknown" };

/** FR-07 plan approval: steps editable (4–7 kept), hints as removable chips; approve as-is or with edits. */
export function PlanCard({ proposal, decided, busy, onApprove, onDecline }: {
  proposal: PlanProposal;
  decided: boolean;
  busy: boolean;
  onApprove: (edits: { plan_steps?: string[]; query_hints?: string[] }) => void;
  onDecline: () => void;
}) {
  const [steps, setSteps] = useState(proposal.plan_steps);
  const [hints, setHints] = useState(proposal.query_hints);
  const [newHint, setNewHint] = useState("");
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
          {decided ? <span className="inline-flex items-center gap-1 text-success"><Check className="size-3.5" aria-hidden /> Approved</span> : <span>Review the steps and search hints, then approve.</span>}
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <ol className="space-y-2" aria-label="Plan steps">
          {steps.map((stepText, i) => (
            <li key={i} className="flex items-center gap-2" data-testid="plan-step">
              <span className="w-5 shrink-0 text-right text-xs tabular-nums text-muted-foreground">{i + 1}.</span>
              {locked ? (
                <span className="text-sm">{stepText}</span>
              ) : (
                <>
                  <Input
                    value={stepText}
                    maxLength={500}
                    aria-label={`Step ${i + 1}`}
                    onChange={(e) => setSteps(steps.map((s, j) => (j === i ? e.target.value : s)))}
                    className="h-8 text-sm"
                  />
                  <Button variant="ghost" size="icon" className="size-8" disabled={i === 0} onClick={() => move(i, -1)} aria-label={`Move step ${i + 1} up`}>
                    <ArrowUp className="size-3.5" aria-hidden />
                  </Button>
                  <Button variant="ghost" size="icon" className="size-8" disabled={i === steps.length - 1} onClick={() => move(i, 1)} aria-label={`Move step ${i + 1} down`}>
                    <ArrowDown className="size-3.5" aria-hidden />
                  </Button>
                  <Button variant="ghost" size="icon" className="size-8" disabled={steps.length <= MIN_STEPS} onClick={() => setSteps(steps.filter((_, j) => j !== i))} aria-label={`Remove step ${i + 1}`}>
                    <Trash2 className="size-3.5" aria-hidden />
                  </Button>
                </>
              )}
            </li>
          ))}
        </ol>
        {!locked && (
          <Button variant="outline" size="sm" disabled={steps.length >= MAX_STEPS} onClick={() => setSteps([...steps, ""])} data-testid="add-step">
            <Plus className="size-3.5" aria-hidden /> Add step
          </Button>
        )}
        {!stepsValid && !locked && <p className="text-sm text-destructive">Keep between {MIN_STEPS} and {MAX_STEPS} non-empty steps.</p>}
        <div className="space-y-2">
          <p className="text-sm font-medium" id="hints-label">Search hints</p>
          <ul className="flex flex-wrap gap-1.5" aria-labelledby="hints-label">
            {hints.length === 0 && <li className="text-sm text-muted-foreground">None</li>}
            {hints.map((h) => (
              <li key={h}>
                <Badge variant="outline" className="gap-1 pr-1" data-testid="hint-chip">
                  {h}
                  {!locked && (
                    <button type="button" onClick={() => setHints(hints.filter((x) => x !== h))} aria-label={`Remove hint ${h}`} className="rounded-sm p-0.5 hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring">
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
          <Button variant="ghost" disabled={busy} onClick={onDecline} data-testid="decline-plan">
            Cancel
          </Button>
        </CardFooter>
      )}
    </Card>
  );
}
