// Word lists for the synthetic scouting corpus. Every name is invented; combinations are random.
export const FIRST_NAMES = [
  "Jalen", "Andre", "Darius", "Marcus", "Tobias", "Kofi", "Caleb", "Isaiah", "Malik", "Devin",
  "Jordan", "Terrence", "Elijah", "Quentin", "Rashad", "Dmitri", "Luka", "Mateo", "Nikolai", "Omari",
  "Xavier", "Zion", "Brandon", "Cedric", "Dante", "Emeka", "Felipe", "Grant", "Hakeem", "Ivan",
  "Jamal", "Keon", "Lamar", "Mason", "Nolan", "Orlando", "Pascal", "Reggie", "Silas", "Tyrese",
  "Ulysses", "Victor", "Wendell", "Yusuf", "Amari", "Bastien", "Cormac", "Desmond", "Ezra", "Fabian",
  "Gideon", "Henrik", "Idris", "Jonas", "Kendrick", "Leandro", "Moses", "Nasir", "Oskar", "Percy",
  "Quincy", "Roman", "Santiago", "Thaddeus", "Uriel", "Vaughn", "Winston", "Yannick", "Zeke", "Tre'Von",
] as const;

export const LAST_NAMES = [
  "Brooks", "Kessler", "Whitfield", "Almeida", "Haskins", "Van Dorn", "Adjei-Mensah", "Okafor", "Lindqvist", "Moreau",
  "Castellanos", "Pemberton", "Ashworth", "Delacroix", "Fairbanks", "Galloway", "Hollister", "Iwobi", "Jablonski", "Kowalczyk",
  "Larkspur", "Mbeki", "Nakamura", "Oyelaran", "Prescott", "Quarles", "Radovic", "Sandoval", "Thibodeaux", "Underwood",
  "Vasquez", "Whitcombe", "Yarborough", "Zielinski", "Abernathy", "Blackwood", "Crenshaw", "Dunleavy", "Ellington", "Fontaine",
  "Greer", "Hargrove", "Ibarra", "Jennings", "Kingsley", "Lockhart", "Mansfield", "Norwood", "Ogunleye", "Pruitt",
  "Rainey", "Stroud", "Tillman", "Upshaw", "Vance", "Winslow", "Yeboah", "Zamora", "Achterberg", "Bellamy",
  "Calloway", "Drummond", "Eastwood", "Fairweather", "Goodridge", "Holloway", "Ingram", "Jeffries", "Kilgore", "Langford",
  "Merriweather", "Nwosu", "Osei", "Pennington", "Redmond", "Sheridan", "Tolbert", "Valentine", "Westbrook", "Youngblood",
  "Alcott", "Birchfield", "Carrow", "Dovlatov", "Esterhazy", "Falkner", "Grimaldi", "Hathaway", "Illing", "Jovanovic",
  "Kaminski", "Lemaire", "Montague", "Nesbitt", "Ortega", "Petrakis", "Rutherford", "Stanek", "Trudeau", "Vidal",
] as const;

export const POSITIONS = [
  { code: "PG", name: "Point Guard", heightIn: [72, 77], weightLb: [170, 200] },
  { code: "SG", name: "Shooting Guard", heightIn: [74, 79], weightLb: [180, 215] },
  { code: "SF", name: "Small Forward", heightIn: [77, 81], weightLb: [205, 235] },
  { code: "PF", name: "Power Forward", heightIn: [79, 83], weightLb: [225, 255] },
  { code: "C", name: "Center", heightIn: [81, 86], weightLb: [240, 285] },
] as const;

