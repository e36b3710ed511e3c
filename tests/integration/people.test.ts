import { beforeAll, describe, expect, it } from "vitest";
import { deleteDocument } from "@/lib/db/queries/documents";
import { documentsNamingPerson, findPersonCandidates } from "@/lib/db/queries/people";
import { ingestFiles } from "@/lib/documents/ingest";
import type { Coverage } from "@/lib/scouting/types";
import type { ClarificationRequest, PlanProposal, PlayerPreviewEvent } from "@/lib/scouting/workflow/events";
import { createTestUser, dbTarget, withTestDatabase } from "./helpers/db";
import { last, ofType, ScriptedChat } from "./helpers/scouting";

// REQ-PPL-01..03: people are resolved once at ingest, intake resolves the request against them, and
// retrieval reads only the resolved person's documents.

const file = (filename: string, text: string) => ({ filename, bytes: new TextEncoder().encode(text) });

const FAMILY = file(
  "hale-family-feature.md",
  `# Like father, like son\n\nMarcus Hale Jr. is a 6-foot-4 point guard for the Riverton Hawks. His father, Marcus Hale Sr., ` +
    `played center for the Dayton Owls and stood 6-foot-11.\n\nHale Jr. averages 18 points a game. Coaches love his pace.`,
);
const BROOKS = file(
  "brooks-note.md",
  `Scouting note: Jalen Brooks\n\nJalen Brooks is a 6-foot-6 guard for the Omaha Comets. Brooks is an elite passer in transition.`,
);
const CROWD = file(
  "crowd-note.md",
  `Marcus Brooks, a 6-foot-10 center for the Salem Pilots, is a strong rim protector. Brooks weighs 250 pounds.`,
);

