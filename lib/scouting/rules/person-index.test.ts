import { describe, expect, it } from "vitest";
import { buildMentionMatcher } from "./mentions";
import { indexPeople, keyedText } from "./person-index";
import { requestRoles, resolvePerson, titledAs, type PersonMatch } from "./person-resolve";

const person = (name: string, key: string, extra: Partial<PersonMatch> = {}): PersonMatch => ({
  key,
  name,
  aliases: [],
  documentIds: ["d1"],
  mentions: 1,
  similarity: 1,
  ...extra,
});

describe("requests the documents write another way (REQ-PPL-02)", () => {
  const library = [person("Lachlan Pryor", "lachlan pryor"), person("Desmond Pryor", "desmond pryor", { documentIds: ["c1"] }), person("Darius Whitfield", "darius whitfield"), person("Tariq Whitfield", "tariq whitfield", { documentIds: ["c2"] })];
  it("'Lachie Pryor' is Lachlan Pryor: a four-letter stem and a pet ending", () => {
    expect(resolvePerson("Lachie Pryor", library)).toMatchObject({ status: "found", person: { key: "lachlan pryor" } });
  });
  it("'whitfield darius', surname first, is Darius Whitfield", () => {
    expect(resolvePerson("Whitfield Darius", library)).toMatchObject({ status: "found", person: { key: "darius whitfield" } });
  });
});

describe("indexPeople (REQ-PPL-01)", () => {
  it("keeps Jr. and Sr. apart and binds neither to the bare surname", () => {
    const people = indexPeople(["Marcus Hale Jr. scored 20 while Marcus Hale Sr. watched. Hale Jr. is quick."]);
    expect(people.map((p) => p.key).sort()).toEqual(["marcus hale jr", "marcus hale sr"]);
    const jr = people.find((p) => p.key === "marcus hale jr")!;
    expect(jr.aliases).toEqual(["hale jr"]);
    expect(jr.mentions).toBe(2);
  });

  it("binds a surname and a quoted nickname only when one person carries them", () => {
    const people = indexPeople(['Darnell "Dee" Okafor and Jalen Brooks met.', "Brooks passed to Dee. Okafor scored."]);
    const okafor = people.find((p) => p.key === "darnell okafor")!;
    expect(okafor.aliases).toEqual(expect.arrayContaining(["okafor", "dee"]));
    expect(okafor.chunkIndexes).toEqual([0, 1]);
    expect(people.find((p) => p.key === "jalen brooks")!.chunkIndexes).toEqual([0, 1]);
  });

  it("a shared surname is bound to nobody", () => {
    const people = indexPeople(["Jalen Brooks and Marcus Brooks both start. Brooks scored."]);
    for (const p of people) expect(p.aliases).not.toContain("brooks");
  });

  it("keyedText maps folded keys back to the source", () => {
    const keyed = keyedText("Tre'Von Haskins, Dončić");
    const at = keyed.text.indexOf("trevon haskins");
    expect(at).toBe(0);
    expect(keyed.text).toContain("doncic");
    expect(keyed.map[keyed.text.indexOf("doncic")]).toBe("Tre'Von Haskins, ".length);
  });
});

