// Realistic, fictional documents shared by the rules-engine tests. Several players appear in each,
// as they do in real scouting folders, so attribution is exercised everywhere.

import { extractPlayerFacts } from "./extract";
import { collectTeamNames } from "./team-names";
import { findTeamMentions } from "./teams";
import type { EvidenceChunk, Sport } from "./types";

/** A pro scouting note on Marcus Hale that also gives his teammate's size. */
export const HALE_NOTE = `# Scouting Note: Marcus Hale

Date: 2026-01-20
Scout: T. Brennan, Pro Personnel

- Sport: Basketball (NBA)
- Position: Guard (PG/SG)
- Current team: Dayton Falcons (signed July 2025)
- Former team: Reno Bighorns (2021-2025)
- Height: 6'4"
- Weight: 205 lbs

## Summary

Hale is a crafty lead guard who runs the offence at his own pace. His frontcourt partner Owen Pike is
7'0" and 265 pounds, which lets Hale play a slower, post-entry game. He is 6-4 with a 6-9 wingspan and
excels at reading help defenders in the pick and roll.

## Pros

- Court vision. Sees the skip pass before the defence rotates.
- Pull-up shooting from mid-range; 44% this season.
- Elite free-throw shooter (91%).

## Cons

- Size on defence. Bigger wings post him up.
- Struggles with length at the rim; finishes 52% in the restricted area.
- Needs to improve his left hand.

## Role projection

A starting point guard on a playoff team. Profiles as a secondary creator next to a scoring wing.
`;

/** A combine sheet with several rows: only the target's row may be used. */
export const COMBINE_CSV = `Player,Position,College,Height,Weight,Arm,Hand,40-yard,Vertical,Bench
Dion Carver,WR,Bayou State,6011,188,32.0,9.25,4.41,38.5,14
Marcus Hale,PG,Reno Tech,6040,205,33.5,9.5,,36.0,
Owen Pike,C,Lakeland,7000,265,36.0,10.5,,28.5,18
Tobias Wren,QB,Harbor College,6032,221,31.25,9.75,4.78,32.0,`;

/** The same combine sheet as the ingest pipeline writes CSV rows: one labelled line per row. */
export const COMBINE_LINES = `Columns: Player, Position, College, Height, Weight

Player: Dion Carver; Position: WR; College: Bayou State; Height: 6011; Weight: 188

Player: Marcus Hale; Position: PG; College: Reno Tech; Height: 6040; Weight: 205

Player: Owen Pike; Position: C; College: Lakeland; Height: 7000; Weight: 265`;

/** A news item dated before the note: it gives an older weight and an older team. */
export const HALE_OLD_NEWS = `Bighorns guard Marcus Hale sidelined with ankle sprain
By Casey Ortega · October 2, 2024

Reno Bighorns guard Marcus Hale, listed at 6-foot-4 and 190 pounds, will miss two weeks with a right
ankle sprain. Hale currently plays for the Reno Bighorns and is averaging 14.2 points.`;

/** A newer news item: the team changes. */
export const HALE_TRADE_NEWS = `Falcons trade Marcus Hale to Austin Comets
Updated March 2026

The Dayton Falcons traded guard Marcus Hale to the Austin Comets on Monday in exchange for center
Vince Larue. Hale, 27, averaged 16.1 points this season.`;

export function chunk(id: string, documentName: string, text: string, documentDate: string | null = null): EvidenceChunk {
  return { chunkId: id, documentId: documentName, documentName, text, documentDate };
}

/** The fields extracted for `target` from one document (its whole text as context, `others` its other people). */
export const factsFromDocument = (text: string, target: string, sport: Exclude<Sport, "unknown">, name = "doc.txt", others: string[] = []) =>
  extractPlayerFacts({ playerName: target, sport, chunks: [chunk(`${name}:0`, name, text)], documentContext: { [name]: [{ index: 0, text }] }, peopleByDocument: { [name]: [target, ...others] } }).fields;

/** The teams one text names for `subject` ([name, current] pairs), its local teams collected from it and `more`. */
export const teamsIn = (text: string, sport: "nba" | "football" | "soccer", subject?: string, more: string[] = []) =>
  findTeamMentions(text, sport, { localTeams: collectTeamNames([text, ...more]), ...(subject ? { subjectNames: [subject, subject.split(" ").at(-1)!] } : {}) }).map((m) => [m.name, m.current]);
