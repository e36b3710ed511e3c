"use client";
import { BookOpen, RotateCcw } from "lucide-react";
import Link from "next/link";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { coachCardState, STATUS_TEXT, type CoachView } from "@/lib/coaching/card-state";
import { retryMessage } from "@/lib/coaching/retry";
import type { CoachCitation, EvidenceCitation } from "@/lib/coaching/types";
import type { WireEvent } from "@/lib/client/sse";

// The coaching panel's card (COACH-09): three labelled answers in the panel's order, each with its
// status, its streaming text, its citations, and a Retry when it failed.

type Props = { events: WireEvent[]; isLatest: boolean; busy: boolean; onRetry: (request: string) => void };

const STATUS_VARIANT = { waiting: "outline", started: "secondary", streaming: "secondary", completed: "success", skipped: "outline", failed: "destructive", timeout: "destructive" } as const;

export function CoachPanelCard({ events, isLatest, busy, onRetry }: Props) {
  const { coaches, panel, done } = coachCardState(events);
  return (
    <Card data-testid="coach-panel" className="gap-3">
      <CardHeader>
        <CardTitle className="flex flex-wrap items-center gap-2 text-base">
          <h3>Coaching panel</h3>
          {panel?.player && (
            <Link href={`/players/${panel.player.id}`} className="text-sm font-normal text-muted-foreground underline-offset-2 hover:underline">
              {panel.player.name}
            </Link>
          )}
          {panel && (
            <Badge variant="outline" className="font-normal" data-testid="coach-engine">
              {panel.engine === "rules" ? `Rules engine · knowledge base ${panel.knowledgeVersion}` : "Model"}
            </Badge>
          )}
        </CardTitle>
      </CardHeader>
      <CardContent className="space-y-4">
        {panel?.message && <p className="text-sm" data-testid="coach-panel-message">{panel.message}</p>}
        {coaches.map((c) => (
          <CoachAnswer key={c.coach} view={c} canRetry={done && isLatest && !busy} onRetry={() => onRetry(retryMessage(c.coach))} />
        ))}
      </CardContent>
    </Card>
  );
}

function CoachAnswer({ view, canRetry, onRetry }: { view: CoachView; canRetry: boolean; onRetry: () => void }) {
  const failed = view.status === "failed" || view.status === "timeout";
  const evidence = view.citations.filter((c): c is EvidenceCitation => c.kind === "evidence");
  const byTag = new Map(evidence.map((c) => [c.tag, c]));
  const knowledge = view.citations.filter((c) => c.kind === "knowledge");
  return (
    <section className="space-y-2 border-l-2 pl-3" data-testid="coach-answer" data-coach={view.coach} data-status={view.status} aria-label={view.label}>
      <div className="flex flex-wrap items-center gap-2">
        <h4 className="text-sm font-semibold">{view.label}</h4>
        <Badge variant={STATUS_VARIANT[view.status]} data-testid="coach-status">
          {(view.status === "started" || view.status === "streaming") && <Spinner className="size-3" />}
          {STATUS_TEXT[view.status]}
        </Badge>
        {view.retry && <span className="text-xs text-muted-foreground">retry</span>}
      </div>
      {view.text && (
        <div className="space-y-1.5 text-sm" data-testid="coach-text">
          {view.text.split("\n").map((line, i) => (line.trim() ? <AnswerLine key={i} line={line} byTag={byTag} /> : null))}
        </div>
      )}
      {view.status === "skipped" && view.reason && <p className="text-xs text-muted-foreground">{view.reason}</p>}
      {failed && (
        <div className="flex items-center gap-2">
          <p className="text-sm text-destructive" data-testid="coach-error">{view.reason ?? "The coach could not answer."}</p>
          {canRetry && (
            <Button size="sm" variant="outline" onClick={onRetry} data-testid="coach-retry">
              <RotateCcw className="size-3.5" aria-hidden /> Retry
            </Button>
          )}
        </div>
      )}
      {view.status === "completed" && (evidence.length > 0 || knowledge.length > 0) && <Sources evidence={evidence} knowledge={knowledge} />}
    </section>
  );
}

/** Evidence tags become chips that show the cited passage; general guidance gets its badge. */
function AnswerLine({ line, byTag }: { line: string; byTag: Map<string, EvidenceCitation> }) {
  const general = line.match(/^General guidance(?: \[KB [^\]]+\])?:\s*/);
  const body = general ? line.slice(general[0].length) : line.replace(/^From the report:\s*/, "");
  const parts = body.split(/(\[E\d+\]|\[KB [a-z0-9-]+\])/g);
  return (
    <p
      className={general ? "text-muted-foreground" : line.startsWith("Note:") ? "text-xs text-muted-foreground italic" : undefined}
      data-testid={general ? "coach-general" : line.startsWith("From the report:") ? "coach-fact" : "coach-line"}
    >
      {general && (
        <Badge variant="outline" className="mr-1.5 align-middle font-normal">
          <BookOpen aria-hidden /> General guidance
        </Badge>
      )}
      {parts.map((part, i) => {
        const tag = part.match(/^\[(E\d+)\]$/)?.[1];
        if (tag) {
          const c = byTag.get(tag);
          return (
            <sup key={i} className="ml-0.5 rounded bg-muted px-1 text-[10px] font-medium" title={c ? `${c.documentName}: ${c.quote ?? ""}` : tag} data-testid="coach-evidence-tag">
              {tag}
            </sup>
          );
        }
        if (/^\[KB /.test(part)) return null;
        return <span key={i}>{part}</span>;
      })}
    </p>
  );
}

function Sources({ evidence, knowledge }: { evidence: EvidenceCitation[]; knowledge: CoachCitation[] }) {
  return (
    <details className="text-xs text-muted-foreground" data-testid="coach-sources">
      <summary className="cursor-pointer">
        Sources ({plural(evidence.length, "passage")}, {plural(knowledge.length, "knowledge entry", "knowledge entries")})
      </summary>
      <ul className="mt-1 space-y-1">
        {evidence.map((c) => (
          <li key={c.tag}>
            <span className="font-medium">{c.tag}</span> {c.documentName}
            {c.quote && <>: “{c.quote}”</>}
          </li>
        ))}
        {knowledge.map((c) =>
          c.kind === "knowledge" ? (
            <li key={c.entryId}>
              Knowledge base: {c.title} ({c.entryId}, v{c.version})
            </li>
          ) : null,
        )}
      </ul>
    </details>
  );
}

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
