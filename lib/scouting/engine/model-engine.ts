import "server-only";
import { assessTargets, readContentRequest, revisionNote } from "@/lib/scouting/edit-request";
import type { LanguageModel } from "ai";
import { z } from "zod";
import { callModel, isContextLengthError } from "@/lib/ai/call-model";
import { fenceEvidence } from "@/lib/ai/fence";
import { finalizeReport, missingLines, type DraftLine } from "@/lib/scouting/report";
import type { EvidenceChunk, ExtractionResult, Sport } from "@/lib/scouting/types";
import { sportSchema } from "@/lib/scouting/types";
import { defaultPlan } from "./rules-engine";
import { COMPOSE, CLASSIFY, EXTRACT, PLAN, QUERIES, SYSTEM } from "./prompts";
import type { ScoutingEngine } from "./types";

const ids = z.array(z.string()).default([]);
const supportedText = z.object({ value: z.string().min(1).max(200), chunk_ids: ids });

const classifySchema = z.object({
  intent: z.enum(["scouting_report", "other"]),
  player_name: z.string().max(200).nullable(),
  sport_guess: sportSchema,
});
const planSchema = z.object({ plan_steps: z.array(z.string().min(1).max(500)).min(1).max(10), query_hints: z.array(z.string().min(1).max(100)).max(10) });
const queriesSchema = z.object({ queries: z.array(z.string().min(1).max(200)).max(3) });
const extractSchema = z.object({
  positions: z.object({ value: z.array(z.string().max(10)), chunk_ids: ids }).nullable().optional(),
  teams: z.object({ value: z.array(z.object({ name: z.string().max(100), current: z.boolean() })), chunk_ids: ids }).nullable().optional(),
  league: supportedText.nullable().optional(),
  height_cm: z.object({ value: z.number().min(120).max(250), chunk_ids: ids }).nullable().optional(),
  weight_kg: z.object({ value: z.number().min(40).max(200), chunk_ids: ids }).nullable().optional(),
  strengths: z.array(supportedText).max(12).default([]),
  weaknesses: z.array(supportedText).max(12).default([]),
  style_tags: z.array(supportedText).max(8).default([]),
  role_projection: supportedText.nullable().optional(),
  raw_facts: z.array(z.object({ text: z.string().min(1).max(400), chunk_ids: ids })).max(60).default([]),
});
const line = z.object({ text: z.string().min(1).max(600), chunk_ids: ids });
const composeSchema = z.object({
  snapshot: z.array(line).max(5),
  strengths: z.array(line).max(10),
  weaknesses: z.array(line).max(10),
  play_style: z.array(line).max(4),
  role_projection: z.array(line).max(3),
  development_focus: z.array(line).max(6),
  risk_notes: z.array(line).max(5).default([]),
  summary: z.array(line).min(5).max(8),
});

const toLines = (lines: z.infer<typeof line>[]): DraftLine[] => lines.map((l) => ({ text: l.text, chunkIds: l.chunk_ids }));

/** Retried once with half the evidence on a context-length error (seed 001 §2.5 adaptive truncation). */
async function withTruncation<T>(evidence: EvidenceChunk[], run: (evidence: EvidenceChunk[]) => Promise<T>): Promise<T> {
  try {
    return await run(evidence);
  } catch (err) {
    if (!isContextLengthError(err) || evidence.length < 2) throw err;
    return run(evidence.slice(0, Math.ceil(evidence.length / 2)));
  }
}

