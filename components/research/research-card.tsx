"use client";
import { useState } from "react";
import { toast } from "sonner";
import type { WireEvent } from "@/lib/client/sse";
import type { BriefFact, ConsentRequest, ResearchBriefEvent, ResearchSourceEvent } from "@/lib/research/types";
import { BriefView } from "./brief-view";
import { ConsentCard } from "./consent-card";
import { mergeFact } from "./merge-fact";

/** The chat's research card: consent gate, sources as they are found/fetched/skipped, the brief. */
export function ResearchCard({ events, isLatest, busy, onResume }: { events: WireEvent[]; isLatest: boolean; busy: boolean; onResume: (payload: Record<string, unknown>) => void }) {
  const consent = events.find((e) => e.type === "research_consent")?.data as ConsentRequest | undefined;
  const sources = events.filter((e) => e.type === "research_source").map((e) => e.data as unknown as ResearchSourceEvent);
  const brief = events.find((e) => e.type === "research_brief")?.data as ResearchBriefEvent | undefined;
  const [merged, setMerged] = useState<string[]>([]);
  const [busyFact, setBusyFact] = useState<string | null>(null);
  const decided = Boolean(brief) || sources.length > 0 || !isLatest;

  const onMerge = async (fact: BriefFact) => {
    if (!brief) return;
    setBusyFact(fact.id);
    try {
      const out = await mergeFact(brief.brief_id, fact.id);
      setMerged(out.merged.map((m) => m.factId));
      toast.success("Merged into the profile, with its source recorded.");
    } catch (err) {
      toast.error(err instanceof Error ? err.message : "Could not merge.");
    } finally {
      setBusyFact(null);
    }
  };

  return (
    <div className="space-y-3" data-testid="research-card">
      {consent ? <ConsentCard consent={consent} decided={decided} busy={busy} onDecide={(approved) => onResume({ type: "research_consent", approved })} /> : null}
      {sources.length > 0 && !brief ? (
        <ul className="space-y-1 rounded-lg border p-3 text-xs text-muted-foreground" data-testid="research-sources">
          {sources.map((s, i) => (
            <li key={i}>
              {s.status === "found" ? "Found" : s.status === "fetched" ? `Read (${s.tokens} tokens)` : `Skipped (${s.reason?.replace(/_/g, " ")})`}: {s.title}
            </li>
          ))}
        </ul>
      ) : null}
      {brief ? (
        <div className="rounded-lg border bg-card p-4">
          <BriefView brief={brief} merged={merged} onMerge={onMerge} busyFact={busyFact} />
        </div>
      ) : null}
    </div>
  );
}
