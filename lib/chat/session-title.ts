// A chat is named after what it is about once the player is resolved ("Jalen Brooks: scouting report"),
// instead of the first words typed.

const KINDS: [RegExp, string][] = [
  [/\bstrengths?\b.*\bweakness(es)?\b|\bweakness(es)?\b.*\bstrengths?\b/i, "strengths and weaknesses"],
  [/\bprofile\b/i, "player profile"],
  [/\bweakness(es)?\b/i, "weaknesses"],
  [/\bstrengths?\b/i, "strengths"],
  [/\binjur(y|ies)\b/i, "injury report"],
  [/\bcompar(e|ison)\b/i, "comparison"],
];

/** The kind of request in a few words; a scouting report unless the request says otherwise. */
export function requestKind(requestText: string): string {
  return KINDS.find(([pattern]) => pattern.test(requestText))?.[1] ?? "scouting report";
}

export const SESSION_TITLE_MAX = 80;

/** The chat title for a resolved player and the request that named them. */
export function sessionTitleFor(playerName: string, requestText: string): string {
  return `${playerName.trim()}: ${requestKind(requestText)}`.slice(0, SESSION_TITLE_MAX);
}
