"use client";
import { Globe } from "lucide-react";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";
import { apiFetch } from "@/lib/client/api";
import { formatDateTime } from "@/lib/format";
import type { BriefFact, ConsentRequest, ResearchBriefBody, ResearchBriefEvent } from "@/lib/research/types";
import { BriefView } from "./brief-view";
import { ConsentCard } from "./consent-card";
import { mergeFact } from "./merge-fact";

export type StoredBrief = { id: string; version: number; createdAt: string; body: ResearchBriefBody };

const toEvent = (b: StoredBrief, playerId: string): ResearchBriefEvent => ({ brief_id: b.id, consent: b.body.consent, engine: b.body.engine, player_id: playerId, version: b.version, player_name: b.body.playerName, narrative: b.body.narrative, facts: b.body.facts, sources: b.body.sources });

/** The player page's external research (RES-09): button → consent card → brief; briefs by version. */
export function ResearchPanel({ playerId, briefs: initial }: { playerId: string; briefs: StoredBrief[] }) {
  const router = useRouter();
  const [briefs, setBriefs] = useState(initial);
  const [consent, setConsent] = useState<ConsentRequest | null>(null);
  const [busy, setBusy] = useState(false);
  const [openId, setOpenId] = useState<string | null>(initial[0]?.id ?? null);
  const [busyFact, setBusyFact] = useState<string | null>(null);
  const open = briefs.find((b) => b.id === openId) ?? null;

  const ask = async () => {
    setBusy(true);
    try {
      setConsent((await apiFetch<{ consent: ConsentRequest }>(`/api/research/players/${playerId}`)).consent);
    } catch (err) {
      toast.error(err instanceof Error ? err.message : "Could not prepare research.");
    } finally {
      setBusy(false);
    }
  };

  const decide = async (approved: boolean) => {
    setBusy(true);
    try {
      await apiFetch(`/api/research/players/${playerId}`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ consent: approved }) });
      const { briefs: list } = await apiFetch<{ briefs: StoredBrief[] }>(`/api/research/players/${playerId}`);
      setBriefs(list);
      setOpenId(list[0]?.id ?? null);
      setConsent(null);
    } catch (err) {
      toast.error(err instanceof Error ? err.message : "Research failed.");
    } finally {
      setBusy(false);
    }
  };

  const onMerge = async (fact: BriefFact) => {
    if (!open) return;
    setBusyFact(fact.id);
    try {
      const out = await mergeFact(open.id, fact.id);
      setBriefs((all) => all.map((b) => (b.id === open.id ? { ...b, body: { ...b.body, merged: out.merged } } : b)));
      toast.success("Merged into the profile, with its source recorded.");
      router.refresh();
    } catch (err) {
      toast.error(err instanceof Error ? err.message : "Could not merge.");
    } finally {
      setBusyFact(null);
    }
  };

  return (
    <Card data-testid="research-panel" className="lg:col-span-2">
      <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-2">
        <div className="space-y-1.5">
          <h2 className="leading-none font-semibold">External research</h2>
          <CardDescription>{briefs.length === 0 ? "What outside sources say that the profile lacks or contradicts." : `${briefs.length} brief${briefs.length === 1 ? "" : "s"}, latest first. Each run adds a version.`}</CardDescription>
        </div>
        <Button variant="outline" onClick={ask} disabled={busy || Boolean(consent)} data-testid="research-externally">
          <Globe className="size-4" aria-hidden /> Research externally
        </Button>
      </CardHeader>
      <CardContent className="space-y-4">
        {consent ? <ConsentCard consent={consent} decided={false} busy={busy} onDecide={decide} /> : null}
        {briefs.length > 0 ? (
          <ol className="flex flex-wrap gap-2" aria-label="Research briefs" data-testid="research-history">
            {briefs.map((b) => (
              <li key={b.id}>
                <Button size="sm" variant={b.id === openId ? "secondary" : "ghost"} onClick={() => setOpenId(b.id)} data-testid="research-history-item">
                  v{b.version} · {formatDateTime(b.createdAt)}
                </Button>
              </li>
            ))}
          </ol>
        ) : null}
        {open ? <BriefView brief={toEvent(open, playerId)} merged={open.body.merged.map((m) => m.factId)} onMerge={onMerge} busyFact={busyFact} /> : null}
      </CardContent>
    </Card>
  );
}