function toExtraction(playerName: string, sport: Sport, out: z.infer<typeof extractSchema>): ExtractionResult {
  const sup = <T>(v: { value: T; chunk_ids: string[] } | null | undefined) => (v ? { value: v.value, chunkIds: v.chunk_ids } : undefined);
  const list = (v: { value: string; chunk_ids: string[] }[]) => (v.length ? v.map((x) => ({ value: x.value, chunkIds: x.chunk_ids })) : undefined);
  return {
    fields: {
      displayName: playerName,
      sport,
      positions: sup(out.positions),
      teams: sup(out.teams),
      league: sup(out.league),
      heightCm: out.height_cm ? { value: Math.round(out.height_cm.value), chunkIds: out.height_cm.chunk_ids } : undefined,
      weightKg: out.weight_kg ? { value: Math.round(out.weight_kg.value), chunkIds: out.weight_kg.chunk_ids } : undefined,
      strengths: list(out.strengths),
      weaknesses: list(out.weaknesses),
      styleTags: list(out.style_tags),
      roleProjection: sup(out.role_projection),
    },
    rawFacts: out.raw_facts.map((f) => ({ text: f.text, chunkIds: f.chunk_ids })),
    conflicts: [],
  };
}

export function createModelEngine(model: LanguageModel): ScoutingEngine {
  return {
    name: "model",
    async classify({ message, knownNames }) {
      const out = await callModel({ model, schema: classifySchema, system: SYSTEM, prompt: CLASSIFY(message, knownNames) });
      return { intent: out.intent, playerName: out.player_name?.trim() || null, sportGuess: out.sport_guess };
    },
    async draftPlan({ playerName, sport, request }) {
      const out = await callModel({ model, schema: planSchema, system: SYSTEM, prompt: PLAN(playerName, sport, request) });
      // FR-02 keeps plans at 4–7 steps whatever the model returned.
      const fallback = defaultPlan(playerName);
      const steps = out.plan_steps.slice(0, 7);
      while (steps.length < 4) steps.push(fallback[steps.length]);
      return { planSteps: steps, queryHints: out.query_hints.slice(0, 4) };
    },
    async proposeQueries({ playerName, sport, hints, feedback }) {
      const out = await callModel({ model, schema: queriesSchema, system: SYSTEM, prompt: QUERIES(playerName, sport, hints, feedback) });
      return out.queries;
    },
    async extract({ playerName, sport, evidence }) {
      return withTruncation(evidence, async (slice) => {
        const out = await callModel({ model, schema: extractSchema, system: SYSTEM, prompt: EXTRACT(playerName, sport, fenceEvidence(slice)) });
        return toExtraction(playerName, sport, out);
      });
    },
    async compose({ playerName, sport, extraction, coverage, evidence, feedback, request }) {
      const facts = [
        ...Object.entries(extraction.fields)
          .filter(([k, v]) => v && k !== "displayName" && k !== "sport")
          .map(([k, v]) => `${k}: ${JSON.stringify(v)}`),
        ...extraction.rawFacts.map((f) => `fact: ${JSON.stringify(f)}`),
      ].join("\n");
      const out = await callModel({ model, schema: composeSchema, system: SYSTEM, prompt: COMPOSE(playerName, facts, coverage.missing, feedback) });
      // Content edits: what the extraction answers and what it cannot, named as the rules engine does.
      const targets = (request?.content ?? []).flatMap((c) => readContentRequest(c, sport));
      const assessed = assessTargets(targets, extraction);
      const missing = missingLines(coverage);
      for (const t of assessed.missing) missing.push({ text: `You asked for ${t.label}: nothing in your documents states it for ${playerName}.`, chunkIds: [] });
      return finalizeReport({
        playerName,
        evidence,
        revisionNote: revisionNote({ revision: request?.revision ?? 0, wording: request?.wording ?? [], content: request?.content ?? [], found: assessed.found, missing: assessed.missing }),
        summary: toLines(out.summary),
        sections: {
          snapshot: toLines(out.snapshot),
          strengths: toLines(out.strengths),
          weaknesses: toLines(out.weaknesses),
          play_style: toLines(out.play_style),
          role_projection: toLines(out.role_projection),
          development_focus: toLines(out.development_focus),
          risk_notes: toLines(out.risk_notes),
          missing,
        },
      });
    },
  };
}
