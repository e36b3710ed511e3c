// Developer tool: loads an eval half into a throwaway PGlite and runs chat requests through intake,
// printing what each resolved to. Usage:
//   npx tsx --conditions=react-server scripts/dev/debug-request.ts dev2 "run a report on the Ironclads quarterback harrowgate"
import "../../eval/env";
import path from "node:path";
import { loadHalf } from "../../eval/lib/corpus";
import { openEvalDatabase, runRequest, uploadAll } from "../../eval/lib/drive";
import { renderHalf } from "../../eval/lib/render";

const [halfName = "dev", ...texts] = process.argv.slice(2);
const half = loadHalf(path.resolve("eval/corpus", halfName));
const db = await openEvalDatabase();
const files = await renderHalf(half.documents);
await uploadAll(db.ownerId, files);
for (const text of texts) console.log(text, "→", JSON.stringify(await runRequest(db.ownerId, text)).slice(0, 600));
await db.close();
