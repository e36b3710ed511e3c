import { describe, expect, it } from "vitest";
import { collectTeamNames } from "./team-names";
import { collectTeamishPhrases } from "./people";
import { findLeagues, findTeamMentions, findTeams } from "./teams";

describe("findTeams: labels", () => {
  it("current and former labels", () => {
    const text = "- Current team: Omaha Comets (acquired February 2024)\n- Former team: Louisville Thoroughbreds (2021-2024)";
    expect(findTeams(text, "nba")).toEqual([
      { name: "Omaha Comets", current: true },
      { name: "Louisville Thoroughbreds", current: false },
    ]);
  });

  it("spreadsheet headers with underscores ('previous_club') are labels; 'Academy' alone names no team", () => {
    expect(findTeams("player: Rafael Conceicao; joined: 2024-07-15; previous_club: EC Serra Azul", "soccer")).toEqual([{ name: "EC Serra Azul", current: false }]);
    expect(findTeams("player: Kieran Ashdown; joined: 2019-07-01; previous_club: Academy", "soccer")).toEqual([]);
  });

  it("Team:, Club:, College: and Former club: values, without the trailing detail", () => {
    expect(findTeams("Club: Westbridge Athletic (since January 2025)\nFormer club: IF Hallstrom, Sweden (2022-2024)", "soccer")).toEqual([
      { name: "Westbridge Athletic", current: true },
      { name: "IF Hallstrom", current: false },
    ]);
    expect(findTeams("College: Cascade State (2024-2025)\nFormer school: Lakeshore Community College", "football")).toEqual([
      { name: "Cascade State", current: true },
      { name: "Lakeshore Community College", current: false },
    ]);
  });

  it("a Teams: list names every team without claiming which is current", () => {
    expect(findTeams("Teams: LAL, CLE, MIA", "nba")).toEqual([
      { name: "LAL", current: false },
      { name: "CLE", current: false },
      { name: "MIA", current: false },
    ]);
  });

  it("a table row as labelled pairs: only the team column, never the opponent", () => {
    expect(findTeams("Date: 2026-02-03; Player: Jalen Brooks; Team: Omaha Comets; Opponent: Boise Bighorns", "nba", { labelOnly: true })).toEqual([
      { name: "Omaha Comets", current: true },
    ]);
  });
});

describe("findTeams: cue phrases", () => {
  it.each([
    ["He plays for the Springfield Hawks.", [{ name: "Springfield Hawks", current: true }]],
    ["He signed with Real Zaragoza last summer.", [{ name: "Real Zaragoza", current: true }]],
    ["He was traded to the Tacoma Tides.", [{ name: "Tacoma Tides", current: true }]],
    ["He is currently with FC Porto.", [{ name: "FC Porto", current: true }]],
    ["Hale, formerly of the Reno Bighorns, ...", [{ name: "Reno Bighorns", current: false }]],
    ["He was previously with Bayou State.", [{ name: "Bayou State", current: false }]],
    ["He spent three seasons with the Capital City Kings.", [{ name: "Capital City Kings", current: false }]],
    ["The former Alabama star runs a 4.4.", [{ name: "Alabama", current: false }]],
  ])("%s", (text, teams) => {
    expect(findTeams(text, "unknown")).toEqual(teams);
  });

  it("left X for Y: X is former, Y is current", () => {
    expect(findTeams("He left Kentucky for Duke last spring.", "nba")).toEqual([
      { name: "Kentucky", current: false },
      { name: "Duke", current: true },
    ]);
  });

  it("a trade story: the trading team is former, the receiving team current", () => {
    const text = "The Omaha Comets traded forward Jalen Brooks to the Tacoma Tides on Thursday. He joined the Comets from the Louisville Thoroughbreds in 2024.";
    expect(findTeams(text, "nba")).toEqual([
      { name: "Omaha Comets", current: false },
      { name: "Tacoma Tides", current: true },
      { name: "Louisville Thoroughbreds", current: false },
    ]);
  });

  it("previously … and before that …", () => {
    expect(findTeams("Brooks's team: Tacoma Tides (previously Omaha Comets, and before that the Louisville Thoroughbreds).", "nba")).toEqual([
      { name: "Tacoma Tides", current: true },
      { name: "Omaha Comets", current: false },
      { name: "Louisville Thoroughbreds", current: false },
    ]);
  });
});

describe("findTeams: known team names", () => {
  it("a known team used as an adjective or after 'for'", () => {
    expect(findTeams("Lakers forward LeBron James", "nba")).toEqual([{ name: "Lakers", current: true }]);
    expect(findTeams("He averaged 18 points for Duke as a freshman.", "nba")).toEqual([{ name: "Duke", current: true }]);
    expect(findTeams("The Duke product is a willing defender.", "nba")).toEqual([{ name: "Duke", current: false }]);
  });

  it("opponents are not his teams", () => {
    expect(findTeams("He scored 30 against the Celtics and 22 vs. the Knicks in a win over the Bulls.", "nba")).toEqual([]);
  });

  it("ordinary words and people are not teams", () => {
    expect(findTeams("He can feel the heat and work his magic.", "nba")).toEqual([]);
    expect(findTeams("He joined Jalen Brooks in the backcourt.", "nba", { people: ["Jalen Brooks"] })).toEqual([]);
    expect(findTeams("He joined in March.", "nba")).toEqual([]);
  });
});

describe("findLeagues", () => {
  it("the league the player is in, not the draft or a level", () => {
    expect(findLeagues("Sport: Basketball (NBA)", "nba").map((l) => l.name)).toEqual(["NBA"]);
    expect(findLeagues("An NBA-ready prospect for the NBA draft", "nba")).toEqual([]);
    expect(findLeagues("Seven goals in the Premier League this season", "soccer").map((l) => l.name)).toEqual(["Premier League"]);
    expect(findLeagues("Seven goals in the Premier League this season", "nba")).toEqual([]);
  });
});

describe("teams of the user's documents (REQ-PPL-05)", () => {
  const localTeams = [
    { name: "Harth Comets", aliases: ["comets", "harth"] },
    { name: "Kelso Pikes", aliases: ["pikes", "kelso"] },
  ];
  it("the team that signs, drafts or acquires him is his", () => {
    expect(findTeams("The Harth Comets on Friday signed defensive end Aldo Vesk to his rookie contract.", "football", { localTeams })).toEqual([{ name: "Harth Comets", current: true }]);
    expect(findTeams("The Comets have acquired Aldo Vesk from Kelso.", "nba", { localTeams })).toEqual([
      { name: "Harth Comets", current: true },
      { name: "Kelso Pikes", current: false },
    ]);
  });
  it("the club he came from, the college he played at and a past loan spell are former teams", () => {
    expect(findTeams("The Comets signed him in July from the Kelso Pikes on a three-year deal.", "nba", { localTeams })).toEqual([
      { name: "Harth Comets", current: true },
      { name: "Kelso Pikes", current: false },
    ]);
    expect(findTeams("He played two seasons at Kelso before the draft.", "nba", { localTeams })).toEqual([{ name: "Kelso Pikes", current: false }]);
    expect(findTeams("He has played two seasons at Kelso.", "nba", { localTeams })).toEqual([]);
    expect(findTeams("He scored 11 in a season-long loan at the Pikes in 2024-25.", "soccer", { localTeams })).toEqual([{ name: "Kelso Pikes", current: false }]);
    expect(findTeams("He is on a season-long loan at the Pikes.", "soccer", { localTeams })).toEqual([{ name: "Kelso Pikes", current: true }]);
    expect(findTeams("No. | Player | Previous team / college\n3 | Aldo Vesk | Kelso Pikes", "nba", { localTeams, labelOnly: true })).toEqual([]);
    expect(findTeams("Previous team / college: Kelso Pikes", "nba", { localTeams, labelOnly: true })).toEqual([{ name: "Kelso Pikes", current: false }]);
    expect(findTeams("Leaving: Kelso Pikes (2 seasons, 19 starts)", "nba", { localTeams })).toEqual([{ name: "Kelso Pikes", current: false }]);
  });
  it("a team that signs somebody else's deal is not named as his", () => {
    expect(findTeams("Vesk scored 20 as the Kelso Pikes beat the Comets.", "nba", { localTeams })).toEqual([]);
  });
});

