import { describe, expect, it } from "vitest";
import { findPositionMentions, findPositions } from "./positions";

describe("findPositions: basketball", () => {
  it.each([
    ["Position: Forward (SF/PF)", ["SF", "PF"]],
    ["**Position:** Point guard (PG/SG)", ["PG", "SG"]],
    ["He is a combo guard who runs the second unit.", ["PG", "SG"]],
    ["Brooks, a 6-9 forward, has great vision.", ["SF", "PF"]],
    ["A natural point guard who can also play shooting guard.", ["PG", "SG"]],
    ["Pos: C", ["C"]],
    ["PF/C with range out to the corners", ["PF", "C"]],
    ["Positions: G/F", ["SG", "SF"]], // a guard-forward is a wing
    ["A stretch four and part-time small-ball big man.", ["PF", "C"]],
    ["He is an athletic wing defender.", ["SG", "SF"]],
  ])("%s", (text, codes) => {
    expect(findPositions(text, "nba")).toEqual(codes);
  });

  it("ignores 'C' and ordinary uses of position words in prose", () => {
    expect(findPositions("He is the center of attention; grade C effort. Moving forward, he must improve.", "nba")).toEqual([]);
    expect(findPositions("He can guard multiple positions and guard the rim.", "nba")).toEqual([]);
    expect(findPositions("Catch-and-shoot threes on the wing.", "nba")).toEqual([]);
  });

  it("ignores positions that describe somebody else", () => {
    expect(findPositions("Best placed next to a shooting guard and a stretch big.", "nba")).toEqual([]);
    expect(findPositions("Bigger guards post him up.", "nba")).toEqual([]);
    const trade = "The Comets traded forward Jalen Brooks for center Victor Almeida.";
    expect(findPositions(trade, "nba", { subjectNames: ["Jalen Brooks"] })).toEqual(["SF", "PF"]);
  });

  it("reads stat columns as stats, not positions", () => {
    expect(findPositions("Date: 2026-02-03 | Player: Jalen Brooks | PF: 4 | REB: 5", "nba")).toEqual([]);
  });
});

describe("findPositions: American football", () => {
  it.each([
    ["Position: Edge rusher (DE / OLB in a 3-4)", ["EDGE", "DE", "LB"]],
    ["Position: Quarterback", ["QB"]],
    ["He plays left tackle.", ["OT"]],
    ["He was moved to safety, then to corner.", ["S", "CB"]],
    ["A 6-2 wide receiver and return man.", ["WR"]],
    ["Pos: S", ["S"]],
    ["A three-down running back and a solid tight end blocker.", ["RB", "TE"]],
  ])("%s", (text, codes) => {
    expect(findPositions(text, "football")).toEqual(codes);
  });

  it("does not read overtime, tackles or a safety score as positions", () => {
    expect(findPositions("He scored in OT and made a tackle for loss; the defence got a safety.", "football")).toEqual([]);
  });
});

describe("findPositions: soccer", () => {
  it.each([
    ["Positions:     Left winger / attacking midfielder", ["LW", "AM"]],
    ["position: Right wing / attacking midfield; height_cm: 180", ["RW", "AM"]],
    ["Position: defensive midfield", ["DM"]],
    ["A natural striker who can play as a false nine.", ["ST", "CF"]],
    ["He is a ball-playing centre-back.", ["CB"]],
    ["Used as a defensive midfielder in a double pivot.", ["DM"]],
  ])("%s", (text, codes) => {
    expect(findPositions(text, "soccer")).toEqual(codes);
  });

  it("does not take another player's position from plural or 'the …' mentions", () => {
    expect(findPositions("Bigger full-backs push him around, and the left-back was exposed.", "soccer")).toEqual([]);
  });
});

describe("findPositions: unknown sport", () => {
  it("uses the vocabulary with the most hits", () => {
    expect(findPositions("He can play point guard or shooting guard.", "unknown")).toEqual(["PG", "SG"]);
    expect(findPositions("Quarterback with a big arm", "unknown")).toEqual(["QB"]);
  });
});

describe("findPositionMentions", () => {
  it("marks label values and can skip prose (table rows)", () => {
    const text = "Position: PG | PF: 3 | He is a point guard";
    expect(findPositionMentions(text, "nba").map((m) => m.fromLabel)).toEqual([true, false]);
    expect(findPositions(text, "nba", { labelOnly: true })).toEqual(["PG"]);
  });
});

describe("basketball's numbered spots", () => {
  it.each([
    ["a combo forward who can play the three or the four", ["SF", "PF"]],
    ["a point guard by trade who slides to the two when Dresner plays", ["PG", "SG"]],
    ["plays the 5 in small lineups", ["C"]],
    ["He made the three to win it", []],
    ["scored the two points at the line", []],
  ])("%s → %j", (text, codes) => {
    expect(findPositions(text, "nba")).toEqual(codes);
  });
});

