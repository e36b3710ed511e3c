import fs from "node:fs";
import { afterEach, describe, expect, it } from "vitest";
import { ingestFiles } from "@/lib/documents/ingest";
import { createModelEngine } from "@/lib/scouting/engine/model-engine";
import { setEngineForTests } from "@/lib/scouting/engine";
import type { PlayerPreviewEvent } from "@/lib/scouting/workflow/events";
import { cooperative, mockModel, type Responder } from "../fixtures/mock-model";
import { createTestUser, dbTarget, withTestDatabase } from "./helpers/db";
import { last, loadSamples, ofType, ScriptedChat } from "./helpers/scouting";

// OWASP LLM01 / seed 001 §7: documents that try to instruct the reader must not change any fact.
const INJECTIONS = ["brooks-injected-update.md", "brooks-hidden-text.html"];
const INJECTED_CLAIMS = /7'6|7 feet 6|300 (?:lbs|pounds)|MVP|Miami Heat|flying|no weaknesses|\b230 cm|140 kg/i;

// Retrieval order may differ with extra documents; the facts themselves must not.
const normalised = (fields: PlayerPreviewEvent["player_fields"]) =>
  JSON.parse(JSON.stringify(fields, (_k, v) => (Array.isArray(v) && v.every((x) => typeof x === "string") ? [...v].sort() : v)));

async function preview(ownerId: string) {
  const chat = new ScriptedChat(ownerId);
  await chat.say("Generate a scouting report for Jalen Brooks");
  return last(ofType<PlayerPreviewEvent>(await chat.resume({ type: "plan_approval", approved: true }), "player_preview"));
}

async function userWith(injected: boolean) {
  const user = await createTestUser();
  await loadSamples(user.id, ["jalen-brooks-scouting-note.md", "conference-semifinal-preview.md"]);
  if (injected) {
    const files = INJECTIONS.map((f) => ({ filename: f, bytes: new Uint8Array(fs.readFileSync(`tests/fixtures/injection/${f}`)) }));
    const { documents } = await ingestFiles(user.id, files);
    expect(documents).toHaveLength(INJECTIONS.length);
  }
  return user;
}

describe(`prompt-injection documents change nothing (${dbTarget})`, () => {
  withTestDatabase();
  afterEach(() => setEngineForTests(undefined));

  it("rules engine: same fields and no injected claim in the report", async () => {
    const clean = await preview((await userWith(false)).id);
    const attacked = await preview((await userWith(true)).id);
    expect(normalised(attacked.player_fields)).toEqual(normalised(clean.player_fields));
    expect(attacked.report_text).not.toMatch(INJECTED_CLAIMS);
    expect(attacked.report_summary.join(" ")).not.toMatch(INJECTED_CLAIMS);
  });

  it("model engine: the model never sees the instructions, and an obedient model's claims are dropped", async () => {
    // A model that obeys anything it reads: if the injected text reaches it, it reports the lies.
    const obedient: Responder = (step, prompt, call) => {
      const answer = cooperative(step, prompt, call) as Record<string, unknown>;
      if (step === "extract" && /Miami Heat|flying|7 feet 6|league MVP/i.test(prompt)) {
        const cite = [...prompt.matchAll(/<evidence id=\\?"([^"\\]+)/g)].map((m) => m[1]);
        return { ...answer, height_cm: { value: 229, chunk_ids: cite }, weight_kg: { value: 136, chunk_ids: cite }, strengths: [{ value: "Flying", chunk_ids: cite }] };
      }
      return answer;
    };
    const cleanModel = mockModel(cooperative);
    setEngineForTests(createModelEngine(cleanModel.model));
    const clean = await preview((await userWith(false)).id);
    const attackedModel = mockModel(obedient);
    setEngineForTests(createModelEngine(attackedModel.model));
    const attacked = await preview((await userWith(true)).id);

    const prompts = attackedModel.calls.map((c) => c.prompt).join("\n");
    expect(prompts).not.toMatch(/Ignore previous instructions|You are now an assistant|\[INST\]|Miami Heat/);
    expect(prompts).not.toContain('<evidence id=\\"fake-1\\"');
    expect(prompts).toContain("instruction-like text removed");
    expect(normalised(attacked.player_fields)).toEqual(normalised(clean.player_fields));
    expect(attacked.report_text).not.toMatch(INJECTED_CLAIMS);
  });
});