describe("findTeams: headers, paths and outlets", () => {
  it("a label between '·' separators or after a sentence ends its value there", () => {
    expect(findTeams("Club: Harlow Rovers · Position: Centre-forward · Scout: M. Aalto", "soccer")).toEqual([{ name: "Harlow Rovers", current: true }]);
    expect(findTeams("Current club: Brisa FC (top division). Previous club: Club Atlético Norte (2019–2024).", "soccer")).toEqual([
      { name: "Brisa FC", current: true },
      { name: "Club Atlético Norte", current: false },
    ]);
  });
  it("a career path written with arrows: earlier clubs former, the last current", () => {
    expect(findTeams("Career: Harlow Rovers (academy, 2016–2025) → Castleford United (August 2025).", "soccer")).toEqual([
      { name: "Harlow Rovers", current: false },
      { name: "Castleford United", current: true },
    ]);
  });
  it("'after three seasons at' and 'leaving' look back", () => {
    expect(findTeams("He transferred to the Glen Vale Stags after three seasons at Ridgeline A&M.", "football")).toEqual([
      { name: "Glen Vale Stags", current: true },
      { name: "Ridgeline A&M", current: false },
    ]);
    expect(findTeams("He signed with the Dunmore Ironclads, leaving the Teller Bay Mariners after six seasons.", "football")).toEqual([
      { name: "Dunmore Ironclads", current: true },
      { name: "Teller Bay Mariners", current: false },
    ]);
  });
  it("a news agency or paper is not a club", () => {
    expect(findTeams("DUNMORE, March 12 (Continental Press) -- He joined the Dunmore Ledger's team of the week.", "football")).toEqual([]);
  });
});

describe("findTeams: a team word before someone else's role", () => {
  it("'the foot of Gulls guard Isaiah Kettering' is Kettering's team, not the subject's", () => {
    const text = "Center Obi Thornquist sprained his ankle when he landed on the foot of Port Averley Gulls guard Isaiah Kettering.";
    const localTeams = collectTeamNames([text], ["Obi Thornquist", "Isaiah Kettering"]);
    expect(findTeams(text, "nba", { people: ["Isaiah Kettering"], localTeams })).toEqual([]);
    expect(findTeams("Port Averley Gulls guard Isaiah Kettering scored 31.", "nba", { people: ["Obi Thornquist"], localTeams })).toEqual([{ name: "Port Averley Gulls", current: true }]);
  });
});

describe("findTeams: squad-list columns", () => {
  it("'Joined from' names his former club", () => {
    expect(findTeams("No.: 1; Player: Anders Lunde; Position: Goalkeeper; Joined from: Skarnes IF", "soccer", { labelOnly: true })).toEqual([{ name: "Skarnes IF", current: false }]);
  });
});

describe("findTeams: career lists and dotted labels", () => {
  it("a 'Career:' or 'Team history:' list: the club marked present (else the last) is current", () => {
    expect(findTeams("Career: Tidewater Surge (2021–2024, second-round pick), Copper Basin Miners (summer 2024 to present).", "nba")).toEqual([
      { name: "Tidewater Surge", current: false },
      { name: "Copper Basin Miners", current: true },
    ]);
    expect(findTeams("Team history: Kestrel City Kites (2020–2023, 38 starts); Lone Pine Outlaws (traded for in April 2024).", "football")).toEqual([
      { name: "Kestrel City Kites", current: false },
      { name: "Lone Pine Outlaws", current: true },
    ]);
  });
  it("labels with dot leaders: 'Team ..........', 'Prior .........'", () => {
    expect(findTeams("Team .......... Duneport Admirals (2024-present)\nPrior ......... Salt Flat Rattlers (2019-2023)", "football")).toEqual([
      { name: "Duneport Admirals", current: true },
      { name: "Salt Flat Rattlers", current: false },
    ]);
  });
  it("a team in brackets after his role: 'Kofi Delmar-Banks (WR, Granite Bay Ironmen)'", () => {
    const text = "# Receiver Profile: Kofi Delmar-Banks (WR, Granite Bay Ironmen)";
    expect(findTeams(text, "football", { localTeams: collectTeamNames([text], ["Kofi Delmar-Banks"]) })).toEqual([{ name: "Granite Bay Ironmen", current: true }]);
  });
});

describe("findTeams: the team's role-player acting in his own clause", () => {
  it("'…, and the Foxes' wing blew up two pick-and-rolls' is not his team", () => {
    const text = "Kettering was 3-for-11 in the first half, and the Foxes' wing blew up a couple of pick-and-rolls.";
    const localTeams = collectTeamNames(["The Kestrel Falls Foxes won."], []);
    expect(findTeams(text, "nba", { localTeams })).toEqual([]);
    expect(findTeams("Kettering, the Foxes' guard, scored 20.", "nba", { localTeams })).toEqual([{ name: "Kestrel Falls Foxes", current: true }]);
  });
});

describe("list entries and sized roles", () => {
  it("'Name, PF/C, College' gives the entry's team", () => {
    expect(findTeamMentions("Isaiah Pruitt Jr., PF/C, Callowhill University", "nba")).toMatchObject([{ name: "Callowhill University", current: true }]);
    expect(findTeamMentions("Theo Castellanos, SF, was good", "nba")).toEqual([]);
  });
  it("'Signed his scholarship on 8 January 2026 from Ferncliffe Juniors' names the club he left", () => {
    expect(findTeamMentions("Signed his scholarship on 8 January 2026 from Ferncliffe Juniors, his Sunday-league club.", "soccer")).toMatchObject([{ name: "Ferncliffe Juniors", current: false }]);
    // "signed to play next season from August": no club between.
    expect(findTeamMentions("He signed a deal to join Carrow Town from next season.", "soccer").filter((t) => !t.current)).toEqual([]);
    expect(findTeamMentions("Tom Reyes signed a new deal despite interest from Kelso Pikes.", "soccer")).toEqual([]);
  });
  it("a spell its clause dates back is over; an arrival dated back is not ('joined … two years ago')", () => {
    expect(findTeamMentions("We had Cordwainer on loan at Pellingham Town a couple of seasons back.", "soccer")).toMatchObject([{ name: "Pellingham Town", current: false }]);
    expect(findTeamMentions("He is on loan at Pellingham Town, who finished third last season.", "soccer")).toMatchObject([{ name: "Pellingham Town", current: true }]);
    expect(findTeamMentions("He joined Pellingham Town two years ago.", "soccer")).toMatchObject([{ name: "Pellingham Town", current: true }]);
    expect(findTeamMentions("He has been a starter at Pellingham Town since last season.", "soccer")).toMatchObject([{ name: "Pellingham Town", current: true }]);
  });
  it("a school named for a saint ('starred at St. Brendan's Prep') is a team", () => {
    expect(findTeamMentions("Solano starred at St. Brendan's Prep before joining the Fairhaven program.", "nba")).toMatchObject([{ name: "St Brendan's Prep", current: false }]);
  });
  it("a team label's empty answer ('College: None.', 'Club: free agent') names no team", () => {
    expect(findTeamMentions("College: None. Turned pro at 19.", "nba")).toEqual([]);
    expect(findTeamMentions("Club: free agent", "soccer")).toEqual([]);
    expect(findTeamMentions("College: Pinecrest State", "nba")).toMatchObject([{ name: "Pinecrest State" }]);
  });
  it("'the Ironmen's 6-foot-7 left tackle' ties the team to the role", () => {
    const localTeams = [{ name: "Carver City Ironmen", aliases: ["ironmen"] }];
    expect(findTeamMentions("Kesselring, the Ironmen's 6-foot-7 left tackle, was flagged twice.", "football", { localTeams })).toMatchObject([{ name: "Carver City Ironmen", current: true }]);
  });
});

describe("a role held in the past", () => {
  it("'spent eight seasons as the Royals' starting center' is a former team", () => {
    const localTeams = [{ name: "Dunmore Royals", aliases: ["royals"] }];
    expect(findTeamMentions("He spent eight seasons as the Royals' starting center in the 1990s.", "nba", { localTeams })).toMatchObject([{ name: "Dunmore Royals", current: false }]);
  });
});

