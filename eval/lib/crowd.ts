// Crowd mode: N short notes about other (generated) players, many sharing a first name or a surname
// with the half's players, each with his own measurements, positions, teams and traits. Seeded, so the
// same N and seed give the same library on every machine.
import { createRng, seedFor, type Rng } from "@/bench/prng";
import type { EvalSport, PlayerTruth } from "./corpus";
import { nameKey, TeamMatcher, type OtherPlayer } from "./score";

export const CROWD_SEED = 20261123;

export type CrowdPlayer = {
  name: string;
  first: string;
  last: string;
  sport: EvalSport;
  positions: string[];
  team: string;
  formerTeam: string | null;
  heightCm: number;
  heightText: string;
  weightKg: number;
  weightText: string;
  strengths: string[];
  weaknesses: string[];
  /** How his name relates to the corpus: "surname", "first" or "neither". */
  shares: "surname" | "first" | "neither";
};

export type CrowdNote = {
  filename: string;
  text: string;
  /** What the note states about whom: one entry per player, only the values it gives. */
  states: OtherPlayer[];
};

const FIRST_NAMES = [
  "Aaron", "Adrian", "Alonzo", "Ambrose", "Anders", "Basil", "Beau", "Bennett", "Bram", "Callum", "Casey", "Cedric",
  "Cormac", "Dallin", "Damon", "Dario", "Declan", "Desmond", "Dorian", "Eamon", "Elias", "Emmett", "Ezra", "Fabian",
  "Felix", "Finnian", "Gavin", "Gideon", "Hollis", "Idris", "Ignacio", "Jasper", "Joaquin", "Jonas", "Kellan", "Kenji",
  "Lazaro", "Leland", "Lucian", "Malik", "Marek", "Milo", "Nestor", "Niall", "Oren", "Osric", "Pascal", "Quincy",
  "Rafferty", "Remy", "Rhett", "Rocco", "Rowan", "Sebastian", "Silas", "Soren", "Tavish", "Teodor", "Thaddeus", "Tobias",
  "Ulric", "Vaughn", "Wendell", "Xavier", "Yusuf", "Zane", "Ansel", "Bastian", "Caspian", "Darnell",
];
const SURNAMES = [
  "Abernathy", "Ackerly", "Baptiste", "Barrowman", "Belcourt", "Blackwood", "Brannigan", "Calloway", "Castellano", "Corbin",
  "Dellacroix", "Drummond", "Eastwick", "Ellsworth", "Falkner", "Fairbanks", "Gallardo", "Greaves", "Hargrove", "Holloway",
  "Ibarra", "Jessup", "Kavanagh", "Kingsley", "Lachance", "Lindqvist", "Mabry", "Marchetti", "Montague", "Nakamura",
  "Northcott", "Okonkwo", "Oyelaran", "Pemberton", "Quartermain", "Radcliffe", "Rasmussen", "Salazar", "Sheffield", "Sorensen",
  "Tolliver", "Trevino", "Underhill", "Vasquez-Hale", "Wainwright", "Whitaker", "Yarborough", "Zielinski", "Ashdown", "Birkett",
];
const CITIES = [
  "Brackenford", "Marlow Heights", "Pinecrest", "Redhaven", "Stonebridge", "Westmarch", "Ashby Falls", "Glenmoor",
  "Kestrel Point", "Duneview", "Harlow Creek", "Ironvale", "Lakemont", "Oakhurst", "Ravensford", "Silverdale", "Thornbury",
  "Umberlake", "Valemont", "Whitcombe", "Yarrowby", "Ambergate", "Briarwood", "Coldwater Bay", "Elmstead", "Fernhollow",
];
const NICKNAMES: Record<EvalSport, string[]> = {
  nba: ["Foxhounds", "Herons", "Sentinels", "Marauders", "Kingfishers", "Thunderbolts", "Lynx", "Ospreys", "Stags", "Cyclones"],
  football: ["Ironclads", "Stallions", "Wolverines", "Longhorns", "Buccaneers", "Grizzlies", "Vanguards", "Bison", "Chargers", "Minutemen"],
  soccer: ["FC"],
};
const POSITIONS: Record<EvalSport, { code: string; words: string[] }[]> = {
  nba: [
    { code: "PG", words: ["point guard", "PG"] }, { code: "SG", words: ["shooting guard", "SG"] },
    { code: "SF", words: ["small forward", "SF"] }, { code: "PF", words: ["power forward", "PF"] }, { code: "C", words: ["center", "C"] },
  ],
  football: [
    { code: "QB", words: ["quarterback", "QB"] }, { code: "RB", words: ["running back", "RB"] }, { code: "WR", words: ["wide receiver", "WR"] },
    { code: "TE", words: ["tight end", "TE"] }, { code: "LB", words: ["linebacker", "LB"] }, { code: "CB", words: ["cornerback", "CB"] },
    { code: "S", words: ["safety", "S"] }, { code: "DE", words: ["defensive end", "DE"] }, { code: "OT", words: ["offensive tackle", "OT"] },
  ],
  soccer: [
    { code: "ST", words: ["striker", "ST"] }, { code: "CM", words: ["central midfielder", "CM"] }, { code: "CB", words: ["centre-back", "CB"] },
    { code: "LB", words: ["left-back", "LB"] }, { code: "RW", words: ["right winger", "RW"] }, { code: "GK", words: ["goalkeeper", "GK"] },
    { code: "DM", words: ["defensive midfielder", "DM"] },
  ],
};
// [inches or cm range], [pounds or kg range]
const BODY: Record<EvalSport, { height: [number, number]; weight: [number, number] }> = {
  nba: { height: [73, 86], weight: [180, 265] },
  football: { height: [69, 79], weight: [180, 330] },
  soccer: { height: [168, 196], weight: [63, 90] },
};
const STRENGTHS: Record<EvalSport, string[]> = {
  nba: ["catch-and-shoot range", "pick-and-roll passing", "rim protection", "offensive rebounding", "on-ball defense", "finishing through contact", "transition speed", "post footwork"],
  football: ["hand usage at the line", "route running", "deep speed", "tackling in space", "pocket presence", "ball skills", "run blocking", "pass rush bend"],
  soccer: ["aerial duels", "progressive passing", "pressing intensity", "first touch", "finishing inside the box", "set-piece delivery", "recovery pace", "shot stopping"],
};
const WEAKNESSES: Record<EvalSport, string[]> = {
  nba: ["free throw shooting", "left hand finishing", "foul trouble", "lateral quickness", "turnovers under pressure", "shot selection"],
  football: ["ball security", "pad level", "change of direction", "drops on contested catches", "penalties", "reading zone coverage"],
  soccer: ["weaker left foot", "positioning on crosses", "discipline (yellow cards)", "decision making in the final third", "distribution under pressure", "stamina late in games"],
};
const INJURIES = ["ankle sprain", "hamstring tightness", "sore knee", "concussion protocol", "groin strain", "wrist contusion"];
const STATUSES = ["day-to-day", "questionable for the weekend", "expected back next week", "out two to three weeks"];
const CLASSES = ["freshman", "sophomore", "junior", "senior", "second-year pro", "rookie"];
const MONTHS = ["January", "February", "March", "April", "May", "June", "September", "October", "November", "December"];

