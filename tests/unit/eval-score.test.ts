import { describe, expect, it } from "vitest";
import { normalisePlayer } from "@/eval/lib/corpus";
import {
  aggregate,
  contentWords,
  lineSupport,
  nameKey,
  percentile,
  sameName,
  samePersonName,
  scoreCitations,
  scoreFields,
  scoreRequest,
  scoreTraits,
  TeamMatcher,
  trapMeasurements,
  trapPeople,
  traitInBullet,
  wrongPlayerValues,
  type ExtractedPlayer,
  type PlayerScore,
} from "@/eval/lib/score";

const truth = normalisePlayer(
  {
    name: "Jalen Brooks",
    sport: "nba",
    positions: ["PG", "SG"],
    teams: { current: "Tacoma Tides", former: ["Omaha Comets"] },
    height: { cm: 198.1, as_written: "6-foot-6" },
    weight: { kg: 99.8, as_written: "220 pounds" },
    strengths: [["rim protection", "shot blocking"], ["passing vision"]],
    weaknesses: [["free throw"], ["left hand"]],
    documents: ["brooks-feature.md"],
  },
  "jalen-brooks",
);
const absent = normalisePlayer({ name: "Nobody Here", sport: "nba", absent: true }, "nobody-here");
const teams = new TeamMatcher(["Tacoma Tides", "Omaha Comets", "Eastfield FC", "Tacoma Tritons", "Harbor Comets"]);

const got = (over: Partial<ExtractedPlayer> = {}): ExtractedPlayer => ({
  positions: [], teams: [], heightCm: null, weightKg: null, strengths: [], weaknesses: [], ...over,
});

describe("names", () => {
  it("ignores case, spaces, punctuation and accents", () => {
    expect(sameName("Luka  Dončić", "luka doncic")).toBe(true);
    expect(sameName("Marcus Hale Jr.", "marcus hale jr")).toBe(true);
    expect(nameKey("  O'Neil ")).toBe("oneil");
  });
  it("keeps the generational suffix as identity", () => {
    expect(sameName("Marcus Hale Jr.", "Marcus Hale Sr.")).toBe(false);
    expect(sameName("Marcus Hale Jr.", "Marcus Hale")).toBe(false);
    expect(sameName("Jalen Brooks", "Jalen Brookes")).toBe(false);
  });
  it("a request's short given name and the documents' full one are the same person", () => {
    expect(samePersonName("Cass Whitlow", "Cassius Whitlow")).toBe(true);
    expect(samePersonName("Santiago Ferrand", "Santi Ferrand")).toBe(true);
    expect(samePersonName("Dario Stroud", "Darius Stroud")).toBe(false);
    expect(samePersonName("Marcus Hale Jr.", "Marcus Hale")).toBe(false);
    expect(samePersonName("Cass Whitlow", "Cass Whitford")).toBe(false);
    expect(samePersonName("Ty Okafor", "Tyrone Okafor")).toBe(false);
  });
});

describe("requests", () => {
  it("judges intent on every request, name and sport on scouting requests only", () => {
    const other = scoreRequest({ text: "remind me", intent: "other", name: null, sport: "unknown" }, { intent: "other", name: null, sport: "unknown", closedBy: "assistant_message" });
    expect(other).toEqual({ intent: true, name: null, sport: null });
    const wrongName = scoreRequest(
      { text: "scout Hale Jr.", intent: "scouting_report", name: "Marcus Hale Jr.", sport: "nba" },
      { intent: "scouting_report", name: "Marcus Hale Sr.", sport: "nba", closedBy: "plan_proposal" },
    );
    expect(wrongName).toEqual({ intent: true, name: false, sport: true });
    const roleWords = scoreRequest(
      { text: "report on our next centre-back target", intent: "scouting_report", name: null, sport: "soccer" },
      { intent: "scouting_report", name: "Centre-Back Target", sport: "unknown", closedBy: "plan_proposal" },
    );
    expect(roleWords).toEqual({ intent: true, name: false, sport: false });
    const reminderAsReport = scoreRequest({ text: "remind me", intent: "other", name: null, sport: "unknown" }, { intent: "scouting_report", name: "Physio", sport: "unknown", closedBy: "plan_proposal" });
    expect(reminderAsReport.intent).toBe(false);
  });
});

