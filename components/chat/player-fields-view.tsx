import { formatHeight, formatWeight } from "@/lib/reports/format";
import type { PlayerFields } from "@/lib/scouting/types";

/** The structured player card fields (FR-05 shape), shared by the chat preview. */
export function PlayerFieldsView({ fields }: { fields: PlayerFields }) {
  const rows: [string, React.ReactNode][] = [
    ["Sport", fields.sport],
    ["Positions", fields.positions?.join(", ")],
    ["Teams", fields.teams?.join(", ")],
    ["League", fields.league],
    ["Height", formatHeight(fields.physical?.height_cm, fields.physical?.height_as_written)],
    ["Weight", formatWeight(fields.physical?.weight_kg, fields.physical?.weight_as_written)],
    ["Strengths", fields.scouting?.strengths?.join("; ")],
    ["Weaknesses", fields.scouting?.weaknesses?.join("; ")],
    ["Style", fields.scouting?.style_tags?.join(", ")],
    ["Role projection", fields.scouting?.role_projection],
  ];
  return (
    <dl className="grid grid-cols-1 gap-x-4 gap-y-2 text-sm sm:grid-cols-[8rem_1fr]" data-testid="player-fields">
      {rows
        .filter(([, v]) => v)
        .map(([k, v]) => (
          <div key={k} className="contents">
            <dt className="text-muted-foreground">{k}</dt>
            <dd className="break-words font-medium">{v}</dd>
          </div>
        ))}
    </dl>
  );
}