describe(`people index and person resolution (${dbTarget})`, () => {
  withTestDatabase();
  let owner: { id: string };
  beforeAll(async () => {
    owner = await createTestUser();
    await ingestFiles(owner.id, [FAMILY, BROOKS, CROWD]);
  });

  it("a familiar form asked alone finds the one person whose given name it shortens (dev15)", async () => {
    const dima = await ingestFiles(owner.id, [file("ironmen-notes.md", "Dmitri Hollis is a defensive end for the Granite Falls Ironmen. Hollis sets the edge.")]);
    expect(dima.errors).toEqual([]);
    const found = await findPersonCandidates({ ownerId: owner.id, key: "dima" });
    expect(found.map((c) => c.key)).toContain("dmitri hollis");
    expect(found.map((c) => c.key)).not.toContain("jalen brooks");
  });

  it("indexes a generational suffix as identity, with its own short form", async () => {
    const [jr] = await findPersonCandidates({ ownerId: owner.id, key: "marcus hale jr" });
    expect(jr).toMatchObject({ key: "marcus hale jr", name: "Marcus Hale Jr." });
    expect(jr.aliases).toContain("hale jr");
    expect(jr.aliases).not.toContain("hale");
  });

  it("a Jr. request resolves to the Jr., never the Sr.", async () => {
    const chat = new ScriptedChat(owner.id);
    const planned = await chat.say("Scouting report on Marcus Hale Jr. please");
    expect(last(ofType<PlanProposal>(planned, "plan_proposal"))).toMatchObject({ player_name: "Marcus Hale Jr.", documents_found: 1 });
    const gathered = await chat.resume({ type: "plan_approval", approved: true });
    const preview = last(ofType<PlayerPreviewEvent>(gathered, "player_preview"));
    // 6-foot-4 (193 cm) is his; 6-foot-11 is his father's.
    expect(preview.player_fields.physical?.height_cm).toBeCloseTo(193, 0);
    expect(preview.player_fields.positions ?? []).not.toContain("C");
  });

  it("a bare name beside its Jr. asks which one, and the bare name picked from the card is the father", async () => {
    const own = await createTestUser();
    await ingestFiles(own.id, [
      file("author-event.md", "Dante Whitfield, the Bayport Mariners linebacker, reads from his book on Friday. His son, Dante Whitfield Jr., is a receiver at Crestline High."),
    ]);
    const chat = new ScriptedChat(own.id);
    const asked = await chat.say("Generate a scouting report for Dante Whitfield");
    const request = last(ofType<ClarificationRequest>(asked, "clarification_request"));
    expect(request.reason).toBe("ambiguous");
    expect(request.choices?.map((c) => c.name).sort()).toEqual(["Dante Whitfield", "Dante Whitfield Jr."]);
    // Before, the picked name was resolved as if typed again and the same card came back.
    const planned = await chat.resume({ type: "clarification", player_name: "Dante Whitfield" });
    expect(ofType<ClarificationRequest>(planned, "clarification_request")).toHaveLength(0);
    expect(last(ofType<PlanProposal>(planned, "plan_proposal")).player_name).toBe("Dante Whitfield");
  });

  it("a bare surname shared by two people asks which one", async () => {
    const chat = new ScriptedChat(owner.id);
    const asked = await chat.say("scout Brooks");
    const request = last(ofType<ClarificationRequest>(asked, "clarification_request"));
    expect(request.reason).toBe("ambiguous");
    expect(request.choices?.map((c) => c.name).sort()).toEqual(["Jalen Brooks", "Marcus Brooks"]);
    const planned = await chat.resume({ type: "clarification", player_name: "Jalen Brooks" });
    expect(last(ofType<PlanProposal>(planned, "plan_proposal")).player_name).toBe("Jalen Brooks");
    const gathered = await chat.resume({ type: "plan_approval", approved: true });
    const preview = last(ofType<PlayerPreviewEvent>(gathered, "player_preview"));
    // The namesake's 6-foot-10 and 250 pounds are never his.
    expect(preview.player_fields.physical?.height_cm).toBeCloseTo(198, 0);
    expect(preview.player_fields.physical?.weight_kg).toBeUndefined();
  });

  it("a shared surname with a team beside it resolves to the one written about with that team", async () => {
    for (const [message, expected] of [
      ["scout Brooks from the Salem Pilots", "Marcus Brooks"],
      ["Brooks of the Comets, full report please", "Jalen Brooks"],
    ]) {
      const planned = await new ScriptedChat(owner.id).say(message);
      expect(ofType<ClarificationRequest>(planned, "clarification_request")).toHaveLength(0);
      expect(last(ofType<PlanProposal>(planned, "plan_proposal")).player_name).toBe(expected);
    }
    // A weekday is not a team: still asked.
    const asked = await new ScriptedChat(owner.id).say("scout Brooks on Saturday");
    expect(last(ofType<ClarificationRequest>(asked, "clarification_request")).reason).toBe("ambiguous");
  });

  it("a slip of one letter resolves to the only player that close", async () => {
    const chat = new ScriptedChat(owner.id);
    const planned = await chat.say("Generate a scouting report for Jalen Brookes");
    expect(last(ofType<PlanProposal>(planned, "plan_proposal")).player_name).toBe("Jalen Brooks");
  });

  it("a farther spelling is not guessed: it is offered as 'did you mean'", async () => {
    const chat = new ScriptedChat(owner.id);
    const asked = await chat.say("Generate a scouting report for Jalen Brookston");
    const request = last(ofType<ClarificationRequest>(asked, "clarification_request"));
    expect(request.reason).toBe("not_found");
    expect(request.choices?.[0]).toMatchObject({ name: "Jalen Brooks", documents: 1 });
    const planned = await chat.resume({ type: "clarification", player_name: request.choices![0].name });
    expect(last(ofType<PlanProposal>(planned, "plan_proposal")).player_name).toBe("Jalen Brooks");
  });

  it("a name in no document says so before the plan; going on gathers nothing", async () => {
    const chat = new ScriptedChat(owner.id);
    const asked = await chat.say("Generate a scouting report for Tobias Wrenfield");
    expect(last(asked).type).toBe("clarification_request");
    expect(last(ofType<ClarificationRequest>(asked, "clarification_request"))).toMatchObject({ reason: "not_found", choices: [] });
    await chat.resume({ type: "clarification", player_name: "Tobias Wrenfield", proceed_anyway: true });
    const gathered = await chat.resume({ type: "plan_approval", approved: true });
    expect(last(ofType<Coverage>(gathered, "coverage_report"))).toMatchObject({ chunk_count: 0, found: [] });
  });

  it("a user with no documents is told to upload before any plan", async () => {
    const empty = await createTestUser();
    const chat = new ScriptedChat(empty.id);
    const asked = await chat.say("Generate a scouting report for Jalen Brooks");
    expect(ofType(asked, "plan_proposal")).toHaveLength(0);
    expect(last(ofType<ClarificationRequest>(asked, "clarification_request")).reason).toBe("no_documents");
  });

  it("deleting a document removes its people", async () => {
    const other = await createTestUser();
    const { documents } = await ingestFiles(other.id, [BROOKS]);
    expect(await documentsNamingPerson({ ownerId: other.id, key: "jalen brooks" })).toEqual([documents[0].id]);
    await deleteDocument({ ownerId: other.id, id: documents[0].id });
    expect(await documentsNamingPerson({ ownerId: other.id, key: "jalen brooks" })).toEqual([]);
    // Owner-scoped: the first user's index is untouched and invisible to the second.
    expect(await findPersonCandidates({ ownerId: other.id, key: "marcus hale jr" })).toEqual([]);
  });
});