describe("Position labels that say more than one thing", () => {
  it("reads past a semicolon that is not the next label, and a plural role in his own label", () => {
    expect(findPositions("Position: defensive midfielder; can play as one of two central midfielders in a 4-4-2", "soccer")).toEqual(["DM", "CM"]);
    expect(findPositions("Player: X; Position: PG; Height: 6-4", "nba")).toEqual(["PG"]);
    expect(findPositions("Pos: PG, can play the 2 next to Dresner", "nba")).toEqual(["PG", "SG"]);
  });
});

describe("prose that deploys him", () => {
  it("a verb that puts him somewhere names his spot, whatever article or adjective follows", () => {
    expect(findPositions("Brannock also used him as a deep safety in some third-down packages.", "football")).toEqual(["S"]);
    expect(findPositions("Arregui plays as the No. 10 for Valdoro, occasionally pushed out to the right wing.", "soccer")).toEqual(["AM", "RW"]);
    expect(findPositions("The right wing of the stadium was closed.", "soccer")).toEqual([]);
  });
  it("'one of two strikers' is his spot; 'passing like a midfielder' is a comparison", () => {
    expect(findPositions("Used as one of two strikers in a 4-4-2.", "soccer")).toEqual(["ST"]);
    expect(findPositions("He is comfortable stepping inside and passing like a midfielder.", "soccer")).toEqual([]);
  });
});

describe("'guard' as a verb", () => {
  it("is no position", () => {
    expect(findPositions("He is tough enough to guard up a position.", "nba")).toEqual([]);
    expect(findPositions("He can guard everyone from one through four.", "nba")).toEqual([]);
    expect(findPositions("He is a guard.", "nba")).toEqual(["PG", "SG"]);
  });
});

describe("a position as the object of a verb", () => {
  it("is someone else's", () => {
    expect(findPositions("He is a center who makes a small guard think twice.", "nba")).toEqual(["C"]);
  });
});

describe("a position he acts on", () => {
  it("is someone else's", () => {
    expect(findPositions("He bounces a centre-forward off the ball.", "soccer")).toEqual([]);
    expect(findPositions("When we need someone to hit a striker over the top, he won't look.", "soccer")).toEqual([]);
    expect(findPositions("He is a striker.", "soccer")).toEqual(["ST"]);
  });
});

describe("basketball's two-way listings", () => {
  it("'G/F' is a wing and 'F/C' a big, not every guard and forward", () => {
    expect(findPositions("Terrence Mabry Jr. (G/F) — standing height 199.4 cm", "nba")).toEqual(["SG", "SF"]);
    expect(findPositions("Position: F/C", "nba")).toEqual(["PF", "C"]);
    expect(findPositions("Pos: G", "nba")).toEqual(["PG", "SG"]);
  });
});

describe("position columns of a spreadsheet", () => {
  it("'Prim_Pos' and 'Sec_Pos' are position labels", () => {
    const row = "review_date: 2025-05-30; Player: Rory Gilchrist; YoB: 2007; Prim_Pos: RB; Sec_Pos: RWB; Ht_cm: 176";
    expect(findPositionMentions(row, "soccer", { labelOnly: true }).flatMap((m) => m.codes)).toEqual(["RB", "WB"]);
  });
});

describe("positions of the people he plays against", () => {
  const subjectNames = ["Yusuf Karadere", "Karadere", "Yusuf"];
  it("'doesn't always track his full-back' names a team-mate's spot, not his", () => {
    expect(findPositionMentions("He switches off when we lose the ball and doesn't always track his full-back.", "soccer", { subjectNames })).toEqual([]);
    expect(findPositions("The academy winger tracks back.", "soccer")).toEqual(["LW", "RW"]);
  });

  it("'hold off a centre-half' and 'a centre-back awaits Karadere' are not his spot", () => {
    expect(findPositionMentions("He can take the ball in, hold off a centre-half and bring the wide players in.", "soccer", { subjectNames })).toEqual([]);
    expect(findPositionMentions("Next, a very different kind of centre-back awaits Karadere.", "soccer", { subjectNames })).toEqual([]);
    expect(findPositionMentions("Karadere is a centre-forward who faces the goal.", "soccer", { subjectNames }).flatMap((m) => m.codes)).toEqual(["CF"]);
  });
});

describe("numbered position columns of an export", () => {
  it("'Pos1: ST; Pos2: CF' are both his", () => {
    expect(findPositions("Name: Jonas Albrecht; Pos1: ST; Pos2: CF; Ht (cm): 191", "soccer", { labelOnly: true })).toEqual(["ST", "CF"]);
  });
});