describe("counts after a career label", () => {
  it("'Career: 27 starts, 51 TD passes' names no team", () => {
    expect(findTeamMentions("Career: 27 starts, 51 TD passes. Needs 14 more to pass the record.", "football")).toEqual([]);
  });
});

describe("signings and arrivals name the club he left", () => {
  const wire = "COPPERHAVEN IRONCLADS - Acquired QB Bryce Tolliver (6-3, 228) from the Vale City Stags for a 2026 third-round pick.";
  it("a transaction line: the team that acquires him now, the one it got him from before", () => {
    const localTeams = collectTeamNames([wire, "the Copperhaven Ironclads", "Vale City Stags"]);
    expect(findTeamMentions(wire, "football", { localTeams })).toMatchObject([
      { name: "Copperhaven Ironclads", current: true },
      { name: "Vale City Stags", current: false },
    ]);
  });
  it("a press release announcing the signing of him from a club", () => {
    const text = "Eastmouth Harriers are delighted to announce the signing of striker Yusuf Karadere from Sporting Valmoura on a contract running until June 2029.";
    const localTeams = collectTeamNames([text, "Eastmouth Harriers", "Sporting Valmoura"]);
    expect(findTeamMentions(text, "soccer", { localTeams })).toMatchObject([
      { name: "Eastmouth Harriers", current: true },
      { name: "Sporting Valmoura", current: false },
    ]);
  });
  it("'since arriving from the Rockmere Bison' is a former club, 'arriving from the United States' is not", () => {
    expect(findTeamMentions("He has started since arriving from the Rockmere Bison in the offseason.", "football")).toMatchObject([{ name: "Rockmere Bison", current: false }]);
    expect(findTeamMentions("He has started since arriving from the United States in the offseason.", "football")).toEqual([]);
  });
});

describe("games are not transfers", () => {
  const localTeams = collectTeamNames(["Games observed: Gulls at Redfield Foxes, October 17"]);
  it("the team he was matched up with is the opponent", () => {
    expect(findTeamMentions("In Redfield he was matched up with the Foxes' center Baptiste Roure (7-1, 270).", "nba", { localTeams, people: ["Baptiste Roure"] })).toEqual([]);
  });
  it("fouls that 'sent him to the bench' in Redfield are no trade", () => {
    expect(findTeamMentions("Two quick fouls in the first quarter in Redfield sent him to the bench for the rest of the half.", "nba", { localTeams })).toEqual([]);
  });
});

describe("a portal tracker's line", () => {
  it("'**Quentin Ashby** — S · Tallow Creek State ➝ **University of Eastvale**': from one school to the other", () => {
    expect(findTeamMentions("**Quentin Ashby** — S · Tallow Creek State ➝ **University of Eastvale**", "football")).toMatchObject([
      { name: "Tallow Creek State", current: false },
      { name: "University of Eastvale", current: true },
    ]);
  });
});

describe("a team's player named in full after its possessive", () => {
  const localTeams = collectTeamNames(["Pellingford Athletic are sixth."]);
  it("'Pellingford's Dylan Ashcombe came on' is his team; another person's is not", () => {
    expect(findTeamMentions("Pellingford's Dylan Ashcombe came on for the final ten minutes.", "soccer", { localTeams })).toMatchObject([{ name: "Pellingford Athletic", current: true }]);
    expect(findTeamMentions("Pellingford's Baptiste Roure scored twice.", "soccer", { localTeams, people: ["Baptiste Roure"] })).toEqual([]);
  });
});

describe("a team that lists him", () => {
  it("'Monarchs have him 6-2 185 now' makes the Monarchs his team", () => {
    const localTeams = collectTeamNames(["Ridgecrest Monarchs roster"]);
    expect(findTeamMentions("Monarchs have him 6-2 185 now", "nba", { localTeams })).toMatchObject([{ name: "Ridgecrest Monarchs", current: true }]);
  });
});

describe("a trade that brings him back", () => {
  it("'The Herons sent Marsh to the Redstone Foundry for Ambrose': the Herons are his team now", () => {
    const localTeams = collectTeamNames(["Marlow Bay Herons and Redstone Foundry"]);
    const text = "The Herons sent forward Kellen Marsh and a future pick to the Redstone Foundry on December 11 for Ambrose.";
    expect(findTeamMentions(text, "nba", { localTeams, subjectNames: ["Dontrell Ambrose", "Ambrose"] })).toMatchObject([
      { name: "Marlow Bay Herons", current: true },
      { name: "Redstone Foundry", current: false },
    ]);
    expect(findTeamMentions(text, "nba", { localTeams, subjectNames: ["Kellen Marsh", "Marsh"] })).toMatchObject([
      { name: "Marlow Bay Herons", current: false },
      { name: "Redstone Foundry", current: true },
    ]);
  });
});

describe("'for the team' after a verdict", () => {
  it("'more than could be said for the Ironmen' is no tie; 'scored twice for the Ironmen' is", () => {
    const localTeams = collectTeamNames(["Carver City Ironmen"]);
    expect(findTeamMentions("He held onto the ball, which is more than could be said for the Ironmen.", "football", { localTeams })).toEqual([]);
    expect(findTeamMentions("He scored twice for the Ironmen.", "football", { localTeams })).toMatchObject([{ name: "Carver City Ironmen" }]);
  });
});

describe("a team that listed him once", () => {
  it("'Marlow State listed him at 6-2, 205 last fall' does not make Marlow State his team now", () => {
    const localTeams = collectTeamNames(["Marlow State Otters"]);
    expect(findTeamMentions("Marlow State listed him at 6-2, 205 last fall, so the weight gain is real.", "football", { localTeams }).filter((t) => t.current)).toEqual([]);
  });
});

describe("a team's other people and its system", () => {
  const localTeams = collectTeamNames(["Eldergate FC and Kelsbridge City and Redmarsh Albion"]);
  it("'beaten in the air by Eldergate's right winger' is the agent's team, not his", () => {
    expect(findTeamMentions("But he was beaten in the air by Eldergate's right winger for their second.", "soccer", { localTeams })).toEqual([]);
    expect(findTeamMentions("He is Eldergate's right winger.", "soccer", { localTeams })).toMatchObject([{ name: "Eldergate FC", current: true }]);
  });

  it("'suits Kelsbridge's back three' names their system; 'Kelsbridge's left-back' names a role", () => {
    expect(findTeamMentions("He can also play as a left wing-back, which suits Kelsbridge's back three.", "soccer", { localTeams })).toEqual([]);
    expect(findTeamMentions("He is Kelsbridge's left back.", "soccer", { localTeams })).toMatchObject([{ name: "Kelsbridge City" }]);
  });

  it("'got little change out of the Redmarsh right side' is an idiom, 'came out of Redmarsh Albion' a former club", () => {
    expect(findTeamMentions("He got little change out of the Redmarsh right side in the 14 Feb match.", "soccer", { localTeams })).toEqual([]);
    expect(findTeamMentions("He came out of Redmarsh Albion's academy.", "soccer", { localTeams })).toMatchObject([{ name: "Redmarsh Albion", current: false }]);
  });
});

describe("clubs labelled by season (REQ-EXT-01)", () => {
  it("the newest season's club is his now, an older one is former", () => {
    expect(findTeamMentions("Player: Lorenzo Vale; Club_2025: Ashford Gulls; Club_2024: Porto Lume", "nba", { labelOnly: true })).toMatchObject([
      { name: "Ashford Gulls", current: true },
      { name: "Porto Lume", current: false },
    ]);
  });
  it("the same club in both seasons is only current", () => {
    expect(findTeamMentions("Club_2025: Ashford Gulls; Club_2024: Ashford Gulls", "nba", { labelOnly: true })).toMatchObject([{ name: "Ashford Gulls", current: true }]);
  });
});

describe("a letter's salutation", () => {
  it("'Dear Ravens' greets the readers; it names no team", () => {
    expect(collectTeamNames(["Dear Ravens near and far — spring is here. He led the Ravens to the 1997 title."]).map((t) => t.name)).not.toContain("Dear Ravens");
  });
});

describe("a trade that moved somebody else", () => {
  it("'the trade that sent Isaiah Fairbank to Redcliff' is not where he went", () => {
    const teams = findTeamMentions("Tremont Ash has played eight games for the Marlow Cove Foxes since the trade that sent Isaiah Fairbank to Redcliff.", "nba", { subjectNames: ["Tremont Ash", "Ash"], people: ["Isaiah Fairbank", "Tremont Ash"] });
    expect(teams.map((t) => t.name)).not.toContain("Redcliff");
  });
});

