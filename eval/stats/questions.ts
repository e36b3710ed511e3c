// The stats eval's question set (issue 11): questions a scout asks of the sample game logs, each with
// the number the answer must contain (computed by reference.ts from the CSVs), or "cannot" when the
// right answer is to say it can't be answered.
import { Reference, round2 } from "./reference";

export type Expected = { player: string; column: string; value: number } | "cannot";
export type EvalQuestion = { question: string; expected: Expected };

const NBA = ["Jalen Brooks", "Andre Kessler", "Darius Whitfield", "Victor Almeida"];

export function buildQuestions(ref: Reference): EvalQuestion[] {
  const q = (question: string, player: string, column: string, value: number | null | undefined): EvalQuestion => ({ question, expected: value === null || value === undefined ? "cannot" : { player, column, value } });
  const cannot = (question: string): EvalQuestion => ({ question, expected: "cannot" });
  const isFeb = (d: string) => d.startsWith("2026-02");
  const isMar = (d: string) => d.startsWith("2026-03");
  const per36Top = ref.top(NBA, (p) => ref.per(p, "PTS", "MIN", 36));
  const rebCenters = ref.top(["Darius Whitfield", "Victor Almeida"], (p) => ref.per(p, "REB", "MIN", 36));
  const tacklesTop = ref.top(ref.players((g) => g.n("Tackles") !== null), (p) => ref.avg(p, "Tackles"));
  const astTop = ref.top(NBA, (p) => ref.avg(p, "AST"));
  const improvedPts = ref.top(NBA, (p) => ref.change(p, "PTS", isFeb, isMar));
  const improvedReb = ref.top(NBA, (p) => ref.change(p, "REB", (d) => d < "2026-03-01", (d) => d >= "2026-03-01"));
  const improvedShots = ref.top(["Kofi Adjei-Mensah"], (p) => ref.change(p, "Shots", (d) => d < "2026-02-01", (d) => d >= "2026-02-01"));
  const threeTop = ref.top(NBA, (p) => ref.pct(p, "3PM", "3PA"));
  const fgTop = ref.top(NBA, (p) => ref.pct(p, "FGM", "FGA"));
  const valueTop = ref.top(["Andre Kessler", "Darius Whitfield", "Victor Almeida"], (p) => round2(ref.avg(p, "PTS") === null ? NaN : avgRaw(ref, p, "PTS") / avgRaw(ref, p, "Salary ($M)")));
  const bestBrooks = Math.max(...ref.of("Jalen Brooks", "PTS"));
  const bestVanDorn = Math.max(...ref.of("Caleb Van Dorn", "Pass Yds"));
  return [
    // Per game, all games
    q("What is Jalen Brooks's average points per game?", "Jalen Brooks", "value", ref.avg("Jalen Brooks", "PTS")),
    q("How many rebounds does Brooks average?", "Jalen Brooks", "value", ref.avg("Jalen Brooks", "REB")),
    q("Andre Kessler assists per game", "Andre Kessler", "value", ref.avg("Andre Kessler", "AST")),
    q("Whitfield's average rebounds", "Darius Whitfield", "value", ref.avg("Darius Whitfield", "REB")),
    q("What does Victor Almeida average in points?", "Victor Almeida", "value", ref.avg("Victor Almeida", "PTS")),
    q("Caleb Van Dorn passing yards per game", "Caleb Van Dorn", "value", ref.avg("Caleb Van Dorn", "Pass Yds")),
    q("Marcus Oduya's average rushing yards per game", "Marcus Oduya", "value", ref.avg("Marcus Oduya", "Rush Yds")),
    q("Tre'Von Haskins tackles per game", "Tre'Von Haskins", "value", ref.avg("Tre'Von Haskins", "Tackles")),
    q("How many shots per game does Kofi Adjei-Mensah average?", "Kofi Adjei-Mensah", "value", ref.avg("Kofi Adjei-Mensah", "Shots")),
    q("DeShawn Mercer Jr. receiving yards per game", "DeShawn Mercer Jr.", "value", ref.avg("DeShawn Mercer Jr.", "Rec Yds")),
    q("Average steals per game for Kessler", "Andre Kessler", "value", ref.avg("Andre Kessler", "STL")),
    // Last N games
    q("How many points did Kessler average over the last 5 games?", "Andre Kessler", "value", ref.avg("Andre Kessler", "PTS", 5)),
    q("Brooks's assists per game in the last 3 games", "Jalen Brooks", "value", ref.avg("Jalen Brooks", "AST", 3)),
    q("Almeida's average rebounds over the last 10 games", "Victor Almeida", "value", ref.avg("Victor Almeida", "REB", 10)),
    q("Van Dorn's passing yards per game over the last 4 games", "Caleb Van Dorn", "value", ref.avg("Caleb Van Dorn", "Pass Yds", 4)),
    q("Kofi Adjei-Mensah's shots per game over the last 6 matches", "Kofi Adjei-Mensah", "value", ref.avg("Kofi Adjei-Mensah", "Shots", 6)),
    q("Whitfield points per 36 minutes over the last 5 games", "Darius Whitfield", "value", ref.per("Darius Whitfield", "PTS", "MIN", 36, 5)),
    // Totals
    q("How many total points did Whitfield score?", "Darius Whitfield", "value", ref.total("Darius Whitfield", "PTS")),
    q("Total sacks for Haskins", "Tre'Von Haskins", "value", ref.total("Tre'Von Haskins", "Sacks")),
    q("Kofi Adjei-Mensah total goals", "Kofi Adjei-Mensah", "value", ref.total("Kofi Adjei-Mensah", "Goals")),
    q("Total touchdowns by Van Dorn", "Caleb Van Dorn", "value", ref.total("Caleb Van Dorn", "TD")),
    // Head-to-head
    q("Compare Brooks and Kessler over the last 5 games", "Jalen Brooks", "pts", ref.avg("Jalen Brooks", "PTS", 5)),
    q("Compare Brooks and Kessler over the last 5 games (assists)", "Andre Kessler", "ast", ref.avg("Andre Kessler", "AST", 5)),
    q("Compare Whitfield and Almeida in rebounds over the last 5 games", "Victor Almeida", "reb", ref.avg("Victor Almeida", "REB", 5)),
    q("Kessler vs Almeida points per 36 minutes", "Andre Kessler", "pts", ref.per("Andre Kessler", "PTS", "MIN", 36)),
    q("Head-to-head: Van Dorn vs Oduya", "Marcus Oduya", "rush_yds", ref.avg("Marcus Oduya", "Rush Yds")),
    // Rolling form
    q("Brooks's rolling 3-game scoring", "Jalen Brooks", "rolling", ref.rolling("Jalen Brooks", "PTS", 3)),
    q("Kessler's rolling 5-game assists", "Andre Kessler", "rolling", ref.rolling("Andre Kessler", "AST", 5)),
    q("Rolling 3-game rebounds for Whitfield and Almeida", "Darius Whitfield", "rolling", ref.rolling("Darius Whitfield", "REB", 3)),
    q("Kofi Adjei-Mensah rolling 3-match shots", "Kofi Adjei-Mensah", "rolling", ref.rolling("Kofi Adjei-Mensah", "Shots", 3)),
    // Rankings
    q("Top 5 players by points per 36 minutes", per36Top.p, "value", per36Top.s),
    q("Top 3 centers by rebounds per 36 minutes", rebCenters.p, "value", rebCenters.s),
    q("Top 5 players by tackles per game", tacklesTop.p, "value", tacklesTop.s),
    q("Who leads in assists per game? Top 3", astTop.p, "value", astTop.s),
    cannot("Top 5 forwards by points per 36 minutes"),
    // Improvement between date ranges
    q("Who improved most in points between February and March?", improvedPts.p, "change", improvedPts.s),
    q("Who improved most in rebounds since March?", improvedReb.p, "change", improvedReb.s),
    q("Has Kofi Adjei-Mensah improved his shots since February?", improvedShots.p, "change", improvedShots.s),
    // Shooting
    q("Who shoots best from three?", threeTop.p, "pct", threeTop.s),
    q("What is Brooks's free throw percentage?", "Jalen Brooks", "pct", ref.pct("Jalen Brooks", "FTM", "FTA")),
    q("Best field goal percentage among my players", fgTop.p, "pct", fgTop.s),
    // Value for money
    q("Best value for money by points", valueTop.p, "value", valueTop.s),
    // Best game
    q("What was Brooks's highest scoring game?", "Jalen Brooks", "pts", bestBrooks),
    q("Van Dorn's best game by passing yards", "Caleb Van Dorn", "pass_yds", bestVanDorn),
    // What-if (a write step on the sandbox copy)
    q("What if Brooks made 75% of his free throws?", "what-if", "pts_per_game", ref.whatIf("Jalen Brooks", "FTM", "FTA", 0.75, 1)),
    q("If Kessler had made 40% of his threes, what would he have scored?", "what-if", "pts_per_game", ref.whatIf("Andre Kessler", "3PM", "3PA", 0.4, 3)),
    q("What if Almeida shot 90% from the free-throw line?", "actual", "pts_per_game", ref.avg("Victor Almeida", "PTS")),
    // Out of scope: the right answer is "can't answer"
    cannot("What is the meaning of life?"),
    cannot("How tall is Tre'Von Haskins?"),
    cannot("Predict the weather in Omaha"),
  ];
}

function avgRaw(ref: Reference, player: string, col: string) {
  const xs = ref.of(player, col);
  return xs.reduce((a, b) => a + b, 0) / xs.length;
}
