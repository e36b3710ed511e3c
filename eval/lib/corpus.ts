// Reads one half of the evaluation corpus (layout and ground-truth format: eval/CORPUS.md).
import fs from "node:fs";
import path from "node:path";

export type EvalSport = "nba" | "football" | "soccer";

export type PlayerTruth = {
  id: string;
  name: string;
  sport: EvalSport;
  positions: string[];
  teams: { current: string | null; former: string[] };
  height: { cm: number; as_written?: string } | null;
  weight: { kg: number; as_written?: string } | null;
  strengths: string[][];
  weaknesses: string[][];
  expected_coverage?: string[];
  expected_confidence?: "low" | "med" | "high";
  documents: string[];
  absent: boolean;
  traps?: string[];
};

export type RequestTruth = {
  text: string;
  intent: "scouting_report" | "other";
  name: string | null;
  sport: EvalSport | "unknown";
  note?: string;
};

/** A document as the loader found it: `source` is the file on disk, `filename` what is uploaded. */
export type CorpusDocument = { source: string; filename: string; render: "as-is" | "pdf" | "docx" };

export type Half = {
  /** "dev", "test", or the directory's name for a fixture half. */
  name: string;
  dir: string;
  documents: CorpusDocument[];
  players: PlayerTruth[];
  requests: RequestTruth[];
};

/** The uploaded name: `x.pdf.txt` is rendered and uploaded as `x.pdf`, `x.docx.txt` as `x.docx`. */
export function uploadName(file: string): Pick<CorpusDocument, "filename" | "render"> {
  const m = /^(.*\.(pdf|docx))\.txt$/i.exec(file);
  if (m) return { filename: m[1], render: m[2].toLowerCase() as "pdf" | "docx" };
  return { filename: file, render: "as-is" };
}

function readJson<T>(file: string): T {
  try {
    return JSON.parse(fs.readFileSync(file, "utf8")) as T;
  } catch (e) {
    throw new Error(`${path.relative(process.cwd(), file)}: ${e instanceof Error ? e.message : String(e)}`);
  }
}

/** Fills defaults so a truth file that leaves out an empty field still scores (a missing list is empty). */
export function normalisePlayer(raw: Partial<PlayerTruth> & { id?: string }, id: string): PlayerTruth {
  if (!raw.name) throw new Error(`players/${id}.json has no name`);
  // Documents may be listed by their source name (x.pdf.txt) or their upload name (x.pdf): runs see the latter.
  const documents = (raw.documents ?? []).map((d) => uploadName(d).filename);
  return {
    id: raw.id ?? id,
    name: raw.name,
    sport: (raw.sport ?? "nba") as EvalSport,
    positions: raw.positions ?? [],
    teams: { current: raw.teams?.current ?? null, former: raw.teams?.former ?? [] },
    height: raw.height ?? null,
    weight: raw.weight ?? null,
    strengths: raw.strengths ?? [],
    weaknesses: raw.weaknesses ?? [],
    expected_coverage: raw.expected_coverage,
    expected_confidence: raw.expected_confidence,
    documents,
    absent: raw.absent ?? false,
    traps: raw.traps ?? [],
  };
}

export function loadHalf(dir: string, name = path.basename(dir)): Half {
  const docsDir = path.join(dir, "docs");
  const playersDir = path.join(dir, "players");
  const documents = fs.existsSync(docsDir)
    ? fs
        .readdirSync(docsDir)
        .filter((f) => !f.startsWith(".") && fs.statSync(path.join(docsDir, f)).isFile())
        .sort()
        .map((f) => ({ source: path.join(docsDir, f), ...uploadName(f) }))
    : [];
  const players = fs.existsSync(playersDir)
    ? fs
        .readdirSync(playersDir)
        .filter((f) => f.endsWith(".json"))
        .sort()
        .map((f) => normalisePlayer(readJson(path.join(playersDir, f)), f.replace(/\.json$/, "")))
    : [];
  const requestsFile = path.join(dir, "requests.json");
  const requests = fs.existsSync(requestsFile) ? readJson<RequestTruth[]>(requestsFile) : [];
  return { name, dir, documents, players, requests };
}

/** Every team name the half's truth files give, current and former. */
export function truthTeams(players: PlayerTruth[]): string[] {
  return [...new Set(players.flatMap((p) => [...(p.teams.current ? [p.teams.current] : []), ...p.teams.former]))];
}

export const POSITION_CODES: Record<EvalSport, string[]> = {
  nba: ["PG", "SG", "SF", "PF", "C"],
  football: ["QB", "RB", "WR", "TE", "OT", "OG", "C", "DE", "DT", "LB", "CB", "S", "EDGE", "K", "P"],
  soccer: ["GK", "CB", "LB", "RB", "WB", "DM", "CM", "AM", "LW", "RW", "ST", "CF"],
};

/** Mistakes in a half's truth files that would make a figure wrong, as readable lines (empty when none). */
export function truthProblems(half: Half): string[] {
  const out: string[] = [];
  const uploaded = new Set(half.documents.map((d) => d.filename));
  const isTraitList = (v: unknown) => Array.isArray(v) && v.every((t) => Array.isArray(t) && t.length > 0 && t.every((a) => typeof a === "string" && a.trim()));
  for (const p of half.players) {
    const at = `players/${p.id}.json`;
    if (!(p.sport in POSITION_CODES)) out.push(`${at}: sport "${p.sport}" is not nba, football or soccer`);
    else for (const code of p.positions) if (!POSITION_CODES[p.sport].includes(code)) out.push(`${at}: position "${code}" is not a ${p.sport} code`);
    if (p.height && !(typeof p.height.cm === "number" && p.height.cm >= 150 && p.height.cm <= 235)) out.push(`${at}: height.cm ${JSON.stringify(p.height)} is not a height in cm`);
    if (p.weight && !(typeof p.weight.kg === "number" && p.weight.kg >= 50 && p.weight.kg <= 180)) out.push(`${at}: weight.kg ${JSON.stringify(p.weight)} is not a weight in kg`);
    if (!isTraitList(p.strengths) || !isTraitList(p.weaknesses)) out.push(`${at}: strengths/weaknesses must be lists of lists of phrases`);
    for (const d of p.documents) if (!uploaded.has(d)) out.push(`${at}: document "${d}" is not in docs/`);
    if (p.absent && (p.positions.length || p.height || p.weight || p.teams.current || p.teams.former.length)) out.push(`${at}: absent but has values`);
  }
  const sports = ["nba", "football", "soccer", "unknown"];
  for (const [i, r] of half.requests.entries()) {
    if (r.intent !== "scouting_report" && r.intent !== "other") out.push(`requests.json[${i}]: intent "${r.intent}"`);
    if (!sports.includes(r.sport)) out.push(`requests.json[${i}]: sport "${r.sport}"`);
  }
  return out;
}
