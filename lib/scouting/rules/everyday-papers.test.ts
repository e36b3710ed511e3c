// Everyday paperwork that names a player in passing (issue 8, the opened dev21 corpus): bills, letters,
// booking sheets. Each case failed before the rule it tests.
import { describe, expect, it } from "vitest";
import { attributeToPlayer } from "./attribution";
import { buildMentionMatcher } from "./mentions";
import { documentsPeople } from "./people";
import { findPositions } from "./positions";
import { collectTeamNames } from "./team-names";
import { findTeamMentions } from "./teams";
import { factsFromDocument } from "./test-fixtures";
import { extractTraits } from "./traits";
import { detectIntent } from "./intent";
import { sentencesNamingTeam } from "./passages";

const his = (text: string, people: string[] = [], target = "Calvin Birch") =>
  attributeToPlayer(text, target, { matcher: buildMentionMatcher(target, people) }).map((s) => s.text);
const teamsOf = (text: string, who: string, people: string[] = []) =>
  findTeamMentions(text, "football", { subjectNames: [who], people, localTeams: collectTeamNames([text], [who, ...people]) }).map((t) => [t.name, t.current]);
const facts = factsFromDocument;

describe("what a bracket or a 'who' clause after his name says is his", () => {
  it("whoever the sentence is about", () => {
    expect(his("Beau Tillerman came in with Calvin Birch (the Ironclads' safety) and took 3rd place.", ["Beau Tillerman"])).toContain("Calvin Birch (the Ironclads' safety).");
  });
  it("not a bracket with a verb, a photo caption or someone else's name", () => {
    expect(his("Beau Tillerman came in with Calvin Birch (he was late) and took 3rd place.", ["Beau Tillerman"])).toEqual([]);
    expect(his("Beau Tillerman came in with Calvin Birch (left) and took 3rd place.", ["Beau Tillerman"])).toEqual([]);
    expect(his("Beau Tillerman came in with Calvin Birch (and Nate Kowalski) and took 3rd place.", ["Beau Tillerman", "Nate Kowalski"])).toEqual([]);
  });
  it("a 'who' clause after his name under someone else's heading", () => {
    const text = "## Member Spotlight: Idris Caldwell Sr.\n\nThe business is in the hands of his son, Idris Caldwell Jr., who now plays for the Saltmarsh Pilots.";
    expect(his(text, ["Idris Caldwell Sr."], "Idris Caldwell Jr.")).toEqual(["Idris Caldwell Jr., who now plays for the Saltmarsh Pilots."]);
  });
});

describe("someone else's section or apposition", () => {
  it("the appositive after another's name is that person's", () => {
    expect(his("Someone asked whether Tobias is related to Cole Wrenfield, the Amberline University guard.", ["Cole Wrenfield"], "Tobias Wrenfield").join(" ")).not.toContain("Amberline");
  });
  it("in a woman's section that brings him in as her man, 'he' and 'him' are his", () => {
    const care = "## Resident Spotlight: Ruth Petrakis\n\nRuth is undefeated at bingo. Her grandson, Dashawn Petrakis, plays wide receiver for the Port Alder Gulls.\n\nRuth tells us the team lists him at 5 ft 11 in and 188 pounds.\n\nThe Foxhounds' cornerback, Dashawn Moultrie, stands 6-foot-1 and he shadowed her grandson.";
    const kept = his(care, ["Ruth Petrakis", "Dashawn Moultrie"], "Dashawn Petrakis").join(" ");
    expect(kept).toContain("188 pounds");
    expect(kept).not.toContain("6-foot-1");
    // (His own section's man: "his son" in a man's section leaves "he" to the father.)
    expect(his("## Spotlight: Carl Petrakis\n\nCarl coached for years. His son, Dashawn Petrakis, plays wide receiver.\n\nCarl says he was 6-4 in his day.", ["Carl Petrakis"], "Dashawn Petrakis").join(" ")).not.toContain("6-4");
  });
});