describe("teams", () => {
  it("matches the full name, a spelling without generic words, and unambiguous short forms", () => {
    expect(teams.same("the Tacoma Tides", "Tacoma Tides")).toBe(true);
    expect(teams.same("Tides", "Tacoma Tides")).toBe(true);
    expect(teams.same("Eastfield", "Eastfield FC")).toBe(true);
    expect(teams.same("Eastfield Football Club", "Eastfield FC")).toBe(false);
  });
  it("does not resolve a short form two teams share", () => {
    // "Tacoma" is the place of both the Tides and the Tritons; "Comets" the nickname of two teams.
    expect(teams.resolve("Tacoma")).toBeNull();
    expect(teams.same("Comets", "Omaha Comets")).toBe(false);
    expect(teams.same("Omaha", "Omaha Comets")).toBe(true);
  });
  it("keeps only the short forms the documents use", () => {
    const used = new TeamMatcher(["Club Atlético Sierra Chica", "Port Alder Gulls", "Alder Ridge Timberwolves"], {}, "He left Sierra Chica for the Gulls. Alder is a town.");
    expect(used.same("Sierra Chica", "Club Atlético Sierra Chica")).toBe(true);
    expect(used.same("Atletico Sierra Chica", "Club Atlético Sierra Chica")).toBe(true); // the name without its generic word
    expect(used.resolve("Chica")).toBeNull(); // never written alone in the documents
    expect(used.resolve("Alder")).toBeNull(); // shared by two teams
    expect(used.same("the Gulls", "Port Alder Gulls")).toBe(true);
    const state = new TeamMatcher(["Marlow State Otters"], {}, "He transferred from Marlow State in May.");
    expect(state.same("Marlow State", "Marlow State Otters")).toBe(true);
    expect(state.resolve("Otters")).toBeNull();
  });
  it("takes a community college spelled out as its CC", () => {
    const cc = new TeamMatcher(["Delta Marsh CC Gators", "Redstone Valley CC Miners"], {}, "two seasons at Delta Marsh Community College, where he was an All-American for the Gators");
    expect(cc.same("Delta Marsh Community College", "Delta Marsh CC Gators")).toBe(true);
    expect(cc.same("Redstone Valley Community College", "Delta Marsh CC Gators")).toBe(false);
  });
  it("takes a school with or without its teams' nickname as the same team", () => {
    const schools = new TeamMatcher(["Westhollow University", "Ostrander University Owls", "Marlow State"]);
    expect(schools.same("Westhollow University Wildcats", "Westhollow University")).toBe(true);
    expect(schools.same("Ostrander University", "Ostrander University Owls")).toBe(true);
    expect(schools.same("Marlow State Otters", "Marlow State")).toBe(true);
    expect(schools.same("Westhollow Wildcats", "Westhollow University")).toBe(false); // the nickname alone is another spelling
    expect(schools.same("Ostrander University Owls", "Westhollow University")).toBe(false);
  });
  it("takes a club's spelled-out opening words as its abbreviation", () => {
    const clubs = new TeamMatcher(["CD Valdoria"]);
    expect(clubs.same("Club Deportivo Valdoria", "CD Valdoria")).toBe(true);
  });
  it("takes a club's name with its abbreviation as the club, not its youth side", () => {
    const clubs = new TeamMatcher(["Kellmouth Athletic", "Kellmouth Athletic U18"], {}, "He joined Kellmouth Athletic U18. Kellmouth Athletic signed him.");
    expect(clubs.resolve("Kellmouth Athletic FC")).toBe("Kellmouth Athletic");
    expect(clubs.same("Kellmouth Athletic FC", "Kellmouth Athletic U18")).toBe(false);
    expect(clubs.resolve("Kellmouth Athletic U18")).toBe("Kellmouth Athletic U18");
  });
  it("takes explicit aliases", () => {
    const withAlias = new TeamMatcher(["Charlotte Buzz"], { Hornets: "Charlotte Buzz" });
    expect(withAlias.same("the Hornets", "Charlotte Buzz")).toBe(true);
  });
});

