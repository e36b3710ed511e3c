// Contract status is a fact with a date, not a trait: "Contract runs through 2027-28", "has two seasons
// left on his contract", "a release clause is rumoured". It goes to risk notes, never to strengths.

import { collapseSpaces, normalizeText, stripMarkdown } from "./text";

export const CONTRACT_CUE =
  /\b(?:contract|extension|release clause|buyout|(?:becomes|will be|is) an? (?:restricted |unrestricted )?free agent|free agency (?:in|after|next|this)|club option|player option|team option|rookie (?:deal|scale)|signed (?:through|until|to a)|under contract|cap hit|salary|transfer fee|loan deal|(?:[\w-]+-year|multi-year|long-term) (?:deal|contract|extension)|(?:penned|inked) (?:a|an|his|her))\b/i;

/** The clauses of a sentence that state contract terms, as written. */
export function findContractClauses(sentence: string): string[] {
  const s = collapseSpaces(stripMarkdown(normalizeText(sentence)));
  // "Current team: X (signed as a free agent)" is a team line, not contract terms.
  if (/^\s*(?:current |former |previous )?(?:team|club|college)\s*:/i.test(s)) return [];
  if (!CONTRACT_CUE.test(s)) return [];
  const clauses = s.split(/;\s+|\.\s+(?=\p{Lu})|,\s+(?=(?:and|but|while)\s)|\s+and\s+(?=(?:has|had|is|was|signed|holds|carries)\b)/u);
  return clauses.filter((c) => CONTRACT_CUE.test(c)).map((c) => c.replace(/^(?:and|but|while)\s+/i, "").replace(/[\s.;,]+$/, "").trim()).filter((c) => c.length >= 8);
}
