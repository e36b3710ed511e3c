import "server-only";
import { deleteDocument } from "@/lib/db/queries/documents";
import { forgetDocumentInRuns } from "@/lib/db/queries/retention";

/** Deletes a document and its text from stored run state (SEC-07; policy in lib/db/queries/retention.ts). */
export async function removeDocument({ ownerId, id }: { ownerId: string; id: string }) {
  await deleteDocument({ ownerId, id });
  return forgetDocumentInRuns({ ownerId, documentId: id });
}
