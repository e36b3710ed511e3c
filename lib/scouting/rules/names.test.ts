import { describe, expect, it } from "vitest";
import { capitalizedNameRuns, nameKey, surnameOf, titleCaseName, tokenizeWords } from "./names";
import { documentsPeople, invertedNames } from "./people";

describe("name helpers", () => {
  it.each([
    ["jalen brooks", "Jalen Brooks"],
    ["de'aaron fox", "De'Aaron Fox"],
    ["d'andre swift", "D'Andre Swift"],
    ["shaquille o'neal", "Shaquille O'Neal"],
    ["jaxon smith-njigba", "Jaxon Smith-Njigba"],
    ["virgil van dijk", "Virgil van Dijk"],
    ["christian mccaffrey", "Christian McCaffrey"],
    ["jaren jackson jr", "Jaren Jackson Jr."],
    ["robert griffin iii", "Robert Griffin III"],
    ["LeBron James", "LeBron James"],
  ])("titleCaseName(%s) = %s", (input, output) => {
    expect(titleCaseName(input)).toBe(output);
  });

  it("nameKey ignores case, accents, periods and apostrophes", () => {
    expect(nameKey("Luka Dončić")).toBe(nameKey("LUKA DONCIC"));
    expect(nameKey("DeShawn Mercer Jr.")).toBe(nameKey("deshawn mercer jr"));
    expect(nameKey("De'Aaron Fox")).toBe(nameKey("DeAaron Fox"));
  });

  it("surnames keep their particles", () => {
    expect(surnameOf("Caleb Van Dorn")).toBe("Van Dorn");
    expect(surnameOf("Virgil van Dijk")).toBe("van Dijk");
    expect(surnameOf("Jaren Jackson Jr.")).toBe("Jackson");
    expect(surnameOf("Kofi Adjei-Mensah")).toBe("Adjei-Mensah");
  });

  it("capitalised runs split at non-name words and end at possessives", () => {
    const runs = capitalizedNameRuns(tokenizeWords("Scout Jalen Brooks's Strengths For Coach Marcus Hill, Jr. please")).map((r) => r.text);
    expect(runs).toEqual(["Jalen Brooks", "Marcus Hill Jr."]);
  });
});

describe("shouted words and clock times are not names", () => {
  const runs = (s: string) => capitalizedNameRuns(tokenizeWords(s)).map((r) => r.text);
  it("'PM' after a time and a shouted everyday word close the name", () => {
    expect(runs("1:09 PM Family matters: Sentinels slot receiver Tavon Rusk lines up")).not.toContain("PM Family");
    expect(runs("## Tavon Rusk OVER 5.5 receptions (+105)")).toEqual(["Tavon Rusk"]);
    expect(runs("3:55 PM TOUCHDOWN Ironclads.")).toEqual(["Ironclads"]);
  });
  it("a surname in capitals after a given name is still his", () => {
    expect(runs("Nico ALBRETHSEN signed on Monday")).toContain("Nico ALBRETHSEN");
    expect(runs("JALEN BROOKS")).toEqual(["JALEN BROOKS"]);
  });
});

