import { expect } from "@playwright/test";

export type SseEvent = { id: number; event: string; type: string; data: Record<string, unknown> };

/** Parses a complete SSE body (the stream ended at a gate or at the end of the run). */
export function parseSse(body: string): SseEvent[] {
  return body
    .split("\n\n")
    .map((block) => block.split("\n").filter((l) => !l.startsWith(":")))
    .filter((lines) => lines.some((l) => l.startsWith("data:")))
    .map((lines) => {
      const field = (name: string) => lines.find((l) => l.startsWith(`${name}:`))?.slice(name.length + 1).trim() ?? "";
      const payload = JSON.parse(field("data")) as { type: string; data: Record<string, unknown> };
      return { id: Number(field("id")), event: field("event"), type: payload.type, data: payload.data };
    });
}

/** Wire-format checks every stream must pass: increasing ids, `event:` equals the payload type. */
export function expectWellFormed(events: SseEvent[]) {
  expect(events.length).toBeGreaterThan(0);
  for (let i = 0; i < events.length; i++) {
    expect(events[i].event).toBe(events[i].type);
    if (i > 0) expect(events[i].id).toBeGreaterThan(events[i - 1].id);
  }
}

export const lastOf = (events: SseEvent[], type: string) => events.filter((e) => e.type === type).pop()?.data;
