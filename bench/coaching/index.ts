// BENCH_ONLY=coaching npm run bench (COACH-12): the coaching panel on the model path with a mock model of
// realistic latency (time to first token grows with the prompt, ~80 output tokens/s, jitter), run with
// and without context sharing. Reports per-coach p50/p95 (seed 004: 95 % within 10 s), the added
// input tokens and time of context sharing, and how often summaries were needed.
import fs from "node:fs";
import path from "node:path";
import { COACH_ORDER } from "@/lib/coaching/coaches";
import { runPanel } from "@/lib/coaching/panel";
import type { CoachId, CoachResponseEvent } from "@/lib/coaching/types";
import { env } from "@/lib/env";
import { sampleBrief } from "../../tests/fixtures/coach-brief";
import { mockCoachModel } from "../../tests/fixtures/coach-model";
import { createRng } from "../prng";

const PANELS = Number(process.env.BENCH_COACHING_PANELS ?? 40);
const CONCURRENCY = 10;
const QUESTION = "What should his development plan be, and how do we use him against switching defences?";

// A realistic hosted model: TTFT 400-1200 ms + 0.15 ms per input token of prefill, 80 tokens/s ± 25 %.
function latency(rand: () => number) {
  return {
    firstTokenMs: (inputChars: number) => 400 + rand() * 800 + (inputChars / 4) * 0.15,
    chunkMs: () => (6 / 80) * 1000 * (0.75 + rand() * 0.5), // a chunk is 4 words ≈ 6 tokens
  };
}

function answerText(coach: CoachId, rand: () => number): string {
  const facts: Record<CoachId, string> = {
    skills: "Free-throw shooting sits at 68% this season [E4]. The release is slow on threes [E5].",
    performance: "The right knee has been managed with load management on back-to-backs [E7]. The left ankle sprain cost 9 games [E8].",
    tactics: "He can switch onto guards for short stretches [E2]. He is a grab-and-go rebounder [E3].",
  };
  const chars = 1400 + rand() * 590;
  let text = facts[coach];
  while (text.length < chars) text += ` General guidance: a ${coach} point number ${Math.floor(rand() * 1000)} with a drill, its progression and why it works.`;
  return text.slice(0, 1990);
}

type Sample = { coach: CoachId; ms: number; status: string };

async function runVariant(shareContext: boolean, seed: number) {
  const rand = createRng(seed).next;
  const lat = latency(rand);
  const { model, calls } = mockCoachModel({
    answer: (coach, prompt) => {
      const inputChars = JSON.stringify(prompt).length;
      return { text: answerText(coach, rand), firstTokenMs: lat.firstTokenMs(inputChars), chunkMs: lat.chunkMs() };
    },
    summary: (text) => `Summary: ${text.slice(0, 400)}`,
    summaryMs: (inputChars) => lat.firstTokenMs(inputChars) + 150 * (1000 / 80),
  });
  const samples: Sample[] = [];
  const panelMs: number[] = [];
  const contextModes: Record<string, number> = {};
  let next = 0;
  async function worker() {
    while (next < PANELS) {
      next++;
      const started = new Map<CoachId, number>();
      const t0 = performance.now();
      await runPanel({
        question: QUESTION,
        brief: sampleBrief(),
        model: model as never,
        timeoutMs: env.COACH_TIMEOUT_MS,
        budgetTokens: env.COACH_CONTEXT_BUDGET_TOKENS,
        shareContext,
        emit: async (e: CoachResponseEvent) => {
          if (e.status === "started") started.set(e.coach, performance.now());
          if (["completed", "failed", "timeout"].includes(e.status)) {
            samples.push({ coach: e.coach, ms: performance.now() - (started.get(e.coach) ?? t0), status: e.status });
            if (e.context) contextModes[e.context.mode] = (contextModes[e.context.mode] ?? 0) + 1;
          }
        },
      });
      panelMs.push(performance.now() - t0);
    }
  }
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  const coachCalls = calls.filter((c) => c.kind === "coach");
  const summaryCalls = calls.filter((c) => c.kind === "summary");
  return {
    samples,
    panelMs,
    contextModes,
    inputTokens: Math.round(coachCalls.reduce((n, c) => n + c.inputChars / 4, 0) / PANELS),
    summaryTokens: Math.round(summaryCalls.reduce((n, c) => n + c.inputChars / 4, 0) / PANELS),
    summaryCalls: summaryCalls.length,
  };
}

