import { finalizeReport, missingLines, type DraftLine, type DraftSections } from "@/lib/scouting/report";
import type { ReportDraft, Supported } from "@/lib/scouting/types";
import type { ComposeInput } from "./types";

const RISK = /\b(injur\w*|surgery|surgeries|sprain\w*|tear|torn|fracture\w*|concussion\w*|suspen\w*|missed \d+ games|durab\w*|hamstring|ankle|knee|acl|mcl|off-field|arrest\w*)\b/i;
const DEVELOP = /\b(needs? to|must|has to|should|develop\w*|improv\w*|work on|refine|add(?:ing)? strength)\b/i;
const STYLE = /\b(style|tendenc\w*|prefers?|likes? to|often|usually|operates?|thrives?|plays? (?:with|as|off)|in transition|pick-and-roll|pocket|off the ball|press\w*|isolation)\b/i;

function feet(cm: number) {
  const inches = Math.round(cm / 2.54);
  return `${Math.floor(inches / 12)}'${inches % 12}"`;
}

const lower = (s: string) => s.charAt(0).toLowerCase() + s.slice(1);
// One or two passages per fact are enough to check it; citing every duplicate only adds noise.
const ids = (...items: (Supported<unknown> | undefined)[]) => [...new Set(items.flatMap((i) => i?.chunkIds.slice(0, 2) ?? []))];

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

function leadWith(lines: DraftLine[], focus: string | null): DraftLine[] {
  if (!focus) return lines;
  const words = focus.split(/\s+/).filter((w) => w.length > 3);
  const hit = (l: DraftLine) => words.some((w) => l.text.toLowerCase().includes(w.slice(0, 5)));
  return [...lines.filter(hit), ...lines.filter((l) => !hit(l))];
}

/** FR-06 from extracted facts only: every claim cites the chunks behind it; gaps come from coverage. */
export function composeWithRules(input: ComposeInput): ReportDraft {
  const { extraction, coverage, playerName } = input;
  const f = extraction.fields;
  const style = readWordingFeedback(input.feedback);
  const maxBullets = style.concise ? 2 : style.detailed ? 10 : 6;

  const snapshot: DraftLine[] = [];
  const identity = [
    f.heightCm ? `${feet(f.heightCm.value)} (${f.heightCm.value} cm)` : null,
    f.weightKg ? `${Math.round(f.weightKg.value * 2.20462)} lb (${f.weightKg.value} kg)` : null,
    f.positions?.value.join("/"),
  ].filter(Boolean);
  const current = f.teams?.value.filter((t) => t.current).map((t) => t.name) ?? [];
  const former = f.teams?.value.filter((t) => !t.current).map((t) => t.name) ?? [];
  if (identity.length || current.length) {
    snapshot.push({
      text: `${playerName}${identity.length ? `: ${identity.join(", ")}` : ""}${current.length ? `, currently with ${current.join(" and ")}` : ""}.`,
      chunkIds: ids(f.heightCm, f.weightKg, f.positions, current.length ? f.teams : undefined),
    });
  }
  if (former.length) snapshot.push({ text: `Previously with ${former.join(", ")}.`, chunkIds: ids(f.teams) });
  if (f.strengths?.[0]) snapshot.push({ text: `Best trait: ${lower(f.strengths[0].value)}.`, chunkIds: f.strengths[0].chunkIds });
  if (f.weaknesses?.[0]) snapshot.push({ text: `Main concern: ${lower(f.weaknesses[0].value)}.`, chunkIds: f.weaknesses[0].chunkIds });
  if (f.roleProjection) snapshot.push({ text: `Projection: ${lower(f.roleProjection.value).replace(/\.$/, "")}.`, chunkIds: f.roleProjection.chunkIds });

  const bullet = (s: Supported<string>): DraftLine => ({ text: `${s.value.replace(/\.$/, "")}.`, chunkIds: s.chunkIds });
  const facts = extraction.rawFacts;

  const playStyle: DraftLine[] = [];
  if (f.styleTags?.length) {
    playStyle.push({ text: `Profiles as ${f.styleTags.map((t) => lower(t.value)).join(", ")}.`, chunkIds: f.styleTags.flatMap((t) => t.chunkIds) });
  }
  playStyle.push(...facts.filter((x) => STYLE.test(x.text) && !RISK.test(x.text)).slice(0, style.concise ? 1 : 3));

  const sentence = (t: string) => (/[.!?]$/.test(t) ? t : `${t}.`);
  const role: DraftLine[] = f.roleProjection ? [{ text: sentence(f.roleProjection.value), chunkIds: f.roleProjection.chunkIds }] : [];

  const development: DraftLine[] = [
    ...facts.filter((x) => DEVELOP.test(x.text) && !RISK.test(x.text)),
    ...(f.weaknesses ?? []).map((w) => ({ text: `Improve: ${lower(w.value).replace(/\.$/, "")}.`, chunkIds: w.chunkIds })),
  ];

  const risk: DraftLine[] = facts.filter((x) => RISK.test(x.text));
  for (const c of extraction.conflicts) {
    risk.push({
      text: `Sources disagree on ${c.field}: the newer source says ${c.kept}, an older one ${c.dropped}. This report follows the newer source.`,
      chunkIds: [...c.keptChunkIds, ...c.droppedChunkIds],
    });
  }

  const sections: DraftSections = {
    snapshot: snapshot.slice(0, 5),
    strengths: leadWith((f.strengths ?? []).map(bullet), style.focus).slice(0, maxBullets),
    weaknesses: leadWith((f.weaknesses ?? []).map(bullet), style.focus).slice(0, maxBullets),
    play_style: playStyle,
    role_projection: role,
    development_focus: dedupe(development).slice(0, style.concise ? 2 : 4),
    risk_notes: dedupe(risk).slice(0, style.concise ? 2 : 4),
    missing: missingLines(coverage),
  };
  return finalizeReport({ playerName, sections, evidence: input.evidence });
}

function dedupe(lines: DraftLine[]): DraftLine[] {
  const seen = new Set<string>();
  return lines.filter((l) => {
    const key = l.text.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
