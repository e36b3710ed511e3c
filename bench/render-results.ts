// Re-renders bench/results/search.md from search.json (after a change to the Markdown layout), no re-run.
import fs from "node:fs";
import path from "node:path";
import { renderMarkdown, type BenchReport } from "./report";

const dir = path.resolve(process.argv[2] ?? path.join(import.meta.dirname, "results"));
const report = JSON.parse(fs.readFileSync(path.join(dir, "search.json"), "utf8")) as BenchReport;
fs.writeFileSync(path.join(dir, "search.md"), renderMarkdown(report));
console.log(`rendered ${path.join(dir, "search.md")}`);
