import "server-only";
import { createHash } from "node:crypto";
import { findDocumentByHash, insertDocumentWithChunks, type DocumentSummary } from "@/lib/db/queries/documents";
import { audit } from "@/lib/db/queries/audit";
import { env } from "@/lib/env";
import { AppError, isAppError } from "@/lib/errors";
import { indexPeople } from "@/lib/scouting/rules/person-index";
import { embedChunks } from "@/lib/search/vector";
import { storeDatasetFromUpload } from "@/lib/stats/datasets";
import { chunkText, countWords, normaliseText } from "./chunk-text";
import { extractDocument, findDocumentDate, UnreadableFileError } from "./extract-text";
import { ACCEPTED_EXTENSIONS, DOCUMENT_KINDS, kindFromFilename } from "./file-types";
import { pipeFixedWidthTables } from "./fixed-width";
import { splitInlineFields } from "./inline-fields";
import { unfoldSideBySide } from "./side-by-side";

export type UploadFailure = { filename: string; code: string; message: string; existingDocumentId?: string };
export type UploadOutcome = { document: DocumentSummary } | { failure: UploadFailure };

const MAX_FILENAME = 255;

function safeFilename(name: string): string {
  // Path parts, control characters and bidirectional/invisible controls (which make "evil‮txt.exe"
  // display as something else) never reach storage or the UI (SEC-09).
  const base = (name.split(/[\\/]/).pop() ?? "").replace(/[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2060-\u2069\ufeff]/g, "").trim();
  if (base.length <= MAX_FILENAME) return base || "untitled";
  // Shorten the stem, never the extension: the type check reads it (a 300-character name is not a 415).
  const dot = base.lastIndexOf(".");
  const ext = dot > 0 && base.length - dot <= 10 ? base.slice(dot) : "";
  return base.slice(0, MAX_FILENAME - ext.length) + ext;
}

function formatMb(bytes: number) {
  return `${Math.round(bytes / 1024 / 1024)} MB`;
}

/** Validates, extracts, chunks and stores one file; every failure names the file. */
export async function ingestFile(input: { ownerId: string; filename: string; bytes: Uint8Array }): Promise<UploadOutcome> {
  const filename = safeFilename(input.filename);
  const fail = (code: string, message: string, extra: Partial<UploadFailure> = {}): UploadOutcome => ({
    failure: { filename, code, message, ...extra },
  });
  const kind = kindFromFilename(filename);
  if (!kind) {
    return fail("unsupported_media:upload", `“${filename}” is not a supported file type. Upload ${ACCEPTED_EXTENSIONS.join(", ")} files.`);
  }
  if (input.bytes.byteLength > env.UPLOAD_MAX_BYTES) {
    return fail("payload_too_large:upload", `“${filename}” is larger than the ${formatMb(env.UPLOAD_MAX_BYTES)} limit.`);
  }
  if (input.bytes.byteLength === 0) return fail("validation:upload", `“${filename}” is empty.`);

  const contentHash = createHash("sha256").update(input.bytes).digest("hex");
  const existing = await findDocumentByHash({ ownerId: input.ownerId, contentHash });
  if (existing) {
    return fail("conflict:document", `“${filename}” has the same content as “${existing.filename}”, which is already uploaded.`, {
      existingDocumentId: existing.id,
    });
  }

  let text: string;
  let table: string | null;
  try {
    const extracted = await extractDocument(kind, input.bytes, filename);
    text = normaliseText(splitInlineFields(unfoldSideBySide(pipeFixedWidthTables(extracted.text))));
    table = extracted.table;
  } catch (e) {
    if (e instanceof UnreadableFileError) return fail(e.code, e.message);
    throw e;
  }
  if (!text) return fail("validation:upload", `“${filename}” contains no readable text.`);

  const chunks = chunkText(text).map((t) => ({ text: t, tokenCount: countWords(t) }));
  const persons = indexPeople(chunks.map((c) => c.text));
  try {
    const document = await insertDocumentWithChunks({
      ownerId: input.ownerId,
      filename,
      kind,
      mimeType: DOCUMENT_KINDS[kind],
      sizeBytes: input.bytes.byteLength,
      contentHash,
      charCount: text.length,
      documentDate: findDocumentDate(text, filename),
      people: persons.map((p) => p.name),
      persons,
      chunks,
    });
    await embedChunks(input.ownerId, chunks.map((c, i) => ({ id: `${document.id}:${i}`, text: c.text })));
    // A stat table (a CSV, or an .xlsx read as one) is also a dataset for the stats lab (STAT-01).
    if (table !== null) await storeDatasetFromUpload({ ownerId: input.ownerId, documentId: document.id, filename, text: table });
    return { document };
  } catch (e) {
    // Two identical uploads racing: the unique index decides, the loser is a duplicate.
    if (isAppError(e) && e.code === "conflict:document") {
      return fail("conflict:document", `“${filename}” is already uploaded.`);
    }
    throw e;
  }
}

export async function ingestFiles(ownerId: string, files: { filename: string; bytes: Uint8Array }[]) {
  if (files.length === 0) throw new AppError("validation:upload", "Choose at least one file to upload.", { fields: { files: ["Required"] } });
  if (files.length > env.UPLOAD_MAX_FILES) {
    throw new AppError("validation:upload", `Upload at most ${env.UPLOAD_MAX_FILES} files at once.`, { fields: { files: ["Too many files"] } });
  }
  const documents: DocumentSummary[] = [];
  const errors: UploadFailure[] = [];
  // Sequential: PGlite has one connection, and ordering keeps duplicate detection within a batch exact.
  for (const file of files) {
    const outcome = await ingestFile({ ownerId, ...file });
    if ("document" in outcome) {
      documents.push(outcome.document);
      await audit({ ownerId, action: "document.uploaded", targetType: "document", targetId: outcome.document.id, detail: { filename: outcome.document.filename } });
    }
    else errors.push(outcome.failure);
  }
  return { documents, errors };
}
