import "server-only";
import { getLatestRun, listEvents, type StoredEvent } from "@/lib/db/queries/chat";
import { log } from "@/lib/log";
import { waitForSession } from "./event-bus";
import { STREAM_END_TYPES, type ScoutingEventType } from "./workflow/events";

const encoder = new TextEncoder();
const POLL_MS = 1000;
const KEEPALIVE_MS = 15_000;

/** One SSE message: `id` (per-session sequence), `event` (type), `data` ({ type, data } as seed §4.2). */
export function formatSse(event: StoredEvent): string {
  return `id: ${event.seq}\nevent: ${event.type}\ndata: ${JSON.stringify({ type: event.type, data: event.data })}\n\n`;
}

/**
 * Streams a session's persisted events after `afterSeq`, then follows new ones until the run ends or
 * pauses at a gate (with `follow: false`, only what is already stored). Reads only from the database, so any instance can serve any session, and a
 * client that reconnects with Last-Event-ID gets exactly what it missed.
 */
export function sessionEventStream(input: { ownerId: string; sessionId: string; afterSeq: number; follow: boolean }): ReadableStream<Uint8Array> {
  const abort = new AbortController();
  let cursor = input.afterSeq;
  return new ReadableStream<Uint8Array>({
    async start(controller) {
      let lastWrite = Date.now();
      const send = (chunk: string) => {
        controller.enqueue(encoder.encode(chunk));
        lastWrite = Date.now();
      };
      try {
        send(": scout\n\n");
        const sendNew = async () => {
          const events = await listEvents({ ownerId: input.ownerId, sessionId: input.sessionId, afterSeq: cursor });
          for (const event of events) {
            send(formatSse(event));
            cursor = event.seq;
          }
          return events[events.length - 1];
        };
        while (!abort.signal.aborted) {
          const last = await sendNew();
          // A replay sends everything missed; the stream then closes once the run is idle (at a gate
          // or over). A run's status and its closing event commit together, and the status is read
          // before the final look at the events, so the closing event is always sent.
          if (!last || STREAM_END_TYPES.has(last.type as ScoutingEventType)) {
            const run = await getLatestRun({ ownerId: input.ownerId, sessionId: input.sessionId });
            if (!input.follow || !run || run.status !== "running") {
              await sendNew();
              return controller.close();
            }
          }
          if (!last) {
            await waitForSession(input.sessionId, POLL_MS, abort.signal);
            if (Date.now() - lastWrite > KEEPALIVE_MS) send(": keep-alive\n\n");
          }
        }
      } catch (err) {
        if (!abort.signal.aborted) {
          log.error({ err, sessionId: input.sessionId }, "event stream failed");
          controller.error(err);
        }
      }
    },
    cancel() {
      // The client went away. The run itself is unaffected.
      abort.abort();
    },
  });
}

export function sseResponse(stream: ReadableStream<Uint8Array>, headers: Record<string, string> = {}): Response {
  return new Response(stream, {
    headers: {
      "content-type": "text/event-stream; charset=utf-8",
      "cache-control": "no-cache, no-transform",
      connection: "keep-alive",
      "x-accel-buffering": "no",
      ...headers,
    },
  });
}
