import { describe, expect, it } from "vitest";
import { detectIntent, extractPlayerName } from "./intent";

describe("detectIntent: seed FR-01 examples", () => {
  it("Generate a scouting report for LeBron James", () => {
    expect(detectIntent("Generate a scouting report for LeBron James")).toEqual({
      intent: "scouting_report",
      playerName: "LeBron James",
      sportGuess: "nba",
    });
  });

  it("Scout Patrick Mahomes strengths and weaknesses", () => {
    expect(detectIntent("Scout Patrick Mahomes strengths and weaknesses")).toEqual({
      intent: "scouting_report",
      playerName: "Patrick Mahomes",
      sportGuess: "football",
    });
  });

  it("Create a player analysis → no name (clarification)", () => {
    const r = detectIntent("Create a player analysis");
    expect(r.intent).toBe("scouting_report");
    expect(r.playerName).toBeNull();
  });
});

describe("detectIntent: keywords and non-requests", () => {
  it("'any good places for lunch' is no request about a player; 'is Jalen Brooks any good?' is", () => {
    expect(detectIntent("any good places for lunch near the office?").intent).toBe("other");
    expect(detectIntent("is Jalen Brooks any good?")).toMatchObject({ intent: "scouting_report", playerName: "Jalen Brooks" });
  });
  it.each([
    "Give me a player profile on Jalen Brooks",
    "Analyze player Jalen Brooks",
    "Can I get some scouting on Jalen Brooks?",
    "Evaluate Jalen Brooks for the draft",
    "I want a breakdown of Jalen Brooks",
    "Write a report on Jalen Brooks",
    "Analysis of Jalen Brooks please",
    "What are Jalen Brooks's strengths?",
  ])("%s", (message) => {
    expect(detectIntent(message)).toMatchObject({ intent: "scouting_report", playerName: "Jalen Brooks" });
  });

  it.each(["hello", "what can you do?", "What can Scout do?", "Thanks!", "Evaluate my code", "report on the game last night"])(
    "%s is not a scouting request",
    (message) => {
      expect(detectIntent(message)).toMatchObject({ intent: "other", playerName: null });
    },
  );

  it("'full workup on X' and 'write me up X' ask for a report; how to use the app, 'to Scout', does not", () => {
    expect(detectIntent("Full workup on Rashaun Pellerin for the trade call tomorrow")).toMatchObject({ intent: "scouting_report", playerName: "Rashaun Pellerin" });
    expect(detectIntent("Write me up Dorian Wicks, the Wranglers slot receiver.")).toMatchObject({ intent: "scouting_report", playerName: "Dorian Wicks" });
    expect(detectIntent("How do I upload a PDF to Scout?")).toEqual({ intent: "other", playerName: null, sportGuess: "unknown" });
    expect(detectIntent("how can I export a report?").intent).toBe("other");
  });

  it("a request without a name still asks for a report", () => {
    expect(detectIntent("Generate a scouting report")).toMatchObject({ intent: "scouting_report", playerName: null });
  });

  it("guesses the sport from context words", () => {
    expect(detectIntent("Scout the Premier League winger Kofi Adjei-Mensah").sportGuess).toBe("soccer");
    expect(detectIntent("Scouting report on quarterback Caleb Van Dorn").sportGuess).toBe("football");
    expect(detectIntent("Scout Jalen Brooks").sportGuess).toBe("unknown");
  });
});

