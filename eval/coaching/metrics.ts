import type { CoachId, CoachResponseEvent } from "@/lib/coaching/types";

// COACH-11, the panel's measures, shared by the eval and its unit test.

const norm = (s: string) => s.toLowerCase().replace(/\[[^\]]*\]/g, " ").replace(/[^a-z0-9%]+/g, " ").replace(/\s+/g, " ").trim();

/** The units a later coach could repeat: its knowledge-base entries and its sentences (notes excluded). */
export function answerUnits(answer: Pick<CoachResponseEvent, "text" | "citations">): string[] {
  const entries = answer.citations.filter((c) => c.kind === "knowledge").map((c) => `kb:${c.tag}`);
  const sentences = answer.text
    .split("\n")
    .filter((l) => l.trim() && !l.startsWith("Note:"))
    .flatMap((l) => l.replace(/^(From the report|General guidance(?: \[KB [^\]]+\])?):\s*/, "").split(/(?<=[.!?])\s+(?=[A-Z])/))
    .map(norm)
    .filter((s) => s.length > 12)
    .map((s) => `s:${s}`);
  return [...entries, ...sentences];
}

/** Units of later answers already present in an earlier answer of the same question. */
export function overlap(answers: { coach: CoachId; text: string; citations: CoachResponseEvent["citations"] }[]): { repeated: number; total: number } {
  let repeated = 0;
  let total = 0;
  const seen = new Set<string>();
  for (const a of answers) {
    const units = answerUnits(a);
    for (const u of units) if (seen.has(u)) repeated++;
    total += units.length;
    for (const u of units) seen.add(u);
  }
  // Only later coaches' units can repeat; the first answer's units count in neither the numerator nor…
  const first = answers[0] ? answerUnits(answers[0]).length : 0;
  return { repeated, total: total - first };
}

export type StatementCheck = { player: number; cited: number; general: number; unmarked: number };

/**
 * Statements about the player must cite evidence that resolves (a tag in the answer's citations);
 * general guidance must be marked as such (its line says so and names its knowledge-base entry).
 */
export function checkStatements(answer: Pick<CoachResponseEvent, "text" | "citations">): StatementCheck {
  const tags = new Set(answer.citations.filter((c) => c.kind === "evidence").map((c) => c.tag));
  const out: StatementCheck = { player: 0, cited: 0, general: 0, unmarked: 0 };
  for (const line of answer.text.split("\n").filter((l) => l.trim())) {
    if (line.startsWith("Note:")) continue;
    if (line.startsWith("General guidance")) {
      out.general++;
      if (!/^General guidance(?: \[KB [a-z0-9-]+\])?:/.test(line)) out.unmarked++;
      continue;
    }
    out.player++;
    const cited = [...line.matchAll(/\[(E\d+)\]/g)].map((m) => m[1]);
    if (cited.length > 0 && cited.every((t) => tags.has(t))) out.cited++;
  }
  return out;
}

export function triggeringCorrect(asked: CoachId[], expected: CoachId[]): boolean {
  return asked.length === expected.length && asked.every((c) => expected.includes(c));
}
