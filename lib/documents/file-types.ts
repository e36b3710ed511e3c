// Accepted upload types: extension → kind and the MIME type we record.
export const DOCUMENT_KINDS = {
  txt: "text/plain",
  md: "text/markdown",
  pdf: "application/pdf",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  html: "text/html",
  csv: "text/csv",
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
} as const;

export type DocumentKind = keyof typeof DOCUMENT_KINDS;

const ALIASES: Record<string, DocumentKind> = { markdown: "md", htm: "html", text: "txt" };

export const ACCEPTED_EXTENSIONS = [".txt", ".md", ".pdf", ".docx", ".html", ".csv", ".xlsx"];

export function kindFromFilename(filename: string): DocumentKind | null {
  const ext = filename.toLowerCase().split(".").pop() ?? "";
  if (ext in DOCUMENT_KINDS) return ext as DocumentKind;
  return ALIASES[ext] ?? null;
}
