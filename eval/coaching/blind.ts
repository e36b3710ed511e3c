// Scores a blind question set once, outside training (COACH-02): the set was written by another hand
// from the coaches' definitions alone, after the classifier was trained, and is not in questions.json or
// training.json. Usage: npx tsx --conditions=react-server eval/coaching/blind.ts [file] [--misses]
import fs from "node:fs";
import path from "node:path";
import type { CoachId } from "@/lib/coaching/types";
import { SPORT } from "./data";
import { triggeringCorrect } from "./metrics";
import { routedCoaches, routedRuleCoaches } from "./route";

type Q = { player: string; question: string; expected: CoachId[] };
const file = process.argv.slice(2).find((a) => !a.startsWith("--")) ?? path.join(import.meta.dirname, "blind-set-8.json");
const qs = JSON.parse(fs.readFileSync(file, "utf8")) as Q[];
const right = (asked: CoachId[], expected: CoachId[]) => (expected.length === 0 ? asked.length === 0 : triggeringCorrect(asked, expected));
let classifier = 0;
let rule = 0;
for (const q of qs) {
  const asked = routedCoaches(q.question, SPORT[q.player]);
  if (right(asked, q.expected)) classifier++;
  else if (process.argv.includes("--misses")) console.log(`✗ ${q.question}\n    expected ${q.expected.join(",") || "none"} got ${asked.join(",") || "none"}`);
  if (right(routedRuleCoaches(q.question, SPORT[q.player]), q.expected)) rule++;
}
const pct = (k: number) => `${((100 * k) / qs.length).toFixed(1)} %`;
console.log(`${path.basename(file)}: classifier ${classifier}/${qs.length} (${pct(classifier)}), hand rule ${rule}/${qs.length} (${pct(rule)})`);