describe("his side's role and a transfer row (REQ-EXT-01)", () => {
  const local = [{ name: "Tolvary Thunderheads", aliases: ["tolvary", "thunderheads"] }];
  it("'Tolvary's kicker is Beckett Olander now' puts him on Tolvary", () => {
    const found = findTeamMentions("Special teams note: Tolvary's kicker is Beckett Olander now.", "football", { localTeams: local, subjectNames: ["Beckett Olander"] });
    expect(found.map((t) => [t.name, t.current])).toEqual([["Tolvary Thunderheads", true]]);
    expect(findTeamMentions("Tolvary's kicker is Rory Vance now.", "football", { localTeams: local, subjectNames: ["Beckett Olander"] })).toEqual([]);
  });

  it("'From: X | To: Y' is the club he left and the club he joined", () => {
    const found = findTeamMentions("Player: Teodor Vlasak | From: Dunholt Albion | To: Sturrow City | Type: Permanent", "soccer", { labelOnly: true });
    expect(found.map((t) => [t.name, t.current])).toEqual([["Dunholt Albion", false], ["Sturrow City", true]]);
    const resigned = findTeamMentions("Player: Mikael Strand; From: Halvorsen Harriers; To: Halvorsen Harriers; Type: Re-signed", "football", { labelOnly: true });
    expect(resigned.map((t) => [t.name, t.current])).toEqual([["Halvorsen Harriers", true]]);
  });
});

describe("labels with alternatives and shouted notes", () => {
  it("'Prior Team / College: Redstone Foundry / Quarry Hill State' is two former teams", () => {
    const found = findTeamMentions("Player: Dontrell Ambrose | Prior Team / College: Redstone Foundry / Quarry Hill State", "nba", { labelOnly: true });
    expect(found.map((t) => [t.name, t.current])).toEqual([["Redstone Foundry", false], ["Quarry Hill State", false]]);
  });

  it("'LEFT HAND. Goes right' in capitals is no move from a team", () => {
    expect(findTeamMentions("* LEFT HAND. Goes right 85% of the time.", "nba")).toEqual([]);
    expect(findTeamMentions("He left Marlow State for the Tacoma Tides.", "nba").map((t) => t.name)).toContain("Marlow State");
  });
});

describe("a club word may open a club's name", () => {
  it("'To: Athletic Caldmoor' is a team", () => {
    const found = findTeamMentions("Player: Ollie Marchbank | From: Kelverton Wanderers | To: Athletic Caldmoor | Type: Loan recall", "soccer", { labelOnly: true });
    expect(found.map((t) => [t.name, t.current])).toEqual([["Kelverton Wanderers", false], ["Athletic Caldmoor", true]]);
  });
});

describe("a trade's other side", () => {
  it("'after the March 2025 trade with the Fenwick Bay Marauders' is the club he left", () => {
    const mentions = findTeamMentions("Whitford's first with the club after the March 2025 trade with the Fenwick Bay Marauders.", "football", { subjectNames: ["Caleb Whitford III"] });
    expect(mentions.map((m) => [m.name, m.current])).toEqual([["Fenwick Bay Marauders", false]]);
  });
});

describe("'Joined from'", () => {
  it("'Joined from Pellham United, summer 2024' is the club he left", () => {
    expect(findTeamMentions("Profile: Centre-back. Joined from Pellham United, summer 2024.", "soccer").map((m) => [m.name, m.current])).toEqual([["Pellham United", false]]);
  });
});

describe("a club he is a regular at, and the one he joined from", () => {
  it("'an ever-present at Harrowmere Town … since joining from Rathmoyle Celtic' is his club now and his club before", () => {
    const text = "Ruairí is 24 and has been an ever-present at Harrowmere Town for two and a half seasons since joining from Rathmoyle Celtic.";
    expect(findTeamMentions(text, "soccer").map((m) => [m.name, m.current])).toEqual([["Harrowmere Town", true], ["Rathmoyle Celtic", false]]);
  });
  it("a card's 'Joined: from Rathmoyle Celtic, summer 2023.' is the club he left", () => {
    expect(findTeamMentions("Born: Ballykerrin. Joined: from Rathmoyle Celtic, summer 2023.", "soccer").map((m) => [m.name, m.current])).toEqual([["Rathmoyle Celtic", false]]);
  });
});

describe("the club that drafted him", () => {
  it("'before the Greyhaven Ironclads took him 17th overall in 2022' is a club he was with before, as weak evidence", () => {
    const text = "Vell Jr. played two seasons at Brightwater University before the Greyhaven Ironclads took him 17th overall in 2022.";
    expect(findTeamMentions(text, "nba").map((m) => [m.name, m.current, m.explicit])).toContainEqual(["Greyhaven Ironclads", false, false]);
    expect(findTeamMentions("The Ironclads took him to dinner.", "nba")).toEqual([]);
  });
});

describe("a club he never played for", () => {
  it("'Signed out of high school with Osgood State but never enrolled' names no team of his", () => {
    expect(findTeamMentions("Background: Signed out of high school with Osgood State but never enrolled (academics).", "football")).toEqual([]);
    const localTeams = [{ name: "Osgood State", aliases: ["osgood"] }];
    expect(findTeamMentions("Background: Signed out of high school with Osgood State but never enrolled (academics).", "football", { localTeams })).toEqual([]);
  });
});

describe("an entry's side after a dash, and a club's age group", () => {
  it("'Flagging Finn Oyelaran — Sporting Larkhollow U21, left-back' is on Sporting Larkhollow now", () => {
    const text = "Rhiannon Tegg: Flagging Finn Oyelaran — Sporting Larkhollow U21, left-back. Played as a left wing-back.";
    expect(findTeamMentions(text, "soccer").map((m) => [m.name, m.current])).toEqual([["Sporting Larkhollow", true]]);
  });
  it("a note's '19. Starts LB in a back 4 → L wing-back' is no path of clubs", () => {
    expect(findTeamMentions("- 19. Starts LB in a back 4, they switched to 3 at half → L wing-back", "soccer")).toEqual([]);
  });
});

describe("an extension signed, a college walked on at", () => {
  it("'who signed an extension with the Saltmarsh Mariners' is his club now; 'walked on at Carrow Tech' his college before", () => {
    const text = "Former quarterback Theo Lindqvist, who signed an extension with the Saltmarsh Mariners in January, spoke on Wednesday. Lindqvist walked on at Carrow Tech and started for three seasons.";
    expect(findTeamMentions(text, "football").map((m) => [m.name, m.current])).toEqual([["Saltmarsh Mariners", true], ["Carrow Tech", false]]);
  });
});

describe("a recruit's next school and a past starting spot", () => {
  it("'signed his National Letter of Intent with Merrowdale State … will head there next fall' is no team yet", () => {
    expect(findTeamMentions("Cass signed his National Letter of Intent with Merrowdale State in November and will head there next fall.", "nba")).toEqual([]);
  });
  it("'was a varsity starter at Eastgate Academy as a freshman' is a school he was at", () => {
    expect(findTeamMentions("He was a varsity starter at Eastgate Academy as a freshman and sophomore.", "nba").map((m) => [m.name, m.current])).toEqual([["Eastgate Academy", false]]);
  });
});

describe("a move said as a noun", () => {
  it("'Nils Haverkamp's move from Corran Athletic to Brimsby United is now permanent' names both clubs", () => {
    const text = "CONFIRMED: Nils Haverkamp's move from Corran Athletic to Brimsby United is now permanent.";
    expect(findTeamMentions(text, "soccer").map((m) => [m.name, m.current])).toEqual([["Corran Athletic", false], ["Brimsby United", true]]);
  });
});

