import { generateText, type LanguageModel } from "ai";
import { withContextRetry } from "./budget";
import { fieldLabel } from "./gap";
import { EXTERNAL_DATA_RULES, fenceExternal } from "./sanitise";
import type { BriefFact, FetchedPage } from "./types";

// The model's narrative for a gap brief (RES-07): only with consent, since the saved profile goes with
// it. Outside text is fenced; a context-length error halves it and retries once (RES-03).

const SYSTEM = `You write a short gap brief for a sports scout: what outside sources add to, contradict in, or update about the saved profile. 4 sentences at most. Cite sources as [x1], [x2]. ${EXTERNAL_DATA_RULES}`;

export function narrativePrompt(playerName: string, profileJson: string, pages: FetchedPage[], facts: BriefFact[]): string {
  const factLines = facts.map((f) => `- ${f.kind} ${fieldLabel(f.field)}: ${f.value}${f.profileValue ? ` (profile: ${f.profileValue})` : ""}`).join("\n");
  return `Player: ${playerName}\nSaved profile (the user's data):\n${profileJson}\n\nFacts the rules engine found:\n${factLines || "(none)"}\n\nOutside sources:\n${fenceExternal(pages)}`;
}

export async function modelNarrative(model: LanguageModel, input: { playerName: string; profileJson: string; pages: FetchedPage[]; facts: BriefFact[] }) {
  const { result, truncated } = await withContextRetry(input.pages, async (pages) => {
    const { text } = await generateText({ model, system: SYSTEM, prompt: narrativePrompt(input.playerName, input.profileJson, pages, input.facts), maxRetries: 0 });
    return text.trim();
  });
  return { narrative: result, truncated };
}
