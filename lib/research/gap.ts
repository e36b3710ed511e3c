import { createHash } from "node:crypto";
import { documentsPeople, extractPlayerFacts } from "@/lib/scouting/rules";
import { resolvePerson, type PersonMatch } from "@/lib/scouting/rules/person-resolve";
import { coreNameWords, nameKey } from "@/lib/scouting/rules/names";
import { toPlayerFields } from "@/lib/scouting/player-fields";
import type { EvidenceChunk, PlayerFields, Sport } from "@/lib/scouting/types";
import type { BriefCitation, BriefFact, BriefField, FetchedPage } from "./types";

// The gap brief's facts (RES-07): each fetched page is read with the same rules engine and evidence
// rule as the user's documents, after resolving the player in it; its fields are set against the
// saved profile: what the profile lacks, what disagrees (which source, which date), what is newer.

export type SavedProfile = { fields: PlayerFields; savedAt: string | null };

/** Paragraph chunks of a page; ids are ours (`x<n>:<i>`), never from the page. */
export function pageChunks(page: FetchedPage, n: number): EvidenceChunk[] {
  return page.text
    .split(/\n{2,}|\n(?=[-•] )/)
    .map((t) => t.trim())
    .filter(Boolean)
    .map((text, i) => ({ chunkId: `x${n}:${i}`, documentId: page.url, documentName: page.title, text, score: 1, documentDate: page.date ?? null, queryIndex: 0 }));
}

/** The player as this page names them, or null when the page is about someone else. */
export function resolveInPage(playerName: string, page: FetchedPage): string | null {
  const people = documentsPeople([page.title, page.text]);
  const candidates: PersonMatch[] = people.map((name) => ({ key: nameKey(name), name, aliases: [], documentIds: [page.url], mentions: 1, similarity: 1 }));
  const resolution = resolvePerson(playerName, candidates);
  // Outside text is no place for typo tolerance: "Jalen Brookes" on a web page is another person.
  const core = (n: string) => nameKey(coreNameWords(n).join(" "));
  return resolution.status === "found" && core(resolution.person.name) === core(playerName) ? resolution.person.name : null;
}

export type PageReading = { page: FetchedPage; fields: PlayerFields; quotes: Partial<Record<BriefField, string>> };

export function readPage(playerName: string, sport: Sport, page: FetchedPage, n: number): PageReading | null {
  const resolved = resolveInPage(playerName, page);
  if (!resolved) return null;
  const chunks = pageChunks(page, n);
  const extraction = extractPlayerFacts({ playerName: resolved, sport, chunks });
  const byId = new Map(chunks.map((c) => [c.chunkId, c.text]));
  const quote = (ids?: string[]) => (ids?.[0] ? (byId.get(ids[0]) ?? "").replace(/^[-•]\s*/, "").slice(0, 240) : undefined);
  const f = extraction.fields;
  const quotes: PageReading["quotes"] = {
    positions: quote(f.positions?.chunkIds),
    teams: quote(f.teams?.chunkIds),
    league: quote(f.league?.chunkIds),
    height_cm: quote(f.heightCm?.chunkIds),
    weight_kg: quote(f.weightKg?.chunkIds),
    role_projection: quote(f.roleProjection?.chunkIds),
    strengths: quote(f.strengths?.[0]?.chunkIds),
    weaknesses: quote(f.weaknesses?.[0]?.chunkIds),
  };
  return { page, fields: toPlayerFields(extraction), quotes };
}

const norm = (s: string) => nameKey(s).replace(/^the /, "");
const sameTeam = (a: string, b: string) => norm(a) === norm(b) || norm(a).includes(norm(b)) || norm(b).includes(norm(a));
const isNewer = (date: string | null | undefined, savedAt: string | null) => Boolean(date && savedAt && date > savedAt.slice(0, 10));

export function citationOf(page: FetchedPage): BriefCitation {
  return { url: page.url, title: page.title, date: page.date ?? null, license: page.license ?? "unknown", attribution: page.attribution ?? new URL(page.url).hostname };
}