describe("findTeamMentions: his role on a side, and moves that never happened", () => {
  const localTeams = [
    { name: "Glenmorrow Sentinels", aliases: ["glenmorrow", "sentinels"] },
    { name: "Millbrook Town", aliases: ["millbrook"] },
  ];
  const names = (text: string, sport: "nba" | "soccer" = "nba") => findTeamMentions(text, sport, { localTeams }).map((t) => [t.name, t.current]);

  it("'a winger for Kestrel Vale FC' and 'plays on the left wing for' name his side now", () => {
    expect(names("Tomas Harrowgate is a winger for Kestrel Vale FC.", "soccer")).toEqual([["Kestrel Vale FC", true]]);
    expect(names("He plays on the left wing for Kestrel Vale FC.", "soccer")).toEqual([["Kestrel Vale FC", true]]);
    expect(names("He is the starting center for the Glenmorrow Sentinels.")).toEqual([["Glenmorrow Sentinels", true]]);
  });

  it("'played center for Glenmorrow for nine seasons' is his past", () => {
    expect(names("Kirkpatrick Sr. played center for Glenmorrow for nine seasons.")).toEqual([["Glenmorrow Sentinels", false]]);
  });

  it("'linked with Millbrook', 'in talks with' name no team of his", () => {
    expect(names("Santi Urquiza, linked with Millbrook in the summer, ended up staying put.", "soccer")).toEqual([]);
    expect(names("His agent is in talks with Millbrook Town.", "soccer")).toEqual([]);
  });
});

describe("findTeamMentions: a team's own thing", () => {
  it("'tackles in space on Sutter Bay's screen game' names the opponent's scheme, not his team", () => {
    const localTeams = [{ name: "Sutter Bay Pilots", aliases: ["sutter bay", "pilots"] }];
    expect(findTeamMentions("Merriweather also made eight tackles, most of them wrap-up tackles in space on Sutter Bay's screen game.", "football", { localTeams })).toEqual([]);
    expect(findTeamMentions("Merriweather signed with Sutter Bay in March.", "football", { localTeams }).map((t) => t.name)).toEqual(["Sutter Bay Pilots"]);
    expect(findTeamMentions("He is still a cornerback on the Sutter Bay Pilots' roster.", "football", { localTeams }).map((t) => t.name)).toEqual(["Sutter Bay Pilots"]);
  });
});

describe("findTeams: a mock draft's row", () => {
  it("'Pick: 7 | Team: Marlow Bay Herons | … | School: Ostrander University' gives the school, not the team picking", () => {
    const row = "Pick: 7 | Team: Marlow Bay Herons | Player: Emeka Thornbury | Pos: PF/C | School: Ostrander University";
    expect(findTeamMentions(row, "nba", { labelOnly: true, projection: true }).map((t) => t.name)).toEqual(["Ostrander University"]);
    // A draft's results: the team that took him.
    expect(findTeamMentions(row, "nba", { labelOnly: true }).map((t) => t.name)).toContain("Marlow Bay Herons");
  });
});

describe("findTeamMentions: a squad label", () => {
  const localTeams = [{ name: "Dunmore Athletic", aliases: ["dunmore"] }];
  it("'Squad: Dunmore Athletic U19' names his club; a squad that names no team names none", () => {
    expect(findTeamMentions("Player: Kofi Marchetti. Squad: Dunmore Athletic U19. Review date: 16 February 2026.", "soccer", { localTeams }).map((t) => [t.name, t.current])).toEqual([["Dunmore Athletic", true]]);
    expect(findTeamMentions("Squad: 23 players named for Saturday.", "soccer", { localTeams })).toEqual([]);
  });
});

describe("findTeamMentions: a spell of some length", () => {
  it("'spent three and a half seasons with BC Varnholm after four years at Ridgeway University' names two former teams", () => {
    const text = "Quarles, 27, spent three and a half seasons with BC Varnholm after four years at Ridgeway University.";
    expect(findTeamMentions(text, "nba", {}).map((t) => [t.name, t.current])).toEqual([["BC Varnholm", false], ["Ridgeway University", false]]);
  });
});

describe("findTeams: a list label's items", () => {
  it("run on past semicolons; a squad word after the club is that club; the item marked 'since' is his now", () => {
    const text = "Previous clubs: SV Kaltbrunn academy (2019–2023); SC Reindorf (loan 2023/24); SV Kaltbrunn first team since summer 2024";
    expect(findTeamMentions(text, "soccer", {}).map((t) => [t.name, t.current])).toEqual([
      ["SV Kaltbrunn", false],
      ["SC Reindorf", false],
      ["SV Kaltbrunn", true],
    ]);
    expect(findTeamMentions("Former teams: Omaha Comets, Louisville Thoroughbreds; Height: 6-5", "nba", {}).map((t) => t.name)).toEqual(["Omaha Comets", "Louisville Thoroughbreds"]);
  });
});

describe("a spell on loan, and a squad number after a club", () => {
  it("'after one season on loan at SC Reindorf' is a spell that ended; 'is on loan at' is now", () => {
    expect(findTeamMentions("After one season on loan at SC Reindorf he is now our number one.", "soccer", {}).filter((t) => t.current)).toEqual([]);
    expect(findTeamMentions("He is on loan at SC Reindorf this season.", "soccer", {}).map((t) => [t.name, t.current])).toEqual([["SC Reindorf", true]]);
  });

  it("'SV Kaltbrunn No. 1 Lukas Brenninger': the number's 'No.' is no word of the club's name", () => {
    expect(collectTeamNames(["23. min 0:1 SV Kaltbrunn No. 13 Marko Jelic (striker), header after corner"]).map((t) => t.name)).toEqual(["SV Kaltbrunn"]);
  });
});

describe("findTeamMentions: his side's role, a full-back's too", () => {
  it("'Port Calder Athletic's academy right-back Rory Gilchrist' and 'a right-back for' name his side", () => {
    const localTeams = [{ name: "Port Calder Athletic", aliases: ["port calder"] }];
    const teams = (text: string) => findTeamMentions(text, "soccer", { localTeams, subjectNames: ["Rory Gilchrist"] }).map((t) => [t.name, t.current]);
    expect(teams("Port Calder Athletic's academy right-back Rory Gilchrist has been training with the first team.")).toEqual([["Port Calder Athletic", true]]);
    expect(teams("Rory Gilchrist is a left wing-back for Port Calder Athletic.")).toEqual([["Port Calder Athletic", true]]);
  });
});

describe("findTeamMentions: where he studied", () => {
  it("'graduated from Granger Creek High in 2020' names no team; 'a product of' the Kestrel academy does", () => {
    expect(findTeamMentions("He grew up in Granger Creek and graduated from Granger Creek High in 2020.", "football", {})).toEqual([]);
    expect(findTeamMentions("He is a product of Kestrel Vale FC's academy.", "soccer", {}).map((t) => t.name)).toEqual(["Kestrel Vale FC"]);
  });
});

