// npm run bench: the search bench (ingestion, search latency/agreement) and the workflow bench (end-to-end
// runs, edit loops, time to first event, concurrent users), on PGlite and (with BENCH_DATABASE_URL)
// PostgreSQL. BENCH_ONLY=search|workflow runs one part. Writes bench/results/{search,workflow}.{json,md}.
import "./bench-env"; // first: lib/env.ts reads the environment once, at import
import fs from "node:fs";
import path from "node:path";
import { runCoachingBench } from "./coaching";
import { parseOptions } from "./options";
import { runSearchBench } from "./search";
import { runStatsBench } from "./stats/index";
import { runWorkflowBench } from "./workflow";

async function main() {
  // The coaching panel's bench (issue 12) needs no corpus or database: it runs alone.
  if (process.env.BENCH_ONLY === "coaching") {
    const dir = path.join(import.meta.dirname, "results");
    fs.mkdirSync(dir, { recursive: true });
    return console.log(await runCoachingBench(dir));
  }
  const options = parseOptions();
  const dir = options.outDir ? path.resolve(options.outDir) : path.join(import.meta.dirname, "results");
  fs.mkdirSync(dir, { recursive: true });
  const printed: string[] = [];
  if (options.parts.search) printed.push("## Search\n\n" + (await runSearchBench(options, dir)));
  if (options.parts.workflow) printed.push("## Workflow\n\n" + (await runWorkflowBench(options, dir)));
  if (options.parts.stats) printed.push("## Stats lab\n\n" + (await runStatsBench(options, dir)));
  console.log(printed.join("\n\n"));
}

main().catch((e: unknown) => {
  console.error(e);
  process.exitCode = 1;
});
