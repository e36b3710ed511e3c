// Token estimates for budgets: ~4 characters per token for English prose, times a 1.2 safety
// buffer (seed 001 §2.4) so an estimate errs on the side of staying under a limit.
export const TOKEN_SAFETY_BUFFER = 1.2;

export function estimateTokens(text: string): number {
  return Math.ceil((text.length / 4) * TOKEN_SAFETY_BUFFER);
}
