import { beforeAll, describe, expect, it } from "vitest";
import { ingestFiles } from "@/lib/documents/ingest";
import { loadReportView } from "@/lib/reports/load";
import type { FinalResponse } from "@/lib/scouting/types";
import type { PlayerPreviewEvent } from "@/lib/scouting/workflow/events";
import { createTestUser, dbTarget, withTestDatabase } from "./helpers/db";
import { ScriptedChat, last, ofType } from "./helpers/scouting";

// REQ-PPL-05, REQ-EVD: a long depth chart titled "Kessler City Ironclads Depth Chart" lists him in a later
// passage that never names the team. Retrieval picks that passage, not the title's; the team the title gives
// his row is still his, cited to the title's passage, which joins the evidence (it had been dropped as
// unsupported by the passage it was cited to).

const file = (filename: string, text: string) => ({ filename, bytes: new TextEncoder().encode(text) });
const filler = (unit: string) =>
  Array.from({ length: 14 }, (_, i) => `| ${unit} | Reserve Player${String.fromCharCode(65 + i)} Okoro | Backup Player${String.fromCharCode(65 + i)} Lund |`).join("\n");
const CHART = [
  "# Kessler City Ironclads Depth Chart",
  "",
  "Week 17, updated Dec. 28, 2025. Unofficial, compiled by the Kessler City Ironclads media relations staff.",
  "",
  "## Offense",
  "",
  "| Pos | Starter | 2nd |",
  "|---|---|---|",
  filler("WR"),
  "",
  "## Special teams",
  "",
  "| Pos | Starter | 2nd |",
  "|---|---|---|",
  filler("KR"),
  "",
  "## Roster notes",
  "",
  "| No. | Name | Pos | Ht | Wt | College |",
  "|---|---|---|---|---|---|",
  "| 94 | Booker Lindqvist | DE | 6-5 | 268 | Tallis Tech |",
].join("\n");

describe(`a team named only in a document's title (${dbTarget})`, () => {
  withTestDatabase();
  let ownerId = "";
  beforeAll(async () => {
    ownerId = (await createTestUser()).id;
    await ingestFiles(ownerId, [file("ironclads-depth-chart.md", CHART)]);
  });

  it("is his team, cited to the title's passage", async () => {
    const chat = new ScriptedChat(ownerId);
    await chat.say("Generate a scouting report for Booker Lindqvist");
    const gate = await chat.resume({ type: "plan_approval", approved: true });
    const preview = last(ofType<PlayerPreviewEvent>(gate, "player_preview"));
    expect(preview.player_fields.teams, JSON.stringify(preview.player_fields)).toContain("Kessler City Ironclads");
    const saved = last(ofType<FinalResponse>(await chat.resume({ type: "player_approval", action: "approve" }), "final_response"));
    const view = await loadReportView({ ownerId, id: saved.report_id as string });
    const cites = (marker: number) => view.citations.find((c) => c.marker === marker)?.text ?? "";
    const teamLine = view.report.sections.flatMap((s) => s.lines).find((l) => l.text.includes("Kessler City Ironclads"));
    expect(teamLine?.citations.some((m) => cites(m).includes("# Kessler City Ironclads Depth Chart"))).toBe(true);
  });
});