describe("extractPlayerName: real phrasing", () => {
  it.each([
    ["Jalen Brooks's scouting report", "Jalen Brooks"],
    ["Scout Jalen Brooks' game film", "Jalen Brooks"],
    ["Scout Jaren Jackson Jr. for the draft", "Jaren Jackson Jr."],
    ["scouting report on jaren jackson jr please", "Jaren Jackson Jr."],
    ["Scout Robert Griffin III", "Robert Griffin III"],
    ["Scout DeShawn Mercer Sr", "DeShawn Mercer Sr."],
    ["scout jalen brooks", "Jalen Brooks"],
    ["scout de'aaron fox", "De'Aaron Fox"],
    ["Give me a breakdown of De'Aaron Fox", "De'Aaron Fox"],
    ["Evaluate D'Andre Swift", "D'Andre Swift"],
    ["report on Shaquille O'Neal?", "Shaquille O'Neal"],
    ["Analysis of Jaxon Smith-Njigba please", "Jaxon Smith-Njigba"],
    ["Scout Jean-Luc Moreau", "Jean-Luc Moreau"],
    ["Scouting report: Virgil van Dijk", "Virgil van Dijk"],
    ["scout virgil van dijk", "Virgil van Dijk"],
    ["Player profile for Frenkie de Jong", "Frenkie de Jong"],
    ["Can you scout Caleb Van Dorn for the draft?", "Caleb Van Dorn"],
    ["Scout Tre'Von Haskins strengths", "Tre'Von Haskins"],
    ["Scout the Duke guard Jalen Brooks please", "Jalen Brooks"],
    ["Generate a scouting report for LeBron james", "LeBron James"],
    ["SCOUT LEBRON JAMES", "Lebron James"],
    ["Will Levis scouting report", "Will Levis"],
    ["Give me a scouting report on Luka Dončić", "Luka Dončić"],
    ["scout the young guard jalen brooks for me", "Jalen Brooks"],
    ["scouting report jalen brooks duke", "Jalen Brooks"],
    ["scout   JALEN    brooks!!!", "Jalen Brooks"],
    ["🏀 scout Jalen Brooks 🔥", "Jalen Brooks"],
    ["Need a scouting report on the Lakers' LeBron James", "LeBron James"],
    // dev16: the name that opens the message right before the cue, not words after filler.
    ["kettleridge report pls, need it before the Lanterns trip", "Kettleridge"],
    ["urgent report please on marcus pryor", "Marcus Pryor"],
    ["royals report pls for jordan hale", "Jordan Hale"],
  ])("%s → %s", (message, expected) => {
    expect(extractPlayerName(message)).toBe(expected);
  });

  it("returns null when there is no name", () => {
    expect(extractPlayerName("Create a player analysis")).toBeNull();
    expect(extractPlayerName("scout the best available point guard")).toBeNull();
    expect(extractPlayerName("")).toBeNull();
  });

  it("never returns a name longer than 200 characters, nor a run of letters", () => {
    const long = `Scout ${"Abcdefghij ".repeat(40)}`;
    const name = extractPlayerName(long);
    expect(name === null || name.length <= 200).toBe(true);
    expect(extractPlayerName(`Scout ${"A".repeat(100_000)}`)).toBeNull();
  });
});

describe("extractPlayerName with names from the user's documents", () => {
  const known = ["Jalen Brooks", "Marcus Hill", "Luka Dončić", "DeShawn Mercer Jr.", "Caleb Van Dorn"];

  it("a documented name after 'from' is where he plays when the request names another documented person", () => {
    expect(extractPlayerName("Quarles from Calder Springs, Lamont Quarles: what's he good at?", ["Calder Springs", "Lamont Quarles"])).toBe("Lamont Quarles");
  });

  it("a documented name after 'from' gives way to a short form the documents bind to someone ('Lio Bastida from Kestrel Vale')", () => {
    const aliases = [{ alias: "lio bastida", name: "Aurelio Bastida" }];
    expect(extractPlayerName("Lio Bastida from Kestrel Vale - report please", ["Kestrel Vale"], aliases)).toBe("Aurelio Bastida");
    // Named alone, it is still the one asked about.
    expect(extractPlayerName("report on Kestrel Vale", ["Kestrel Vale"], aliases)).toBe("Kestrel Vale");
    expect(extractPlayerName("Any notes from Tom Reyes' big game last night?", ["Tom Reyes", "Idris Okonjo"], [{ alias: "big game", name: "Idris Okonjo" }])).toBe("Tom Reyes");
  });

  it("returns the documents' spelling for a case- or accent-different request", () => {
    expect(extractPlayerName("scout jalen brooks", known)).toBe("Jalen Brooks");
    expect(extractPlayerName("Scout Luka Doncic", known)).toBe("Luka Dončić");
    expect(extractPlayerName("Scout DESHAWN MERCER", known)).toBe("DeShawn Mercer Jr.");
  });

  it("resolves a surname that exactly one known person carries", () => {
    expect(extractPlayerName("scout Brooks", known)).toBe("Jalen Brooks");
    expect(extractPlayerName("What are Hill's weaknesses? scouting report please", known)).toBe("Marcus Hill");
    expect(extractPlayerName("Scout van dorn", known)).toBe("Caleb Van Dorn");
  });

  it("does not guess between two people with the same surname", () => {
    expect(extractPlayerName("scout Brooks", ["Jalen Brooks", "Marcus Brooks"])).toBe("Brooks");
  });

  it("keeps the requested name when nobody in the documents matches", () => {
    expect(extractPlayerName("Scout Patrick Mahomes", known)).toBe("Patrick Mahomes");
  });
});

