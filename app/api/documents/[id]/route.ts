import { getDocument, getDocumentChunks } from "@/lib/db/queries/documents";
import { removeDocument } from "@/lib/documents/remove";
import { idParam } from "@/lib/http/params";
import { isInstructionLike } from "@/lib/scouting/rules/untrusted";
import { json, withUser } from "@/lib/http/with-user";
import { audit } from "@/lib/db/queries/audit";
import { clientIp } from "@/lib/rate-limit";

export const GET = withUser<{ id: string }>(async (_req, { user, params }) => {
  const id = idParam(params.id, "document");
  const document = await getDocument({ ownerId: user.id, id });
  const chunks = await getDocumentChunks({ ownerId: user.id, documentId: id });
  // The source view shows every line, and flags those that address the assistant: they are never
  // evidence (SEC-08).
  return json({ document, chunks: chunks.map((c) => ({ ...c, instructionLines: c.text.split("\n").filter((l) => isInstructionLike(l)) })) });
});

export const DELETE = withUser<{ id: string }>(async (req, { user, params }) => {
  const id = idParam(params.id, "document");
  // Its text leaves stored run state too (SEC-07).
  await removeDocument({ ownerId: user.id, id });
  await audit({ ownerId: user.id, action: "document.deleted", targetType: "document", targetId: id, ip: clientIp(req.headers) });
  return new Response(null, { status: 204 });
});