describe("resolvePerson (REQ-PPL-02)", () => {
  const jr = person("Marcus Hale Jr.", "marcus hale jr");
  const sr = person("Marcus Hale Sr.", "marcus hale sr");
  it("a suffixed request takes only that suffix", () => {
    expect(resolvePerson("Marcus Hale Jr.", [jr, sr])).toMatchObject({ status: "found", person: { key: "marcus hale jr" } });
    expect(resolvePerson("Marcus Hale III", [jr, sr]).status).toBe("not_found");
  });
  it("a bare name with two suffixed people asks", () => {
    expect(resolvePerson("Marcus Hale", [jr, sr])).toMatchObject({ status: "ambiguous" });
    const plain = person("Marcus Hale", "marcus hale");
    expect(resolvePerson("marcus hale", [plain, jr])).toMatchObject({ status: "ambiguous" });
  });
  it("a full name another document binds as a nickname is that person, with both documents (REQ-PPL-08)", () => {
    const full = person("Chidubem Eze", "chidubem eze", { aliases: ["chidi", "chidi eze"], documentIds: ["report"] });
    const nick = person("Chidi Eze", "chidi eze", { documentIds: ["digest"] });
    expect(resolvePerson("Chidi Eze", [nick, full])).toMatchObject({ status: "found", person: { name: "Chidubem Eze", documentIds: ["report", "digest"] } });
    expect(resolvePerson("Chidi Eze", [nick])).toMatchObject({ status: "found", person: { name: "Chidi Eze" } });
  });

  it("two full names bound to each other: the one asked for is his name, with both keys and all documents (dev20)", () => {
    const full = person("Nikolai Brandvold", "nikolai brandvold", { aliases: ["nik", "nik brandvold"], documentIds: ["ticket", "rental"] });
    const short = person("Nik Brandvold", "nik brandvold", { aliases: ["nik", "nikolai brandvold"], documentIds: ["ticket"] });
    const found = resolvePerson("Nikolai Brandvold", [short, full]);
    expect(found).toMatchObject({ status: "found", person: { name: "Nikolai Brandvold", documentIds: ["ticket", "rental"] } });
    expect(found.status === "found" && found.person.aliases).toContain("nik brandvold");
  });

  it("the nickname's full form joins him even where his initial form ('O. Brandvold') joined first", () => {
    const full = person("Octavio Brandvold", "octavio brandvold", { aliases: ["tavi", "tavi brandvold"], documentIds: ["review"] });
    const initial = person("O. Brandvold", "o brandvold", { documentIds: ["yearbook"] });
    const nick = person("Tavi Brandvold", "tavi brandvold", { documentIds: ["digest", "radio"] });
    expect(resolvePerson("Octavio Brandvold", [full, nick, initial])).toMatchObject({ status: "found", person: { name: "Octavio Brandvold", documentIds: ["review", "yearbook", "digest", "radio"] } });
  });

  it("a familiar form of his given name ('Gus', 'Zeke', 'Santi') is him, with every document, when he is the one it fits (REQ-PPL-08)", () => {
    const full = person("Augustus Feeney", "augustus feeney", { documentIds: ["magazine"] });
    const gus = person("Gus Feeney", "gus feeney", { documentIds: ["call-in"] });
    expect(resolvePerson("Gus Feeney", [gus, full])).toMatchObject({ status: "found", person: { name: "Augustus Feeney", documentIds: ["magazine", "call-in"] } });
    expect(resolvePerson("Augustus Feeney", [full, gus])).toMatchObject({ status: "found", person: { name: "Augustus Feeney", documentIds: ["magazine", "call-in"] } });
    expect(resolvePerson("Gus Feeney", [full])).toMatchObject({ status: "found", person: { name: "Augustus Feeney" } });
    expect(resolvePerson("Santi Ferrow", [person("Santiago Ferrow", "santiago ferrow")])).toMatchObject({ status: "found", person: { name: "Santiago Ferrow" } });
    // The surname alone asks no question between the two forms of one man.
    const zeke = person("Zeke Marchetti", "zeke marchetti", { documentIds: ["blog"] });
    const ezekiel = person("Ezekiel Marchetti", "ezekiel marchetti", { documentIds: ["profile"] });
    expect(resolvePerson("Marchetti", [zeke, ezekiel].map((p) => ({ ...p, aliases: ["marchetti"] })))).toMatchObject({ status: "found", person: { name: "Ezekiel Marchetti" } });
  });

  it("a short form that fits two documented people, or opens another name in three letters, is no familiar form", () => {
    const twins = [person("Augustus Feeney", "augustus feeney"), person("Angus Feeney", "angus feeney")];
    expect(resolvePerson("Gus Feeney", twins).status).not.toBe("found");
    expect(resolvePerson("Ron Sweeney", [person("Ronan Sweeney", "ronan sweeney")]).status).toBe("not_found");
    expect(resolvePerson("Jalen Feeney", [person("Augustus Feeney", "augustus feeney")]).status).toBe("not_found");
  });

  it("an alias bound to one person resolves; to two, asks", () => {
    const brooks = person("Jalen Brooks", "jalen brooks", { aliases: ["brooks", "jalen"] });
    const marcus = person("Marcus Brooks", "marcus brooks", { aliases: ["brooks", "marcus"] });
    expect(resolvePerson("Jalen", [brooks])).toMatchObject({ status: "found" });
    expect(resolvePerson("Brooks", [brooks, marcus])).toMatchObject({ status: "ambiguous" });
  });
  it("a slip of a letter resolves when one person is that close; two close names are asked about", () => {
    const brooks = person("Jalen Brooks", "jalen brooks", { similarity: 0.7 });
    expect(resolvePerson("Jalen Brookes", [brooks])).toMatchObject({ status: "found", person: { name: "Jalen Brooks" } });
    const brookes = person("Jalen Brookes", "jalen brookes", { similarity: 0.7 });
    expect(resolvePerson("Jalen Brooke", [brooks, brookes])).toMatchObject({ status: "ambiguous" });
    // Another first letter is another person.
    expect(resolvePerson("Dalen Brooks", [brooks]).status).toBe("not_found");
  });
  it("farther spellings are suggestions, never a silent match", () => {
    const brooks = person("Jalen Brooks", "jalen brooks", { similarity: 0.6 });
    expect(resolvePerson("Jalen Brookston", [brooks])).toMatchObject({ status: "not_found", suggestions: [{ name: "Jalen Brooks" }] });
  });
  it("a short given name the document uses is bound ('Kai' for Malakai)", () => {
    const [fonoti] = indexPeople(["Malakai Fonoti came back. Kai is a problem off the edge."]);
    expect(fonoti.aliases).toEqual(expect.arrayContaining(["kai", "kai fonoti"]));
  });
});

describe("mention matcher with suffixes", () => {
  it("the father's sentence is not the son's", () => {
    const m = buildMentionMatcher("Marcus Hale Jr.", ["Marcus Hale Sr."]);
    expect(m.summarize("Marcus Hale Sr. stood 6-foot-11.").target).toBe(false);
    expect(m.summarize("Marcus Hale Sr. stood 6-foot-11.").others.size).toBe(1);
    expect(m.summarize("Marcus Hale Jr. is 6-foot-4.").target).toBe(true);
    expect(m.summarize("Hale Jr. is 6-foot-4.").target).toBe(true);
    expect(m.isTarget("Marcus Hale Sr.")).toBe(false);
  });
  it("a bare father's name beside the son's suffixed one belongs to the father", () => {
    const m = buildMentionMatcher("Marcus Hale Jr.", ["Marcus Hale"]);
    expect(m.summarize("Marcus Hale played center.").target).toBe(false);
    expect(m.summarize("Marcus Hale Jr. plays point guard.").others.size).toBe(0);
  });
  it("aliases from the people index count as the target", () => {
    const m = buildMentionMatcher("Darnell Okafor", [], ["dee"]);
    expect(m.summarize("Dee ran the floor.").target).toBe(true);
  });
});

