// Loads corpus documents through the app's ingest code and times it.
import { createHash } from "node:crypto";
import { insertDocumentWithChunks } from "@/lib/db/queries/documents";
import { chunkText, countWords, normaliseText } from "@/lib/documents/chunk-text";
import { extractText, findDocumentDate } from "@/lib/documents/extract-text";
import { DOCUMENT_KINDS, kindFromFilename } from "@/lib/documents/file-types";
import { ingestFiles } from "@/lib/documents/ingest";
import { env } from "@/lib/env";
import type { CorpusFile } from "./corpus";

export type IngestPath = "ingestFiles" | "insertDocumentWithChunks";
export type IngestResult = { documents: number; chunks: number; ms: number };

/** The upload path: batches of UPLOAD_MAX_FILES through ingestFiles (hash check, extract, chunk, insert). */
async function viaIngestFiles(ownerId: string, files: CorpusFile[]): Promise<{ documents: number; chunks: number }> {
  let documents = 0;
  let chunks = 0;
  for (let i = 0; i < files.length; i += env.UPLOAD_MAX_FILES) {
    const result = await ingestFiles(ownerId, files.slice(i, i + env.UPLOAD_MAX_FILES));
    if (result.errors.length) throw new Error(`ingest failed: ${result.errors.map((e) => `${e.filename}: ${e.message}`).join("; ")}`);
    documents += result.documents.length;
    chunks += result.documents.reduce((n, d) => n + d.chunkCount, 0);
  }
  return { documents, chunks };
}

/** Bulk path: the same extract/chunk and the same transactional insert, without the per-file duplicate lookup. */
async function viaInsert(ownerId: string, files: CorpusFile[]): Promise<{ documents: number; chunks: number }> {
  let chunks = 0;
  for (const file of files) {
    const kind = kindFromFilename(file.filename);
    if (!kind) throw new Error(`unsupported corpus file ${file.filename}`);
    const text = normaliseText(await extractText(kind, file.bytes, file.filename));
    const pieces = chunkText(text).map((t) => ({ text: t, tokenCount: countWords(t) }));
    const doc = await insertDocumentWithChunks({
      ownerId,
      filename: file.filename,
      kind,
      mimeType: DOCUMENT_KINDS[kind],
      sizeBytes: file.bytes.byteLength,
      contentHash: createHash("sha256").update(file.bytes).digest("hex"),
      charCount: text.length,
      documentDate: findDocumentDate(text),
      chunks: pieces,
    });
    chunks += doc.chunkCount;
  }
  return { documents: files.length, chunks };
}

export async function ingest(pathName: IngestPath, ownerId: string, files: CorpusFile[]): Promise<IngestResult> {
  const start = performance.now();
  const counts = pathName === "ingestFiles" ? await viaIngestFiles(ownerId, files) : await viaInsert(ownerId, files);
  return { ...counts, ms: performance.now() - start };
}

/** Chunks a file will produce (the same chunker ingest uses), to plan stage boundaries before timing. */
export function plannedChunks(file: CorpusFile): number {
  return chunkText(new TextDecoder().decode(file.bytes)).length;
}
