import "server-only";
import { Resvg } from "@resvg/resvg-js";
import * as vega from "vega";
import { compile, type TopLevelSpec } from "vega-lite";
import type { ChartKind, StatValue } from "./types";

// STAT-04: charts are vega-lite specs rendered to SVG on the server (no canvas, no browser), with a PNG
// made from that SVG by resvg for download. Line for form over games, bar for rankings, grouped bar for
// head-to-head.

export type ChartInput = { kind: ChartKind; title: string; columns: string[]; rows: StatValue[][]; x: string; y: string; series?: string };

function records(columns: string[], rows: StatValue[][]) {
  return rows.map((r) => Object.fromEntries(columns.map((c, i) => [c, r[i]])));
}

export function chartSpec(input: ChartInput): TopLevelSpec {
  const base = { $schema: "https://vega.github.io/schema/vega-lite/v6.json", title: input.title, width: 480, height: 240, background: "white", config: { font: "sans-serif" } } as const;
  if (input.kind === "grouped_bar") {
    // Head-to-head: one group per stat, one bar per player.
    const stats = input.columns.filter((c) => c !== input.x && c !== "games" && input.rows.some((r) => typeof r[input.columns.indexOf(c)] === "number"));
    const values = input.rows.flatMap((r) => stats.map((s) => ({ player: r[input.columns.indexOf(input.x)], stat: s, value: r[input.columns.indexOf(s)] })));
    return {
      ...base,
      data: { values },
      mark: { type: "bar", tooltip: true },
      encoding: { x: { field: "stat", type: "nominal", title: null, axis: { labelAngle: 0 } }, xOffset: { field: "player" }, y: { field: "value", type: "quantitative", title: null }, color: { field: "player", type: "nominal", title: null } },
    } as TopLevelSpec;
  }
  const values = records(input.columns, input.rows);
  if (input.kind === "line") {
    return {
      ...base,
      data: { values },
      mark: { type: "line", point: true, tooltip: true },
      encoding: {
        x: { field: input.x, type: /date/.test(input.x) ? "temporal" : "ordinal", title: null },
        y: { field: input.y, type: "quantitative", title: input.y },
        ...(input.series ? { color: { field: input.series, type: "nominal", title: null } } : {}),
      },
    } as TopLevelSpec;
  }
  return {
    ...base,
    data: { values },
    mark: { type: "bar", tooltip: true },
    encoding: { x: { field: input.x, type: "nominal", sort: null, title: null, axis: { labelAngle: input.rows.length > 6 ? -40 : 0, labelLimit: 140 } }, y: { field: input.y, type: "quantitative", title: input.y } },
  } as TopLevelSpec;
}

export async function renderChartSvg(input: ChartInput): Promise<string> {
  const spec = compile(chartSpec(input)).spec;
  const view = new vega.View(vega.parse(spec), { renderer: "none" });
  const svg = await view.toSVG();
  view.finalize();
  return svg;
}

export function svgToPng(svg: string): Buffer {
  return new Resvg(svg, { background: "white", fitTo: { mode: "zoom", value: 2 }, font: { loadSystemFonts: true } }).render().asPng();
}
