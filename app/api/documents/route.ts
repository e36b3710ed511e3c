import { listDocuments } from "@/lib/db/queries/documents";
import { withExtractionBudget } from "@/lib/documents/extract-text";
import { readUploadedFiles } from "@/lib/documents/upload-request";
import { ingestFiles } from "@/lib/documents/ingest";
import { AppError } from "@/lib/errors";
import { json, withUser } from "@/lib/http/with-user";

export const POST = withUser(async (req, { user }) => {
  const files = await readUploadedFiles(req);
  // One text budget for the whole request (SEC-01), shared by its files.
  const { documents, errors } = await withExtractionBudget(() => ingestFiles(user.id, files));
  if (documents.length === 0) {
    // Nothing stored: answer with the first failure's status, listing every file's problem.
    const first = errors[0];
    throw new AppError(first.code as `validation:upload`, first.message, { details: { files: errors } });
  }
  return json({ documents, errors }, { status: 201 });
});

export const GET = withUser(async (_req, { user }) => json({ documents: await listDocuments({ ownerId: user.id }) }));
