// Every user-visible message of seed 000 §5.1, in one place so wording stays consistent.
export const MESSAGES = {
  playerNameNotFound: "I couldn't identify the player name. Please specify.",
  noDocuments: "No uploaded documents found. Report based on limited info.",
  lowConfidence: "Limited information found. Consider uploading more documents.",
  llmTimeout: "Report generation timed out. Please try again.",
  saveFailed: "Couldn't save player. Report returned without saving.",
} as const;

/** Intake's questions when a requested name does not resolve to one person (REQ-PPL-02). */
export const PERSON_MESSAGES = {
  ambiguous: (name: string) => `Your documents mention more than one person called “${name}”. Which one do you mean?`,
  notFound: (name: string, suggest: boolean) =>
    `I couldn't find “${name}” in your documents.${suggest ? " Did you mean one of these?" : ""} You can upload documents about them first, or continue and I'll report that nothing was found.`,
  noDocuments: (name: string) =>
    `You haven't uploaded any documents yet, so there is nothing about “${name}” to report from. Upload scouting notes, articles or stat sheets on the Documents page first, or continue anyway.`,
} as const;

export const WARNING_CODES = {
  noDocuments: "no_documents",
  lowConfidence: "low_confidence",
  saveFailed: "save_failed",
  budgetReached: "budget_reached",
} as const;
