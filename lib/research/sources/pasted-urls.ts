import type { ResearchSource } from "../types";
import { fetchReadable } from "./page-fetch";
import { hostReputation } from "./web-search";

// URLs the user pasted into the chat or the research form (RES-01): they are the search results.
// Every one still goes through ranking, the budget and the SSRF guard.

const URL_RE = /\bhttps?:\/\/[^\s<>"')]+/gi;
export const findUrls = (message: string) => [...new Set(message.match(URL_RE) ?? [])].slice(0, 20);

export function pastedUrlsSource(urls: string[], opts: { allowLoopback?: boolean } = {}): ResearchSource {
  return {
    id: "pasted",
    kind: "pasted",
    async search() {
      // A pasted URL is the user's own pick: it ranks above search hits of equal relevance.
      return urls.map((url) => ({ sourceId: "pasted", url, title: url, snippet: "", reputation: Math.max(0.8, hostReputation(url)) }));
    },
    async fetch(result, { signal }) {
      const page = await fetchReadable(result.url, { allowLoopback: opts.allowLoopback, signal });
      return { text: page.title ? `${page.title}\n${page.text}` : page.text, date: page.date, license: page.license ?? "unknown (quoted for research)", attribution: new URL(result.url).hostname };
    },
  };
}
