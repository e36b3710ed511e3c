// Every user-visible message of seed 000 §5.1, in one place so wording stays consistent.
export const MESSAGES = {
  playerNameNotFound: "I couldn't identify the player name. Please specify.",
  noDocuments: "No uploaded documents found. Report based on limited info.",
  lowConfidence: "Limited information found. Consider uploading more documents.",
  llmTimeout: "Report generation timed out. Please try again.",
  saveFailed: "Couldn't save player. Report returned without saving.",
} as const;

export const WARNING_CODES = {
  noDocuments: "no_documents",
  lowConfidence: "low_confidence",
  saveFailed: "save_failed",
  budgetReached: "budget_reached",
} as const;