describe("a family's bare surname (REQ-PPL-03)", () => {
  it("means the one the document names first; 'the elder Okafor' and 'Okafor Sr.' mean the father", () => {
    const m = buildMentionMatcher("Darnell Okafor Jr.", ["Darnell Okafor Sr."], [], "Darnell Okafor Jr.");
    expect(m.summarize("Okafor, 24, was averaging 14.1 points.").target).toBe(true);
    expect(m.summarize("the elder Okafor said on the broadcast").target).toBe(false);
    expect(m.summarize("Okafor Sr. called the game.").target).toBe(false);
    const father = buildMentionMatcher("Darnell Okafor Sr.", ["Darnell Okafor Jr."], [], "Darnell Okafor Jr.");
    expect(father.summarize("Okafor, 24, was averaging 14.1 points.").target).toBe(false);
  });
});

describe("a name written as it sounds (REQ-PPL-02)", () => {
  it("'Raphael Duquesne', 'Brodie Kasprzack' and 'Kaelan Mowbray' are the one player who sounds so", () => {
    const rafael = person("Rafael Duquesne", "rafael duquesne", { similarity: 0.6 });
    const brody = person("Brody Kasprzak", "brody kasprzak", { similarity: 0.6 });
    const caelan = person("Caelan Mowbray", "caelan mowbray", { similarity: 0.6 });
    expect(resolvePerson("Raphael Duquesne", [rafael, brody, caelan])).toMatchObject({ status: "found", person: { name: "Rafael Duquesne" } });
    expect(resolvePerson("Brodie Kasprzack", [rafael, brody, caelan])).toMatchObject({ status: "found", person: { name: "Brody Kasprzak" } });
    expect(resolvePerson("Kaelan Mowbray", [rafael, brody, caelan])).toMatchObject({ status: "found", person: { name: "Caelan Mowbray" } });
  });
  it("two who sound the same are asked about; a name that sounds different is not taken", () => {
    const kealey = person("Jordan Kealey", "jordan kealey", { similarity: 0.6 });
    const keeley = person("Jordan Keeley", "jordan keeley", { similarity: 0.6 });
    expect(resolvePerson("Jordan Kiley", [kealey, keeley])).toMatchObject({ status: "ambiguous" });
    expect(resolvePerson("Jordan Kelso", [kealey]).status).toBe("not_found");
    // Sounding alike is not enough when the spelling is farther off: "Kirwan" is not "Kearney".
    expect(resolvePerson("Desmond Kirwan", [person("Desmond Kearney", "desmond kearney", { similarity: 0.5 })]).status).toBe("not_found");
    // Nor is a name that ends otherwise: "Marco" is not "Marek" (dev20).
    expect(resolvePerson("Marco Velthuis", [person("Marek Velthuis", "marek velthuis", { similarity: 0.6 })]).status).toBe("not_found");
    expect(resolvePerson("Thaddeus Wyncliff", [person("Thaddeus Wynncliffe", "thaddeus wynncliffe", { similarity: 0.6 })])).toMatchObject({ status: "found" });
    expect(resolvePerson("Eric Johnson", [person("Erik Jonsen", "erik jonsen", { similarity: 0.6 })])).toMatchObject({ status: "found" });
  });
});

describe("two letters apart is another name", () => {
  it("'Darius Stroud' is not silently 'Dario Stroud'", () => {
    const dario = person("Dario Stroud", "dario stroud", { similarity: 0.6 });
    expect(resolvePerson("Darius Stroud", [dario])).toMatchObject({ status: "not_found", suggestions: [{ name: "Dario Stroud" }] });
  });
});

describe("collectTeamishPhrases", () => {
  it("a plural after 'the' is a team nickname whatever follows; a plural-looking surname is not", async () => {
    const { collectTeamishPhrases } = await import("./people");
    const { lastWords } = collectTeamishPhrases(["The Foxes' wing blew up two pick-and-rolls.", "It was the Brooks era."]);
    expect(lastWords.has("foxes")).toBe(true);
    expect(lastWords.has("brooks")).toBe(false);
  });

  it("a headline's 'Light the Wicks' beside 'Wicks is a 5-10 slot man' marks no team: the word is his surname", async () => {
    const { collectTeamishPhrases } = await import("./people");
    const { lastWords } = collectTeamishPhrases(["# Waiver Wire, Week 15: Light the Wicks", "Wicks is a 5-10, 184-pound slot man.", "The Gulls have won four straight."]);
    expect(lastWords.has("wicks")).toBe(false);
    expect(lastWords.has("gulls")).toBe(true);
  });

  it("a table's Team column, 'Name (Team)' and 'vs. Team' mark teams; a person in brackets does not", async () => {
    const { collectTeamishPhrases } = await import("./people");
    const { phrases } = collectTeamishPhrases([
      "| Player | Team | Ht |\n|---|---|---|\n| Mikael Strand | Halvorsen Harriers | 6 ft 7 in |",
      "LB Colby Rucker (Marrowdale Ironclads); Week 9 vs. Tolvary Thunderheads",
      "Coach Lena Brandt (Dara Okafor) spoke.",
    ]);
    expect(phrases.has("halvorsen harriers")).toBe(true);
    expect(phrases.has("marrowdale ironclads")).toBe(true);
    expect(phrases.has("tolvary thunderheads")).toBe(true);
    expect(phrases.has("dara okafor")).toBe(false);
  });
});