// REQ-PPL-06: a scout's quick note that calls players by surname alone.
describe(`a surname typed in lower case with one letter wrong (${dbTarget})`, () => {
  withTestDatabase();
  it("'a rundown on that ondercliff freshman brandvol' is a request for Octavio Brandvold; a reminder naming him is not", async () => {
    const owner = await createTestUser();
    await ingestFiles(owner.id, [file("brandvold.md", "Octavio Brandvold is a 6-foot-5 shooting guard for Ondercliff State. Brandvold shoots 41 percent from three.")]);
    const planned = await new ScriptedChat(owner.id).say("give me a rundown on that ondercliff freshman brandvol");
    expect(last(ofType<PlanProposal>(planned, "plan_proposal")).player_name).toBe("Octavio Brandvold");
    const errand = await new ScriptedChat(owner.id).say("remind me to call brandvol at 3");
    expect(ofType<PlanProposal>(errand, "plan_proposal")).toEqual([]);
  });
});

describe(`notes that name players by surname alone (${dbTarget})`, () => {
  withTestDatabase();
  const FOCUS = file("tully-focus.md", "# Player focus: Rowan Tully\n\nRowan Tully is a left winger for Kelso Pikes. He is 5-foot-9.");
  const VICK = file("vick-focus.md", "# Player focus: Ansel Vick\n\nAnsel Vick is a holding midfielder for Harth Comets.");
  const NOTES = file(
    "quick-notes.md",
    "quick notes, Saturday\n\n**Tully**\n- beats his man 1v1 every time\n- final ball still poor\n\n**Vick**\n- passing range excellent\n- no recovery pace",
  );

  it("reads the note for the one player of that surname, and the other surname's section stays the other's", async () => {
    const owner = await createTestUser();
    await ingestFiles(owner.id, [FOCUS, VICK, NOTES]);
    const chat = new ScriptedChat(owner.id);
    await chat.say("Scouting report on Rowan Tully");
    const gathered = await chat.resume({ type: "plan_approval", approved: true });
    const preview = last(ofType<PlayerPreviewEvent>(gathered, "player_preview"));
    const text = JSON.stringify(preview.player_fields);
    expect(text).toMatch(/1v1/);
    expect(text).toMatch(/final ball/i);
    expect(text).not.toMatch(/passing range|recovery pace/i);
  });

  it("a note headed by his surname in capitals ('R. TULLY — Kelso Pikes — LW') is read too", async () => {
    const owner = await createTestUser();
    const caps = file("tully-scout-notes.txt", "R. TULLY — Kelso Pikes — LW\nseen: KP v Brockhurst (a) 27/1\n\n+ beats his man 1v1 every time\n- final ball still poor");
    await ingestFiles(owner.id, [FOCUS, VICK, caps]);
    const chat = new ScriptedChat(owner.id);
    await chat.say("Scouting report on Rowan Tully");
    const gathered = await chat.resume({ type: "plan_approval", approved: true });
    const preview = last(ofType<PlayerPreviewEvent>(gathered, "player_preview"));
    expect(JSON.stringify(preview.player_fields)).toMatch(/1v1/);
  });

  it("with a namesake of that surname anywhere in the library, the bare surname is nobody's", async () => {
    const owner = await createTestUser();
    const namesake = file("tully-sr.md", "# Player focus: Marcus Tully\n\nMarcus Tully is a centre-back for Harth Comets.");
    await ingestFiles(owner.id, [FOCUS, VICK, NOTES, namesake]);
    const chat = new ScriptedChat(owner.id);
    await chat.say("Scouting report on Rowan Tully");
    const gathered = await chat.resume({ type: "plan_approval", approved: true });
    const preview = last(ofType<PlayerPreviewEvent>(gathered, "player_preview"));
    expect(JSON.stringify(preview.player_fields)).not.toMatch(/1v1|final ball/i);
  });

  it("his own plain full form elsewhere ('Rowan Tully' beside Rowanzo \"Rowan\" Tully) is no namesake", async () => {
    const owner = await createTestUser();
    const nicknamed = file("tully-profile.md", '# Rowanzo "Rowan" Tully\n\nRowanzo "Rowan" Tully is a left winger for Kelso Pikes.');
    await ingestFiles(owner.id, [nicknamed, FOCUS, VICK, NOTES]);
    const chat = new ScriptedChat(owner.id);
    await chat.say("Scouting report on Rowan Tully");
    const gathered = await chat.resume({ type: "plan_approval", approved: true });
    const preview = last(ofType<PlayerPreviewEvent>(gathered, "player_preview"));
    expect(JSON.stringify(preview.player_fields)).toMatch(/1v1/);
  });
});
