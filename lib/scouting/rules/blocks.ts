// Splits a chunk into headings, list items, prose paragraphs and tables, so that attribution and trait
// extraction can follow the document's structure. Key/value tables become "Label: value" lines.

export type Block =
  | { kind: "heading"; text: string; level: number }
  | { kind: "item"; text: string; marker: string; indent?: number }
  | { kind: "para"; text: string }
  | { kind: "table"; header: string[] | null; rows: string[][]; raw: string[] }
  | { kind: "blank" };

/** Markdown levels 1–6; bold or ALL-CAPS title lines 7; "Label:" lines 8. */
export const TITLE_LEVEL = 7;
const SHORT_HEADING = /^\p{Lu}[\p{L}'’ &/-]{1,40}$/u;
export const LABEL_LEVEL = 8;

const MD_HEADING = /^\s{0,3}(#{1,6})\s+(.+?)\s*#*\s*$/;
const BOLD_LINE = /^\s*(?:\*\*|__)([^*_]{1,80}?)(?:\*\*|__)\s*:?\s*$/;
// "**7. Isaiah Pruitt Jr., PF/C, Callowhill University** — 6-9, 228": a bold entry title with a short
// tail after a dash; the title heads what follows and the tail is its first line.
const BOLD_LEAD = /^\s*(?:\*\*|__)(?:\d{1,2}[.)]\s+)?([^*_]{1,80}?)(?:\*\*|__)\s*([—–-]\s*\S.{0,60})$/;
// A ratings list's entry, a name and its mark: "Paterson 5", "Treloar 7.6" (also attribution's MARKED_ENTRY).
export const MARKED_NAME = String.raw`\p{Lu}[\p{L}'’.-]+(?:\s+\p{Lu}[\p{L}'’.-]+){0,3}`;
export const MARK = String.raw`\d{1,2}(?:\.\d)?`;
// "**Paterson 5** — Could do nothing about two of them, …": such an entry in bold heads its verdict however
// long (REQ-PPL-07: each entry is its own man's).
const BOLD_NAME_LEAD = new RegExp(String.raw`^\s*(?:\*\*|__)(${MARKED_NAME}\s+${MARK})(?:\*\*|__)\s*([—–-]\s*\S.*)$`, "u");
const JERSEY_TITLE = /^\s*(?:#|No\.\s?)\d{1,2}\s+\p{Lu}[\p{Lu}\p{M}'’.-]+(?:\s+\p{Lu}[\p{Lu}\p{M}'’.-]+)+\s*(?:[—–-]|\(|$)/u;
// "Teodor Vlasak (CB, #5) — Height 191 cm | …": an entry opens with a name, an optional note in brackets
// and a dash. A line opening like the paragraph's first one is the next entry, not wrapped prose.
const ENTRY_OPEN = /^\s*\p{Lu}[\p{L}'’.-]+(?:\s+\p{Lu}[\p{L}'’.-]+){1,3}\s*(?:\([^)]{1,60}\)\s*)?[—–]\s/u;
// "212  TEODOR LINDQVIST · DM · …" then "215  MATEO VARGA · ST · …": numbered entries of a checklist, one a line.
const NUMBERED_ENTRY = /^\s*\d{1,4}[ \t]+\p{Lu}/u;
// A chat or transcript line's stamp: "[2026-02-12 11:03]", "[00:00:21]", or a phone export's
// "2/14/26, 8:16 PM - ".
export const LINE_STAMP = String.raw`(?:\[(?:\d{4}-\d{2}-\d{2}[ T]|\d{1,2}[/.]\d{1,2}[/.]\d{2,4},?\s)?\d{1,2}:\d{2}(?::\d{2})?(?:\s*[AaPp]\.?[Mm]\.?)?\]|\d{1,2}[/.]\d{1,2}[/.]\d{2,4},?\s+\d{1,2}:\d{2}(?::\d{2})?(?:\s*[AaPp]\.?[Mm]\.?)?\s*[-–—])`;
const TIMESTAMP_LINE = new RegExp(String.raw`^\s*${LINE_STAMP}`);
const LABEL_HEADING = /^\s*([\p{L}][\p{L}\s'&/()-]{0,40}):\s*$/u;
// "✓ Dominant in the air", "✗ Slow on the turn": ticks and crosses mark items too.
const ITEM = /^(\s*)([-*•·▪‣◦+✓✔✗✘]|\d{1,2}[.)])\s+(.*)$/;
const SIGN_PREFIX = /^\(([+-])\)\s*/;
const SIGNED_LINE = /^(\s*)()(\([+-]\)\s*.*)$/;
const RULE = /^\s*(?:={3,}|-{3,}|\*{3,}|_{3,})\s*$/;
const PIPE_ROW = /^\s*\|.*\|\s*$/;
const SEPARATOR_CELL = /^:?-{2,}:?$/;
// ("Tenant occupation (from application): Professional footballer, …": a label with an aside.)
const KEY_VALUE_LINE = /^\s*[\p{L}](?:[\p{L}\d\s'()/&.-]{0,30}|[\p{L}\d\s'/&.-]{0,30}\([^)\n]{1,25}\)\s*):\s+\S/u;
// Exports spell headers "Full_Name", "player_name", "PLAYER NAME".
// ("Subject", "Guest", "Donor": whom the row is about, in an experiment's data, an event's schedule, a drive's list.)
// ("PLAYER_NAME_LAST_FIRST": the name written surname first.)
const NAME_HEADER = /^(?:player|name|player[ _]name|full[ _]name|athlete|prospect|client|subject|guest|donor|participant|entrant|volunteer|graduate|honou?ree|inductee|recipient|awardee|nominee|student|member|passenger|patient)(?:[ _]last[ _]first)?$/i;
// A given name and a surname in two columns: "first | last", "forename(s) | surname", "given_names | family_name",
// "ATHLETE_LAST | ATHLETE_FIRST".
const PERSON_PREFIX = String.raw`(?:(?:athlete|player|prospect|recruit|student|member)[\s_-]*)?`;
export const GIVEN_NAME_LABEL = String.raw`${PERSON_PREFIX}(?:first|given|fore|christian)(?:[\s_-]*names?)?(?:\(s\))?`;
export const FAMILY_NAME_LABEL = String.raw`${PERSON_PREFIX}(?:last|sur|family)(?:[\s_-]*names?)?(?:\(s\))?`;
const GIVEN_NAME_COLUMN = new RegExp(`^${GIVEN_NAME_LABEL}$`, "i");
const FAMILY_NAME_COLUMN = new RegExp(`^${FAMILY_NAME_LABEL}$`, "i");
// "Card Name", "Display_Name", "Preferred name": a name column under another word for the person's name
// ("Sender Name", "Coach Name", "Team Name" are somebody else's or no person's).
const OTHER_NAME_HEADER = /^(?:card|display|preferred|legal|roster|known|listed|athlete|player|prospect|recruit|student|client|guest|donor|participant|entrant|volunteer|member|customer|passenger|patient)[ _]name$/i;