describe("findTeamMentions: moves and who they belong to (dev13)", () => {
  const teams = (text: string, sport: "soccer" | "football" | "nba", subject: string, localTeams = collectTeamNames([text])) =>
    findTeamMentions(text, sport, { localTeams, subjectNames: [subject] }).map((t) => [t.name, t.current]);
  it("'Rovers confirmed the signing of Anselm Ruud from Ostby BK': the club's nickname takes him, the club closing in BK is the one he left", () => {
    const localTeams = collectTeamNames(["Published by the Calderwick Rovers Supporters' Trust.", "Ostby BK"]);
    expect(localTeams.find((t) => t.name === "Calderwick Rovers")?.aliases).toContain("rovers");
    expect(teams("Rovers confirmed the signing of Anselm Ruud from Ostby BK on deadline day.", "soccer", "Anselm Ruud", localTeams)).toEqual([
      ["Calderwick Rovers", true],
      ["Ostby BK", false],
    ]);
  });
  it("'Drafted by the Kestrabay Ironclads' is his club until a later move; 'recalled from' a loan club is his past", () => {
    expect(teams("April 28, 2023 — Drafted by the Kestrabay Ironclads in the second round.", "football", "Beaumont Kittredge III")).toEqual([["Kestrabay Ironclads", true]]);
    expect(teams("2.1 Joaquín Albarrán — recalled from CD Valdoria on 9 January; now a regular starter.", "soccer", "Joaquín Albarrán")).toEqual([["CD Valdoria", false]]);
    expect(teams("He has been recalled from his season-long loan at Spanish club CD Valdoria.", "soccer", "Joaquín Albarrán")).toEqual([["CD Valdoria", false]]);
    expect(teams("Kealey is the right-back who was on loan at Pellham United in 2024-25.", "soccer", "Jordan Kealey")).toEqual([["Pellham United", false]]);
  });
  it("a transfer tracker's 'from club: …; to club: …' row", () => {
    expect(teams("player: Joaquín Albarrán; from club: Harrowdene Athletic; to club: CD Valdoria; type: Loan", "soccer", "Joaquín Albarrán")).toEqual([
      ["Harrowdene Athletic", false],
      ["CD Valdoria", true],
    ]);
  });
  it("names no team of his: a club he prefers, a ground, a class year, someone else's clause, the opponent's player, a match", () => {
    const local = collectTeamNames(["Harrowdene Athletic", "Calderwick Rovers", "Fenwick Tech", "Marbleton Rovers"]);
    expect(teams("Emeka would like to play at a higher level and has a strong preference for Harrowdene Athletic.", "soccer", "Emeka Strand", local)).toEqual([]);
    expect(teams("Strand faces Calderwick Rovers for the first time since his summer move from Hollinsgate Park to Ferrybridge Park.", "soccer", "Emeka Strand", local)).toEqual([]);
    expect(teams("Posted by Gord (Badgers Class of '98, season-ticket holder)", "football", "Eli Vandermeer", local)).toEqual([]);
    expect(teams("I asked my buddy Lenny, who played line at Fenwick Tech back in the day.", "football", "Eli Vandermeer", local)).toEqual([]);
    expect(teams("Strand shoots low and the Rovers keeper gets down brilliantly to his left.", "soccer", "Emeka Strand", collectTeamNames(["Calderwick Rovers"]))).toEqual([]);
    expect(teams("Harrowgate spent the afternoon running at Rovers' right wing-back Ruairi Calloway.", "soccer", "Tomas Harrowgate", collectTeamNames(["Harrowgate Rovers"]))).toEqual([]);
    expect(teams("The fixture at Marbleton kicks off at 7.45pm.", "soccer", "Cathal O'Dwyer", local)).toEqual([]);
  });
  it("'The Marrowby Stags today announced that they have signed …' and 'the Stags moved him around' name his team; 'held him to 40 yards' does not", () => {
    const local = collectTeamNames(["Marrowby Stags"]);
    expect(teams("The Marrowby Stags today announced that they have signed outside linebacker Osei Drummond-Hale.", "football", "Osei Drummond-Hale", local)).toEqual([["Marrowby Stags", true]]);
    expect(teams("The Stags moved him around, standing up at outside linebacker on early downs.", "football", "Osei Drummond-Hale", local)).toEqual([["Marrowby Stags", true]]);
    expect(teams("The Stags held him to 40 yards.", "football", "Osei Drummond-Hale", local)).toEqual([]);
  });
  it("a job at the club is no place on its team: 'joined the Foxes staff', 'a Foxes player development consultant'", () => {
    const local = collectTeamNames(["Halvard City Foxes"]);
    expect(teams("Ashby Sr. joined the Foxes staff in 2023 after a playing career of twelve seasons.", "nba", "Rennick Ashby Sr.", local)).toEqual([]);
    expect(teams("Rennick Ashby Sr., now a Foxes player development consultant, had his number hung.", "nba", "Rennick Ashby Sr.", local)).toEqual([]);
    expect(teams("He joined the Foxes in 2023.", "nba", "Rennick Ashby Sr.", local)).toEqual([["Halvard City Foxes", true]]);
  });
  it("a club's communications office is the club", () => {
    expect(collectTeamNames(["Compiled by the Kestrabay Ironclads Communications Department for the media kit."]).map((t) => t.name)).toEqual(["Kestrabay Ironclads"]);
  });
});

describe("what is no team of his (dev14)", () => {
  it("a sentence's end closes a name in an unsplit headline", () => {
    const title = "I'm Tobias Merriweather, guard for the Harbor City Lanterns. Traded here in December, day off today. AMA!";
    expect(findTeamMentions(title, "nba").map((t) => t.name)).toEqual(["Harbor City Lanterns"]);
  });

  it("his own name after 'signed by' is no club", () => {
    const text = "Auction lots include a framed 1996 team photo signed by Reginald Pike Sr. and a signed basketball.";
    expect(findTeamMentions(text, "nba", { subjectNames: ["Reginald Pike Sr."] })).toEqual([]);
  });

  it("a title ending in a word like 'Analysis' is no nicknamed team", () => {
    expect(findTeamMentions("Module 4 assignment submitted to Individual Player Role Analysis", "soccer")).toEqual([]);
    expect(collectTeamNames(["Coaching Licence: Individual Player Role Analysis", "He left the Vossberg Falcons."]).map((t) => t.name)).not.toContain("Individual Player Role Analysis");
  });
});

describe("a spell that is over (dev15)", () => {
  it("'went on to play nine seasons at center for' is a former team", () => {
    const localTeams = collectTeamNames(["He retired with the Glenmorrow Sentinels."]);
    expect(findTeamMentions("He went on to play nine seasons at center for the Glenmorrow Sentinels.", "nba", { localTeams })).toMatchObject([{ name: "Glenmorrow Sentinels", current: false }]);
    expect(findTeamMentions("He plays center for the Glenmorrow Sentinels.", "nba", { localTeams })).toMatchObject([{ name: "Glenmorrow Sentinels", current: true }]);
  });
});

describe("a changelog's clubs (dev15)", () => {
  const localTeams = [{ name: "Port Ansel Herons", aliases: ["herons"] }, { name: "Kallby BK", aliases: [] }];
  it("'former club Kallby BK' is a former team", () => {
    expect(findTeamMentions("Basketball / Sefa Lindqvist: former club Kallby BK added to career history.", "nba", { localTeams })).toMatchObject([{ name: "Kallby BK", current: false }]);
  });
  it("a club 'added to' a record acquires nobody; 'added' a player still does", () => {
    expect(findTeamMentions("Kallby BK added to career history.", "nba", { localTeams }).filter((t) => t.current && t.explicit)).toEqual([]);
    expect(findTeamMentions("The Port Ansel Herons added Sefa Lindqvist.", "nba", { localTeams })).toMatchObject([{ name: "Port Ansel Herons", current: true }]);
  });
});

describe("his role at a club (dev15)", () => {
  const localTeams = [{ name: "Castlemoor City FC", aliases: ["castlemoor city", "castlemoor"] }, { name: "SC Vilarinho", aliases: ["vilarinho"] }];
  const found = (text: string) => findTeamMentions(text, "soccer", { localTeams, subjectNames: ["Rúben Tavares", "Tavares"] }).map((t) => [t.name, t.current]);
  it("'a Portuguese defender at Castlemoor City', 'after coming through SC Vilarinho'", () => {
    expect(found("Rúben Tavares, 24, is a Portuguese defender at Castlemoor City, where he has played since 2024 after coming through SC Vilarinho.")).toEqual([
      ["Castlemoor City FC", true],
      ["SC Vilarinho", false],
    ]);
  });
  it("'Castlemoor City left-back Rúben Tavares'; not a venue ('a win at Castlemoor City')", () => {
    expect(found("Castlemoor City left-back Rúben Tavares makes an overlapping run.")).toEqual([["Castlemoor City FC", true]]);
    expect(found("Tavares scored in a win at Castlemoor City.")).toEqual([]);
  });
});

describe("the review's cases: a venue is no club", () => {
  const localTeams = [{ name: "Castlemoor City FC", aliases: ["castlemoor city"] }];
  it.each(["He beat the keeper at Castlemoor City.", "A late tackle at Castlemoor City got him booked.", "On his return back at Castlemoor City he scored."])("%s", (text) => {
    expect(findTeamMentions(text, "soccer", { localTeams, subjectNames: ["Rúben Tavares"] }).filter((t) => t.current)).toEqual([]);
  });
});

