"use client";
import { apiFetch } from "@/lib/client/api";

/** RES-08: one explicit merge of one outside fact into the profile. */
export function mergeFact(briefId: string, factId: string) {
  return apiFetch<{ player_id: string; field: string; source: string; merged: { factId: string; at: string }[] }>(`/api/research/briefs/${briefId}/merge`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ fact_id: factId }),
  });
}
