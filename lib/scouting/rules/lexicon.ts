// Word lists used to tell person names from the other capitalised words around them. Lower case.

import { escapeRegExp } from "./text";

const set = (...groups: string[]) => new Set(groups.join(" ").split(/\s+/).filter(Boolean));

export const MONTHS = set(
  "january february march april may june july august september october november december",
  "jan feb mar apr jun jul aug sep sept oct nov dec",
);
export const WEEKDAYS = set("monday tuesday wednesday thursday friday saturday sunday");
export const CLOCK_WORDS = set("am pm");
// "Merry Christmas", "Happy Birthday": greetings and holidays, not people.
export const HOLIDAY_WORDS = set("christmas xmas birthday holidays thanksgiving halloween easter hanukkah eid diwali");

export const FUNCTION_WORDS = set(
  "a an the this that these those my your our his her their its i me we us you he she they it him them",
  "and or but nor for on of about with without from to in at by as into onto per vs versus via regarding re",
  "if when while after before during since until than then so also just only please pls thanks thank",
  "hi hello hey yo ok okay can could would should may might must shall do does did is are was were be been am have has had",
  "what who whom whose which where why how there here not no yes all any some each every both either neither",
  "more most much many other another such same own different similar separate wrong whole entire certain various main now today tomorrow tonight yesterday new next",
  "meanwhile however although though because unlike like despite overall instead still even yet again",
  // Indefinite pronouns ("… Is Blocking Everything" closes a headline, never a surname).
  "everything everyone everybody something someone somebody anything anyone anybody nothing nobody",
  "according following given including plus minus mr mrs ms dr sir dear congrats congratulations",
  // ("Supporting Palmetto Bay Marlins student-athletes": a strapline's verb opens no club's name.)
  "supporting introducing welcoming celebrating honoring honouring featuring presenting announcing congratulating remembering thanking",
  "against across along among amid around behind beside besides between beyond inside outside toward towards through throughout upon within near past",
  // A bilingual page's openers in Spanish, Portuguese and French ("Cuando Rio Verde FC abre su temporada").
  // ("Segun", "Quand" are names too.)
  "cuando donde aunque según porque quando lorsque",
);

/** Verbs and nouns that frame a request ("Generate a scouting report for …"). */
export const COMMAND_WORDS = set(
  "generate create make write give build produce prepare draft get run show tell need want send compile pull",
  "find provide put scout scouting scouted scouts evaluate evaluation evaluations assess assessment analyze analyse",
  "analysis analyses analyzing breakdown break review profile report reports summary summarize summarise rundown",
  "compare look check help start begin let lets i'd i'm id im writeup write-up dossier intel info information",
  "details detailed full quick short brief complete comprehensive thorough in-depth deep dive",
  // A note's imperatives ("Use Hartford's number going forward"), never a given name.
  "use ask bring remember ignore",
);

/** Positions, roles, leagues and stat words: never part of a person's name. */
export const SPORT_WORDS = set(
  "player players prospect prospects athlete athletes rookie rookies veteran freshman sophomore junior senior redshirt",
  "enrollee enrollees signee signees recruit recruits walk-on",
  "coach coaches gm scout qb rb wr te ol dl lb cb fs ss edge pg sg sf pf fw gk dm cm am st cf lw rw wb cdm cam",
  "guard guards forward forwards center centre centers quarterback receiver tackle linebacker cornerback safety",
  "striker winger midfielder defender goalkeeper keeper fullback full-back wingback wing-back centre-back center-back left-back right-back centre-half center-half kicker punter end back",
  "nba nfl ncaa mls wnba epl fifa uefa afc nfc sec acc league team teams club college university draft combine",
  "season game games stats stat strengths strength weaknesses weakness pros cons notes note overview",
  "height weight position positions name date updated source round pick age class school pos ht wt",
  "star superstar all-star mvp film tape highlights card bio document documents file upload uploaded",
  "football basketball soccer sport sports analyst analysts commentator broadcaster",
  // A headline's epithet before a surname ("Sharpshooter Oduya picks Bexley State"): no given name.
  "sharpshooter sharpshooters playmaker playmakers hitman marksman sniper speedster enforcer workhorse shot-stopper netminder goalscorer poacher talisman linchpin stalwart youngster teenager wonderkid",
  // A court filing's parties ("Defendant Dario Kovalenko").
  "defendant defendants plaintiff plaintiffs petitioner respondent appellant appellee claimant counsel",
  // Kin words before a given name ("Uncle Isaac", "Dad") are not part of it.
  "uncle aunt auntie dad daddy mom mum mother father grandpa grandma granddad grandmother grandfather cousin",
  // "Teammate Cole Hargreave vouched for us": a relation before his name.
  "teammate teammates",
);

