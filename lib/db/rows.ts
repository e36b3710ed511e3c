// postgres-js returns an array of rows from execute(); PGlite returns { rows }. Normalise both.
export function rowsOf<T>(result: unknown): T[] {
  if (Array.isArray(result)) return result as T[];
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}
