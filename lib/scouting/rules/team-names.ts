// Teams named in the user's own documents (REQ-PPL-05): most teams a scout writes about are not in any
// list we could ship, so the documents themselves say which capitalised phrases are teams ("Port Calder
// Mariners", "Saltmarsh United", "Marlow State Otters") and which short forms stand for them ("the
// Mariners", "Port Calder", "Saltmarsh").

import { COMMON_LOWER_WORDS, GROUP_NOUNS, MONTHS, NOT_NAME_WORDS, PLACE_PHRASES, WEEKDAYS } from "./lexicon";
import { headlineOnlyIn, isSuffix, nameKey, surnameAloneIn } from "./names";
import { escapeRegExp, fold, foldAligned, normalizeText, splitSentences } from "./text";

const COLOUR = /^(?:Blue|Red|Golden|Gold|Black|Green|White|Silver|Crimson|Scarlet|Orange|Purple|Grey|Gray|Sky|Maroon)$/i;

/** "Halverson" of the Halverson Blue Herons: the place before a colour's two-word nickname, if the name has one. */
export function placeBeforeColourNickname(words: string[]): string[] | undefined {
  return words.length >= 3 && COLOUR.test(words[words.length - 2]) ? words.slice(0, -2) : undefined;
}

/** "Atlético Mezquital of Mexico's second division": a place's possessive after "of" is no part of the club. */
export function withoutPlacePossessive(words: string[], written: string): string[] {
  return /'s$/.test(written) && words.length >= 4 && words[words.length - 2] === "of" ? words.slice(0, -2) : words;
}

export type LocalTeam = { name: string; aliases: string[] };

