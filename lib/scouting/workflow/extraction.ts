import { getDocumentChunks } from "@/lib/db/queries/documents";
import { peopleInDocuments, peopleWithSurnames } from "@/lib/db/queries/people";
import { fieldsWithEvidence } from "@/lib/scouting/coverage";
import { getEngine } from "@/lib/scouting/engine";
import type { ExtractionContext } from "@/lib/scouting/engine/types";
import type { EvidenceChunk, ExtractionResult } from "@/lib/scouting/types";
import { verifyExtraction } from "@/lib/scouting/evidence";
import { step, type NodeFn } from "./node";
import type { ScoutingStateType } from "./state";
import { tracePoint } from "./trace";

/** How many chunks before a document's first retrieved passage are read for context (as in extract.ts). */
const CONTEXT_CHUNKS = 6;

/**
 * REQ-PPL-03: the resolved person's aliases, every person the index found in each evidence document,
 * and the evidence documents' chunks, so each passage is read in its place in its document.
 */
async function extractionContext(state: ScoutingStateType): Promise<ExtractionContext> {
  const documentIds = [...new Set(state.evidence.map((c) => c.documentId))];
  const people = await peopleInDocuments({ ownerId: state.ownerId, documentIds });
  const peopleByDocument: Record<string, string[]> = {};
  for (const p of people) (peopleByDocument[p.documentId] ??= []).push(p.name);
  const documentContext: Record<string, { index: number; text: string }[]> = {};
  for (const documentId of documentIds) {
    const indexes = state.evidence.filter((c) => c.documentId === documentId).map((c) => Number(c.chunkId.split(":").pop()));
    const from = Math.max(0, Math.min(...indexes) - CONTEXT_CHUNKS);
    const chunks = await getDocumentChunks({ ownerId: state.ownerId, documentId, from, to: Math.max(...indexes) });
    // The first chunk always: its title line says whom the document is about.
    const head = from > 0 ? await getDocumentChunks({ ownerId: state.ownerId, documentId, from: 0, to: 0 }) : [];
    documentContext[documentId] = [...head, ...chunks].map((c) => ({ index: c.chunkIndex, text: c.text, id: c.id }));
  }
  // REQ-PPL-06: a note that names people by surname alone ("**Kanneh**") is read knowing whom each
  // surname stands for in the library, so another player's section there is not taken for his.
  for (const documentId of documentIds.filter((id) => state.person && !state.person.documentIds.includes(id))) {
    const words = new Set(documentContext[documentId].flatMap((c) => c.text.match(/\b\p{Lu}\p{Ll}{2,}(?:[-'][\p{Lu}\p{Ll}]\p{Ll}+)?\b/gu) ?? []));
    const named = await peopleWithSurnames({ ownerId: state.ownerId, surnames: [...words] });
    peopleByDocument[documentId] = [...new Set([...(peopleByDocument[documentId] ?? []), ...named.filter((n) => n !== state.person?.name)])];
  }
  return { aliases: state.person?.aliases, peopleByDocument, documentContext };
}

/**
 * A document's own passage that a value cites though retrieval did not pick it (a roster's title naming
 * the team of its rows) joins the evidence, so the value is checked against it and cited like any other.
 */
function citedContext(raw: ExtractionResult, evidence: EvidenceChunk[], context: ExtractionContext): EvidenceChunk[] {
  const have = new Set(evidence.map((c) => c.chunkId));
  const cited = new Set(Object.values(raw.fields).flatMap((f) => (Array.isArray(f) ? f.flatMap((i) => i.chunkIds) : f && typeof f === "object" && "chunkIds" in f ? f.chunkIds : [])));
  const added: EvidenceChunk[] = [];
  for (const [documentId, chunks] of Object.entries(context.documentContext ?? {})) {
    const sibling = evidence.find((c) => c.documentId === documentId);
    for (const c of chunks) {
      if (!sibling || !c.id || have.has(c.id) || !cited.has(c.id)) continue;
      have.add(c.id);
      added.push({ ...sibling, chunkId: c.id, text: c.text, score: 0 });
    }
  }
  return added;
}

/** FR-05: structured fields and raw facts, then the evidence rule applied to whatever the engine returned. */
export const extraction: NodeFn = step("extraction", async (state) => {
  const context = await extractionContext(state);
  const raw = await getEngine().extract({ playerName: state.playerName ?? "", sport: state.sportGuess, evidence: state.evidence, context });
  const added = citedContext(raw, state.evidence, context);
  const evidence = added.length ? [...state.evidence, ...added] : state.evidence;
  const verified = verifyExtraction(raw, evidence);
  tracePoint("fields_extracted", { field_count: fieldsWithEvidence(verified).length, raw_facts_count: verified.rawFacts.length, run_id: state.runId });
  return added.length ? { extracted: verified, evidence } : { extracted: verified };
});
