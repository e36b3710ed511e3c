import { describe, expect, it } from "vitest";
import { getSession, renameSession } from "@/lib/db/queries/chat";
import { createTestUser, dbTarget, withTestDatabase } from "./helpers/db";
import { loadSamples, ScriptedChat } from "./helpers/scouting";

const titleOf = async (ownerId: string, chat: ScriptedChat) => (await getSession({ ownerId, id: chat.sessionId as string })).title;

describe(`chat titles from the resolved player (${dbTarget})`, () => {
  withTestDatabase();

  it("names the chat after the player and the kind of request once the plan names them", async () => {
    const user = await createTestUser();
    await loadSamples(user.id, ["jalen-brooks-scouting-note.md", "kofi-adjei-mensah-scouting-note.txt"]);
    const chat = new ScriptedChat(user.id);
    await chat.say("hello, what can you do?");
    expect(await titleOf(user.id, chat)).toBe("hello, what can you do?");
    await chat.say("scout kofi adjei-mensah's strengths and weaknesses");
    expect(await titleOf(user.id, chat)).toBe("Kofi Adjei-Mensah: strengths and weaknesses");
    // A later request in the same chat does not rename it.
    await chat.say("Generate a scouting report for Jalen Brooks");
    expect(await titleOf(user.id, chat)).toBe("Kofi Adjei-Mensah: strengths and weaknesses");
  });

  it("keeps a name the user gave the chat", async () => {
    const user = await createTestUser();
    await loadSamples(user.id, ["jalen-brooks-scouting-note.md"]);
    const chat = new ScriptedChat(user.id);
    await chat.say("what can you do?");
    await renameSession({ ownerId: user.id, id: chat.sessionId as string, title: "Draft board" });
    await chat.say("Generate a scouting report for Jalen Brooks");
    expect(await titleOf(user.id, chat)).toBe("Draft board");
  });
});
