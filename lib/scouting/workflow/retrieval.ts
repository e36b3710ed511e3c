import { createHash } from "node:crypto";
import { countDocuments } from "@/lib/db/queries/documents";
import { env } from "@/lib/env";
import { faultPoint } from "@/lib/faults";
import { MESSAGES, WARNING_CODES } from "@/lib/scouting/messages";
import { computeCoverage } from "@/lib/scouting/coverage";
import type { EvidenceChunk } from "@/lib/scouting/types";
import { chunksAboutPerson, surnameOnlyChunks } from "@/lib/db/queries/people";
import { evidenceByIds, searchChunks, type EvidenceHit } from "@/lib/search/search-chunks";
import { estimateTokens } from "@/lib/tokens";
import { nameKey, surnameOf } from "@/lib/scouting/rules/names";
import { spellsName } from "@/lib/scouting/rules/person-index";
import { emit, step, type NodeFn } from "./node";
import { tracePoint } from "./trace";

export const MAX_CHUNKS = 40;
const PER_QUERY = 15;

function textHash(text: string): string {
  const normalised = text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, " ").trim();
  return createHash("sha256").update(normalised).digest("hex");
}

/**
 * FR-04 merge: round-robin over the queries' ranked hits (so every query contributes its best
 * evidence), dropping duplicates by doc_id + chunk_id and then by normalised text hash, up to the
 * 40-chunk cap and the token budget.
 */
export function mergeEvidence(perQuery: EvidenceHit[][], opts: { maxChunks?: number; tokenBudget?: number } = {}) {
  const maxChunks = opts.maxChunks ?? MAX_CHUNKS;
  const budget = opts.tokenBudget ?? Number.POSITIVE_INFINITY;
  const seenIds = new Set<string>();
  const seenText = new Set<string>();
  const out: EvidenceChunk[] = [];
  let tokens = 0;
  let budgetReached = false;
  const depth = Math.max(0, ...perQuery.map((hits) => hits.length));
  for (let rank = 0; rank < depth && out.length < maxChunks && !budgetReached; rank++) {
    for (let q = 0; q < perQuery.length && out.length < maxChunks; q++) {
      const hit = perQuery[q][rank];
      if (!hit) continue;
      const idKey = `${hit.documentId}|${hit.chunkId}`;
      const hash = textHash(hit.text);
      if (seenIds.has(idKey) || seenText.has(hash)) continue;
      const cost = estimateTokens(hit.text);
      if (tokens + cost > budget) {
        budgetReached = true;
        break;
      }
      seenIds.add(idKey);
      seenText.add(hash);
      tokens += cost;
      out.push({ ...hit, queryIndex: q });
    }
  }
  return { evidence: out, tokens, budgetReached };
}

export const retrieval: NodeFn = step("retrieval", async (state, config) => {
  const ownerId = state.ownerId;
  faultPoint("retrieval:database");
  const [documentCount, perQuery] = await Promise.all([
    countDocuments({ ownerId }),
    Promise.all(state.searchQueries.map((query) => searchChunks({ ownerId, query, limit: PER_QUERY, documentIds: state.person?.documentIds }))),
  ]);
  // REQ-PPL-03: every passage the people index ties to the person (and the one after each) competes for
  // a place beside the query hits, so prose that never repeats the query words is still read.
  if (state.person) {
    // (A full name with his surname that the index binds to him, "Nik Brandvold" for Nikolai Brandvold, is his too.)
    const surname = surnameOf(state.person.name);
    const surnameKey = nameKey(surname);
    const keys = [state.person.key, ...state.person.aliases.filter((a) => a.includes(" ") && a.split(" ").at(-1) === surnameKey && a !== surnameKey)];
    perQuery.push(await evidenceByIds(ownerId, await chunksAboutPerson({ ownerId, keys })));
    // REQ-PPL-06: notes that call him by surname alone, when no one else in the library has it.
    perQuery.push(await evidenceByIds(ownerId, await surnameOnlyChunks({ ownerId, keys, surname, excludeDocumentIds: state.person.documentIds })));
  }
  // REQ-PPL-03: without a resolved person (the user went on with an unknown name) only passages that
  // spell the full name count, so no namesake's passage is taken for him.
  if (!state.person) {
    const key = nameKey(state.playerName ?? "");
    for (const hits of perQuery) hits.splice(0, hits.length, ...hits.filter((h) => spellsName(h.text, key)));
  }
  // An edit_content re-run adds to what the report was built on (issue 9): the earlier evidence stays a
  // candidate list beside the new queries' hits, so asking for more never loses a section.
  const previous = state.feedback?.kind === "content" ? state.evidence.map(({ queryIndex: _q, ...c }) => ({ ...c, chunkIndex: Number(c.chunkId.split(":").pop()) })) : [];
  const { evidence, budgetReached } = mergeEvidence(previous.length ? [...perQuery, previous] : perQuery, { tokenBudget: env.SCOUTING_EVIDENCE_TOKEN_BUDGET });
  const coverage = computeCoverage({ playerName: state.playerName ?? "", sport: state.sportGuess, evidence });
  emit(config, { type: "coverage_report", data: coverage });
  if (documentCount === 0) emit(config, { type: "warning", data: { code: WARNING_CODES.noDocuments, message: MESSAGES.noDocuments } });
  if (coverage.confidence === "low") emit(config, { type: "warning", data: { code: WARNING_CODES.lowConfidence, message: MESSAGES.lowConfidence } });
  if (budgetReached) {
    emit(config, { type: "warning", data: { code: WARNING_CODES.budgetReached, message: "Evidence gathering stopped at the token budget; the most relevant passages were kept." } });
  }
  tracePoint("evidence_retrieved", { chunk_count: evidence.length, coverage: { found: coverage.found, missing: coverage.missing }, confidence: coverage.confidence, run_id: state.runId });
  return { evidence, coverage };
}, (u) => ({ chunk_count: u.evidence?.length ?? 0, documents: new Set(u.evidence?.map((c) => c.documentId)).size }));