export const TEAMS = [
  "Omaha Comets", "Tacoma Tides", "Louisville Thoroughbreds", "Reno Rattlers", "Boise Bighorns", "Tulsa Twisters",
  "Albany Anchors", "Fresno Falcons", "Spokane Sentinels", "Toledo Tinmen", "Wichita Windmills", "Akron Aviators",
  "Savannah Sirens", "Provo Pioneers", "Mobile Mariners", "Erie Ironclads", "Durham Drovers", "Laredo Lancers",
  "Fargo Frost", "Eugene Evergreens", "Macon Mavericks", "Yakima Yellowjackets", "Duluth Lakers", "Biloxi Buccaneers",
] as const;

export const SCOUTS = ["R. Alvarez", "M. Okonkwo", "S. Lindgren", "T. Whitaker", "J. Beaumont", "K. Tanaka", "D. Ferreira", "P. Gallagher"];
export const DEPARTMENTS = ["Pro Personnel", "College Scouting", "International Scouting", "Analytics"];
export const REGIONS = ["Western region", "Eastern region", "Midwest", "Southeast", "Europe", "Pacific"];

// Sentences use {name}, {he}, {his}, {team}, {opp}, {n}, {pct} placeholders.
export const STRENGTHS = [
  "**Court vision and playmaking.** Reads the weak side early and throws accurate skip passes with either hand.",
  "**Transition.** Grab-and-go rebounder who pushes pace; {team} scores {n} points per possession when {he} initiates the break.",
  "**Strength and finishing.** Absorbs contact at the rim and converts well above league average in the restricted area.",
  "**Defensive versatility.** Can switch onto guards for short stretches and hold {his} ground against bigger forwards.",
  "**Catch-and-shoot.** Quick, compact release; hit {pct}% of catch-and-shoot threes over the last twenty games.",
  "**Rim protection.** Times {his} jumps well, blocks shots without fouling and alters attempts at the basket.",
  "**Offensive rebounding.** Relentless on the glass, creates second chances with positioning rather than leaping.",
  "**Pick-and-roll ball handling.** Manipulates the big with hesitation dribbles and finds the roller on time.",
  "**Motor and effort.** Plays hard on every possession, sprints back in transition and dives for loose balls.",
  "**Post scoring.** Patient footwork on the block, a reliable turnaround jumper and a soft right-hand hook.",
  "**Off-ball movement.** Relocates constantly, uses screens well and punishes defenders who ball-watch.",
  "**Perimeter defence.** Stays in front of quicker guards, active hands, fights over screens.",
  "**Mid-range game.** Pull-up jumper from the elbows is consistent; shooting {pct}% from mid-range.",
  "**Durability.** Has played at least {n} games in each of the last three seasons.",
  "**Basketball IQ.** Rarely out of position, communicates on defence and makes the simple pass.",
  "**Free-throw shooting.** Reliable at the line, {pct}% this season, and draws fouls at a high rate.",
  "**Length.** Wingspan well beyond {his} height lets {him} contest shots and poke away dribbles.",
  "**Leadership.** Vocal in huddles; coaches praise {his} preparation and film study.",
] as const;

export const WEAKNESSES = [
  "**Free-throw shooting.** {pct}% this season; opponents have started to foul {him} intentionally late in games.",
  "**Three-point consistency.** {pct}% on {n} attempts per game; the release is slow and the shot flattens when tired.",
  "**Turnovers.** Loose handle in traffic; {n} turnovers per game against set defences.",
  "**Lateral quickness.** Struggles to stay in front of smaller guards on switches.",
  "**Foul trouble.** Reaches on drives and picks up cheap fouls; averaged {n} fouls in thirty minutes.",
  "**Shot selection.** Settles for contested long twos early in the clock.",
  "**Left hand.** Rarely finishes with the left; defenders force {him} left with success.",
  "**Defensive rebounding.** Does not box out consistently and gives up long rebounds.",
  "**Conditioning.** Effort dips in the fourth quarter and on back-to-backs.",
  "**Injury history.** Missed {n} games with a recurring ankle sprain; medical staff should review.",
  "**Decision making.** Forces passes into crowded lanes when the first read is taken away.",
  "**Strength.** Gets pushed off spots by physical forwards and struggles to hold position in the post.",
  "**Off-ball defence.** Loses track of cutters and is late on help rotations.",
  "**Creating own shot.** Needs a screen to get separation; limited in isolation.",
] as const;

