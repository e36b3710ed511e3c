// In-process BM25+ baseline (MiniSearch) over the same chunks and queries as searchChunks.
import MiniSearch from "minisearch";
import { ENGLISH_STOPWORDS, porterStem } from "./porter-stemmer";

export type StemmerChoice = "porter" | "lowercase";
type ChunkDoc = { id: string; text: string };

function processTermFor(stemmer: StemmerChoice) {
  if (stemmer === "lowercase") return (term: string) => term.toLowerCase();
  return (term: string) => {
    const t = term.toLowerCase();
    return ENGLISH_STOPWORDS.has(t) ? null : porterStem(t);
  };
}

export function buildIndex(chunks: ChunkDoc[], stemmer: StemmerChoice) {
  // Plain BM25+: default OR combination, no fuzzy or prefix matching, only the `text` field.
  const index = new MiniSearch<ChunkDoc>({
    fields: ["text"],
    idField: "id",
    processTerm: processTermFor(stemmer),
    searchOptions: { fuzzy: false, prefix: false, combineWith: "OR" },
  });
  index.addAll(chunks);
  return index;
}

export function searchIndex(index: MiniSearch<ChunkDoc>, query: string, limit: number): string[] {
  return index.search(query).slice(0, limit).map((r) => String(r.id));
}
