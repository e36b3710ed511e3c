// Country names (every English form the ISO list knows, plus the home nations), folded, for telling a move
// to a country ("moved to Germany at 19") from a move to a club (REQ-PPL-05).
import countries from "i18n-iso-countries";
import en from "i18n-iso-countries/langs/en.json";
import { fold } from "./text";

countries.registerLocale(en);

const NAMES = new Set(
  [...Object.values(countries.getNames("en", { select: "all" })).flat(), "England", "Scotland", "Wales", "Northern Ireland"].map((n) => fold(n)),
);

/** True for a country's name ("Germany", "the United States", "Ivory Coast"). */
export function isCountryName(phrase: string): boolean {
  return NAMES.has(fold(phrase.replace(/^the\s+/i, "")));
}
