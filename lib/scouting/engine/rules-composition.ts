import { assessTargets, mentionsSkill, readContentRequest, revisionNote, type ContentTarget } from "@/lib/scouting/edit-request";
import { finalizeReport, missingLines, type DraftLine, type DraftSections } from "@/lib/scouting/report";
import { describeHeight, describeWeight } from "@/lib/reports/format";
import type { EvidenceChunk, EvidenceQuote, ExtractionResult, ReportDraft, ScoutingNote, StatLine, Supported } from "@/lib/scouting/types";
import { findPositionMentions } from "@/lib/scouting/rules/positions";
import type { Sport } from "@/lib/scouting/rules/types";
import type { ComposeInput } from "./types";

// FR-06 from classified statements (issue 9): a snapshot paragraph a scout would write, strengths and
// weaknesses as lead-and-detail bullets in order of evidence weight, play style from tendencies, a stats
// block, role projection with a one-line recommendation, development focus from what the documents tie
// to improvement, risk notes only from risk statements. Every line carries the quotes that support it.

const lower = (s: string) => (/^\p{Lu}\p{Ll}/u.test(s) ? s.charAt(0).toLowerCase() + s.slice(1) : s);
const sentence = (t: string) => (/[.!?)"]$/.test(t.trim()) ? t.trim() : `${t.trim()}.`);

/** Wording feedback the rules engine understands: length, and which topic to lead with. */
export function readWordingFeedback(feedback: string | null) {
  const text = feedback?.toLowerCase() ?? "";
  const focus = text.match(/\b(?:focus on|emphasi[sz]e|lead with|highlight|more on)\s+(?:his|her|their|the)?\s*([a-z][a-z -]{2,40})/)?.[1]?.trim() ?? null;
  return {
    concise: /\b(short|shorter|concise|brief|tighten|trim|less|fewer|condense)\b/.test(text),
    detailed: /\b(detail|detailed|expand|longer|more depth|elaborate)\b/.test(text),
    focus,
  };
}

/** Several wording edits compose: the later one wins where they disagree (shorter, then longer). */
function readWording(edits: string[]) {
  let concise = false;
  let detailed = false;
  let focus: string | null = null;
  for (const e of edits) {
    const w = readWordingFeedback(e);
    if (w.concise) [concise, detailed] = [true, false];
    if (w.detailed) [concise, detailed] = [false, true];
    if (w.focus) focus = w.focus;
  }
  return { concise, detailed, focus };
}

/** Lines about the focus (or a skill the user asked for) first, the rest in their order. */
function leadWith<T extends { text: string }>(lines: T[], words: string[]): T[] {
  if (!words.length) return lines;
  const hit = (l: T) => mentionsSkill(l.text, words);
  return [...lines.filter(hit), ...lines.filter((l) => !hit(l))];
}

const byWeight = (a: ScoutingNote, b: ScoutingNote) => b.weight - a.weight;

function noteLine(n: ScoutingNote, text = n.text): DraftLine {
  return { text: sentence(text), chunkIds: n.chunkIds.slice(0, 3), quotes: n.quotes };
}

/** The chunks (newest first) among `ids` whose text names `needle`, with the needle as quote. */
function chunksNaming(evidence: EvidenceChunk[], ids: string[], needle: string, max = 2): { chunkIds: string[]; quotes: EvidenceQuote[] } {
  const wanted = new Set(ids);
  const lowerNeedle = needle.toLowerCase();
  const hits = evidence
    .filter((c) => wanted.has(c.chunkId) && c.text.toLowerCase().includes(lowerNeedle))
    .sort((a, b) => (b.documentDate ?? "").localeCompare(a.documentDate ?? ""))
    .slice(0, max);
  return { chunkIds: hits.map((c) => c.chunkId), quotes: hits.map((c) => ({ chunkId: c.chunkId, text: needle })) };
}

/** The chunks of a measured value whose text holds the value as written. */
function measuredSupport(evidence: EvidenceChunk[], m: (Supported<number> & { asWritten?: string }) | undefined) {
  if (!m) return { chunkIds: [] as string[], quotes: [] as EvidenceQuote[] };
  if (m.asWritten) {
    const named = chunksNaming(evidence, m.chunkIds, m.asWritten, 2);
    if (named.chunkIds.length) return named;
  }
  return { chunkIds: m.chunkIds.slice(0, 2), quotes: [] };
}

const POSITION_NAMES: Record<string, Record<string, string>> = {
  nba: { PG: "point guard", SG: "shooting guard", SF: "small forward", PF: "power forward", C: "center" },
  football: { QB: "quarterback", RB: "running back", WR: "wide receiver", TE: "tight end", OT: "offensive tackle", OG: "guard", C: "center", DE: "defensive end", DT: "defensive tackle", LB: "linebacker", CB: "cornerback", S: "safety", EDGE: "edge rusher", K: "kicker", P: "punter" },
  soccer: { GK: "goalkeeper", CB: "centre-back", LB: "left-back", RB: "right-back", WB: "wing-back", DM: "defensive midfielder", CM: "central midfielder", AM: "attacking midfielder", LW: "left winger", RW: "right winger", ST: "striker", CF: "centre-forward" },
};

/** Positions as the cited passages write them: the code where they use it ("SF/PF"), else its name. */
function positionWords(codes: string[], sport: string, passages: string[]): string {
  const names = POSITION_NAMES[sport] ?? {};
  const words = codes.map((code) => (passages.some((p) => new RegExp(`(?<![\\p{L}])${code}(?![\\p{L}])`, "u").test(p)) || !names[code] ? code : names[code]));
  if (words.every((w, i) => w === codes[i])) return words.join("/");
  return words.length > 1 ? `${words.slice(0, -1).join(", ")} and ${words.at(-1)}` : words[0];
}

/** The passages that state each position (its code or its name), one per position. */
function positionSupport(evidence: EvidenceChunk[], ids: string[], codes: string[], sport: string): string[] {
  const names = POSITION_NAMES[sport] ?? {};
  const passages = evidence.filter((c) => ids.includes(c.chunkId));
  const out: string[] = [];
  for (const code of codes) {
    // The extractor's own reading of a passage ("a left-sided centre-half by trade" is CB) before the
    // fallback, so the line cites a passage that says the position in some words (REQ-CIT-01).
    const reads = (c: EvidenceChunk) => findPositionMentions(c.text, sport as Sport).some((p) => p.codes.includes(code));
    const hit =
      passages.find((c) => new RegExp(`(?<![\\p{L}])${code}(?![\\p{L}])`, "u").test(c.text) || (names[code] && c.text.toLowerCase().includes(names[code]))) ??
      passages.find(reads);
    if (hit && !out.includes(hit.chunkId)) out.push(hit.chunkId);
  }
  return out.length ? out : ids.slice(0, 1);
}

function statText(s: StatLine): string {
  return s.context ? `${s.context}: ${s.text}` : s.text;
}

function snapshot(input: ComposeInput, notes: ScoutingNote[], stats: StatLine[]): DraftLine[] {
  const { extraction, evidence, playerName } = input;
  const f = extraction.fields;
  const lines: DraftLine[] = [];
  const height = describeHeight(f.heightCm?.value, f.heightCm?.asWritten);
  const weight = describeWeight(f.weightKg?.value, f.weightKg?.asWritten);
  const age = f.age ? `${f.age.value}-year-old` : null;
  const positionPassages = evidence.filter((c) => f.positions?.chunkIds.includes(c.chunkId)).map((c) => c.text);
  const positions = f.positions?.value.length ? positionWords(f.positions.value, input.sport, positionPassages) : null;
  const who = [age, positions].filter(Boolean).join(" ");
  const size = [height, weight].filter(Boolean).join(" and ");
  if (who || size) {
    const h = measuredSupport(evidence, f.heightCm);
    const w = measuredSupport(evidence, f.weightKg);
    const a = f.age ? chunksNaming(evidence, f.age.chunkIds, f.age.asWritten ?? String(f.age.value), 1) : { chunkIds: [], quotes: [] };
    lines.push({
      text: `${playerName}${who ? ` is a ${who}` : ""}${size ? `${who ? "," : " is"} listed at ${size}` : ""}.`,
      chunkIds: [...new Set([...a.chunkIds, ...(f.positions ? positionSupport(evidence, f.positions.chunkIds, f.positions.value, input.sport) : []), ...h.chunkIds, ...w.chunkIds])],
      quotes: [...a.quotes, ...h.quotes, ...w.quotes],
    });
  }
  // Each team is cited to the passages that name it, newest first (the trade news for the new team); a
  // team no cited passage names is left out (the evidence rule, applied per claim).
  // A team name is a name: "Leadership. Coaches." read from a list item is not one.
  const named = (f.teams?.value ?? []).filter((t) => !/\.\s|\.$/.test(t.name.replace(/\b(?:St|Jr|Sr|Ft|Mt)\.\s/g, ""))).map((t) => ({ team: t, support: chunksNaming(evidence, f.teams?.chunkIds ?? [], t.name, t.current ? 2 : 1) })).filter((x) => x.support.chunkIds.length > 0);
  const current = named.filter((x) => x.team.current).map((x) => x.team);
  const former = named.filter((x) => !x.team.current).map((x) => x.team);
  if (current.length || former.length) {
    const support = [...named.filter((x) => x.team.current), ...named.filter((x) => !x.team.current)].map((x) => x.support);
    const text = current.length
      ? `Plays for ${current.map((t) => t.name).join(" and ")}${former.length ? `; previously ${former.map((t) => t.name).join(", ")}` : ""}.`
      : `Previously with ${former.map((t) => t.name).join(", ")}.`;
    lines.push({ text, chunkIds: [...new Set(support.flatMap((s) => s.chunkIds))], quotes: support.flatMap((s) => s.quotes) });
  }
  const tags = f.styleTags ?? [];
  if (tags.length) {
    lines.push({
      text: `Role: ${tags.slice(0, 3).map((t, i) => (i === 0 ? t.value : lower(t.value))).join(", ")}.`,
      chunkIds: [...new Set(tags.slice(0, 3).flatMap((t) => t.chunkIds.slice(0, 1)))],
      quotes: tags.slice(0, 3).flatMap((t) => t.chunkIds.slice(0, 1).map((chunkId) => ({ chunkId, text: t.value }))),
    });
  }
  const headline = stats.find((s) => s.kind === "season") ?? stats.find((s) => s.kind !== "combine");
  if (headline) lines.push({ text: sentence(statText(headline)), chunkIds: headline.chunkIds.slice(0, 2), quotes: headline.quotes });
  const projection = notes.filter((n) => n.kind === "projection").sort(byWeight)[0];
  if (!lines.length && projection) lines.push(noteLine(projection));
  return lines;
}

/** FR-06 from extracted facts only: every claim cites the chunks behind it; gaps come from coverage. */
export function composeWithRules(input: ComposeInput): ReportDraft {
  const { extraction, coverage, playerName } = input;
  const f = extraction.fields;
  const wordingEdits = input.request?.wording ?? (input.feedback ? [input.feedback] : []);
  const style = readWording(wordingEdits);
  const targets: ContentTarget[] = (input.request?.content ?? []).flatMap((c) => readContentRequest(c, input.sport));
  const assessed = assessTargets(targets, extraction);
  const skillWords = [...targets.filter((t) => t.key === "skill").flatMap((t) => t.words), ...(style.focus ? style.focus.split(/\s+/).filter((w) => w.length > 3) : [])];
  const asked = new Set(assessed.found.map((t) => t.key));
  // "Shorter" keeps the strongest items by evidence weight; the default shows a scout's usual depth.
  const maxTraits = style.concise ? 3 : style.detailed ? 10 : 6;
  const notes = notesOrFallback(extraction);
  const stats = extraction.stats ?? [];
  const of = (kind: ScoutingNote["kind"]) => notes.filter((n) => n.kind === kind);

  const strengths = leadWith(of("strength").sort(byWeight), skillWords).slice(0, maxTraits).map((n) => noteLine(n));
  const weaknesses = leadWith(of("weakness").sort(byWeight), skillWords).slice(0, maxTraits).map((n) => noteLine(n));

  const playStyle: DraftLine[] = leadWith(of("tendency").sort(byWeight), skillWords)
    .slice(0, style.concise ? 2 : 4)
    .map((n) => noteLine(n));
  if (!playStyle.length && f.styleTags?.length) {
    playStyle.push({
      text: `Profiles as ${f.styleTags.map((t) => lower(t.value)).join(", ")}.`,
      chunkIds: f.styleTags.flatMap((t) => t.chunkIds.slice(0, 1)),
      quotes: f.styleTags.flatMap((t) => t.chunkIds.slice(0, 1).map((chunkId) => ({ chunkId, text: t.value }))),
    });
  }
  // A skill the user asked about leads the sections above; development and risk notes about it too.

  const statLines: DraftLine[] = stats
    .slice(0, style.concise && !asked.has("stats") ? 2 : 6)
    .map((s) => ({ text: sentence(statText(s)), chunkIds: s.chunkIds.slice(0, 2), quotes: s.quotes }));
  const measures = [
    f.heightCm ? { label: "Height", text: describeHeight(f.heightCm.value, f.heightCm.asWritten), m: f.heightCm } : null,
    f.weightKg ? { label: "Weight", text: describeWeight(f.weightKg.value, f.weightKg.asWritten), m: f.weightKg } : null,
  ].filter((x) => x !== null && x.text !== null);
  if (measures.length) {
    const support = measures.map((x) => measuredSupport(input.evidence, x!.m));
    statLines.push({
      text: `${measures.map((x) => `${x!.label}: ${x!.text}`).join("; ")}.`,
      chunkIds: [...new Set(support.flatMap((s) => s.chunkIds))],
      quotes: support.flatMap((s) => s.quotes),
    });
  }

  const projections = of("projection").sort(byWeight);
  const topWeight = projections[0]?.weight ?? 0;
  const role: DraftLine[] = projections.filter((n) => n.weight === topWeight).slice(0, 2).map((n) => noteLine(n));
  const recommendation = of("recommendation").sort(byWeight)[0];
  if (recommendation) role.push(noteLine(recommendation, `Recommendation: ${lower(recommendation.text)}`));

  // Development focus: what the documents list as such, then weaknesses they tie to improvement.
  const development: DraftLine[] = of("development").sort(byWeight).map((n) => noteLine(n));
  for (const w of of("weakness").sort(byWeight)) {
    const body = w.text.slice(w.text.indexOf(":") + 1);
    const clause = body.split(/(?<=[.;])\s+/).find((c) => /\b(?:needs? to|must|has to|work(?:ing)? on|improv\w*|develop\w*|refine|add(?:ing)? (?:strength|mass|muscle))\b/i.test(c));
    if (clause && !development.some((d) => d.text.toLowerCase().includes(w.label.toLowerCase()))) {
      development.push(noteLine(w, `${w.label}: ${lower(clause.replace(/[;.\s]+$/, ""))}`));
    }
  }

  // Risk notes only from risk statements: injuries first, then contract, conduct and health.
  const RISK_ORDER = { injury: 0, contract: 1, conduct: 2, health: 3, other: 4 } as const;
  const risks = of("risk").sort((a, b) => RISK_ORDER[a.topic ?? "other"] - RISK_ORDER[b.topic ?? "other"] || b.weight - a.weight);
  // A short report keeps four injury lines; what the user asked for (contract) comes on top of them.
  const concise = () => [...risks.filter((r) => r.topic === "injury").slice(0, 4), ...risks.filter((r) => r.topic === "contract" && asked.has("contract"))];
  const risk: DraftLine[] = (style.concise ? concise() : risks.slice(0, 6)).map((n) => noteLine(n));
  // Source conflicts are resolved in the fields (newest source wins; the team line says "previously");
  // they are notes about the data, not risks, and their converted values are not in any passage.

  const missing = missingLines(coverage);
  for (const t of assessed.missing) missing.push({ text: `You asked for ${t.label}: nothing in your documents states it for ${playerName}.`, chunkIds: [] });

  const sections: DraftSections = {
    snapshot: snapshot(input, notes, stats),
    strengths,
    weaknesses,
    play_style: playStyle,
    stats: statLines,
    role_projection: role,
    development_focus: dedupe(development).slice(0, style.concise ? 2 : 4),
    risk_notes: dedupe(risk),
    missing,
  };
  const note = revisionNote({
    revision: input.request?.revision ?? 0,
    wording: wordingEdits,
    content: input.request?.content ?? [],
    found: assessed.found,
    missing: assessed.missing,
  });
  return finalizeReport({ playerName, sections, evidence: input.evidence, revisionNote: note });
}

/** An extraction without classified statements (another engine's): its trait lists as notes. */
function notesOrFallback(extraction: ExtractionResult): ScoutingNote[] {
  if (extraction.notes?.length) return extraction.notes;
  const f = extraction.fields;
  const from = (kind: ScoutingNote["kind"], items: Supported<string>[] | undefined): ScoutingNote[] =>
    (items ?? []).map((s, i) => ({ kind, label: s.value, text: s.value, chunkIds: s.chunkIds, quotes: [], weight: 1 - i / 100 }));
  const out = [...from("strength", f.strengths), ...from("weakness", f.weaknesses)];
  if (f.roleProjection) out.push(...from("projection", [f.roleProjection]));
  return out;
}

/** Drops a line that says what an earlier one said in other words (same words, other order). */
function dedupe(lines: DraftLine[]): DraftLine[] {
  const seen: Set<string>[] = [];
  return lines.filter((l) => {
    const words = new Set(l.text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []);
    const same = seen.some((s) => {
      const shared = [...words].filter((w) => s.has(w)).length;
      return shared / Math.max(1, Math.min(words.size, s.size)) >= 0.85;
    });
    if (same) return false;
    seen.push(words);
    return true;
  });
}
