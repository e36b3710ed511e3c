// A compact list of well-known teams, college programs and leagues. It helps recognise bare team names;
// unknown teams are still accepted after cue words (see teams.ts).

export type TeamSport = "nba" | "football" | "soccer" | "college";

export type KnownTeam = {
  name: string;
  sport: TeamSport;
  league: string;
  /** Spellings recognised anywhere (case-sensitive). */
  aliases: string[];
  /** Spellings that are also ordinary words or other clubs ("Heat", "Magic"): only after a cue word. */
  cueOnlyAliases: string[];
  /** Abbreviations, only in a team column or after "Team:". */
  codes: string[];
};

// "Full name|alias,alias*|CODE": a trailing * marks a cue-only alias.
const NBA = `Atlanta Hawks|Hawks|ATL;Boston Celtics|Celtics|BOS;Brooklyn Nets|Nets|BKN;Charlotte Hornets|Hornets|CHA;
Chicago Bulls|Bulls|CHI;Cleveland Cavaliers|Cavaliers,Cavs|CLE;Dallas Mavericks|Mavericks,Mavs|DAL;
Denver Nuggets|Nuggets|DEN;Detroit Pistons|Pistons|DET;Golden State Warriors|Warriors|GSW;
Houston Rockets|Rockets|HOU;Indiana Pacers|Pacers|IND;Los Angeles Clippers|LA Clippers,Clippers|LAC;
Los Angeles Lakers|LA Lakers,Lakers|LAL;Memphis Grizzlies|Grizzlies|MEM;Miami Heat|Heat*|MIA;
Milwaukee Bucks|Bucks|MIL;Minnesota Timberwolves|Timberwolves,Wolves*|MIN;New Orleans Pelicans|Pelicans|NOP;
New York Knicks|Knicks|NYK;Oklahoma City Thunder|Thunder*|OKC;Orlando Magic|Magic*|ORL;
Philadelphia 76ers|76ers,Sixers|PHI;Phoenix Suns|Suns|PHX;Portland Trail Blazers|Trail Blazers,Blazers|POR;
Sacramento Kings|Kings*|SAC;San Antonio Spurs|Spurs*|SAS;Toronto Raptors|Raptors|TOR;Utah Jazz|Jazz*|UTA;
Washington Wizards|Wizards|WAS`;

const NFL = `Arizona Cardinals|Cardinals*|ARI;Atlanta Falcons|Falcons|ATL;Baltimore Ravens|Ravens|BAL;
Buffalo Bills|Bills*|BUF;Carolina Panthers|Panthers*|CAR;Chicago Bears|Bears|CHI;Cincinnati Bengals|Bengals|CIN;
Cleveland Browns|Browns*|CLE;Dallas Cowboys|Cowboys|DAL;Denver Broncos|Broncos|DEN;Detroit Lions|Lions*|DET;
Green Bay Packers|Packers|GB;Houston Texans|Texans*|HOU;Indianapolis Colts|Colts|IND;
Jacksonville Jaguars|Jaguars|JAX;Kansas City Chiefs|Chiefs|KC;Las Vegas Raiders|Raiders|LV;
Los Angeles Chargers|Chargers|LAC;Los Angeles Rams|Rams|LAR;Miami Dolphins|Dolphins|MIA;
Minnesota Vikings|Vikings|MIN;New England Patriots|Patriots|NE;New Orleans Saints|Saints*|NO;
New York Giants|Giants*|NYG;New York Jets|Jets*|NYJ;Philadelphia Eagles|Eagles|PHI;
Pittsburgh Steelers|Steelers|PIT;San Francisco 49ers|49ers,Niners|SF;Seattle Seahawks|Seahawks|SEA;
Tampa Bay Buccaneers|Buccaneers,Bucs|TB;Tennessee Titans|Titans|TEN;Washington Commanders|Commanders|WAS`;