describe("people written in capitals, surname first, or under a heading (REQ-PPL-01)", () => {
  it("a roster's 'STRAND, Oskar' lines are people; a single dateline is not", () => {
    expect(invertedNames("**#91 AMANKWAH, Ezekiel — DE**\n- 6-5\n**#97 STRAND, Oskar — DT (1-tech)**")).toEqual(["Ezekiel Amankwah", "Oskar Strand"]);
    expect(invertedNames("HALDEN, England — The club confirmed the signing.")).toEqual([]);
    // A plain-text table: the position column follows; a generational suffix stays with the surname.
    const board = "1 Treadwell Jr., Marcus SF 6-8 / 215 lbs Came from Gullhaven\n11 Varnell, Isaiah PG 6-3 / 192 lbs From Dunmore\n4 Okafor, Deon PG/SG 6-1 / 180 lbs Streaky";
    expect(invertedNames(board)).toEqual(["Marcus Treadwell Jr.", "Isaiah Varnell", "Deon Okafor"]);
  });

  it("a name only ever written in capitals needs its surname written as a name elsewhere", () => {
    expect(documentsPeople(["DOGHOUSE BOARDS — General Discussion\nThread: \"WE GOT TAVIAN GREER\"\n3 years for Tavian Greer. That's Tavon Greer, the RB."])).toEqual([
      "Tavian Greer",
      "Tavon Greer",
    ]);
    expect(documentsPeople(["JALEN BROOKS — PG\nBrooks drives left."])).toEqual(["Jalen Brooks"]);
    expect(documentsPeople(["DESMOND ACHEBE-ROWE\nDesmond plays the three."])).toEqual(["Desmond Achebe-Rowe"]);
    // A list of entries in capitals is a list of people.
    expect(documentsPeople(["THE NOMINEES\n\nSAMI HADDOUR (Ostervale United)\nMade 23 tackles.\n\nLEWIN OKORO (Vellmouth Albion)\nFive goals."])).toEqual([
      "Sami Haddour",
      "Lewin Okoro",
    ]);
  });

  it("the club he joined from is no person: 'Joined Kilnbrook Town from Slavoj Kredna' (dev16)", () => {
    expect(documentsPeople(["Teodor Mrázek, 27, centre-back. Joined Kilnbrook Town from Slavoj Kredna in July 2024."])).toEqual(["Teodor Mrázek"]);
    expect(documentsPeople(["Ivo Berka arrived on loan from Dukla Varn last summer."])).toEqual(["Ivo Berka"]);
    expect(documentsPeople(["Sondre Haugland is tall. He joined us from IK Brattvoll in 2023."])).toEqual(["Sondre Haugland"]);
    expect(documentsPeople(["Ivo Berka learned the position from Marek Hlina."])).toEqual(["Ivo Berka", "Marek Hlina"]);
    // Only a club that follows the move: "signed on a tip from Marcus Pryor" names a person.
    expect(documentsPeople(["Jordan Hale signed on a tip from Marcus Pryor. Pryor is a 6-5, 240-pound defensive end."])).toEqual(["Jordan Hale", "Marcus Pryor"]);
    // A hotel is no person either.
    expect(documentsPeople(["Lodging: Brannock Inn, two rooms. Host: Damon Achterberg."])).toEqual(["Damon Achterberg"]);
  });

  it("a generational suffix closes the name: 'Terrence Oduya Sr. Enters the Hall'", () => {
    expect(documentsPeople(["# The Big Man From Lisk Harbor: Terrence Oduya Sr. Enters the Hall\n\nNobody who saw Terrence Oduya Sr. in the low post forgot."])).toContain("Terrence Oduya Sr.");
  });

  it("a Markdown heading's last words do not run on into the next line's name", () => {
    const text = "# Defensive Player of the Year — Kwame Bellweather, Caldra Cyclones\nBellweather, the Cyclones' center, led the league in blocks.";
    expect(documentsPeople([text])).not.toContain("Caldra Cyclones Bellweather");
  });
});

describe("table columns, kin words and document kinds are no names (REQ-PPL-01)", () => {
  it("a one-letter position column after a roster name is not his initial", () => {
    expect(documentsPeople(["22 Haddad, Samir C 6-11 / 255 lbs Drop coverage.\n40 Whitcombe, Abe C 7-0 / 260 lbs Garbage time only."])).toEqual(["Samir Haddad", "Abe Whitcombe"]);
  });
  it("'Uncle Isaac', 'Nomination Letter' and 'Official Visit' are nobody", () => {
    const people = documentsPeople(["Official Visit Itinerary\nNomination Letter\nUncle Isaac played center. Amari Whitlock is a running back."]);
    expect(people).toEqual(["Amari Whitlock"]);
  });
});

describe("places, rooms and shops are nobody (REQ-PPL-01)", () => {
  it("a Born: label's value, a lettered room and a convention centre are no people", () => {
    const text = "Tobias Ekwueme · Ht: 6'5\" · Born: Ellery Springs · College: Sutter Bay\n\nSession 4, Ballroom B, Rivermont Convention Center\n\nGridiron Greats Collectibles";
    expect(documentsPeople([text])).toEqual(["Tobias Ekwueme"]);
    // An email's sender is a person, not a place.
    expect(documentsPeople(["From: Ray Quist\nTo: Nadia Kowalczyk\n\nQuick thoughts on Kettering."])).toEqual(["Ray Quist", "Nadia Kowalczyk"]);
  });
});

