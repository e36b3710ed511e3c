import { deleteCell } from "@/lib/db/queries/stats";
import { idParam } from "@/lib/http/params";
import { json, withUser } from "@/lib/http/with-user";
import { cellMarkdown, loadCell } from "@/lib/stats/cells";

export const GET = withUser<{ id: string }>(async (req, { user, params }) => {
  const id = idParam(params.id, "cell");
  const cell = await loadCell({ ownerId: user.id, id });
  if (new URL(req.url).searchParams.get("format") === "md") {
    return new Response(cellMarkdown(cell), {
      headers: { "content-type": "text/markdown; charset=utf-8", "content-disposition": `attachment; filename="analysis-${id.slice(0, 8)}.md"` },
    });
  }
  return json({ cell });
});

export const DELETE = withUser<{ id: string }>(async (_req, { user, params }) => {
  await deleteCell({ ownerId: user.id, id: idParam(params.id, "cell") });
  return new Response(null, { status: 204 });
});
