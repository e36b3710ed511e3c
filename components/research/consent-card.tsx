"use client";
import { ShieldCheck } from "lucide-react";
import { Button } from "@/components/ui/button";
import type { ConsentRequest } from "@/lib/research/types";

/** RES-05: what would leave, and where to, before external research runs. */
export function ConsentCard({ consent, decided, busy, onDecide }: { consent: ConsentRequest; decided: boolean; busy: boolean; onDecide: (approved: boolean) => void }) {
  return (
    <div className="space-y-3 rounded-lg border bg-card p-4" data-testid="research-consent-card">
      <div className="flex items-center gap-2">
        <ShieldCheck className="size-4 text-muted-foreground" aria-hidden />
        <h3 className="font-semibold">Research {consent.player_name} externally?</h3>
      </div>
      <p className="text-sm text-muted-foreground">This is what would leave Scout, and where it would go. Outside pages are read as untrusted text and never become your evidence unless you merge a fact.</p>
      <table className="w-full text-sm">
        <thead>
          <tr className="text-left text-xs text-muted-foreground">
            <th className="py-1 pr-2 font-medium">What</th>
            <th className="py-1 font-medium">To</th>
          </tr>
        </thead>
        <tbody>
          {consent.items.map((item, i) => (
            <tr key={i} className="border-t align-top" data-testid="consent-item">
              <td className="py-1 pr-2">{item.what}</td>
              <td className="py-1">{item.to}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {decided ? null : (
        <div className="flex flex-wrap gap-2">
          <Button onClick={() => onDecide(true)} disabled={busy} data-testid="approve-research">
            Approve and research
          </Button>
          <Button variant="outline" onClick={() => onDecide(false)} disabled={busy} data-testid="decline-research">
            Decline (outside text only)
          </Button>
        </div>
      )}
    </div>
  );
}
