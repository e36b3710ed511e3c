// A plain-text table aligned by spaces under a dash rule ("Date      Volunteer            Group" over
// "--------  -------------------  -----"), as a library log, a league report or a driver's log prints one.
// Upload collapses runs of spaces, which loses the columns; so before that, such a table is rewritten as a
// pipe table, one row a line (REQ-EXT-02). So is one with no rule whose header of three or more column words
// sits on its rows' columns (a team release's "POS  NAME  HT  WT  COLLEGE" over its signings).
import { fixedWidthTable as unruledTable } from "@/lib/scouting/rules/blocks";

const FIXED_RULE = /^[ \t]*-{2,}(?:[ \t]+-{2,})+[ \t]*$/;

/** The text with each fixed-width table under a dash rule written as a markdown pipe table. */
export function pipeFixedWidthTables(text: string): string {
  const lines = text.split("\n");
  const out: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    const table = FIXED_RULE.test(lines[i + 1] ?? "") ? fixedWidthTable(lines, i) : null;
    if (table) {
      out.push(...table.rows);
      i += table.used - 1;
      continue;
    }
    const unruled = unruledTable(lines, i);
    if (!unruled || !columnHeader(unruled.header)) {
      out.push(lines[i]);
      continue;
    }
    out.push(pipeRow(unruled.header), pipeRow(unruled.header.map(() => "---")), ...unruled.rows.map(pipeRow));
    i = unruled.end - 1;
  }
  return out.join("\n");
}

/**
 * The table whose header is line `from`: the rule's dash runs give the columns, and a line with nothing
 * in the first column continues the row before it. Null when the header does not sit on the columns.
 */
function fixedWidthTable(lines: string[], from: number): { rows: string[]; used: number } | null {
  const header = lines[from];
  const starts = [...lines[from + 1].matchAll(/-+/g)].map((m) => m.index);
  // Each label opens at its column ("Date      Volunteer") and each cell stays inside its own (a tab, or a
  // character just before a column's start, means the spacing is not this layout).
  const fits = (line: string) => !line.includes("\t") && starts.every((at) => at === 0 || !/\S/.test(line[at - 1] ?? " ") || !/\S/.test(line[at] ?? " "));
  if (!fits(header) || !starts.every((at) => /\S/.test(header[at] ?? "") && (at === 0 || /\s/.test(header[at - 1])))) return null;
  const cells = (line: string) => starts.map((start, k) => line.slice(start, starts[k + 1]).trim());
  const body: string[][] = [];
  let end = from + 2;
  for (; end < lines.length && lines[end].trim() && !FIXED_RULE.test(lines[end]); end++) {
    if (!fits(lines[end])) return null;
    const row = cells(lines[end]);
    const previous = body.at(-1);
    // A wrapped notes cell continues its row; a row with other cells filled (a depth chart's blank group
    // column) is a row of its own.
    if (!row[0] && previous && row.slice(0, -1).every((c) => !c)) previous[row.length - 1] = `${previous[row.length - 1]} ${row.at(-1)}`.trim();
    else body.push(row);
  }
  if (!body.length) return null;
  return { rows: [pipeRow(cells(header)), pipeRow(starts.map(() => "---")), ...body.map(pipeRow)], used: end - from };
}

// A header names its columns ("POS  NAME  HT  WT  COLLEGE"): one cell at least is a column's word, and no cell
// is a person's name, as on a card of label and value ("Name  Jalen Brooks  Position  PG") or a depth chart
// with no header ("PG  Jalen Brooks  Eastvale").
const COLUMN_WORD = /^(?:#|no\.?|num(?:ber)?|pos(?:ition)?|name|player|athlete|ht|height|wt|weight|age|class|yr|year|college|school|team|club|hometown|status|date|opponent|from|to|note|notes|min|pts|reb|ast|gp|g)$/i;
function columnHeader(header: string[]): boolean {
  return header.some((c) => COLUMN_WORD.test(c)) && !header.some((c) => /^\p{Lu}\p{Ll}+(?:[ \t]+\p{Lu}\p{Ll}+)+$/u.test(c));
}

/** One row of a markdown pipe table; a bar inside a cell becomes a slash. */
function pipeRow(cells: string[]): string {
  return `| ${cells.map((c) => c.replace(/\|/g, "/")).join(" | ")} |`;
}