/** Capitalised words common in headings and titles that are not people ("## Play Style"). */
export const HEADING_WORDS = set(
  // Masthead and caption verbs: "The Kilbraith Courier — Serving Kilbraith since 1911", "Featuring Jonah Whitlock".
  "signed autographed framed serving covering featuring including presenting introducing celebrating honoring honouring remembering",
  // Kinds of document, as file names and titles give them ("ramblers-presser-transcript-2026-01-09.txt").
  "presser transcript notebook roundup digest memo dossier export thread newsletter bulletin briefing liveblog podcast episode",
  "visit visits official unofficial letter letters nomination itinerary agenda announcements invitation programme program catalogue catalog menu brochure handout flyer certificate",
  "play style role projection projections risk risks development focus key matchup matchups series context court spotlight",
  "vision prediction predictions health size background recommendation recommendations scouting player profile",
  "statistics measurements results log evaluation grade grades physical athleticism athletic offense defense",
  "defence offence shooting passing rebounding finishing handle ball skills tools intangibles character medical",
  "injury injuries history comparison comparisons comp bottom line final verdict takeaways takeaway means",
  "transactions news update updates section chapter appendix table contents western eastern northern southern",
  "north south east west central conference semifinal semifinals final finals preview review recap box score",
  "first second third fourth round pro personnel advance area region regional director general manager head",
  "assistant student trainee staff department office front big board rankings ranking top watch list mock picks trade trades",
  "deal free agency agent contract salary cap wingspan hand arm vertical upside downside floor ceiling reward",
  "fit scheme system usage minutes points rebounds assists steals blocks turnovers fouls goals touchdowns yards",
  "sacks tackles interceptions sources conclusion introduction summary unit special regular postseason playoff",
  "playoffs preseason tournament championship cup title award awards valuable defensive offensive expected",
  "current former previous primary secondary preferred foot strong weak left right total average career",
  "game-log combine-results press release statement breaking exclusive report reports great",
  "longform long-form feature features interview interviews signing signings signs unveiled transfer transfers depth chart charts roster rosters lineup lineups notebook mailbag primer outlook storyline storylines",
  // Verbs of title-case headings ("What Javon Brings", "What He Needs").
  "brings needs offers adds gives wants does makes",
  // Field labels of profile pages ("Hometown   Tessaly Falls", "Status   Committed to …").
  "hometown birthplace status committed",
);

export const NATIONALITIES = set(
  "american canadian mexican brazilian argentine argentinian french spanish german italian english british",
  "scottish welsh irish dutch belgian portuguese swiss austrian swedish norwegian danish finnish polish czech",
  "serbian croatian slovenian greek turkish russian ukrainian nigerian ghanaian senegalese cameroonian",
  "ivorian moroccan egyptian algerian tunisian japanese korean chinese australian lithuanian latvian",
  "european african asian international",
);

