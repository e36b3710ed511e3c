import { COACHES, COACH_ORDER } from "./coaches";
import type { CoachCitation, CoachId, CoachPanelEvent, CoachResponseEvent, CoachStatus } from "./types";

// The coaching card's state from a turn's events (client and server alike, unit-tested): each coach's
// latest event, in the panel's fixed order, and the panel's close once it came.

export type CoachView = {
  coach: CoachId;
  label: string;
  status: CoachStatus | "waiting";
  text: string;
  citations: CoachCitation[];
  reason?: string;
  retry?: boolean;
};
export type CoachCardState = { coaches: CoachView[]; panel: CoachPanelEvent | null; done: boolean };

export function coachCardState(events: { type: string; data: Record<string, unknown> }[]): CoachCardState {
  const latest = new Map<CoachId, CoachResponseEvent>();
  let panel: CoachPanelEvent | null = null;
  for (const e of events) {
    if (e.type === "coach_response") {
      const data = e.data as unknown as CoachResponseEvent;
      const before = latest.get(data.coach);
      // A streaming event never replaces a settled one (events replay in order, but stay safe).
      if (before && !["started", "streaming"].includes(before.status) && ["started", "streaming"].includes(data.status)) continue;
      latest.set(data.coach, data);
    } else if (e.type === "coach_panel") panel = e.data as unknown as CoachPanelEvent;
  }
  const isRetry = [...latest.values()].some((r) => r.retry) || !!panel?.retryOf;
  const shown = isRetry ? COACH_ORDER.filter((c) => latest.has(c)) : panel && panel.answered.length + panel.failed.length === 0 && latest.size === 0 ? [] : COACH_ORDER;
  const coaches = shown.map((coach): CoachView => {
    const r = latest.get(coach);
    if (!r) return { coach, label: COACHES[coach].label, status: "waiting", text: "", citations: [] };
    return { coach, label: r.label ?? COACHES[coach].label, status: r.status, text: r.text, citations: r.citations ?? [], reason: r.reason, retry: r.retry };
  });
  return { coaches, panel, done: panel !== null };
}

export const STATUS_TEXT: Record<CoachView["status"], string> = {
  waiting: "Waiting",
  started: "Thinking…",
  streaming: "Writing…",
  completed: "Answered",
  skipped: "Not asked",
  failed: "Failed",
  timeout: "Timed out",
};
