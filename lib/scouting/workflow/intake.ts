import { interrupt } from "@langchain/langgraph";
import { countDocuments } from "@/lib/db/queries/documents";
import { aliasesNamed, findPersonCandidates, peopleNamed, peopleWithSurnameNear } from "@/lib/db/queries/people";
import { getEngine } from "@/lib/scouting/engine";
import { MESSAGES, PERSON_MESSAGES } from "@/lib/scouting/messages";
import { COMMON_LOWER_WORDS, MONTHS, WEEKDAYS } from "@/lib/scouting/rules/lexicon";
import { coreNameWords, givenNameOf, nameKey, surnameOf } from "@/lib/scouting/rules/names";
import { MAX_CHOICES, type PersonMatch, type PersonResolution, requestRoles, resolvePerson, titledAs, withoutDenials } from "@/lib/scouting/rules/person-resolve";
import { splitBlocks } from "@/lib/scouting/rules/blocks";
import { maySlipSurname, slipOf } from "@/lib/scouting/rules/intent";
import { hisTeams, sentencesNaming, sentencesNamingTeam } from "@/lib/scouting/rules/passages";
import { collectTeamishPhrases } from "@/lib/scouting/rules/people";
import { spellsName } from "@/lib/scouting/rules/person-index";
import { CLUB_CODES, isNicknameWord } from "@/lib/scouting/rules/team-names";
import { escapeRegExp, findWordAll, fold, splitSentences } from "@/lib/scouting/rules/text";
import { searchChunks } from "@/lib/search/search-chunks";
import type { Sport } from "@/lib/scouting/types";
import type { Clarification, ClarificationRequest } from "./events";
import { step, type NodeFn } from "./node";
import type { ResolvedPerson, ScoutingUpdate } from "./state";
import { tracePoint } from "./trace";

export const OTHER_INTENT_REPLY =
  "I'm Scout: I write evidence-backed scouting reports from the documents you upload. " +
  "Try “Generate a scouting report for Jalen Brooks”. I'll propose a plan, gather evidence from your documents, " +
  "and show you the player card before anything is saved.";

const MAX_NGRAM = 5;