/** A phrase containing one of these names an organisation, venue or event, not a person. */
export const ORG_WORDS = set(
  "university college state tech polytechnic school academy prep high hs institute arena center centre garden stadium field park",
  // Schools and districts in other languages ("Colegio de Santa Brigida", "Barangay Malinis").
  "colegio escuela universidad universidade instituto liceo barangay",
  "dome bowl league conference tournament cup championship championships classic series games olympics draft",
  "pro-am invitational jamboree reunion banquet fundraiser festival regatta gala marathon carnival fete expo ave blvd",
  "library museum gallery zoo aquarium theatre theater cinema cathedral storytime",
  "combine award awards trophy team club basket fc cf afc sc ac as united city town borough celtic albion county media sports news network times",
  "post journal insider athletic athletics espn radio tv week day night season final finals madness summer",
  "spring fall winter camp showcase street avenue a&m community wire press report magazine daily tribune herald",
  "gazette sentinel personnel department office agency group inc llc ltd corp company foundation association collective",
  "dispatch courier ledger chronicle observer podcast digest bulletin newsletter blog telegraph examiner echo",
  "gleaner advertiser argus clarion beacon bugle enquirer inquirer almanac yearbook",
  "weekly monthly quarterly biweekly fortnightly stade olympique sporting deportivo desportivo atletico racing clube",
  // Sponsors and shops ("Brennerton Savings", "Gridiron Greats Collectibles").
  "savings bank insurance motors collectibles brewing brewery bakery restaurant hotel store shop kids eats bites",
  "convention ballroom auditorium gymnasium fieldhouse drive parkway highway plaza division agreement",
  // Trades and services ("Northpoint Airways", "Hartwell Lettings", "Clearsight Opticians").
  "airways airlines lettings opticians dental catering deli plumbing removals logistics couriers cleaners florists",
  "salon pharmacy realty rentals storage tyres paintball bistro pizzeria diner tavern casting carpet carpets upholstery",
  "picturehouse",
  // Venues and the closing word of a place ("Harbor Point Mall", "Marrow Creek", "Eastbrook Heights").
  "mall clinic hospital creek valley heights inn motel suites tavern smokehouse diner bistro cafe café",
  // Firms and families ("Barrow Brand Holdings", "Okonjo Apparel Co.", "the Whitlock Family camp").
  "holdings apparel family",
  // Offices, trades and addresses on everyday paperwork ("Planning Services", "Chandlers Yard", "Mill Race Cottages").
  "services council borough yard cottages cottage sidings terrace yoga studio studios",
  "design designs landscape landscaping realty builders plan plans feedback print printing",
  "kk fk nk bk hnk hc bc ec sv vv vfb vfl tsv sk ud sd cs ks mks gks lks road lane boulevard",
  "federation union cd ad asc municipal sporting atletico atlético deportivo racing dynamo olympique rovers rangers wanderers albion virtus spor gücü gucu",
  // A youth side ("Ashby Cross Juniors", "Kestrel Vale Youth").
  "juniors youth reserves",
);

/**
 * Cities and states that open team names ("Omaha Comets"). Names that are also common first names
 * (Austin, Dallas, Jordan, Tyler, Madison …) are left out on purpose.
 */
export const PLACE_WORDS = set(
  "atlanta boston brooklyn chicago cleveland detroit indiana indianapolis memphis miami milwaukee",
  "minnesota oklahoma orlando philadelphia portland sacramento toronto utah washington baltimore buffalo",
  "carolina cincinnati jacksonville kansas pittsburgh seattle tampa tennessee arizona omaha tacoma louisville",
  "albuquerque boise spokane fresno birmingham richmond oakland seattle anaheim nashville raleigh columbus",
  "louisiana alabama georgia florida texas oregon california nevada colorado iowa ohio michigan wisconsin",
  "illinois missouri kentucky virginia maryland delaware vermont maine massachusetts connecticut nebraska",
  "idaho montana wyoming hawaii alaska arkansas mississippi manchester liverpool london madrid barcelona",
  "munich turin rome naples paris lyon marseille lisbon porto amsterdam glasgow dublin vancouver montreal",
  "calgary edmonton ottawa winnipeg honolulu tucson tulsa wichita omaha lincoln-park reno fargo anchorage",
  "el-paso san los las new salt golden green tampa st st. fort",
  // Words that open invented place names as often as real ones ("Port Calder", "Mount Haven", "Lake City").
  "port mount lake bay glen cape north south east west upper lower saint santa sao são",
);

