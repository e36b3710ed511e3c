import { stem, stems, words } from "../stems";
import { kbTriggers, ruleCoachesFor } from "../trigger-rule";

// COACH-02: what the triggering classifier reads in a question. Binary features: word stems and stem
// bigrams, character 4-grams inside words (typos and unseen inflections share most of them), the hand
// rule's three outputs, and the knowledge base's one-coach trigger phrases of the player's sport. A
// clause that sets an area aside ("forget his fitness, …", "technique aside", "the knee is fine") is not
// read at all, by the words or by the rule: it names an area the question does not ask about. Each part
// was kept because the cross-validation says it helps (eval/coaching/README.md). The decoder (./decoder.ts)
// also reads the question's parts (`partsOf`).

export type FeatureOptions = {
  bigrams: boolean;
  chars: boolean;
  dismiss: boolean;
  rule: boolean;
  kb: boolean;
};
export const DEFAULT_FEATURES: FeatureOptions = { bigrams: true, chars: true, dismiss: true, rule: true, kb: true };

/** Feature name → the words of the question it came from (the explanation shown as `matched`). */
export type Features = Map<string, string>;

// Shorthand coaches write, spelled out so it shares features with the long form.
const SHORTHAND: [RegExp, string][] = [
  [/\bb2bs?\b/g, "back to back"],
  [/\bhamm(?:y|ies)\b/g, "hamstring"],
  [/\bfts?\b|\bft%/g, "free throw"],
  [/\bp(?:n|&)r\b/g, "pick and roll"],
  [/\bs ?& ?c\b/g, "strength and conditioning"],
  [/\brtp\b/g, "return to play"],
  [/\bmpg\b/g, "minutes a game"],
  [/\bmins?\b/g, "minutes"],
  [/\byrs?\b/g, "year"],
  [/(\d) ?(?:lbs?|pounds?)\b/g, "$1 pound"],
  [/(\d) ?kgs?\b/g, "$1 kilo"],
  [/\bvelo\b/g, "velocity"],
  [/\bindy\b/g, "individual drills"],
  [/\bttt\b/g, "time to throw"],
  [/\bw\/(?=\s)/g, "with"],
  [/\bthru\b/g, "through"],
  [/\bu\b/g, "you"],
  [/\b(?:pls|plz)\b/g, "please"],
  [/\bdev\b/g, "development"],
];
export const expandShorthand = (text: string) => SHORTHAND.reduce((t, [re, long]) => t.replace(re, long), text.toLowerCase());

// A clause that sets an area aside: "forget X", "X aside", "never mind X", "not worried about X", "X is
// fine / settled / what it is", "no injury concerns". Only declarative clauses: "is the knee fine?" asks.
const DISMISSAL =
  /\b(?:forget(?: about)?|never ?mind|ignore|leav(?:e|ing) (?:aside|out)|leave (?:that|it|the \w+(?: \w+)?) to|set(?:ting)? aside|skip(?:ping)? the|(?:not|n't|never) (?:asking|worried|concerned|talking|care|caring) (?:about )?|don'?t (?:care|worry|need) about|dont worry about|no need to (?:talk|discuss|worry)|aside|separate (?:topic|convo|conversation|question|issue)|we'?ll (?:sort|handle|figure)|(?:is|are|'s|looks?|seems?) (?:fine|settled|clear|good enough|elite|sorted|clean|not the (?:issue|problem)|what it is)|not (?:a|an) (?:[\w-]+ ){1,2}(?:thing|issue|problem)|no (?:[\w-]+ )?(?:stuff|talk|concerns?|worries|issues?)(?: there)?)\b/;
const QUESTION_OPENING = /^(?:how|what|whats|which|where|when|who|why|should|could|would|can|is|are|does|do|did|will|any)\b/;

const sentencesOf = (text: string) => text.split(/(?<=[.?!;:])\s+|\s+[-–—]+\s+|\n+/).map((s) => s.trim()).filter(Boolean);
const clausesOf = (sentence: string) => sentence.split(/,\s*/).map((s) => s.trim()).filter(Boolean);

