"use client";
import { ExternalLink } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import type { BriefFact, ResearchBriefEvent } from "@/lib/research/types";

const FIELD: Record<BriefFact["field"], string> = {
  positions: "Position",
  teams: "Current team",
  league: "League",
  height_cm: "Height",
  weight_kg: "Weight",
  role_projection: "Role projection",
  strengths: "Strengths",
  weaknesses: "Weaknesses",
};

/**
 * A gap brief (RES-07): narrative, then each outside fact against the profile with its source,
 * date and licence. Outside text is shown as text (React escapes it), never as HTML.
 */
export function BriefView({ brief, merged = [], onMerge, busyFact }: { brief: ResearchBriefEvent; merged?: string[]; onMerge?: (fact: BriefFact) => void; busyFact?: string | null }) {
  const fetched = brief.sources.filter((s) => s.status === "fetched");
  const cite = (url: string) => fetched.findIndex((s) => s.url === url) + 1;
  return (
    <div className="space-y-4" data-testid="research-brief">
      <div className="flex flex-wrap items-center gap-2">
        <h3 className="font-semibold">Research brief: {brief.player_name}</h3>
        <Badge variant="outline" data-testid="brief-version">
          Version {brief.version}
        </Badge>
        {brief.consent !== undefined ? (
          <span className="text-xs text-muted-foreground" data-testid="brief-consent">
            {brief.consent ? "Consent given" : "Consent declined: outside text only"} · {brief.engine === "model" ? "written by the model" : "rules engine"}
          </span>
        ) : null}
      </div>
      <p className="text-sm leading-relaxed" data-testid="brief-narrative">
        {brief.narrative}
      </p>
      {brief.facts.length > 0 ? (
        <ul className="divide-y rounded-md border" aria-label="Outside facts">
          {brief.facts.map((f) => {
            const isMerged = merged.includes(f.id);
            return (
              <li key={f.id} className="space-y-1 p-3 text-sm" data-testid="brief-fact" data-kind={f.kind} data-field={f.field}>
                <div className="flex flex-wrap items-center gap-2">
                  <Badge variant={f.kind === "contradiction" ? "destructive" : "secondary"}>{f.kind === "contradiction" ? "Contradicts profile" : "Missing from profile"}</Badge>
                  {f.newer ? <Badge variant="outline">Newer than profile</Badge> : null}
                  <span className="font-medium">{FIELD[f.field]}:</span>
                  <span>{f.value}</span>
                  {f.profileValue ? <span className="text-muted-foreground">(profile: {f.profileValue})</span> : null}
                </div>
                {f.quote ? <blockquote className="border-l-2 pl-2 text-xs text-muted-foreground">“{f.quote}”</blockquote> : null}
                <div className="flex flex-wrap items-center justify-between gap-2 text-xs text-muted-foreground">
                  <span>
                    [{cite(f.source.url)}] {f.source.title}
                    {f.source.date ? `, ${f.source.date}` : ""} · {f.source.license} · {f.source.attribution}
                  </span>
                  {onMerge ? (
                    <Button size="sm" variant={isMerged ? "ghost" : "outline"} disabled={isMerged || busyFact === f.id} onClick={() => onMerge(f)} data-testid="merge-fact">
                      {isMerged ? "Merged into profile" : "Merge into profile"}
                    </Button>
                  ) : null}
                </div>
              </li>
            );
          })}
        </ul>
      ) : null}
      <ol className="space-y-1 text-xs text-muted-foreground" aria-label="Sources" data-testid="brief-sources">
        {brief.sources.map((s) => (
          <li key={s.url} className="flex flex-wrap items-center gap-1">
            {s.status === "fetched" ? `[${cite(s.url)}]` : <Badge variant="outline">skipped{s.reason ? `: ${s.reason.replace(/_/g, " ")}` : ""}</Badge>}
            {/^https?:/.test(s.url) ? (
              <a href={s.url} target="_blank" rel="noopener noreferrer nofollow" className="inline-flex items-center gap-1 underline-offset-4 hover:underline">
                {s.title} <ExternalLink className="size-3" aria-hidden />
              </a>
            ) : (
              <span>{s.title}</span>
            )}
            <span>
              · {s.license} · {s.attribution}
            </span>
          </li>
        ))}
      </ol>
    </div>
  );
}