describe("fields", () => {
  it("counts true and false positives and negatives per field, with tolerances", () => {
    const s = scoreFields(
      truth,
      got({ positions: ["PG", "SF"], teams: [{ name: "Tides", current: true }], heightCm: 199.5, weightKg: 101 }),
      teams,
    );
    expect(s.positions).toMatchObject({ tp: 1, fp: 1, fn: 1, wrong: ["SF"], missed: ["SG"] });
    expect(s.teams).toMatchObject({ tp: 1, fp: 0, fn: 1, missed: ["Omaha Comets"] });
    expect(s.height).toMatchObject({ tp: 1, fp: 0, fn: 0 }); // 1.4 cm off: within ±1.5
    expect(s.weight).toMatchObject({ tp: 0, fp: 1, fn: 1 }); // 1.2 kg off: outside ±1
    expect(s.currentTeam).toBe(true);
  });
  it("flags a former team marked current", () => {
    const s = scoreFields(truth, got({ teams: [{ name: "Omaha Comets", current: true }, { name: "Tacoma Tides", current: false }] }), teams);
    expect(s.teams.tp).toBe(2);
    expect(s.currentTeam).toBe(false);
  });
  it("counts a second spelling of a matched team neither right nor wrong", () => {
    const s = scoreFields(truth, got({ teams: [{ name: "Tacoma Tides", current: true }, { name: "Tides", current: false }] }), teams);
    expect(s.teams).toMatchObject({ tp: 1, fp: 0, fn: 1 });
  });
  it("makes every value extracted for an absent player a false positive", () => {
    const s = scoreFields(absent, got({ positions: ["C"], heightCm: 210, teams: [{ name: "Tacoma Tides", current: true }] }), teams);
    expect(s.positions).toMatchObject({ tp: 0, fp: 1, fn: 0 });
    expect(s.height).toMatchObject({ tp: 0, fp: 1, fn: 0 });
    expect(s.teams).toMatchObject({ tp: 0, fp: 1, fn: 0 });
    expect(s.currentTeam).toBeNull();
  });
  it("treats a run that extracted nothing as all false negatives", () => {
    const s = scoreFields(truth, null, teams);
    expect([s.positions.fn, s.teams.fn, s.height.fn, s.weight.fn]).toEqual([2, 2, 1, 1]);
    expect(s.positions.fp + s.teams.fp + s.height.fp + s.weight.fp).toBe(0);
  });
});

describe("traits", () => {
  it("stems plural, -ing and -ed endings the same way", () => {
    expect(contentWords("blocks shots")).toEqual(contentWords("blocking shot"));
    expect(contentWords("passes")).toEqual(contentWords("passing"));
    expect(contentWords("the free throws")).toEqual(["fre", "throw"]);
  });
  it("finds a trait when every content word of one alternative is in one bullet", () => {
    expect(traitInBullet(["rim protection", "shot blocking"], "Shot blocker, alters everything")).toBe(false); // "blocker" ≠ "blocking"
    expect(traitInBullet(["rim protection", "shot blocking"], "Shot blocker: 2.4 blocks per game")).toBe(true); // "blocks"
    expect(traitInBullet(["rim protection", "shot blocking"], "Blocks shots at the rim")).toBe(true);
    expect(traitInBullet(["free throw"], "Free-throw shooting: 58 %")).toBe(true);
    expect(traitInBullet(["left hand"], "Finishes with either hand")).toBe(false);
  });
  it("scores recall per kind and precision over all bullets", () => {
    const s = scoreTraits(truth, {
      strengths: ["Passing vision in transition", "Free throw shooting"], // the second is a weakness listed as a strength
      weaknesses: ["Contract runs through 2027"],
    });
    expect(s.strengths).toMatchObject({ found: 1, total: 2, missed: ["rim protection / shot blocking"] });
    expect(s.weaknesses).toMatchObject({ found: 0, total: 2 });
    expect(s.unmatchedBullets).toEqual(["Contract runs through 2027"]);
    expect(s.bullets).toBe(3);
  });
  it("makes every bullet of an absent player unmatched", () => {
    const s = scoreTraits(absent, { strengths: ["Rim protection"], weaknesses: [] });
    expect(s.unmatchedBullets).toEqual(["Rim protection"]);
    expect(s.strengths.total).toBe(0);
  });
});