/** Multi-word places that look like two capitalised names. */
export const PLACE_PHRASES = new Set([
  "los angeles", "new york", "san antonio", "new orleans", "golden state", "oklahoma city", "salt lake city",
  "san francisco", "san diego", "las vegas", "kansas city", "green bay", "tampa bay", "new england",
  "north carolina", "south carolina", "north dakota", "south dakota", "west virginia", "new jersey",
  "new mexico", "rhode island", "notre dame", "costa rica", "ivory coast", "saudi arabia", "south africa",
  "united states", "great britain", "puerto rico", "hong kong", "santa clara", "st louis", "baton rouge",
  "chapel hill", "ann arbor", "college park", "east lansing", "madison square garden", "great lakes", "great plains", "big sky",
]);

/** Extra words that cannot open a lower-case name in a typed request ("scout the young guard …"). */
export const COMMON_LOWER_WORDS = set(
  "good great best better top fast young tall big small old some few one two three four five guy guys kid",
  "man woman dude someone somebody anyone everyone everything something anything thing things stuff know think",
  "see upcoming current former worst latest recent last first his her their this that my our",
  "night morning week month year tonight game match matchup tape film clip clips video stats numbers",
  "him her them us me everybody nobody noone none other others another player guy",
  // Frequent English words, so a lower-case request ("scout the best available point guard") finds no name.
  "available possible potential starting undrafted free agent agents point points available top-rated rated",
  "ranked highest lowest biggest smallest fastest strongest tallest youngest oldest new next last first second",
  "third able about above across actually after again against ago all almost alone along already always among",
  "any around away back bad because become been before behind being below better between beyond both bring",
  "but by came can cannot case certain change clear close come could current day different down during each",
  "early easy either else end enough even ever every example far few find fine following form found from full",
  "get give given go going gone got great group hand hard have having head help high home how however idea",
  "important into its just keep kind know large late later least left less let level life like line little",
  "long look lot low made main make many may maybe mean might more most move much must near need never",
  "nice no not nothing now number of off often old on once only open or order out over own part per place",
  "play plays playing put quite rather real really right run same say second see seem set several should",
  "show side since so some something soon still such sure take than that the their then there these they",
  "thing think this those though through time today together too toward true try turn under until up upon",
  "use used very want way well what when where whether which while who whole why will with within without",
  "work world would year years yes yet young your team teams roster draft class pick picks lottery prospect",
  "prospects option options fit fits need needs depth chart backup starter starters bench",
  // Chat interjections ("lol that last report was great"): never a name typed in lower case.
  "lol lmao rofl haha hahaha hehe omg btw fyi imo tbh idk thx ok okay hmm ugh wow yay cheers hey hi hello",
);

/** Name suffixes kept as part of the name, keyed by folded form. */
export const NAME_SUFFIXES = new Map<string, string>([
  ["jr", "Jr."], ["jr.", "Jr."], ["sr", "Sr."], ["sr.", "Sr."], ["ii", "II"], ["iii", "III"], ["iv", "IV"],
]);

/** Lower-case particles inside surnames ("van Dijk", "de Jong"). */
// Position abbreviations written before a name on depth charts and broadcast notes ("DE Tomasz Wiśniewski",
// "RG Sione Falaniko"): in capitals before a mixed-case name they are labels, never a first name.
export const POSITION_ABBREVIATIONS = set(
  "c s k p f g pg sg sf pf qb rb fb wr te ot og ol dl de dt nt lb ilb olb mlb cb db fs ss edge lt lg rg rt ls ath gk wb dm cm am lw rw st cf cam cdm lm rm lwb rwb",
);
export const NAME_PARTICLES = set("van von de der den da di del della dos das du ter ten le la");

