// Play-style vocabulary ("point forward", "pocket passer", "box-to-box"), matched with flexible
// hyphens and spaces, and skipped when the text says the player is not one or names a teammate.

import { escapeRegExp, normalizeText } from "./text";

// Display form first, then other spellings.
const STYLE_TAGS: string[][] = [
  // Basketball
  ["Point forward"], ["3-and-D", "three-and-D", "3&D", "3 and D"], ["Stretch four", "stretch 4"], ["Stretch big"],
  ["Rim protector"], ["Rim runner"], ["Lob threat"], ["Shot creator", "self-creator", "shot-creator"],
  ["Three-level scorer", "3-level scorer"], ["Slasher"], ["Sharpshooter"], ["Movement shooter"], ["Spot-up shooter"],
  ["Floor spacer"], ["Floor general"], ["Pick-and-roll ball handler", "PnR ball handler", "pick-and-roll handler"],
  ["Post scorer", "post-up scorer"], ["Two-way wing"], ["Two-way player"], ["Switchable defender"],
  ["Point-of-attack defender", "POA defender"], ["Defensive anchor"], ["Connector"], ["Glue guy"], ["Energy big"],
  ["Small-ball five", "small-ball 5", "small-ball center"], ["Transition leader"], ["Transition threat"],
  ["Secondary creator"], ["Secondary ball handler"], ["Primary playmaker"], ["Microwave scorer"], ["Isolation scorer"],
  // American football
  ["Pocket passer"], ["Dual-threat quarterback", "dual-threat QB"], ["Dual-threat"], ["Game manager"], ["Gunslinger"],
  ["Scrambler"], ["Field general"], ["Rhythm passer"], ["Deep threat", "vertical threat"], ["Possession receiver"],
  ["Red-zone threat"], ["Route technician"], ["YAC threat", "yards-after-catch threat"], ["Bell cow", "bell-cow back"],
  ["Workhorse back"], ["Power back"], ["Scat back"], ["Three-down back"], ["Pass-catching back", "receiving back"],
  ["Mauler"], ["Run stopper"], ["Speed rusher"], ["Power rusher"], ["Ball hawk"], ["Shutdown corner", "lockdown corner"],
  ["Press-man corner", "press corner"], ["Box safety"], ["Coverage linebacker"], ["Move tight end"], ["Blocking tight end"],
  // Soccer
  ["Box-to-box"], ["Deep-lying playmaker"], ["Regista"], ["False nine", "false 9"], ["Target man"], ["Poacher"],
  ["Inverted winger"], ["Inside forward"], ["Ball-playing defender", "ball-playing centre-back", "ball-playing center-back"],
  ["Sweeper keeper"], ["Shot-stopper"], ["Pressing forward"], ["Pressing trigger"], ["Destroyer"], ["Mezzala"],
  ["Trequartista"], ["Wide playmaker"], ["Overlapping full-back", "overlapping fullback"], ["Attacking full-back"],
  ["Inverted full-back"], ["Set-piece specialist"], ["Ball winner", "ball-winning midfielder"], ["Complete forward"],
  ["Advanced playmaker"],
];

const DISPLAY = new Map<string, string>();
for (const [display, ...variants] of STYLE_TAGS) for (const v of [display, ...variants]) DISPLAY.set(key(v), display);

function key(s: string): string {
  return s.toLowerCase().replace(/[\s-]+/g, "");
}

const PATTERNS = STYLE_TAGS.flat()
  .sort((a, b) => b.length - a.length)
  .map((v) => v.split(/[\s-]+/).map(escapeRegExp).join("[\\s-]*"));
const TAG_RE = new RegExp(`\\b(?:${PATTERNS.join("|")})\\b`, "gi");

// "rather than a rim protector", "next to a stretch big", "not a pocket passer".
const NOT_HIM_BEFORE =
  /\b(?:not|never|isn't|is not|no|rather than|instead of|than|with|needs|lacks|without|opposing|their|other)\s+(?:an?\s+|the\s+|another\s+)?(?:[\p{L}-]+\s+){0,2}$|\b(?:next to|alongside|beside|paired with|pair him with)\s+(?:[\p{L}-]+\s+){0,6}$/iu;

/** Style tags the text gives the player, in order, without duplicates. */
export function findStyleTags(input: string): string[] {
  const text = normalizeText(input);
  const out: string[] = [];
  for (const m of text.matchAll(TAG_RE)) {
    const display = DISPLAY.get(key(m[0]));
    if (!display) continue;
    if (NOT_HIM_BEFORE.test(text.slice(Math.max(0, m.index - 40), m.index))) continue;
    if (/^s\b/.test(text.slice(m.index + m[0].length))) continue; // plural: other players
    if (!out.includes(display)) out.push(display);
  }
  return out;
}