describe("intake generalisation: people index and resolution", () => {
  it("a sentence opening on an adjective ('Different Tobias.') names nobody; a nickname on a line of its own joins no name", () => {
    const people = indexPeople(["His teammate Tobias Quill has booked lessons too. Different Tobias. Shorter, 5'10\"."]);
    expect(people.map((p) => p.key)).toEqual(["tobias quill"]);
    const card = indexPeople(['CORBIN ASHDOWN\n"Flash"\nPosition: Combo guard\n\nDarnell "Dee" Okafor starts.']);
    expect(card.map((p) => p.key).sort()).toEqual(["corbin ashdown", "darnell okafor"]);
    expect(card.find((p) => p.key === "darnell okafor")!.aliases).toContain("dee");
  });

  it("a contraction opening a sentence is not part of a name", () => {
    const people = indexPeople(["Q: Didn't Delacroix Jr. start at some other school? Marcus Delacroix Jr. did not."]);
    expect(people.map((p) => p.key)).toEqual(["marcus delacroix jr"]);
  });

  it("a cued quoted nickname becomes an alias of the person the title or the sentence before names", () => {
    const dossier = indexPeople(['# Dossier — Idris Fenwick\nClub: Castlemere United. Height 1.91 m. Nickname in the English press: "the Lighthouse".']);
    expect(dossier.find((p) => p.key === "idris fenwick")!.aliases).toContain("the lighthouse");
    const wire = indexPeople(['CASTLEMERE SIGN FENWICK\n\nCastlemere United have signed striker Idris Fenwick from Deepwater.\n\nThe 25-year-old, known to supporters as "the Lighthouse", scored 19.']);
    expect(wire.find((p) => p.key === "idris fenwick")!.aliases).toContain("the lighthouse");
    // A quoted remark is no nickname.
    const remark = indexPeople(['Celia Runde called Dion Okafor "the kind of forward who can guard anyone".']);
    for (const p of remark) expect(p.aliases.some((a) => a.startsWith("the "))).toBe(false);
  });

  it("a one-letter slip of a surname alone resolves to the person whose alias it nearly is", () => {
    const out = resolvePerson("Moorcraft", [person("Caleb Moorcroft", "caleb moorcroft", { aliases: ["moorcroft", "caleb"], similarity: 0.54 })]);
    expect(out).toMatchObject({ status: "found", person: { name: "Caleb Moorcroft" } });
  });

  it("a suffixed short form the index binds ('Delacroix Jr.') resolves", () => {
    const out = resolvePerson("Delacroix Jr.", [person("Marcus Delacroix Jr.", "marcus delacroix jr", { aliases: ["delacroix jr"] }), person("Marcus Delacroix Sr.", "marcus delacroix sr")]);
    expect(out).toMatchObject({ status: "found", person: { name: "Marcus Delacroix Jr." } });
  });

  it("a surname two people carry, bound to neither, asks which one", () => {
    const out = resolvePerson("Fenwick", [person("Idris Fenwick", "idris fenwick", { similarity: 0.57 }), person("Scott Fenwick", "scott fenwick", { similarity: 0.57 })]);
    expect(out.status).toBe("ambiguous");
  });

  it("a role the request gives picks the person a document titles with it", () => {
    expect(requestRoles("run a report on the Ironclads quarterback harrowgate")).toEqual(["quarterback"]);
    expect(requestRoles("the Carrow Valley edge rusher Oduya")).toEqual(["edge rusher"]);
    // A role the request denies is not his: "not the assistant coach", "not the keeper brother".
    expect(requestRoles("Marcus Vell, the Pilots forward (the player, not the assistant coach) -- can you scout him?")).toEqual(["forward"]);
    expect(requestRoles("Costigan, the Harrowmere centre-half -- not the keeper brother -- report please")).toEqual(["centre-half"]);
    const text = "Quarterback Wesley Harrowgate signed. The Ironclads' quarterback threw to his brother, tight end Luke Harrowgate.";
    expect(titledAs(text, "Wesley Harrowgate", ["quarterback"])).toBe(true);
    expect(titledAs(text, "Luke Harrowgate", ["quarterback"])).toBe(false);
    expect(titledAs("Idris Fenwick, the striker, scored.", "Idris Fenwick", ["striker"])).toBe(true);
  });
});

