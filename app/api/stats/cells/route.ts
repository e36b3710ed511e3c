import { z } from "zod";
import { json, readJson, withUser } from "@/lib/http/with-user";
import { askQuestion, loadCells } from "@/lib/stats/cells";

const askSchema = z.object({ question: z.string().trim().min(3, "Ask a question.").max(500), datasetIds: z.array(z.string().uuid()).max(20).optional() });

export const GET = withUser(async (_req, { user }) => json({ cells: await loadCells({ ownerId: user.id }) }));

export const POST = withUser(async (req, { user }) => {
  const { question, datasetIds } = await readJson(req, askSchema, "stats", 8 * 1024);
  return json({ cell: await askQuestion({ ownerId: user.id, question, datasetIds }) }, { status: 201 });
});