describe("a sentence that opens on the past (dev16)", () => {
  it("'Before, he plays seven years for KK Vranjevo' is a former club; 'Before joining X, …' is not that rule", () => {
    expect(findTeamMentions("Before, he plays seven years for KK Vranjevo in his city.", "nba").map((t) => t.current)).toEqual([false]);
    expect(findTeamMentions("He plays for KK Vranjevo in his city.", "nba").map((t) => t.current)).toEqual([true]);
    expect(findTeams("As a kid, Hale idolized the old Calder Comets; these days he plays for the Dunmore Royals.", "nba").find((t) => t.name === "Dunmore Royals")?.current).toBe(true);
    expect(findTeams("Jordan Hale is a shooting guard for the Dunmore Royals. Off the court, Hale is currently under contract with Nike through 2028.", "nba")).toEqual([{ name: "Dunmore Royals", current: true }]);
    expect(findTeamMentions("He is employed by Apex Sports Management.", "nba")).toEqual([]);
    expect(findTeams("Lucien came to Wendmoor from the Bellweather Comets, after five seasons with Bellweather and, before that, four years playing for the Halvorsen University Huskies.", "nba").find((t) => t.name === "Halvorsen University Huskies")?.current).toBe(false);
  });
  it("'is employed by the Ostrander Bay Mariners Basketball Club as a professional basketball player' is his club now", () => {
    expect(findTeamMentions("Mr. Nico Falkenrath is employed by the Ostrander Bay Mariners Basketball Club as a professional basketball player.", "nba").map((t) => [t.name, t.current])).toEqual([["Ostrander Bay Mariners", true]]);
    // The documents' "… Basketball Club" is the same team under the name a scout uses.
    const localTeams = [{ name: "Ostrander Bay Mariners Basketball Club", aliases: ["ostrander bay mariners"] }, { name: "Port Calder Mariners", aliases: ["port calder"] }];
    expect(findTeams("He is shooting guard for Ostrander Bay Mariners.", "nba", { localTeams })).toEqual([{ name: "Ostrander Bay Mariners", current: true }]);
    expect(findTeams("He was traded to Port Calder.", "nba", { localTeams })).toEqual([{ name: "Port Calder Mariners", current: true }]);
  });
});

describe("a trade's other side, and groups that are no club (dev18)", () => {
  it("'dealt to Port Adair by the Greyfield Gulls' makes the Gulls the club he left", () => {
    const localTeams = [{ name: "Port Adair Pilots", aliases: ["port adair"] }, { name: "Greyfield Gulls", aliases: ["greyfield", "gulls"] }];
    expect(findTeams("Port Adair Pilots forward, dealt to Port Adair by the Greyfield Gulls in December.", "nba", { localTeams })).toEqual([
      { name: "Port Adair Pilots", current: true },
      { name: "Greyfield Gulls", current: false },
    ]);
  });
  it("'a member of the National Honor Society', 'the Harlow Bay Herons Foundation' are no teams", () => {
    expect(findTeamMentions("Jonah plays shooting guard and is a member of the National Honor Society and the Gospel Choir.", "nba")).toEqual([]);
    expect(findTeamMentions("He is a member of the Harlow Bay Herons Foundation.", "nba")).toEqual([]);
    expect(findTeams("He is a member of the Harlow Bay Herons.", "nba")).toEqual([{ name: "Harlow Bay Herons", current: true }]);
  });
});

describe("an academy he came through (dev18)", () => {
  it("'came through the academy at Castlebridge Rovers and now keeps goal for Harbourside United'", () => {
    const localTeams = [{ name: "Castlebridge Rovers", aliases: [] }, { name: "Harbourside United", aliases: [] }];
    expect(findTeams("Callum Fitzgerald-Reyes came through the academy at Castlebridge Rovers and now keeps goal for Harbourside United.", "soccer", { localTeams })).toEqual([
      { name: "Castlebridge Rovers", current: false },
      { name: "Harbourside United", current: true },
    ]);
  });
});

describe("a bowling newsletter's sub (dev18)", () => {
  it("'he's the Lumberjacks' new edge rusher, picked up off waivers from the Eastbrook Stallions'", () => {
    const localTeams = [{ name: "Lakemont Lumberjacks", aliases: ["lumberjacks"] }, { name: "Eastbrook Stallions", aliases: ["stallions"] }];
    expect(findTeams("For those who don't follow football, he's the Lumberjacks' new edge rusher, picked up off waivers from the Eastbrook Stallions back in October.", "football", { localTeams })).toEqual([
      { name: "Lakemont Lumberjacks", current: true },
      { name: "Eastbrook Stallions", current: false },
    ]);
  });
});

describe("a spell told in the past (dev18)", () => {
  it("'the number he wore for four years at Northgate with the Northgate University Lynx' is a former club; 'has played four years with' is not", () => {
    const localTeams = [{ name: "Northgate University Lynx", aliases: ["northgate"] }];
    expect(findTeams("He has asked for 74, the number he wore for four years at Northgate with the Northgate University Lynx.", "football", { localTeams })).toEqual([{ name: "Northgate University Lynx", current: false }]);
    expect(findTeams("He has played for four years with the Northgate University Lynx.", "football", { localTeams })).toEqual([{ name: "Northgate University Lynx", current: true }]);
  });
});

describe("the review's cases: this session's team cues", () => {
  it("'played for three seasons in Spain and now plays for X' keeps X current; 'shipped by FedEx' names no team", () => {
    expect(findTeams("Jalen Brooks played for three seasons in Spain and now plays for the Harlow Bay Herons.", "nba").find((t) => t.name === "Harlow Bay Herons")?.current).toBe(true);
    expect(findTeamMentions("The signed jersey was shipped by FedEx to his home.", "nba")).toEqual([]);
    expect(findTeamMentions("He was traded to the Pilots by Sam Hinkie, the general manager.", "nba").map((t) => t.name)).not.toContain("Sam Hinkie");
  });
});

describe("a form's team and a job title's employer (dev19)", () => {
  it("'Team / uniform: Brightwater Pilots, home navy, #2' is his team now, not two teams", () => {
    expect(findTeamMentions("Team / uniform: Brightwater Pilots, home navy, #2", "football").map((t) => [t.name, t.current])).toEqual([["Brightwater Pilots", true]]);
    // A label naming two kinds of team still gives one value each.
    expect(findTeamMentions("Prior Team / College: Redstone Foundry / Quarry Hill State", "football").map((t) => t.name)).toEqual(["Redstone Foundry", "Quarry Hill State"]);
  });
  it("'wide receiver, Brightwater Pilots' closing a line names his employer; 'The striker, Tom Jones, scored' names a person", () => {
    expect(findTeamMentions("Occupation: Professional athlete - wide receiver, Brightwater Pilots", "football").map((t) => [t.name, t.current])).toEqual([["Brightwater Pilots", true]]);
    expect(findTeamMentions("The striker, Tom Jones, scored.", "soccer")).toEqual([]);
  });
});

describe("a bracket after a name (dev17)", () => {
  it("'**Gus (Brine Shrimp FC)** sends: Isaiah Penwarden' is Gus's side; 'Kit Ashby-Rourke (Kelverton Wanderers, #1)' is his", () => {
    const localTeams = collectTeamNames(["Brine Shrimp FC won. Brine Shrimp FC lost. Kelverton Wanderers won. Kelverton Wanderers lost."]);
    expect(findTeamMentions("- **Gus (Brine Shrimp FC)** sends: Isaiah Penwarden (NBA, SF)", "nba", { localTeams, subjectNames: ["Isaiah Penwarden", "Penwarden", "Isaiah"] })).toEqual([]);
    expect(findTeamMentions("34' — Kit Ashby-Rourke (Kelverton Wanderers, #1, goalkeeper).", "soccer", { localTeams, subjectNames: ["Kit Ashby-Rourke", "Ashby-Rourke", "Kit"] }).map((t) => t.name)).toEqual(["Kelverton Wanderers"]);
  });
});

describe("a spell written as a team and its years (dev19)", () => {
  it("'Ashcombe College 2020-2022; Kessler Bay Mariners 2022-present' gives a former team and his team now", () => {
    const localTeams = collectTeamNames(["the Kessler Bay Mariners won. Ashcombe College lost."]);
    expect(findTeamMentions("Notes: small forward. Ashcombe College 2020-2022; Kessler Bay Mariners 2022-present.", "nba", { localTeams }).map((t) => [t.name, t.current])).toEqual([
      ["Ashcombe College", false],
      ["Kessler Bay Mariners", true],
    ]);
  });
});