const quantile = (xs: number[], q: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.min(s.length - 1, Math.ceil(q * s.length) - 1)] : 0;
};
const sec = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

export async function runCoachingBench(dir: string): Promise<string> {
  const t0 = performance.now();
  const shared = await runVariant(true, 42);
  const isolated = await runVariant(false, 42);
  const rows = COACH_ORDER.map((coach) => {
    const a = shared.samples.filter((s) => s.coach === coach);
    const b = isolated.samples.filter((s) => s.coach === coach);
    const within = a.filter((s) => s.status === "completed" && s.ms <= 10_000).length;
    return `| ${coach} | ${sec(quantile(a.map((s) => s.ms), 0.5))} | ${sec(quantile(a.map((s) => s.ms), 0.95))} | ${((100 * within) / a.length).toFixed(1)} % | ${sec(quantile(b.map((s) => s.ms), 0.5))} | ${sec(quantile(b.map((s) => s.ms), 0.95))} |`;
  });
  const panelP50 = [quantile(shared.panelMs, 0.5), quantile(isolated.panelMs, 0.5)];
  const md = [
    "# Coaching panel bench (`BENCH_ONLY=coaching npm run bench`)",
    "",
    `Model path with an AI SDK mock model of realistic latency (time to first token 400-1200 ms plus 0.15 ms per prompt token, ~80 output tokens/s ± 25 %, answers 1400-1990 characters), ${PANELS} panels per variant, ${CONCURRENCY} at a time, all three coaches asked. Context budget ${env.COACH_CONTEXT_BUDGET_TOKENS} tokens, coach timeout ${env.COACH_TIMEOUT_MS} ms. No database (the panel alone; event writes are measured by eval:coaching). Generated ${new Date().toISOString().slice(0, 16)}Z in ${sec(performance.now() - t0)}.`,
    "",
    "| Coach | p50 (context shared) | p95 (context shared) | within 10 s | p50 (no context) | p95 (no context) |",
    "| --- | --- | --- | --- | --- | --- |",
    ...rows,
    "",
    "| Cost per panel | Context shared | No context | Added by sharing |",
    "| --- | --- | --- | --- |",
    `| Prompt tokens of the coach calls (≈ chars / 4) | ${shared.inputTokens} | ${isolated.inputTokens} | +${shared.inputTokens - isolated.inputTokens} (${(((shared.inputTokens - isolated.inputTokens) / isolated.inputTokens) * 100).toFixed(0)} %) |`,
    `| Summary calls (prompt tokens per panel) | ${shared.summaryCalls} (${shared.summaryTokens}) | ${isolated.summaryCalls} | +${shared.summaryTokens} tokens |`,
    `| Whole panel, p50 | ${sec(panelP50[0])} | ${sec(panelP50[1])} | +${(((panelP50[0] - panelP50[1]) / panelP50[1]) * 100).toFixed(1)} % |`,
    "",
    `How later coaches received the context (shared variant): ${Object.entries(shared.contextModes).map(([k, v]) => `${k} ${v}`).join(", ")}.`,
    "",
  ].join("\n");
  fs.writeFileSync(path.join(dir, "coaching.md"), md);
  fs.writeFileSync(path.join(dir, "coaching.json"), JSON.stringify({ shared: { ...shared, samples: undefined }, isolated: { ...isolated, samples: undefined }, rows }, null, 2));
  return md;
}