// Soccer: "Full name|aliases|league".
const SOCCER = `Arsenal||Premier League;Aston Villa|Villa*|Premier League;AFC Bournemouth|Bournemouth|Premier League;
Brentford||Premier League;Brighton & Hove Albion|Brighton|Premier League;Chelsea||Premier League;
Crystal Palace|Palace*|Premier League;Everton||Premier League;Fulham||Premier League;Leeds United|Leeds|Premier League;
Liverpool|Liverpool*|Premier League;Manchester City|Man City|Premier League;
Manchester United|Man United,Man Utd|Premier League;Newcastle United|Newcastle|Premier League;
Nottingham Forest|Forest*|Premier League;Tottenham Hotspur|Tottenham,Spurs*|Premier League;
West Ham United|West Ham|Premier League;Wolverhampton Wanderers|Wolves*|Premier League;Sunderland||Premier League;
Burnley||Premier League;Leicester City|Leicester|Premier League;Southampton||Premier League;
Real Madrid||La Liga;FC Barcelona|Barcelona*,Barça,Barca|La Liga;Atlético Madrid|Atletico Madrid,Atlético,Atleti|La Liga;
Sevilla||La Liga;Real Sociedad||La Liga;Villarreal||La Liga;Athletic Bilbao|Athletic Club|La Liga;
Real Betis|Betis|La Liga;Valencia|Valencia*|La Liga;Bayern Munich|Bayern,FC Bayern|Bundesliga;
Borussia Dortmund|Dortmund,BVB|Bundesliga;Bayer Leverkusen|Leverkusen|Bundesliga;RB Leipzig|Leipzig*|Bundesliga;
Eintracht Frankfurt||Bundesliga;Juventus|Juve|Serie A;Inter Milan|Internazionale,Inter*|Serie A;
AC Milan|Milan*|Serie A;Napoli||Serie A;AS Roma|Roma|Serie A;Lazio||Serie A;Atalanta||Serie A;
Paris Saint-Germain|PSG,Paris SG|Ligue 1;Olympique de Marseille|Marseille*|Ligue 1;
Olympique Lyonnais|Lyon*|Ligue 1;AS Monaco|Monaco*|Ligue 1;Ajax||Eredivisie;PSV Eindhoven|PSV|Eredivisie;
Feyenoord||Eredivisie;Benfica||Primeira Liga;FC Porto|Porto*|Primeira Liga;Sporting CP|Sporting Lisbon|Primeira Liga;
Celtic|Celtic*|Scottish Premiership;Rangers|Rangers*|Scottish Premiership;Galatasaray||Süper Lig;
Inter Miami CF|Inter Miami|MLS;LA Galaxy||MLS;Los Angeles FC|LAFC|MLS;Seattle Sounders||MLS;
Atlanta United||MLS;New York Red Bulls||MLS;New York City FC|NYCFC|MLS;Columbus Crew||MLS;FC Cincinnati||MLS`;

// College programs: names that are also states or cities are cue-only.
const COLLEGE = `Duke|Blue Devils;Gonzaga;Villanova;UCLA;USC;LSU;UConn|Connecticut*;BYU;TCU;SMU;Notre Dame;Clemson;
Purdue;Syracuse;Baylor;Marquette;Creighton;Xavier;Ole Miss;Texas A&M;Ohio State;Michigan State;Penn State;
Florida State;Iowa State;Arizona State;Oregon State;Oklahoma State;Kansas State;Texas Tech;Wake Forest;
Virginia Tech;Georgia Tech;Boise State;San Diego State;Stanford;Vanderbilt;Auburn;Kentucky*;Kansas*;
North Carolina|UNC,Tar Heels;Alabama*|Crimson Tide;Georgia*|Bulldogs*;Texas*|Longhorns;Oklahoma*|Sooners;
Oregon*|Ducks*;Florida*|Gators;Tennessee*|Volunteers;Arizona*|Wildcats*;Houston*|Cougars*;Indiana*|Hoosiers;
Louisville*|Cardinals*;Wisconsin*|Badgers;Iowa*|Hawkeyes;Miami*|Hurricanes;Virginia*|Cavaliers*;Arkansas*|Razorbacks;
Memphis*|Tigers*;Illinois*|Fighting Illini;Washington*|Huskies*;Utah*|Utes;Colorado*|Buffaloes;Missouri*|Tigers*;
Nebraska*|Cornhuskers;Maryland*|Terrapins;Michigan*|Wolverines;Cincinnati*|Bearcats;Minnesota*|Golden Gophers`;

function parseAliases(field: string | undefined): { aliases: string[]; cueOnly: string[] } {
  const aliases: string[] = [];
  const cueOnly: string[] = [];
  for (const raw of (field ?? "").split(",")) {
    const a = raw.trim();
    if (!a) continue;
    if (a.endsWith("*")) cueOnly.push(a.slice(0, -1));
    else aliases.push(a);
  }
  return { aliases, cueOnly };
}