describe("forms and letters", () => {
  it("a bill's 'Bill to' names whom its notes are about", () => {
    const bill = "Invoice No. 31\nBill to: Hollis Grange\nTechnician: Ray Okafor\n\n# Notes\nNew homeowner - moved in last week after joining the Bramhall Bison from the Cinder City Ironclads.";
    expect(facts(bill, "Hollis Grange", "football").teams?.value).toEqual([
      { name: "Bramhall Bison", current: true },
      { name: "Cinder City Ironclads", current: false },
    ]);
  });
  it("a donor's receipt: the donor field and 'Donor is a … safety'", () => {
    const receipt = "DONATION RECEIPT\nDonor: Calvin Birch\n\nVolunteer notes: Donor is a Northvale A&M safety clearing out his apartment (he's 6-1).";
    expect(facts(receipt, "Calvin Birch", "football").positions?.value).toEqual(["S"]);
  });
  it("a priced line of a bill is no trait", () => {
    expect(extractTraits("Install 1 smart deadbolt (customer supplied): $85.00").strengths).toEqual([]);
  });
  it("a letter's numbered points after a paragraph about him are not his", () => {
    const letter = "I write to object.\n\nThe applicant, Mr Tomas Lind, is a pleasant young man. I understand he is a midfielder. My objection is to the scale of what is proposed.\n\n1. Light. Four columns will light my kitchen.\n2. Noise. The repeated sound of a ball striking fencing will be intrusive.";
    expect(his(letter, [], "Tomas Lind").join(" ")).not.toMatch(/fencing|kitchen/);
    // (A coach's signed notes under his line are his.)
    expect(his("Notes\n\nLT #74 T. Lind 6'7 / 318\n  + pass pro is the whole deal\n  - false starts", [], "Tomas Lind").join(" ")).toContain("false starts");
  });
  it("a label line after a wrapped address starts afresh: no person across the line break", () => {
    const people = documentsPeople(["Contractor: Sparkwell Electrical Ltd, Unit 4 Tannery Yard, Hadleigh\nClient: Mr Jonah Lasko\nInstallation address: 3 Mill Race Cottages, Hadleigh"]);
    expect(people).toContain("Jonah Lasko");
    expect(people).not.toContain("Hadleigh Client");
    // (A wrapped sentence whose next line has a colon later on still continues the name.)
    expect(documentsPeople(["The one worth a second look on the depth chart, in my view, is Calvin\nBirch in the secondary: quick feet."])).toEqual(["Calvin Birch"]);
  });
  it("offices and addresses on paperwork are no people", () => {
    expect(documentsPeople(["To: Development Management, Planning Services, Ashgrove Borough Council. The applicant, Tomas Lind, is a midfielder."])).toEqual(["Tomas Lind"]);
    expect(documentsPeople(["Rookwood Eats\n\nPosted January 24, 2026 by Meg Tolliver"])).toEqual(["Meg Tolliver"]);
    expect(documentsPeople(["# Greenridge Landscape Design — Planting & Hardscape Plan\nClient: Kwame Osei-Boateng\nListing agent: Dana Whitcombe, Whitcombe & Rae Realty"])).toEqual(["Kwame Osei-Boateng", "Dana Whitcombe"]);
    expect(documentsPeople(["## Member Spotlight: Idris Caldwell Sr.\n\nIdris spent fourteen seasons as a center."])).toEqual(["Idris Caldwell Sr."]);
  });
  it("a squad list's row with a note after the name opens no section", () => {
    const roster = "HALVERSTON ATHLETIC\n\n 2  WEBB Ollie          RB   Academy. Decent\n 9  MENSAH-LARBI Kofi   ST   Fans call him KML.\n                             Headers - most of his 8 goals with his head.";
    expect(his(roster, ["Ollie Webb"], "Kofi Mensah-Larbi").join(" ")).toContain("his 8 goals");
  });
});

