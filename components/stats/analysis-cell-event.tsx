"use client";
import type { WireEvent } from "@/lib/client/sse";
import type { AnalysisCellEvent } from "@/lib/stats/types";
import { AnalysisCellCard } from "./analysis-cell-card";

/** The chat's card for a stats run (STAT-07): the `analysis_cell` event, rendered as the cell. */
export function AnalysisCellEvents({ events }: { events: WireEvent[] }) {
  const cells = events.filter((e) => e.type === "analysis_cell").map((e) => e.data as unknown as AnalysisCellEvent);
  if (!cells.length) return null;
  return (
    <>
      {cells.map(({ cell_id, ...cell }) => (
        <AnalysisCellCard key={cell_id} cell={{ ...cell, id: cell_id }} />
      ))}
    </>
  );
}
