// npm run eval options. `--half dev|test` (default both), `--crowd N` (crowd mode with N notes instead
// of the plain library), `--engine rules|model`, `--dir PATH` (score one half directory of the same
// layout, e.g. tests/fixtures/eval-mini), `--out DIR` (where results.md and results/ go; default eval/),
// `--check` (compare with eval/thresholds.json, exit 1 below them, write nothing unless --out is given),
// `--only-requests` / `--players a,b` to narrow a development run.
export type EvalOptions = {
  halves: string[];
  dirs: string[];
  crowd: number;
  engine: "rules" | "model";
  outDir: string | null;
  check: boolean;
  thresholds: string;
  players: string[] | null;
  onlyRequests: boolean;
  seed: number | null;
  help: boolean;
};

export const USAGE = `npm run eval [-- options]
  --half dev|test|both   which corpus half (default both; eval:check: test)
  --crowd N              add N generated notes about namesakes before the runs (crowd mode)
  --engine rules|model   rules (default) or the configured model (OPENAI_BASE_URL / OPENAI_API_KEY / ANTHROPIC_API_KEY, SCOUT_MODEL)
  --dir PATH             score another half directory of the same layout (e.g. tests/fixtures/eval-mini)
  --out DIR              where results.md and results/ go (default eval; with --check nothing is written unless given)
  --check                compare with eval/thresholds.json and exit 1 below them (npm run eval:check)
  --thresholds FILE      another thresholds file
  --players id,id        only these players' report runs (no requests), for a quick look
  --only-requests        only the requests
  --seed N               another crowd seed`;

export class OptionsError extends Error {}

export function parseOptions(argv: string[]): EvalOptions {
  const o: EvalOptions = { halves: [], dirs: [], crowd: 0, engine: "rules", outDir: null, check: false, thresholds: "eval/thresholds.json", players: null, onlyRequests: false, seed: null, help: false };
  let outGiven = false;
  for (let i = 0; i < argv.length; i++) {
    const [flag, inline] = argv[i].split(/=(.*)/s, 2);
    const value = () => {
      const v = inline ?? argv[++i];
      if (v === undefined || v === "") throw new OptionsError(`${flag} needs a value`);
      return v;
    };
    switch (flag) {
      case "--half": {
        const v = value();
        if (v === "both") o.halves.push("dev", "test");
        else if (v === "dev" || v === "test") o.halves.push(v);
        else throw new OptionsError(`--half must be dev, test or both (got ${v})`);
        break;
      }
      case "--dir":
        o.dirs.push(value());
        break;
      case "--crowd": {
        const n = Number(value());
        if (!Number.isInteger(n) || n < 0) throw new OptionsError("--crowd needs a whole number of notes");
        o.crowd = n;
        break;
      }
      case "--engine": {
        const v = value();
        if (v !== "rules" && v !== "model") throw new OptionsError(`--engine must be rules or model (got ${v})`);
        o.engine = v;
        break;
      }
      case "--out":
        o.outDir = value();
        outGiven = true;
        break;
      case "--check":
        o.check = true;
        break;
      case "--thresholds":
        o.thresholds = value();
        break;
      case "--players":
        o.players = value().split(",").map((s) => s.trim()).filter(Boolean);
        break;
      case "--only-requests":
        o.onlyRequests = true;
        break;
      case "--help":
      case "-h":
        o.help = true;
        break;
      case "--seed":
        o.seed = Number(value());
        break;
      default:
        throw new OptionsError(`unknown option ${argv[i]}`);
    }
  }
  if (!o.halves.length && !o.dirs.length) o.halves = o.check ? ["test"] : ["dev", "test"];
  o.halves = [...new Set(o.halves)];
  if (!outGiven) o.outDir = o.check ? null : "eval";
  return o;
}
