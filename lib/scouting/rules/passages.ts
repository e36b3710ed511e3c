// The parts of a player's passages that name him: what the sport of a request is read from first, so that
// a namesake's or a teammate's sport in the same chunk does not decide his (REQ-PPL-04).

import { appositiveOf } from "./attribution";
import { splitBlocks } from "./blocks";
import { buildMentionMatcher } from "./mentions";
import { documentsPeople, documentsTeams } from "./people";
import { findTeamMentions } from "./teams";
import { escapeRegExp, splitSentences } from "./text";

/** Each sentence, list item or table row that names him and nobody else, with the sentence after it in its paragraph. */
export function sentencesNaming(target: string, texts: string[]): string[] {
  const matcher = buildMentionMatcher(target, documentsPeople(texts));
  return texts.flatMap((text) => {
    const kept = new Set<string>();
    for (const block of splitBlocks(text)) {
      const units = block.kind === "table" ? block.raw : block.kind === "blank" ? [] : splitSentences(block.text);
      units.forEach((unit, i) => {
        const m = matcher.summarize(unit);
        // ("Beau came in with Calvin Birch (the Ironclads' safety)": what the bracket after his name says.)
        const tag = m.target && m.others.size > 0 ? appositiveOf(unit, matcher) : null;
        if (tag) kept.add(tag);
        if (!m.target || m.others.size > 0) return;
        kept.add(unit);
        // "Rider is a professional basketball player": the sentence after his name, unless it names another.
        const next = block.kind === "para" || block.kind === "item" ? units[i + 1] : undefined;
        if (next && matcher.summarize(next).others.size === 0) kept.add(next);
      });
    }
    return kept.size ? [[...kept].join("\n")] : [];
  });
}

/** The teams his own sentences give him ("Lonnie Farrow, who plays for the Stags" → Glenhollow Stags), full names from `texts`. */
export function hisTeams(target: string, naming: string[], texts: string[]): string[] {
  const localTeams = documentsTeams(texts);
  return [...new Set(naming.flatMap((s) => findTeamMentions(s, "unknown", { subjectNames: [target], localTeams }).map((t) => t.name)))];
}

/**
 * Each sentence of `texts` that names the team, in full or as "the <nickname>" where no other team of the
 * texts shares the nickname (not "Glenhollow Rugby Club", nor "the Stags" beside "Kessington Stags").
 */
export function sentencesNamingTeam(team: string, texts: string[]): string[] {
  const nickname = team.split(/\s+/).at(-1) ?? team;
  const full = String.raw`(?<![\p{L}-])${escapeRegExp(team)}(?![\p{L}-])`;
  const fullName = new RegExp(full, "iu");
  const withNickname = new RegExp(String.raw`((?:\p{Lu}[\p{L}'’-]*[ \t]+){1,3})${escapeRegExp(nickname)}(?![\p{L}-])`, "gu");
  const shared = texts.some((t) => [...t.matchAll(withNickname)].some((m) => !fullName.test(m[0]) && !/^the\s+$/i.test(m[1])));
  const named = new RegExp(shared ? full : String.raw`${full}|\bthe\s+${escapeRegExp(nickname)}(?![\p{L}-])`, "iu");
  return texts.flatMap(splitSentences).filter((s) => named.test(s));
}