/** A body of people ("Dear Foxes Season-Ticket Members", "Varnholt FC Season Ticket Holders"): no person, no club. */
export const GROUP_NOUNS = "members|supporters|holders|subscribers|readers|listeners|parents|families|alumni|boosters|colleagues|fans";

/** Any token in this union splits a capitalised run before it can become a name. */
export const NOT_NAME_WORDS = new Set<string>([
  ...FUNCTION_WORDS, ...COMMAND_WORDS, ...SPORT_WORDS, ...HEADING_WORDS, ...MONTHS, ...WEEKDAYS, ...CLOCK_WORDS, ...HOLIDAY_WORDS, ...NATIONALITIES,
]);

/**
 * Familiar forms of given names ("Gus" for Augustus, "Zeke" for Ezekiel, "Bill" for William, "Tom" for
 * Thomas). A form of four letters or more that opens the full name ("Santi", "Cass", "Theo") needs no
 * entry (person-resolve.ts, isFamiliarForm).
 */
export const FAMILIAR_FORMS = new Map<string, string[]>(
  (
    [
      ["gus", "augustus angus augustin gustav gustavo"],
      ["zeke", "ezekiel"],
      ["thad tad", "thaddeus"],
      ["tom tommy", "thomas tomas"],
      ["ben benny", "benjamin"],
      ["dan danny", "daniel"],
      ["sam sammy", "samuel"],
      ["max", "maximilian maxwell maximo"],
      ["ron ronnie", "ronald"],
      ["don donnie", "donald"],
      ["ken kenny", "kenneth"],
      ["pat", "patrick"],
      ["jon", "jonathan"],
      ["joe joey", "joseph"],
      ["mike mikey", "michael"],
      ["matt", "matthew matthias"],
      ["nick nico", "nicholas nicolas nikolai"],
      ["steve", "steven stephen"],
      ["dave", "david"],
      ["tim timmy", "timothy"],
      ["greg", "gregory"],
      ["jeff", "jeffrey"],
      ["fred freddie", "frederick"],
      ["vic", "victor"],
      ["lou", "louis luis"],
      ["bill billy will willie liam", "william"],
      ["bob bobby rob robbie", "robert roberto"],
      ["dick rick ricky richie", "richard ricardo"],
      ["jim jimmy jamie", "james"],
      ["jack johnny", "john jonathan"],
      ["ted teddy ned", "edward edmund theodore"],
      ["tony", "anthony antonio"],
      ["drew", "andrew andreas"],
      ["sandy xander lex", "alexander alejandro"],
      ["nate", "nathan nathaniel"],
      ["hank harry", "henry"],
      ["chuck", "charles"],
      ["peggy", "margaret"],
      ["kit", "christopher"],
      ["bash", "sebastian"],
      ["beto", "alberto roberto"],
      ["pepe", "jose"],
      ["paco", "francisco"],
      ["nacho", "ignacio"],
      ["kuba", "jakub"],
      ["sasha", "alexander aleksandr"],
      ["misha", "mikhail"],
      ["dima", "dmitri dmitry"],
      ["reggie reg", "reginald"],
      ["larry", "lawrence laurence"],
      ["jerry", "gerald jerome jeremiah"],
      ["terry", "terrence terence"],
      ["manny", "manuel emmanuel"],
      ["andy", "andrew andre andres"],
      ["eddie ed", "edward edwin eduardo"],
      ["charlie", "charles"],
      ["frank frankie", "francis franklin francisco"],
      ["rolly rollie", "rolando roland"],
      ["toby", "tobias"],
      ["dre", "andre andré"],
    ] as const
  ).flatMap(([forms, names]) => forms.split(" ").map((f) => [f, names.split(" ")] as [string, string[]])),
);