function isAllCapsTitle(line: string): boolean {
  const t = line.trim();
  // "[MUSIC BED UP, THEN UNDER]": a script's bracketed direction is no section title.
  if (/^\[.*\]$/.test(t)) return false;
  return t.length >= 3 && t.length <= 80 && /\p{Lu}{2}/u.test(t) && !/\p{Ll}/u.test(t) && !/[.!?]$/.test(t) && t.split(/\s+/).length <= 8 && !/\d{2}/.test(t);
}

/**
 * Splits one delimited line, honouring double quotes ("Brooks, Jalen") where CSV uses them: in a pipe or
 * tab table a double quote is an inch mark (6' 7.75").
 */
export function splitDelimited(line: string, delimiter: string): string[] {
  if (delimiter === "|" || delimiter === "\t") return line.split(delimiter).map((c) => c.trim());
  const cells: string[] = [];
  let cur = "";
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const c = line[i];
    if (c === '"') {
      if (quoted && line[i + 1] === '"') {
        cur += '"';
        i++;
      } else quoted = !quoted;
    } else if (c === delimiter && !quoted) {
      cells.push(cur.trim());
      cur = "";
    } else cur += c;
  }
  cells.push(cur.trim());
  return cells;
}

function countOf(line: string, ch: string): number {
  let n = 0;
  for (let k = line.indexOf(ch); k >= 0; k = line.indexOf(ch, k + 1)) n++;
  return n;
}

