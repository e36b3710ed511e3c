// Chunking: paragraphs are packed into chunks of at most MAX_CHARS; a long paragraph is split at
// sentence boundaries (Intl.Segmenter), so no sentence is cut unless it alone exceeds the limit.
export const MAX_CHARS = 1200;
const MIN_BEFORE_HEADING = 400;

const sentenceSegmenter = new Intl.Segmenter("en", { granularity: "sentence" });

export function normaliseText(text: string): string {
  return text
    .replace(/\r\n?/g, "\n")
    .replace(/[\u00A0\t]+/g, " ")
    .replace(/[ ]{2,}/g, " ")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}

function sentences(paragraph: string): string[] {
  return [...sentenceSegmenter.segment(paragraph)].map((s) => s.segment.trim()).filter(Boolean);
}

function splitLong(sentence: string): string[] {
  const parts: string[] = [];
  let current = "";
  for (const word of sentence.split(/\s+/)) {
    if (current && current.length + word.length + 1 > MAX_CHARS) {
      parts.push(current);
      current = "";
    }
    current = current ? `${current} ${word}` : word;
  }
  if (current) parts.push(current);
  return parts;
}

const isHeading = (block: string) => /^(#{1,6}\s|[A-Z][A-Za-z0-9 '’\-&/]{2,60}:?$)/.test(block);

export function chunkText(text: string): string[] {
  const blocks = normaliseText(text).split(/\n\s*\n/).map((b) => b.trim()).filter(Boolean);
  const chunks: string[] = [];
  let current = "";
  const flush = () => {
    if (current.trim()) chunks.push(current.trim());
    current = "";
  };
  const add = (piece: string, sep: string) => {
    if (current && current.length + sep.length + piece.length > MAX_CHARS) flush();
    current = current ? current + sep + piece : piece;
  };
  for (const block of blocks) {
    // Start a new chunk at a heading, so a section about one player is not glued to another's.
    if (isHeading(block) && current.length >= MIN_BEFORE_HEADING) flush();
    if (block.length <= MAX_CHARS) {
      add(block, "\n\n");
      continue;
    }
    // A long block without blank lines (PDF text, a pasted table) keeps its line breaks: headings and
    // rows stay lines, so readers downstream can still tell a heading or a table row from prose.
    let first = true;
    for (const line of block.split("\n")) {
      if (isHeading(line) && current.length >= MIN_BEFORE_HEADING) {
        flush();
        first = true;
      }
      if (line.length <= MAX_CHARS) {
        add(line, first ? "\n\n" : "\n");
        first = false;
        continue;
      }
      for (const sentence of sentences(line)) {
        for (const piece of sentence.length > MAX_CHARS ? splitLong(sentence) : [sentence]) {
          add(piece, first ? "\n\n" : " ");
          first = false;
        }
      }
    }
  }
  flush();
  return chunks;
}

/** Word tokens: the document length BM25 normalises by. */
export function countWords(text: string): number {
  return text.match(/[\p{L}\p{N}]+/gu)?.length ?? 0;
}
