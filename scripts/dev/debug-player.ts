// Developer tool: loads an eval half into a throwaway PGlite and prints, for one player, the evidence
// chunks, what attribution kept of each, and the extracted fields. Usage:
//   npx tsx --conditions=react-server scripts/dev/debug-player.ts dev desmond-pryor
import "../../eval/env";
process.env.EVAL_KEEP_EVIDENCE = "1";
import path from "node:path";
import { loadHalf } from "../../eval/lib/corpus";
import { openEvalDatabase, runPlayer, uploadAll } from "../../eval/lib/drive";
import { renderHalf } from "../../eval/lib/render";

const [halfName = "dev", id] = process.argv.slice(2);
const half = loadHalf(path.resolve("eval/corpus", halfName));
const player = half.players.find((p) => p.id === id) ?? half.players[0];
const db0 = await openEvalDatabase();
const files = await renderHalf(half.documents);
await uploadAll(db0.ownerId, files);
const run = await runPlayer(db0.ownerId, player.name);
console.log(JSON.stringify({ truth: player, closedBy: run.closedBy, extracted: run.extracted }, null, 1).slice(0, 4000));
if (process.env.VERBOSE === "1") {
  for (const c of run.evidence ?? []) console.log(`\n--- ${c.documentName} ${c.chunkId}\n${c.text.slice(0, Number(process.env.CHARS ?? 900))}`);
}
await db0.close();
