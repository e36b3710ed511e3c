// Writes the fictional sample game logs (samples/*-game-log*.csv) for the stats lab (STAT-01).
// Deterministic: a seeded PRNG, so re-running gives the same files and eval/stats answers stay valid.
// Run: npx tsx eval/stats/generate-samples.ts
import fs from "node:fs";
import path from "node:path";

let seed = 20260223;
const rand = () => ((seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648);
const int = (lo: number, hi: number) => lo + Math.floor(rand() * (hi - lo + 1));
const write = (file: string, header: string[], rows: (string | number)[][]) =>
  fs.writeFileSync(path.join("samples", file), [header.join(","), ...rows.map((r) => r.join(","))].join("\n") + "\n");

const NBA_DATES = ["2026-02-03", "2026-02-05", "2026-02-07", "2026-02-10", "2026-02-12", "2026-02-20", "2026-02-22", "2026-02-25", "2026-02-27", "2026-03-02", "2026-03-04", "2026-03-06", "2026-03-09", "2026-03-11", "2026-03-13"];
const OPPONENTS = ["Boise Bighorns", "Spokane Sentinels", "Fresno Firebirds", "Richmond Generals", "Birmingham Ironmen", "Louisville Thoroughbreds"];

type NbaProfile = { name: string; pos: string; team: string; salary: number; min: [number, number]; pts: [number, number]; reb: [number, number]; ast: [number, number]; threes: [number, number]; clock?: boolean };
const NBA: NbaProfile[] = [
  { name: "Andre Kessler", pos: "G", team: "Albuquerque Roadrunners", salary: 18.5, min: [28, 37], pts: [12, 28], reb: [2, 6], ast: [4, 10], threes: [1, 5], clock: true },
  { name: "Darius Whitfield", pos: "C", team: "Omaha Comets", salary: 11.2, min: [22, 32], pts: [8, 18], reb: [7, 14], ast: [0, 3], threes: [0, 1] },
  { name: "Victor Almeida", pos: "C", team: "Tacoma Tides", salary: 14.8, min: [25, 35], pts: [10, 24], reb: [5, 10], ast: [1, 5], threes: [0, 3] },
];
for (const p of NBA) {
  const rows = NBA_DATES.map((date, i) => {
    const min = int(...p.min);
    const sec = int(0, 59);
    const pts = int(...p.pts);
    const tpm = int(...p.threes);
    const tpa = tpm + int(1, 4);
    const fta = int(0, 8);
    const ftm = Math.min(fta, int(0, fta));
    const fgm = Math.max(tpm, Math.round((pts - ftm - tpm) / 2));
    const fga = fgm + int(4, 10);
    const won = rand() > 0.5;
    return [date, p.name, p.pos, p.team, OPPONENTS[i % OPPONENTS.length], i % 2 ? "A" : "H", won ? "W" : "L", p.clock ? `${min}:${String(sec).padStart(2, "0")}` : min, pts, int(...p.reb), int(...p.ast), int(0, 3), int(0, 3), int(0, 4), fgm, fga, tpm, tpa, ftm, fta, p.salary];
  });
  const file = `${p.name.toLowerCase().replace(/\s+/g, "-")}-game-log-2025-26.csv`;
  write(file, ["Date", "Player", "Pos", "Team", "Opponent", "Home/Away", "Result", "MIN", "PTS", "REB", "AST", "STL", "BLK", "TOV", "FGM", "FGA", "3PM", "3PA", "FTM", "FTA", "Salary ($M)"], rows);
}

// College football: every player of the combine sheet and both scouting notes, one season log.
const FB_DATES = ["2025-09-06", "2025-09-13", "2025-09-20", "2025-09-27", "2025-10-04", "2025-10-11", "2025-10-18", "2025-10-25", "2025-11-01", "2025-11-08"];
const FB_OPP = ["Harbor Tech", "Prairie State", "Coastal Carolina A&M", "Granite Peak", "Delta Southern"];
type FbProfile = { name: string; pos: string; school: string; snaps: [number, number]; passYds?: [number, number]; rushYds?: [number, number]; recYds?: [number, number]; tackles?: [number, number]; sacks?: [number, number] };
const FB: FbProfile[] = [
  { name: "Caleb Van Dorn", pos: "QB", school: "Cascade State", snaps: [60, 78], passYds: [180, 380], rushYds: [0, 45] },
  { name: "Tre'Von Haskins", pos: "EDGE", school: "Piedmont A&M", snaps: [40, 62], tackles: [2, 9], sacks: [0, 3] },
  { name: "DeShawn Mercer Jr.", pos: "WR", school: "Tidewater", snaps: [45, 70], recYds: [30, 160] },
  { name: "Isaiah Pruitt", pos: "OT", school: "Great Lakes", snaps: [60, 80] },
  { name: "Mason Kowalczyk", pos: "LB", school: "Red River State", snaps: [45, 72], tackles: [4, 14], sacks: [0, 2] },
  { name: "Jordan Ashby", pos: "CB", school: "Mesa Verde State", snaps: [50, 72], tackles: [1, 7] },
  { name: "Ty Lindgren", pos: "TE", school: "Great Lakes", snaps: [40, 66], recYds: [10, 95] },
  { name: "Marcus Oduya", pos: "RB", school: "Tidewater", snaps: [30, 55], rushYds: [40, 190], recYds: [0, 40] },
];
const r = (range?: [number, number]) => (range ? int(...range) : 0);
const fbRows = FB.flatMap((p) =>
  FB_DATES.map((date, i) => {
    const passYds = r(p.passYds);
    const rushYds = r(p.rushYds);
    const recYds = r(p.recYds);
    const td = Math.floor((passYds / 110) + rushYds / 70 + recYds / 60 * rand());
    return [date, p.name, p.pos, p.school, FB_OPP[i % FB_OPP.length], r(p.snaps), passYds, rushYds, recYds, td, r(p.tackles), r(p.sacks)];
  }),
);
write("college-football-game-logs-2025.csv", ["Date", "Player", "Pos", "School", "Opponent", "Snaps", "Pass Yds", "Rush Yds", "Rec Yds", "TD", "Tackles", "Sacks"], fbRows);

// Soccer: Kofi Adjei-Mensah's league matches, with his fantasy price for value questions.
const SOC_DATES = ["2026-01-10", "2026-01-17", "2026-01-24", "2026-01-31", "2026-02-07", "2026-02-14", "2026-02-21", "2026-02-28", "2026-03-07", "2026-03-14", "2026-03-21", "2026-03-28"];
const SOC_OPP = ["Kingsmoor Town", "Ashford Rovers", "Eastleigh Vale", "Harrowgate City"];
const socRows = SOC_DATES.map((date, i) => {
  const min = int(58, 90);
  const shots = int(0, 5);
  return [date, "Kofi Adjei-Mensah", "LW", "Westbridge Athletic", SOC_OPP[i % SOC_OPP.length], min, int(0, shots > 2 ? 2 : 1), int(0, 1), shots, Math.min(shots, int(0, 3)), `${int(68, 91)}%`, 7.5];
});
write("kofi-adjei-mensah-match-log-2025-26.csv", ["Date", "Player", "Pos", "Club", "Opponent", "Min", "Goals", "Assists", "Shots", "Shots on Target", "Pass %", "Price (£M)"], socRows);
