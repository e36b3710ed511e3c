"use client";
import { Search } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Spinner } from "@/components/ui/spinner";
import { apiFetch } from "@/lib/client/api";

type Hit = { chunkId: string; documentName: string; text: string; score: number };

/** Searches the user's indexed passages the way the workflow's retrieval step does. */
export function EvidenceSearch() {
  const [query, setQuery] = useState("");
  const [hits, setHits] = useState<Hit[] | null>(null);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function run(e: React.FormEvent) {
    e.preventDefault();
    if (!query.trim()) return;
    setLoading(true);
    setError(null);
    try {
      const res = await apiFetch<{ results: Hit[] }>(`/api/search?q=${encodeURIComponent(query)}&limit=8`);
      setHits(res.results);
    } catch (err) {
      setError((err as Error).message);
    } finally {
      setLoading(false);
    }
  }

  return (
    <section aria-labelledby="search-heading" className="space-y-3">
      <h2 id="search-heading" className="text-base font-semibold">
        Search your evidence
      </h2>
      <form onSubmit={run} className="flex gap-2" role="search">
        <label htmlFor="evidence-query" className="sr-only">
          Search passages
        </label>
        <Input
          id="evidence-query"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          placeholder="e.g. Jalen Brooks height weight"
          maxLength={500}
          data-testid="search-input"
        />
        <Button type="submit" disabled={loading || !query.trim()} data-testid="search-submit">
          {loading ? <Spinner size="sm" label="Searching" /> : <Search className="size-4" aria-hidden />} Search
        </Button>
      </form>
      {error && <p className="text-sm text-destructive">{error}</p>}
      {hits && hits.length === 0 && <p className="text-sm text-muted-foreground">No passages match “{query}”.</p>}
      {hits && hits.length > 0 && (
        <ol className="space-y-2" data-testid="search-results">
          {hits.map((h) => (
            <li key={h.chunkId} className="rounded-lg border p-3" data-testid="search-result">
              <div className="mb-1 flex items-center justify-between gap-2 text-xs text-muted-foreground">
                <span className="truncate font-medium text-foreground">{h.documentName}</span>
                <span className="tabular-nums">score {h.score.toFixed(2)}</span>
              </div>
              <p className="line-clamp-4 whitespace-pre-line text-sm">{h.text}</p>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
