// COACH-02: word stems shared by the hand rule and the trained classifier's features.

/** Lower-case word stems: "Kessler's cutters" → ["kessler", "cutt"]. Hyphens and slashes split words. */
export function stems(text: string): string[] {
  return words(text).map(stem);
}

/** Lower-case words as `stems` splits them, before stemming. */
export function words(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/[’`]/g, "'")
    .replace(/'s\b|s'(?=\s|$)/g, "")
    .split(/[^a-z0-9%]+/)
    .filter(Boolean);
}

export function stem(w: string): string {
  if (w.length <= 3) return w;
  for (const suf of ["ings", "ing", "ies", "ied", "es", "ed", "s"]) {
    if (!w.endsWith(suf)) continue;
    if (suf === "s" && /(ss|us|is)$/.test(w)) return w;
    const base = w.slice(0, -suf.length);
    if (base.length < 3) return w;
    if (suf === "ies" || suf === "ied") return `${base}y`;
    // "stopped" → "stop", "cutting" → "cut": a doubled final consonant goes with the suffix.
    return /([b-df-hj-np-tv-z])\1$/.test(base) && !/(ss|ll|ff|zz)$/.test(base) ? base.slice(0, -1) : base;
  }
  return w;
}

/** A phrase as space-delimited stems, for substring matching against a stemmed text. */
export const phrase = (p: string) => ` ${stems(p).join(" ")} `;
