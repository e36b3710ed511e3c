import { EventSourceParserStream } from "eventsource-parser/stream";

export type WireEvent = { id: number; type: string; data: Record<string, unknown> };

/** Parses a Scout SSE response body into `{ id, type, data }` events (browser and Node alike). */
export async function* readEvents(body: ReadableStream<Uint8Array>): AsyncGenerator<WireEvent> {
  const stream = body.pipeThrough(new TextDecoderStream() as unknown as TransformStream<Uint8Array, string>).pipeThrough(new EventSourceParserStream());
  const reader = stream.getReader();
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return;
      if (!value.data) continue;
      const parsed = JSON.parse(value.data) as { type: string; data: Record<string, unknown> };
      yield { id: Number(value.id ?? 0), type: parsed.type ?? value.event ?? "message", data: parsed.data ?? {} };
    }
  } finally {
    reader.releaseLock();
  }
}
