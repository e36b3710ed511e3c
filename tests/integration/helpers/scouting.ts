import fs from "node:fs";
import path from "node:path";
import { listEvents, getLatestRun, type StoredEvent } from "@/lib/db/queries/chat";
import { ingestFiles } from "@/lib/documents/ingest";
import { resumeRun, settleRuns, startRun } from "@/lib/scouting/runner";
import type { ResumePayload } from "@/lib/scouting/workflow/events";

export async function loadSamples(ownerId: string, files?: string[]) {
  const dir = path.resolve("samples");
  const names = files ?? JSON.parse(fs.readFileSync(path.join(dir, "manifest.json"), "utf8")).map((m: { file: string }) => m.file);
  return ingestFiles(ownerId, names.map((f: string) => ({ filename: f, bytes: new Uint8Array(fs.readFileSync(path.join(dir, f))) })));
}

/** A scripted chat: start or resume, wait for the run to pause or end, return the new events. */
export class ScriptedChat {
  sessionId: string | null = null;
  private seen = 0;
  constructor(readonly ownerId: string) {}

  private async collect(): Promise<StoredEvent[]> {
    await settleRuns();
    const events = await listEvents({ ownerId: this.ownerId, sessionId: this.sessionId as string, afterSeq: this.seen });
    if (events.length) this.seen = events[events.length - 1].seq;
    return events;
  }

  async say(message: string) {
    const run = await startRun({ ownerId: this.ownerId, message, sessionId: this.sessionId ?? undefined });
    this.sessionId = run.sessionId;
    return this.collect();
  }

  async resume(payload: ResumePayload) {
    await resumeRun({ ownerId: this.ownerId, sessionId: this.sessionId as string, payload });
    return this.collect();
  }

  run() {
    return getLatestRun({ ownerId: this.ownerId, sessionId: this.sessionId as string });
  }
}

export const ofType = <T = Record<string, unknown>>(events: StoredEvent[], type: string) => events.filter((e) => e.type === type).map((e) => e.data as T);
export const last = <T>(items: T[]) => items[items.length - 1];