/** Every run of 1–5 words of the request as a name key, to look up in the people index. */
function requestKeys(message: string): string[] {
  const words = message.slice(0, 2000).split(/[^\p{L}\p{N}'.-]+/u).filter(Boolean);
  const keys = new Set<string>();
  for (let i = 0; i < words.length; i++) {
    for (let n = 1; n <= MAX_NGRAM && i + n <= words.length; n++) {
      const key = nameKey(words.slice(i, i + n).join(" "));
      if (key.length >= 3) keys.add(key);
    }
  }
  return [...keys];
}

/** Up to ten passages about the player, so the sport can be read from the user's own documents. */
async function playerContext(ownerId: string, playerName: string, person: ResolvedPerson | null) {
  const hits = await searchChunks({ ownerId, query: playerName, limit: 10, documentIds: person?.documentIds });
  // A name the people index does not know ("Andre Kimbrell", where the library has Andre Kimball): only
  // passages that spell it in full, so no namesake's sport is taken for his (REQ-PPL-04).
  const key = nameKey(playerName);
  return (person ? hits : hits.filter((h) => spellsName(h.text, key))).map((h) => h.text);
}

type Resolved = { person: ResolvedPerson | null; clarification: ClarificationRequest | null; playerName: string };

// Capitalised words of a request that say nothing about which person is meant.
const NOT_CONTEXT = new Set([...MONTHS, ...WEEKDAYS, "scout", "scouting", "report", "please", "generate", "give", "get", "pull", "write", "can", "could", "would", "what", "who", "the", "full", "need", "want", "send", "tell", "show", "hey", "hi", "thanks", "profile", "on", "for", "about", "from", "our", "their", "his", "her"]);

/**
 * Words of the request beside the name ("Marsh from the Hornets" → Hornets, "fenwick striker castlemere"
 * → castlemere). A word typed in lower case counts only where the documents write it as a name.
 */
function contextWords(requestText: string, name: string): string[] {
  // Role words ("point guard") are for narrowByRole, not names of teams or places.
  const nameWords = new Set([...nameKey(name).split(" "), ...requestRoles(requestText).flatMap((r) => r.split(/[\s-]+/))]);
  const words = withoutDenials(requestText.slice(0, 500)).match(/(?<![\p{L}\p{N}])\p{L}[\p{L}\p{M}'&-]{2,}/gu) ?? [];
  return [...new Set(words.map((w) => w.replace(/'s?$/, "")).filter((w) => !nameWords.has(nameKey(w)) && !NOT_CONTEXT.has(w.toLowerCase()) && !COMMON_LOWER_WORDS.has(w.toLowerCase())))];
}

/**
 * REQ-PPL-02: of several people the name could mean, the only one whose own documents name him (full name
 * or surname) in the same sentence as the request's other words, written there as names ("Marsh from the
 * Hornets": the Marsh written about as a Hornet).
 */
async function tiedByContext<T extends { name: string; documentIds: string[] }>(ownerId: string, choices: T[], words: string[]): Promise<T[]> {
  // Sentences as the rules engine splits them ("Okafor Jr. of the Mariners" is one), a PDF's wrapped
  // lines joined again ("… bringing up to\nMarcus Vell Jr.").
  const sentences = (text: string) => splitBlocks(text).flatMap((b) => (b.kind === "table" ? b.raw : "text" in b ? splitSentences(b.text) : []));
  const asName = (sentence: string, word: string) => findWordAll(fold(sentence), fold(word)).some((i) => /^\p{Lu}/u.test(sentence.slice(i, i + 1)));
  const texts = new Map<T, string[]>();
  for (const choice of choices) {
    const hits = await searchChunks({ ownerId, query: `${choice.name} ${words.join(" ")}`, limit: 20, documentIds: choice.documentIds });
    texts.set(choice, hits.flatMap((h) => sentences(h.text)).filter((s) => words.some((w) => asName(s, w))));
  }
  const has = (s: string, form: string) => findWordAll(fold(s), fold(form)).length > 0;
  const tiedBy = (form: (c: T) => string, others: (c: T) => string[] = () => []) =>
    choices.filter((c) => texts.get(c)!.some((s) => has(s, form(c)) && !others(c).some((o) => has(s, o))));
  // His full name beside the words first; his surname there only when no full name is ("IRONCLADS LAND
  // QB HARROWGATE"), since a namesake's sentence carries the surname too, and only in a sentence that
  // names no other of them ("Ciaran's younger brother Ruairi plays for Harrowmere Town" is Ruairi's).
  const byName = tiedBy((c) => c.name);
  const givenName = (c: T) => c.name.split(/\s+/)[0];
  return byName.length ? byName : tiedBy((c) => surnameOf(c.name), (c) => choices.filter((o) => o !== c && givenName(o) !== givenName(c)).map(givenName));
}

/**
 * REQ-PPL-02: of several people the name could mean, the only one a document titles with a role the
 * request gives ("the Ironclads quarterback harrowgate": "Quarterback Wesley Harrowgate", not "tight end
 * Luke Harrowgate").
 */
async function narrowByRole<T extends { name: string; documentIds: string[] }>(ownerId: string, choices: T[], roles: string[]): Promise<T | null> {
  if (!roles.length) return null;
  const titled = [];
  for (const choice of choices) {
    const hits = await searchChunks({ ownerId, query: `${choice.name} ${roles.join(" ")}`, limit: 20, documentIds: choice.documentIds });
    if (hits.some((h) => titledAs(h.text, choice.name, roles))) titled.push(choice);
  }
  return titled.length === 1 ? titled[0] : null;
}

const STAFF_ROLES = ["coach", "head coach", "assistant coach", "manager", "general manager", "gm", "agent", "scout", "trainer", "physio", "owner", "director"];

/** REQ-PPL-02: the choices no document titles as staff ("coach Ron Sweeney", "Ron Sweeney, the coach"). */
async function withoutStaff<T extends { name: string; documentIds: string[] }>(ownerId: string, choices: T[]): Promise<T[]> {
  const players: T[] = [];
  for (const choice of choices) {
    const hits = await searchChunks({ ownerId, query: `${choice.name} coach manager agent`, limit: 10, documentIds: choice.documentIds });
    if (!hits.some((h) => titledAs(h.text, choice.name, STAFF_ROLES))) players.push(choice);
  }
  return players.length ? players : choices;
}

/** REQ-PPL-02: one person from the index, or the question to ask (which one, or none found). */
export async function resolveRequestedPlayer(ownerId: string, requestedName: string, requestText = "", chosen = false): Promise<Resolved> {
  let name = requestedName;
  if ((await countDocuments({ ownerId })) === 0) {
    return { person: null, playerName: name, clarification: { reason: "no_documents", requested_name: name, message: PERSON_MESSAGES.noDocuments(name) } };
  }
  // REQ-PPL-08: every namesake is a candidate for narrowing; the card then shows the first few.
  let outcome = resolvePerson(name, await personCandidates(ownerId, name), Number.POSITIVE_INFINITY, chosen);
  if (outcome.status === "not_found") {
    const trimmed = await withoutContextWord(ownerId, name);
    if (trimmed) [name, outcome] = trimmed;
  }
  if (outcome.status === "ambiguous") {
    // A scouting report is about a player: "Kingfishers coach Ron Sweeney" is not the Sweeney meant.
    const players = await withoutStaff(ownerId, outcome.choices);
    outcome = players.length === 1 ? { status: "found", person: players[0] } : { ...outcome, choices: players };
  }
  if (outcome.status === "ambiguous") {
    // The request's own words first ("the Gulls' new point guard"): a role alone never outvotes them.
    const words = contextWords(requestText, name);
    const tied = words.length ? await tiedByContext(ownerId, outcome.choices, words) : outcome.choices;
    const only = tied.length === 1 ? tied[0] : tied.length > 1 ? await narrowByRole(ownerId, tied, requestRoles(requestText)) : null;
    outcome = only ? { status: "found", person: only } : { ...outcome, choices: outcome.choices.slice(0, MAX_CHOICES) };
  }
  if (outcome.status === "found") outcome = await inWrittenOrder(ownerId, outcome);
  const choice = (c: { name: string; documentIds: string[] }) => ({ name: c.name, documents: c.documentIds.length });
  switch (outcome.status) {
    case "found": {
      const { key, name: display, aliases, documentIds } = outcome.person;
      return { person: { key, name: display, aliases, documentIds }, playerName: display, clarification: null };
    }
    case "ambiguous":
      return { person: null, playerName: name, clarification: { reason: "ambiguous", requested_name: name, message: PERSON_MESSAGES.ambiguous(name), choices: outcome.choices.map(choice) } };
    default:
      return {
        person: null,
        playerName: name,
        clarification: { reason: "not_found", requested_name: name, message: PERSON_MESSAGES.notFound(name, outcome.suggestions.length > 0), choices: outcome.suggestions.map(choice) },
      };
  }
}

/**
 * REQ-PPL-02: "Okonjo Rashid" is a stats export's surname-first cell; where the documents write "Rashid
 * Okonjo" in more of them, that is the person meant (not "Jordan Taylor", written so in prose, beside a
 * Taylor Jordan).
 */
async function inWrittenOrder(ownerId: string, outcome: Extract<PersonResolution, { status: "found" }>): Promise<PersonResolution> {
  const words = outcome.person.name.split(/\s+/);
  if (words.length !== 2) return outcome;
  const reversed = `${words[1]} ${words[0]}`;
  const other = resolvePerson(reversed, await personCandidates(ownerId, reversed));
  if (other.status !== "found" || other.person.key === outcome.person.key || other.person.documentIds.length <= outcome.person.documentIds.length) return outcome;
  const hits = await searchChunks({ ownerId, query: outcome.person.name, limit: 10, documentIds: outcome.person.documentIds });
  const lines = hits.flatMap((h) => h.text.split("\n").filter((l) => findWordAll(fold(l), fold(words[0])).length > 0 && findWordAll(fold(l), fold(words[1])).length > 0));
  // Every line naming him so is a table's row: cells apart by commas, pipes, tabs or semicolons.
  return lines.length > 0 && lines.every((l) => (l.match(/[|,;\t]/g) ?? []).length >= 3) ? other : outcome;
}

/**
 * REQ-PPL-02: "castelano herons" names nobody, but "castelano" is Dewayne Castellano and "Herons" is
 * written in his documents: a team or place word typed beside the name is context, not part of it.
 */
async function withoutContextWord(ownerId: string, name: string): Promise<[string, PersonResolution] | null> {
  const words = name.split(/\s+/);
  if (words.length < 2) return null;
  for (const [rest, dropped] of [[words.slice(0, -1), words.at(-1)!], [words.slice(1), words[0]]] as const) {
    // ("Marek Hrubec" is not "Hrubec" of the Marek Hruby documents: a word some documented person is
    // named by is a name, not context.)
    if (await isNameWord(ownerId, dropped)) continue;
    const shorter = rest.join(" ");
    const outcome = resolvePerson(shorter, await personCandidates(ownerId, shorter));
    if (outcome.status !== "found") continue;
    const hits = await searchChunks({ ownerId, query: dropped, limit: 5, documentIds: outcome.person.documentIds });
    if (hits.some((h) => findWordAll(fold(h.text), fold(dropped)).length > 0)) return [shorter, outcome];
  }
  return null;
}

/** A given name or surname of someone in the people index (not a side's nickname the index took for one: "Saltmarsh Herons"). */
async function isNameWord(ownerId: string, word: string): Promise<boolean> {
  const key = nameKey(word);
  const named = (c: PersonMatch) => nameKey(givenNameOf(c.name)) === key || (nameKey(surnameOf(c.name)) === key && !isNicknameWord(surnameOf(c.name)));
  return (await personCandidates(ownerId, word)).some((c) => coreNameWords(c.name).length >= 2 && named(c));
}

export async function guessSportFor(ownerId: string, requestText: string, resolved: Resolved, initial: Sport): Promise<Sport> {
  if (initial !== "unknown") return initial;
  const documentTexts = await playerContext(ownerId, resolved.playerName, resolved.person);
  const knownNames = resolved.person ? [resolved.person.name] : [];
  const name = resolved.person?.name ?? resolved.playerName;
  // REQ-PPL-04: first what is said where he is named, then his passages as a whole.
  const naming = sentencesNaming(name, documentTexts);
  const fromNaming = naming.length ? (await getEngine().classify({ message: requestText, knownNames, documentTexts: naming })).sportGuess : "unknown";
  if (fromNaming !== "unknown") return fromNaming;
  const fromPassages = (await getEngine().classify({ message: requestText, knownNames, documentTexts })).sportGuess;
  if (fromPassages !== "unknown") return fromPassages;
  // "Lonnie Farrow, who plays for the Stags": the sport of his team where the library writes about it.
  for (const team of hisTeams(name, naming, documentTexts).slice(0, 2)) {
    const about = sentencesNamingTeam(team, (await searchChunks({ ownerId, query: team, limit: 10 })).map((h) => h.text));
    const sport = about.length ? (await getEngine().classify({ message: requestText, knownNames, documentTexts: about })).sportGuess : "unknown";
    if (sport !== "unknown") return sport;
  }
  return "unknown";
}

/** The people index's candidates for a name, less the teams it took for people. */
async function personCandidates(ownerId: string, name: string) {
  const candidates = await findPersonCandidates({ ownerId, key: nameKey(name) });
  const teams = await teamsAmong(ownerId, candidates.map((c) => c.name));
  return candidates.filter((c) => !teams.has(c.name));
}

/**
 * REQ-PPL-01: "Harborview Gulls" in the people index (a masthead, a table cell) is a team when the user's
 * documents write its nickname as one ("the Gulls"): not a person a request can name.
 */
async function teamsAmong(ownerId: string, names: string[]): Promise<Set<string>> {
  const byNickname = new Map<string, string[]>();
  for (const name of new Set(names)) {
    const last = name.split(/\s+/).at(-1) ?? "";
    if (name.includes(" ") && isNicknameWord(last)) byNickname.set(last, [...(byNickname.get(last) ?? []), name]);
  }
  const teams = new Set<string>();
  for (const [last, named] of byNickname) {
    const hits = await searchChunks({ ownerId, query: last, limit: 20 });
    // "the Gulls", not "the Greaves brothers": the documents' own marks of a team nickname, or of the
    // whole name as a side ("Game: Dunmarra Foxes vs. Greyhaven Gales").
    const marks = collectTeamishPhrases(hits.map((h) => h.text));
    for (const name of named) if (marks.lastWords.has(fold(last)) || marks.phrases.has(nameKey(name))) teams.add(name);
  }
  // "with Hadleigh Vale" where another document writes "Hadleigh Vale FC": a club's name without its suffix.
  for (const name of new Set(names)) {
    // ("Reginald Pettaway Sr. City Council": a person's name before a place's words stays a person.)
    if (teams.has(name) || !name.includes(" ") || /\b(?:jr|sr|ii|iii|iv)\.?$/i.test(name)) continue;
    // ("Lot 14: Jonah Lasko Celtic shirt": a club word before a noun may be a shirt's; "FC" never is.)
    // ("KK Zeleni Breg" elsewhere: a club's kind written before its name.)
    // (Not the codes that are positions too: "CF Jonah Lasko" in a line-up, "SE" in a depth chart.)
    const club = new RegExp(String.raw`(?<![\p{L}-])${escapeRegExp(name)} (?:(?:FC|AFC|SC|CF)(?![\p{L}-])|(?:${CLUB_SUFFIX})(?=\s*(?:[.,;:!?)]|$)))|(?<![\p{L}-])(?!(?:CF|SE|CA|AC|IF)\b)(?:${CLUB_CODES}) ${escapeRegExp(name)}(?![\p{L}-])`, "u");
    if ((await searchChunks({ ownerId, query: name, limit: 10 })).some((h) => club.test(h.text))) teams.add(name);
  }
  return teams;
}
const CLUB_SUFFIX = "United|Athletic|Rovers|Wanderers|Albion|Rangers|Celtic";

/**
 * REQ-PPL-02: "a rundown on that ondercliff freshman brandvol": a surname typed in lower case with one
 * letter wrong names the one documented person it is a letter away from (a capitalised slip is found as a
 * name and resolved by the people index).
 */
async function surnameSlips(ownerId: string, message: string): Promise<string[]> {
  const tokens = message.slice(0, 2000).split(/[^\p{L}'-]+/u).filter(Boolean);
  const words = tokens.filter((w, i) => maySlipSurname(w, tokens[i - 1])).map((w) => nameKey(w));
  const near = await peopleWithSurnameNear({ ownerId, words });
  const bySurname = new Map(near.map((p) => [p.surname, p.name]));
  return [...new Set(words.flatMap((w) => bySurname.get(slipOf(w, bySurname.keys()) ?? "") ?? []))];
}

/** FR-01: detect the scouting intent and the player, resolved to one person of the user's documents. */
export const intake: NodeFn = step("intake", async (state, config) => {
  const engine = getEngine();
  const keys = requestKeys(state.requestText);
  const [named, aliases] = await Promise.all([peopleNamed({ ownerId: state.ownerId, keys }), aliasesNamed({ ownerId: state.ownerId, keys })]);
  const teams = await teamsAmong(state.ownerId, [...named, ...aliases.map((a) => a.name)]);
  const knownNames = named.filter((n) => !teams.has(n));
  const knownAliases = aliases.filter((a) => !teams.has(a.name));
  if (!knownNames.length && !knownAliases.length) knownNames.push(...(await surnameSlips(state.ownerId, state.requestText)));
  const first = await engine.classify({ message: state.requestText, knownNames, knownAliases, documentTexts: [] });
  if (first.intent === "other") {
    // The sport a question is about is kept even when it asks for no report ("what does EDGE mean as a
    // football position?").
    return { intent: "other", reply: OTHER_INTENT_REPLY, sportGuess: first.sportGuess };
  }
  if (!first.playerName) {
    return { intent: "scouting_report", playerName: null, sportGuess: first.sportGuess, clarification: { reason: "missing_name", message: MESSAGES.playerNameNotFound } };
  }
  const resolved = await resolveRequestedPlayer(state.ownerId, first.playerName, state.requestText);
  const sportGuess = await guessSportFor(state.ownerId, state.requestText, resolved, first.sportGuess);
  tracePoint("scouting_workflow_start", { player_name: resolved.playerName, sport_guess: sportGuess, session_id: config.configurable?.session_id, run_id: state.runId });
  return { intent: "scouting_report", sportGuess, ...resolved } satisfies ScoutingUpdate;
});

/**
 * FR-01 interrupt, extended by REQ-PPL-02: asks for a missing name, for one of several people, or
 * whether to go on with a name no document contains. Routes back to itself until it is answered.
 */
export const clarify: NodeFn = async (state) => {
  const request = state.clarification ?? { reason: "missing_name", message: MESSAGES.playerNameNotFound };
  const answer = interrupt({ gate: "clarification", event: { type: "clarification_request", data: request } }) as Clarification;
  if (answer.proceed_anyway) {
    const sportGuess = await guessSportFor(state.ownerId, state.requestText, { person: null, clarification: null, playerName: answer.player_name }, state.sportGuess);
    return { playerName: answer.player_name, person: null, clarification: null, sportGuess };
  }
  // REQ-PPL-02: "Dante Whitfield" picked beside "Dante Whitfield Jr." is the one without the suffix, and a
  // picked choice is taken as written (a model reading it back could drop the suffix).
  const chosen = request.reason === "ambiguous" && (request.choices ?? []).some((c) => nameKey(c.name) === nameKey(answer.player_name));
  const named = chosen ? answer.player_name : ((await getEngine().classify({ message: `scouting report for ${answer.player_name}`, knownNames: [], documentTexts: [] })).playerName ?? answer.player_name);
  const resolved = await resolveRequestedPlayer(state.ownerId, named, "", chosen);
  const sportGuess = await guessSportFor(state.ownerId, `${state.requestText} ${answer.player_name}`, resolved, state.sportGuess);
  return { ...resolved, sportGuess };
};
