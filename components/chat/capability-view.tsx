"use client";
import { CoachPanelCard } from "@/components/coaching/coach-panel-card";
import { ResearchCard } from "@/components/research/research-card";
import type { WireEvent } from "@/lib/client/sse";
import { AnalysisCellEvents } from "@/components/stats/analysis-cell-event";
import type { TurnHandlers } from "./turn-view";

export type CapabilityViewProps = { events: WireEvent[]; isLatest: boolean; busy: boolean; handlers: TurnHandlers };

/**
 * The card of a capability beside scouting (stats lab, coaching panel, external research), from the
 * events its run streamed. Each capability renders its own events and ignores the others'.
 */
export function CapabilityView(props: CapabilityViewProps) {
  if (props.events.length === 0) return null;
  if (props.events.some((e) => e.type.startsWith("research_"))) return <ResearchCard events={props.events} isLatest={props.isLatest} busy={props.busy} onResume={props.handlers.resume} />;
  if (props.events.some((e) => e.type === "coach_response" || e.type === "coach_panel")) {
    return <CoachPanelCard events={props.events} isLatest={props.isLatest} busy={props.busy} onRetry={props.handlers.retry} />;
  }
  return (
    <div className="space-y-3" data-testid="capability-view">
      <AnalysisCellEvents events={props.events} />
    </div>
  );
}