describe("pets, mentors and requests to the reader", () => {
  it("a kennel form's 'Name: Murphy' under DOG opens the dog's section: its weight is not his", () => {
    const form = "OWNER\nName: Niall Brannigan\nReason for stay: away with Brackenfield United\n\nDOG\nName: Murphy\nWeight: 31 kg";
    const kept = his(form, [], "Niall Brannigan").join(" ");
    expect(kept).toContain("Brackenfield United");
    expect(kept).not.toContain("31 kg");
  });
  it("in a row of two people, the notes' sentences naming him and the 'he' after them are his", () => {
    const row = "date: 2026-04-04; inspector: Sue Paterson; mentee: Niall Brannigan; notes: First inspection for Niall. Borrowed suit was a medium, he's 6ft 3in and 13st 8lb. Sue ordered a new one.";
    const kept = his(row, ["Sue Paterson"], "Niall Brannigan");
    expect(kept).toEqual(["First inspection for Niall.", "Borrowed suit was a medium, he's 6ft 3in and 13st 8lb."]);
  });
  it("a householder's row: what the notes say 'about Yusuf Amrani:' is his", () => {
    const row = "street: Quayside Road; names: Mr & Mrs Holt; notes: Gary Holt - season ticket at FC Morrowdale, talked for 10 mins about Yusuf Amrani: great finisher, but first touch 'like a trampoline'. Wants parking permits.";
    expect(his(row, ["Gary Holt"], "Yusuf Amrani")).toEqual(["Yusuf Amrani: great finisher, but first touch 'like a trampoline'"]);
  });
  it("a notes column says what he is ('Kessington Athletic winger - left wing mostly'), its last sentence without a stop", () => {
    const row = "date: 2026-01-20; client: Kofi Mensah-Hart; notes: Kofi's first session. Kessington Athletic winger - left wing mostly. Back after a season on loan at Saltings Town";
    const f = facts(row, "Kofi Mensah-Hart", "soccer", "studio-log.csv");
    expect(f.positions?.value).toContain("LW");
    expect(f.teams?.value).toEqual([
      { name: "Kessington Athletic", current: true },
      { name: "Saltings Town", current: false },
    ]);
  });
  it("'please don't park', '(\"don't ask\")' and 'doesn't stall' are no faults of his", () => {
    expect(extractTraits("Parking: please don't park on the road shoulder.").weaknesses).toEqual([]);
    expect(extractTraits('Belongings: bed, lead, 1 x Brackenfield United scarf ("don\'t ask")').weaknesses).toEqual([]);
    expect(extractTraits("He doesn't track back.").weaknesses).toHaveLength(1);
  });
});