describe("a bracket shared by a list (dev19)", () => {
  it("'Eli Brandt (all Dunmore Stags players)' is his team", () => {
    const localTeams = collectTeamNames(["the Dunmore Stags won. Dunmore Stags lost."]);
    expect(findTeamMentions("Eli Brandt (all Dunmore Stags players)", "football", { localTeams, subjectNames: ["Eli Brandt", "Brandt", "Eli"] }).map((t) => t.name)).toEqual(["Dunmore Stags"]);
  });
});

describe("the review's cases: seasons, kit numbers, people (dev19)", () => {
  it("a season's header is no spell; a kit label's number is no part of the team; a person selecting him is no team", () => {
    const localTeams = collectTeamNames(["Dunmore Athletic won. Dunmore Athletic lost. Carrow Tech won."]);
    expect(findTeamMentions("Dunmore Athletic 2024-25 player profile: Eli Brandt", "soccer", { localTeams }).every((t) => t.current)).toBe(true);
    expect(findTeamMentions("Team & jersey: Carrow Tech #9", "soccer").map((t) => t.name)).toEqual(["Carrow Tech"]);
    expect(findTeamMentions("Eli Brandt was selected by Gus Halvorsen, the Carrow Tech coach, for the draft combine.", "soccer", { subjectNames: ["Eli Brandt"] }).map((t) => t.name)).not.toContain("Gus Halvorsen");
    expect(findTeamMentions("Former clubs: Dunmore Athletic, Carrow Tech, and Sturrow City", "soccer").map((t) => t.name)).toEqual(["Dunmore Athletic", "Carrow Tech", "Sturrow City"]);
  });
});

describe("the agent of what happened to him (dev20)", () => {
  it("'an elbow from a Redwater Kings player' is the other player's team; 'a Redwater Kings player' alone is his", () => {
    const localTeams = collectTeamNames(["the Redwater Kings won. Redwater Kings lost."]);
    expect(findTeamMentions("He chipped a tooth (elbow from a Redwater Kings player, game night).", "nba", { localTeams })).toEqual([]);
    expect(findTeamMentions("He is a Redwater Kings player.", "nba", { localTeams }).map((t) => t.name)).toEqual(["Redwater Kings"]);
  });
});

describe("a bracket after a common noun (dev20)", () => {
  it("'band (Marlow Heights)' names the band; 'club (Marlow Heights)' names his club", () => {
    const localTeams = collectTeamNames(["Marlow Heights won. Marlow Heights lost."]);
    expect(findTeamMentions("list_source: band (Marlow Heights)", "nba", { localTeams })).toEqual([]);
    expect(findTeamMentions("his club (Marlow Heights)", "nba", { localTeams }).map((t) => t.name)).toEqual(["Marlow Heights"]);
  });
});

describe("a role and its employer after a describing label or an entry's name (dev20)", () => {
  const localTeams = collectTeamNames(["the Lakeshore Comets won. Lakeshore Comets lost."]);
  it("'Who he is: quarterback, X' and '**Name** — small forward, X.' name his team; a role after other words does not", () => {
    expect(findTeamMentions("Who he is: quarterback, Lakeshore Comets.", "football", { localTeams }).map((t) => t.name)).toEqual(["Lakeshore Comets"]);
    expect(findTeamMentions("- **Gus Pellerin** — small forward, Lakeshore Comets. 6'7\".", "nba", { localTeams }).map((t) => t.name)).toEqual(["Lakeshore Comets"]);
    expect(findTeamMentions("Gus Pellerin - played against a forward, Lakeshore Comets.", "nba", { localTeams })).toEqual([]);
  });
});

describe("the club he left and a college shared with a teammate (dev20)", () => {
  it("'moved to the club from Holloway Rovers' and 'college teammate from Alder Tech' are former teams", () => {
    const localTeams = collectTeamNames(["Holloway Rovers won. Alder Tech won. Oakhaven Stallions won."]);
    expect(findTeamMentions("He moved to the club from Holloway Rovers in 2023.", "soccer", { localTeams })).toMatchObject([{ name: "Holloway Rovers", current: false }]);
    expect(findTeamMentions("Jay's college teammate from Alder Tech, now the running back for the Oakhaven Stallions.", "football", { localTeams }).map((t) => [t.name, t.current])).toEqual([["Alder Tech", false], ["Oakhaven Stallions", true]]);
  });
});

describe("the club's own line-up (dev20)", () => {
  it("'slides to center in the Forge's small-ball lineups' is his team; 'in the Forge's arena' is a venue", () => {
    const localTeams = collectTeamNames(["The Ironvale Forge won on Friday. The Forge signed him."], [], collectTeamishPhrases(["The Ironvale Forge won on Friday. The Forge signed him."]));
    expect(findTeamMentions("He also slides to center in the Forge's small-ball lineups.", "nba", { localTeams }).map((t) => t.name)).toEqual(["Ironvale Forge"]);
    expect(findTeamMentions("He scored 30 in the Forge's arena.", "nba", { localTeams })).toEqual([]);
  });
});

describe("a compass word opening a club's name (dev20)", () => {
  it("'Western Plains Wranglers' keeps its first word; 'the Western Conference' is no team", () => {
    const texts = ["Sunday's home game vs. the Western Plains Wranglers."];
    const localTeams = collectTeamNames(texts, [], collectTeamishPhrases(texts));
    expect(localTeams.map((t) => t.name)).toContain("Western Plains Wranglers");
    expect(findTeamMentions("Isaiah Kettleby — cornerback, Western Plains Wranglers.", "football", { localTeams }).map((t) => t.name)).toEqual(["Western Plains Wranglers"]);
    expect(findTeamMentions("He plays for the Western Conference.", "football", { localTeams })).toEqual([]);
  });
});

describe("the review's cases (dev20)", () => {
  const texts = ["the Redwater Kings won. The Eastern Conference All Stars lost. the Western Conference Finals"];
  const localTeams = collectTeamNames(texts, [], collectTeamishPhrases(texts));
  it("'on loan (Redwater Kings)' is his; 'the weak links in the Kings' rotation' and '— former point guard, Kings' are not", () => {
    expect(findTeamMentions("Marcus Hale is currently on loan (Redwater Kings).", "nba", { localTeams }).map((t) => t.name)).toEqual(["Redwater Kings"]);
    expect(findTeamMentions("Hale torched the weak links in the Redwater Kings' rotation.", "nba", { localTeams })).toEqual([]);
    expect(findTeamMentions("Marcus Hale — former point guard, Redwater Kings.", "nba", { localTeams }).filter((t) => t.current)).toEqual([]);
  });
  it("a conference's name is no club", () => {
    expect(localTeams.map((t) => t.name)).not.toContain("Western Conference Finals");
    expect(findTeamMentions("Hale was selected for the Eastern Conference All Stars.", "nba", { localTeams })).toEqual([]);
  });
});

describe("a loan spell that is over (dev20)", () => {
  it("'one half season on loan at Holloway Rovers' is a former team; 'on loan at Holloway Rovers' now is current", () => {
    const localTeams = collectTeamNames(["Holloway Rovers won. Stanbridge United won."]);
    expect(findTeamMentions("I play for Stanbridge United, and one half season on loan at Holloway Rovers.", "soccer", { localTeams }).map((t) => [t.name, t.current])).toEqual([["Stanbridge United", true], ["Holloway Rovers", false]]);
    expect(findTeamMentions("He is on loan at Holloway Rovers this season.", "soccer", { localTeams }).map((t) => [t.name, t.current])).toEqual([["Holloway Rovers", true]]);
  });
});

describe("a pair of people in a Team column (dev18)", () => {
  it("'Team: Marcus Delahunt / Hank Delahunt' is no club; 'Team: Brighton & Hove Albion' is one", () => {
    expect(findTeamMentions("Place: 6; Team: Marcus Delahunt / Hank Delahunt; Fish: 5", "football", { labelOnly: true, people: ["Hank Delahunt"] })).toEqual([]);
    expect(findTeamMentions("Place: 6; Team: Marcus Delahunt / Hank Delahunt; Fish: 5", "football", { labelOnly: true, subjectNames: ["Marcus Delahunt", "Delahunt"] })).toEqual([]);
    expect(findTeamMentions("Team: Brighton & Hove Albion", "soccer", { labelOnly: true, people: ["Hank Delahunt"] }).map((t) => t.name)).toEqual(["Brighton & Hove Albion"]);
  });
});
