import { z } from "zod";
import { deleteDataset } from "@/lib/db/queries/stats";
import { idParam } from "@/lib/http/params";
import { json, readJson, withUser } from "@/lib/http/with-user";
import { datasetPreview, updateColumnRoles } from "@/lib/stats/datasets";
import { COLUMN_ROLES } from "@/lib/stats/types";

const rolesSchema = z.object({ columns: z.array(z.object({ name: z.string().min(1).max(100), role: z.enum(COLUMN_ROLES) })).min(1).max(200) });

export const GET = withUser<{ id: string }>(async (_req, { user, params }) => json(await datasetPreview({ ownerId: user.id, id: idParam(params.id, "dataset") })));

export const PATCH = withUser<{ id: string }>(async (req, { user, params }) => {
  const id = idParam(params.id, "dataset");
  const { columns } = await readJson(req, rolesSchema, "dataset");
  return json({ dataset: await updateColumnRoles({ ownerId: user.id, id, roles: columns }) });
});

export const DELETE = withUser<{ id: string }>(async (_req, { user, params }) => {
  await deleteDataset({ ownerId: user.id, id: idParam(params.id, "dataset") });
  return new Response(null, { status: 204 });
});
