import fs from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { loadReportView } from "@/lib/reports/load";
import { checkSupport } from "@/lib/scouting/citation-support";
import type { FinalResponse } from "@/lib/scouting/types";
import type { PlayerPreviewEvent } from "@/lib/scouting/workflow/events";
import { createTestUser, dbTarget, withTestDatabase } from "./helpers/db";
import { ScriptedChat, last, loadSamples, ofType } from "./helpers/scouting";

// Issue 9 "citations you can check": for every sample player, every cited line of the saved report is
// supported by the passages it cites (every number, every name, most of its words), and each citation
// carries the span of its supporting text inside the passage.

const manifest = JSON.parse(fs.readFileSync(path.resolve("samples/manifest.json"), "utf8")) as { players: string[] }[];
const PLAYERS = [...new Set(manifest.flatMap((m) => m.players))];

describe(`citation support on every sample report (${dbTarget})`, () => {
  withTestDatabase();
  let ownerId = "";
  beforeAll(async () => {
    ownerId = (await createTestUser()).id;
    await loadSamples(ownerId);
  });

  it.each(PLAYERS)("%s: every cited line is supported by its passages, with spans", async (player) => {
    const chat = new ScriptedChat(ownerId);
    await chat.say(`Generate a scouting report for ${player}`);
    const gate = await chat.resume({ type: "plan_approval", approved: true });
    const preview = last(ofType<PlayerPreviewEvent>(gate, "player_preview"));
    expect(preview).toBeTruthy();
    const saved = last(ofType<FinalResponse>(await chat.resume({ type: "player_approval", action: "approve" }), "final_response"));
    const view = await loadReportView({ ownerId, id: saved.report_id as string });
    const passages = new Map(view.citations.map((c) => [c.marker, c.text ?? ""]));
    const failures: string[] = [];
    let cited = 0;
    for (const section of view.report.sections) {
      for (const line of section.lines) {
        if (!line.citations.length) continue;
        cited++;
        const texts = line.citations.map((m) => passages.get(m) ?? "");
        const check = checkSupport(line.text, texts, { ignoreNames: [player] });
        if (!check.supported) failures.push(`${section.key}: "${line.text}" ${JSON.stringify({ ...check })}`);
        for (const marker of line.citations) {
          const spans = (line.support ?? []).filter((s) => s.marker === marker);
          if (!spans.length) failures.push(`${section.key}: "${line.text}" has no span for [${marker}]`);
          for (const s of spans) {
            const passage = passages.get(marker) ?? "";
            if (s.start < 0 || s.end > passage.length || s.end <= s.start) failures.push(`${section.key}: span out of range for [${marker}]`);
          }
        }
      }
    }
    expect(failures).toEqual([]);
    // A documented player's report cites something; the measurement values are shown as written.
    if (preview.player_fields.physical?.weight_as_written) expect(preview.report_text).toContain(preview.player_fields.physical.weight_as_written);
    expect(cited).toBeGreaterThan(0);
  });
});
