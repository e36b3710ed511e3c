// Entry point of rules-based extraction (FR-05): structured player fields and raw facts from evidence
// chunks. Every value carries the chunks that support it; values without support are left out.

import { attributeToPlayer, attributedText, type AttributedSegment } from "./attribution";
import { labelledCells, measurementLabels, readableLabels, splitBlocks } from "./blocks";
import { DATE_LINE, findDocumentDate, latestDateIn, toIsoDate } from "./dates";
import { BODY_PART, FORM_PARTY, FORM_ROLES } from "./lexicon";
import { findMeasurements } from "./measurements";
import { buildMentionMatcher, type MentionMatcher } from "./mentions";
import { MAX_NAME_LENGTH, coreNameWords, givenNameOf, isSuffix, isTeamLike, nameKey, headlineOnlyIn, surnameAloneIn, surnameOf } from "./names";
import { collectTeamishPhrases, documentsPeople, isTeamish, placeAndClubKeys, writtenIn } from "./people";
import { entryPositions, findPositionMentions } from "./positions";
import { resolveField, type Candidate } from "./resolve";
import { guessSport } from "./sport";
import { collectTeamNames, findLocalTeams, isNicknameWord, spellsOutClub, type LocalTeam, type LocalTeamMention } from "./team-names";
import { cancelledMoves, thatMoveCollapsedAt, findLeagues, findTeamMentions, mergeTeamMentions, rank, type TeamMention } from "./teams";
import { keyedText } from "./person-index";
import { isPetForm } from "./person-resolve";
import { capitalizeFirst, collapseSpaces, escapeRegExp, everyOccurrence, findWordAll, fold, foldAligned, memo, normalizeText, stripMarkdown, splitSentences } from "./text";
import { createStatementCollector, traitsFromNotes } from "./statements";
import { extractTraits, traitKey } from "./traits";
import type { EvidenceChunk, ExtractionConflict, ExtractionResult, Sport, Supported, TeamRef } from "./types";

export { documentsPeople } from "./people";

/**
 * `aliases`: short forms the people index bound to this player (nicknames, "Hale Jr.").
 * `documentContext`: every chunk (index and text) of the evidence documents, so a retrieved passage is
 * read after what precedes it in its document: the heading or the sentence naming whom "he" means
 * (REQ-PPL-03). `peopleByDocument`: everyone the people index found in each document, so a surname
 * shared with a namesake there counts for neither.
 */
export type ExtractionInput = {
  playerName: string;
  sport: Sport;
  chunks: EvidenceChunk[];
  aliases?: string[];
  documentContext?: Record<string, { index: number; text: string; id?: string }[]>;
  peopleByDocument?: Record<string, string[]>;
};

/** How many chunks before the first retrieved one are read for context. */
const CONTEXT_CHUNKS = 6;

const MAX_TRAITS = 12;
const MAX_STYLE_TAGS = 8;
const MAX_RAW_FACTS = 80;
// Page furniture from converted web pages is not evidence about a player.
const BOILERPLATE = /©|\ball rights reserved\b|\bprivacy\b|\bterms of (?:use|service)\b|\bcookies?\b|\bsubscribe\b|\bsign (?:in|up)\b|\badvertisement\b|\bnewsletter\b/i;
const NAV_MENU = /^(?:[^|:]{1,25}\|){2,}[^|:]{1,25}$/;
const MAX_FACT_LENGTH = 300;
// "Kennebrook State Lumberjacks — Team Preview": a section on the team's own squad (not "— Trade Targets").
const OWN_SECTION = /^\s+[—–|:]\s+(?:\d{4}(?:-\d{2,4})?\s+)?(?:team\s+|season\s+)?(?:preview|roster|depth\s+chart|squad|media\s+guide|outlook|team\s+report)\b/i;
// A college's signing class (not a pro team's "undrafted free agent signees").
const RECRUITS_SIGNED = /\b(?:signing\s+(?:class|day|period)|letters?\s+of\s+intent)\b/i;
const MOCK_DRAFT = /\bmock[\s_-]+draft|\bbig[\s_-]+board|\bprojected[\s_-]+(?:picks?|draft|order)/i;

type ChunkContext = { chunk: EvidenceChunk; rank: number; date: string | null; segments: AttributedSegment[] };
type DatedTeam = TeamMention & { chunkId: string; date: string | null; order: number };