const WORD = String.raw`\p{Lu}[\p{L}\p{M}'.&-]*`;
// (One space between words: "Leadership    A        Runs the huddle" is three cells of a table, no name.)
const PHRASE = new RegExp(String.raw`(?<![\p{L}\p{N}])(?:${WORD}|A&M)(?:[ \t](?:of[ \t])?(?:${WORD}|A&M))*`, "gu");
const NICKNAME_OF_TOWN = /\b(?:for|with|joined|joins|against|beat|to|from|at|over)[ \t]+the[ \t]+(\p{Lu}[\p{L}\p{M}'-]*s[ \t]+(?:de|del|de[ \t]+la|da|do|des)[ \t]+\p{Lu}[\p{L}\p{M}'-]*(?:[ \t]+\p{Lu}[\p{L}\p{M}'-]*){0,2})(?![ \t]+famil)/gu;
// "Calderwick Rovers FC", "Ostby BK": a club's abbreviation closing its name.
const CLUB_ABBREVIATIONS = "FC|SC|CF|AFC|BK|IF|ÍF|IK|FK|SK|FF";
export const CLUB_ABBREVIATION_LAST = new RegExp(`^(?:${CLUB_ABBREVIATIONS})$`);
// Club words that make a phrase a team when they open or close it.
const CLUB_LAST = new RegExp(`^(?:United|City|Athletic|Athletico|Albion|Town|Borough|Celtic|Basket|Spor|Gücü|Kulübü|County|Wanderers|Rovers|Rangers|${CLUB_ABBREVIATIONS}|University|College|State|Tech|Polytechnic|A&M|Academy|Institute|School|Prep)$`);
// "Brindle Falls High School (Brindle Falls Falcons)", "two years at Pawnee Valley Community College, where
// he played for the Bobcats": a school and the nickname its teams play under.
const SCHOOL_AND_SIDE =
  /(\p{Lu}[\p{L}'&.-]*(?:[ \t]+\p{Lu}[\p{L}'&.-]*){0,4}[ \t]+(?:School|Academy|College|University|State|Tech|Prep))(?:[ \t]*\((?:the[ \t]+)?(\p{Lu}[\p{L}'&.-]*(?:[ \t]+\p{Lu}[\p{L}'&.-]*){0,3})\)|,[ \t]+where[ \t]+(?:he|she)[ \t]+(?:played|starred|suited[ \t]+up)[ \t]+for[ \t]+the[ \t]+(\p{Lu}[\p{L}&-]*)(?![\p{L}'’&-]|[ \t]+\p{Lu}))/gu;
const COMPASS = /^(?:north|south|east|west|northern|southern|eastern|western|central)$/i;
/** "Western Plains Wranglers": a compass word opening a longer club name (not "Western Conference Finals"). */
export const compassClub = (words: string[]) =>
  words.length >= 3 && COMPASS.test(words[0]) && !/^(?:conference|region|division|league|zone|district)$/i.test(words[1]) && !/^(?:finals?|all-stars|championships?|playoffs?|tournament)$/i.test(words.at(-1) ?? "") && !(/^all$/i.test(words.at(-2) ?? "") && /^stars$/i.test(words.at(-1) ?? ""));
const CLUB_FIRST_WORD = /^(?:FC|VV|CD|AD|ASC|CF|AC|SC|AS|SV|EC|SE|CA|CR|KK|FK|NK|SK|BK|IF|HNK|UMF|IFK|KF|UD|SD|RC|US|Real|Sporting|Atletico|Atlético|Deportivo|Desportivo|Unión|Olympique|Stade|Inter|Dynamo|Racing|Club|Clube|University|Virtus)$/;
// Words that say what kind of club it is, not which: "Clube Desportivo", "FC", "Club Atlético".
/** The capitals of a club's kind ("KK Zeleni Breg", "UMF Hafnarvík"). */
export const CLUB_CODES = "FC|VV|CD|AD|ASC|CF|AC|SC|SV|EC|SE|CA|CR|KK|FK|NK|SK|BK|IF|UMF|IFK|KF|UD|SD|RC";
const CLUB_TYPE = new RegExp(`^(?:${CLUB_CODES}|Club|Clube|Desportivo|Deportivo|Atletico|Atlético|Sport)$`);
// "US Vallon" is a club (Union Sportive); "US Army", "US Open" are not.
const NOT_AFTER_US = /^(?:Army|Navy|Air|Open|Senate|Congress|Soccer|Olympic|Olympics|National|Marines?|Coast|Department|Embassy|Government|Treasury|Bank|Cup|Championships?|Masters|Amateur|Junior|Women's)$/;
/** "US Vallon": capitals of a club's name, not the country or the pronoun. */
export const usClub = (words: string[]) => words[0] === "US" && Boolean(words[1]) && !NOT_AFTER_US.test(words[1]);
// "Municipal Valle Escondido", as Central American clubs are named (not "Municipal Stadium", "Municipal Court").
const MUNICIPAL_CLUB = (next: string) => /^\p{Lu}/u.test(next) && !/^(?:Stadium|Park|Court|Airport|Building|Hall|Pool|Gym|Gymnasium|Arena|Field|Auditorium|Library|Golf|Center|Centre|Market|Theatre|Theater|Band|Council|Government|Elections?|League)$/.test(next);
const CLUB_FIRST = { test: (word: string, next?: string) => (CLUB_FIRST_WORD.test(word) && (word !== "US" || usClub([word, next ?? ""]))) || (word === "Municipal" && MUNICIPAL_CLUB(next ?? "")) };
// A nickname closing a team name is a plural noun: Mariners, Royals, Otters, Barracudas (not "Jones's").
// Irregular plurals too: Ironmen, Kilnmen, Minutemen.
// "Analysis", "Campus", "Fitness" end in s without being plurals.
const PLURAL_S = String.raw`\p{Ll}(?<!s|si|u)s`;
const NICKNAME = new RegExp(String.raw`^\p{Lu}\p{Ll}{1,}(?:${PLURAL_S}|\p{Ll}men)$`, "u");
/** "Comets", "Salukis": a word ending like a plural (not "Analysis", "Campus", "Fitness"). */
const PLURAL_END = new RegExp(`${PLURAL_S}$`, "u");
export const pluralLooking = (word: string) => PLURAL_END.test(word);

// Capitalised words that end a plural-looking phrase without being a team (headings, days, leagues).
export const NOT_NICKNAME = new Set(["news", "supporters", "boosters", "fans", "members", "parents", "families", "friends", "officials", "coaches", "players", "alumni", "notes", "stats", "status", "sports", "details", "highlights", "measurements", "results", "assignments", "standings", "pairings", "rules", "listings", "orders", "entries", "pledges", "allocations", "minutes", "schedules", "rankings", "ratings", "scores", "awards", "donors", "volunteers", "guests", "appointments", "bookings", "reservations", "instructions", "directions", "contacts", "totals", "covenants", "conditions", "restrictions", "bylaws", "terms", "regulations", "guidelines", "procedures", "policies", "days", "games", "weeks", "months", "years", "seasons", "bros", "jones", "james", "williams", "adams", "roberts", "thomas", "evans", "harris", "hughes", "collins", "edwards", "phillips", "davis", "lewis", "peters", "daniels", "matthews", "andrews", "owens", "rivers", "brooks", "banks", "sims", "mills", "wells", "hayes", "rhodes", "reynolds", "burns", "myers", "perkins", "watkins", "simmons", "hopkins", "jenkins", "stevens", "gibbs", "dennis", "morris", "parsons", "powers", "ross", "glass", "moss", "bass", "chris", "louis", "marcus", "nicholas", "travis", "carlos", "andreas", "tomas", "lucas", "lukas", "elias", "matthias", "dallas", "texas", "kansas", "illinois", "paris", "athens", "las", "los", "des", "les",
  // A firm's trade in the plural ("Reel Deal Charters", "Hartwell & Sons").
  "charters", "rentals", "supplies", "services", "sales", "tours", "cleaners", "contractors", "plumbers", "electricians", "solutions", "systems", "holdings", "partners", "associates", "enterprises", "industries", "sons", "outfitters", "interiors", "nurseries", "kennels", "studios", "productions", "caterers", "florists", "homes", "properties", "estates", "apartments", "suites", "removals", "logistics", "couriers", "imports", "foods", "treats", "grills", "prints", "graphics", "designs", "tattoos", "clinics", "pharmacies", "chemists", "tyres", "tires", "autos", "repairs", "installations", "landscapes", "cabinets", "kitchens", "blinds"]);

/** "Gulls", "Ironmen": a word shaped like a team's plural nickname (surnames such as "Brooks" excepted). */
export function isNicknameWord(word: string): boolean {
  return NICKNAME.test(word) && !NOT_NICKNAME.has(word.toLowerCase());
}

const MAX_WORDS = 5;
/** "Continental Press", "the Dunmore Ledger": news outlets and agencies end like this; they are not clubs. */
export const MEDIA_LAST = /^(?:Press|News|Wire|Media|Agency|Service|Services|Times|Post|Herald|Gazette|Ledger|Courier|Tribune|Journal|Chronicle|Observer|Radio|TV|Network|Podcast|Magazine|Insider|Digest|Dispatch|Bulletin|Newsletter|Blog|Telegraph|Examiner|Sentinel|Echo|Gleaner|Almanac|Annual|Yearbook|Advertiser|Argus|Clarion|Beacon|Bugle|Enquirer|Inquirer)$/;

/**
 * "Coastal Premier Division", "the Northern Conference", "Badgers Class of '98": a competition or a school
 * year, not a club; nor are "the National Honor Society", "the Gospel Choir" or "the Herons Foundation".
 */
export const NOT_CLUB_LAST = new RegExp(`^(?:division|league|conference|cup|championship|tournament|series|trophy|class|society|choir|council|committee|guild|foundation|trust|charity|pantry|shelter|hospice|orchestra|ensemble|commons|common|square|plaza|promenade|${GROUP_NOUNS})$`, "i");

const POSITION_CODE_WORD = /^(?:QB|RB|WR|TE|OT|OG|OL|DL|LB|ILB|OLB|CB|DB|DE|DT|NT|FS|SS|PG|SG|SF|PF|GK|LW|RW|CF|CM|DM|AM|CDM|CAM)$/;
const VENUE_OR_OUTING = /^(?:Stadium|Arena|Ground|Park|Tour|Trip|Visit|Shop|Store|Museum|Q&A)$/;
// "Lone Oak Bulldogs Varsity Football": the programme's sport and level after a plural nickname close its name.
const PROGRAMME_WORD = /^(?:Varsity|JV|Football|Basketball|Soccer|Hoops|Program|Programme)$/i;
const OFFICE_WORD = /^(?:Communications|Department|Dept\.?|Office|Relations|Operations|Affairs)$/i;

/** "the Kestrabay Ironclads Communications Department": a club's office is not part of the club's name. */
export function withoutOffice(words: string[]): string[] {
  const office = words.findIndex((w, i) => i > 0 && OFFICE_WORD.test(w));
  return office > 0 ? words.slice(0, office) : words;
}

const SECOND_SQUAD = /^ (?:academy|reserves?|youth|b|ii|u\d{2}|under \d{2}|development|juniors?|women|ladies)\b/;

/** Team phrases and their short forms, from every text of the user's evidence documents. */
const SERVES_REGION = /\b(?:serving|serves|served|covering|covers|across|throughout|in and around)\s+(?:the\s+)?$/i;

/** The last word of a side's place ("Kereru" of "Port Kereru FC"), not a club word or a nickname. */
const placeWordOf = (name: string) => name.split(" ").filter((w) => !CLUB_LAST.test(w) && !CLUB_FIRST.test(w) && !NICKNAME.test(w) && /^\p{Lu}\p{Ll}{3,}$/u.test(w) && !/s$/.test(w)).at(-1);

export function collectTeamNames(texts: string[], people: string[] = [], marked: { phrases: ReadonlySet<string>; lastWords: ReadonlySet<string> } = { phrases: new Set(), lastWords: new Set() }): LocalTeam[] {
  const personKeys = new Set(people.map(nameKey));
  // Surnames only: a team may share a first word with nobody's name but a place may be a surname too.
  const personWords = new Set(people.map((p) => nameKey(p).split(" ").at(-1) ?? ""));
  const found = new Map<string, string>();
  const surnameAlone = surnameAloneIn(texts);
  const headlineOnly = headlineOnlyIn(texts);
  for (const text of texts.map(normalizeText)) {
    for (const m of text.matchAll(PHRASE)) {
      const all = withoutPlacePossessive(m[0].replace(/'s$/, "").split(/[ \t]+/), m[0]);
      // "Sporting Larkhollow U21": an age group's letter is no word of the club's name.
      if (/\p{N}/u.test(text[m.index + m[0].length] ?? "")) all.pop();
      // A full stop ends the name ("Club Atlético Serrano. Different player"), except after "St." or an
      // initial; the next sentence may open on another ("… Athletics Communications. The Eastmoor Ravens").
      const pieces: string[][] = [[]];
      all.forEach((w, i) => {
        const stop = i < all.length - 1 && /\.$/.test(w) && !/^(?:St|Mt|Ft|Utd|\p{Lu})\.$/u.test(w);
        pieces.at(-1)!.push(stop ? w.slice(0, -1) : w);
        if (stop) pieces.push([]);
      });
      for (let words of pieces) {
        // ("He signed with Corran Rovers.": the sentence's full stop is no part of the last word.)
        if (words.length > 1 && /\p{Ll}{2}\.$/u.test(words[words.length - 1])) words = [...words.slice(0, -1), words[words.length - 1].slice(0, -1)];
        // "SV Kaltbrunn No. 1 Lukas Brenninger": a squad number's "No." is no word of the club's name.
        while (words.length && /^(?:No|Nr|Nos|Number)\.?$/.test(words[words.length - 1])) words = words.slice(0, -1);
        // Drop an opening function word or date word ("The", "On", "March").
        // ("Western Plains Wranglers": a compass word opening a longer name is the club's own; so is a place's
        // first word, "Great Lakes Polytechnic".)
        // ("Go Marlins," signs off a fans' letter: a cheer's word is no part of the side; Go Ahead Eagles is a club.)
        while (words.length && (/^\p{Lu}\.?$/u.test(words[0]) || (words[0] === "Go" && words.length > 1 && words[1] !== "Ahead") || NOT_NAME_WORDS.has(words[0].toLowerCase()) || MONTHS.has(words[0].toLowerCase()) || WEEKDAYS.has(words[0].toLowerCase())) && !CLUB_FIRST.test(words[0], words[1]) && !compassClub(words) && !(words.length > 2 && PLACE_PHRASES.has(words.slice(0, 2).join(" ").toLowerCase()))) words = words.slice(1);
        words = withoutOffice(words);
        // ("Ex-Katwe Stars": a former side's prefix is no part of its name.)
        if (words.length && /^[Ee]x-\p{Lu}/u.test(words[0])) words = [words[0].slice(3), ...words.slice(1)];
        // "Cinder City Ironclads QB Beau Tillerman": a position's code after a team opens its player's name;
        // "FC Morrowdale Stadium Tour": a venue or an outing closes the club's name.
        const code = words.findIndex((w, i) => i >= 2 && (POSITION_CODE_WORD.test(w) || words.slice(i).every((x) => VENUE_OR_OUTING.test(x) || x === "and") || (/\p{Ll}s$/iu.test(words[i - 1]) && words.slice(i).every((x) => PROGRAMME_WORD.test(x)))));
        if (code > 0) words = words.slice(0, code);
        // "Morrowdale Primary School": children's schools field no team a scout reports on.
        if (words.length >= 2 && /^(?:primary|elementary|infant|infants|junior|nursery)$/i.test(words.at(-2)!) && /^school$/i.test(words.at(-1)!)) continue;
        // "the Calderwick Rovers Supporters' Trust": a possessive ends the name, the owner's word kept when
        // the phrase is a team with it ("the Port Orrin Lanterns' coach") and dropped when not.
        // ("St. Brendan's Academy": a saint's name in the possessive is the school's own.)
        const possessive = words.findIndex((w, i) => /'s$|'$/.test(w) && !(i > 0 && /^(?:St\.?|Saint|Ste\.?)$/.test(words[i - 1])));
        if (possessive >= 0) {
          const owner = [...words.slice(0, possessive), words[possessive].replace(/'s?$/, "")];
          words = isTeamPhrase(owner, personWords) ? owner : words.slice(0, possessive);
        }
        // ("The Kells Academy Bulletin", a newsletter, whatever the documents mark it as.)
        // ("The Port Lucerne Evening Lamp": a paper's edition before its name.)
        if (words.length < 2 || words.length > MAX_WORDS || NOT_CLUB_LAST.test(words.at(-1)!) || MEDIA_LAST.test(words.at(-1)!.replace(/[.,]+$/, "")) || /^(?:Evening|Morning|Daily|Weekly)$/.test(words.at(-2) ?? "")) continue;
        // "Tallow Creek State Athletics • Sports Information Office": a school's athletics department is the school.
        // ("University of Norvale Athletics Communications" too.)
        if (words.length > 2 && /^athletics$/i.test(words.at(-1)!) && (/^(?:state|university|college|tech|a&m)$/i.test(words.at(-2)!) || /^(?:university|college)$/i.test(words[0]))) words = words.slice(0, -1);
        const phrase = words.join(" ").replace(/[.,]+$/, "");
        // `marked`: what the documents write as teams, singular nicknames too ("Team: Granite Ridge Bison",
        // "the Bison use him").
        const markedTeam = !isSuffix(words.at(-1)!) && (marked.phrases.has(nameKey(phrase)) || marked.lastWords.has(fold(words.at(-1)!)));
        // ("Burak Ersoy Closes the Door Again" over "Ersoy, who arrived": a headline's verb after a person
        // is no club of his name; "Teller Bay Mariners" is a club where a name finder took "Teller Bay".)
        const afterPerson = words.length === 3 && personKeys.has(nameKey(words.slice(0, 2).join(" "))) && headlineOnly(nameKey(phrase)) && surnameAlone(words[0], words[1]);
        // "THE RIDGELINE WEEKLY · Serving Hollins County and the upper Coldwater Valley": a paper's region.
        const region = words.length === 2 && /^(?:county|counties|valley|region|district|parish|borough|area)$/i.test(words[1]) && SERVES_REGION.test(text.slice(Math.max(0, m.index - 30), m.index + m[0].indexOf(words[0])));
        // ("visits with AD Mike Holt": an athletic director's title before a person is no club's capitals.)
        const titled = words.length >= 3 && words[0] === "AD" && personKeys.has(nameKey(words.slice(1).join(" ")));
        if (personKeys.has(nameKey(phrase)) || afterPerson || region || titled || isFamily(words.at(-1)!, personWords) || !(markedTeam || isTeamPhrase(words, personWords))) continue;
        found.set(nameKey(phrase), phrase);
      }
    }
    // "for the Coquíes de Vega Alta", "with the Mabuyas de Cabo Rojo": a plural nickname and its town, as
    // Spanish, Portuguese and French leagues name their sides ("Luis de Vega" is a man, "the Gomes de
    // Oliveira family" a family).
    for (const m of text.matchAll(NICKNAME_OF_TOWN)) found.set(nameKey(m[1]), m[1]);
  }
  // "Marlow State" inside "Marlow State Otters" is the same team.
  const names = [...found.values()].sort((a, b) => b.length - a.length);
  const teams: LocalTeam[] = [];
  for (const name of names) {
    const key = nameKey(name);
    // "Aldermoor United Academy" (a youth or reserve side) is another squad than "Aldermoor United".
    // "Ridge Bison" (a line broken inside "Granite Ridge Bison", which a document writes as a team) is the
    // same team too; "Harwick Rovers" inside "Six Harwick Rovers" (a count before it) is not.
    // "CD Valdoria" is "Club Deportivo Valdoria" with its club words abbreviated.
    const longer = teams.find(
      (t) =>
        (nameKey(t.name).startsWith(`${key} `) && !SECOND_SQUAD.test(nameKey(t.name).slice(key.length))) ||
        (key.includes(" ") && nameKey(t.name).endsWith(` ${key}`) && marked.phrases.has(nameKey(t.name))) ||
        // ("Ribeira Alta" is "Clube Desportivo Ribeira Alta" without its club words.)
        (nameKey(t.name).endsWith(` ${key}`) && t.name.split(" ").slice(0, -key.split(" ").length).every((w) => CLUB_TYPE.test(w))) ||
        expandClubWords(nameKey(t.name)) === expandClubWords(key),
    );
    if (longer) longer.aliases.push(key);
    else teams.push({ name, aliases: [] });
  }
  for (const text of texts.map(normalizeText)) {
    for (const m of text.matchAll(SCHOOL_AND_SIDE)) {
      const school = teams.find((t) => nameKey(t.name) === nameKey(m[1]));
      const sideName = m[2] ?? m[3];
      const side = teams.find((t) => nameKey(t.name) === nameKey(sideName));
      const nickname = sideName.split(/\s+/).at(-1) ?? "";
      if (!school || school === side || !NICKNAME.test(nickname)) continue;
      school.aliases.push(nameKey(sideName), nameKey(nickname), ...(side?.aliases ?? []));
      if (side) teams.splice(teams.indexOf(side), 1);
    }
  }
  mergeSchoolOffices(teams, texts);
  // ("Los Verdes" for "Rio Verde FC": a side called by its place's last word in the plural, after an article.)
  for (const t of [...teams]) {
    const place = placeWordOf(t.name)?.toLowerCase();
    const called = place ? teams.find((o) => o !== t && new RegExp(`^(?:los|las|the|os|as|les) ${escapeRegExp(place)}e?s$`).test(nameKey(o.name))) : undefined;
    if (!called) continue;
    // (Written in the same document, never in one sentence: "Los Tigres" elsewhere, or "played for Los Tigres
    // and now plays for CA Tigre", is another club.)
    const both = (x: string) => x.includes(called.name) && x.includes(t.name);
    if (!texts.some(both) || texts.some((x) => splitSentences(x).some(both))) continue;
    t.aliases.push(nameKey(called.name), ...called.aliases);
    teams.splice(teams.indexOf(called), 1);
  }
  // Short forms: the nickname ("Mariners") and the place ("Port Calder"), when they name one team only.
  const counts = new Map<string, number>();
  // Forms cut from a club word ("Monte Azul" of "Atlético Monte Azul") are the club even where a
  // name finder took them for a person.
  const clubForms = new Set<string>();
  const shortForms = teams.map((t) => {
    // "CALDERWICK ROVERS FC" is shouted "Calderwick Rovers FC"; its short forms are those of "Calderwick Rovers".
    let words = t.name.split(" ").map((w) => (/^\p{Lu}{4,}$/u.test(w) ? w[0] + w.slice(1).toLowerCase() : w));
    const forms = new Set<string>();
    // ("DENIZKENT SPOR KULÜBÜ" over its squad list is Denizkent SK spelled out.)
    const spelledOut = expandClubWords(nameKey(t.name));
    if (spelledOut !== nameKey(t.name) && CLOSING_CLUB_WORDS[nameKey(t.name).split(" ").at(-1)!]) t.aliases.push(spelledOut);
    if (words.length > 2 && CLUB_ABBREVIATION_LAST.test(words.at(-1)!)) {
      words = words.slice(0, -1);
      forms.add(nameKey(words.join(" ")));
    }
    const last = words[words.length - 1];
    // "Rovers", "Wanderers": a club word shaped like a nickname is one, as in "Rovers confirmed the signing".
    // ("University of Memphis": a place after "of" is no nickname.)
    const schoolOfPlace = words.length >= 3 && /^(?:University|College)$/.test(words[0]) && words[1] === "of";
    if (schoolOfPlace) {
      forms.add(nameKey(words.slice(2).join(" ")));
    } else if (NICKNAME.test(last) || marked.lastWords.has(fold(last))) {
      forms.add(nameKey(last));
      forms.add(nameKey(words.slice(0, -1).join(" ")));
      // ("Halverson Blue Herons", "Kestrel Bay Red Wings": a colour opens a two-word nickname, and the place
      // stands before it.)
      const place = placeBeforeColourNickname(words);
      if (place) {
        forms.add(nameKey(words.slice(-2).join(" ")));
        forms.add(nameKey(place.join(" ")));
      }
    } else if (CLUB_LAST.test(last) && !/^(?:University|College|State|Tech|A&M)$/.test(last)) {
      forms.add(nameKey(words.slice(0, -1).join(" ")));
      // ("Tiago is Albion's new signing": a club word no other phrase uses is the club's name too.)
      if (/^(?:Albion|Celtic)$/.test(last)) forms.add(nameKey(last));
    } else if (CLUB_FIRST.test(words[0], words[1]) && words.length >= 2) {
      // ("Clube Desportivo Ribeira Alta": every word of the club's type that opens the name goes; "FC Dynamo
      // Kyiv" is "Dynamo Kyiv", never "Kyiv".)
      for (let rest = words.slice(1); rest.length; rest = CLUB_TYPE.test(rest[0]) && rest.length > 1 ? rest.slice(1) : []) {
        forms.add(nameKey(rest.join(" ")));
        clubForms.add(nameKey(rest.join(" ")));
      }
    } else if (/^(?:College|University)$/.test(last)) {
      forms.add(nameKey(words.slice(0, -1).join(" ")));
    }
    for (const f of forms) counts.set(f, (counts.get(f) ?? 0) + 1);
    return forms;
  });
  // "the Kererus" for "Port Kereru FC": a side called by its place's last word in the plural, where the
  // documents write it so.
  const capitalised = new Set(texts.flatMap((t) => t.match(/\p{Lu}\p{Ll}{3,}s\b/gu) ?? []).map((w) => w.toLowerCase()));
  teams.forEach((t, i) => {
    const place = placeWordOf(t.name);
    const plural = place && `${place.toLowerCase()}s`;
    if (plural && capitalised.has(plural) && !personWords.has(place.toLowerCase())) {
      shortForms[i].add(plural);
      counts.set(plural, (counts.get(plural) ?? 0) + 1);
    }
  });
  teams.forEach((t, i) => {
    for (const f of shortForms[i]) {
      const common = NOT_NAME_WORDS.has(f) || COMMON_LOWER_WORDS.has(f);
      // The place of a nicknamed or club-word team ("Pelham Coast" of "Pelham Coast Mariners") is the team
      // even where a name finder took the two capitalised words for a person; a one-word place may still
      // be someone's surname.
      const place = f.includes(" ") && !/ (?:university|college|state|tech|academy|institute)$/.test(nameKey(t.name));
      const person = !clubForms.has(f) && !place && (personKeys.has(f) || personWords.has(f));
      // "Aldermoor United" is its own team, not a short form of "Aldermoor United Academy".
      const ownTeam = teams.some((o) => o !== t && nameKey(o.name) === f);
      if (f.length >= 3 && counts.get(f) === 1 && !common && !person && !ownTeam) t.aliases.push(f);
    }
    t.aliases = [...new Set(t.aliases)];
  });
  return teams;
}

/**
 * "Eastmoor Athletics" (its communications office) beside "Eastmoor University" is the school; so is "Eastmoor
 * Ravens" where a document of the school's athletics office calls its side "the Ravens" (a town's nicknamed
 * side may be its pro team: "Memphis Grizzlies" beside the University of Memphis).
 */
function mergeSchoolOffices(teams: LocalTeam[], texts: string[]): void {
  const placeOf = (t: LocalTeam) => {
    const words = nameKey(t.name).split(" ");
    if (words.length >= 3 && /^(?:university|college)$/.test(words[0]) && words[1] === "of") return words.slice(2).join(" ");
    if (words.length >= 2 && /^(?:university|college)$/.test(words.at(-1)!)) return words.slice(0, -1).join(" ");
    return null;
  };
  // The documents folded only when a school has a nicknamed side to look for (this runs on every extraction).
  let folded: string[] | undefined;
  for (const school of [...teams]) {
    const place = placeOf(school);
    if (!place) continue;
    const office = teams.find((t) => nameKey(t.name) === `${place} athletics`);
    const side = teams.filter((t) => t !== school && t !== office && nameKey(t.name).startsWith(`${place} `) && isNicknameWord(t.name.split(" ").at(-1)!));
    const officeTexts = side.length === 1 ? (folded ??= texts.map((t) => ` ${nameKey(normalizeText(t))} `)).filter((t) => t.includes(` ${place} athletics `) || t.includes(` ${nameKey(school.name)} athletics `)) : [];
    const ownSide = officeTexts.some((t) => t.includes(` ${nameKey(side[0].name).split(" ").at(-1)} `)) ? side[0] : undefined;
    for (const merged of [office, ownSide]) {
      if (!merged) continue;
      const nickname = merged === ownSide ? [nameKey(merged.name).split(" ").at(-1)!] : [];
      school.aliases.push(nameKey(merged.name), ...merged.aliases.filter((a) => a !== "athletics"), ...nickname);
      teams.splice(teams.indexOf(merged), 1);
    }
  }
}

const CLUB_WORDS: Record<string, string> = { cd: "club deportivo", fc: "football club", cf: "club de futbol", ud: "union deportiva", sd: "sociedad deportiva", sc: "sport club", ac: "athletic club", afc: "association football club" };

// "Denizkent SK" is "Denizkent Spor Kulübü", "Harwick Rovers FC" "… Football Club", "Pawnee Valley CC" "…
// Community College": a closing abbreviation.
const CLOSING_CLUB_WORDS: Record<string, string> = { fc: "football club", sk: "spor kulubu", fk: "futbol kulubu", sc: "sport club", afc: "association football club", cc: "community college", jc: "junior college" };

/** "cd valdoria" → "club deportivo valdoria", "denizkent sk" → "denizkent spor kulubu": club abbreviations spelled out. */
function expandClubWords(key: string): string {
  const words = key.replace(/^clube desportivo /, "cd ").split(" ");
  if (words.length < 2) return key;
  return [CLUB_WORDS[words[0]] ?? words[0], ...words.slice(1, -1), CLOSING_CLUB_WORDS[words.at(-1)!] ?? words.at(-1)!].join(" ");
}

/** Whether `written` spells out the club's abbreviations ("Denizkent Spor Kulübü" for Denizkent SK). */
export function spellsOutClub(written: string, team: string): boolean {
  return nameKey(written) !== nameKey(team) && expandClubWords(nameKey(team)) === expandClubWords(nameKey(written));
}

function isTeamPhrase(words: string[], personWords: Set<string>): boolean {
  const last = words[words.length - 1];
  if (CLUB_LAST.test(last) || CLUB_FIRST.test(words[0], words[1])) return true;
  if (!NICKNAME.test(last) || NOT_NICKNAME.has(last.toLowerCase()) || MEDIA_LAST.test(last)) return false;
  // "Jalen Brooks": a person's words never make a team.
  return !personWords.has(nameKey(last)) && !words.every((w) => personWords.has(nameKey(w)));
}

/**
 * "No relation to the Chinook Falls Kalinowskis": a surname in the plural is a family, never a side, where it
 * is long enough not to be a nickname's word too (Browns, Kings).
 */
function isFamily(last: string, personWords: Set<string>): boolean {
  const key = nameKey(last);
  return key.length >= 7 && (personWords.has(key.slice(0, -1)) || (key.endsWith("es") && personWords.has(key.slice(0, -2))));
}

export type LocalTeamMention = { team: LocalTeam; index: number; length: number };

// One alternation per team list, compiled once: extraction asks for every sentence of every chunk.
const compiled = new WeakMap<LocalTeam[], { re: RegExp; bySpelling: Map<string, LocalTeam> }>();

const ABBREVIATED = /^(?:st|ste|mt|ft|pt)$/;

function matcherFor(teams: LocalTeam[]) {
  let m = compiled.get(teams);
  if (!m) {
    const bySpelling = new Map<string, LocalTeam>();
    // ("St. Aubin Catholic" is spelled "st aubin catholic": an abbreviation's full stop may stand before the space.)
    for (const team of teams) for (const s of [nameKey(team.name), ...team.aliases]) if (!bySpelling.has(s)) bySpelling.set(s, team);
    const alternation = [...bySpelling.keys()].sort((a, b) => b.length - a.length).map((s) => escapeRegExp(s).split(" ").map((w, i, all) => (i < all.length - 1 && ABBREVIATED.test(w) ? `${w}\\.?` : w)).join("[\\s-]+")).join("|");
    m = { re: new RegExp(String.raw`(?<![\p{L}\p{N}])(?:${alternation})(?![\p{L}\p{N}])`, "giu"), bySpelling };
    compiled.set(teams, m);
  }
  return m;
}

/** Where the text names one of the local teams (full name or short form), the longest spelling winning. */
export function findLocalTeams(text: string, teams: LocalTeam[]): LocalTeamMention[] {
  if (!teams.length) return [];
  const { re, bySpelling } = matcherFor(teams);
  const out: LocalTeamMention[] = [];
  // The spellings are folded: "Deportivo Río Seco" is found as "deportivo rio seco" (same offsets).
  for (const m of foldAligned(text).matchAll(re)) {
    // A short form must be capitalised as a name ("the Mariners", not "mariners").
    if (!/^\p{Lu}/u.test(text[m.index] ?? "")) continue;
    const team = bySpelling.get(nameKey(m[0]));
    if (team) out.push({ team, index: m.index, length: m[0].length });
  }
  return out;
}