function parsePro(block: string, sport: "nba" | "football", league: string): KnownTeam[] {
  return block.split(";").map((entry) => {
    const [name, aliasField, code] = entry.trim().split("|");
    const { aliases, cueOnly } = parseAliases(aliasField);
    return { name, sport, league, aliases: [name, ...aliases], cueOnlyAliases: cueOnly, codes: code ? [code] : [] };
  });
}

function parseSoccer(block: string): KnownTeam[] {
  return block.split(";").map((entry) => {
    const [name, aliasField, league] = entry.trim().split("|");
    const { aliases, cueOnly } = parseAliases(aliasField);
    // A cue-only full name ("Liverpool|Liverpool*") makes the name itself cue-only: it is also a city.
    const nameCueOnly = cueOnly.includes(name);
    return { name, sport: "soccer" as const, league, aliases: nameCueOnly ? aliases : [name, ...aliases], cueOnlyAliases: cueOnly, codes: [] };
  });
}

function parseCollege(block: string): KnownTeam[] {
  return block.split(";").map((entry) => {
    const [rawName, aliasField] = entry.trim().split("|");
    const nameCueOnly = rawName.endsWith("*");
    const name = nameCueOnly ? rawName.slice(0, -1) : rawName;
    const { aliases, cueOnly } = parseAliases(aliasField);
    return {
      name,
      sport: "college" as const,
      league: "NCAA",
      aliases: nameCueOnly ? aliases : [name, ...aliases],
      cueOnlyAliases: nameCueOnly ? [name, ...cueOnly] : cueOnly,
      codes: [],
    };
  });
}

export const KNOWN_TEAMS: KnownTeam[] = [
  ...parsePro(NBA, "nba", "NBA"),
  ...parsePro(NFL, "football", "NFL"),
  ...parseSoccer(SOCCER),
  ...parseCollege(COLLEGE),
];

/**
 * Canonical league names with the spellings that name them, and the sports they belong to. Only leagues
 * the text names: a conference ("SEC") is not turned into "NCAA", so every value can be shown in the text.
 */
export const LEAGUES: { name: string; pattern: RegExp; sports: ("nba" | "football" | "soccer")[] }[] = [
  { name: "NBA", pattern: /\bNBA\b(?![-\s]?G[-\s]League)/g, sports: ["nba"] },
  { name: "G League", pattern: /\b(?:NBA\s+)?G[-\s]League\b/g, sports: ["nba"] },
  { name: "WNBA", pattern: /\bWNBA\b/g, sports: ["nba"] },
  { name: "EuroLeague", pattern: /\bEuro[Ll]eague\b/g, sports: ["nba"] },
  { name: "NFL", pattern: /\bNFL\b/g, sports: ["football"] },
  { name: "CFL", pattern: /\bCFL\b/g, sports: ["football"] },
  { name: "NCAA", pattern: /\bNCAA\b/g, sports: ["nba", "football", "soccer"] },
  { name: "Premier League", pattern: /\b(?:English\s+)?Premier League\b|\bEPL\b/g, sports: ["soccer"] },
  { name: "La Liga", pattern: /\bLa ?Liga\b/g, sports: ["soccer"] },
  { name: "Bundesliga", pattern: /\bBundesliga\b/g, sports: ["soccer"] },
  { name: "Serie A", pattern: /\bSerie A\b/g, sports: ["soccer"] },
  { name: "Ligue 1", pattern: /\bLigue 1\b/g, sports: ["soccer"] },
  { name: "Eredivisie", pattern: /\bEredivisie\b/g, sports: ["soccer"] },
  { name: "Primeira Liga", pattern: /\bPrimeira Liga\b/g, sports: ["soccer"] },
  { name: "Scottish Premiership", pattern: /\bScottish Premiership\b/g, sports: ["soccer"] },
  { name: "MLS", pattern: /\bMLS\b|\bMajor League Soccer\b/g, sports: ["soccer"] },
  { name: "NWSL", pattern: /\bNWSL\b/g, sports: ["soccer"] },
  { name: "Liga MX", pattern: /\bLiga MX\b/g, sports: ["soccer"] },
];