describe("teams and positions", () => {
  it("a team before a position's code and his name is his; a code before a scheme word is not", () => {
    expect(teamsOf("Captain's note: Cinder City Ironclads QB Beau Tillerman plus two teammates.", "Beau Tillerman")).toEqual([["Cinder City Ironclads", true]]);
    expect(teamsOf("Film review: Amari's cut-ups and the Calder State RB install.", "Amari Whitlock")).toEqual([]);
  });
  it("a venue or an outing closes a club's name; a primary school is no team", () => {
    expect(collectTeamNames(["Year 5 Trip: FC Morrowdale Stadium Tour and Q&A"]).map((t) => t.name)).toEqual(["FC Morrowdale"]);
    expect(collectTeamNames(["# Morrowdale Primary School\nDear Parents and Carers,"]).map((t) => t.name)).toEqual([]);
  });
  it("'now the Gulls' lead community ambassador' is a role off the court, not his team", () => {
    expect(teamsOf("Lionel Barrow Sr., a former center who is now the Harbor City Gulls' lead community ambassador.", "Lionel Barrow Sr.")).toEqual([]);
  });
  it("where a career closed is a past team; where he plays now after it is current", () => {
    const local = "the Harbor City Gulls and the Redmere Foxes";
    const t = (s: string) => findTeamMentions(s, "nba", { subjectNames: ["Lionel Barrow Sr."], localTeams: collectTeamNames([local]) }).map((x) => [x.name, x.current]);
    expect(t("Lionel Barrow Sr. closed his career with two seasons here with the Harbor City Gulls (2001-03).")).toEqual([["Harbor City Gulls", false]]);
    expect(t("He finished his college career at Redmere and now plays for the Harbor City Gulls.")).toContainEqual(["Harbor City Gulls", true]);
  });
  it("a firm's trade in the plural is no team", () => {
    expect(collectTeamNames(["Reel Deal Charters, Booking Confirmation. Party lead: Beau Tillerman"], ["Beau Tillerman"])).toEqual([]);
  });
  it("'our quarterback trusts Hollis's pass protection': the writer's side's player is someone else", () => {
    expect(findPositions("the same way our quarterback trusts Hollis's pass protection", "football")).toEqual([]);
    expect(findPositions("Hollis Grange is our left tackle.", "football")).toEqual(["OT"]);
    expect(findPositions("Hollis Grange, our right guard, signed.", "football")).toEqual(["OG"]);
  });
  it("'plus two teammates' adds people; it is no praise", () => {
    expect(extractTraits("Cinder City Ironclads QB Beau Tillerman plus two Ironclads teammates and one ex-teammate.").strengths).toEqual([]);
    expect(extractTraits("He is a plus athlete.").strengths).toHaveLength(1);
  });
  it("'to keep light off the gardens' is a purpose and 'Keep court 10' off' an instruction, not a player keeping defenders off", () => {
    expect(extractTraits("Floodlights angled at the garden goal for evening training, shielded to keep light off the gardens.").strengths).toEqual([]);
    expect(extractTraits("Keep court 10' off oak drip line.").strengths).toEqual([]);
    expect(extractTraits("He keeps defenders off the ball with his body.").strengths).toHaveLength(1);
  });
});

