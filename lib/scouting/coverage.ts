import { extractPlayerFacts } from "@/lib/scouting/rules/extract";
import type { Confidence, Coverage, EvidenceChunk, ExpectedField, ExtractionResult, Sport } from "@/lib/scouting/types";
import { EXPECTED_FIELDS } from "@/lib/scouting/types";

/** PRODUCT.md: low < 30 %, med 30–70 %, high > 70 % of the six expected fields. */
export function confidenceFor(found: number, expected = EXPECTED_FIELDS.length): Confidence {
  const ratio = found / expected;
  if (ratio < 0.3) return "low";
  if (ratio > 0.7) return "high";
  return "med";
}

export function fieldsWithEvidence(extraction: ExtractionResult): ExpectedField[] {
  const f = extraction.fields;
  const has: Record<ExpectedField, boolean> = {
    positions: !!f.positions?.value.length,
    teams: !!f.teams?.value.length,
    height: f.heightCm !== undefined,
    weight: f.weightKg !== undefined,
    strengths: !!f.strengths?.length,
    weaknesses: !!f.weaknesses?.length,
  };
  return EXPECTED_FIELDS.filter((k) => has[k]);
}

/** FR-04 coverage: which expected fields the retrieved evidence supports for this player. */
export function computeCoverage(input: { playerName: string; sport: Sport; evidence: EvidenceChunk[] }): Coverage {
  const extraction = extractPlayerFacts({ playerName: input.playerName, sport: input.sport, chunks: input.evidence });
  const found = fieldsWithEvidence(extraction);
  return {
    found,
    missing: EXPECTED_FIELDS.filter((k) => !found.includes(k)),
    confidence: confidenceFor(found.length),
    chunk_count: input.evidence.length,
  };
}
