import { beforeAll, describe, expect, it } from "vitest";
import type { PlayerPreviewEvent } from "@/lib/scouting/workflow/events";
import { createTestUser, dbTarget, withTestDatabase } from "./helpers/db";
import { ScriptedChat, last, loadSamples, ofType } from "./helpers/scouting";

const DEBUG = process.env.DUMP_EDITS === "1";
// Issue 9 "edits that obey": a content edit's targets are retrieved and extracted, what is found appears,
// what is not is named; edits compose (a content edit keeps "shorter"); "shorter" keeps the weightiest.

const section = (text: string, title: string) => {
  const start = text.indexOf(`## ${title}`);
  if (start < 0) return "";
  const end = text.indexOf("\n## ", start + 3);
  return text.slice(start, end < 0 ? undefined : end);
};
const bullets = (text: string, title: string) => section(text, title).split("\n").filter((l) => l.startsWith("- "));

describe(`report edits (${dbTarget})`, () => {
  withTestDatabase();
  let ownerId = "";
  beforeAll(async () => {
    ownerId = (await createTestUser()).id;
    await loadSamples(ownerId);
  });

  async function toGate(name: string) {
    const chat = new ScriptedChat(ownerId);
    await chat.say(`Generate a scouting report for ${name}`);
    const events = await chat.resume({ type: "plan_approval", approved: true });
    return { chat, preview: last(ofType<PlayerPreviewEvent>(events, "player_preview")) };
  }
  const edit = async (chat: ScriptedChat, action: "edit_wording" | "edit_content", feedback: string) =>
    last(ofType<PlayerPreviewEvent>(await chat.resume({ type: "player_approval", action, feedback }), "player_preview"));

  it("'shorter' keeps the weightiest strengths and weaknesses and every injury; a later content edit adds stats and contract and stays short", async () => {
    const { chat, preview: full } = await toGate("Jalen Brooks");
    expect(bullets(full.report_text, "Strengths").length).toBeGreaterThan(3);

    const short = await edit(chat, "edit_wording", "Make it shorter");
    expect(short.report_text.length).toBeLessThan(full.report_text.length);
    expect(bullets(short.report_text, "Strengths").length).toBeLessThanOrEqual(3);
    // Free-throw shooting is named by two documents: the heaviest weakness survives the cut.
    expect(section(short.report_text, "Weaknesses / Limitations")).toMatch(/Free-throw shooting/);
    // Injuries are what a short report must keep.
    expect(section(short.report_text, "Risk Notes")).toMatch(/ankle sprain/i);
    expect(section(short.report_text, "Risk Notes")).toMatch(/knee/i);
    expect(section(short.report_text, "Risk Notes")).not.toMatch(/Contract/);

    const moreEvents = await chat.resume({ type: "player_approval", action: "edit_content", feedback: "Add his scoring, rebounding and assist averages and his contract status" });
    const more = last(ofType<PlayerPreviewEvent>(moreEvents, "player_preview"));
    // The transcript gets the user's words and what the revision did, before the new card.
    expect(ofType(moreEvents, "revision")).toEqual([
      { revision: 2, kind: "content", feedback: "Add his scoring, rebounding and assist averages and his contract status", note: expect.stringContaining("Added from your documents: stat line, contract status") },
    ]);
    // What was asked for and is in the documents appears…
    expect(section(more.report_text, "Stats & Measurements")).toMatch(/\d+\.\d points, \d+\.\d rebounds/);
    expect(section(more.report_text, "Risk Notes")).toMatch(/Contract/);
    expect(more.report_text).toMatch(/Added from your documents: stat line, contract status/);
    // …and the earlier wording edit still holds.
    expect(bullets(more.report_text, "Strengths").length).toBeLessThanOrEqual(3);
    expect(more.report_text).toMatch(/Wording edits kept/);
    expect(more.report_text).toContain("Add his scoring, rebounding and assist averages and his contract status");
  });

  it("a content edit asking for what no document states names it in What I couldn't find and in the revision note", async () => {
    const { chat, preview } = await toGate("Jalen Brooks");
    expect(preview.report_text).not.toMatch(/wingspan/i);
    const after = await edit(chat, "edit_content", "Add his wingspan");
    if (DEBUG) console.log(after.report_text);
    expect(section(after.report_text, "What I Couldn't Find")).toMatch(/You asked for wingspan: nothing in your documents states it for Jalen Brooks/);
    expect(after.report_text).toMatch(/Not found in your documents: wingspan/);
    // Nothing was invented: no wingspan value appears as a claim.
    const claims = after.report_text.replace(section(after.report_text, "What I Couldn't Find"), "").replace(/^> .*$/m, "");
    expect(claims).not.toMatch(/wingspan/i);
  });

  it("a content edit naming a skill leads with the statements about it", async () => {
    const { chat, preview } = await toGate("Andre Kessler");
    const firstBefore = bullets(preview.report_text, "Strengths")[0];
    const after = await edit(chat, "edit_content", "More on his pick-and-roll game");
    const first = bullets(after.report_text, "Strengths")[0];
    expect(first).toMatch(/pick-and-roll/i);
    expect(after.report_text).toMatch(/Added from your documents: pick-and-roll\./);
    expect(firstBefore).toBeDefined();
  });
});