describe("values of the wrong player", () => {
  const namesake = { name: "Jalen Brookes", positions: ["C"], teams: ["Eastfield FC"], heightCm: 211, weightKg: 113, documents: ["brooks-feature.md"] };
  it("blames a wrong value on another player whose document the run retrieved", () => {
    const extracted = got({ positions: ["PG", "C"], heightCm: 211.5, weightKg: 99.8, teams: [{ name: "Eastfield", current: true }] });
    const fields = scoreFields(truth, extracted, teams);
    const wrong = wrongPlayerValues({ target: truth, got: extracted, fields, others: [namesake], retrievedDocuments: ["brooks-feature.md"], teams });
    expect(wrong.map((w) => `${w.field}:${w.value}:${w.belongsTo}`)).toEqual(["height:211.5 cm:Jalen Brookes", "positions:C:Jalen Brookes", "teams:Eastfield:Jalen Brookes"]);
  });
  it("blames a namesake before anyone else who has the same value", () => {
    const extracted = got({ heightCm: 211 });
    const teammate = { ...namesake, name: "Omar Pike" };
    const wrong = wrongPlayerValues({ target: truth, got: extracted, fields: scoreFields(truth, extracted, teams), others: [teammate, namesake], retrievedDocuments: ["brooks-feature.md"], teams });
    expect(wrong.map((w) => w.belongsTo)).toEqual(["Jalen Brookes"]);
  });
  it("does not blame when the other player's document was not retrieved, or the value is right", () => {
    const extracted = got({ heightCm: 211 });
    const fields = scoreFields(truth, extracted, teams);
    expect(wrongPlayerValues({ target: truth, got: extracted, fields, others: [namesake], retrievedDocuments: ["other.md"], teams })).toEqual([]);
    const right = got({ weightKg: 99.8 });
    const ok = wrongPlayerValues({ target: truth, got: right, fields: scoreFields(truth, right, teams), others: [{ ...namesake, weightKg: 99.8 }], retrievedDocuments: ["brooks-feature.md"], teams });
    expect(ok).toEqual([]);
  });
});