// A review's inputs on which a first version of the rules above misfired.
describe("the review's cases", () => {
  it("a form's 'Name:' naming his club keeps his form data; a woman's late husband is not him", () => {
    const form = "PLAYER\nName: Niall Brannigan\n\nCLUB\nName: Brackenfield United\nPosition: Centre-back\nHeight: 6ft 3in";
    expect(his(form, [], "Niall Brannigan").join(" ")).toContain("6ft 3in");
    const care = "## Resident Spotlight: Ruth Petrakis\n\nHer grandson, Dashawn Petrakis, plays wide receiver.\n\nRuth was married for 52 years. Her late husband was a 6-foot-4 linebacker, and he never missed a game.";
    expect(his(care, ["Ruth Petrakis"], "Dashawn Petrakis").join(" ")).not.toContain("6-foot-4");
  });
  it("an appositive after another's name that speaks of him stays; 'who said', 'the father of X, who' and 'X vs Y:' give him nothing", () => {
    expect(his("Calvin Birch credits his high-school coach Beau Tillerman, the man who moved him from receiver to safety.", ["Beau Tillerman"]).join(" ")).toContain("moved him");
    expect(his("Beau Tillerman spoke to Calvin Birch, who said the Gulls quarterback is 6-4 and 230 pounds.", ["Beau Tillerman"]).join(" ")).not.toContain("6-4");
    expect(his("Beau Tillerman sat next to the father of Calvin Birch, who played tight end for the Ironclads.", ["Beau Tillerman"]).join(" ")).not.toContain("tight end");
    expect(his("Film notes on Beau Tillerman vs Calvin Birch: the quarterback is 6-4 and 225 lb.", ["Beau Tillerman"]).join(" ")).not.toContain("225");
  });
  it("a two-person row: 'Niall's dad' and the 'He' after it are not his; a scout's list after a line about him is his", () => {
    const row = "date: 2026-04-04; inspector: Sue Paterson; mentee: Niall Brannigan; notes: Niall's dad sat in. He's 6ft 1in and 15st. Sue will follow up.";
    expect(his(row, ["Sue Paterson"], "Niall Brannigan").join(" ")).not.toContain("6ft 1in");
    const notes = "Pro day notes\n\nCalvin Birch was the one I came to see.\n\n- I timed 4.45 in the 40, measured 6-1 and 198 lb.\n- Weak tackler, misses in space.";
    expect(his(notes).join(" ")).toContain("6-1");
  });
  it("scouts' idioms and prices inside praise still count", () => {
    expect(extractTraits("Don't love his hips in space.").weaknesses).toHaveLength(1);
    expect(extractTraits("Signed for £12.50 a week as a trainee; quick, strong and a natural finisher.").strengths.length).toBeGreaterThan(0);
  });
  it("'has been our quarterback' is his; a brother's or a clinic's goalkeeper in row notes is not", () => {
    expect(findPositions("Hollis Grange has been our quarterback since 2023.", "football")).toEqual(["QB"]);
    expect(findPositions("notes: Brought his brother along - he's a goalkeeper. Booked again for March", "soccer", { deployedOnly: true })).toEqual([]);
    expect(findPositions("notes: Paid for two. Kids goalkeeper clinic for his daughter next Saturday", "soccer", { deployedOnly: true })).toEqual([]);
  });
  it("'OT Win' is no position's code; clubs with a trade's or a venue's word keep their names", () => {
    expect(teamsOf("Calvin Birch watched the Kessington Ironclads OT Win from the stands.", "Calvin Birch")).toEqual([]);
    expect(collectTeamNames(["Calvin Birch signed for Vauxhall Motors in the summer."], ["Calvin Birch"]).map((t) => t.name)).toEqual(["Vauxhall Motors"]);
    expect(collectTeamNames(["Calvin Birch, the Ashby Heath Park Rangers captain, signed."], ["Calvin Birch"]).map((t) => t.name)).toEqual(["Ashby Heath Park Rangers"]);
  });
  it("surnames that are also trades stay people; 'any good' asks about him before 'as', 'this' or 'vs'", () => {
    expect(documentsPeople(["Ryan Kitchen is their tight end. Dan Works also played."])).toEqual(["Ryan Kitchen", "Dan Works"]);
    expect(detectIntent("Is Calvin Birch any good as a safety?")).toMatchObject({ intent: "scouting_report", playerName: "Calvin Birch" });
    expect(detectIntent("Jalen Brooks any good vs zone defenses?").intent).toBe("scouting_report");
  });
  it("a gift order with a 'Deliver to' has no single subject; a town's other clubs are not his team's sentences", () => {
    const order = "Gift order\nBill to: Calvin Birch\nDeliver to: Beau Tillerman\nNotes: Card to read: for the best left back in the league.";
    expect(facts(order, "Calvin Birch", "soccer", "gift-order.txt", ["Beau Tillerman"]).strengths ?? []).toEqual([]);
    expect(sentencesNamingTeam("Glenhollow Stags", ["Glenhollow Football Club won the cup. Kessington Stags 2-0 Ashby Town. The Glenhollow Stags won on Friday."])).toEqual(["The Glenhollow Stags won on Friday."]);
    expect(sentencesNamingTeam("Glenhollow Stags", ["Glenhollow Football Club won the cup. The Glenhollow Stags won on Friday. The Stags shot 50%."])).toEqual(["The Glenhollow Stags won on Friday.", "The Stags shot 50%."]);
  });
});

