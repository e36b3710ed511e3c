// The rules engine: deterministic, model-free implementations of intake and extraction.

export { attributeToPlayer, attributedText, type AttributedSegment, type AttributionOptions } from "./attribution";
export { findDocumentDate, toIsoDate } from "./dates";
export { documentsPeople, extractPlayerFacts, type ExtractionInput } from "./extract";
export { detectIntent, extractPlayerName, type IntentResult } from "./intent";
export { findMeasurements, parseHeightCm, parseWeightKg, type Measurement } from "./measurements";
export { findPositionMentions, findPositions, type PositionMention, type PositionOptions } from "./positions";
export { guessSport, sportScores } from "./sport";
export { findStyleTags } from "./style-tags";
export { findLeagues, findTeamMentions, findTeams, type TeamMention, type TeamOptions } from "./teams";
export { extractTraits, toTraitPhrase, traitKey, type TraitExtraction } from "./traits";
export { isInstructionLike } from "./untrusted";
export type { EvidenceChunk, ExtractionConflict, ExtractionResult, Sport, Supported, TeamRef } from "./types";
