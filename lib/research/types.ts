// External research (issue 13). Sources found/fetched/skipped (`research_source`) and the brief (`research_brief`).
export type ResearchSourceEvent = { status: "found" | "fetched" | "skipped" } & Record<string, unknown>;
export type ResearchBriefEvent = Record<string, unknown>;