function isNumericCell(cell: string): boolean {
  return /\d/.test(cell) && /^[\s\d.,'"+\-/:%$#]+$/.test(cell);
}

function tryDelimitedTable(lines: string[], i: number): { end: number; header: string[] | null; rows: string[][]; raw: string[] } | null {
  for (const delimiter of [",", "\t", ";", "|"]) {
    if (countOf(lines[i], delimiter) < 2 || countOf(lines[i + 1] ?? "", delimiter) < 2) continue;
    const width = splitDelimited(lines[i], delimiter).length;
    if (width < 3) continue;
    const raw = [lines[i]];
    let j = i + 1;
    const header = splitDelimited(lines[i], delimiter).map((c) => c.toLowerCase());
    // "PORT ELLERY MARINERS | Pos | No. | Player | …" under the home side's rows: the header again, with
    // another team in its first cell, opens the next table.
    const headerAgain = (cells: string[]) => cells.slice(1).every((c, k) => c.toLowerCase() === header[k + 1]);
    while (j < lines.length && lines[j].trim()) {
      const cells = splitDelimited(lines[j], delimiter);
      if (cells.length === width && headerAgain(cells)) break;
      if (cells.length === width) raw.push(lines[j++]);
      // A PDF wraps a long row onto the next line ("… | 8'" / "10\" | 6.1%"): the two lines are one row.
      else if (j + 1 < lines.length && splitDelimited(`${lines[j]} ${lines[j + 1]}`, delimiter).length === width && splitDelimited(lines[j + 1], delimiter).length < width) {
        raw.push(`${lines[j]} ${lines[j + 1]}`);
        j += 2;
      } else break;
    }
    if (raw.length < 2) continue;
    const rows = raw.map((l) => splitDelimited(l, delimiter));
    if (rows.some((r) => r.some((c) => c.length > 80))) continue;
    const [first, ...rest] = rows;
    // ("Name | School | Pos | Ht | Wt | 40": a combine's "40" column is a label beside a name column.)
    const headerLike = first.every((c) => c.split(/\s+/).length <= 4) && (first.every((c) => !isNumericCell(c)) || (first.filter(isNumericCell).length === 1 && nameColumns(first).length > 0));
    if (headerLike && rest.some((r) => r.some(isNumericCell))) return { end: j, header: first, rows: rest, raw };
    if (rows.every((r) => r.some(isNumericCell))) return { end: j, header: null, rows, raw };
  }
  return null;
}

/**
 * A plain-text table laid out in columns ("PLAYER              POS   INJURY        WED" over "Nate Castellanos
 * S     Hamstring     DNP"): a header of three or more cells apart by two spaces or more, then rows whose
 * cells start where the header's do. Each row is cut at the header's column starts, so a cell may hold
 * single spaces ("Not injury").
 */
export function fixedWidthTable(lines: string[], i: number): { end: number; header: string[]; rows: string[][]; raw: string[] } | null {
  const head = lines[i];
  if (!/\S {2,}\S.* {2,}\S/.test(head) || head.includes("|") || head.includes("\t")) return null;
  const starts = [...head.matchAll(/(?:^|(?<= {2}))\S/g)].map((m) => m.index);
  const header = cutAt(head, starts);
  // (A header's cells are words: "SCOUTING REPORT  —  KYLE BRANDT" and "Subject: Kyle Brandt  QB" are titles.)
  if (starts.length < 3 || header.some((c) => isNumericCell(c) || c.split(/\s+/).length > 3 || !/^\p{L}/u.test(c) || /[:.]/.test(c))) return null;
  const aligned = (line: string) => line.trim() !== "" && !/^\s/.test(line) && starts.slice(1).every((s) => line.length <= s || (line[s - 1] === " " && line[s] !== " ") || (line[s - 1] === " " && line[s] === " " && line.slice(s).trim() === ""));
  const raw = [head];
  let j = i + 1;
  if (j < lines.length && /^[\s=-]+$/.test(lines[j]) && lines[j].trim()) raw.push(lines[j++]);
  while (j < lines.length && aligned(lines[j])) raw.push(lines[j++]);
  const rows = raw.slice(1).filter((l) => !/^[\s=-]+$/.test(l)).map((l) => cutAt(l, starts));
  // (Every row fills two columns at least: short lines under a spaced-out title are no rows.)
  return rows.length >= 2 && rows.every((r) => r[0] !== "" && r.filter(Boolean).length >= 2) ? { end: j, header, rows, raw } : null;
}

function cutAt(line: string, starts: number[]): string[] {
  return starts.map((s, k) => line.slice(s, k + 1 < starts.length ? starts[k + 1] : undefined).trim());
}

// "------+--------+-----": a plain-text table's rule under its header.
const SEPARATOR_ROW = /^\s*[-=:]{2,}(?:\s*[+|]\s*[-=:]{2,})+\s*$/;
const BARE_ROW = /^[^|\n]+(?:\|[^|\n]*){2,}$/;

/**
 * "Ref | Date found | Item | … | Status" over "LP-481| 16 Nov 2025 | …": a table written with inner bars
 * only, three rows or more with the same number of cells (and its rule row), read as a pipe table.
 */
function bareRowRun(lines: string[], from: number): string[] | null {
  if (!BARE_ROW.test(lines[from]) || PIPE_ROW.test(lines[from])) return null;
  const width = lines[from].split("|").length;
  let end = from;
  while (end < lines.length && ((BARE_ROW.test(lines[end]) && lines[end].split("|").length === width) || SEPARATOR_ROW.test(lines[end]))) end++;
  const rows = lines.slice(from, end).filter((l) => !SEPARATOR_ROW.test(l));
  // Its rule under the header tells the header from the rows.
  return rows.length >= 3 && SEPARATOR_ROW.test(lines[from + 1] ?? "") ? lines.slice(from, end) : null;
}

// (An entry: a name or label, the leader, a short value to the line's end; not an ellipsis in prose.)
const DOT_LEADER = /^[ \t]*(?:\d{1,3}[.)]?[ \t]+)?\p{Lu}(?:[^.\n]|\.(?!\.)){0,60}?[ \t]*\.{4,}[ \t]*[^\s.][^\n]{0,120}$/u;
function pipeCells(line: string): string[] {
  return line.trim().replace(/^\|/, "").replace(/\|$/, "").split("|").map((c) => c.trim());
}

