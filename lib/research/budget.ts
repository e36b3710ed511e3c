import { encode } from "gpt-tokenizer";

// Token budget (RES-03, seed 001 §3.6–7): a real tokenizer (o200k) counts, times 1.2 because the
// executing model's tokenizer may count more; fetching stops once the budget is full; a model's
// context-length error halves the external context and retries once.

export const SAFETY_BUFFER = 1.2;

export function countTokens(text: string): number {
  return Math.ceil(encode(text).length * SAFETY_BUFFER);
}

export class TokenBudget {
  used = 0;
  constructor(readonly limit: number) {}
  get remaining() {
    return Math.max(0, this.limit - this.used);
  }
  get full() {
    return this.used >= this.limit;
  }
  /** Adds when it fits; false (nothing added) when it would overflow. */
  tryAdd(tokens: number): boolean {
    if (this.used + tokens > this.limit) return false;
    this.used += tokens;
    return true;
  }
}

/** Keeps the first `factor` of the text, cut at a line or word boundary. */
export function truncateText(text: string, factor = 0.5): string {
  const target = Math.floor(text.length * factor);
  if (target >= text.length) return text;
  const cut = text.slice(0, target);
  const boundary = Math.max(cut.lastIndexOf("\n"), cut.lastIndexOf(" "));
  return (boundary > target * 0.6 ? cut.slice(0, boundary) : cut).trimEnd();
}

/** Provider wording for "prompt too long" (OpenAI, Anthropic, Gemini 400 INVALID_ARGUMENT, llama.cpp). */
export function isContextLengthError(err: unknown): boolean {
  const text = err instanceof Error ? `${err.message} ${(err as { responseBody?: string }).responseBody ?? ""}` : String(err);
  return /context[_ ]length|maximum context|too many tokens|prompt is too long|context window|input token count|exceeds the (?:model'?s )?(?:maximum|context)/i.test(text);
}

/**
 * Calls `generate` with the external passages; on a context-length error halves every passage and
 * retries exactly once. Any other error, or a second failure, propagates.
 */
export async function withContextRetry<T, P extends { text: string }>(pages: P[], generate: (pages: P[]) => Promise<T>): Promise<{ result: T; truncated: boolean }> {
  try {
    return { result: await generate(pages), truncated: false };
  } catch (err) {
    if (!isContextLengthError(err)) throw err;
    const halved = pages.map((p) => ({ ...p, text: truncateText(p.text, 0.5) }));
    return { result: await generate(halved), truncated: true };
  }
}
