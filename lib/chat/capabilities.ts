import "server-only";
import { coachingCapability } from "@/lib/coaching/capability";
import type { ScoutingEvent } from "@/lib/scouting/workflow/events";
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

export type Capability = {
  id: CapabilityId;
  /** Whether the message is for this capability. Deterministic and cheap: it runs on every message. */
  claims: (input: CapabilityMessage) => Promise<boolean>;
  /** Does the work, emitting events as it goes; returns the run's closing event. Throwing fails the run. */
  run: (input: CapabilityRun) => Promise<ScoutingEvent>;
};

/** In the order they are asked; each capability adds itself here. */
// Stats questions and research requests are asked before the coaches, who take any follow-up question
// in a chat about a player.
const CAPABILITIES: Capability[] = [statsCapability, coachingCapability];

export async function pickCapability(input: CapabilityMessage): Promise<Capability | null> {
  for (const capability of CAPABILITIES) if (await capability.claims(input)) return capability;
  return null;
}
