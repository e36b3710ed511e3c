import { safeFetch } from "../http";
import { neutraliseExternal } from "../sanitise";
import type { ResearchSource, SearchResult } from "../types";

// A public encyclopedia through the MediaWiki action API (RES-01): `list=search` for hits,
// `prop=extracts&explaintext` for a page's plain text. Base URL configurable (any MediaWiki).

const LICENSE = "CC BY-SA 4.0";

export function mediaWikiSource(opts: { baseUrl: string; allowLoopback?: boolean; name?: string }): ResearchSource {
  const api = (params: Record<string, string>) => `${opts.baseUrl.replace(/\/$/, "")}/w/api.php?${new URLSearchParams({ format: "json", formatversion: "2", ...params })}`;
  const site = opts.name ?? new URL(opts.baseUrl).host;
  return {
    id: `mediawiki:${site}`,
    kind: "encyclopedia",
    async search(query, { signal }) {
      const res = await safeFetch(api({ action: "query", list: "search", srsearch: query, srlimit: "20" }), { allowLoopback: opts.allowLoopback, signal, accept: /json/ });
      const hits = (JSON.parse(res.body)?.query?.search ?? []) as { title: string; pageid: number; snippet?: string; timestamp?: string }[];
      return hits.map(
        (h): SearchResult => ({
          sourceId: `mediawiki:${site}`,
          url: `${opts.baseUrl.replace(/\/$/, "")}/wiki/${encodeURIComponent(h.title.replace(/ /g, "_"))}`,
          title: h.title,
          snippet: neutraliseExternal((h.snippet ?? "").replace(/<[^>]*>/g, "")),
          reputation: 0.6,
          date: h.timestamp?.slice(0, 10) ?? null,
          license: LICENSE,
          attribution: `${site} contributors`,
        }),
      );
    },
    async fetch(result, { signal }) {
      const title = decodeURIComponent(result.url.split("/wiki/")[1] ?? "").replace(/_/g, " ");
      const res = await safeFetch(api({ action: "query", prop: "extracts|revisions", rvprop: "timestamp", explaintext: "1", titles: title }), { allowLoopback: opts.allowLoopback, signal, accept: /json/ });
      const page = JSON.parse(res.body)?.query?.pages?.[0] as { extract?: string; revisions?: { timestamp?: string }[] } | undefined;
      return { text: page?.extract ?? "", date: page?.revisions?.[0]?.timestamp?.slice(0, 10) ?? result.date ?? null, license: LICENSE, attribution: `${site} contributors` };
    },
  };
}