type CorpusName = { first: string; last: string; sport: EvalSport };

const SUFFIX = /^(jr|sr|ii|iii|iv|v)$/i;
function splitName(name: string): { first: string; last: string } | null {
  const words = name.replace(/[.,]/g, " ").split(/\s+/).filter((w) => w && !SUFFIX.test(w));
  if (words.length < 2) return null;
  return { first: words[0], last: words.slice(1).join(" ") };
}

function heightOf(rng: Rng, sport: EvalSport): { cm: number; text: string } {
  const [lo, hi] = BODY[sport].height;
  const n = rng.int(lo, hi);
  if (sport === "soccer") return rng.chance(0.7) ? { cm: n, text: `${n} cm` } : { cm: n, text: `${(n / 100).toFixed(2)} m` };
  const feet = Math.floor(n / 12), inches = n % 12;
  const cm = Math.round(n * 2.54 * 10) / 10;
  const form = rng.int(0, 4);
  const text = [`${feet}'${inches}"`, `${feet}-${inches}`, `${feet} ft ${inches} in`, `${feet}-foot-${inches}`, `${Math.round(cm)} cm`][form];
  return { cm: form === 4 ? Math.round(cm) : cm, text };
}

function weightOf(rng: Rng, sport: EvalSport): { kg: number; text: string } {
  const [lo, hi] = BODY[sport].weight;
  const n = rng.int(lo, hi);
  if (sport === "soccer") return { kg: n, text: `${n} kg` };
  const kg = Math.round(n * 0.45359237 * 10) / 10;
  return rng.chance(0.15) ? { kg: Math.round(kg), text: `${Math.round(kg)} kg` } : { kg, text: rng.pick([`${n} lbs`, `${n} pounds`, `${n} lb`]) };
}