describe("request traps (REQ-PPL-04)", () => {
  it.each([
    ["Can you profile the Hornets' point guard Dion Marsh?", "Dion Marsh"],
    ["Scout our next centre-back target Tomas Ferreira", "Tomas Ferreira"],
    ["Our D-line coach wants a report on Kendall Fonoti", "Kendall Fonoti"],
    ["Need a report on the kid from Eastfield, Darnell Vance Jr.", "Darnell Vance Jr."],
    ["thoughts on Jalen Brooks?", "Jalen Brooks"],
    ["what do we know about marcus hale jr", "Marcus Hale Jr."],
    ["Is Brooks worth a max deal? Give me a scouting report", "Brooks"],
    ["scout Brooks from the Salem Pilots", "Brooks"],
    ["Scout the Darnell Okafor Jr. file", "Darnell Okafor Jr."],
  ])("%s → %s", (message, name) => {
    expect(detectIntent(message)).toMatchObject({ intent: "scouting_report", playerName: name });
  });

  it("a team or a role is not a player: the request asks for a name", () => {
    expect(detectIntent("scout the Eastfield quarterback")).toMatchObject({ intent: "scouting_report", playerName: null });
  });

  it.each(["remind me to scout the U19 game on Saturday", "Set a reminder to call the physio at 3", "note to self: scout report template"])(
    "an errand is not a report request: %s",
    (message) => {
      expect(detectIntent(message).intent).toBe("other");
    },
  );
});

describe("a full name is not resolved through a namesake's surname (REQ-PPL-02)", () => {
  it("Dante Pryor stays Dante Pryor when only Desmond Pryor is documented", () => {
    expect(extractPlayerName("Generate a scouting report for Dante Pryor", ["Desmond Pryor"])).toBe("Dante Pryor");
  });
});

describe("app tasks are not report requests", () => {
  it.each(["export my last report as a PDF", "delete the Hornets season preview from my documents", "please download the report"])("%s", (m) => {
    expect(detectIntent(m).intent).toBe("other");
  });
  it("a request to write a report still is one", () => {
    expect(detectIntent("send me a scouting report on Jalen Brooks").intent).toBe("scouting_report");
  });
});

