import "server-only";
import { coachingCapability } from "@/lib/coaching/capability";
import { researchCapability } from "@/lib/research/capability";
import type { Gate, ResumePayload, ScoutingEvent } from "@/lib/scouting/workflow/events";
import { statsCapability } from "@/lib/stats/capability";

// The chat is one conversation over several capabilities: a message is offered to each capability in
// order and the first that claims it runs instead of the scouting workflow. Runs, events, limits and
// replay are shared with scouting runs (lib/scouting/runner.ts).

export type CapabilityId = "stats" | "coaching" | "research";

export type CapabilityMessage = {
  ownerId: string;
  message: string;
  /** The chat the message was sent in; absent for the first message of a new chat. */
  sessionId?: string;
};

export type CapabilityRun = CapabilityMessage & {
  sessionId: string;
  runId: string;
  /** Persists an event of this run and wakes the chat's listeners. */
  emit: (event: ScoutingEvent) => Promise<void>;
};

/** A run that stops at a named gate: the run waits, `event` is the gate's card; `resume` continues it. */
export type CapabilityPause = { gate: Gate; event: ScoutingEvent };

export type Capability = {
  id: CapabilityId;
  /** Whether the message is for this capability. Deterministic and cheap: it runs on every message. */
  claims: (input: CapabilityMessage) => Promise<boolean>;
  /** Does the work, emitting events as it goes; returns the run's closing event (or a pause at a gate). Throwing fails the run. */
  run: (input: CapabilityRun) => Promise<ScoutingEvent | CapabilityPause>;
  /** The gates this capability may stop at, and how it continues from one (the run's message is passed again). */
  gates?: Gate[];
  resume?: (input: CapabilityRun & { payload: ResumePayload }) => Promise<ScoutingEvent | CapabilityPause>;
};

export const isPause = (out: ScoutingEvent | CapabilityPause): out is CapabilityPause => "gate" in out;

/** In the order they are asked; each capability adds itself here. */
// Stats questions and research requests are asked before the coaches, who take any follow-up question
// in a chat about a player.
const CAPABILITIES: Capability[] = [statsCapability, researchCapability, coachingCapability];

/** The capability that owns a gate, if any (scouting's own gates have none). */
export function capabilityForGate(gate: Gate): Capability | null {
  return CAPABILITIES.find((c) => c.gates?.includes(gate)) ?? null;
}

export async function pickCapability(input: CapabilityMessage): Promise<Capability | null> {
  for (const capability of CAPABILITIES) if (await capability.claims(input)) return capability;
  return null;
}
