import path from "node:path";
import { env } from "@/lib/env";
import type { ResearchSource } from "../types";
import { fixtureSource } from "./fixture";
import { mediaWikiSource } from "./mediawiki";
import { pastedUrlsSource } from "./pasted-urls";
import { webSearchSource } from "./web-search";

export type SourceConfig = {
  offline: boolean;
  fixtureDir: string;
  fixtureUrl?: string;
  mediaWikiUrl?: string;
  webSearchKey?: string;
  webSearchUrl?: string;
};

export const envSourceConfig = (): SourceConfig => ({
  offline: env.SCOUT_OFFLINE,
  fixtureDir: path.resolve(env.RESEARCH_FIXTURE_DIR),
  fixtureUrl: env.RESEARCH_FIXTURE_URL,
  mediaWikiUrl: env.RESEARCH_MEDIAWIKI_URL || undefined,
  webSearchKey: env.RESEARCH_WEB_SEARCH_KEY,
  webSearchUrl: env.RESEARCH_WEB_SEARCH_URL,
});

/** The sources a run uses (RES-01). Offline: the fixtures and nothing else, pasted URLs included. */
export function configuredSources(config: SourceConfig, pastedUrls: string[] = []): ResearchSource[] {
  if (config.offline) return [fixtureSource({ dir: config.fixtureDir, baseUrl: config.fixtureUrl })];
  const sources: ResearchSource[] = [];
  if (config.mediaWikiUrl) sources.push(mediaWikiSource({ baseUrl: config.mediaWikiUrl }));
  if (config.webSearchKey) sources.push(webSearchSource({ apiKey: config.webSearchKey, baseUrl: config.webSearchUrl }));
  if (pastedUrls.length) sources.push(pastedUrlsSource(pastedUrls));
  return sources;
}

/** Where each source sends the query, for the consent card. */
export function destinations(sources: ResearchSource[]): string[] {
  return sources.map((s) => (s.id === "fixture" ? "recorded fixture pages (offline, nothing leaves)" : s.id === "web:brave" ? "Brave Search API" : s.id === "pasted" ? "the pasted URLs' sites" : s.id.replace("mediawiki:", "MediaWiki at ")));
}