describe("intake generalisation: teams, roles, short forms and shared surnames (REQ-PPL-04)", () => {
  it("rescheduling a meeting is an errand, even with a documented person", () => {
    expect(detectIntent("Move my Thursday call with Jalen Brooks to Friday", ["Jalen Brooks"])).toMatchObject({ intent: "other", playerName: null });
  });

  it("a known name the message uses as a team ('the Marlow Heath edge rusher') is not the player", () => {
    expect(extractPlayerName("What are the strengths and weaknesses of the Marlow Heath edge rusher Brooks?", ["Marlow Heath", "Jalen Brooks"])).toBe("Jalen Brooks");
  });

  it("a team word is nobody's surname: 'the Ironclads quarterback harrowgate' names a Harrowgate", () => {
    const r = detectIntent("run a report on the Ironclads quarterback harrowgate", ["Dunmore Ironclads", "Wesley Harrowgate", "Luke Harrowgate"]);
    expect(r).toMatchObject({ intent: "scouting_report", playerName: "Harrowgate" });
    expect(detectIntent("Lunch with the Ironclads people on Friday?", ["Dunmore Ironclads"]).intent).toBe("other");
  });

  it("a generational suffix closes a lower-case name", () => {
    expect(extractPlayerName("scout delacroix jr looking sharp lately")).toBe("Delacroix Jr.");
  });

  it("lower-case words after a known surname are dropped", () => {
    expect(extractPlayerName("how's brooks holding up? scouting report please", ["Jalen Brooks"])).toBe("Jalen Brooks");
  });

  it("a short form of two or more words the index binds (a nickname) names its person", () => {
    expect(extractPlayerName("report on the Lighthouse at Castlemere", ["Idris Fenwick"], [{ alias: "the lighthouse", name: "Idris Fenwick" }])).toBe("Idris Fenwick");
  });

  it("of people sharing a surname, the one a document binds it to", () => {
    expect(
      extractPlayerName("What's the book on the JUCO corner Pickering?", ["Amari Pickering", "Deshawn Pickering"], [{ alias: "pickering", name: "Deshawn Pickering" }]),
    ).toBe("Deshawn Pickering");
  });

  it("a terse surname + position names a documented person even when the surname is shared", () => {
    expect(detectIntent("fenwick striker castlemere", ["Idris Fenwick", "Scott Fenwick"])).toMatchObject({ intent: "scouting_report", playerName: "Fenwick" });
    expect(detectIntent("fenwick striker castlemere").intent).toBe("other");
  });

  it("a report on 'him' is a request whose player is still to be named", () => {
    expect(detectIntent("do a report on him")).toMatchObject({ intent: "scouting_report", playerName: null });
  });
});

describe("a word of the game is no surname", () => {
  it("'point' of 'point guard' never names a documented Sable Point", () => {
    expect(extractPlayerName("What do we have on the Gulls' new point guard, Kettering?", ["Sable Point", "Isaiah Kettering", "Niall Kettering"])).toBe("Kettering");
  });
});

describe("detectIntent: spoken suffixes, teams after 'the', small talk (REQ-PPL-08)", () => {
  const known = ["Cornelius Ashby II", "Cornelius Ashby III", "Sione Falaniko", "Red River Drovers", "Hoops Harbor"];
  it("'the third' is the suffix III", () => {
    expect(detectIntent("How does Ashby the third look so far? Give me a rundown", known)).toMatchObject({ intent: "scouting_report", playerName: expect.stringMatching(/Ashby III$/) });
  });
  it("a word after 'the' is a team, not the player's surname", () => {
    expect(detectIntent("can u do falanico from the drovers", known)).toMatchObject({ intent: "scouting_report", playerName: "Falanico" });
  });
  it("weather and traffic questions are not requests, whatever place they name", () => {
    expect(detectIntent("what's the weather in Harbor City this weekend?", known)).toMatchObject({ intent: "other", playerName: null });
    expect(detectIntent("Scout the forecast for Jalen Brooks's minutes")).toMatchObject({ intent: "scouting_report" });
  });
});

describe("pronoun contractions are not names (REQ-PPL-04)", () => {
  it("'a striker we're looking at' names nobody", () => {
    expect(extractPlayerName("I need a scouting report on a striker we're looking at")).toBeNull();
    expect(extractPlayerName("report on a winger they've been tracking")).toBeNull();
    expect(extractPlayerName("report on shaq o'neal")).toBe("Shaq O'Neal");
  });
});

describe("requests typed in capitals and closing words", () => {
  it("'NICO ALBRETHSON REPORT ASAP' names Nico Albrethson, not 'Asap'", () => {
    expect(detectIntent("NICO ALBRETHSON REPORT ASAP")).toMatchObject({ intent: "scouting_report", playerName: "Nico Albrethson" });
    expect(detectIntent("nico albrethson report asap")).toMatchObject({ intent: "scouting_report", playerName: "Nico Albrethson" });
  });
});