describe("slips of spelling and initials (REQ-PPL-02)", () => {
  const greaves = person("Tyrell Greaves", "tyrell greaves");
  const pruittSr = person("Isaiah Pruitt Sr.", "isaiah pruitt sr");
  const pruittJr = person("Isaiah Pruitt Jr.", "isaiah pruitt jr");
  it("one slip in each word is that player; two in one word is only offered, unless the name sounds the same", () => {
    expect(resolvePerson("Tyrel Greeves", [greaves])).toMatchObject({ status: "found", person: { key: "tyrell greaves" } });
    expect(resolvePerson("Brody Kesslering", [person("Brody Kesselring", "brody kesselring")])).toMatchObject({ status: "found" });
    expect(resolvePerson("Quinlan Ashby", [person("Quentin Ashby", "quentin ashby")]).status).toBe("not_found");
    // "Quinten" is how "Quentin" sounds: the one Quentin Ashby documented.
    expect(resolvePerson("Quinten Ashby", [person("Quentin Ashby", "quentin ashby")]).status).toBe("found");
    expect(resolvePerson("Ty Greaves", [person("Jo Greaves", "jo greaves")]).status).toBe("not_found");
  });
  it("of two names within reach, the one with fewer slips is meant; equally near ones are asked about", () => {
    const pettaway = person("Isaiah Pettaway", "isaiah pettaway");
    const pettway = person("Isaiah Pettway", "isaiah pettway");
    expect(resolvePerson("Isiah Pettaway", [pettaway, pettway])).toMatchObject({ status: "found", person: { key: "isaiah pettaway" } });
    expect(resolvePerson("Isiah Pettway", [pettaway, pettway])).toMatchObject({ status: "found", person: { key: "isaiah pettway" } });
    expect(resolvePerson("Jalen Brooke", [person("Jalen Brooks", "jalen brooks"), person("Jalen Brookes", "jalen brookes")]).status).toBe("ambiguous");
  });
  it("a slip with the suffix kept is that person, never his father", () => {
    expect(resolvePerson("Isiah Pruit Sr.", [pruittSr, pruittJr])).toMatchObject({ status: "found", person: { key: "isaiah pruitt sr" } });
    expect(resolvePerson("Isiah Pruit III", [pruittSr, pruittJr]).status).toBe("not_found");
  });
  it("the roster's initial form is the same person, with its documents", () => {
    const full = person("Brody Kesselring", "brody kesselring", { documentIds: ["recap"] });
    const initial = person("B. Kesselring", "b kesselring", { documentIds: ["oline-notes"] });
    expect(resolvePerson("Brody Kesselring", [full, initial])).toMatchObject({ status: "found", person: { documentIds: ["recap", "oline-notes"] } });
    expect(resolvePerson("Kesselring", [full, initial])).toMatchObject({ status: "found", person: { key: "brody kesselring" } });
    // Two documented people of that initial: the initial form is nobody's.
    const other = person("Bo Kesselring", "bo kesselring", { documentIds: ["depth"] });
    expect(resolvePerson("Brody Kesselring", [full, initial, other])).toMatchObject({ status: "found", person: { documentIds: ["recap"] } });
  });
  it("his full name asked, a document's 'Cass Whitlow' (a short form his profile binds to him) brings its documents", () => {
    const full = person("Cassius Whitlow", "cassius whitlow", { aliases: ["cass", "cass whitlow"], documentIds: ["profile"] });
    const short = person("Cass Whitlow", "cass whitlow", { documentIds: ["newsletter"] });
    expect(resolvePerson("Cassius Whitlow", [full, short])).toMatchObject({ status: "found", person: { name: "Cassius Whitlow", documentIds: ["profile", "newsletter"] } });
  });
  it("a surname a match report binds to its initial form is the one full name of that initial", () => {
    const full = person("Finn Oyelaran", "finn oyelaran", { documentIds: ["thread"] });
    const initial = person("F. Oyelaran", "f oyelaran", { aliases: ["oyelaran"], documentIds: ["notes"] });
    const namesake = person("Tobi Oyelaran", "tobi oyelaran", { documentIds: ["thread"] });
    expect(resolvePerson("Oyelaran", [full, initial, namesake])).toMatchObject({ status: "found", person: { name: "Finn Oyelaran", documentIds: ["thread", "notes"] } });
    expect(resolvePerson("Oyelaran", [initial, namesake])).toMatchObject({ status: "found", person: { name: "F. Oyelaran" } });
  });
});

describe("nicknames said in speech and in features (REQ-PPL-08)", () => {
  it("'Everybody calls me \"Deuce.\"' in his turn binds Deuce to the speaker, not his father", () => {
    const text = [
      "Isaiah Pruitt Sr. and his son Isaiah Pruitt Jr. join the show.",
      "",
      "[00:00:21] PRUITT JR.: (laughs) Everybody calls me \"Deuce.\" My mom started it.",
      "",
      "[00:00:24] PRUITT SR.: And nobody calls me \"Little\" anything.",
    ].join("\n");
    const people = indexPeople([text]);
    expect(people.find((p) => p.key === "isaiah pruitt jr")?.aliases).toEqual(expect.arrayContaining(["deuce", "deuce pruitt"]));
    expect(people.find((p) => p.key === "isaiah pruitt sr")?.aliases).not.toContain("little");
  });
  it("'It is \"Ambo\" — a name that followed him' binds to the person the paragraph last named", () => {
    const text = "# The Ambo Effect\n\nHow a trade turned Dontrell Ambrose into the engine of the Herons.\n\nNobody calls him Dontrell. Not the coaches. It is \"Ambo\" — a name that followed him from his dorm.";
    const people = indexPeople([text]);
    expect(people.map((p) => p.key)).not.toContain("ambo effect");
    expect(people.find((p) => p.key === "dontrell ambrose")?.aliases).toContain("ambo");
  });
  it("a quoted full name with his surname is his nickname", () => {
    const text = "Participants: QB Cade Holloway\n\nHOLLOWAY: The O-line gave me that. \"Hollywood Holloway.\" My mom thinks it's funny.";
    const cade = indexPeople([text]).find((p) => p.key === "cade holloway");
    expect(cade?.aliases).toContain("hollywood holloway");
    expect(resolvePerson("Hollywood Holloway", [person("Cade Holloway", "cade holloway", { aliases: ["hollywood holloway"] }), person("Hollywood Holloway", "hollywood holloway")])).toMatchObject({
      status: "found",
      person: { key: "cade holloway" },
    });
  });
  it("a quoted full name the document also writes bare is that person, no nickname of a relative", () => {
    const text =
      "Sione Vaipulu, son of Siaosi and 'Ana Vaipulu of Kolofo'ou, has finished his third season at Wasatch Valley University.\n\nSome families rang our office worried that \"Sione Vaipulu\" was injured. The Sione Vaipulu who hurt his shoulder is the rugby player.";
    const ana = indexPeople([text]).find((p) => p.key === "ana vaipulu");
    expect(ana?.aliases ?? []).not.toContain("sione vaipulu");
  });
});