describe("a roster split across chunks, a filing's parties (REQ-PPL-01)", () => {
  it("'KOVALENKO, Dario' in one chunk and 'STUBBS, Ray' in the next are both people", () => {
    expect(documentsPeople(["1) KOVALENKO, Dario — #50 — C\nDx: ankle sprain.", "2) STUBBS, Ray — #8 — SF\nFull go."])).toEqual(["Dario Kovalenko", "Ray Stubbs"]);
  });
  it("'Defendant Dario Kovalenko' is Dario Kovalenko", () => {
    expect(documentsPeople(["3. Defendant Dario Kovalenko is a professional basketball player."])).toEqual(["Dario Kovalenko"]);
  });
});


describe("a sentence opening on a verb is no first name (REQ-PPL-01)", () => {
  it("'Flagging Finn Oyelaran' is Finn Oyelaran; 'Irving Sloane' keeps his first name", () => {
    expect(documentsPeople(["[2026-02-18 11:05] Rhiannon Tegg: Flagging Finn Oyelaran — Sporting Larkhollow U21, left-back."])).toEqual(["Rhiannon Tegg", "Finn Oyelaran"]);
    expect(documentsPeople(["Irving Sloane is a shooting guard."])).toEqual(["Irving Sloane"]);
    // A position closing a terse note is no surname: "#70 Iverson LT. meh." names nobody in full.
    expect(documentsPeople(["#72 Sorokin? no -- #70 Iverson LT. meh.", "Rory Callander QB, Dunmarra"])).toEqual(["Rory Callander"]);
  });
});

describe("a sheet's surname and given-name columns name one person (REQ-PPL-01)", () => {
  it("'last: Kimbrough; first: Rashard' is Rashard Kimbrough", () => {
    const text = "school: Velmont State; date: 2026-03-12; last: Kimbrough; first: Rashard; pos: EDGE; ht: 6035; wt: 262\n\nschool: Velmont State; last: Okoro; first: Dayne; pos: DT";
    expect(documentsPeople([text])).toEqual(expect.arrayContaining(["Rashard Kimbrough", "Dayne Okoro"]));
  });
});

describe("an opponent report's title names a team (REQ-PPL-01)", () => {
  it("'Opponent Report: Dunmarra Foxes — Offensive Line' names nobody", () => {
    expect(documentsPeople(["SALTMARSH MARINERS — PRO PERSONNEL\nOpponent Report: Dunmarra Foxes — Offensive Line\nLT 72 Wade Tollefsen — 6'6\" / 318 lbs"])).toEqual(["Wade Tollefsen"]);
  });
});

describe("a show's title and a basketball club are nobody (REQ-PPL-01)", () => {
  it("'HOOPS OVERSEAS — Episode 112' and 'Vardenne Basket' name no person", () => {
    const text = 'HOOPS OVERSEAS — Episode 112: "The Big Man From Vardenne"\n[00:00:14] GRETA: Welcome back to Hoops Overseas.\n[00:00:42] GRETA: He moved to Vardenne Basket in the summer of 2024. Obi Lanterman plays the four.';
    expect(documentsPeople([text])).toEqual(["Obi Lanterman"]);
    // A programme's "Declan Horgan — No. 9 — Forward" is a player, not a show's issue.
    expect(documentsPeople(["Declan Horgan — No. 9 — Forward"])).toEqual(["Declan Horgan"]);
  });
});

describe("greetings are nobody (dev14)", () => {
  it("'Merry Christmas' and 'Happy Birthday' are no people", () => {
    const people = documentsPeople(["Merry Christmas from all of us at the Miners! Tobias Merriweather scored 20. Happy Birthday, Coach!"]);
    expect(people).toContain("Tobias Merriweather");
    expect(people).not.toContain("Merry Christmas");
    expect(people).not.toContain("Happy Birthday");
  });
});
