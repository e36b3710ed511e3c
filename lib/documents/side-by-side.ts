/**
 * A plain-text comparison laid out in two columns ("tale of the tape": two names side by side, then rows
 * of a label and each one's value) loses its columns once runs of spaces are collapsed, and every row
 * then reads as one line mixing both people (REQ-EXT-02). Such a block is unfolded into one block per
 * person, each row as "Label: value", before the text is normalised. Only a header line naming two
 * people far apart, followed by rows whose second value starts under the second name, is unfolded.
 */

const NAME_WORD = String.raw`(?:[A-Z][A-Za-z'’.-]+|[A-Z]{1,3}\.?)`;
const NAME = String.raw`${NAME_WORD}(?: ${NAME_WORD}){1,3}`;
// "RAY KIMBROUGH JR.    vs.    CORBIN ASHDOWN", "Tom Reyes        |        Ian Cole".
const HEADER = new RegExp(String.raw`^(\s*)(${NAME})(\s{3,}(?:(?:vs?\.?|versus|\|)\s+)?)(${NAME})\s*$`);
const SEPARATOR = /^\s*[-=_*~·.]{4,}\s*$/;
// Words a two-column header of a table uses that are not people ("Position    Height").
const NOT_A_NAME = /\b(?:position|height|weight|team|name|player|stats?|season|total|home|away|date|notes?|offen[cs]e|defen[cs]e|starters?|bench|reserves|special)\b/i;
// A row's label is words ("Height", "Go-to shot"), never a value ("6'1\"", "190 lb"): a layout with the
// labels in the middle column is not this one.
const LABEL = /^\p{L}[\p{L}'’ /&().-]*:?$/u;

type Column = { name: string; lines: string[] };

function cellsOf(text: string): { start: number; text: string }[] {
  const cells: { start: number; text: string }[] = [];
  for (const m of text.matchAll(/\S+(?: \S+)*/g)) cells.push({ start: m.index, text: m[0] });
  return cells;
}

/** Splits a row at the gap whose right side starts near the second column; all of it is left without one. */
function splitRow(line: string, rightStart: number): { left: string; right: string } {
  const tolerance = 6;
  const first = line.search(/\S/);
  if (first >= rightStart - tolerance) return { left: "", right: line.trim() };
  for (const m of line.matchAll(/ {2,}(?=\S)/g)) {
    const at = m.index + m[0].length;
    if (Math.abs(at - rightStart) <= tolerance) return { left: line.slice(0, m.index), right: line.slice(at).trim() };
  }
  return { left: line, right: "" };
}

function continueRow(column: Column, more: string): void {
  if (more) column.lines[column.lines.length - 1] += ` ${more}`;
}

function unfoldBlock(lines: string[], header: RegExpMatchArray): { columns: [Column, Column]; used: number } | null {
  const rightStart = header[1].length + header[2].length + header[3].length;
  const columns: [Column, Column] = [{ name: header[2].trim(), lines: [] }, { name: header[4].trim(), lines: [] }];
  // The column where a row's value starts after its label, learnt from the first labelled row.
  let valueStart = -1;
  let rows = 0;
  let used = 0;
  for (const line of lines) {
    if (!line.trim()) {
      if (rows > 0) break;
      used++;
      continue;
    }
    if (SEPARATOR.test(line)) {
      used++;
      continue;
    }
    const { left, right } = splitRow(line, rightStart);
    const cells = cellsOf(left);
    // A label long enough to leave one space before the value column ("Go-to shot Catch-and-shoot").
    if (cells.length === 1 && valueStart > cells[0].start + 1 && left[valueStart - 1] === " " && /\S/.test(left[valueStart] ?? "")) {
      const cut = valueStart - cells[0].start;
      cells.splice(0, 1, { start: cells[0].start, text: cells[0].text.slice(0, cut - 1) }, { start: valueStart, text: cells[0].text.slice(cut) });
    }
    if (valueStart < 0 && cells.length >= 2) valueStart = cells[1].start;
    const labelled = cells.length >= 2 && cells[0].start < (valueStart < 0 ? cells[1].start : valueStart) - 1;
    if (labelled) {
      if (!LABEL.test(cells[0].text)) return null;
      const label = cells[0].text.replace(/:$/, "");
      const value = cells.slice(1).map((c) => c.text).join(" ");
      columns[0].lines.push(`${label}: ${value}`);
      columns[1].lines.push(right ? `${label}: ${right}` : `${label}:`);
      rows++;
    } else if (rows > 0 && ((valueStart >= 0 && cells.length && cells[0].start >= valueStart - 2) || (!cells.length && right))) {
      // A value wrapped onto the next line continues the row above, in each column.
      continueRow(columns[0], cells.map((c) => c.text).join(" "));
      continueRow(columns[1], right);
    } else if (rows === 0 && (left.trim() || right)) {
      // Lines under the names before the first row (nicknames, numbers) belong to each name.
      if (left.trim()) columns[0].lines.push(left.trim());
      if (right) columns[1].lines.push(right);
    } else {
      break;
    }
    used++;
  }
  if (rows < 2) return null;
  return { columns, used };
}

export function unfoldSideBySide(text: string): string {
  if (!/\S {3,}\S/.test(text)) return text;
  const lines = text.split("\n");
  const out: string[] = [];
  const unfolded: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    const header = lines[i].match(HEADER);
    const block = header && !NOT_A_NAME.test(lines[i]) ? unfoldBlock(lines.slice(i + 1), header) : null;
    if (!header || !block) {
      out.push(lines[i]);
      continue;
    }
    for (const column of block.columns) unfolded.push("", column.name, ...column.lines);
    out.push("");
    i += block.used;
  }
  // Each person's block goes after the text: plain text marks no end of a table, so whatever followed
  // it would otherwise read as part of the last person's block.
  return unfolded.length ? [...out, ...unfolded].join("\n") : text;
}