describe("a sheet's name cell", () => {
  it("'name: Ji-hoon Park' is a person though 'Park' names places too", () => {
    const people = indexPeople(["Ridgecrest Monarchs roster", "no: 0; name: Ji-hoon Park; pos: G; ht: 6-2; wt: 185"]);
    expect(people.map((p) => p.key)).toContain("ji hoon park");
  });
});

describe("a club and its place are not people (REQ-PPL-01)", () => {
  it("'Granite Ridge' beside 'Granite Ridge Bison' names nobody; 'Everyone calls him Zeke.' binds Zeke to him", () => {
    const people = indexPeople([
      'The first thing Ezekiel Marsh does every morning is fifty ankle rotations. "Some of it is," he says, in a Granite Ridge Bison hoodie.\nEveryone calls him Zeke. They traded him to Granite Ridge in the spring.',
    ]);
    expect(people.map((p) => p.key)).toEqual(["ezekiel marsh"]);
    expect(people[0].aliases).toEqual(expect.arrayContaining(["zeke", "zeke marsh"]));
  });

  it("'\"Lanty\" to everyone in Vardenne.' after his name binds Lanty to him, not to the host", () => {
    const people = indexPeople(['[00:00:21] GRETA: We have. Obi Lanterman. "Lanty" to everyone in Vardenne. Obi Eze is his point guard.']);
    expect(people.find((p) => p.key === "obi lanterman")?.aliases).toContain("lanty");
    expect(people.find((p) => p.key === "obi eze")?.aliases ?? []).not.toContain("lanty");
  });

  it("'Different Wesley.' beside 'Wesley Harrowgate' is no club broken in two: he stays a person", () => {
    const people = indexPeople(["Luke Harrowgate is the starter. Different Wesley. Wesley Harrowgate is the backup quarterback."]);
    expect(people.map((p) => p.key)).toContain("wesley harrowgate");
  });

  it("a double surname beside a namesake is two people: 'Mateus Ferreira-Lund' and 'Mateus Ferreira'", () => {
    const people = indexPeople(["Mateus Ferreira-Lund scored twice. Not to be confused with Valdemora midfielder Mateus Ferreira."]);
    expect(people.map((p) => p.key)).toEqual(expect.arrayContaining(["mateus ferreira lund", "mateus ferreira"]));
  });

  it("a person's longer form with a suffix is still two people", () => {
    const people = indexPeople(["Tobias Renfro III blocked for Tobias Renfro, his father's namesake cousin, and Tobias Renfro Jr. watched."]);
    expect(people.map((p) => p.key)).toEqual(expect.arrayContaining(["tobias renfro iii", "tobias renfro", "tobias renfro jr"]));
  });
});

describe("a double surname and its namesake (REQ-PPL-07)", () => {
  it("'Mateus Ferreira' and 'Ferreira' inside 'Mateus Ferreira-Lund' are his name, not the namesake's", () => {
    const matcher = buildMentionMatcher("Mateus Ferreira-Lund", ["Mateus Ferreira-Lund", "Mateus Ferreira"]);
    const signing = matcher.summarize("Kelsbridge City announce the signing of striker Mateus Ferreira-Lund from Sporting Valdemora.");
    expect([signing.target, [...signing.others]]).toEqual([true, []]);
    expect([...matcher.summarize("Ferreira-Lund said it.").others]).toEqual([]);
    expect(matcher.summarize("Mateus Ferreira plays in midfield.")).toMatchObject({ target: false, others: new Set(["mateus ferreira"]) });
    expect(buildMentionMatcher("Mateus Ferreira", ["Mateus Ferreira-Lund", "Mateus Ferreira"]).summarize("Mateus Ferreira-Lund scored.").target).toBe(false);
  });
});

describe("short forms that are someone else", () => {
  it("'Marcus' is not a short form of De'Marcus, and 'Aug.' is a month, not Augustin", () => {
    const people = indexPeople(["De'Marcus Whitfield caught six passes. Committed to Brisk State (Aug. 30, 2025). Marcus said so."]);
    expect(people.find((p) => p.key === "demarcus whitfield")?.aliases ?? []).not.toContain("marcus");
    const augustin = indexPeople(["Augustin Tollefsen enrolled on Aug. 30, 2025. Tollefsen is 6-6."]).find((p) => p.key === "augustin tollefsen")!;
    expect(augustin.aliases).not.toContain("aug");
  });
  it("a recruiting title word does not open a name ('Early Enrollee Gus Tollefsen')", () => {
    const people = indexPeople(['# Q&A with Early Enrollee Gus Tollefsen', 'Augustin "Gus" Tollefsen enrolled in January.']);
    expect(people.map((p) => p.key)).not.toContain("early enrollee gus tollefsen");
  });
  it("a nickname bound to him is no longer another person's given name alone", () => {
    const m = buildMentionMatcher("Augustin Tollefsen", ["Gus Tollefsson"], ["gus", "gus tollefsen"]);
    expect(m.summarize('Augustin "Gus" Tollefsen').others.size).toBe(0);
    expect(m.summarize("Gus Tollefsson").others.size).toBe(1);
  });
  it("a club prefix makes a club, not a person ('SV Elbmark')", () => {
    expect(indexPeople(["SV Elbmark beat Thornfield 2-1. SV Elbmark lead the table."]).map((p) => p.key)).not.toContain("sv elbmark");
  });
});

