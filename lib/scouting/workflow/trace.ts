import { trace, type Attributes } from "@opentelemetry/api";
import { log } from "@/lib/log";

// NFR-03 trace points: a structured JSON log line and an OpenTelemetry span each. With no OTel SDK
// registered the span is a no-op; deployments add an exporter without code changes.
export type TracePoint =
  | "scouting_workflow_start"
  | "plan_generated"
  | "queries_built"
  | "evidence_retrieved"
  | "fields_extracted"
  | "report_composed"
  | "player_created";

const tracer = trace.getTracer("scout.workflow");
type Listener = (point: TracePoint, metadata: Record<string, unknown>) => void;
const listeners = new Set<Listener>();

/** Tests and in-process observers subscribe here; returns an unsubscribe function. */
export function onTrace(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function toAttributes(metadata: Record<string, unknown>): Attributes {
  const attributes: Attributes = {};
  for (const [k, v] of Object.entries(metadata)) {
    attributes[`scout.${k}`] = typeof v === "string" || typeof v === "number" || typeof v === "boolean" ? v : JSON.stringify(v);
  }
  return attributes;
}

export function tracePoint(point: TracePoint, metadata: Record<string, unknown>) {
  log.info({ trace: point, ...metadata }, point);
  tracer.startSpan(point, { attributes: toAttributes(metadata) }).end();
  for (const listener of listeners) listener(point, metadata);
}
