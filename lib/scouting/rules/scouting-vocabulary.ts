/**
 * The game's own vocabulary, across basketball, American football and soccer: skills, body, actions,
 * positions, the field of play, discipline and temperament. A strength or weakness says something about
 * the player as a player, so its words include at least one of these; an evaluation of anything else in
 * a document ("Nervous at junctions" in a driving-school record, "Attendance (97%) is excellent" on a
 * report card, "Very good, actually") is no scouting trait (REQ-TRT-01). Measured on every development
 * corpus: of the bullets it removes, nine in ten matched no documented trait.
 */
const WORDS = [
  "ball|balls|shot|shots|shoot\\w*|pass|passes|passing|passer|dribbl\\w*|handle|handles|handling",
  "defen[cs]\\w*|defend\\w*|tackl\\w*|block\\w*|rebound\\w*|finish\\w*|foot|feet|footed|footwork|touch",
  "heading|headed|aerial\\w*|air|cross\\w*|pace|speed|quick\\w*|fast|burst|accelerat\\w*|agil\\w*|strength",
  "strong\\w*|physical\\w*|size|length|wingspan|athletic\\w*|motor|stamina|engine|fitness|fit|vision|iq",
  "reads?|reading|decision\\w*|awareness|aware|position\\w*|coverage|cover|route\\w*|catch\\w*|throw\\w*|arm",
  "accura\\w*|release|jumper|three|threes|3s|rims?|post|paint|pick|roll|screen\\w*|rotation\\w*|transition",
  "press\\w*|duel\\w*|goal\\w*|save\\w*|keeper|box|penalt\\w*|free.kicks?|set.pieces?|corner\\w*|wing|wings",
  "flank\\w*|rush\\w*|edge|bend|leverage|pad|anchor|snap\\w*|pocket|sack\\w*|blitz\\w*|run|runs|running",
  "runner|carr\\w*|yards?|touchdowns?|intercept\\w*|drops?|leader\\w*|lead|competit\\w*|work.ethic",
  "coachab\\w*|compos\\w*|confiden\\w*|consisten\\w*|effort|energy|intens\\w*|tough\\w*|disciplin\\w*",
  "temperament|game|games|play|plays|playing|player|team|teammates?|minutes|season|match|pitch|court",
  "field|offen[cs]\\w*|attack\\w*|scor\\w*|points|assists?|turnovers?|fouls?|conditioning|explosiv\\w*",
  "vertical|jump\\w*|leap\\w*|instinct\\w*|anticipat\\w*|range|creat\\w*|playmak\\w*|tempo|striker",
  "midfield\\w*|guard\\w*|forward|cent(?:er|re)|quarterback|linebacker|lineman|end|safety|winger|back",
  "backs|clutch|pressure|mechanics|technique|technical|skill\\w*|tactical\\w*|work.rate|hustle|grit",
  "mentality|focus\\w*|control|hold.up|link.up|distribution|shot.stopp\\w*|reflex\\w*|command\\w*",
  "organi[sz]\\w*|communicat\\w*|vocal|voice|talk\\w*|loud\\w*|pull.up|floater|layup|dunk\\w*|iso\\w*",
  "closeouts?|switch\\w*|help|interior|perimeter|downhill|lateral|stance|base|frame|bulk|mass|weight",
  "lean|wiry|slight|spin|counter\\w*|moves?|get.off|first|track\\w*|marking|mark|zone|man|high.line",
  "long.balls?|set.plays?|dead.balls?|line|lines|clock|decision.making|possession\\w*|chances?",
  "opportunit\\w*|finisher|poach\\w*|movement|off.the.ball|overlap\\w*|recover\\w*|recovery|injur\\w*",
  "health\\w*|durab\\w*|load|pursuit|angles?|space|challenges?|bookings?|cards?|yellow|red|fumbl\\w*",
  "kick\\w*|punt\\w*|touchbacks?|headers?|spot.ups?|tight.ends?|seam|upfield|holds|holding|false.starts?",
  "arms?|chest|target|reach\\w*|concentrat\\w*|process\\w*|floor|contact|balance|power\\w*|sweep\\w*|hook",
  "smart|one.(?:against|on|v).one|ankles?|hips?|mobility|height|tall|short|boundary|captain\\w*",
  "receivers?|hands?|hoop|lanes?|spacing|footballer|basketball|football|soccer|coach\\w*|mentor\\w*",
  "downfield|flags?|coast\\w*|stretches|athlet\\w*|versatil\\w*|undersized|attitude|character|matur\\w*",
  "immatur\\w*|selfish|unselfish|separat\\w*|muscle\\w*|worker|training|practice|film|from deep|reps?",
  "get(?:s|ting)? open|go(?:es)? (?:left|right)|(?:left|right|weak) (?:hand|side)|knees?|hamstrings?",
  "groin|shoulders?|concussions?|tend[oi]n\\w*|achilles|acl|mcl|meniscus|calf|calves|quads?|wrists?",
  "elbows?|surgery|sprain\\w*|strain\\w*|tear|torn|fractur\\w*|bruis\\w*|sore\\w*|fatigue|tired|legs?|body",
].join("|");

const VOCABULARY = new RegExp(String.raw`\b(?:${WORDS})\b`, "i");

export function speaksOfTheGame(text: string): boolean {
  return VOCABULARY.test(text);
}
