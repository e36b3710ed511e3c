import { AppError } from "@/lib/errors";
import { idParam } from "@/lib/http/params";
import { withUser } from "@/lib/http/with-user";
import { cellPng, loadCell } from "@/lib/stats/cells";

// The chart of a cell: SVG, or PNG for download (?format=png).
export const GET = withUser<{ id: string }>(async (req, { user, params }) => {
  const id = idParam(params.id, "cell");
  const cell = await loadCell({ ownerId: user.id, id });
  if (!cell.chart) throw new AppError("not_found:chart", "This analysis has no chart.");
  if (new URL(req.url).searchParams.get("format") === "png") {
    return new Response(new Uint8Array(cellPng(cell)!), { headers: { "content-type": "image/png", "content-disposition": `attachment; filename="chart-${id.slice(0, 8)}.png"` } });
  }
  return new Response(cell.chart.svg, { headers: { "content-type": "image/svg+xml" } });
});