export const FILLER = [
  "{name} was at {his} best in the second half against the {opp}, attacking closeouts and kicking to open shooters.",
  "Against the {opp} the coaching staff used {name} as a screener, and the short roll produced {n} assists.",
  "The {team} run a lot of horns sets, which puts {name} at the elbow with a chance to read the defence.",
  "{name} defended the {opp} best wing for long stretches and held {him} to {n} points on poor shooting.",
  "Film from the road trip shows {name} hunting mismatches after switches and punishing small defenders.",
  "In late-clock situations {name} prefers the pull-up jumper going right, which scouting reports have noticed.",
  "{name} talked through every defensive possession, calling out screens and directing rotations.",
  "The {team} outscored opponents by {n} points per hundred possessions with {name} on the floor.",
  "On the second night of a back-to-back {name} looked a step slow and the {opp} attacked {him} in space.",
  "{name} shot {pct}% in the month, up from earlier in the season after a change to {his} set point.",
  "Teammates look for {name} in transition, and {he} rarely wastes the advantage.",
  "The {opp} went under screens against {name}, daring {him} to shoot, and {he} made them pay twice.",
  "Several executives asked about {name} at the deadline, and the {team} listened without making a move.",
  "{name} played {n} minutes and finished with a team-high plus-minus despite a quiet scoring night.",
  "Pace and spacing suit {name}; {his} usage rises when the {team} play smaller lineups.",
  "The medical report lists no current restrictions for {name}, and {he} practised fully all week.",
  "{name} finished through contact twice in the fourth quarter and converted both and-ones.",
  "A strong defensive sequence from {name} sealed the win: a deflection, a recovery and a charge taken.",
  "When the {opp} trapped the ball handler, {name} was the release valve and made good decisions in four-on-three.",
  "The workout staff measured {name} again in the spring with similar numbers to the combine.",
  "{name} spent the summer working on {his} left hand and the improvement shows in drives to the rim.",
  "Opposing scouts describe {name} as a connector who makes the players around {him} better.",
  "The coaching staff trusts {name} to guard the opponent's best player in the closing minutes.",
  "{name} struggled against the zone, settling for contested jumpers instead of attacking the middle.",
  "Crowd noise in the road games never seemed to bother {name}, who stayed composed in tight finishes.",
  "Rebounding numbers dipped for {name} when the {team} started a bigger frontcourt next to {him}.",
] as const;

export const PROSE = [
  "The league has trended towards switching defences, which rewards players who can attack mismatches quickly.",
  "Scheme fit matters as much as raw talent when projecting a role in a playoff rotation.",
  "Sample sizes in the second half of the season remain small and the numbers should be read with caution.",
  "The travel schedule in March was heavy, with five road games in eight nights across three time zones.",
  "Our analytics group adjusts shooting percentages for shot difficulty and the quality of the closeout.",
  "Video was reviewed alongside tracking data to confirm the defensive assignments described here.",
  "Contract status and cap implications are covered separately by the front office and are not part of this note.",
  "Comparable players at the same age developed their jump shots gradually rather than in a single summer.",
  "The arena staff reported a delayed tip-off because of a scoreboard fault, which did not affect play.",
  "Officiating allowed physical play in the paint, which favoured the bigger and stronger lineups.",
] as const;

export const GENERIC_QUERIES = [
  "three-point shooting percentage",
  "rim protection shot blocking",
  "pick-and-roll ball handler",
  "injury history ankle sprain",
  "free-throw shooting struggles",
  "defensive versatility switching",
  "transition offence rebounding",
  "point guard court vision",
  "center height weight wingspan",
  "turnovers decision making",
] as const;