/** Team names for the crowd, none sharing a spelling (full, place or nickname) with the half's teams. */
function crowdTeams(avoid: string[]): Record<EvalSport, string[]> {
  const taken = new Set(avoid.flatMap((t) => TeamMatcher.keysOf(t)));
  const out: Record<EvalSport, string[]> = { nba: [], football: [], soccer: [] };
  const usedCities = new Set<string>();
  let c = 0;
  for (const sport of ["nba", "football", "soccer"] as EvalSport[]) {
    for (const nick of NICKNAMES[sport]) {
      const reps = sport === "soccer" ? 8 : 1;
      for (let r = 0; r < reps; r++) {
        // Walk the cities until one is free for this team.
        for (let tries = 0; tries < CITIES.length; tries++, c++) {
          const city = CITIES[c % CITIES.length];
          const full = `${city} ${nick}`;
          if (usedCities.has(city) || TeamMatcher.keysOf(full).some((k) => taken.has(k))) continue;
          usedCities.add(city);
          out[sport].push(full);
          c++;
          break;
        }
      }
    }
  }
  // Few free cities (a large corpus): fall back to the nicknames alone being unique.
  for (const sport of ["nba", "football", "soccer"] as EvalSport[]) if (!out[sport].length) out[sport].push(`Crowd ${sport} Select`);
  return out;
}

function makePlayers(count: number, rng: Rng, corpus: CorpusName[], teams: Record<EvalSport, string[]>): CrowdPlayer[] {
  const corpusKeys = new Set(corpus.map((p) => nameKey(`${p.first} ${p.last}`)));
  const seen = new Set<string>();
  const players: CrowdPlayer[] = [];
  for (let i = 0; players.length < count && i < count * 20; i++) {
    const roll = rng.next();
    const anchor = corpus.length ? rng.pick(corpus) : null;
    let first = rng.pick(FIRST_NAMES), last = rng.pick(SURNAMES), shares: CrowdPlayer["shares"] = "neither";
    if (anchor && roll < 0.4) (last = anchor.last), (shares = "surname");
    else if (anchor && roll < 0.8) (first = anchor.first), (shares = "first");
    const name = `${first} ${last}`;
    const key = nameKey(name);
    if (corpusKeys.has(key) || seen.has(key)) continue;
    seen.add(key);
    // A namesake usually plays the same sport: that is what makes him a trap.
    const sport: EvalSport = anchor && shares !== "neither" && rng.chance(0.7) ? anchor.sport : rng.pick(["nba", "football", "soccer"] as const);
    const pos = rng.sample(POSITIONS[sport], rng.chance(0.25) ? 2 : 1).map((p) => p.code);
    const team = rng.pick(teams[sport]);
    const others = teams[sport].filter((t) => t !== team);
    const h = heightOf(rng, sport), w = weightOf(rng, sport);
    players.push({
      name, first, last, sport, shares,
      positions: pos,
      team,
      formerTeam: others.length && rng.chance(0.3) ? rng.pick(others) : null,
      heightCm: h.cm, heightText: h.text, weightKg: w.kg, weightText: w.text,
      strengths: rng.sample(STRENGTHS[sport], 2),
      weaknesses: rng.sample(WEAKNESSES[sport], 1),
    });
  }
  return players;
}

/** How a note names his position: the first position in words, or every code ("PF/SG"); with the codes it states. */
const posWord = (p: CrowdPlayer, rng: Rng): { text: string; codes: string[] } => {
  const entry = POSITIONS[p.sport].find((x) => x.code === p.positions[0]);
  return rng.chance(0.7) && entry ? { text: entry.words[0], codes: [entry.code] } : { text: p.positions.join("/"), codes: p.positions };
};
const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
/** The short form a note uses: "the Foxhounds", or the place for a club ("Yarrowby"). */
const theTeam = (team: string) => (team.endsWith(" FC") ? team.slice(0, -3) : `the ${team.split(" ").slice(-1)[0]}`);
const dateFor = (i: number) => `${MONTHS[i % MONTHS.length]} ${1 + (i % 27)}, ${2024 + (i % 3)}`;

type Stated = Partial<Record<"teams" | "former" | "height" | "weight", boolean>> & { positions?: string[] | true };
const stated = (p: CrowdPlayer, s: Stated, filename: string): OtherPlayer => ({
  name: p.name,
  positions: s.positions === true ? p.positions : (s.positions ?? []),
  teams: [...(s.teams ? [p.team] : []), ...(s.former && p.formerTeam ? [p.formerTeam] : [])],
  heightCm: s.height ? p.heightCm : null,
  weightKg: s.weight ? p.weightKg : null,
  documents: [filename],
});

const ALL: Stated = { positions: true, teams: true, height: true, weight: true };

