// Developer tool: loads an eval half into a throwaway PGlite and prints, for one player, the evidence
// chunks, what attribution kept of each, and the extracted fields. Usage:
//   npx tsx --conditions=react-server scripts/dev/debug-player.ts dev desmond-pryor
import "../../eval/env";
import fs from "node:fs";
import path from "node:path";
import { loadHalf } from "../../eval/lib/corpus";
import { openEvalDatabase, runPlayer, uploadAll } from "../../eval/lib/drive";
import { renderDocument } from "../../eval/lib/render";
import { getDb } from "@/lib/db/client";
import { workflowRuns } from "@/lib/db/schema";
import { desc } from "drizzle-orm";
import { DrizzleCheckpointSaver } from "@/lib/scouting/workflow/checkpointer";
import { buildScoutingGraph } from "@/lib/scouting/workflow/graph";

const [halfName = "dev", id] = process.argv.slice(2);
const half = loadHalf(path.resolve("eval/corpus", halfName));
const player = half.players.find((p) => p.id === id) ?? half.players[0];
const db0 = await openEvalDatabase();
const files = [];
for (const d of half.documents) files.push({ filename: d.filename, bytes: await renderDocument(d.render, fs.readFileSync(d.source)) });
await uploadAll(db0.ownerId, files);
const run = await runPlayer(db0.ownerId, player.name);
console.log(JSON.stringify({ truth: player, closedBy: run.closedBy, extracted: run.extracted }, null, 1).slice(0, 4000));
const verbose = process.env.VERBOSE === "1";
if (verbose) {
  const db = await getDb();
  const [latest] = await db.select().from(workflowRuns).orderBy(desc(workflowRuns.createdAt)).limit(1);
  const state = (await buildScoutingGraph(new DrizzleCheckpointSaver()).getState({ configurable: { thread_id: latest.id } })).values as Record<string, unknown>;
  for (const c of (state.evidence as { chunkId: string; documentName: string; text: string }[]) ?? []) {
    console.log(`\n--- ${c.documentName} ${c.chunkId}\n${c.text.slice(0, 600)}`);
  }
  console.log("\nREPORT\n", (state.report as { text: string } | null)?.text);
}
await db0.close();
