import "server-only";
import { env } from "@/lib/env";
import { AppError, isAppError } from "@/lib/errors";
import { limitedBody } from "@/lib/http/body";

/**
 * Reads the multipart body's files (field "files" or "file"). The body is counted as it arrives and cut
 * off at UPLOAD_MAX_REQUEST_BYTES (SEC-01), so a chunked body without Content-Length cannot be
 * buffered whole before the per-file limit applies.
 */
export async function readUploadedFiles(req: Request): Promise<{ filename: string; bytes: Uint8Array }[]> {
  const type = req.headers.get("content-type") ?? "";
  if (!type.startsWith("multipart/form-data")) {
    throw new AppError("unsupported_media:upload", "Send files as multipart/form-data in a field named “files”.");
  }
  const body = limitedBody(req, env.UPLOAD_MAX_REQUEST_BYTES, "upload");
  let form: FormData;
  try {
    form = await new Response(body, { headers: { "content-type": type } }).formData();
  } catch (e) {
    if (isAppError(e)) throw e;
    // undici wraps the stream's error: find our 413 underneath.
    const cause = (e as { cause?: unknown }).cause;
    if (isAppError(cause)) throw cause;
    throw new AppError("bad_request:upload", "The upload could not be read as multipart form data.");
  }
  const entries = [...form.getAll("files"), ...form.getAll("file")].filter((v): v is File => typeof v !== "string");
  if (entries.length > env.UPLOAD_MAX_FILES) {
    throw new AppError("validation:upload", `Upload at most ${env.UPLOAD_MAX_FILES} files at once.`, { fields: { files: ["Too many files"] } });
  }
  return Promise.all(entries.map(async (f) => ({ filename: f.name, bytes: new Uint8Array(await f.arrayBuffer()) })));
}