// Settled background: a health matter stated as over ("fully cleared per our physio", "the hammy is
// healed", "with that behind us", "the knee isn't the issue"), unless the clause hedges it ("but", "still").
const SETTLED =
  /\b(?:(?:is|are|'s|was|were|been|got|now|fully|completely|medically) (?:fully |completely |medically |now )?(?:cleared|healed|recovered|healthy|behind (?:us|him))|(?:isn'?t|is not|wasn'?t|not) (?:the|an?) (?:issue|problem|concern|factor)|\bcleared (?:last|this|on|per|by|for|to)\b|with (?:that|this|it) (?:settled|behind us|sorted|out of the way))\b/;
const HEDGED = /\b(?:but|still|though|yet|until|not sure|unsure|worried|concerned|if)\b/;

function isDismissal(clause: string): boolean {
  if (/\?\s*$/.test(clause) || QUESTION_OPENING.test(clause)) return false;
  return DISMISSAL.test(clause) || (SETTLED.test(clause) && !HEDGED.test(clause));
}

export function featuresOf(question: string, sport: string | undefined, opts: FeatureOptions): Features {
  const out: Features = new Map();
  const add = (f: string, source: string) => {
    if (!out.has(f)) out.set(f, source);
  };
  const sentences = sentencesOf(question);
  // The question less the clauses that set an area aside: what the rule and the knowledge base read.
  const kept: string[] = [];
  for (const sentence of sentences) {
    const keptClauses: string[] = [];
    for (const clause of clausesOf(sentence)) {
      const low = expandShorthand(clause);
      if (opts.dismiss && isDismissal(low)) {
        add("dismissal", clause);
        continue;
      }
      keptClauses.push(clause);
      const ws = words(low);
      const ss = ws.map(stem);
      ss.forEach((s, i) => {
        add(`w:${s}`, ws[i]);
        if (opts.bigrams && i > 0) add(`b:${ss[i - 1]} ${s}`, `${ws[i - 1]} ${ws[i]}`);
        if (opts.chars && ws[i].length > 4) {
          const padded = `<${ws[i]}>`;
          for (let k = 0; k + 4 <= padded.length; k++) add(`c:${padded.slice(k, k + 4)}`, ws[i]);
        }
      });
    }
    if (keptClauses.length) kept.push(keptClauses.join(", "));
  }
  const read = out.has("dismissal") ? kept.join(" ") : question;
  if (opts.rule) {
    const rule = ruleCoachesFor(read, sport);
    for (const c of rule.coaches) add(`rule:${c}`, rule.matched[c] ?? c);
    if (!rule.coaches.length) add("rule:none", "");
  }
  if (opts.kb) {
    const t = ` ${stems(expandShorthand(read)).join(" ")} `;
    for (const [p, coach] of kbTriggers(sport)) if (t.includes(p)) add(`kb:${coach}`, p.trim());
  }
  return out;
}

// The question's parts: sentences, numbered or bulleted items, clauses, and asks joined by and / but / also /
// plus / or; clauses that set an area aside left out.
const JOINS = /,\s*also\s+|,?\s+(?:and also|and then|and|but|plus|as well as|along with|&|\+|or)\s+/i;
export function partsOf(question: string): string[] {
  const listed = question.replace(/(?:^|\s)(?:\(?\d{1,2}[).:]|\(?[a-e]\)|[•*]|#\d)\s+/g, "\n").replace(/\?(?=\S)/g, "?\n");
  const out: string[] = [];
  for (const sentence of sentencesOf(listed))
    for (const clause of clausesOf(sentence)) if (!isDismissal(expandShorthand(clause))) out.push(...clause.split(JOINS).map((s) => s.trim()).filter(Boolean));
  return out.filter((p) => !/^(?:not|no|without|never)\b/i.test(p));
}
