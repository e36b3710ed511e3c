import type { CoachId } from "./types";

// COACH-09: "Retry the performance coach" (the card's Retry button sends it as a chat message: durable
// like any turn). Its own module so the client card does not bundle the triggering classifier's weights.
const RETRY = /^\s*retry the (skills|performance|tactics) coach\b/i;
export function retryRequest(message: string): CoachId | null {
  const m = message.match(RETRY);
  return m ? (m[1].toLowerCase() as CoachId) : null;
}
export const retryMessage = (coach: CoachId) => `Retry the ${coach} coach`;
