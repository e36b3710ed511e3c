// Stats lab (issue 11). The analysis cell streamed to the chat as `analysis_cell`; the stats lab owns its shape.
export type AnalysisCellEvent = { cell_id: string } & Record<string, unknown>;