describe("a team-mate's spot after a preposition", () => {
  it("'long balls direct on our winger' is not his position", () => {
    expect(findPositions("Also with the feet he is very good, he start many attacks with long balls direct on our winger.", "soccer")).toEqual([]);
  });
});

describe("a generic player in a clause is not his spot", () => {
  it("'when a guard climbs to him' names no position of his", () => {
    expect(findPositions("He has to get off blocks faster when a guard climbs to him.", "football")).toEqual([]);
    expect(findPositions("Rourke is a linebacker who makes plays sideline to sideline.", "football")).toEqual(["LB"]);
  });
});

describe("words that only look like positions", () => {
  it("minutes' initials ('LB to prepare …' for Leah Brandt) are a person, not a linebacker", () => {
    const text = "Decision: LB to prepare extension framework for discussion with his agent. LB: cap space after the extension.";
    expect(findPositions(text, "football", { initials: new Set(["LB"]) })).toEqual([]);
    expect(findPositions("Position: LB. He plays LB for the Ironclads.", "football", { initials: new Set(["LB"]) })).toEqual(["LB"]);
  });
  it("'a forward pass' is no striker", () => {
    expect(findPositions("he doesn't play a forward pass over 20 yds", "soccer")).toEqual([]);
  });
});

describe("a defender set on him", () => {
  it("'put a small guard on him' is no position of his", () => {
    expect(findPositions("When the opponent switched and put a small guard on him, he was too slow on the perimeter", "nba")).toEqual([]);
  });
});

describe("a spot he can operate in", () => {
  it("'who can also operate on the right wing' is a right winger too", () => {
    expect(findPositionMentions("The 21-year-old attacking midfielder, who can also operate on the right wing, returns to Harrow.", "soccer").flatMap((p) => p.codes)).toEqual(["AM", "RW"]);
  });
});

describe("a player set against or beside him is someone else (dev14)", () => {
  it("'switched a guard onto him', 'drafted a center over him'", () => {
    expect(findPositions("And when the Coyotes switched a guard onto him and asked him to slide his feet, he struggled", "nba")).toEqual([]);
    expect(findPositions("The Comets drafted a center over him in 2024", "nba")).toEqual([]);
  });
});

describe("his own spot beside someone (review)", () => {
  it("'played shooting guard alongside him' is the subject's spot", () => {
    expect(findPositions("Kallas played shooting guard alongside him", "nba")).toEqual(["SG"]);
  });
});

describe("a changelog and a teammate (dev15)", () => {
  it("'positions AM → AM, RW': the value after the arrow", () => {
    expect(findPositions("Soccer / Iker Zabaleta (Portwell Rovers): positions AM → AM, RW.", "soccer")).toEqual(["AM", "RW"]);
  });
  it("'bursts past his winger': the player beside him", () => {
    expect(findPositions("He bursts past his winger on the outside again and again.", "soccer")).toEqual([]);
    expect(findPositions("He is a left-back who bursts past the winger.", "soccer")).toEqual(["LB"]);
  });
  it("'their quick forward is quicker than you': an adjective between does not make it his (dev16)", () => {
    expect(findPositions("You sit in front of the back four. Their quick forward is quicker than you.", "soccer")).toEqual([]);
    expect(findPositions("Their holding midfielder, he sits in front of the back four.", "soccer")).toEqual([]);
    expect(findPositions("He is a quick forward.", "soccer")).toEqual(["ST"]);
    expect(findPositions("Sideline to Sideline: brisket, pulled pork. Feeds two, or one linebacker. $38", "football")).toEqual([]);
    expect(findPositions("The hardest thing for him is one-on-one against a really quick winger.", "soccer")).toEqual([]);
    expect(findPositions("Hale has become their starting center.", "nba")).toEqual(["C"]);
    expect(findPositions("Hale is one linebacker every coordinator wants.", "football")).toEqual(["LB"]);
    expect(findPositions("He lined up against the Comets at left back.", "soccer")).toEqual(["LB"]);
  });
});

describe("a bracket after someone else's name (dev15)", () => {
  it("'Pacy partner for KML. SUBS: 13 Ridley (GK)' is Ridley's spot", () => {
    expect(findPositions("Pacy partner for KML SUBS: 13 Ridley (GK), 14 Moss", "soccer", { subjectNames: ["Kofi Mensah-Larbi", "KML"] })).toEqual([]);
    expect(findPositions("Kofi Mensah-Larbi (ST) scored twice", "soccer", { subjectNames: ["Kofi Mensah-Larbi", "KML"] })).toEqual(["ST"]);
  });
});

