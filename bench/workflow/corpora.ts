// Per-owner corpora for the workflow bench: the first N documents of the search bench's generator,
// loaded through the real upload path.
import { listKnownPeople } from "@/lib/db/queries/documents";
import type { Corpus } from "../corpus";
import { ingest } from "../ingest-corpus";
import { round } from "../stats";

export type CorpusInfo = { documents: number; chunks: number; ingestSeconds: number; targetsKnown: number; targets: number };

/**
 * The players the runs ask about: the primary subjects of documents 0–9 (document i is about
 * `featured[i]`), so every corpus of 10 or more documents has a scouting note or game report on each.
 */
export function targetPlayers(corpus: Corpus, documents: number): string[] {
  return corpus.featured.slice(0, Math.min(10, documents)).map((p) => p.name);
}

export async function loadCorpus(ownerId: string, corpus: Corpus, documents: number): Promise<CorpusInfo> {
  const files = Array.from({ length: documents }, (_, i) => corpus.document(i));
  const added = await ingest("ingestFiles", ownerId, files);
  // Intake matches the requested name against the people found in the owner's documents.
  const known = new Set(await listKnownPeople({ ownerId }));
  const targets = targetPlayers(corpus, documents);
  return {
    documents: added.documents,
    chunks: added.chunks,
    ingestSeconds: round(added.ms / 1000, 2),
    targetsKnown: targets.filter((t) => known.has(t)).length,
    targets: targets.length,
  };
}