/** Structured fields, raw facts and conflicts for one player from the retrieved chunks. */
export function extractPlayerFacts(input: ExtractionInput): ExtractionResult {
  const texts = input.chunks.map((c) => normalizeText(c.text));
  // Titles name people too ("Scouting note: Marcus Hale") even when a chunk only says "Hale".
  const titles = [...new Set(input.chunks.map((c) => titleCase(documentTitle(c.documentName))))];
  // Team names a name finder took for people ("Monte Azul" of "Atlético Monte Azul") are teams.
  const contextTexts = Object.values(input.documentContext ?? {}).flatMap((chunks) => chunks.map((c) => c.text));
  // A phrase one document marks as a team ("to the Dunmore Royals") is a team in all of them, even where
  // the people index took it for a person ("Dunmore Royals head coach …" reads like a name).
  // "the Foxes" marks "Kestrel Falls Foxes" as a team wherever the index listed it as a person.
  const teamishPhrases = collectTeamishPhrases([...texts, ...contextTexts]);
  const teamish = { has: (key: string) => isTeamish(teamishPhrases, key) };
  // A file name's words make a person ("Scouting note: Marcus Hale" for a text that says "Hale"), but not
  // when they end in a team's name the text writes ("sentinels-ironmen-recap" beside "Carver City Ironmen").
  const titleNames = documentsPeople(titles);
  const textPeople = titleNames.length ? documentsPeople(texts) : [];
  const teamWords = titleNames.length ? new Set(collectTeamNames([...new Set([...texts, ...contextTexts])], textPeople).flatMap((t) => [nameKey(t.name).split(" ").at(-1), ...t.aliases])) : new Set();
  // "transfer-window-tracker-jan-2026" is no person "Window Tracker": a title's name counts when a text
  // writes its last word capitalised ("Hale"), as a name is written, and does not write the whole phrase as
  // something other than a person ("Weekly Depth Chart" for "ironclads-depth-chart-week-9").
  const allTexts = [...texts, ...contextTexts];
  const written = writtenIn(allTexts);
  const textPeopleKeys = new Set(textPeople.map(nameKey));
  const writtenAsName = (n: string) =>
    allTexts.some((t) => findWordAll(t, n.split(" ").at(-1) ?? "").length > 0) && (textPeopleKeys.has(nameKey(n)) || !written(nameKey(n)));
  const titled = titleNames.filter((n) => !teamWords.has(nameKey(n).split(" ").at(-1)) && writtenAsName(n));
  const named = [...new Set([...documentsPeople([...texts, ...titled]), ...Object.values(input.peopleByDocument ?? {}).flat()])];
  const placesAndClubs = new Set(placeAndClubKeys(named, written, surnameAloneIn(allTexts), headlineOnlyIn(allTexts)));
  const found = named.filter((n) => !teamish.has(nameKey(n)) && !placesAndClubs.has(nameKey(n)));
  // The evidence chunks are among the context chunks: read each text once.
  const localTeams = collectTeamNames([...new Set([...texts, ...contextTexts])], found, teamishPhrases);
  const teamKeys = new Set(localTeams.flatMap((t) => [nameKey(t.name), ...t.aliases]));
  const notTeam = (name: string) => !teamKeys.has(nameKey(name));
  const namedAll = found.filter(notTeam);
  const displayName = resolveDisplayName(input.playerName, namedAll);
  // "Thad Moncrief" in a headline over "Thaddeus Moncrief": his familiar form is him, not a namesake.
  // (Not "His father, Tom Reese" beside Thomas Reese: a relative the documents name.)
  const kinNamed = (n: string) => allTexts.some((t) => new RegExp(String.raw`\b(?:father|dad|son|brother|uncle|cousin|nephew|grandfather|grandson|mother|sister)\b[,:]?\s+${escapeRegExp(n)}\b`, "i").test(t));
  // (The same suffix, or none: "Reggie Pike Jr." is no form of Reginald Pike Sr.)
  const suffix = (n: string) => nameKey(n).split(" ").filter((w) => isSuffix(w.toUpperCase())).join(" ");
  const familiar = (n: string) => nameKey(surnameOf(n)) === nameKey(surnameOf(displayName)) && suffix(n) === suffix(displayName) && isPetForm(nameKey(givenNameOf(n)), nameKey(givenNameOf(displayName))) && !kinNamed(n);
  const people = namedAll.filter((n) => !familiar(n));
  const sport: Sport = input.sport !== "unknown" ? input.sport : guessSport("", texts);
  // Surnames and given names are judged per document by the matcher; only other bound forms pass on.
  const shortForms = new Set([surnameOf(displayName), givenNameOf(displayName)].map((w) => nameKey(w)));
  const aliases = [...(input.aliases ?? []).filter((a) => !shortForms.has(a)), ...namedAll.filter(familiar).map(nameKey)];
  const teamNames = localTeams.map((t) => t.name);
  // "Dunmore Athletic Academy: U19 Player Development Review": a club's academy or youth side is the club
  // the documents name elsewhere.
  const clubOf = (team: string | undefined) => {
    const club = team?.replace(/\s+(?:academy|youth|reserves|u-?\d{2}s?)$/i, "");
    return club && club !== team && teamKeys.has(nameKey(club)) ? club : team;
  };
  const matcher = buildMentionMatcher(displayName, people, aliases, undefined, teamNames);
  const peopleIn = (documentId: string) => input.peopleByDocument?.[documentId]?.filter((n) => notTeam(n) && !teamish.has(nameKey(n)) && !familiar(n));
  const matcherFor = memo((documentId: string) => {
    const inDocument = peopleIn(documentId);
    return inDocument ? buildMentionMatcher(displayName, [...inDocument, ...surnamedIn(documentId, inDocument)], aliases, familyPrimary(displayName, inDocument, input.documentContext?.[documentId]), teamNames) : matcher;
  });
  const others = people.filter((p) => !matcher.isTarget(p));
  // "Emeka was a model guest. (Yes, that Emeka — Adeyemi-Ward, the new Rovers number nine.)": someone the
  // other documents name in full whose given name and surname (five letters or more, his own) this one
  // writes apart, as names, is in it too, though it never gives his full name (written together, the
  // index would have found him there).
  const indexed = new Set(Object.values(input.peopleByDocument ?? {}).flat().map(nameKey));
  const indexedOthers = others.filter((p) => indexed.has(nameKey(p)) && !isTeamLike(p.split(" ")) && !isNicknameWord(surnameOf(p)));
  const surnamedIn = (documentId: string, inDocument: string[]) => {
    const text = documentText(documentId);
    const folded = foldAligned(text);
    // ("Adeyemi" inside "Adeyemi-Ward" is another surname.)
    const asName = (word: string) => findWordAll(folded, word).some((at) => /^\p{Lu}/u.test(text.slice(at)) && text[at - 1] !== "-" && text[at + word.length] !== "-");
    const taken = new Set([displayName, ...inDocument].map((n) => fold(surnameOf(n))));
    return indexedOthers.filter((p) => {
      const surname = fold(surnameOf(p));
      return surname.length >= 5 && !taken.has(surname) && findWordAll(folded, nameKey(coreNameWords(p).join(" "))).length === 0 && asName(surname) && asName(fold(givenNameOf(p)));
    });
  };
  // "VISITORS - WENDMOOR LANTERNS (coach: Barnaby Quist)" over a lineup table: its rows are that side's,
  // named as the caption writes it ("OSTRANDER BAY MARINERS", not the "… Basketball Club" of a contract).
  const sideTeamOf = memo((caption: string) => {
    const scored = SCORE_CAPTION.exec(caption)?.[1].trim();
    if (!SIDE_CAPTION.test(caption) && !scored) return undefined;
    const found = findLocalTeams(caption, localTeams);
    // ("CAREER VS CALDER OTTERS (3)": the score caption is the side's name and nothing else.)
    if (!SIDE_CAPTION.test(caption) && (found[0]?.index !== caption.indexOf(scored ?? "") || found[0]?.length !== scored?.length)) return undefined;
    if (!found.length || new Set(found.map((m) => m.team.name)).size !== 1) return undefined;
    // ("PORT ELLERY (114)": a place that opens the club's name stands for the club.)
    const written = caption.slice(found[0].index, found[0].index + found[0].length);
    const tail = nameKey(found[0].team.name).slice(nameKey(written).length);
    return tail.startsWith(" ") && !/^(?:\s+(?:basketball|football|soccer|club|team|fc|bc|sc|franchise))+$/.test(tail) && nameKey(found[0].team.name).startsWith(nameKey(written)) ? found[0].team.name : written;
  });
  const firstChunkOf = (documentId: string) => input.documentContext?.[documentId]?.find((c) => c.index === 0)?.text ?? "";
  // The document's chunks at hand, in order, as one text.
  const documentText = memo((documentId: string) => normalizeText([...(input.documentContext?.[documentId] ?? [])].sort((a, b) => a.index - b.index).map((c) => c.text).join("\n")));
  const titleTeam = memo((documentId: string) => {
    const masthead = firstLineOf(input.documentContext?.[documentId]) ?? "";
    // ("New England Gridiron Annual 2025 — FCS and Division II Preview" over "Kennebrook State Lumberjacks —
    // Team Preview": a publication's name, then the section's team.)
    const section = findLocalTeams(masthead, localTeams).length ? undefined : firstChunkOf(documentId).split("\n").filter((l) => l.trim())[1]?.replace(/^#+\s*/, "");
    const title = section && findLocalTeams(section, localTeams).some((m) => m.index === 0 && OWN_SECTION.test(section.slice(m.length))) ? section : masthead;
    // "SAN ANTONIO LANCERS WAIVE TWO PLAYERS": players a team lets go are no longer its own.
    if (/\b(?:waives?|waived|releases?|released|cuts|parts?\s+ways|trades?\s+away)\b/i.test(title)) return undefined;
    // "Rams Sign 21 on Early Signing Day": a college's signing class enrolls later; its recruits are not yet
    // the team's.
    if (RECRUITS_SIGNED.test(firstChunkOf(documentId))) return undefined;
    // "Marsh beats his old team as Hornets pull away late" is a story's headline: its box score lists both sides.
    // A person it names is one the story goes on to name ("Marsh"), not a phrase of the title ("First-Team Squad").
    const headline = matcherFor(documentId).summarize(title);
    const whole = documentText(documentId);
    const body = whole.slice(Math.max(0, whole.indexOf(title)) + title.length);
    const inBody = (key: string) => findWordAll(body, capitalizeFirst(key.split(" ").at(-1) ?? "")).length > 0;
    if (headline.target || [...headline.others].some((k) => !k.startsWith("?") && !teamKeys.has(k) && inBody(k))) return undefined;
    // The team by its name or nickname: "Harlowby Easter U17 Invitational" names a town's tournament.
    // ("DENIZKENT SPOR KULÜBÜ" is Denizkent SK by its name, spelled out.)
    const byName = (m: LocalTeamMention) => nameKey(title.slice(m.index, m.index + m.length)).split(" ").includes(nameKey(m.team.name).split(" ").at(-1) ?? "") || spellsOutClub(title.slice(m.index, m.index + m.length), m.team.name);
    const mentions = findLocalTeams(title, localTeams);
    const named = [...new Set(mentions.map((m) => m.team.name))];
    // "OSTRANDER BAY MARINERS - PUBLIC ADDRESS" over "Opponent: WENDMOOR LANTERNS", "CALDER STATE UNIVERSITY
    // FOOTBALL" over "Prospect: Amari Whitlock — RB — Granger Hill High School": a sheet whose opening
    // lines name another team lists players who are not all the title's (a depth chart's "Next game: at
    // Kelso Pikes" or "after Saturday's win over the Kelso Pikes" only says whom it plays).
    const opening = firstChunkOf(documentId).split(/\n\s*\n/)[0].split("\n").slice(0, 5).filter((l) => !FIXTURE_MENTION.test(l));
    const twoSides = findLocalTeams(opening.join("\n"), localTeams).some((m) => !named.includes(m.team.name));
    return named.length === 1 && mentions.some(byName) && !twoSides ? named[0] : undefined;
  });
  // A team's own squad document ("Dunleigh Wanderers FC — Medical & Performance Department / Squad
  // Availability Report"): its opening lines name that team and no other (an opponent report, a
  // matchday programme's fixture line name two).
  const ownTeam = memo((documentId: string) => {
    const head = firstChunkOf(documentId).split("\n").filter((l) => l.trim()).slice(0, 4).join("\n");
    // "SALTMARSH MARINERS — PRO PERSONNEL / Opponent Report: Dunmarra Foxes": the players are the opponent's.
    const opponent = OPPONENT_HEAD.exec(head);
    if (opponent) {
      const named = [...new Set(findLocalTeams(opponent[1], localTeams).map((m) => m.team.name))];
      return named.length === 1 ? named[0] : undefined;
    }
    const team = titleTeam(documentId);
    if (!team || /\b(?:scouting\s+report|versus|vs?\.?)(?=\s)/i.test(head)) return undefined;
    return new Set(findLocalTeams(head, localTeams).map((m) => m.team.name)).size === 1 ? team : undefined;
  });
  const schoolIsBackground = memo((documentId: string) => titleTeam(documentId) !== undefined || OTHER_TEAM_LABEL.test(documentText(documentId).replace(/\*+/g, "")));
  // A mock draft or a big board ("mock-draft-3-0.html", "# 2026 Mock Draft 3.0") projects where he goes.
  const projected = memo((documentId: string) => MOCK_DRAFT.test(`${input.chunks.find((c) => c.documentId === documentId)?.documentName}\n${firstLineOf(input.documentContext?.[documentId]) ?? ""}`));
  const subjectNames = [displayName, coreNameWords(displayName).join(" "), surnameOf(displayName), givenNameOf(displayName)].filter(Boolean);
  const initialsIn = memo((documentId: string) => new Set((peopleIn(documentId) ?? others).map((n) => coreNameWords(n).map((w) => w[0]).join("").toUpperCase())));

  // Teams a heading of his names as his (REQ-PPL-05), by document.
  const headedTeams = new Map<string, Set<string>>();
  // A date found in one chunk of a document dates all its chunks (only the first has "Date: …").
  const documentDates = new Map<string, string>();
  // (The first chunk of a document dates it even when it was not retrieved.)
  const firstChunkDate = memo((documentId: string) => findDocumentDate(firstChunkOf(documentId)));
  for (const chunk of input.chunks) {
    const date = toIsoDate(chunk.documentDate) ?? findDocumentDate(chunk.text) ?? firstChunkDate(chunk.documentId);
    const known = documentDates.get(chunk.documentId);
    if (date && (!known || date > known)) documentDates.set(chunk.documentId, date);
  }
  const inContext = attributeInDocuments(input, displayName, matcherFor);
  const contexts: ChunkContext[] = input.chunks.map((chunk, rank) => ({
    chunk,
    rank,
    date: toIsoDate(chunk.documentDate) ?? documentDates.get(chunk.documentId) ?? null,
    segments:
      inContext.get(chunk.chunkId) ??
      attributeToPlayer(chunk.text, displayName, {
        matcher: matcherFor(chunk.documentId),
        defaultSubject: defaultSubject(displayName, chunk, texts[rank], matcherFor(chunk.documentId)),
      }),
  }));

  const conflicts: ExtractionConflict[] = [];
  const fields: ExtractionResult["fields"] = { displayName, sport };

  const heights: Candidate<number>[] = [];
  const weights: Candidate<number>[] = [];
  const leagues: Candidate<string>[] = [];
  const labelledPositions: Spot[] = [];
  const prosePositions: Spot[] = [];
  const namedPositions: Spot[] = [];
  const secondaryPositions: { codes: string[]; chunkId: string }[] = [];
  const teams: DatedTeam[] = [];
  // Teams a move to fell through, with the newest date it was said (REQ-PPL-05).
  const cancelled = new Map<string, string>();
  const cancel = (name: string, date: string | null) => cancelled.set(nameKey(name), [cancelled.get(nameKey(name)) ?? "", date ?? "9999"].sort().at(-1)!);
  const facts = new Map<string, { text: string; chunkIds: string[] }>();
  const traitLists = { strengths: new Map<string, Supported<string>>(), weaknesses: new Map<string, Supported<string>>(), styleTags: new Map<string, Supported<string>>() };
  const projections: Candidate<string>[] = [];
  const statements = createStatementCollector(subjectNames);
  const asWritten = new Map<string, string>();

  for (const ctx of contexts) {
    const id = ctx.chunk.chunkId;
    // The teams the segment before named (a "that move collapsed" looks back to it).
    let namedBefore: { teams: TeamMention[]; text: string } = { teams: [], text: "" };
    ctx.segments.forEach((segment, k) => {
      const order = ctx.rank * 10_000 + k;
      const row = segment.kind === "row";
      // ("HGT_NO_SHOES (ft-in): 7-0.25; WGT (lbs): 248": an export's labels are read as words when its own
      // are not measurement labels.)
      const written = findMeasurements(segment.text);
      const source = row && written.length === 0 ? measurementLabels(segment.text) : segment.text;
      const measured = normalizeText(source);
      // "Quick correction: I said he was 7-foot-1": a value taken back is no value (REQ-EXT-01).
      // "The Feb. 2 article misstated his height. Mott is 6'3", not 6-foot-2 as reported": the sentence that
      // takes a value back, and a value set aside with "not", are no values; the corrected one stands.
      const sentences = sentenceSpans(measured);
      // "asof: 2025-06-14; …; ht_in: 74": a row's own date cell dates its values.
      const rowDate = row ? (ROW_DATE.exec(measured)?.[1] ?? null) : null;
      for (const m of source === segment.text ? written : findMeasurements(source)) {
        const sentence = sentences.find((x) => m.index < x.end)?.text ?? measured;
        // ("Correction: Mott is 6-foot-3, not 6-foot-2": a sentence that sets one value aside states the other.)
        if ((RETRACTED.test(sentence) && !SETS_ASIDE.test(sentence)) || NEGATED.test(measured.slice(Math.max(0, m.index - 40), m.index))) continue;
        // ("a maximum passenger weight of 240 lb", "no taller than 6'6\"": a limit, nobody's size.)
        // ("Loft hatch: header height 5 ft 9 in", "bag weight 23 kg": a thing's measure.)
        if (LIMIT_BEFORE.test(measured.slice(Math.max(0, m.index - 40), m.index)) || THING_MEASURED.test(measured.slice(Math.max(0, m.index - 30), m.index))) continue;
        // ("When a 280-pound end converts speed to power, Haukeland drops his hips", "against a 6-foot-7,
        // 270-pound defensive end": somebody he meets, not he.)
        // ("against a 6-foot-8, 235-pound, long-armed frame" is still a build, his.)
        if (SOMEONE_HE_MEETS.test(measured.slice(Math.max(0, m.index - 60), m.index)) && !/^[\s,]*(?:[\p{L}\d'"′″.\/-]+,?\s+){0,3}?(?:frame|build|body|physique|wingspan|size)\b/iu.test(measured.slice(m.index + m.text.length, m.index + m.text.length + 50))) continue;
        // "Marlow State listed him at 6-2, 205 last fall", "up to 262 pounds this spring — he played at 255
        // last year": a value its clause dates back is not the newest. ("114.5 kg (he was 112 kg at the
        // preseason intake)": findMeasurements already leaves out the value a sentence dates back.)
        const clause = clauseAround(measured, m.index, m.index + m.text.length);
        // "height 2,11 m → 2,13 m": a changelog's old value before the arrow; "The 2,11 m figure came from
        // his registration": a value talked about, not stated.
        const past = LOOKS_BACK.test(clause) || CHANGED_TO.test(measured.slice(m.index + m.text.length, m.index + m.text.length + 12)) || CHANGED_FROM.test(measured.slice(Math.max(0, m.index - 20), m.index));
        const date = past ? null : (stampedDate(measured, m.index, m.index + m.text.length, ctx.date) ?? rowDate ?? ctx.date);
        if (m.kind === "height") heights.push({ value: m.heightCm, chunkId: id, date, order, past });
        else weights.push({ value: m.weightKg, chunkId: id, date, order, past });
        if (!asWritten.has(`${m.kind}|${id}|${m.heightCm ?? m.weightKg}`)) asWritten.set(`${m.kind}|${id}|${m.heightCm ?? m.weightKg}`, m.text);
      }
      const namesHim = !row && !segment.inPassing && matcherFor(ctx.chunk.documentId).summarize(segment.text).target;
      const own = withoutDenials(row ? readableLabels(segment.text) : segment.text);
      // A row's cell describing its person ("who_they_are: Mariners power forward") gives his spot in prose;
      // free-text notes name opponents' spots as often ("Jogs back; DUN RB free on the overlap").
      const described = row ? withoutDenials(describingCells(segment.text).join(". ")) : "";
      const rowNoteText = row ? rowNotes(segment, matcherFor(ctx.chunk.documentId)) : "";
      // ("notes: … Plays center for the Ironvale Forge - chipped lower incisor …": a spot a verb gives him.)
      const notes = withoutDenials(rowNoteText);
      const topics = segment.kind === "heading" ? otherTopics(own, matcherFor(ctx.chunk.documentId), sport) : [];
      const positionMentions = [
        ...findPositionMentions(own, sport, { subjectNames, labelOnly: row, initials: initialsIn(ctx.chunk.documentId) }).filter((p) => !topics.some(([a, b]) => p.index >= a && p.index < b)),
        ...(described ? findPositionMentions(described, sport, { subjectNames }).map((p) => ({ ...p, fromLabel: false })) : []),
        ...(notes ? findPositionMentions(notes, sport, { subjectNames, deployedOnly: true }).map((p) => ({ ...p, fromLabel: false })) : []),
      ];
      // "1. DONTAE RIMMER — EDGE — Northbrook University": an entry's code between dashes after his name is
      // as plain as a "Pos:" cell.
      // (Before a comma, "— C, Coral Coast Cyclones", as plain as prose naming him.)
      const entrySpots = !row && namesHim ? entryPositions(segment.text, sport) : null;
      const sideAfter = entrySpots?.commaAfter && (findLocalTeams(entrySpots.tail, localTeams).some((t) => t.index === 0) || (isTeamLike(entrySpots.tail.split(/[\s(,]+/).filter(Boolean).slice(0, 4)) && !BODY_PART.test(entrySpots.tail.split(/[.;(]/)[0])));
      if (entrySpots && (!entrySpots.commaAfter || sideAfter)) for (const codes of entrySpots.codes) (entrySpots.commaAfter ? namedPositions : labelledPositions).push({ codes, chunkId: id });
      for (const p of positionMentions) {
        // "winger on either flank": each of the spots, not a word that leaves the flank open.
        const spots = p.codes.length > 1 && EITHER_SIDE.test(own) ? p.codes.map((c) => [c]) : [p.codes];
        for (const codes of spots) (p.fromLabel ? labelledPositions : namesHim ? namedPositions : prosePositions).push({ codes, chunkId: id, documentId: ctx.chunk.documentId, segment: `${id}#${k}`, coded: writtenAsCode(codes, segment.text) });
        if (!p.fromLabel && !row && secondSpot(segment.text)) secondaryPositions.push({ codes: p.codes, chunkId: id });
      }
      const teamOptions = { people: others, localTeams, subjectNames, projection: projected(ctx.chunk.documentId) };
      let rowTeams = findTeamMentions(own, sport, { ...teamOptions, labelOnly: row });
      // "About: Port Adair Pilots forward, dealt to Port Adair by the Greyfield Gulls in December. Bring …":
      // a row's notes are prose about its player, read as prose when no label names a team.
      if (rowNoteText && !rowTeams.length) rowTeams = findTeamMentions(rowNoteText, sport, teamOptions).map((t) => ({ ...t, index: t.index + own.length }));
      // ("now_doing: Wide receiver - Redhill Stallions": a cell saying who he is names his employer too.)
      if (described && !rowTeams.length) {
        // ("now_doing: Retired linebacker - Ashford Comets", "… Ashford Comets fan": no team of his now.)
        const cells = labelledCells(segment.text).filter((c) => saysWhoHeIs(c) && !/\b(?:retired|former|ex-|fan|supporter)\b/i.test(c.value));
        rowTeams = cells.flatMap((c) => findTeamMentions(`${c.label}: ${c.value}`, sport, teamOptions)).map((t) => ({ ...t, index: own.length }));
      }
      // ("notes: Stallions QB": the team a note of who he is opens on, where the documents name it.)
      if (row && !rowTeams.length) {
        const opening = identityClauses(segment.text).flatMap((c) => findLocalTeams(c, localTeams).filter((m) => m.index === 0));
        rowTeams = opening.slice(0, 1).map((m) => ({ name: m.team.name, current: true, explicit: true, index: own.length, known: null }));
      }
      // ("PORT ELLERY MARINERS | Pos | No. | Player" over the visitors' starters: a side's name heading a first
      // column of position groups, "G", "F", is the team of each of its rows; a schedule's dates are not.)
      const firstCell = row && !rowTeams.length ? labelledCells(segment.text)[0] : undefined;
      const sideLabel = firstCell && /^\S{1,4}$/.test(firstCell.value.trim()) ? firstCell.label : undefined;
      const sideMatch = sideLabel ? findLocalTeams(sideLabel, localTeams).find((m) => m.index === 0 && m.length === sideLabel.trim().length) : undefined;
      if (sideMatch) rowTeams = [{ name: sideMatch.team.name, current: true, explicit: true, index: 0, known: null }];
      // "Rivermont Pioneers — 2025 Team Card Set" … "College: Harrow State": in a team's own roster or card
      // set, the college a line lists is where he came from, and the title's team is his.
      const college = COLLEGE_LABEL.exec(own)?.[1]?.trim();
      const rosterTeam = college ? titleTeam(ctx.chunk.documentId) : undefined;
      const collegeOfRoster = college && rosterTeam && nameKey(rosterTeam) !== nameKey(college);
      // ("club: Midland Ironclads | college: Pellham University Pioneers": a row naming his club beside his
      // college says where he came from too.)
      // ("College: Eastmoor" is Eastmoor University, a short form the documents use.)
      // (Not the roster's own team: "Memphis" under "Memphis Grizzlies Roster" is the University of Memphis.)
      const collegeTeam = college ? findLocalTeams(college, localTeams).find((m) => m.index === 0 && m.team.name !== titleTeam(ctx.chunk.documentId))?.team.name : undefined;
      const isCollege = (t: { name: string }) => college !== undefined && (nameKey(t.name) === nameKey(college) || nameKey(college).startsWith(nameKey(t.name)) || t.name === collegeTeam);
      const clubBeside = row && college !== undefined && rowTeams.some((t) => t.current && !isCollege(t));
      // ("# 3. Andre Villiers Jr. — Halverson — SF" over "College: Saint Bridget's Friars (3 yrs)": the same
      // under a heading naming his team.)
      // (Not a mock draft's heading: the team it names is the one projected to take him.)
      const underHisTeam = college !== undefined && headedTeams.has(ctx.chunk.documentId) && !projected(ctx.chunk.documentId);
      if (collegeOfRoster || clubBeside || underHisTeam) rowTeams = rowTeams.map((t) => (isCollege(t) && !headedTeams.get(ctx.chunk.documentId)?.has(t.name) ? { ...t, current: false } : t));
      if (segment.kind === "heading" && !row) for (const t of rowTeams.filter((t) => t.current && t.explicit)) headedTeams.set(ctx.chunk.documentId, new Set([...(headedTeams.get(ctx.chunk.documentId) ?? []), t.name]));
      // "High school: Lindell Park HS" in a college media guide, or beside a "School:" or "Club:" line, is
      // where he grew up playing; in a recruit's own profile it is his team now.
      const highSchool = HIGH_SCHOOL_LABEL.exec(own)?.[1]?.trim();
      if (highSchool && schoolIsBackground(ctx.chunk.documentId)) rowTeams = rowTeams.filter((t) => !nameKey(highSchool).startsWith(nameKey(t.name)) && nameKey(t.name) !== nameKey(highSchool));
      for (const t of rowTeams) teams.push({ ...t, chunkId: id, date: ctx.date, order: order + t.index / 1000 });
      // A sheet titled for one team ("Eastfield Falcons football - spring testing") lists that team's players.
      // A row naming only where he came from ("Joined from: Skarnes IF") is still on the sheet's team.
      // So does an entry of such a squad document ("Caleb Dunmore (GK). Injury: …").
      const entry = !row && !collegeOfRoster && isSquadEntry(segment.text, matcherFor(ctx.chunk.documentId));
      // So does a sentence of the team's own document saying where he came from ("Signed his scholarship
      // on 8 January 2026 from Ferncliffe Juniors" under "Hollowmere Athletic — Academy Mentor Scheme").
      // (Not a club's list of others' players: "Transfer Targets", "Opposition Analysis: …".)
      const cameFrom = !row && rowTeams.length > 0 && SIGNED_FROM.test(own) && !OTHERS_PLAYERS_TITLE.test(firstLineOf(input.documentContext?.[ctx.chunk.documentId]) ?? "");
      const sideTeam = row && segment.caption ? sideTeamOf(segment.caption) : undefined;
      const hasCurrent = rowTeams.some((t) => t.current);
      const sheetTeam = clubOf(!hasCurrent ? sideTeam || ((row || collegeOfRoster || cameFrom) && titleTeam(ctx.chunk.documentId)) || (entry && ownTeam(ctx.chunk.documentId)) || undefined : undefined);
      // "He left us for Saltgate Rovers" in Kestrel Vale FC's own log: "us" is the club he left. "Our
      // quarterback, Caleb Dunmore," in the club's newsletter: "our" is his club.
      const leftUs = !row && rowTeams.length > 0 && LEFT_US.test(own) ? clubOf(titleTeam(ctx.chunk.documentId)) : undefined;
      const ourRole = !row && !sheetTeam && !hasCurrent ? OUR_ROLE.exec(own) : null;
      const ours = ourRole && matcherFor(ctx.chunk.documentId).summarize(ourRole[1]).target ? clubOf(titleTeam(ctx.chunk.documentId)) : undefined;
      for (const [team, current] of [[sheetTeam ?? ours, true], [leftUs, false]] as const) {
        if (!team || rowTeams.some((t) => nameKey(t.name) === nameKey(team))) continue;
        // The citation is the title's passage: the row itself does not name the team. (Not among the
        // evidence, it is cited from the document's context and the extraction step adds it.)
        const titleChunk = input.chunks.find((c) => c.documentId === ctx.chunk.documentId && c.chunkId.endsWith(":0"))?.chunkId ?? input.documentContext?.[ctx.chunk.documentId]?.find((c) => c.index === 0)?.id;
        teams.push({ name: team, current, explicit: false, index: 0, known: null, chunkId: titleChunk ?? id, date: ctx.date, order });
      }
      if (!row) for (const l of findLeagues(segment.text, sport)) leagues.push({ value: l.name, chunkId: id, date: ctx.date, order });
      if (!row) for (const t of cancelledMoves(own, localTeams)) cancel(t, ctx.date);
      // ("… that he had signed for Port Florence FC. That move collapsed on 4 March": the move just named.)
      const collapsedAt = row ? -1 : thatMoveCollapsedAt(own);
      if (collapsedAt >= 0) {
        const movedTo = (text: string) => (t: TeamMention) => MOVED_TO_BEFORE.test(normalizeText(text).slice(Math.max(0, t.index - 40), t.index));
        for (const t of [...rowTeams.filter((t) => t.index < collapsedAt).filter(movedTo(own)), ...(k > 0 ? namedBefore.teams.filter(movedTo(namedBefore.text)) : [])]) cancel(t.name, ctx.date);
      }
      namedBefore = { teams: rowTeams, text: own };
      addFact(facts, segment, id, displayName);
    });

    const readable = withRowNotes(ctx.segments.filter((s) => !s.inPassing), matcherFor(ctx.chunk.documentId));
    statements.add(id, readable, ctx.date);
    const traits = extractTraits(attributedText(readable), { subjectNames });
    mergeTraits(traitLists.strengths, traits.strengths, id);
    mergeTraits(traitLists.weaknesses, traits.weaknesses, id);
    mergeTraits(traitLists.styleTags, traits.styleTags, id);
    if (traits.roleProjection) projections.push({ value: traits.roleProjection, chunkId: id, date: ctx.date, order: ctx.rank });
  }

  const height = resolveField("heightCm", heights, (a, b) => Math.abs(a - b) <= 1, (v) => `${v} cm`);
  if (height) {
    fields.heightCm = { ...height.value, asWritten: height.value.chunkIds.map((c) => asWritten.get(`height|${c}|${height.value.value}`)).find(Boolean) };
    conflicts.push(...height.conflicts);
  }
  const weight = resolveField("weightKg", weights, (a, b) => Math.abs(a - b) <= 1, (v) => `${v} kg`);
  if (weight) {
    fields.weightKg = { ...weight.value, asWritten: weight.value.chunkIds.map((c) => asWritten.get(`weight|${c}|${weight.value.value}`)).find(Boolean) };
    conflicts.push(...weight.conflicts);
  }
  const league = resolveField("league", leagues, (a, b) => a === b, (v) => v);
  if (league) fields.league = league.value;

  // The most explicit source wins: "Position:" labels, else sentences that name him ("Marsh, a point
  // guard by trade who slides to the two"), else sentences that only continue about him. Measured on
  // the eval corpus, adding weaker sources to stronger ones costs more precision than it gains recall.
  // A sentence that says he also plays somewhere ("has also taken snaps at safety", "occasionally pushed
  // out to the right wing", "where he played defensive end") adds that spot to any source.
  const sources = [labelledPositions, namedPositions, prosePositions];
  const source = sources.find((list) => list.length) ?? [];
  // A generic word ("full-back": LB or RB; "forward": SF or PF) adds nothing when one of its spots is
  // already known: "Whitlock (SF)" and "the six-foot-seven forward" make him a small forward.
  // A roster's bare "G" beside "Ji-hoon Park, PG" in prose: the spot a weaker source pins down within it.
  const pinned = source.every((p) => p.codes.length > 1)
    ? sources.flat().filter((p) => p.codes.length === 1 && source.some((g) => g.codes.includes(p.codes[0])))
    : [];
  const specific = new Set([...source, ...pinned].filter((p) => p.codes.length === 1).flatMap((p) => p.codes));
  // ("Converted winger, now a left wing-back" beside "joined … as a left winger": a generic word that a
  // weaker source pins to one of its spots is that spot.)
  const anySpecific = new Set(sources.flat().filter((p) => p.codes.length === 1).flatMap((p) => p.codes));
  const main = [...source, ...pinned].flatMap((p) => {
    if (p.codes.length === 1) return [p];
    if (p.codes.some((c) => specific.has(c))) return [];
    const hit = p.codes.filter((c) => anySpecific.has(c));
    return [hit.length ? { ...p, codes: hit } : p];
  });
  const known = new Set(main.flatMap((p) => p.codes));
  // Under "Pos: PG" labels, a second spot that sentences naming him give in two documents or more, one of
  // them beside his labelled spot ("(PG/SG, Marlow Bay Herons)") or each as its code ("(EDGE, Bellhaven
  // A&M)"), is his too (not "chasing the Herons' shooting guard" twice).
  const namedAt = (code: string) => namedPositions.filter((p) => p.codes.length === 1 && p.codes[0] === code);
  const besideKnown = (segment?: string) => namedPositions.some((p) => p.segment === segment && p.codes.length === 1 && known.has(p.codes[0]));
  const corroborated =
    source === labelledPositions
      ? [...new Set(namedPositions.flatMap((p) => (p.codes.length === 1 && !known.has(p.codes[0]) ? p.codes : [])))].filter((c) => new Set(namedAt(c).map((p) => p.documentId)).size >= 2 && (namedAt(c).some((p) => besideKnown(p.segment)) || namedAt(c).every((p) => p.coded)))
      : [];
  const seconds = [...secondaryPositions.filter((p) => p.codes.length === 1 || !p.codes.some((c) => known.has(c))), ...namedPositions.filter((p) => p.codes.length === 1 && corroborated.includes(p.codes[0]))];
  const positionSource = main.length ? [...main, ...seconds] : [];
  if (positionSource.length) {
    fields.positions = {
      value: [...new Set(positionSource.flatMap((p) => p.codes))],
      chunkIds: [...new Set(positionSource.map((p) => p.chunkId))],
    };
  }

  pinSharedShortForms(teams, localTeams);
  // (A newer source naming him there again stands: he joined after all.)
  const fellThrough = (t: DatedTeam) => cancelled.has(nameKey(t.name)) && (t.date ?? "") <= cancelled.get(nameKey(t.name))!;
  const resolvedTeams = resolveTeams(teams.filter((t) => !fellThrough(t)), conflicts);
  // "a member of the Association from 1998 until his retirement in 2011": a retired player has no side
  // now, whatever club his passages name from before it (REQ-PPL-05). Only a sentence about him alone
  // ("Barrow Sr. retired in 2003" beside the son is the father's), and not a side a newer source names.
  const retiredOn = contexts.filter((c) => c.segments.some((g) => splitSentences(g.text).some((x) => saysHeRetired(x) && namesOnlyHim(matcherFor(c.chunk.documentId).summarize(x), x)))).map((c) => c.date ?? "");
  const cameBack = contexts.some((c) => c.segments.some((g) => CAME_BACK.test(g.text)));
  if (resolvedTeams && retiredOn.length && !cameBack) {
    const newestRetirement = retiredOn.sort().at(-1)!;
    for (const t of resolvedTeams.value) if (!teams.some((m) => nameKey(m.name) === nameKey(t.name) && m.current && (m.date ?? "") > newestRetirement)) t.current = false;
  }
  if (resolvedTeams) fields.teams = resolvedTeams;

  const { notes, stats, age } = statements.finish();
  // The card's strengths and weaknesses are the report's bullets (REQ-TRT-01): each classified statement
  // as "Skill: what was said" by evidence weight, then any stated trait phrase no statement covers.
  const traitsOf = (kind: "strength" | "weakness", m: Map<string, Supported<string>>) => {
    const merged = new Map<string, Supported<string>>();
    for (const n of [...notes].filter((n) => n.kind === kind).sort((a, b) => b.weight - a.weight)) {
      const key = traitKey(n.label);
      if (!merged.has(key)) merged.set(key, { value: n.text, chunkIds: [...n.chunkIds] });
    }
    const covered = (key: string) => [...merged.keys()].some((k) => k === key || k.startsWith(`${key} `) || key.startsWith(`${k} `));
    for (const [key, t] of m) if (!covered(key)) merged.set(key, t);
    return [...merged.values()].slice(0, MAX_TRAITS);
  };
  const list = (m: Map<string, Supported<string>>, max: number) => [...m.values()].slice(0, max);
  const strengths = traitsOf("strength", traitLists.strengths);
  const weaknesses = traitsOf("weakness", traitLists.weaknesses);
  if (strengths.length) fields.strengths = strengths;
  if (weaknesses.length) fields.weaknesses = weaknesses;
  if (traitLists.styleTags.size) fields.styleTags = list(traitLists.styleTags, MAX_STYLE_TAGS);
  const projection = resolveField("roleProjection", projections, (a, b) => fold(a) === fold(b), (v) => v);
  if (projection) fields.roleProjection = projection.value;

  if (age) fields.age = age;
  // Strengths and weaknesses are the classified statements' bullets (issue 8/9), not bare headings.
  if (notes.some((n) => n.kind === "strength")) fields.strengths = traitsFromNotes(notes, "strength", MAX_TRAITS);
  if (notes.some((n) => n.kind === "weakness")) fields.weaknesses = traitsFromNotes(notes, "weakness", MAX_TRAITS);
  return { fields, rawFacts: [...facts.values()].slice(0, MAX_RAW_FACTS), conflicts, ...(notes.length ? { notes } : {}), ...(stats.length ? { stats } : {}) };
}

/**
 * Of the target and his namesake relatives in one document (same name but for the suffix), the one its
 * title names ("Okafor Jr. arrives from Dunmore"): a bare surname there means him (see
 * buildMentionMatcher's `primary`). A title naming neither or both ("Two Darnells, one jersey number")
 * leaves a bare surname to nobody.
 */
function familyPrimary(target: string, people: string[], chunks: { index: number; text: string }[] | undefined): string | undefined {
  const family = [target, ...relatives(target, people), ...surnameKin(target, people)];
  if (family.length < 2 || !chunks?.length) return undefined;
  const first = [...chunks].sort((a, b) => a.index - b.index)[0];
  if (first.index !== 0) return undefined;
  // The headline: the short lines that open the document, up to its first paragraph of prose ("MARINERS"
  // above it is a section kicker; "PORT ALDER PILOTS / FOR IMMEDIATE RELEASE / July 8, 2025" above a press
  // release's own headline).
  const lines = first.text.split("\n").filter((l) => l.trim());
  const prose = lines.findIndex((l) => (l.length > 60 && /[.!?]["”']?\s*$/.test(l)) || l.length > 160);
  const headline = lines.slice(0, Math.min(5, prose < 0 ? 5 : prose)).join("\n");
  // ("Kalinowski's arm has the whole Hi-Line talking": a possessive is the surname.)
  const title = keyedText(headline.slice(0, 300).replace(/['’]s\b/g, "")).text;
  const surname = nameKey(surnameOf(target));
  // Named in the title in full, or as "Okafor Jr." (the suffix is what tells the family apart).
  const fullAt = (text: string, name: string) => {
    const hasSuffix = /^(?:jr|sr|ii|iii|iv)$/.test(nameKey(name).split(" ").at(-1) ?? "");
    return findWordAll(text, nameKey(name)).filter((at) => hasSuffix || !/^\s*(?:jr|sr|ii|iii|iv)\b/.test(text.slice(at + nameKey(name).length)));
  };
  const named = family.filter((name) => {
    const suffix = nameKey(name).split(" ").at(-1) ?? "";
    return fullAt(title, name).length > 0 || (/^(?:jr|sr|ii|iii|iv)$/.test(suffix) && findWordAll(title, `${surname} ${suffix}`).length > 0);
  });
  if (named.length === 1) return named[0];
  // "Somerset's Whitlock on the brink of the big time" over a story that names Devonte Whitlock first and
  // his teammate Jamal Whitlock later: a headline's lone bare surname is the one the story opens on.
  // (Not "Dad Whitlock watches from the stands", "Whitlock retires after 12 seasons" over a story that opens
  // on "his son Devonte Whitlock": a kin word or a farewell says whom, and a son brought in through his
  // father is not the one it opens on.)
  // ("HARBOR SON ANCHORS THE LINE AT KENNEBROOK STATE" over a story that opens on Silas Underberg, calls him
  // Underberg and brings in his cousin Eli Underberg paragraphs later: a headline naming none of them leaves
  // the surname to the one the story opens on.)
  const bare = findWordAll(title, surname);
  const body = keyedText(first.text).text;
  const opened = family.map((name) => ({ name, at: fullAt(body, name)[0] ?? Infinity })).sort((a, b) => a.at - b.at);
  if (opened[0].at === Infinity || opened[0].at === opened[1].at) return undefined;
  // (The story calls him by the surname before the other is named: not "Tom Reese coached … his son, Jalen
  // Reese, … Reese, 6-3, …", where the surname follows the son.)
  const between = body.slice(opened[0].at + nameKey(opened[0].name).length, opened[1].at);
  const unheaded = named.length === 0 && bare.length === 0 && /\n\s*\n/.test(between) && findWordAll(between, surname).length > 0 && !findWordAll(body.slice(0, opened[0].at), surname).length;
  if (!unheaded && (named.length > 0 || bare.length !== 1 || /\b(?:other|another|two|both|elder|younger|dad|father|mom|mum|mother|son|brother|coach|mr|mrs|ms|papa|senior|junior)$/.test(title.slice(0, bare[0]).trim()) || /\bretir/.test(title))) return undefined;
  return /\b(?:son|father|dad|brother|cousin|uncle|nephew|grandson|grandfather)\s*,?\s*$/.test(body.slice(Math.max(0, opened[0].at - 30), opened[0].at)) ? undefined : opened[0].name;
}

/** People of the document with his surname and another given name (his cousin Rafa beside Theo Castellanos). */
function surnameKin(target: string, people: string[]): string[] {
  const surname = nameKey(surnameOf(target));
  const core = nameKey(coreNameWords(target).join(" "));
  return people.filter((p) => coreNameWords(p).length >= 2 && nameKey(surnameOf(p)) === surname && nameKey(coreNameWords(p).join(" ")) !== core);
}

/** The target's namesakes of one family in a document: the same name but for the suffix. */
function relatives(target: string, people: string[]): string[] {
  const core = nameKey(coreNameWords(target).join(" "));
  return people.filter((p) => nameKey(p) !== nameKey(target) && nameKey(coreNameWords(p).join(" ")) === core);
}

/**
 * Attributes each evidence document as one text, from a few chunks before its first retrieved chunk to
 * its last, and hands every retrieved chunk the segments that fall inside it: "He" in a chunk is read
 * with the heading or sentence before it that says who he is.
 */
function attributeInDocuments(input: ExtractionInput, target: string, matcherFor: (documentId: string) => MentionMatcher) {
  const out = new Map<string, AttributedSegment[]>();
  if (!input.documentContext) return out;
  const byDocument = new Map<string, EvidenceChunk[]>();
  for (const c of input.chunks) byDocument.set(c.documentId, [...(byDocument.get(c.documentId) ?? []), c]);
  for (const [documentId, retrieved] of byDocument) {
    const all = input.documentContext[documentId];
    if (!all?.length) continue;
    const wanted = new Map(retrieved.map((c) => [chunkIndexOf(c), c]));
    const first = Math.min(...wanted.keys());
    const last = Math.max(...wanted.keys());
    const window = all.filter((c) => c.index >= first - CONTEXT_CHUNKS && c.index <= last).sort((a, b) => a.index - b.index);
    // Block ranges of each chunk in the joined text (blocks are lines; chunks are joined by a blank line).
    const ranges = new Map<number, [number, number]>();
    let joined = "";
    for (const c of window) {
      const start = joined ? splitBlocks(normalizeText(joined)).length : 0;
      joined = joined ? `${joined}\n\n${c.text}` : c.text;
      ranges.set(c.index, [start, splitBlocks(normalizeText(joined)).length]);
    }
    const matcher = matcherFor(documentId);
    const head = retrieved[0];
    const whole = () => normalizeText(all.map((c) => c.text).join("\n\n"));
    const segments = attributeToPlayer(joined, target, { matcher, defaultSubject: defaultSubject(target, head, normalizeText(joined), matcher, firstLineOf(all), subjectFieldOf(all), whole) });
    for (const [index, chunk] of wanted) {
      const range = ranges.get(index);
      if (range) out.set(chunk.chunkId, segments.filter((s) => s.block >= range[0] && s.block < range[1]));
    }
  }
  return out;
}

/**
 * A row's free-text cells ("Description: … Lethal spot-up shooter, 41% on catch-and-shoot threes. Handle
 * is loose …") as a paragraph after it: an export's notes column is prose about the row's player. A
 * sentence of it naming someone else and not him ("Kallis is an elite rebounder") is left out.
 */
function withRowNotes(segments: AttributedSegment[], matcher: MentionMatcher): AttributedSegment[] {
  return segments.flatMap((s) => {
    const notes = rowNotes(s, matcher);
    return notes ? [s, { kind: "sentence" as const, text: notes, block: s.block + 0.5 }] : [s];
  });
}

/** A row's free-text cells, without sentences naming someone else and not him; "" for other segments. */
function rowNotes(segment: AttributedSegment, matcher: MentionMatcher): string {
  if (segment.kind !== "row") return "";
  const kept: string[] = [];
  for (const t of proseCells(segment.text).flatMap(splitSentences)) {
    // ("Came with his dad. Dad played centre-back for Saltings Town": from a relative on, the notes are his.)
    if (KIN_WORD.test(t)) break;
    const m = matcher.summarize(t);
    if (m.target || m.others.size === 0) kept.push(t);
  }
  return kept.join(" ");
}

/**
 * The free-text cells of a labelled row: values of two sentences or more, and any value of a column that
 * describes the person ("who_they_are: Mariners power forward", "Occupation: Kessler Bay forward").
 */
function proseCells(row: string): string[] {
  return labelledCells(row)
    // ("notes: Plays on the wing for Kessington Athletic - back at the club after a loan. Only free Sundays": a
    // notes column's value of two sentences, the last without its full stop.)
    .filter((c) => DESCRIBES_PERSON.test(c.label.trim()) || /[.!?]\s+\p{Lu}[^]*[.!?]/u.test(c.value) || (NOTES_LABEL.test(c.label.trim()) && /[.!?]\s+\p{Lu}/u.test(c.value)))
    .map((c) => c.value);
}
const describingCells = (row: string) =>
  labelledCells(row).flatMap((c) => (DESCRIBES_PERSON.test(c.label.trim()) ? (saysWhoHeIs(c) ? [c.value] : []) : identityOf(c)));
/** A cell saying who he is ("description: …", "now_doing: …"), not who a relative is. */
const saysWhoHeIs = (c: { label: string; value: string }) => DESCRIBES_PERSON.test(c.label.trim()) && !RELATIVE_WORD.test(firstClause(c.value));
// ("description: From the Bayport Mariners kicker, sent over by his aunt": the relative comes later.)
const firstClause = (value: string) => value.split(/[;,.(]|\s[-—–]\s/)[0];
/** ("notes: Stallions QB; boat moved from …", "staff_note: Miners WR, goes by Rafa": a note opening on his team and spot says who he is.) */
function identityOf(cell: { label: string; value: string }): string[] {
  const first = firstClause(cell.value).trim();
  // ("notes: Stallions QB, picked off twice by him": the note names someone else.)
  return NOTES_LABEL.test(cell.label.trim()) && TEAM_AND_SPOT.test(first) && !/\b(?:him|his)\b/i.test(cell.value) ? [first] : [];
}
const identityClauses = (row: string) => labelledCells(row).flatMap(identityOf);
// "Stallions QB", "Miners tight end", "Kessington Athletic winger": a team's words, then a spot.
const TEAM_AND_SPOT = /^(?:(?!(?:A|An|The|This|That|His|Her|Their|Our|My|Your|No|Not|Any)\s)\p{Lu}[\p{L}'&-]*\s+){1,3}(?:\p{Ll}[\p{L}-]*(?:\s+\p{Ll}[\p{L}-]*)?|\p{Lu}{1,3})$/u;
const KIN_WORD = /\b(?:dad|father|mum|mom|mother|brother|sister|son|daughter|cousin|uncle|aunt|wife|husband|girlfriend|boyfriend|fianc[ée]e?|grandson|grandfather|grandmother|nephew|niece)s?\b/i;
const NOTES_LABEL = /^(?:(?:staff[ _])?notes?|comments?|remarks?)$/i;
const DESCRIBES_PERSON = /^(?:who(?:[ _](?:they|he|she)[ _](?:are|is))?|description|about|bio|occupation|job|profession|now[ _]doing|what[ _](?:he|they)[ _]do(?:es)?)$/i;
// ("who_they_are: wife of the Mariners point guard": a relative's spot.)
const RELATIVE_WORD = /\b(?:wife|husband|son|daughter|father|mother|dad|mum|mom|brother|sister|cousin|uncle|aunt|nephew|niece|partner|girlfriend|boyfriend|fianc[ée]e?|friend|agent|grandson|granddaughter|grandfather|grandmother|of\s+the)\b/i;

function chunkIndexOf(chunk: EvidenceChunk): number {
  return Number(chunk.chunkId.slice(chunk.chunkId.lastIndexOf(":") + 1));
}

/** The documents' spelling of the requested name when they agree apart from case and accents. */
function resolveDisplayName(requested: string, people: string[]): string {
  const name = collapseSpaces(normalizeText(requested)).slice(0, MAX_NAME_LENGTH);
  const key = nameKey(name);
  const exact = people.find((p) => nameKey(p) === key);
  if (exact) return exact;
  // A surname alone ("Brooks") resolves when exactly one person in the documents carries it.
  if (!name.includes(" ")) {
    const bySurname = people.filter((p) => nameKey(surnameOf(p)) === key);
    if (bySurname.length === 1) return bySurname[0];
  }
  return name;
}

/** Sentences before anyone is named belong to the target only in a document about him. */
function documentTitle(documentName: string): string {
  return documentName.replace(/\.[a-z0-9]{1,5}$/i, "").replace(/[_.]+|(?<=\p{Ll})-(?=\p{Ll})|-(?=\d)/gu, " ");
}

function defaultSubject(target: string, chunk: EvidenceChunk, text: string, matcher: MentionMatcher, firstLine?: string, subjectField?: string, wholeText: () => string = () => text): "target" | "other" | "none" {
  const fromTitle = matcher.summarize(titleCase(documentTitle(chunk.documentName)));
  if (fromTitle.target && fromTitle.others.size === 0) return "target";
  // The document's own title line ("Player report: Tomas Ferreira (CD Alvarena)", "SCOUTING NOTE --
  // Idris Kanneh") says whom it is about, even where the file name is ambiguous.
  const heading = firstLine && firstLine.length <= 100 ? matcher.summarize(firstLine) : null;
  if (heading?.target && heading.others.size === 0 && !fromTitle.others.size) return "target";
  // A file named for his surname ("kovacevic-longform-profile") that his brother shares: whoever of them
  // it names more often (the bare surname is a family's, "?…", not one named person's).
  const titled = ` ${nameKey(documentTitle(chunk.documentName))} `.includes(` ${nameKey(surnameOf(target))} `);
  // "Tallow Creek Miners — Trade Deadline War Room" gave the index a "person" its file name repeats: one the
  // whole document names in fewer than two sentences is not whom it is about.
  // (The whole document is read only when the file name names someone else.)
  // ("Teta Nadia's Kitchen", a blog named for its writer: her name as a possessive names its owner, not its subject.)
  const sentences = fromTitle.others.size ? splitSentences(wholeText()).map((text) => ({ text, others: matcher.summarize(text).others })) : [];
  const namesNotOwner = (s: { text: string; others: Set<string> }, o: string) => s.others.has(o) && !onlyPossessive(s.text, o);
  const titleOthers = [...fromTitle.others].filter((o) => sentences.filter((s) => namesNotOwner(s, o)).length >= 2);
  const named = titleOthers.filter((o) => !o.startsWith("?"));
  // A form's one "Name: De'Marcus Fairweather" field says whom the template is about, whoever else it warns of.
  const field = subjectField ? matcher.summarize(subjectField) : null;
  if (field?.target && field.others.size === 0 && named.length === 0) return "target";
  if (named.length > 0 || (titleOthers.length > 0 && !titled)) return fromTitle.target ? "none" : "other";
  const inText = matcher.summarize(text);
  if (inText.target && inText.others.size === 0) return "target";
  return dominantSubject(text, matcher, titled) ? "target" : "none";
}

/** Whether every mention of `key` (a folded full name) in the text is a possessive ("Teta Nadia's Kitchen"). */
function onlyPossessive(text: string, key: string): boolean {
  return everyOccurrence(text, key, (from) => /^['’]/.test(from.slice(key.length)));
}

/**
 * A feature or profile about him names him in far more sentences than anyone else ("Nikola is the tough
 * one," Nemanja says): its unnamed "he" paragraphs under a new heading are his (REQ-PPL-07).
 */
function dominantSubject(text: string, matcher: MentionMatcher, titled: boolean): boolean {
  let mine = 0;
  const theirs = new Map<string, number>();
  for (const sentence of splitSentences(text)) {
    const m = matcher.summarize(sentence);
    if (m.target && !m.targetPossessiveOnly) mine++;
    for (const o of m.others) theirs.set(o, (theirs.get(o) ?? 0) + 1);
  }
  const most = Math.max(0, ...theirs.values());
  // Named for his surname: more often than the relative who shares it; otherwise three times anyone else.
  return titled ? mine >= 2 && mine > most : mine >= 4 && mine >= 3 * most;
}

const SUBJECT_FIELD = new RegExp(String.raw`^\s*(?:\*\*)?(?:player|(?:full\s+)?name|player name|prospect|athlete|subject|${FORM_ROLES}|${FORM_PARTY})(?:\*\*)?\s*:\s*(?:\*\*)?\s*([^;|\n]{3,60}?)\s*(?:[;|]|$)`, "gim");

/**
 * The value of a form's single "Name:" / "Player:" / "Customer:" field in a document's first chunk (a roster
 * has many), alone on its line or its row's first cell ("Player: Owen Fairclough | Position: Goalkeeper").
 */
function subjectFieldOf(chunks: { index: number; text: string }[] | undefined): string | undefined {
  const first = chunks?.find((c) => c.index === 0);
  const text = first ? normalizeText(first.text) : "";
  const fields = [...text.matchAll(SUBJECT_FIELD)];
  if (fields.length !== 1) return undefined;
  // A row's cell stands with its whole row: "Player: Marcus Hale | Matchup: Teague Holloway" names two.
  const m = fields[0];
  const start = m.index + m[0].search(/\S/);
  const end = text.indexOf("\n", start);
  return /[;|]\s*$/.test(m[0]) ? text.slice(start, end < 0 ? undefined : end) : m[1];
}

/** The first non-empty line of a document, when its first chunk is at hand. */
// "Caleb Dunmore (GK). Injury: …", "Ruairí Costigan — No. 5 — Defender": a line opening on a full name
// with his position or squad number.
// "LT 72 Wade Tollefsen — 6'6\"", "Wade Tollefsen (LT, #72).": with his number before the name, or his
// position (and number) in brackets or his number after a dash; "Ruairi Calloway (RWB, RB in a back four).".
const OPPONENT_HEAD = /\b(?:opponents?|opposition)(?:\s+(?:report|scout(?:ing)?(?:\s+report)?|preview|notes|analysis|dossier|brief(?:ing)?|file))?\s*:\s*([^\n|]{3,80})/i;
const ENTRY_NAME = String.raw`(\p{Lu}[\p{L}'’.-]*(?:\s+\p{Lu}[\p{L}'’.-]*){1,3})`;
const SQUAD_ENTRY = new RegExp(
  String.raw`^\s*(?:\p{Lu}{1,4}\s+)?(?:#|No\.?\s*)?\d{1,2}\s+${ENTRY_NAME}(?=[\s,.(—–-]|$)|^\s*${ENTRY_NAME}\s*(?:\(\p{Lu}{1,4}(?:\/\p{Lu}{1,4})*(?:,\s*(?:#|No\.?\s*)\d{1,2}|,[^()]{1,40})?\)|[—–-]+\s*(?:No\.?|#)\s*\d{1,2}\b)`,
  "u",
);

function isSquadEntry(text: string, matcher: MentionMatcher): boolean {
  const m = SQUAD_ENTRY.exec(text);
  const name = m?.[1] ?? m?.[2];
  return name !== undefined && matcher.summarize(name).target && matcher.namesInFull(name);
}

// "FOR IMMEDIATE RELEASE / Saturday, May 2, 2026 / SAN ANTONIO LANCERS AGREE TO TERMS …": a release's
// kicker and dateline stand above its title.
const RELEASE_KICKER = /^\W*(?:for\s+immediate\s+release|immediate\s+release|(?:news|press|media)\s+release|embargoed\b.*)\W*$/i;

/** A document's title: its first line, past a release's kicker and dateline. */
function firstLineOf(chunks: { index: number; text: string }[] | undefined): string | undefined {
  const first = chunks?.find((c) => c.index === 0);
  if (!first) return undefined;
  const lines = normalizeText(first.text).split("\n").filter((l) => l.trim());
  const kicker = lines.findIndex((l) => RELEASE_KICKER.test(l));
  const title = kicker >= 0 && kicker < 3 ? lines.slice(kicker + 1).find((l) => !DATE_LINE.test(l) && !RELEASE_KICKER.test(l)) : lines[0];
  return title?.replace(/^#+\s*/, "").trim();
}

// File names are often lower case ("jalen-brooks-note"); surname matching expects capitals.
function titleCase(s: string): string {
  return s.replace(/\b\p{Ll}/gu, (c) => c.toUpperCase());
}

function mergeTraits(into: Map<string, Supported<string>>, phrases: string[], chunkId: string): void {
  for (const phrase of phrases) {
    const key = traitKey(phrase);
    if (!key) continue;
    const existing = into.get(key);
    if (existing) {
      if (!existing.chunkIds.includes(chunkId)) existing.chunkIds.push(chunkId);
    } else {
      into.set(key, { value: phrase, chunkIds: [chunkId] });
    }
  }
}

/**
 * A spot read for him. `segment`: the sentence or row it was read from, so spots named together can be told
 * apart; `coded`: written as its code ("(EDGE, Bellhaven A&M)"), not in words.
 */
type Spot = { codes: string[]; chunkId: string; documentId?: string; segment?: string; coded?: boolean };

const writtenAsCode = (codes: string[], text: string) => codes.length === 1 && new RegExp(String.raw`(?<![\p{L}\p{N}])${codes[0]}(?![\p{L}\p{N}])`, "u").test(text);

/**
 * "Thekkedath joined Rovers" where two teams of the documents are Rovers: the one the documents tie to him by
 * its full name elsewhere (Deccan Rovers FC), not Castlebrook Rovers.
 */
function pinSharedShortForms(teams: DatedTeam[], localTeams: LocalTeam[]): void {
  const hisSides = new Set(teams.map((t) => t.name).filter((n) => localTeams.some((l) => l.name === n)));
  for (const t of teams) {
    const key = nameKey(t.name);
    if (key.length < 4 || localTeams.some((l) => nameKey(l.name) === key)) continue;
    const sharing = localTeams.filter((l) => ` ${nameKey(l.name)} `.includes(` ${key} `));
    const his = sharing.filter((l) => hisSides.has(l.name));
    if (sharing.length > 1 && his.length === 1) t.name = his[0].name;
  }
}

function addFact(facts: Map<string, { text: string; chunkIds: string[] }>, segment: AttributedSegment, chunkId: string, name: string): void {
  let text = collapseSpaces(stripMarkdown(segment.text));
  if (segment.kind === "heading" && nameKey(text) === nameKey(name)) return;
  const labelled = /^[^:]{2,30}:\s*\S/.test(text);
  if ((!labelled && (text.split(" ").length < 3 || text.length < 12)) || text.length < 5) return;
  if (BOILERPLATE.test(text) || NAV_MENU.test(text)) return;
  if (text.length > MAX_FACT_LENGTH) text = `${text.slice(0, text.lastIndexOf(" ", MAX_FACT_LENGTH - 1))}…`;
  const key = fold(text).replace(/[^\p{L}\p{N}]+/gu, " ").trim();
  const existing = facts.get(key);
  if (existing) {
    if (!existing.chunkIds.includes(chunkId)) existing.chunkIds.push(chunkId);
  } else {
    facts.set(key, { text, chunkIds: [chunkId] });
  }
}

/**
 * One entry per team. Its status comes from the newest source; a later "former" beats an earlier
 * "current" (the trade news supersedes the scouting note), and only the newest current team stays current.
 */
// "until his retirement in 2011", "He retired in 2013", "Pask hung up his sneakers": his career is over, said
// as done (not planned, not undone: "plans to play until his retirement", "retired in 2022 but returned").
const RETIRED =
  /\b(?:(?:until|since|after|before|at)\s+his\s+retirement\s+in\s+(?:19|20)\d{2}|retired\s+(?:in\s+(?:19|20)\d{2}|from\s+(?:the\s+game|basketball|football|soccer|playing|the\s+sport|professional\s+\w+)|after\s+(?:\w+\s+){0,3}(?:seasons?|years?)|at\s+the\s+end\s+of)|hung\s+up\s+his\s+(?:boots|sneakers|cleats|shoes)|ended\s+his\s+playing\s+(?:career|days))\b/i;
const NOT_HIS_RETIREMENT = /\b(?:return(?:ed|ing|s)?|came\s+back|comeback|un-?retire\w*|out\s+of\s+retirement|will|would|plans?|hopes?|expects?|speculation|rumou?rs?|talk|consider\w*|thinking|jersey|number|shirt|international|national\s+team|then|but)\b/i;
const saysHeRetired = (sentence: string) => RETIRED.test(sentence) && !NOT_HIS_RETIREMENT.test(sentence) && (/^\W*(?:he|(?:\p{Lu}[\p{L}'’.-]*\s+){1,3})(?:has\s+|had\s+|then\s+)?(?:retired|hung|ended)\b/iu.test(sentence) || /\bhis\s+retirement\b/i.test(sentence));
const CAME_BACK = /\b(?:un-?retire\w*|out\s+of\s+retirement|comeback|came\s+back)\b/i;
// The sentence names him, or only says "he"/"his", and names nobody else.
const namesOnlyHim = (named: { target: boolean; others: ReadonlySet<string> }, sentence: string) => named.others.size === 0 && (named.target || /\b(?:he|his|him)\b/i.test(sentence));

function resolveTeams(mentions: DatedTeam[], conflicts: ExtractionConflict[]): Supported<TeamRef[]> | undefined {
  if (!mentions.length) return undefined;
  const groups = mergeTeamMentions(mentions.sort((a, b) => a.order - b.order));
  const resolved = groups.map((g) => {
    const best = [...g.mentions].sort((a, b) => (b.date ?? "").localeCompare(a.date ?? "") || rank(b) - rank(a) || a.order - b.order)[0];
    const disagreeing = g.mentions.filter((m) => m.current !== best.current && m.explicit && m.date !== best.date);
    if (disagreeing.length) {
      conflicts.push({
        field: "teams",
        kept: `${g.name} (${best.current ? "current" : "former"})`,
        dropped: `${g.name} (${best.current ? "former" : "current"})`,
        keptChunkIds: [...new Set(g.mentions.filter((m) => m.current === best.current).map((m) => m.chunkId))],
        droppedChunkIds: [...new Set(disagreeing.map((m) => m.chunkId))],
        reason: best.date ? `Newer source (${best.date}) supersedes ${disagreeing[0].date ? `older source (${disagreeing[0].date})` : "an undated source"}` : "Explicit statement kept",
      });
    }
    return { name: g.name, current: best.current, date: best.date, mentions: g.mentions };
  });
  // Two "current" teams from sources of different dates: the older (or undated) one is no longer current.
  const current = resolved.filter((t) => t.current);
  const newestCurrent = current.map((t) => t.date ?? "").sort().at(-1) ?? "";
  for (const t of current) {
    if (newestCurrent && (t.date ?? "") < newestCurrent) {
      const winner = current.find((c) => (c.date ?? "") === newestCurrent);
      conflicts.push({
        field: "teams",
        kept: `${winner?.name ?? "?"} (current)`,
        dropped: `${t.name} (current)`,
        keptChunkIds: [...new Set((winner?.mentions ?? []).map((m) => m.chunkId))],
        droppedChunkIds: [...new Set(t.mentions.map((m) => m.chunkId))],
        reason: t.date
          ? `Newer source (${newestCurrent}) names a different current team`
          : `A dated source (${newestCurrent}) names a different current team`,
      });
      t.current = false;
    }
  }
  // A player is on one team at a time: of the teams still current (same date or none), the one stated
  // explicitly wins, then the one named last in the newest source.
  const still = resolved.filter((t) => t.current);
  if (still.length > 1) {
    const score = (t: (typeof resolved)[number]) => [t.mentions.some((m) => m.explicit && m.current) ? 1 : 0, Math.max(...t.mentions.map((m) => m.order))];
    const winner = [...still].sort((a, b) => score(b)[0] - score(a)[0] || score(b)[1] - score(a)[1])[0];
    for (const t of still) if (t !== winner) t.current = false;
  }
  // A college he played for is a former team too: a scout reads the whole path (REQ-PPL-05).
  return {
    value: resolved.map((t) => ({ name: t.name, current: t.current })),
    chunkIds: [...new Set(resolved.flatMap((t) => t.mentions.map((m) => m.chunkId)))],
  };
}

/** A sentence saying he also plays a spot ("never used him as a point guard" does not). */
function secondSpot(sentence: string): boolean {
  const m = SECOND_SPOT.exec(sentence);
  // ("At Eemhoek he played as a midfielder until he was fourteen": a boy's spot, not a second one now.)
  return m !== null && !/\b(?:never|not|rarely|seldom|no longer)\b[^.;,]*$|n't\b[^.;,]*$/i.test(sentence.slice(0, m.index)) && !CHILDHOOD.test(sentence);
}
const CHILDHOOD = /\b(?:until|till)\s+(?:he|she)\s+was\s+(?:\d{1,2}|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen)\b|\bas\s+an?\s+(?:boy|kid|child|youngster|schoolboy|teenager)\b|\bgrowing\s+up\b|\bin\s+(?:his|her)\s+(?:youth|boyhood|childhood)\b/i;

const SECOND_SPOT =
  /\b(?:also|occasionally|sometimes|at times|in a pinch|snaps at|lines? up|lined up|slides?|slid|moved|moving|moves|shifted|shifts|pushed|kicked (?:out|inside)|converted|doubles as|as one of|can (?:also )?play|plays some|played some|where he played|(?:stand|stands|standing|stood) (?:him|her) up|(?:comfortable|happy) (?:dropping|playing|moving|sliding|operating)|(?:played|playing|plays|used|deployed|operated|operating) (?:him |her )?as an? (?:left|right|makeshift|auxiliary|emergency)?|drop(?:s|ped|ping)? (?:back )?into|in (?:nickel|dime|sub|base|passing|obvious passing)(?: (?:packages?|personnel|downs?|situations?))?|from [\w\s-]{1,30} to|started\s+(?:[\w-]+\s+){0,2}games?\s+at|packages?\s+(?:where|in\s+which)|on\s+(?:first|second|third|fourth|early|late|passing)\s+downs?)\b/i;
// "Pettway, P-E-T-T-W-A-Y, not the Comets point guard": what he is said not to be is no position or team of his.
// ("not the biggest centre-back in the division": a superlative denies the degree, not the role.)
// "not a point guard": a spot denied.
const DENIED =
  /\bnot\s+(?:the|a|an|that)\s+(?!(?:only|single|lone|first|last)\b)[^,.;:!?()\u2014\u2013\n]{1,60}/gi;
// ("He is not playing for Fenwick", "never signed with the Gulls"; not "not playing for the Hornets tonight".)
const DENIED_CLUB =
  /(?:\b(?:[Nn]ot|[Nn]ever)|n't)\s+(?:(?:currently|actually|really|even|yet)\s+)?(?:play(?:ing|ed|s)?|sign(?:ing|ed|s)?|join(?:ing|ed|s)?|mov(?:ing|ed|e)|commit(?:ting|ted|s)?)\s+(?:for|with|to|at)\s+(?:the\s+)?\p{Lu}[\p{L}'&.-]*(?:\s+\p{Lu}[\p{L}'&.-]*){0,3}(?![\p{L}'&.-])(?!\s+(?:tonight|today|tomorrow|this|on|against|because|due|until|in\s+the|for\s+the\s+(?:rest|next|time)))/gu;
const SUPERLATIVE_DENIED = /^not\s+(?:the|a|an|that)\s+(?:most|best|worst|(?!(?:west|forest|honest|modest|interest|guest|chest|nest|rest|test|quest|request|contest|protest|crest|pest|vest|earnest|harvest|midwest)\b)[a-z]{2,}est)\b/;
function withoutDenials(text: string): string {
  return text.replace(DENIED, (m) => (SUPERLATIVE_DENIED.test(m) ? m : " ".repeat(m.length))).replace(DENIED_CLUB, (m) => " ".repeat(m.length));
}
// "Removed the 5 ft 9 in figure": a value struck from the record.
// "…, not 6-foot-2": a sentence that sets a value aside (SETS_ASIDE), the value set aside (NEGATED).
const SETS_ASIDE = /,\s*not\s/i;
const NEGATED = /,\s*not\s+[^,;.]{0,30}$/i;
// ("… lighter than I reported to camp in August": reporting somewhere is arriving, no value taken back.)
const RETRACTED = /\b(?:correction|incorrectly|mistakenly|wrongly|erroneously|misreported|misstated)\b|\bI\s+(?:said|wrote|had|listed|reported)\b(?!\s+(?:to|for)\s+(?:camp|training|practice|pre-?season|duty)\b)|\b(?:removed|deleted|struck)\s+the\b[^.;]{0,30}\b(?:figure|number|value|height|weight)\b/i;
const HIGH_SCHOOL_LABEL = /\bhigh[\s_]+school\s*[:|]\s*\**\s*([^\n|;(·•*]{2,60})/i;
const OTHER_TEAM_LABEL = /(?:^|[\n|;])\s*(?:school|college|university|club|team|current\s+(?:team|club|school))\s*[:|]/im;
const COLLEGE_LABEL = /\b(?:college|university)\s*[:|]\s*\**\s*([^\n|,;(·•*]{2,60})/i;

/**
 * REQ-EXT-01: "1.91 m (academy record, 2024) -- UPDATED 12 Jan 2026: 6 ft 4 in per the club medical": a
 * value its own words date (a date in the bracket after it, or "updated"/"as of" a date just before it)
 * is as old as that date, whatever the document's date.
 */
// "Our quarterback, Caleb Dunmore,": the role and his name together ("Kealey overlaps every time our winger
// gets it" is someone else).
const OUR_ROLE = /\b[Oo]ur\s+(?:(?!(?:former|old|ex|one-time|late|retired|onetime)\b)[\w-]+\s+){0,2}?(?:quarterback|striker|keeper|goalkeeper|captain|skipper|number\s+(?:one|\d+)|centre-back|center-back|centre-half|point\s+guard|center|centre|winger|midfielder|linebacker|full-back|left-back|right-back|forward|guard|receiver|kicker|tight\s+end|running\s+back|safety|cornerback|defender),?\s+(\p{Lu}[\p{L}'’-]+(?:\s+\p{Lu}[\p{L}'’-]+){0,2})/u;
const LEFT_US = /\b(?:left|leaving|departed)\s+us\s+(?:for|to\s+join)\b/i;
const OTHERS_PLAYERS_TITLE = /\b(?:targets?|opposition|opponents?|scouting|scout|trial(?:ist)?s?|shortlist|watch\s*list|dossier|prospects?|report\s+on)\b/i;
const SIGNED_FROM = /\b(?:signed|joined|arrived|recruited)\b[^.;]{0,60}\bfrom\b/i;
const VERSION_WORD = /\b(?:amended|original|revised|updated|as\s+of|superseded|version|edited|corrected|measured)\b/i;
const TOPIC_NOUN = /^(?:regrets?|questions?|debates?|battles?|search|problems?|crisis|controversy|competition|conundrum|dilemma|woes|carousel|market|hunt|situation|saga|drama|derby|race|depth|injuries|shortage|logjam|merry-go-round)$/;

/**
 * "Admirals Mailbag: Kicker regret, the Grange question, and …": the topics a headline lists beside the one
 * naming him are not his; their spans.
 */
function otherTopics(heading: string, matcher: MentionMatcher, sport: Sport): [number, number][] {
  const parts = [...heading.matchAll(/[^,;:|—–]+/g)].flatMap((m) => m[0].split(/\s+and\s+/).map((p) => [m.index + m[0].indexOf(p), p] as const));
  // (A list of topics, not "Goalkeeper crisis: Corrib Albion turn to teenager Declan Hale".)
  if (parts.length < 3 || !parts.some(([, p]) => matcher.summarize(p).target)) return [];
  // A spot and a topic's noun are a topic ("Kicker regret", "the punter question"); his own spots, "PG /
  // SG", "Striker or winger", "left tackle", and "striker profile" describe him.
  const topic = (p: string) => {
    const m = /^(?:the\s+)?(\p{L}+)\s+(\p{Ll}+)$/u.exec(p.trim());
    return m !== null && TOPIC_NOUN.test(m[2]) && findPositionMentions(m[1], sport).length > 0;
  };
  return parts.filter(([, p]) => topic(p)).map(([at, p]) => [at, at + p.length]);
}

// A side's caption: "VISITORS - …", "HOME - YOUR …", "Away team: …", "Kelso Pikes squad", "… starting XI".
const SIDE_CAPTION = /^\W*(?:visitors?|visiting|home|away|guests?|hosts?)\b|\b(?:squad|line-?up|starting\s+(?:xi|five|lineup)|roster|depth\s+chart|team\s+sheet)\b/i;
// "PORT ELLERY (114)", "Marlow Bay Herons (118)": a box score's side named with its score and nothing else.
// (Two or three digits: "CALDER OTTERS (3)" over a player's games against them is a count.)
const SCORE_CAPTION = /^\s*(\p{Lu}[\p{L}'’. &-]{1,40})\s\(\d{2,3}\)\s*$/u;
const FIXTURE_MENTION = /\b(?:next|last|previous|upcoming)\s+(?:game|match|fixture|opponent)|\b(?:win|loss|defeat|victory|draw)\s+(?:over|against|to|with)\b|\bacquired\s+from\b/i;
const EITHER_SIDE = /\b(?:either|both|each)\s+(?:flanks?|wings?|sides?|edges?)\b/i;

function stampedDate(text: string, start: number, end: number, documentDate?: string | null): string | null {
  const bracket = /^\s*\(([^()]{1,80})\)/.exec(text.slice(end));
  if (bracket) {
    const year = /\b((?:19|20)\d{2})(?:[-/]\d{2})?\b/.exec(bracket[1]);
    const dated = latestDateIn(bracket[1]) ?? (year ? `${year[1]}-01-01` : null);
    if (dated) return dated;
  }
  // "(As amended 19 January 2026:) \"The Bishop stands 7-0 and weighs 255 pounds\"": a dated lead-in in
  // brackets opening the line dates what the line says.
  const lead = /^\s*\(([^()\n]{4,80})\)/.exec(text.slice(text.lastIndexOf("\n", start - 1) + 1, start));
  const leadDate = lead && VERSION_WORD.test(lead[1]) && !/\b(?:dob|born|birth)\b/i.test(lead[1]) ? latestDateIn(lead[1]) : null;
  if (leadDate) return leadDate;
  const before = text.slice(Math.max(0, start - 50), start);
  const stamp = /\b(?:updated|revised|re-?measured|re-?weighed|as\s+of)\b([^.;()]*)$/i.exec(before);
  if (stamp) return latestDateIn(stamp[1]);
  // "Pre-draft measurements 2023: 6-2 / 188", "Combine (2024): 6'1\"": a label ending on a year dates its
  // value; "Class of 2027: 6-2" names a class, and a year after the document's is no date of it.
  const labelYear = /\b((?:19|20)\d{2})\)?\s*:\s*$/.exec(before);
  // ("Height/weight (measured 9 January 2026): 5'9\"": the whole date where the label gives one.)
  if (labelYear && !/\bclass\s+of\s*\(?$/i.test(before.slice(0, labelYear.index)) && (!documentDate || labelYear[1] <= documentDate.slice(0, 4))) return latestDateIn(before.slice(-40)) ?? `${labelYear[1]}-01-01`;
  // "- **February 2023** — National Scouting Combine: measured 6-foot-3, 214 pounds": a timeline's entry is
  // as old as the date that opens its line.
  const opening = /^[ \t]*(?:[-*•][ \t]*)?\**[ \t]*([^\n—–:|*]{4,30}?)[ \t]*\**[ \t]*[—–:|]/.exec(text.slice(text.lastIndexOf("\n", start - 1) + 1, start));
  if (!opening || /\p{L}/u.test(opening[1].replace(TIMELINE_DATE_WORDS, ""))) return null;
  const year = /(?:19|20)\d{2}(?!.*(?:19|20)\d{2})/.exec(opening[1]);
  return latestDateIn(opening[1]) ?? (year ? `${year[0]}-01-01` : null);
}
// "asof: 2025-06-14", "checkin_ts: 2026-02-02 06:49", "order_date: 2025-11-03": when a row's values were
// taken (a contract's end or a birth date is no such date).
const ROW_DATE = /(?:^|;)\s*(?:as[\s_]?of|check[\s_-]?in(?:[\s_]?(?:ts|date|time))?|measured(?:[\s_](?:on|date))?|weigh[\s_-]?in(?:[\s_]date)?|(?:test|session|order|entry|fill|visit|service|record|report|log|scan|exam|appointment|updated?|event|measurement)[\s_-]date|date|timestamp|ts)\s*:\s*((?:19|20)\d{2}-[01]\d-[0-3]\d)\b/i;
const TIMELINE_DATE_WORDS = /\b(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?|early|late|mid|spring|summer|fall|autumn|winter|season)\b\.?/gi;

/** A text's sentences (splitSentences') with where each ends in it. */
function sentenceSpans(text: string): { text: string; end: number }[] {
  const spans: { text: string; end: number }[] = [];
  let from = 0;
  for (const sentence of splitSentences(text)) {
    const at = text.indexOf(sentence, from);
    if (at < 0) continue;
    from = at + sentence.length;
    spans.push({ text: sentence, end: from });
  }
  return spans;
}

/** The clause around a value: up to a dash, semicolon, bracket or sentence end on either side. */
function clauseAround(text: string, start: number, end: number): string {
  // "his September school figures (5'7\") are out of date": a value alone in brackets is said by the
  // clause around them.
  if (/\(\s*$/.test(text.slice(Math.max(0, start - 2), start)) && /^\s*\)/.test(text.slice(end, end + 2))) {
    start = text.lastIndexOf("(", start);
    end = text.indexOf(")", end) + 1;
  }
  const before = text.slice(0, start).search(/(?:[—–;()]|\.\s)(?!.*(?:[—–;()]|\.\s))/s);
  const after = text.slice(end).search(/[—–;()]|\.\s/);
  return text.slice(before < 0 ? 0 : before + 1, after < 0 ? text.length : end + after);
}
const CHANGED_TO = /^\s*(?:→|->|=>|⟶|➝|➔|➜|(?:figure|number|listing)\b)/;
const THING_MEASURED = /\b(?:header|ceiling|door(?:way)?|rim|net|hoop|seat|bar|table|desk|counter|fence|wall|shelf|bed|cot|step|box|platform|hatch|bag|luggage|parcel|package|cargo|vehicle|trailer)\s+(?:height|weight|clearance)\b[^.;,\n]{0,12}$/i;
// "he had signed for", "his transfer to", "a move to": where a move was to take him.
const MOVED_TO_BEFORE = /\b(?:signed\s+(?:for|with)|joined|join|transfer(?:red)?\s+to|move[ds]?\s+to|switch\s+to|deal\s+with)\s+(?:the\s+)?$/i;
const SOMEONE_HE_MEETS = /\b(?:when|whenever|if|once|against|versus|vs\.?|facing|faces|faced|face|handles?|handled|beat|beats|beating|blocks?|blocked|blocking|stops?|stopped|unlike|by|over|past|without|behind|beside|alongside|replacing|replaced)\s+an?\s+(?:\d[\p{L}\d'"′″.\/-]*,?\s+)?$/iu;
const LIMIT_BEFORE = /\b(?:maximum|minimum|(?:weight|height|size)\s+limit|limit\s+(?:of|is)|capped\s+at|no\s+(?:more|taller|heavier)\s+than|not\s+(?:more|taller|heavier)\s+than|at\s+most|at\s+least|exceed(?:s|ing)?)\b[^.;,\n]{0,30}$/i;
// "309 lb (down from 322 lb)": the value it changed from; "a little shorter than the 7-0/240 on the November
// roster sheet", "up from the 6-0, 175 he carried": the value compared with.
const CHANGED_FROM = /\b(?:(?:down|up)\s+from|than)\s+(?:an?\s+|the\s+|his\s+|her\s+)?(?:[\d'"’”.,-]+\s*(?:m|cm|ft|in|lbs?|kg)?\s*(?:\/|,|and)\s*)?$/i;
// "up six pounds from last season", "heavier than last year": a comparison with then states the value now.
// "sourced to the 2022 Ashby academy brochure": a source of a past year looks back too.
// ("The club listed him at 6-foot-2 when the season began": the value the season opened with.)
const LOOKS_BACK =
  /\bthe (?:19|20)\d{2}(?:[-/]\d{2})?\s+(?:[\p{L}'’-]+\s+){0,3}?(?:brochure|media guide|guide|roster|programme|program|profile|listing|yearbook|combine|card|prospectus)\b|\b(?:(?<!\b(?:from|since|than|over)\s)last (?:fall|spring|summer|winter|year|season)|a year ago|(?:two|three|four|\d+) (?:years|seasons) ago|in high school|as an? (?:[\w-]+\s+)?(?:freshman|sophomore|recruit|walk-on|high schooler|teenager)|in his playing days|at the time|back then|used to (?:weigh|be|stand)|previously (?:listed|measured)|out of date|outdated|superseded|no longer (?:accurate|valid|current)|came out of|coming out of|in (?:his|my|her) (?:first|rookie|freshman) (?:year|season)|as a rookie|at the time of the (?:draft|combine|signing)|(?<!\b(?:than|since)\s)when (?:he|she) (?:arrived|joined|signed|came in)|(?<!\b(?:than|since)\s)when the (?:season|year|campaign|camp) (?:began|started|opened)|at the start of the (?:season|year|campaign))\b/iu;
