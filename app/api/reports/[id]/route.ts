import { z } from "zod";
import { validationError } from "@/lib/errors";
import { json, withUser } from "@/lib/http/with-user";
import { reportFilename } from "@/lib/reports/format";
import { loadReportView } from "@/lib/reports/load";
import { reportMarkdown } from "@/lib/reports/markdown";

const reportQuery = z.object({ format: z.enum(["json", "md"], { message: "One of: json, md." }).default("json") });

export const GET = withUser<{ id: string }>(async (req, { user, params }) => {
  const parsed = reportQuery.safeParse({ format: new URL(req.url).searchParams.get("format") || undefined });
  if (!parsed.success) throw validationError(parsed.error, "report");
  const view = await loadReportView({ ownerId: user.id, id: params.id });
  if (parsed.data.format === "json") return json(view);
  return new Response(reportMarkdown(view), {
    headers: {
      "content-type": "text/markdown; charset=utf-8",
      "content-disposition": `attachment; filename="${reportFilename(view.player.displayName)}"`,
      "cache-control": "private, no-store",
    },
  });
});
