import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";
import { Badge } from "@/components/ui/badge";
import { formatHeight, formatWeight } from "@/lib/reports/format";
import type { PlayerView } from "@/lib/reports/load";
import { SportBadge } from "./sport-badge";

const NOT_FOUND = <span className="text-muted-foreground">Not found in your documents</span>;

function Fact({ label, field, children }: { label: string; field: string; children: React.ReactNode }) {
  return (
    <div className="grid gap-1" data-field={field}>
      <dt className="text-xs font-medium tracking-wide text-muted-foreground uppercase">{label}</dt>
      <dd className="text-sm">{children}</dd>
    </div>
  );
}

function ScoutingList({ title, id, items }: { title: string; id: string; items: string[] | undefined }) {
  return (
    <section aria-labelledby={id} className="space-y-2" data-field={id.replace("player-", "")}>
      <h3 id={id} className="text-sm font-semibold">
        {title}
      </h3>
      {items?.length ? (
        <ul className="list-disc space-y-1 pl-5 text-sm marker:text-muted-foreground">
          {items.map((s, i) => (
            <li key={i}>{s}</li>
          ))}
        </ul>
      ) : (
        <p className="text-sm">{NOT_FOUND}</p>
      )}
    </section>
  );
}

/** The FR-05 player card: only values the documents support; anything else says so. */
export function PlayerCard({ player }: { player: PlayerView["player"] }) {
  const positions = player.positions?.filter(Boolean) ?? [];
  const teams = player.teams?.filter(Boolean) ?? [];
  const height = formatHeight(player.physical?.height_cm, player.physical?.height_as_written);
  const weight = formatWeight(player.physical?.weight_kg, player.physical?.weight_as_written);
  const scouting = player.scouting ?? {};
  const styleTags = scouting.style_tags?.filter(Boolean) ?? [];

  return (
    <Card data-testid="player-card" data-print="keep">
      <CardHeader>
        <h2 className="leading-none font-semibold">Player card</h2>
        <CardDescription>Built from your documents; values without supporting evidence are left out.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-6">
        <dl className="grid grid-cols-1 gap-x-6 gap-y-4 sm:grid-cols-2">
          <Fact label="Sport" field="sport">
            <SportBadge sport={player.sport} />
          </Fact>
          <Fact label="League" field="league">
            {player.league || NOT_FOUND}
          </Fact>
          <Fact label="Positions" field="positions">
            {positions.length ? (
              <span className="flex flex-wrap gap-1">
                {positions.map((p) => (
                  <Badge key={p} variant="outline" className="font-mono">
                    {p}
                  </Badge>
                ))}
              </span>
            ) : (
              NOT_FOUND
            )}
          </Fact>
          <Fact label={teams.length > 1 ? "Teams (current first)" : "Team"} field="teams">
            {teams.length ? (
              <ol className="space-y-0.5">
                {teams.map((t, i) => (
                  <li key={`${t}-${i}`} className={i === 0 ? "font-medium" : undefined}>
                    {t}
                  </li>
                ))}
              </ol>
            ) : (
              NOT_FOUND
            )}
          </Fact>
          <Fact label="Height" field="height">
            {height ?? NOT_FOUND}
          </Fact>
          <Fact label="Weight" field="weight">
            {weight ?? NOT_FOUND}
          </Fact>
        </dl>
        <div className="grid gap-6 border-t pt-6 sm:grid-cols-2">
          <ScoutingList title="Strengths" id="player-strengths" items={scouting.strengths?.filter(Boolean)} />
          <ScoutingList title="Weaknesses" id="player-weaknesses" items={scouting.weaknesses?.filter(Boolean)} />
        </div>
        <div className="grid gap-6 border-t pt-6 sm:grid-cols-2">
          <section aria-labelledby="player-style" className="space-y-2" data-field="style_tags">
            <h3 id="player-style" className="text-sm font-semibold">
              Style
            </h3>
            {styleTags.length ? (
              <ul className="flex flex-wrap gap-1.5">
                {styleTags.map((t) => (
                  <li key={t}>
                    <Badge variant="secondary">{t}</Badge>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="text-sm">{NOT_FOUND}</p>
            )}
          </section>
          <section aria-labelledby="player-role" className="space-y-2" data-field="role_projection">
            <h3 id="player-role" className="text-sm font-semibold">
              Role projection
            </h3>
            <p className="text-sm">{scouting.role_projection || NOT_FOUND}</p>
          </section>
        </div>
      </CardContent>
    </Card>
  );
}
