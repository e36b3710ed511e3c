import { loadSampleDocuments } from "@/lib/documents/samples";
import { json, withUser } from "@/lib/http/with-user";

export const POST = withUser(async (_req, { user }) => {
  const { documents, errors } = await loadSampleDocuments(user.id);
  return json({ documents, skipped: errors }, { status: documents.length ? 201 : 200 });
});