/** One note; the template decides the format, the voice and which values it states. */
function makeNote(i: number, rng: Rng, players: CrowdPlayer[]): CrowdNote {
  const p = rng.pick(players);
  const slug = nameKey(p.name).replace(/[^a-z0-9]+/g, "-");
  const kind = rng.int(0, 6);
  const date = dateFor(i);
  const file = (ext: string, what: string) => `crowd-${String(i + 1).padStart(4, "0")}-${what}-${slug}.${ext}`;
  switch (kind) {
    case 0: {
      const filename = file("md", "blurb");
      const pos = posWord(p, rng);
      const text = `# ${p.name}: quick look\n\n_${date}_\n\n${p.name} (${pos.text}, ${p.team}) measures ${p.heightText} and ${p.weightText}. Strengths: ${p.strengths.join("; ")}. Concerns: ${p.weaknesses[0]}.\n`;
      return { filename, text, states: [stated(p, { ...ALL, positions: pos.codes }, filename)] };
    }
    case 1: {
      const filename = file("txt", "roster");
      const text = `${p.team} roster note, ${date}\n#${rng.int(1, 99)} ${p.name} - ${p.positions.join("/")} - ${p.heightText}, ${p.weightText} - ${rng.pick(CLASSES)}.\nRotation piece; coaches mention his ${p.strengths[0]}.\n`;
      return { filename, text, states: [stated(p, ALL, filename)] };
    }
    case 2: {
      const filename = file("txt", "injury");
      const pos = posWord(p, rng);
      const text = `Injury update (${date}): ${p.name} (${rng.pick(INJURIES)}) is ${rng.pick(STATUSES)} for ${theTeam(p.team)}. The ${p.heightText} ${pos.text} had been one of ${theTeam(p.team)}'s better options lately.\n`;
      return { filename, text, states: [stated(p, { positions: pos.codes, teams: true, height: true }, filename)] };
    }
    case 3: {
      const filename = file("md", "notes");
      const pos = posWord(p, rng);
      const text = `Watched ${p.first} ${p.last} again with ${p.team} on ${date}. The ${pos.text} plays bigger than his ${p.heightText} frame and is listed at ${p.weightText}. Best trait: ${p.strengths[0]}. Needs to improve ${p.weaknesses[0]}.\n`;
      return { filename, text, states: [stated(p, { ...ALL, positions: pos.codes }, filename)] };
    }
    case 4: {
      const filename = file("md", "transfer");
      const from = p.formerTeam ?? "his college program";
      const pos = posWord(p, rng);
      const text = `**Transfer wire, ${date}.** ${p.name}, a ${p.heightText}, ${p.weightText} ${pos.text}, is leaving ${from} for ${p.team}. Scouts like his ${p.strengths[1] ?? p.strengths[0]}; the worry is ${p.weaknesses[0]}.\n`;
      return { filename, text, states: [stated(p, { ...ALL, positions: pos.codes, former: true }, filename)] };
    }
    case 5: {
      // Two players in one note, often namesakes of each other: each value sits next to its owner.
      const q = players.find((o) => o !== p && (o.last === p.last || o.first === p.first)) ?? rng.pick(players.filter((o) => o !== p).concat(p));
      const filename = file("md", "practice");
      const pp = posWord(p, rng), qp = posWord(q, rng);
      const text = `## Practice notes, ${date}\n\n- ${p.name}: ${p.heightText}, ${pp.text} (${p.team}). ${cap(p.strengths[0])} stood out.\n- ${q.name}: ${q.weightText}, ${qp.text} (${q.team}). Still working on ${q.weaknesses[0]}.\n`;
      const states = [stated(p, { positions: pp.codes, teams: true, height: true }, filename)];
      if (q !== p) states.push(stated(q, { positions: qp.codes, teams: true, weight: true }, filename));
      return { filename, text, states };
    }
    default: {
      // A small measurement table (CSV) with three players.
      const group = [p, ...rng.sample(players.filter((o) => o !== p), 2)];
      const filename = file("csv", "measurements");
      // Inches written as "in" keep the CSV valid; the value is the same height.
      const rows = group.map((g) => `${g.name},${g.positions[0]},${g.team},${g.heightText.replace(/"/g, "in")},${g.weightText}`);
      const text = `Player,Pos,Team,Height,Weight\n${rows.join("\n")}\n`;
      return { filename, text, states: group.map((g) => stated(g, { ...ALL, positions: [g.positions[0]] }, filename)) };
    }
  }
}

/**
 * N notes about generated players whose names share a first name or a surname with the half's
 * players (some share neither), with the values each note states, for wrong-attribution scoring.
 */
export function generateCrowd(input: { n: number; players: Pick<PlayerTruth, "name" | "sport">[]; teams: string[]; seed?: number }) {
  const seed = input.seed ?? CROWD_SEED;
  const rng = createRng(seedFor(seed, 0));
  const corpus = input.players.flatMap((p) => {
    const parts = splitName(p.name);
    return parts ? [{ ...parts, sport: p.sport }] : [];
  });
  const teams = crowdTeams(input.teams);
  const players = makePlayers(Math.max(2, Math.ceil(input.n / 2)), rng, corpus, teams);
  const notes = Array.from({ length: input.n }, (_, i) => makeNote(i, createRng(seedFor(seed, i + 1)), players));
  return { players, notes, teams: Object.values(teams).flat() };
}
