// Fast triggering check (no database): the routing the chat applies before the panel (stats lab,
// research, the coaching claim) and the triggering rule, per question of questions.json, by set.
// Usage: npx tsx --conditions=react-server eval/coaching/quick.ts [--misses]
import fs from "node:fs";
import path from "node:path";
import { isFollowUpQuestion, triggeredCoachesFor } from "@/lib/coaching/triggers";
import { looksLikeStatsQuestion } from "@/lib/stats/capability";
import { triggeringCorrect } from "./metrics";

type Q = { player: string; question: string; expected: string[]; heldOut?: boolean; heldOutSet?: number; note?: string };
const SPORT: Record<string, string> = { "Jalen Brooks": "basketball", "Andre Kessler": "basketball", "Caleb Van Dorn": "football", "Tre'Von Haskins": "football", "Kofi Adjei-Mensah": "soccer" };
// Mirrors lib/research/capability.ts CLAIM.
const RESEARCH = /\b(?:research|look up|check|search)\b[^.?!]*\b(?:externally|outside|external|online|on the web|the web)\b|\b(?:outside|external) (?:sources?|research|intel(?:ligence)?)\b/i;
const qs = JSON.parse(fs.readFileSync(path.join(import.meta.dirname, "questions.json"), "utf8")) as Q[];
const by = new Map<string, [number, number]>();
for (const q of qs) {
  const set = q.heldOutSet ? `set ${q.heldOutSet}` : q.note ? "earlier" : "dev";
  let asked: string[] = [];
  if (!looksLikeStatsQuestion(q.question) && !RESEARCH.test(q.question) && isFollowUpQuestion(q.question)) asked = triggeredCoachesFor(q.question, SPORT[q.player]).coaches;
  const ok = q.expected.length === 0 ? asked.length === 0 : triggeringCorrect(asked as never, q.expected as never);
  const [n, k] = by.get(set) ?? [0, 0];
  by.set(set, [n + 1, k + (ok ? 1 : 0)]);
  if (!ok && process.argv.includes("--misses")) console.log(`✗ [${set}] ${q.question}\n    expected ${q.expected.join(",") || "none"} got ${asked.join(",") || "none"} ${JSON.stringify(triggeredCoachesFor(q.question, SPORT[q.player]).matched)}`);
}
for (const [set, [n, k]] of by) console.log(`${set}: ${k}/${n}`);