describe("familiar forms from the lexicon (dev14)", () => {
  it("'Reggie Pike Jr.' is Reginald Pike Jr., never Reginald Pike Sr.", () => {
    const people = [
      person("Reginald Pike Jr.", "reginald pike jr", { documentIds: ["a"], mentions: 3 }),
      person("Reginald Pike Sr.", "reginald pike sr", { documentIds: ["a"], mentions: 3 }),
      person("Reggie Pike Jr.", "reggie pike jr", { documentIds: ["b"] }),
    ];
    const r = resolvePerson("Reggie Pike Jr.", people);
    expect(r).toMatchObject({ status: "found", person: { name: "Reginald Pike Jr." } });
    expect(r.status === "found" && r.person.documentIds).toEqual(["a", "b"]);
  });
});

describe("a roster written surname first (dev14)", () => {
  it("'Player: Ambrose, Terrell' is Terrell Ambrose, with the chunk that writes him so", () => {
    const people = indexPeople(["MIDLAND IRONCLADS EQUIPMENT ROOM", "No.: 3; Player: Redding, Amos; Pos: K\n\nNo.: 11; Player: Ambrose, Terrell; Pos: WR; Roster Ht/Wt: 5-11 / 186 lb"]);
    expect(people.find((p) => p.key === "terrell ambrose")?.chunkIndexes).toEqual([1]);
    expect(people.find((p) => p.key === "amos redding")?.chunkIndexes).toEqual([1]);
  });
});

describe("a team sheet and a firm (dev15)", () => {
  const sheet = " 7  HAYWARD Lee         RW   Pace. Poor final ball\n10  ZABALETA Iker       AM   (can switch to RW) 1.78 m / 71 kg\n11  QUILLEY Ash         LW   Direct. 5 goals\n SUBS: 13 Pike (GK)";
  it("'10  ZABALETA Iker  AM' on a sheet of such lines is Iker Zabaleta, tied to the chunk", () => {
    const zabaleta = indexPeople([sheet]).find((p) => p.name === "Iker Zabaleta");
    expect(zabaleta?.chunkIndexes).toEqual([0]);
    expect(buildMentionMatcher("Iker Zabaleta", ["Lee Hayward", "Ash Quilley"]).summarize("10 ZABALETA Iker AM (can switch to RW)").target).toBe(true);
  });
  it("one such line is no sheet", () => {
    expect(indexPeople(["BREAKING News tonight: the Rovers won."]).map((p) => p.name)).not.toContain("News Breaking");
  });
  it("a firm named for a family is nobody: 'Barrow Brand Holdings'", () => {
    const names = indexPeople(["Lionel Barrow Sr. sold the line to Barrow Brand Holdings in 2011. Lionel Barrow Jr. wants his own shoe."]).map((p) => p.name);
    expect(names).toEqual(expect.arrayContaining(["Lionel Barrow Sr.", "Lionel Barrow Jr."]));
    expect(names).not.toContain("Barrow Brand Holdings");
  });
});

describe("nicknames and familiar forms (dev15)", () => {
  it("'Lionel Barrow Jr. — listed at 6-foot-8, and known around the building as \"LJ\"': Jr.'s, not the bare namesake's", () => {
    const text = 'He sold the LIONEL BARROW line. Fast-forward to last season. Lionel Barrow Jr. — listed by the Gulls at 6-foot-8, and known around the building as "LJ" — was drafted in 2024. His father Lionel Barrow Sr. was a center.';
    const jr = indexPeople([text]).find((p) => p.name === "Lionel Barrow Jr.");
    expect(jr?.aliases).toEqual(expect.arrayContaining(["lj", "lj barrow"]));
  });
  it("a team sheet's surname-first line owns the nickname after it", () => {
    const sheet = " 1  ADJEI Kofi          GK   Commanding.\n 9  MENSAH-LARBI Kofi   ST/CF 6ft 1in / 81 kg. Fans call him \"KML\".\n10  FALLON Dan          ST   Runs in behind.";
    expect(indexPeople([sheet]).find((p) => p.name === "Kofi Mensah-Larbi")?.aliases).toContain("kml");
  });
  it("a familiar form asked alone is the one documented person it fits", () => {
    const hollis = person("Dmitri Hollis", "dmitri hollis");
    expect(resolvePerson("Dima", [hollis, person("Owen Prasad", "owen prasad")])).toMatchObject({ status: "found", person: { key: "dmitri hollis" } });
    expect(resolvePerson("Dima", [hollis, person("Dmitri Volkov", "dmitri volkov")]).status).toBe("ambiguous");
  });
});

describe("a father and son of one name on a camp page (dev15)", () => {
  it("'Marcus Whitlock' is counted before anyone's short form 'Whitlock' can take it; a family is nobody", () => {
    const page = "Whitlock Family Defensive Back Camp 2026\n\nMarcus Whitlock\n\nThe original. He was 6-foot-1.\n\nMarcus Whitlock II\n\nMarcus II is a cornerback.";
    const people = indexPeople([page]);
    expect(people.map((p) => p.name)).toEqual(["Marcus Whitlock", "Marcus Whitlock II"]);
    expect(people[0].mentions).toBe(1);
  });
});

