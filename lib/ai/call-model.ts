import "server-only";
import { generateText, Output, type LanguageModel } from "ai";
import type { z } from "zod";
import { env } from "@/lib/env";
import { ModelTimeoutError } from "@/lib/scouting/errors";

/**
 * One structured model call. Retries are not done here: the workflow's retry policy (seed §5.2:
 * 3 attempts, 1 s → 10 s backoff) re-runs the whole step, so a step never mixes two answers.
 */
export async function callModel<T>(input: { model: LanguageModel; schema: z.ZodType<T>; system: string; prompt: string; timeoutMs?: number }): Promise<T> {
  const timeoutMs = input.timeoutMs ?? env.MODEL_TIMEOUT_MS;
  const abort = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  // Race the call as well as aborting it: a provider that ignores the signal still cannot hang a step.
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      abort.abort();
      reject(new ModelTimeoutError(`model call exceeded ${timeoutMs} ms`));
    }, timeoutMs);
  });
  try {
    const call = generateText({
      model: input.model,
      output: Output.object({ schema: input.schema }),
      system: input.system,
      prompt: input.prompt,
      maxRetries: 0,
      abortSignal: abort.signal,
    });
    const result = await Promise.race([call, deadline]);
    return result.output as T;
  } catch (err) {
    if (err instanceof ModelTimeoutError) throw err;
    if (err instanceof Error && (err.name === "TimeoutError" || err.name === "AbortError" || /aborted|timed? ?out/i.test(err.message))) {
      throw new ModelTimeoutError(`model call exceeded ${timeoutMs} ms`);
    }
    throw err;
  } finally {
    clearTimeout(timer);
  }
}

/** Provider errors that mean "prompt too long" (OpenAI, Anthropic, llama.cpp/vLLM wording). */
export function isContextLengthError(err: unknown): boolean {
  const text = err instanceof Error ? `${err.message} ${(err as { responseBody?: string }).responseBody ?? ""}` : String(err);
  return /context[_ ]length|maximum context|too many tokens|prompt is too long|context window|exceeds the (?:model'?s )?(?:maximum|context)/i.test(text);
}
