import { describe, expect, it } from "vitest";
import { listAudit } from "@/lib/db/queries/audit";
import { createTestUser, dbTarget, withTestDatabase } from "./helpers/db";
import { loadSamples, ScriptedChat } from "./helpers/scouting";

describe(`audit trail (${dbTarget})`, () => {
  withTestDatabase();

  it("records uploads and saves, per owner only", async () => {
    const user = await createTestUser();
    const other = await createTestUser();
    await loadSamples(user.id, ["jalen-brooks-scouting-note.md"]);
    const chat = new ScriptedChat(user.id);
    await chat.say("Scout Jalen Brooks");
    await chat.resume({ type: "plan_approval", approved: true });
    await chat.resume({ type: "player_approval", action: "approve" });
    const actions = (await listAudit({ ownerId: user.id })).map((a) => a.action);
    expect(actions).toEqual(["player.saved", "document.uploaded"]);
    expect(await listAudit({ ownerId: other.id })).toEqual([]);
  });
});