describe("citation support", () => {
  it("reads 'G/F' as a wing and 'RWB' as a wing-back, as the extractor does", () => {
    expect(lineSupport("He is a shooting guard and small forward.", ["Terrence Mabry Jr. (G/F) — standing height 199.4 cm"], teams).supported).toBe(true);
    expect(lineSupport("He is a point guard.", ["Terrence Mabry Jr. (G/F)"], teams).supported).toBe(false);
    expect(lineSupport("He is a wing-back.", ["Prim_Pos: RB; Sec_Pos: RWB"], teams).supported).toBe(true);
  });
  it("reads an export's own labels ('lengte_height_m: 1,94', 'massa_mass_kg: 88,0') as extraction does", () => {
    const row = "speler_player: Daan Visser; pos_code: GK; lengte_height_m: 1,94; massa_mass_kg: 88,0";
    expect(lineSupport("Height: 1,94 (≈194 cm); Weight: 88,0 (≈88 kg).", [row], teams).supported).toBe(true);
    expect(lineSupport("Weight: 95 kg.", [row], teams).supported).toBe(false);
  });
  it("a word inside a hyphenated compound names no team ('Eastfield-style press' is no Eastfield FC)", () => {
    expect(lineSupport("Press defence: an Eastfield-style trap he runs well.", ["He runs the trap well."], teams).supported).toBe(true);
    expect(lineSupport("He plays for Eastfield.", ["He runs the trap well."], teams).supported).toBe(false);
  });
  it("reads a roster's Ht and Wt columns as heights and weights", () => {
    const roster = "| No. | Player | Pos | Ht | Wt |\n| --- | --- | --- | --- | --- |\n| 0 | Marlon Teague | PG | 6-1 | 180 lbs |\n| 11 | Cassius Vantreese | C | 6-10 | 248 lbs |";
    expect(lineSupport("Height: 6-10 (≈208.3 cm); Weight: 248 lbs (≈112.5 kg).", [roster], teams).supported).toBe(true);
    expect(lineSupport("Height: 6-9 (≈205.7 cm).", [roster], teams).supported).toBe(false);
  });
  it("reads a football 'boundary corner' as a cornerback, never a corner kick", () => {
    expect(lineSupport("He is a cornerback.", ["He is the team's boundary corner."], teams).supported).toBe(true);
    expect(lineSupport("He is a cornerback.", ["He takes corners and corner kicks."], teams).supported).toBe(false);
  });
  it("accepts a height or weight in another notation", () => {
    expect(lineSupport(`Height: 6'8" (203 cm)`, ["The 6-foot-8 forward was everywhere."], teams).supported).toBe(true);
    expect(lineSupport("Weight: 113 kg (250 lbs)", ["He weighs 250 pounds."], teams).supported).toBe(true);
    expect(lineSupport("Height: 203 cm", ["Listed at 6'6\"."], teams)).toEqual({ supported: false, unsupported: ["height 203 cm"] });
  });
  it("reads a position in its spelled-out forms ('centre-half' is a centre-back)", () => {
    expect(lineSupport("Declan Ode is a centre-back.", ["He is a left-sided centre-half by trade."], teams).supported).toBe(true);
  });
  it("needs every other number in the passage", () => {
    expect(lineSupport("Rim protector: 2.4 blocks per game", ["He averages 2.4 blocks."], teams).supported).toBe(true);
    expect(lineSupport("Rim protector: 2.4 blocks per game", ["He averages 1.9 blocks."], teams).unsupported).toEqual(["number 2.4"]);
  });
  it("needs the team, by any spelling, and the position words", () => {
    expect(lineSupport("Plays for the Tacoma Tides", ["The Tides won again."], teams).supported).toBe(true);
    expect(lineSupport("Plays for the Tacoma Tides", ["Omaha won again."], teams).unsupported).toEqual(["team Tacoma Tides"]);
    expect(lineSupport("Point guard (PG)", ["A PG by trade."], teams).supported).toBe(true);
    expect(lineSupport("Power forward", ["A point guard by trade."], teams).unsupported).toEqual(["position PF"]);
    expect(lineSupport("Combo guard", ["He plays shooting guard."], teams).supported).toBe(true);
    // Depth-chart and squad-list notations.
    expect(lineSupport("An offensive tackle and guard", ["Marshals,offense,LT,1,Nate Villanueva", "Marshals,offense,LG,2,Nate Villanueva"], teams).supported).toBe(true);
    expect(lineSupport("He is a LW", ["10,Kieran Ashdown,Left wing / attacking midfield,175,68"], teams).supported).toBe(true);
    expect(lineSupport("A defensive end and guard", ["Malakai Fonoti,DT,SR,6041,298"], teams).unsupported).toEqual(["position DE", "position guard"]);
  });
  it("scores the share of supported lines", () => {
    const c = scoreCitations(
      [
        { section: "snapshot", text: "Height: 203 cm", passages: ["6'8\""] },
        { section: "snapshot", text: "Weight: 250 lbs", passages: ["240 lbs"] },
      ],
      teams,
    );
    expect(c).toMatchObject({ lines: 2, supported: 1 });
    expect(c.unsupported[0].text).toBe("Weight: 250 lbs");
  });
});

describe("aggregate", () => {
  it("computes micro-averaged field figures, trait recall, wrong values and run time percentiles", () => {
    const player = (over: Partial<PlayerScore>): PlayerScore => ({
      fields: scoreFields(truth, got(), teams),
      traits: scoreTraits(truth, { strengths: [], weaknesses: [] }),
      wrong: [],
      citations: { lines: 0, supported: 0, unsupported: [] },
      ms: 100,
      completed: true,
      absent: false,
      ...over,
    });
    const a = player({ fields: scoreFields(truth, got({ positions: ["PG", "SG"], heightCm: 198 }), teams), ms: 100, citations: { lines: 4, supported: 3, unsupported: [] } });
    const b = player({ fields: scoreFields(absent, got({ heightCm: 200 }), teams), ms: 300, absent: true, completed: false, wrong: [{ field: "height", value: "200 cm", belongsTo: "X", documents: [] }] });
    const m = aggregate([{ intent: true, name: true, sport: false }, { intent: false, name: null, sport: null }], [a, b]);
    expect(m.intent_accuracy).toBe(0.5);
    expect(m.name_accuracy).toBe(1);
    expect(m.sport_accuracy).toBe(0);
    expect(m.positions_precision).toBe(1);
    expect(m.height_precision).toBe(0.5);
    expect(m.height_recall).toBe(1);
    expect(m.fields_recall).toBeCloseTo(3 / 6);
    expect(m.wrong_player_values).toBe(1);
    expect(m.absent_player_values).toBe(1); // the height reported for the absent player
    expect(m.citation_support).toBe(0.75);
    expect(m.run_p50_ms).toBe(100);
    expect(m.run_p95_ms).toBe(300);
    expect(m.runs_incomplete).toBe(0);
    expect(m.strengths_recall).toBe(0);
  });
  it("percentile picks the nearest rank", () => {
    expect(percentile([5, 1, 3, 2, 4], 50)).toBe(3);
    expect(percentile([], 50)).toBeNull();
  });
});