describe("the review's cases: positions", () => {
  it("'Position: CB → LB' is LB; 'Darnell Mott (SF)' is not Keandre Mott's", () => {
    expect(findPositions("Position: CB → LB", "football")).toEqual(["LB"]);
    expect(findPositions("Darnell Mott (SF) scored 20.", "nba", { subjectNames: ["Keandre Mott", "Mott", "Keandre"] })).toEqual([]);
  });
});

describe("a spot he played (dev18)", () => {
  it("'retired center', 'the former centre' are his spot; a bare 'center' is still a place", () => {
    expect(findPositions("Jonah Whitlock Sr., retired center.", "nba")).toEqual(["C"]);
    expect(findPositions("He is the former centre who anchored the Pilots.", "nba")).toEqual(["C"]);
    expect(findPositions("Meet us at the community center.", "nba")).toEqual([]);
  });
});

describe("a winger 'on the wing' (dev18)", () => {
  it("'He plays on the wing for Harbourside United' is a winger; 'the wing of the stadium' is no spot", () => {
    expect(findPositions("He plays on the wing for Harbourside United.", "soccer")).toEqual(["LW", "RW"]);
    expect(findPositions("We met in the east wing of the stadium.", "soccer")).toEqual([]);
  });
});

describe("the review's cases: career words", () => {
  it("'the former center on Elm Street', 'the retired center court' are no spots", () => {
    expect(findPositions("He still practices at the former center on Elm Street every morning.", "nba")).toEqual([]);
    expect(findPositions("Two blocks from the retired center court of the old Forum.", "nba")).toEqual([]);
  });
});

describe("the player set on him and a spot without an article (dev19)", () => {
  it("'a striker who gets him turning' is the opponent; 'moved him into holding midfield' is his spot", () => {
    expect(findPositions("Joaquim is not the quickest, and a striker who gets him turning will give him problems.", "soccer")).toEqual([]);
    expect(findPositions("When the manager moved him into holding midfield for the cup run he was comfortable.", "soccer")).toEqual(["DM"]);
    expect(findPositions("He is a striker who scores with both feet.", "soccer")).toEqual(["ST"]);
  });
});

describe("a label between middle dots (dev2)", () => {
  it("'Club: Castlemere United · Position: Centre-forward · Date …' is a position label, ending at the next dot", () => {
    expect(findPositionMentions("Club: Castlemere United · Position: Centre-forward · Note: striker", "soccer")).toEqual([{ codes: ["CF"], index: 36, fromLabel: true }, { codes: ["ST"], index: 59, fromLabel: false }]);
  });
});

describe("the review's cases: 'a … who … him' (dev19)", () => {
  it("'a point guard who makes everyone around him better' is still his spot", () => {
    expect(findPositions("Dario Fenn is a point guard who makes everyone around him better.", "nba")).toEqual(["PG"]);
    expect(findPositions("He is a striker who makes runs that drag defenders with him.", "soccer")).toEqual(["ST"]);
  });
});

describe("'the' spot that is his, and 'using him' (dev20)", () => {
  it("'who is the holding midfielder', '— normally the holding midfielder' and 'using him … in central midfield' are his", () => {
    expect(findPositions("He plays for Holloway Rovers — normally the holding midfielder, he tells me.", "soccer")).toEqual(["DM"]);
    expect(findPositions("Kroll, who is the holding midfielder, stayed late.", "soccer", { subjectNames: ["Bastian Kroll", "Kroll"] })).toEqual(["DM"]);
    // The review's cases: someone else's "who is the …", "to guard the …" (a verb), and notes on someone else.
    expect(findPositions("He plays alongside Carter, who is the point guard.", "nba", { subjectNames: ["Marcus Hale", "Hale"] })).toEqual([]);
    expect(findPositions("They like using him to guard the point guard.", "nba")).toEqual([]);
    expect(findPositions("His brother plays center for the Ironvale Forge.", "nba", { deployedOnly: true })).toEqual([]);
    expect(findPositions("Sports mouthguard refit due. Plays center for the Ironvale Forge.", "nba", { deployedOnly: true })).toEqual(["C"]);
    expect(findPositions("I play for Brennmoor, sometimes they put me on the left wing.", "soccer", { deployedOnly: true })).toEqual(["LW"]);
    expect(findPositions("Sometimes they put him on the left wing.", "soccer")).toEqual(["LW"]);
    expect(findPositions("They have been using him further forward in central midfield lately.", "soccer")).toEqual(["CM"]);
  });
  it("'the holding midfielder' after any other verb is still someone else", () => {
    expect(findPositions("He beat the holding midfielder twice.", "soccer")).toEqual([]);
    expect(findPositions("The problem is the holding midfielder.", "soccer")).toEqual([]);
  });
});