/** Missing fields and contradictions of one page against the saved profile. */
export function compareWithProfile(profile: SavedProfile, reading: PageReading): BriefFact[] {
  const facts: BriefFact[] = [];
  const p = profile.fields;
  const x = reading.fields;
  const source = citationOf(reading.page);
  const newer = isNewer(reading.page.date, profile.savedAt);
  const add = (field: BriefField, kind: BriefFact["kind"], value: string, mergeValue: BriefFact["mergeValue"], profileValue: string | null) => {
    const id = createHash("sha256").update(`${field}|${kind}|${value}|${source.url}`).digest("hex").slice(0, 12);
    facts.push({ id, field, kind, value, mergeValue, profileValue, newer, source, quote: reading.quotes[field] ?? "" });
  };

  if (x.positions?.length) {
    const mine = (p.positions ?? []).map((s) => s.toUpperCase());
    if (!mine.length) add("positions", "missing", x.positions.join(", "), x.positions, null);
    else if (!x.positions.some((s) => mine.includes(s.toUpperCase()))) add("positions", "contradiction", x.positions.join(", "), x.positions, mine.join(", "));
  }
  const current = x.teams?.[0];
  if (current) {
    const mine = p.teams ?? [];
    if (!mine.length) add("teams", "missing", current, [current, ...(x.teams ?? []).slice(1)], null);
    // A page that calls a team the profile already lists (a former club) "current" is stale or misread,
    // not a contradiction: only a team the profile has never had counts (no false contradictions).
    else if (!mine.some((t) => sameTeam(t, current))) add("teams", "contradiction", current, [current, ...mine], mine[0]);
  }
  if (x.league) {
    if (!p.league) add("league", "missing", x.league, x.league, null);
    else if (norm(p.league) !== norm(x.league)) add("league", "contradiction", x.league, x.league, p.league);
  }
  const measure = (field: "height_cm" | "weight_kg", tolerance: number, written?: string) => {
    const value = x.physical?.[field];
    if (value === undefined) return;
    const label = `${written ?? ""}${written ? " " : ""}(${value} ${field === "height_cm" ? "cm" : "kg"})`.trim();
    const mine = p.physical?.[field];
    if (mine === undefined) add(field, "missing", label, value, null);
    else if (Math.abs(mine - value) > tolerance) add(field, "contradiction", label, value, `${mine} ${field === "height_cm" ? "cm" : "kg"}`);
  };
  measure("height_cm", 2.5, x.physical?.height_as_written);
  measure("weight_kg", 2.5, x.physical?.weight_as_written);
  if (x.scouting?.role_projection && !p.scouting?.role_projection) add("role_projection", "missing", x.scouting.role_projection, x.scouting.role_projection, null);
  if (x.scouting?.strengths?.length && !p.scouting?.strengths?.length) add("strengths", "missing", x.scouting.strengths.join("; "), x.scouting.strengths, null);
  if (x.scouting?.weaknesses?.length && !p.scouting?.weaknesses?.length) add("weaknesses", "missing", x.scouting.weaknesses.join("; "), x.scouting.weaknesses, null);
  return facts;
}

const FIELD_LABEL: Record<BriefField, string> = {
  positions: "position",
  teams: "current team",
  league: "league",
  height_cm: "height",
  weight_kg: "weight",
  role_projection: "role projection",
  strengths: "strengths",
  weaknesses: "weaknesses",
};
export const fieldLabel = (f: BriefField) => FIELD_LABEL[f];

/** The rules engine's narrative: short, every sentence cites its external source by number. */
export function rulesNarrative(playerName: string, facts: BriefFact[], sources: BriefCitation[], skipped: number): string {
  const cite = (url: string) => `[${sources.findIndex((s) => s.url === url) + 1}]`;
  const lines: string[] = [];
  if (!sources.length) return `No outside source about ${playerName} could be read${skipped ? ` (${skipped} skipped)` : ""}.`;
  lines.push(`Outside sources (${sources.length} read${skipped ? `, ${skipped} skipped` : ""}) were compared with the saved profile of ${playerName}. They are third-party text, not your evidence.`);
  const contradictions = facts.filter((f) => f.kind === "contradiction");
  const missing = facts.filter((f) => f.kind === "missing");
  for (const f of contradictions) lines.push(`${f.source.title} ${cite(f.source.url)}${f.source.date ? ` (${f.source.date})` : ""} gives the ${fieldLabel(f.field)} as ${f.value}, where the profile has ${f.profileValue}${f.newer ? "; the source is newer than the profile" : ""}.`);
  for (const f of missing) lines.push(`The profile has no ${fieldLabel(f.field)}; ${f.source.title} ${cite(f.source.url)} gives ${f.value}.`);
  if (!facts.length) lines.push("They add nothing the profile lacks and contradict none of it.");
  return lines.join(" ");
}