/** A form's roles for the person it is about ("Customer: …", "Renter: …", "Applicant: …"). */
export const FORM_ROLES = "customer|client|performer|student|camper|jumper|requester|requestor|organiser|organizer|vendor|exhibitor|volunteer|owner|patient|guest|tenant|passenger|buyer|purchaser|applicant|candidate|resident|caller|homeowner|policyholder|renter|hirer|borrower|member|rider|donor|sender|recipient|consignor|seller|visitor|attendee|entrant|participant|registrant|subscriber";
// A form's field naming whom it is for by what it does for him ("Bill to: Hollis Grange").
export const FORM_PARTY = String.raw`bill(?:ed)?\s+to|sold\s+to|deliver(?:ed)?\s+to|ship(?:ped)?\s+to|send\s+to|invoice\s+to|issued\s+to|prepared\s+for|booked\s+(?:by|for)|reserved\s+for|booking\s+name|account\s+(?:name|holder)|(?:customer|client|guest|owner|donor)(?:'s)?\s+name`;

/**
 * After a role word: the role-player acting on him ("Harbour City's point guard cooked him twice", "the
 * Falcons' corner shadowed him"), someone else (REQ-PPL-07). ("plays point guard for him": a preposition;
 * "being the Pilots' point guard suits him": a state.)
 */
export const ROLE_ACTS_ON_HIM =
  /^[ \t]+(?!(?:for|with|like|to|and|or|behind|beside|next|alongside|than|as|about|from|on|at|in|by|of|near|under|over|after|before|is|was|who|that|suits?|suited|fits?|fitted|helps?|helped|becomes?|became|makes?|made|gives?|gave|serves?|served|favou?rs?|favou?red|keeps?|kept|gets?|got)\b)\p{Ll}[\p{Ll}-]*(?:[ \t]+(?:up|down|out|off|over|all))?[ \t]+him\b/u;
/** His action landing on another man ("a tackle on the Harriers centre-forward"), before that man's side and role. */
export const ACTION_ON = String.raw`(?:tackles?|sacks?|stops?|blocks?)\s+(?:on|against)`;
/** Before a role word: another side's or an unnamed role-player ("Harbour City's", "the", "their"). */
export const OTHERS_ROLE_BEFORE = /(?:\p{Lu}[\p{L}'’.-]*['’]s?|\b(?:the|their|an?|opposing|rival))\s+(?:[\p{Ll}-]+\s+)?$/u;
/** A role he is or becomes ("Becoming the starting point guard matured him", "Life as X's left-back"). */
export const ROLE_BECOME_BEFORE = /\b(?:as|being|becoming|became|become|becomes|named|made)\s+(?:[\p{L}'’.-]+\s+){0,4}$/iu;
/** An injury list's status after a code ("— P, Lower Back", "— Q, Right Ankle"): a body part, no side. */
export const BODY_PART = /\b(?:back|knee|ankle|hamstring|groin|shoulder|wrist|hip|foot|toe|calf|quad|thigh|elbow|hand|finger|thumb|concussion|illness|neck|ribs?|achilles|abdominal|oblique|head|heel|shin|chest)\b/i;

/**
 * Whether the sentence before a role-player acting on "him" named the target or anyone else ("Jalen
 * Whitcombe arrived in June, and the new point guard impressed him", "Head coach Ray Dorsey had wanted a
 * floor general, and the Pilots' new point guard convinced him"): then "him" is that other man and the
 * role-player may be the target. (The side's own name just before the role does not count.)
 */
export function namedBeforeRole(textBefore: string, hisWords: string[]): boolean {
  const sentence = textBefore.split(/[.!?]\s+/).at(-1) ?? "";
  return hisWords.some((w) => w.length >= 3 && new RegExp(String.raw`\b${escapeRegExp(w)}\b`, "i").test(sentence)) || /\b\p{Lu}\p{Ll}+\s+\p{Lu}\p{Ll}+\b/u.test(sentence.slice(0, -40));
}
