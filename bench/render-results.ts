// Re-renders bench/results/{search,workflow}.md from their JSON (after a change to the Markdown layout), no re-run.
import fs from "node:fs";
import path from "node:path";
import { renderMarkdown, type BenchReport } from "./report";
import { renderMarkdown as renderWorkflow, type WorkflowReport } from "./workflow/report";

const dir = path.resolve(process.argv[2] ?? path.join(import.meta.dirname, "results"));
const renderers = { search: (json: string) => renderMarkdown(JSON.parse(json) as BenchReport), workflow: (json: string) => renderWorkflow(JSON.parse(json) as WorkflowReport) };
for (const [name, render] of Object.entries(renderers)) {
  const source = path.join(dir, `${name}.json`);
  if (!fs.existsSync(source)) continue;
  fs.writeFileSync(path.join(dir, `${name}.md`), render(fs.readFileSync(source, "utf8")));
  console.log(`rendered ${path.join(dir, `${name}.md`)}`);
}