// A line ending on a word no phrase ends with ("… pure quickness, and the"); not a comma, which also
// closes a salutation ("To Rhys Cadwallader,").
const DANGLING_END = /\b(?:the|a|an|and|or|but|of|to|with|for|from|in|on|at|by|his|her|their|its|is|was|are|were|that|who|which)\s*$/;

function isWrappedProse(prev: string): boolean {
  return prev.length >= 50 && !/[.!?:;"]$/.test(prev.trim());
}

/** A list written with both "+" and "-" signs grades its items ("+ Sure tackler", "- Long speed is average"). */
export function isPlusMinusList(blocks: Block[]): boolean {
  return blocks.some((b) => b.kind === "item" && b.marker === "+") && blocks.some((b) => b.kind === "item" && b.marker === "-");
}

/**
 * "No. | Name | Pos. | Ht." over "21 | Cortland Bice | F | 6-7" with a blank line after every row (a word
 * processor's paragraphs): three rows or more of the same cells, one blank line apart, are one table.
 */
function withSpacedRowsClosed(lines: string[]): string[] {
  const out: string[] = [];
  const row = (l: string | undefined) => l !== undefined && (BARE_ROW.test(l) || PIPE_ROW.test(l));
  for (let i = 0; i < lines.length; ) {
    const width = lines[i].split("|").length;
    let end = i;
    while (row(lines[end + 2]) && !lines[end + 1].trim() && lines[end + 2].split("|").length === width) end += 2;
    // (Its first row a header of words: "Jon Reese | G | 6-2" paragraphs apart are cards, not a table.)
    if (row(lines[i]) && end - i >= 4 && !/\d/.test(lines[i]) && /\d/.test(lines[i + 2])) {
      for (let k = i; k <= end; k += 2) out.push(lines[k]);
      i = end + 1;
    } else out.push(lines[i++]);
  }
  return out;
}

/** Splits text into structural blocks. Linear in the number of lines. */
export function splitBlocks(text: string): Block[] {
  const lines = withSpacedRowsClosed(text.split("\n"));
  const blocks: Block[] = [];
  let i = 0;
  const pushBlank = () => {
    if (blocks.length && blocks[blocks.length - 1].kind !== "blank") blocks.push({ kind: "blank" });
  };
  while (i < lines.length) {
    const line = lines[i];
    if (!line.trim() || RULE.test(line)) {
      pushBlank();
      i++;
      continue;
    }
    if (PIPE_ROW.test(line)) {
      const raw: string[] = [];
      while (i < lines.length && PIPE_ROW.test(lines[i])) raw.push(lines[i++]);
      blocks.push(...pipeTable(raw));
      continue;
    }
    const fixed = fixedWidthTable(lines, i);
    if (fixed) {
      blocks.push({ kind: "table", header: fixed.header, rows: fixed.rows, raw: fixed.raw });
      i = fixed.end;
      continue;
    }
    const delimited = tryDelimitedTable(lines, i);
    if (delimited) {
      blocks.push({ kind: "table", header: delimited.header, rows: delimited.rows, raw: delimited.raw });
      i = delimited.end;
      continue;
    }
    const bare = bareRowRun(lines, i);
    if (bare) {
      blocks.push(...pipeTable(bare.map((l) => `| ${(SEPARATOR_ROW.test(l) ? l.replace(/\+/g, "|") : l).trim()} |`)));
      i += bare.length;
      continue;
    }
    const md = MD_HEADING.exec(line);
    if (md) {
      blocks.push({ kind: "heading", text: md[2].replace(/\*\*|__/g, "").trim(), level: md[1].length });
      i++;
      continue;
    }
    const bold = BOLD_LINE.exec(line);
    if (bold || isAllCapsTitle(line)) {
      blocks.push({ kind: "heading", text: (bold ? bold[1] : line).trim().replace(/:$/, ""), level: TITLE_LEVEL });
      i++;
      continue;
    }
    const lead = BOLD_LEAD.exec(line) ?? BOLD_NAME_LEAD.exec(line);
    if (lead) {
      blocks.push({ kind: "heading", text: lead[1].trim(), level: TITLE_LEVEL }, { kind: "para", text: lead[2].replace(/^[—–-]\s*/, "").trim() });
      i++;
      continue;
    }
    const label = LABEL_HEADING.exec(line);
    if (label) {
      blocks.push({ kind: "heading", text: label[1].trim(), level: LABEL_LEVEL });
      i++;
      continue;
    }
    const item = ITEM.exec(line) ?? SIGNED_LINE.exec(line);
    if (item) {
      const indent = item[1].length;
      let body = item[3];
      // "- (+) First step = elite", "(-) Pad level high": the sign in brackets grades the item.
      const sign = SIGN_PREFIX.exec(body);
      if (sign) body = body.slice(sign[0].length);
      i++;
      // Continuation lines are indented deeper than the marker and are not items themselves.
      while (i < lines.length && lines[i].trim() && !ITEM.test(lines[i]) && /^\s+/.test(lines[i]) && (lines[i].match(/^\s*/)?.[0].length ?? 0) > indent) {
        body += ` ${lines[i].trim()}`;
        i++;
      }
      blocks.push({ kind: "item", text: body.trim(), marker: sign ? `(${sign[1]})` : item[2], indent });
      continue;
    }
    let para = line.trim();
    i++;
    let last = para;
    // "#10 RÚBEN ALBERGARIA — Attacking midfielder (1.74 / 68)": a jersey number opens an entry's title line.
    if (JERSEY_TITLE.test(line)) {
      blocks.push({ kind: "para", text: para });
      continue;
    }
    // Hard-wrapped prose continues on the next line; a short "Label: value" line never does. A plain-text
    // table's notes column hangs indented under its row ("1 Treadwell Jr., Marcus SF … Transition" /
    // "   finisher — …" / "   Best perimeter defender on roster; gets the"): every indented line is the row's.
    const hanging = !/^\s/.test(line);
    while (
      i < lines.length &&
      lines[i].trim() &&
      ((hanging && /^\s/.test(lines[i])) ||
        // "Corbin Ashdown: fastest first step …, and the" / "pull-up jumper is automatic.": a line of prose
        // that stops mid-phrase (in lower case: "Fishers, IN" is a state), or does not close its sentence
        // before one that opens in lower case, runs on into it even when it is short of a full line.
        (last.length >= 30 && (DANGLING_END.test(last) || (!/[.!?:;"”)\]]\s*$/.test(last) && /^\s*\p{Ll}/u.test(lines[i]))) && !KEY_VALUE_LINE.test(lines[i])) ||
        (isWrappedProse(last) &&
          !(KEY_VALUE_LINE.test(last) && last.length < 80) &&
          // "Position: …" then "Physical: …": a new label line is a new line, however long the last one was.
          !(KEY_VALUE_LINE.test(last) && KEY_VALUE_LINE.test(lines[i])))) &&
      !ITEM.test(lines[i]) &&
      // A chat or transcript line opens with its timestamp: "[2026-02-12 11:03] Rhiannon Oduya: …".
      !TIMESTAMP_LINE.test(lines[i]) &&
      !(ENTRY_OPEN.test(line) && ENTRY_OPEN.test(lines[i])) &&
      !(NUMBERED_ENTRY.test(line) && NUMBERED_ENTRY.test(lines[i])) &&
      // " 2  Tomasz Wróbel ........ 87.9 kg": a line with a dot leader is an entry of its own.
      !DOT_LEADER.test(lines[i]) &&
      !MD_HEADING.test(lines[i]) &&
      !RULE.test(lines[i]) &&
      !PIPE_ROW.test(lines[i])
    ) {
      last = lines[i].trim();
      para += ` ${last}`;
      i++;
    }
    // A short line standing alone between blank lines is a section heading in plain text, Word and PDF
    // exports ("Strengths", "What he does well"), where the "#" or bold of the original is gone.
    const alone = para === line.trim() && (i >= lines.length || !lines[i].trim()) && (i < 2 || !lines[i - 2].trim());
    if (alone && SHORT_HEADING.test(para) && para.split(/\s+/).length <= 5) {
      blocks.push({ kind: "heading", text: para, level: 2 });
      continue;
    }
    blocks.push({ kind: "para", text: para });
  }
  return blocks;
}

function pipeTable(raw: string[]): Block[] {
  const rows = raw.map(pipeCells);
  const hasHeader = rows.length > 1 && rows[1].every((c) => SEPARATOR_CELL.test(c));
  const header = hasHeader ? rows[0] : null;
  const body = rows.filter((r, k) => !(hasHeader && (k === 0 || k === 1)) && !r.every((c) => SEPARATOR_CELL.test(c) || !c));
  const width = Math.max(...rows.map((r) => r.length));
  // Two columns without a name column ("| Height | 6'9\" |") are key/value lines about the subject.
  if (width === 2 && !(header && NAME_HEADER.test(header[0]))) {
    const pairs = header && header.some(Boolean) ? [header, ...body] : body;
    return pairs.filter((r) => r[0] || r[1]).map((r) => ({ kind: "para" as const, text: `${r[0]}: ${r[1] ?? ""}`.trim() }));
  }
  return [{ kind: "table", header, rows: body, raw }];
}

// A data export's column names ("plyr_nm", "sqd", "pos_cd", "ht_raw", "mass_raw") in words.
// ("pos_primary", "pos_alt", "ht_ftin", "wt_lbs", "school_club": a board's columns, their qualifiers dropped.)
const EXPORT_WORDS: Record<string, string> = { plyr: "player", nm: "name", sqd: "team", pos: "position", posn: "position", ht: "height", wt: "weight", mass: "weight", clb: "club", tm: "team", hgt: "height", wgt: "weight", curr: "current", prev: "previous", prim: "", cd: "", code: "", raw: "", val: "", txt: "", str: "", primary: "", main: "", alt: "", secondary: "", ftin: "", lbs: "" };

// A bilingual or foreign export's column words ("speler_player", "club_naam", "lengte_height_m", "peso_kg").
const FOREIGN_LABELS: Record<string, string> = {
  speler: "player", jugador: "player", joueur: "player", spieler: "player", giocatore: "player", jogador: "player",
  naam: "name", nombre: "name", nom: "name", nome: "name",
  lengte: "height", altura: "height", taille: "height", groesse: "height", altezza: "height",
  massa: "weight", peso: "weight", gewicht: "weight", poids: "weight",
  equipo: "team", equipe: "team", squadra: "team", verein: "club", clube: "club",
  posicion: "position", positie: "position", poste: "position", posizione: "position", posicao: "position",
};

/** A column label as words: "plyr_nm" → "player name", "ht_raw" → "height"; other labels as written. */
export function readableLabel(label: string): string {
  const t = label.trim();
  // "Plyr", "Tm", "Pos.": an abbreviation in title or capital case.
  const word = /^(\p{L}+)\.?$/u.exec(t)?.[1].toLowerCase();
  if (word && t !== word && word in EXPORT_WORDS && EXPORT_WORDS[word]) return EXPORT_WORDS[word];
  // "HGT_NO_SHOES (ft-in)": an export's label in capitals, its unit kept.
  const caps = /^([A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+|[A-Z]{2,}[0-9]*)(\s*\([^()]{1,12}\))?$/.exec(t);
  if (caps && (caps[1].includes("_") || caps[1].toLowerCase() in EXPORT_WORDS)) return `${readableLabel(caps[1].toLowerCase())}${caps[2] ?? ""}`;
  // ("Club_Now", "Club_Prev", "Pos_1": an export's words in title case.)
  if (/^[A-Z][a-z0-9]*(?:_[A-Za-z0-9]+)+$/.test(t)) return readableLabel(t.toLowerCase());
  if (!/^[a-z][a-z0-9]*(?:[_.][a-z0-9]+)*$/.test(t)) return t;
  if (/^(?:school|college)_(?:club|team)$/.test(t)) return "club";
  // ("pos_dtl": the detailed position.)
  if (/^pos(?:ition)?_(?:dtl|detail)$/.test(t)) return "position";
  const words = t
    .split(/[_.]/)
    .map((w) => FOREIGN_LABELS[w] ?? w)
    .map((w) => (w in EXPORT_WORDS ? EXPORT_WORDS[w] : w))
    .filter((w, i, all) => w && w !== all[i - 1]);
  // ("lengte_height_m" → "height (m)", "massa_mass_kg" → "weight (kg)": a unit closing the label.)
  if (words.length === 2 && /^(?:height|weight)$/.test(words[0]) && /^(?:m|cm|kg|lb|in)$/.test(words[1])) return `${words[0]} (${words[1]})`;
  // ("club_naam": the club's name is the club.)
  if (words.length === 2 && /^(?:club|team)$/.test(words[0]) && words[1] === "name") return words[0];
  // ("club_curr" → "current club", "team_prev" → "previous team", "club_now" → "current club".)
  if (words.length === 2 && /^(?:club|team|school)$/.test(words[0]) && /^(?:current|previous|now)$/.test(words[1])) words.reverse();
  if (words[0] === "now" && words.length === 2 && /^(?:club|team|school)$/.test(words[1])) words[0] = "current";
  return words.join(" ") || t;
}

// A cell's label in a "label: value; label: value" row, with a unit in brackets ("WGT (lbs):").
const ROW_LABEL = /(^|[;|]\s*)([A-Za-z][A-Za-z0-9_.]{0,29}(?:\s*\([^()]{1,12}\))?):/g;

/**
 * A row with only its size labels in words ("HGT_NO_SHOES (ft-in): 7-0.25" → "height no shoes (ft-in): …"):
 * a label that qualifies them ("father_ht", "opp_wt", "ht_prev", "ht_score") stays as written.
 */
export function measurementLabels(row: string): string {
  return row.replace(ROW_LABEL, (all, lead: string, label: string) => {
    const readable = readableLabel(label);
    return /^(?:height|weight)(?: (?:no|in|with|without) shoes)?(?:\s*\([^()]*\))?$/.test(readable) ? `${lead}${readable}:` : all;
  });
}

/** A "label: value; label: value" row with its export-style labels in words ("sqd: X" → "squad: X"). */
export function readableLabels(row: string): string {
  return row.replace(ROW_LABEL, (_, lead: string, label: string) => `${lead}${readableLabel(label)}:`);
}

/** Index of the column holding player names, or -1. "First"/"Last" columns come back as a pair. */
export function nameColumns(header: string[]): number[] {
  // An email log's "Subject" (beside "From", "To") is a message's, not a person.
  const mail = header.some((h) => /^(?:from|to|sender|recipient|cc)$/i.test(h.trim()));
  const single = header.findIndex((h) => NAME_HEADER.test(readableLabel(h)) && !(mail && /^subject$/i.test(h.trim())));
  if (single >= 0) return [single];
  const first = header.findIndex((h) => GIVEN_NAME_COLUMN.test(h.trim()));
  const last = header.findIndex((h) => FAMILY_NAME_COLUMN.test(h.trim()));
  if (first >= 0 && last >= 0) return [first, last];
  const loose = header.findIndex((h) => OTHER_NAME_HEADER.test(readableLabel(h).trim()));
  return loose >= 0 ? [loose] : [];
}

/**
 * The name cell(s) of a "Label: value; Label: value" row, given name first ("last: Kimbrough; first:
 * Rashard" → "Rashard Kimbrough"), or null when no label names a player.
 */
export function rowNameCell(row: string): string | null {
  const pairs = labelledCells(row);
  const columns = nameColumns(pairs.map((p) => p.label.replace(/\*\*/g, "")));
  return columns.length ? columns.map((c) => pairs[c].value).join(" ") : null;
}

/** The "Label: value" cells of a row written "Label: value; Label: value" (or with "|" between). */
export function labelledCells(row: string): { label: string; value: string }[] {
  return row
    // A value may hold a semicolon ("spot-up shooter; constant off-ball movement"): a cell starts at a label.
    .split(/[;|]\s*(?=[^;|:]{1,30}:)/)
    .map((cell) => /^\s*([^:]{1,30}):\s*([^]*)$/.exec(cell))
    .filter((m): m is RegExpExecArray => m !== null)
    .map((m) => ({ label: m[1], value: m[2] }));
}

/** "Kallas, Desmond — SG — Redwater Valley Coyotes", "Pike, Reginald Jr. ("Reggie")": the name before a cell's details. */
export function cellName(cell: string): string {
  return cell.split(/\s[—–-]\s|[(|]/)[0].trim();
}

/** A table row as "Header: value | Header: value", so label-driven parsers read it like prose. */
export function labelRow(header: string[], cells: string[]): string {
  return header
    .map((h, k) => {
      const value = (cells[k] ?? "").trim();
      if (!h.trim() || !value) return "";
      // "Height (in)": carry the unit onto bare numbers.
      const unit = /\((in|inches|cm|lbs?|kg)\)/i.exec(h)?.[1]?.toLowerCase();
      const shown = unit && /^\d+(?:\.\d+)?$/.test(value) ? `${value} ${unit === "inches" ? "in" : unit}` : value;
      return `${h.trim()}: ${shown}`;
    })
    .filter(Boolean)
    .join(" | ");
}

/** The text with each table row read as "Header: value | …" (what extraction reads), for checking support. */
export function withLabelledRows(text: string): string {
  if (!text.includes("|") && !text.includes(",") && !text.includes("\t")) return text;
  return splitBlocks(text)
    .map((b) => (b.kind === "table" ? (b.header ? b.rows.map((r) => labelRow(b.header as string[], r)) : b.raw).join("\n") : b.kind === "blank" ? "" : b.text))
    .join("\n");
}

export type RecordCell = { key: string; value: string };
const RECORD_KEY = /^\s*(?:\*\*)?([\p{L}#][\p{L}\d _()/.#%-]{0,30}?)(?:\*\*)?:\s*(.*)$/u;

/**
 * A table row written as labelled pairs ("uid: HT-0311; Player: …; Scout_Note: Rim protector; soft touch;
 * foul-prone; Data_Note: …", or a table row joined with " | "), as cells; null for anything else. A piece
 * that opens with no label continues the cell before it: notes cells hold ";" lists of their own.
 */
export function recordCells(text: string): RecordCell[] | null {
  // One line: a row. Lines of "Label: value" one under another are a form, read line by line elsewhere.
  if (!text.includes(":") || text.trim().includes("\n")) return null;
  const cells: RecordCell[] = [];
  for (const piece of text.split(/\s*;\s+|\s+\|\s+/)) {
    const m = RECORD_KEY.exec(piece);
    if (m) cells.push({ key: m[1].trim(), value: m[2].trim() });
    else if (cells.length) cells[cells.length - 1].value += `; ${piece.trim()}`;
    else return null;
  }
  return cells.length >= 3 ? cells : null;
}