describe("the review's cases: names kept narrow", () => {
  it("'Taylor Jordan' is not Jordan Taylor written surname first (only a sheet's capitals are)", () => {
    expect(buildMentionMatcher("Jordan Taylor", ["Taylor Jordan"]).summarize("Taylor Jordan is 6-foot-9.").target).toBe(false);
    expect(buildMentionMatcher("Jordan Taylor", ["Taylor Jordan"]).summarize("TAYLOR Jordan is 6-foot-9.").target).toBe(true);
  });
  it("a box-score line of team codes is no team sheet; a river or a short surname stays a person", () => {
    const names = indexPeople(["LAL  Davis   24.1 ppg\nBOS  Tatum   26.0 ppg\nDEN  Jokic   25.5 ppg\n\nRiver Cracraft caught six passes. Jerrick Co added two."]).map((p) => p.name);
    expect(names).not.toContain("Davis Lal");
    expect(names).toEqual(expect.arrayContaining(["River Cracraft", "Jerrick Co"]));
  });
  it("'Dean' is not Deandre Smith: only the lexicon's familiar forms are asked alone", () => {
    expect(resolvePerson("Dean", [person("Deandre Smith", "deandre smith")]).status).toBe("not_found");
  });
});

describe("cousins whose given names nest (dev18)", () => {
  it("'Sami Haddad and Samir Haddad': Sami is his own name, no short form of Samir's", () => {
    const people = indexPeople(["Yes, they are cousins called Sami Haddad and Samir Haddad. Little Sami plays on the wing. Big Samir plays centre-back."]);
    const samir = people.find((p) => p.name === "Samir Haddad");
    expect(samir?.aliases).not.toContain("sami");
    expect(samir?.aliases).not.toContain("sami haddad");
    expect(people.find((p) => p.name === "Sami Haddad")?.aliases).toContain("sami");
  });
});

describe("two people one document writes apart (dev18)", () => {
  it("'Sami Haddad' is not a familiar form of 'Samir Haddad' where a document names both in full", () => {
    const samir = person("Samir Haddad", "samir haddad", { aliases: ["samir"], documentIds: ["recipe", "tug-of-war"] });
    const sami = person("Sami Haddad", "sami haddad", { aliases: ["sami"], documentIds: ["recipe", "car-scheme"] });
    expect(resolvePerson("Sami Haddad", [sami, samir])).toMatchObject({ status: "found", person: { name: "Sami Haddad", documentIds: ["recipe", "car-scheme"] } });
    expect(resolvePerson("Samir Haddad", [samir, sami])).toMatchObject({ status: "found", person: { name: "Samir Haddad", documentIds: ["recipe", "tug-of-war"] } });
    // The lexicon's familiar forms stay his in one document too ("Gus Feeney" beside "Augustus Feeney").
    const full = person("Augustus Feeney", "augustus feeney", { documentIds: ["magazine"] });
    expect(resolvePerson("Gus Feeney", [person("Gus Feeney", "gus feeney", { documentIds: ["magazine"] }), full])).toMatchObject({ status: "found", person: { name: "Augustus Feeney" } });
    // Apart in every document, the short form is still his (REQ-PPL-08).
    expect(resolvePerson("Sami Haddad", [person("Sami Haddad", "sami haddad", { documentIds: ["car-scheme"] }), person("Samir Haddad", "samir haddad", { documentIds: ["recipe"] })])).toMatchObject({ status: "found", person: { name: "Samir Haddad" } });
  });
});

describe("the review's cases: a short form in a headline", () => {
  it("'Santi Ruiz signs …' over 'Santiago Ruiz, 22, joined …' is one person", () => {
    const people = indexPeople(["Santi Ruiz signs with Harbourside United\n\nSantiago Ruiz, 22, joined from Dunmore Athletic on Friday. Santi is a 1.80 m winger who weighs 72 kg."]);
    expect(people.find((p) => p.name === "Santiago Ruiz")?.aliases).toContain("santi ruiz");
  });
});

describe("headlines and headings that are no names (dev19)", () => {
  it("a campaign's imperative, a headline's verb and an abstract noun are not part of a name", () => {
    const names = indexPeople([
      "# PETITION: Offer Joaquim Teixeira-Lund a new contract",
      "# Pilots Sign Forward Theo Castellanos\nThe Port Alder Pilots signed Theo Castellanos.",
      "Student-Athlete Recognition\n\n| Graduate | Sport |\n| --- | --- |\n| Tyrese Mabry | Football |",
    ]).map((p) => p.name);
    expect(names).toContain("Joaquim Teixeira-Lund");
    expect(names).toContain("Theo Castellanos");
    expect(names).toContain("Tyrese Mabry");
    expect(names.filter((n) => /Offer|Sign|Recognition/.test(n))).toEqual([]);
  });
});

describe("a title's possessive and a sentence's 'For' (dev19)", () => {
  it("'Meet Our Guest Pronouncer' names nobody; 'For' opening a sentence is no short form of a name", () => {
    const people = indexPeople([
      "Meet Our Guest Pronouncer\n\nWe are thrilled to welcome Theo Vanterpool, point guard for the Port Alder Herons.",
      "# Formal Noise Complaint\n\nFor the third time, I write about Unit 5B. Formal notice follows.",
    ]);
    expect(people.map((p) => p.name)).not.toContain("Guest Pronouncer");
    expect(people.flatMap((p) => p.aliases)).not.toContain("for");
  });
});

describe("the review's cases: surnames that are words (dev19)", () => {
  it("Callum Harkness, Marcus Call and Johnny Bench are people", () => {
    const names = indexPeople(["Callum Harkness scored twice. Marcus Call is a point guard. Johnny Bench caught every inning."]).map((p) => p.name);
    expect(names).toEqual(expect.arrayContaining(["Callum Harkness", "Marcus Call", "Johnny Bench"]));
  });
});
