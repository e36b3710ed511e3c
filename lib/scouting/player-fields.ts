import type { ExtractionResult, PlayerFields } from "@/lib/scouting/types";

/** FR-05 PlayerFields (only supported values) from an extraction. */
export function toPlayerFields(extraction: ExtractionResult): PlayerFields {
  const f = extraction.fields;
  const fields: PlayerFields = { display_name: f.displayName, sport: f.sport };
  if (f.positions?.value.length) fields.positions = f.positions.value;
  if (f.teams?.value.length) fields.teams = [...f.teams.value].sort((a, b) => Number(b.current) - Number(a.current)).map((t) => t.name);
  // Only a league the documents state: a college quarterback is not in the NFL because his sport is football.
  const league = f.league?.value;
  if (league) fields.league = league;
  if (f.heightCm || f.weightKg) {
    fields.physical = {};
    if (f.heightCm) fields.physical.height_cm = f.heightCm.value;
    if (f.weightKg) fields.physical.weight_kg = f.weightKg.value;
    if (f.heightCm?.asWritten) fields.physical.height_as_written = f.heightCm.asWritten;
    if (f.weightKg?.asWritten) fields.physical.weight_as_written = f.weightKg.asWritten;
  }
  const scouting: NonNullable<PlayerFields["scouting"]> = {};
  if (f.strengths?.length) scouting.strengths = f.strengths.map((s) => s.value);
  if (f.weaknesses?.length) scouting.weaknesses = f.weaknesses.map((s) => s.value);
  if (f.styleTags?.length) scouting.style_tags = f.styleTags.map((s) => s.value);
  if (f.roleProjection) scouting.role_projection = f.roleProjection.value;
  if (Object.keys(scouting).length) fields.scouting = scouting;
  return fields;
}

/** Which chunks support each stored field: kept with the player so the card can cite too. */
export function fieldEvidence(extraction: ExtractionResult): Record<string, string[]> {
  const f = extraction.fields;
  const out: Record<string, string[]> = {};
  const add = (key: string, ids: string[] | undefined) => {
    if (ids?.length) out[key] = [...new Set(ids)];
  };
  add("positions", f.positions?.chunkIds);
  add("teams", f.teams?.chunkIds);
  add("league", f.league?.chunkIds);
  add("height_cm", f.heightCm?.chunkIds);
  add("weight_kg", f.weightKg?.chunkIds);
  add("strengths", f.strengths?.flatMap((s) => s.chunkIds));
  add("weaknesses", f.weaknesses?.flatMap((s) => s.chunkIds));
  add("style_tags", f.styleTags?.flatMap((s) => s.chunkIds));
  add("role_projection", f.roleProjection?.chunkIds);
  return out;
}