// A second review's inputs on which the rules above still misfired.
describe("the second review's cases", () => {
  const others = ["Beau Tillerman"];
  it("a 'whose' clause, a reporting or passive 'who' clause and a bracket about a relative or an opponent are not his", () => {
    for (const text of [
      "The award was presented by Beau Tillerman to Calvin Birch, whose father played linebacker for the Ironclads.",
      "Beau Tillerman spoke to Calvin Birch, who described the Gulls quarterback as 6-4 and 230 pounds.",
      "Beau Tillerman hit Calvin Birch, who was replaced by a 6-5, 250-pound rookie linebacker.",
      "Beau Tillerman roomed with Calvin Birch (brother of the Gulls' starting quarterback) at camp.",
      "Beau Tillerman roomed with Calvin Birch (opposite the Gulls' 6-5 left tackle).",
      "Gary Holt rang about Calvin Birch: is he the son of the 6-4 Ironclads linebacker from the 90s?",
    ]) expect(his(text, [...others, "Gary Holt"]).join(" ")).not.toMatch(/linebacker|quarterback|tackle/);
    expect(his("Beau Tillerman met Calvin Birch, who now plays safety for the Ironclads.", others)).toContain("Calvin Birch, who now plays safety for the Ironclads.");
    expect(his("Dale Renner told stories about Calvin Birch, who he coached at Calloway Tech and who now plays safety.", ["Dale Renner"]).join(" ")).toContain("who he coached at Calloway Tech");
  });
  it("in a woman's section, her late husband or another man she met is not him", () => {
    const care = (more: string) => `## Resident Spotlight: Ruth Petrakis\n\nHer grandson, Dashawn Petrakis, plays wide receiver for the Port Alder Gulls.\n\n${more}`;
    expect(his(care("Ruth's late husband was a 6-foot-4, 230-pound linebacker, and he never missed a game."), ["Ruth Petrakis"], "Dashawn Petrakis").join(" ")).not.toContain("6-foot-4");
    expect(his(care("Ruth met the love of her life at a dance in 1961. He was a 6-foot-3 quarterback."), ["Ruth Petrakis"], "Dashawn Petrakis").join(" ")).not.toContain("6-foot-3");
  });
  it("a row's notes stop at a relative; a place's capitalised 'Center' is no role", () => {
    const f = facts("date: 2026-01-20; client: Kofi Mensah-Hart; notes: Came with his dad. Dad played centre-back for Saltings Town in the 90s", "Kofi Mensah-Hart", "soccer", "studio-log.csv");
    expect(f.teams?.value ?? []).toEqual([]);
    expect(findPositions("notes: Referred by Dr Shah. Ashby Medical Center - knee rehab, twice a week", "nba", { deployedOnly: true })).toEqual([]);
  });
  it("a position coach is staff; 'Defender of the Year Calvin Birch' keeps his sentence", () => {
    expect(teamsOf("Calvin Birch had a visit with Port Alder Gulls WR Coach Dan Reyes.", "Calvin Birch", ["Dan Reyes"])).toEqual([]);
    expect(his("Beau Tillerman won MVP, while Defender of the Year Calvin Birch plays safety and weighs 198 pounds.", others).join(" ")).toContain("198 pounds");
  });
  it("'now our quarterback', a subjectless 'Keeps centre-backs off', 'a plus two-way player' and 'any good lads?' still count", () => {
    expect(findPositions("Calvin Birch, now our quarterback, threw for 200 yards.", "football")).toEqual(["QB"]);
    expect(extractTraits("Keeps centre-backs off the ball with his frame.").strengths).toHaveLength(1);
    expect(extractTraits("He's a plus two-way player.").strengths).toHaveLength(1);
    expect(detectIntent("Calvin Birch any good lads?").intent).toBe("scouting_report");
  });
  it("a club's 'Name:' field keeps his form data; a wrapped name over 'Birch: quick feet' is still a name", () => {
    expect(his("PLAYER\nName: Niall Brannigan\n\nCURRENT CLUB\nName: Wrexham\nPosition: Centre-back", [], "Niall Brannigan").join(" ")).toContain("Centre-back");
    expect(documentsPeople(["The one worth a second look on the depth chart, in my view, is Calvin\nBirch: quick feet, a 6-1 safety with range."])).toEqual(["Calvin Birch"]);
  });
});
