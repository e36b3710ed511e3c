import { estimateTokens } from "@/lib/tokens";
import { COACHES } from "./coaches";
import type { CoachId, ContextMode } from "./types";

// COACH-05, context sharing exactly as seed 004 says. The second coach receives the first coach's
// answer, the third both, as assistant messages placed before the user's question; only answers that
// completed are passed. When they exceed the budget, summaries replace the full text (written by the
// model, or extractive on the rules engine); a summary that fails falls back to truncated text and the
// sequence goes on. Context lives for one question only: nothing here outlives a panel run.

export type PriorAnswer = { coach: CoachId; status: string; text: string };
export type ContextMessage = { role: "assistant"; content: string };
export type Summariser = (answer: { coach: CoachId; text: string }) => Promise<string>;
export type SharedContext = { messages: ContextMessage[]; from: CoachId[]; mode: ContextMode };

const asMessage = (coach: CoachId, text: string): ContextMessage => ({ role: "assistant", content: `${COACHES[coach].label}'s answer:\n${text}` });

/** Cuts text to a character count at a line or word end. */
export function truncateText(text: string, chars: number): string {
  if (text.length <= chars) return text;
  const head = text.slice(0, Math.max(0, chars - 1));
  const cut = Math.max(head.lastIndexOf("\n"), head.lastIndexOf(" "));
  return `${head.slice(0, cut > chars * 0.5 ? cut : head.length).trimEnd()}…`;
}

export async function buildContext(input: {
  prior: PriorAnswer[];
  budgetTokens: number;
  summarise: Summariser;
  /** Summaries already written in this panel run, so coach 3 does not summarise coach 1 twice. */
  cache?: Map<CoachId, string>;
}): Promise<SharedContext> {
  const passed = input.prior.filter((a) => a.status === "completed" && a.text.trim());
  if (passed.length === 0) return { messages: [], from: [], mode: "none" };
  const full = passed.map((a) => asMessage(a.coach, a.text));
  const from = passed.map((a) => a.coach);
  if (tokensOf(full) <= input.budgetTokens) return { messages: full, from, mode: "full" };

  // Over budget: each answer gets an equal share of the budget, as a summary or, failing that, truncated.
  const shareChars = Math.floor(((input.budgetTokens / passed.length) * 4) / 1.2) - 40;
  let truncated = false;
  const messages: ContextMessage[] = [];
  for (const answer of passed) {
    let text = input.cache?.get(answer.coach);
    if (text === undefined) {
      try {
        text = (await input.summarise({ coach: answer.coach, text: answer.text })).trim();
        if (!text) throw new Error("empty summary");
        input.cache?.set(answer.coach, text);
      } catch {
        text = truncateText(answer.text, shareChars);
        truncated = true;
      }
    }
    if (estimateTokens(text) > input.budgetTokens / passed.length) {
      text = truncateText(text, shareChars);
      truncated = true;
    }
    messages.push(asMessage(answer.coach, text));
  }
  return { messages, from, mode: truncated ? "truncated" : "summary" };
}

const tokensOf = (messages: ContextMessage[]) => messages.reduce((n, m) => n + estimateTokens(m.content), 0);

/**
 * The rules engine's summary: extractive. It keeps every statement about the player (the quoted fact and
 * its evidence tags) and every knowledge-base tag with the entry's first sentence: exactly the facts a
 * later coach needs to avoid repeating them.
 */
export function extractiveSummary(text: string): string {
  const kept: string[] = [];
  for (const line of text.split("\n")) {
    if (line.startsWith("From the report:")) kept.push(line);
    else if (line.startsWith("General guidance [KB")) {
      const m = line.match(/^(General guidance \[KB [^\]]+\]:\s*[^.!?]*[.!?]?)/);
      kept.push(m ? m[1] : line);
    }
  }
  return kept.join("\n");
}
