import "server-only";
import { env } from "@/lib/env";
import { AppError } from "@/lib/errors";

/** Reads the multipart body's files (field "files" or "file"), refusing oversize bodies up front. */
export async function readUploadedFiles(req: Request): Promise<{ filename: string; bytes: Uint8Array }[]> {
  const type = req.headers.get("content-type") ?? "";
  if (!type.startsWith("multipart/form-data")) {
    throw new AppError("unsupported_media:upload", "Send files as multipart/form-data in a field named “files”.");
  }
  const declared = Number(req.headers.get("content-length") ?? 0);
  const ceiling = env.UPLOAD_MAX_BYTES * env.UPLOAD_MAX_FILES + 1024 * 1024;
  if (declared > ceiling) throw new AppError("payload_too_large:upload", "The upload is too large.");
  let form: FormData;
  try {
    form = await req.formData();
  } catch {
    throw new AppError("bad_request:upload", "The upload could not be read as multipart form data.");
  }
  const entries = [...form.getAll("files"), ...form.getAll("file")].filter((v): v is File => typeof v !== "string");
  return Promise.all(entries.map(async (f) => ({ filename: f.name, bytes: new Uint8Array(await f.arrayBuffer()) })));
}