describe("scouting idioms and shorthand", () => {
  it("'what's the book on X' asks for a report; 'the book on this weekend' does not", () => {
    expect(detectIntent("what's the book on Raphael Duquesne?")).toMatchObject({ intent: "scouting_report", playerName: "Raphael Duquesne" });
    expect(detectIntent("what's the book on this weekend?")).toMatchObject({ intent: "other" });
  });

  it("'a report on that left-back' asks for a report on a player still to be named", () => {
    expect(detectIntent("I need a report on that left-back we talked about yesterday")).toEqual({ intent: "scouting_report", playerName: null, sportGuess: "soccer" });
  });

  it("'rpt' closes a request: 'kasprzak qb ironmen - scouting rpt' names Kasprzak", () => {
    expect(detectIntent("kasprzak qb ironmen - scouting rpt")).toMatchObject({ intent: "scouting_report", playerName: "Kasprzak" });
  });
});

describe("spoken suffixes and plain asks", () => {
  it("'Caleb Whitford the Third' is Caleb Whitford III; 'marcus treadwel junior' closing the request is Jr.", () => {
    expect(detectIntent("Need a full eval on Caleb Whitford the Third", ["Caleb Whitford III", "Caleb Whitford Jr."])).toMatchObject({ intent: "scouting_report", playerName: "Caleb Whitford III" });
    expect(detectIntent("give me a report on marcus treadwel junior").playerName).toBe("Marcus Treadwel Jr.");
    expect(detectIntent("scout him, he's a junior.").playerName).toBeNull();
  });
  it("'send me what we know' and 'I need something on X' ask for a report; lunch plans do not", () => {
    expect(detectIntent("Rasheed Belamy - we offered him, send me what we know").intent).toBe("scouting_report");
    expect(detectIntent("I need something on Lindquist, the Ironclads tackle").intent).toBe("scouting_report");
    expect(detectIntent("do you know what we have for lunch").intent).toBe("other");
    expect(detectIntent("I need something on my desk by Friday").intent).toBe("other");
  });
});

describe("asks by what a player does well, write-ups, and questions about the app", () => {
  it("'what does he do well and where does he struggle' and 'full write-up please' ask for a report", () => {
    expect(detectIntent("Kimbrough from Velmont -- what does he do well and where does he struggle?")).toMatchObject({ intent: "scouting_report", playerName: "Kimbrough" });
    expect(detectIntent("the Mariners QB Lindquist -- full write-up please").intent).toBe("scouting_report");
    expect(detectIntent("Sweeny from Wrenford -- strengths and weaknesses?").playerName).toBe("Sweeny");
    expect(detectIntent("scouting report: Whitlow (Brindle Falls HS)").playerName).toBe("Whitlow");
    expect(detectIntent("report on tollefson (foxes LT)").playerName).toBe("Tollefson");
  });
  it("a question about the app's own terms is not a request", () => {
    expect(detectIntent("What's the difference between a scouting report and a player profile in your app?").intent).toBe("other");
    expect(detectIntent("Can Scout write a report in this app?").intent).toBe("other");
    expect(detectIntent("what time is kickoff in Port Alder on Sunday?").intent).toBe("other");
  });
});

describe("errands that name a player (dev13)", () => {
  const known = ["Rennick Ashby Jr.", "Callum Rourke", "Cassius Vantreese", "Jalen Brooks"];
  it.each([
    "text Nora that Ashby Jr.'s weigh-in moved to Thursday",
    "tell Brooks to bring his own shoes",
    "happy birthday to Callum Rourke! can you draft a card from the staff?",
    "Is Vantreese playing tonight or is he still in foul trouble with the league office lol",
  ])("%s → other", (text) => {
    expect(detectIntent(text, known).intent).toBe("other");
  });
  it("'tell me about X', 'write him up' and a report asked beside a schedule question still ask for a report", () => {
    expect(detectIntent("tell me about Callum Rourke", known)).toMatchObject({ intent: "scouting_report", playerName: "Callum Rourke" });
    expect(detectIntent("the rovers keeper? write him up", known).intent).toBe("scouting_report");
    expect(detectIntent("is Brooks starting tonight? need a scouting report on him first", known)).toMatchObject({ intent: "scouting_report", playerName: "Jalen Brooks" });
  });
});

