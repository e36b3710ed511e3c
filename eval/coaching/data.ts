import fs from "node:fs";
import path from "node:path";
import type { LabelledQuestion } from "@/lib/coaching/classifier/model";
import type { CoachId } from "@/lib/coaching/types";

// COACH-02/11: the labelled questions the triggering classifier is trained and cross-validated on.
// questions.json (the eval's sets, by who wrote them and when) and training.json (written for training,
// in five batches T1–T5). Each question's fold is its whole set, so a fold never shares a set's wording.

type Raw = { player: string; question: string; expected: CoachId[]; heldOut?: boolean; heldOutSet?: number; note?: string; set?: string };
/** parts.json: a multi-area question split into verbatim parts, each labelled on its own by another reader. */
type RawParts = { question: string; parts: { text: string; expected: CoachId[] }[] };
export type Labelled = LabelledQuestion & { player: string; fold: string; source: "questions" | "training" };

/** The sample players' sports, as the brief (and so the panel) names them. */
// The sample players, then the players blind sets 11 and 12 were written about (their writer was given
// these names and sports, not the samples').
export const SPORT: Record<string, string> = {
  "Jalen Brooks": "nba", "Andre Kessler": "nba", "Caleb Van Dorn": "football", "Tre'Von Haskins": "football", "Kofi Adjei-Mensah": "soccer",
  "Marcus Hale Jr.": "nba", "Diego Alvarez": "soccer", "Tomás Rivera": "soccer", "Kofi Mensah": "football",
};

const read = (name: string) => JSON.parse(fs.readFileSync(path.join(import.meta.dirname, name), "utf8")) as Raw[];
/** questions.json's sets: the dev questions, the earlier held-out ones (tuned on since), sets 5–7. */
export const questionsFold = (q: Raw) => (q.heldOutSet ? `set ${q.heldOutSet}` : q.note ? "earlier" : "dev");

export function loadLabelled(): Labelled[] {
  const questions = read("questions.json").map((q) => ({ ...q, fold: questionsFold(q), source: "questions" as const }));
  const training = read("training.json").map((q) => ({ ...q, fold: q.set ?? "training", source: "training" as const }));
  // The hand rule was tuned on every questions.json set but the last (set 7 scored 62 % on it).
  const whole: Labelled[] = [...questions, ...training].map((q) => ({ player: q.player, question: q.question, expected: q.expected, sport: SPORT[q.player], fold: q.fold, source: q.source, ruleTuned: q.source === "questions" && q.fold !== "set 7" }));
  // A question's parts belong to its fold, so holding out a set holds out its parts too.
  const byText = new Map(whole.map((q) => [q.question, q]));
  const parts = (JSON.parse(fs.readFileSync(path.join(import.meta.dirname, "parts.json"), "utf8")) as RawParts[]).flatMap((r) => {
    const q = byText.get(r.question);
    if (!q) throw new Error(`parts.json: no labelled question "${r.question}"`);
    return r.parts.map((p) => ({ ...q, question: p.text, expected: p.expected, part: true }));
  });
  return [...whole, ...parts];
}

/** The whole questions (what is scored), without the parts the coach models also learn from. */
export const wholeQuestions = (data: Labelled[]) => data.filter((q) => !q.part);
