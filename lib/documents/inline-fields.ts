// A form prints several fields on one line, set apart by runs of spaces ("Client: Andre Villanueva
// Spouse: n/a    Filing status: Single"; an HTML form's "&nbsp;"). Upload collapses those runs, and the
// line then reads "Andre Villanueva Spouse" as one name. So before that, a line that opens with a field
// label is broken at each wide gap that a further label follows, one field a line (REQ-EXT-02).

const LABEL = String.raw`[A-Z][\p{L}'’.()/&#-]*(?: [\p{L}'’.()/&#-]+){0,3}:(?=\s|$)`;
const OPENS_WITH_LABEL = new RegExp(`^\\s*${LABEL}`, "u");
const JUSTIFIED = /\p{Ll}[ \t]{2,}\p{Ll}/u;
const GAP_BEFORE_LABEL = new RegExp(`[ \\t\\u00A0]{2,}(?=${LABEL})`, "gu");

/** The text with each form line of several wide-spaced "Label: value" fields written one field a line. */
export function splitInlineFields(text: string): string {
  return text
    .split("\n")
    // (Justified text, with wide gaps between ordinary words too, is prose.)
    .map((line) => (!line.includes("|") && OPENS_WITH_LABEL.test(line) && !JUSTIFIED.test(line) ? line.replace(GAP_BEFORE_LABEL, "\n") : line))
    .join("\n");
}