describe("a surname typed in lower case with one letter wrong", () => {
  it("'brandvol' names the known Octavio Brandvold; nothing a letter away names nobody", () => {
    expect(detectIntent("give me a rundown on that ondercliff freshman brandvol", ["Octavio Brandvold"])).toMatchObject({ intent: "scouting_report", playerName: "Octavio Brandvold" });
    expect(detectIntent("give me a rundown on that ondercliff freshman brandvol", ["Octavio Brandvold", "Lena Brandvolt"]).playerName).toBeNull();
    // An ordinary word is no slip: "a faster left back" is not Foster, "our punter" not Hunter.
    expect(detectIntent("need a scouting report on a faster left back", ["Dane Foster"]).playerName).toBeNull();
    expect(detectIntent("scouting report on our punter please", ["Cal Hunter"]).playerName).toBeNull();
  });
});

describe("names in requests (dev14)", () => {
  it("a surname that is also a club's one-word name ('Wade Sunderland') is a person", () => {
    expect(extractPlayerName("Scout report on Wade Sunderland, the point guard")).toBe("Wade Sunderland");
  });

  it("a bracket beside the name says where he plays", () => {
    expect(extractPlayerName("Kallas (Redwater Valley) scouting summary please")).toBe("Kallas");
  });

  it("'Senior' spelled out before 'from' is his suffix", () => {
    expect(extractPlayerName("Pull up everything on Reginald Pike Senior from his playing days")).toBe("Reginald Pike Sr.");
  });

  it("an undocumented nickname yields to the one documented surname elsewhere in the message", () => {
    expect(extractPlayerName("Can you do El Toro for me? Kestrel's striker Varga", ["Mateo Varga", "Teodor Lindqvist"])).toBe("Mateo Varga");
    expect(extractPlayerName("Report on Dante Pryor", ["Desmond Pryor"])).toBe("Dante Pryor");
  });

  it("'Lakeshore's lineman' names his team, not him", () => {
    expect(extractPlayerName("Big Tuck — can you run a report on him? Lakeshore's lineman")).not.toBe("Lakeshore");
  });
});

describe("a surname with its suffix (dev14)", () => {
  it("'Pike Jr.' is never the father the bare surname is bound to", () => {
    const known = ["Reginald Pike Sr.", "Reginald Pike Jr.", "Reggie Pike Jr."];
    const aliases = [
      { alias: "pike", name: "Reginald Pike Sr." },
      { alias: "pike jr", name: "Reggie Pike Jr." },
      { alias: "pike jr", name: "Reginald Pike Jr." },
    ];
    expect(extractPlayerName("Could you write up Pike Jr.'s strengths and weaknesses?", known, aliases)).toBe("Pike Jr.");
    expect(extractPlayerName("Report on Pike Sr.", known, aliases)).toBe("Reginald Pike Sr.");
  });
});

describe("a name shaped like a person's stays who was asked for (review)", () => {
  it("'Dante Pryor, how does he compare to Brooks?' is Dante Pryor", () => {
    expect(extractPlayerName("Report on Dante Pryor, how does he compare to Brooks?", ["Jalen Brooks", "Desmond Pryor"])).toBe("Dante Pryor");
  });
});

describe("words typed in lower case beside a documented surname", () => {
  it("'vashti report. rim protection focus' is Oren Vashti", () => {
    expect(extractPlayerName("vashti report. rim protection focus", ["Oren Vashti", "Tremaine Castellanos"])).toBe("Oren Vashti");
  });
});

describe("a team before a position code (dev15)", () => {
  it("'Hollis, the Granite Falls DE': the surname is the name, the team is where he plays", () => {
    expect(extractPlayerName("Hollis, the Granite Falls DE — need a report for the Thursday meeting", ["Dmitri Hollis", "Granite Falls"])).toBe("Dmitri Hollis");
  });
});
