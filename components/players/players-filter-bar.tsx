"use client";
import { X } from "lucide-react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useEffect, useRef, useState, useTransition } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Spinner } from "@/components/ui/spinner";
import { SPORT_LABELS } from "@/lib/reports/format";
import { hasActiveFilters, PLAYER_SORT_OPTIONS, playersHref, type PlayerFilters } from "@/lib/reports/player-links";
import { SPORTS } from "@/lib/scouting/types";
import { nativeSelectClass } from "./field-styles";

type FilterValues = { q: string; sport: string; position: string; team: string; sort: string };

const toValues = (f: PlayerFilters): FilterValues => ({ q: f.q ?? "", sport: f.sport ?? "", position: f.position ?? "", team: f.team ?? "", sort: f.sort });

// Typing pauses this long before the list follows, so each keystroke does not reload the page.
const TYPING_DELAY_MS = 350;

/**
 * A plain GET form, so filtering works without JavaScript (Enter submits). With JavaScript every filter
 * applies as you choose it: a select at once, a text field once typing pauses; no Apply button.
 */
export function PlayersFilterBar({ filters }: { filters: PlayerFilters }) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const incoming = toValues(filters);
  const incomingKey = JSON.stringify(incoming);
  const [values, setValues] = useState(incoming);
  const [syncedKey, setSyncedKey] = useState(incomingKey);
  // The URL changed elsewhere (clear filters, back button): show what the page is filtered by.
  if (incomingKey !== syncedKey) {
    setSyncedKey(incomingKey);
    setValues(incoming);
  }

  const typing = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => () => clearTimeout(typing.current ?? undefined), []);

  function navigate(next: FilterValues) {
    clearTimeout(typing.current ?? undefined);
    const href = playersHref({ ...next, sport: (next.sport || undefined) as PlayerFilters["sport"], sort: next.sort as PlayerFilters["sort"], page: 1 });
    // Replace, not push: the back button leaves the library instead of replaying every keystroke.
    if (href !== playersHref({ ...filters, page: 1 })) startTransition(() => router.replace(href, { scroll: false }));
  }
  const setAndApplySoon = (key: "q" | "position" | "team") => (e: React.ChangeEvent<HTMLInputElement>) => {
    const next = { ...values, [key]: e.target.value };
    setValues(next);
    clearTimeout(typing.current ?? undefined);
    typing.current = setTimeout(() => navigate(next), TYPING_DELAY_MS);
  };
  const setAndApply = (key: "sport" | "sort") => (e: React.ChangeEvent<HTMLSelectElement>) => {
    const next = { ...values, [key]: e.target.value };
    setValues(next);
    navigate(next);
  };

  return (
    <form
      action="/players"
      method="get"
      role="search"
      aria-label="Filter players"
      data-print="hide"
      data-testid="players-filters"
      onSubmit={(e) => {
        e.preventDefault();
        navigate(values);
      }}
      className="grid grid-cols-2 items-end gap-3 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,0.8fr)_minmax(0,1fr)_minmax(9.5rem,1.2fr)_auto]"
    >
      <div className="col-span-2 grid gap-1.5 lg:col-span-1">
        <Label htmlFor="players-q">Search players</Label>
        <Input
          id="players-q"
          name="q"
          type="search"
          value={values.q}
          onChange={setAndApplySoon("q")}
          placeholder="Name (typos are fine)"
          maxLength={200}
          autoComplete="off"
          data-testid="players-search"
        />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="players-sport">Sport</Label>
        <select id="players-sport" name="sport" value={values.sport} onChange={setAndApply("sport")} className={nativeSelectClass} data-testid="players-sport">
          <option value="">All sports</option>
          {SPORTS.map((s) => (
            <option key={s} value={s}>
              {SPORT_LABELS[s]}
            </option>
          ))}
        </select>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="players-position">Position</Label>
        <Input id="players-position" name="position" value={values.position} onChange={setAndApplySoon("position")} placeholder="e.g. PG" maxLength={20} autoComplete="off" data-testid="players-position" />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="players-team">Team</Label>
        <Input id="players-team" name="team" value={values.team} onChange={setAndApplySoon("team")} placeholder="e.g. Austin" maxLength={100} autoComplete="off" data-testid="players-team" />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="players-sort">Sort by</Label>
        <select id="players-sort" name="sort" value={values.sort} onChange={setAndApply("sort")} className={nativeSelectClass} data-testid="players-sort">
          {PLAYER_SORT_OPTIONS.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      </div>
      <div className="col-span-2 flex min-h-9 items-center gap-2 lg:col-span-1">
        {/* Enter still submits (and the form works without JavaScript); with it, filters apply by themselves. */}
        <button type="submit" className="sr-only" data-testid="players-apply">
          Apply filters
        </button>
        <span className="w-4" aria-live="polite">
          {pending ? <Spinner size="sm" label="Filtering" /> : null}
        </span>
        {hasActiveFilters(filters) && (
          <Button asChild variant="ghost">
            <Link href={playersHref({ sort: filters.sort })} data-testid="players-clear">
              <X className="size-4" aria-hidden /> Clear
            </Link>
          </Button>
        )}
      </div>
    </form>
  );
}
