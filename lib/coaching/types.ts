// Coaching panel (issue 12). One coach's answer as it streams (`coach_response`), and the panel's close.
export type CoachId = "skills" | "performance" | "tactics";
export type CoachStatus = "started" | "streaming" | "completed" | "skipped" | "failed" | "timeout";
export type CoachResponseEvent = {
  coach: CoachId;
  status: CoachStatus;
  text: string;
  citations: Record<string, unknown>[];
} & Record<string, unknown>;
export type CoachPanelEvent = Record<string, unknown>;
