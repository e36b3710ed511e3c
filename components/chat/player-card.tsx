"use client";
import { Check, ChevronDown, PencilLine, RefreshCw, X } from "lucide-react";
import { useState } from "react";
import ReactMarkdown from "react-markdown";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { Collapsible, CollapsibleContent, CollapsibleTrigger } from "@/components/ui/collapsible";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import type { PlayerPreviewEvent } from "@/lib/scouting/workflow/events";
import { PlayerFieldsView } from "./player-fields-view";

const MAX_FEEDBACK = 1000;
type Action = "approve" | "reject" | "edit_wording" | "edit_content";

/** FR-08 player approval: the card, 5–8 bullets, the full report; approve, reject or edit. */
export function PlayerCard({ preview, revision, decided, busy, onDecide }: {
  preview: PlayerPreviewEvent;
  revision: number;
  decided: boolean;
  busy: boolean;
  onDecide: (action: Action, feedback?: string) => void;
}) {
  const [editing, setEditing] = useState<"edit_wording" | "edit_content" | null>(null);
  const [feedback, setFeedback] = useState("");
  const locked = decided || busy;
  return (
    <Card data-testid="player-preview-card" className="gap-4">
      <CardHeader>
        <CardTitle>
          <h3 className="text-base">
            {preview.player_fields.display_name}
            {revision > 1 ? <span className="ml-2 text-xs font-normal text-muted-foreground">revision {revision}</span> : null}
          </h3>
        </CardTitle>
        <CardDescription>{decided ? "Decision sent." : "Review the player card and report. Nothing is saved until you approve."}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <Collapsible defaultOpen>
          <CollapsibleTrigger className="group flex w-full items-center justify-between rounded-md py-1 text-sm font-semibold focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring">
            Player card
            <ChevronDown className="size-4 transition-transform group-data-[state=open]:rotate-180" aria-hidden />
          </CollapsibleTrigger>
          <CollapsibleContent className="pt-2">
            <PlayerFieldsView fields={preview.player_fields} />
          </CollapsibleContent>
        </Collapsible>
        <section aria-label="Summary">
          <h4 className="mb-1 text-sm font-semibold">Summary</h4>
          <ul className="list-disc space-y-1 pl-5 text-sm" data-testid="report-summary">
            {preview.report_summary.map((b, i) => (
              <li key={i}>{b}</li>
            ))}
          </ul>
        </section>
        <Collapsible>
          <CollapsibleTrigger className="group flex w-full items-center justify-between rounded-md py-1 text-sm font-semibold focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring" data-testid="toggle-full-report">
            Full report
            <ChevronDown className="size-4 transition-transform group-data-[state=open]:rotate-180" aria-hidden />
          </CollapsibleTrigger>
          <CollapsibleContent className="pt-2">
            <div className="prose-report max-h-[28rem] overflow-y-auto rounded-md border bg-muted/30 p-4 text-sm" data-testid="full-report">
              <ReactMarkdown>{preview.report_text}</ReactMarkdown>
            </div>
          </CollapsibleContent>
        </Collapsible>
        {editing && !locked && (
          <div className="space-y-2">
            <Label htmlFor="feedback">{editing === "edit_wording" ? "How should the wording change?" : "What content should change?"}</Label>
            <Textarea
              id="feedback"
              value={feedback}
              maxLength={MAX_FEEDBACK}
              onChange={(e) => setFeedback(e.target.value)}
              placeholder={editing === "edit_wording" ? "e.g. Make it shorter and lead with his defense" : "e.g. Check his injury history"}
              aria-describedby="feedback-count"
              data-testid="feedback-input"
              autoFocus
            />
            <div className="flex items-center justify-between">
              <span id="feedback-count" className="text-xs tabular-nums text-muted-foreground" data-testid="feedback-count">
                {feedback.length}/{MAX_FEEDBACK}
              </span>
              <div className="flex gap-2">
                <Button variant="ghost" size="sm" onClick={() => setEditing(null)}>
                  Cancel
                </Button>
                <Button size="sm" disabled={busy} onClick={() => onDecide(editing, feedback.trim() || undefined)} data-testid="send-feedback">
                  <RefreshCw className="size-3.5" aria-hidden /> {editing === "edit_wording" ? "Rewrite report" : "Gather again"}
                </Button>
              </div>
            </div>
          </div>
        )}
      </CardContent>
      {!decided && !editing && (
        <CardFooter className="flex flex-wrap gap-2">
          <Button disabled={locked} onClick={() => onDecide("approve")} data-testid="approve-player">
            <Check className="size-4" aria-hidden /> Approve and save
          </Button>
          <Button variant="outline" disabled={locked} onClick={() => onDecide("reject")} data-testid="reject-player">
            <X className="size-4" aria-hidden /> Reject
          </Button>
          <Button variant="ghost" disabled={locked} onClick={() => setEditing("edit_wording")} data-testid="edit-wording">
            <PencilLine className="size-4" aria-hidden /> Edit wording
          </Button>
          <Button variant="ghost" disabled={locked} onClick={() => setEditing("edit_content")} data-testid="edit-content">
            <RefreshCw className="size-4" aria-hidden /> Edit content
          </Button>
        </CardFooter>
      )}
    </Card>
  );
}
