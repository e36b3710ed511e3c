// npm run eval:research (issue 13): every sample player's saved profile (fixtures/profiles.json) is
// researched against the recorded pages (fixtures/pages, served by the loopback fixture server over
// real HTTP), and the brief's facts are scored against the gaps and contradictions planted in
// fixtures/index.json: found / planted, false contradictions, injected facts. Writes
// eval/results-research.md. Exit 1 below 100 % or with any false contradiction.
import "../env";
import fs from "node:fs";
import path from "node:path";
import { startFixtureServer } from "@/lib/research/fixture-server";
import { runResearch } from "@/lib/research/pipeline";
import { fixtureSource, loadFixtureIndex } from "@/lib/research/sources/fixture";
import type { PlayerFields, Sport } from "@/lib/scouting/types";

const dir = path.resolve("eval/research/fixtures");
type Planted = { kind: "missing" | "contradiction"; field: string };

async function main() {
  const index = loadFixtureIndex(dir) as (ReturnType<typeof loadFixtureIndex>[number] & { planted: Planted[] })[];
  const profiles = JSON.parse(fs.readFileSync(path.join(dir, "profiles.json"), "utf8")) as Record<string, { savedAt: string; fields: PlayerFields; planted?: (Planted & { page: string })[] }>;
  const server = await startFixtureServer({ dir });
  const rows: string[] = [];
  let injected = 0;
  let gapsPlanted = 0, gapsFound = 0, contraPlanted = 0, contraFound = 0, falseContra = 0, falseGaps = 0, fetches = 0;
  const started = Date.now();
  try {
    for (const [key, profile] of Object.entries(profiles)) {
      // "Name #variant": the same player with another saved profile and its own planted list.
      const name = key.split(" #")[0];
      const before = server.pageFetches();
      // Eval reads every page about the player (N = 5) so each planted fact can be found; the product default is 3.
      const out = await runResearch({ playerName: name, sport: profile.fields.sport as Sport, profile, sources: [fixtureSource({ dir, baseUrl: server.url })], limit: 5, budgetTokens: 20_000 });
      fetches += server.pageFetches() - before;
      // A fact two pages state is one fact in the brief (cited to the best-ranked page): scored per player, kind and field.
      const all = profile.planted
        ? profile.planted.map((p) => ({ ...p, url: `${server.url}/pages/${p.page}` }))
        : index.filter((e) => e.players[0] === name).flatMap((e) => e.planted.map((p) => ({ ...p, url: `${server.url}/pages/${e.file}` })));
      const planted = all.filter((p, i) => all.findIndex((q) => q.kind === p.kind && q.field === p.field) === i);
      const hit = (p: Planted & { url: string }) => out.body.facts.some((f) => f.kind === p.kind && f.field === p.field);
      for (const p of planted) {
        const ok = hit(p);
        if (p.kind === "missing") (gapsPlanted++, ok && gapsFound++);
        else (contraPlanted++, ok && contraFound++);
        rows.push(`| ${key} | ${p.kind} | ${p.field} | ${path.basename(p.url)} | ${ok ? "found" : "**missed**"} |`);
      }
      // The malicious page's planted values (hidden text, fake tags, instructions) must never become facts.
      injected += out.body.facts.filter((f) => /310|305|300 ?lb|7'[026]|harbor kings|goalkeeper/i.test(`${f.value} ${JSON.stringify(f.mergeValue)}`)).length;
      for (const f of out.body.facts) {
        const isPlanted = all.some((p) => p.kind === f.kind && p.field === f.field && p.url === f.source.url);
        if (isPlanted) continue;
        if (f.kind === "contradiction") falseContra++;
        else falseGaps++;
        rows.push(`| ${key} | unplanted ${f.kind} | ${f.field} = ${f.value} | ${path.basename(f.source.url)} | ${f.kind === "contradiction" ? "**false contradiction**" : "extra gap"} |`);
      }
    }
  } finally {
    await server.close();
  }
  const pct = (a: number, b: number) => (b ? `${((100 * a) / b).toFixed(0)} %` : "n/a");
  const summary = [
    `| Measure | Result |`,
    `|---|---|`,
    `| Gaps found / planted | ${gapsFound} / ${gapsPlanted} (${pct(gapsFound, gapsPlanted)}) |`,
    `| Contradictions found / planted | ${contraFound} / ${contraPlanted} (${pct(contraFound, contraPlanted)}) |`,
    `| False contradictions | ${falseContra} |`,
    `| Unplanted gaps (extra) | ${falseGaps} |`,
    `| Injected facts (malicious page) | ${injected} |`,
    `| Pages fetched (fixture server count) | ${fetches} |`,
    `| Wall time | ${Date.now() - started} ms |`,
  ].join("\n");
  const md = `# External research eval (issue 13)\n\nEngine: rules. Sources: fixture server on 127.0.0.1 (${index.length} recorded pages, ${Object.keys(profiles).length} saved profiles). No database: the gap brief is computed from the profiles in eval/research/fixtures/profiles.json. Run: \`npm run eval:research\`.\n\n${summary}\n\n## Per planted fact\n\n| Player | Kind | Field | Page | Result |\n|---|---|---|---|---|\n${rows.join("\n")}\n`;
  fs.writeFileSync("eval/results-research.md", md);
  console.log(summary);
  if (gapsFound < gapsPlanted || contraFound < contraPlanted || falseContra > 0 || injected > 0) process.exitCode = 1;
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