describe("people described only in traps", () => {
  const m = new TeamMatcher(["Port Calder Mariners", "Dunmore Royals", "Marlow State Otters", "Eastbrook City"], {}, "the Mariners and Dunmore and Marlow State and Eastbrook");
  it("reads the trap shorthand for heights and weights", () => {
    expect(trapMeasurements("C, 6-11/255")).toEqual({ heights: [210.8], weights: [115.7] });
    expect(trapMeasurements("RB, 5-9, 190, same section")).toEqual({ heights: [175.3], weights: [86.2] });
    expect(trapMeasurements("OG, Carver A&M, 6044/318")).toEqual({ heights: [194.3], weights: [144.2] });
    expect(trapMeasurements("1.78 m, 73 kg")).toEqual({ heights: [178], weights: [73] });
    expect(trapMeasurements("6ft 1in, 80kg")).toEqual({ heights: [185.4], weights: [80] });
  });
  it("turns a namesake trap into another player with his values, in the target's documents", () => {
    const people = trapPeople({
      traps: [
        "namesake (surname): Terrell Marsh, C, 6-11/255, Port Calder Mariners then Dunmore Royals (wire, courier)",
        "namesake (surname): Bruno Ferreira, Eastbrook City right-back, 176 cm, 70 kg (squad CSV)",
        "former team Salt Flats Coyotes vs current Brookhaven Hornets",
      ],
      sport: "nba",
      codes: ["PG", "SG", "SF", "PF", "C", "RB"],
      documents: ["preview.pdf"],
      teams: m,
      known: [],
    });
    expect(people.map((p) => [p.name, p.positions, p.teams, p.heightCm, p.weightKg])).toEqual([
      ["Terrell Marsh (traps)", ["C"], ["Port Calder Mariners", "Dunmore Royals"], 210.8, 115.7],
      ["Bruno Ferreira (traps)", ["RB"], ["Eastbrook City"], 176, 70],
    ]);
    expect(people[0].documents).toEqual(["preview.pdf"]);
  });
  it("skips people who have a truth file of their own", () => {
    const people = trapPeople({ traps: ["namesake: Terrell Marsh, C, 6-11/255"], sport: "nba", codes: ["C"], documents: [], teams: m, known: ["Terrell Marsh"] });
    expect(people).toEqual([]);
  });
});

describe("citation support: basketball's numbered spots", () => {
  it("'moved him to the four' supports a line that says power forward; 'the three-point line' does not", async () => {
    const { positionKeys } = await import("../../eval/lib/score");
    expect([...positionKeys("Vasko moved him to the four midway through the year.")]).toEqual(["PF"]);
    expect([...positionKeys("He shot from the three-point line and the 3 of 5 games.")]).toEqual([]);
  });
});

describe("citation support: either flank", () => {
  it("'a winger who can play on either flank' supports a line saying left winger and right winger", async () => {
    const { lineSupport } = await import("../../eval/lib/score");
    const teams = { spellings: () => [] } as unknown as Parameters<typeof lineSupport>[2];
    expect(lineSupport("He is a left winger and right winger.", ["The 22-year-old winger can play on either flank."], teams).supported).toBe(true);
    expect(lineSupport("He is a left winger and right winger.", ["The 22-year-old winger cuts inside."], teams).unsupported).toEqual(["position LW", "position RW"]);
  });
});
