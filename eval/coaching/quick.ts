// Fast triggering check (no database): the routing the chat applies before the panel (stats lab,
// research, the coaching claim) and the triggering decision, per question of questions.json, by set —
// the committed classifier beside the hand rule as it shipped. The classifier is trained on every set
// here, so these are training figures; eval/coaching/cv.ts holds sets out (eval/coaching/README.md).
// Usage: npx tsx --conditions=react-server eval/coaching/quick.ts [--misses] [--training]
import { triggeredCoachesFor } from "@/lib/coaching/triggers";
import type { CoachId } from "@/lib/coaching/types";
import { loadLabelled, wholeQuestions } from "./data";
import { triggeringCorrect } from "./metrics";
import { routedCoaches, routedRuleCoaches } from "./route";

const right = (asked: CoachId[], expected: CoachId[]) => (expected.length === 0 ? asked.length === 0 : triggeringCorrect(asked, expected));
const by = new Map<string, [number, number, number]>();
for (const q of wholeQuestions(loadLabelled()).filter((q) => q.source === "questions" || process.argv.includes("--training"))) {
  const asked = routedCoaches(q.question, q.sport);
  const ok = right(asked, q.expected);
  const [n, k, r] = by.get(q.fold) ?? [0, 0, 0];
  by.set(q.fold, [n + 1, k + (ok ? 1 : 0), r + (right(routedRuleCoaches(q.question, q.sport), q.expected) ? 1 : 0)]);
  if (!ok && process.argv.includes("--misses")) console.log(`✗ [${q.fold}] ${q.question}\n    expected ${q.expected.join(",") || "none"} got ${asked.join(",") || "none"} ${JSON.stringify(triggeredCoachesFor(q.question, q.sport).matched)}`);
}
for (const [set, [n, k, r]] of by) console.log(`${set}: ${k}/${n} (hand rule ${r}/${n})`);
