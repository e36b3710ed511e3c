// "Edit content" feedback read as extra retrieval and extraction targets (issue 9): stats, contract,
// injuries, age, measurements, role, recommendation, or a named skill. After the re-run each target is
// either found (it appears in the report) or named in "What I couldn't find" and in the revision note.

import type { ExtractionResult, Sport } from "@/lib/scouting/types";

export type ContentTargetKey = "stats" | "contract" | "injuries" | "age" | "measurements" | "role" | "recommendation" | "skill";
export type ContentTarget = { key: ContentTargetKey; label: string; query: string; words: string[] };

const STAT_QUERY: Record<Sport, string> = {
  nba: "points rebounds assists per game averaged season",
  football: "yards touchdowns completions season stats",
  soccer: "goals assists appearances season",
  unknown: "stats averages per game season",
};

const TOPICS: { key: Exclude<ContentTargetKey, "skill">; re: RegExp; label: string; query: (sport: Sport) => string }[] = [
  { key: "stats", re: /\b(?:stats?|statistics|numbers|averages?|averaging|scoring|points|rebound\w*|assists?|per[- ]game|percentages?|splits|goals|yards|touchdowns|production|box score|stat line)\b/i, label: "stat line", query: (s) => STAT_QUERY[s] },
  { key: "contract", re: /\b(?:contract|salary|extension|free agen\w*|release clause|buyout|under contract|deal (?:status|length|terms))\b/i, label: "contract status", query: () => "contract runs through seasons left extension" },
  { key: "injuries", re: /\b(?:injur\w*|health|medical\w*|durab\w*|surger\w*)\b/i, label: "injury history", query: () => "injury missed games sprain strain surgery" },
  { key: "age", re: /\b(?:age|how old|born|birth ?date)\b/i, label: "age", query: () => "age year-old born" },
  { key: "measurements", re: /\b(?:height|weight|size|measurements?|how tall|combine)\b/i, label: "height and weight", query: () => "height weight measurements" },
  { key: "role", re: /\b(?:role|projection|project(?:s|ed)?|fit|ceiling|upside)\b/i, label: "role projection", query: () => "role projection projects as ceiling" },
  { key: "recommendation", re: /\b(?:recommend\w*|verdict|should (?:we|i) (?:sign|draft|pursue))\b/i, label: "recommendation", query: () => "recommendation worth pursuing" },
];

// Words that frame a request rather than name what is wanted.
const FRAME =
  /\b(?:please|can|could|would|you|also|too|more|add|adding|include|including|check|look|into|about|the|his|her|their|a|an|and|or|on|for|of|in|with|me|some|any|what|is|are|was|it|this|that|report|info|information|details?|section|mention|cover|tell|show|give|want|need|like|make|put|there|status|history|line|averages?|stats?|statistics|numbers|contract|injur\w*|age|height|weight|role|projection|recommendation|current|latest|his|him|please|thanks?|it's|its|missing|nothing|anything|also|well|as|game|games|play|side|stuff|things?|part|aspects?|much|lot|bit|little|everything|please)\b/gi;

/** The targets a content edit asks for; a phrase that names none of the known topics is a skill. */
export function readContentRequest(text: string | null | undefined, sport: Sport = "unknown"): ContentTarget[] {
  const t = (text ?? "").trim();
  if (!t) return [];
  const out: ContentTarget[] = [];
  for (const topic of TOPICS) if (topic.re.test(t)) out.push({ key: topic.key, label: topic.label, query: topic.query(sport), words: [] });
  // "more on his pick-and-roll defence", "add his rebounding": what is left after the frame words.
  const frame = new RegExp(`^(?:${FRAME.source})$`, "i");
  const topic = new RegExp(`^(?:${TOPICS.map((x) => x.re.source).join("|")})$`, "i");
  const rest = t
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s'-]/gu, " ")
    .split(/\s+/)
    .map((w) => w.replace(/^['-]+|['-]+$/g, ""))
    .filter((w) => w.length > 2 && !frame.test(w) && !topic.test(w));
  if (rest.length) {
    const words = [...new Set(rest)].slice(0, 4);
    out.push({ key: "skill", label: words.join(" "), query: words.join(" "), words });
  }
  return out;
}

const base = (w: string) => w.toLowerCase().replace(/[^\p{L}\p{N}]/gu, "").replace(/(?:ing|ers?|ed|es|s)$/, "");
/** "rebounder" ~ "rebounding", "defense" ~ "defensive"; "wingspan" is not "wings". */
const sameWord = (a: string, b: string) => {
  const x = base(a);
  const y = base(b);
  return x === y || (x.length >= 6 && y.length >= 6 && x.slice(0, 6) === y.slice(0, 6));
};

/** Whether a text mentions every word of a skill target. */
export function mentionsSkill(text: string, words: string[]): boolean {
  const have = (text.toLowerCase().match(/[\p{L}\p{N}'-]+/gu) ?? []).flatMap((w) => [w, ...w.split("-")]);
  // "pick-and-roll" matches "pick and roll" too: each part of a hyphenated word must appear.
  const parts = words.flatMap((w) => (w.includes("-") ? w.split("-").filter((p) => p.length > 2 && p !== "and") : [w]));
  return parts.length > 0 && parts.every((w) => have.some((h) => sameWord(h, w)));
}

/** Which targets the extraction answers. */
export function assessTargets(targets: ContentTarget[], extraction: ExtractionResult): { found: ContentTarget[]; missing: ContentTarget[] } {
  const f = extraction.fields;
  const notes = extraction.notes ?? [];
  const has = (t: ContentTarget): boolean => {
    switch (t.key) {
      case "stats":
        return (extraction.stats ?? []).some((s) => s.kind !== "combine") || (extraction.stats ?? []).length > 0;
      case "contract":
        return notes.some((n) => n.kind === "risk" && n.topic === "contract");
      case "injuries":
        return notes.some((n) => n.kind === "risk" && (n.topic === "injury" || n.topic === "health"));
      case "age":
        return !!f.age;
      case "measurements":
        return !!(f.heightCm || f.weightKg);
      case "role":
        return !!f.roleProjection || notes.some((n) => n.kind === "projection");
      case "recommendation":
        return notes.some((n) => n.kind === "recommendation");
      case "skill":
        // Only classified statements about him count: a raw fact may be a teammate's comparison.
        return notes.some((n) => mentionsSkill(n.text, t.words));
    }
  };
  return { found: targets.filter(has), missing: targets.filter((t) => !has(t)) };
}

/** What a revision changed, in one line for the report and the chat. */
export function revisionNote(input: { revision: number; wording: string[]; content: string[]; found: ContentTarget[]; missing: ContentTarget[] }): string | undefined {
  if (input.revision <= 0) return undefined;
  const asked = [...input.content.map((c) => `“${c}”`), ...input.wording.map((w) => `“${w}”`)];
  const parts = [`Revision ${input.revision}${asked.length ? `, as you asked (${asked.join("; ")})` : ""}.`];
  if (input.found.length) parts.push(`Added from your documents: ${input.found.map((t) => t.label).join(", ")}.`);
  if (input.missing.length) parts.push(`Not found in your documents: ${input.missing.map((t) => t.label).join(", ")}.`);
  if (input.wording.length) parts.push("Wording edits kept.");
  return parts.join(" ");
}
