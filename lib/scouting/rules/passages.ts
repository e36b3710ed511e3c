// The parts of a player's passages that name him: what the sport of a request is read from first, so that
// a namesake's or a teammate's sport in the same chunk does not decide his (REQ-PPL-04).

import { splitBlocks } from "./blocks";
import { buildMentionMatcher } from "./mentions";
import { documentsPeople } from "./people";
import { splitSentences } from "./text";

/** Each sentence, list item or table row that names him and nobody else, with the sentence after it in its paragraph. */
export function sentencesNaming(target: string, texts: string[]): string[] {
  const matcher = buildMentionMatcher(target, documentsPeople(texts));
  return texts.flatMap((text) => {
    const kept = new Set<string>();
    for (const block of splitBlocks(text)) {
      const units = block.kind === "table" ? block.raw : block.kind === "blank" ? [] : splitSentences(block.text);
      units.forEach((unit, i) => {
        const m = matcher.summarize(unit);
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
