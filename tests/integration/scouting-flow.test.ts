import { beforeAll, describe, expect, it } from "vitest";
import { getPlayer, getReport, listPlayers } from "@/lib/db/queries/players";
import { MESSAGES } from "@/lib/scouting/messages";
import { onTrace } from "@/lib/scouting/workflow/trace";
import type { Coverage, FinalResponse } from "@/lib/scouting/types";
import type { PlanProposal, PlayerPreviewEvent } from "@/lib/scouting/workflow/events";
import { createTestUser, dbTarget, withTestDatabase } from "./helpers/db";
import { last, loadSamples, ofType, ScriptedChat } from "./helpers/scouting";

describe(`scouting workflow, rules engine (${dbTarget})`, () => {
  withTestDatabase();
  let owner: { id: string };
  beforeAll(async () => {
    owner = await createTestUser();
    await loadSamples(owner.id);
  });

  it("test_full_scouting_flow_approve: approve at both gates saves one player and its report", async () => {
    const traces: string[] = [];
    const stop = onTrace((p) => traces.push(p));
    const chat = new ScriptedChat(owner.id);
    const first = await chat.say("Generate a scouting report for Jalen Brooks");
    expect(first[0].type).toBe("session");
    const proposal = last(ofType<PlanProposal>(first, "plan_proposal"));
    expect(proposal.player_name).toBe("Jalen Brooks");
    expect(proposal.sport_guess).toBe("nba");
    expect(proposal.plan_steps.length).toBeGreaterThanOrEqual(4);
    expect(proposal.plan_steps.length).toBeLessThanOrEqual(7);
    expect(last(first).type).toBe("plan_proposal");
    expect((await chat.run())?.status).toBe("waiting");

    const second = await chat.resume({ type: "plan_approval", approved: true });
    const coverage = last(ofType<Coverage>(second, "coverage_report"));
    expect(coverage.found).toEqual(expect.arrayContaining(["positions", "height", "weight", "strengths"]));
    expect(coverage.chunk_count).toBeGreaterThan(0);
    expect(coverage.chunk_count).toBeLessThanOrEqual(40);
    const preview = last(ofType<PlayerPreviewEvent>(second, "player_preview"));
    expect(preview.player_fields.display_name).toBe("Jalen Brooks");
    expect(preview.player_fields.physical?.height_cm).toBe(205.7); // 6'9" kept to 0.1 cm (issue 9), not rounded
    expect(preview.report_summary.length).toBeGreaterThanOrEqual(5);
    expect(preview.report_summary.length).toBeLessThanOrEqual(8);
    expect(preview.report_text).toContain("## Strengths");
    expect(ofType(second, "step").map((s) => `${s.node}:${s.status}`)).toEqual(
      expect.arrayContaining(["queries:completed", "retrieval:completed", "extraction:completed", "composition:completed", "preview:completed"]),
    );

    const third = await chat.resume({ type: "player_approval", action: "approve" });
    const final = last(ofType<FinalResponse>(third, "final_response"));
    expect(last(third).type).toBe("final_response");
    expect(final.saved).toBe(true);
    expect(final.player_record_id).toBeTruthy();
    expect(final.report_id).toBeTruthy();
    expect(final.scouting_report).toContain("Jalen Brooks");
    const { player, reports } = await getPlayer({ ownerId: owner.id, id: final.player_record_id as string });
    expect(player.latestReportId).toBe(final.report_id);
    expect(reports).toHaveLength(1);
    const run = await chat.run();
    expect(run?.status).toBe("completed");
    expect(run?.stepTimings.map((t) => t.node)).toEqual(expect.arrayContaining(["intake", "plan", "retrieval", "write", "response"]));
    stop();
    expect(traces).toEqual([
      "scouting_workflow_start",
      "plan_generated",
      "queries_built",
      "evidence_retrieved",
      "fields_extracted",
      "report_composed",
      "player_created",
    ]);
  });

  it("test_full_scouting_flow_reject: reject at the player gate returns the report unsaved", async () => {
    const before = (await listPlayers({ ownerId: owner.id })).total;
    const chat = new ScriptedChat(owner.id);
    await chat.say("Scout Andre Kessler");
    await chat.resume({ type: "plan_approval", approved: true });
    const done = await chat.resume({ type: "player_approval", action: "reject" });
    const final = last(ofType<FinalResponse>(done, "final_response"));
    expect(final).toMatchObject({ saved: false, player_record_id: null, report_id: null });
    expect(final.scouting_report).toContain("Andre Kessler");
    expect((await listPlayers({ ownerId: owner.id })).total).toBe(before);
  });

  it("test_edit_wording_loop: edit_wording re-runs composition only and returns to the gate", async () => {
    const chat = new ScriptedChat(owner.id);
    await chat.say("Generate a scouting report for Jalen Brooks");
    const first = await chat.resume({ type: "plan_approval", approved: true });
    const before = last(ofType<PlayerPreviewEvent>(first, "player_preview"));
    const edited = await chat.resume({ type: "player_approval", action: "edit_wording", feedback: "Make it shorter and more concise" });
    const nodes = ofType<{ node: string; status: string }>(edited, "step").filter((s) => s.status === "started").map((s) => s.node);
    expect(nodes).toEqual(["composition", "preview"]);
    const after = last(ofType<PlayerPreviewEvent>(edited, "player_preview"));
    expect(after.report_text.length).toBeLessThan(before.report_text.length);
    expect(last(edited).type).toBe("player_preview");
  });

  it("test_edit_content_loop: edit_content re-runs from build_queries with the feedback", async () => {
    const chat = new ScriptedChat(owner.id);
    await chat.say("Generate a scouting report for Jalen Brooks");
    await chat.resume({ type: "plan_approval", approved: true });
    const edited = await chat.resume({ type: "player_approval", action: "edit_content", feedback: "Check his injury history" });
    const nodes = ofType<{ node: string; status: string }>(edited, "step").filter((s) => s.status === "started").map((s) => s.node);
    expect(nodes).toEqual(["queries", "retrieval", "extraction", "composition", "preview"]);
    expect(last(edited).type).toBe("player_preview");
    const final = await chat.resume({ type: "player_approval", action: "approve" });
    expect(last(ofType<FinalResponse>(final, "final_response")).saved).toBe(true);
  });

  it("test_low_confidence_warning: little evidence warns, and proceeding still works", async () => {
    const chat = new ScriptedChat(owner.id);
    // A name in no document is said before the plan (REQ-PPL-02); the user may go on anyway.
    const asked = await chat.say("Generate a scouting report for Quentin Marlowe");
    expect(last(asked)).toMatchObject({ type: "clarification_request", data: { reason: "not_found", requested_name: "Quentin Marlowe" } });
    const planned = await chat.resume({ type: "clarification", player_name: "Quentin Marlowe", proceed_anyway: true });
    expect(last(ofType<PlanProposal>(planned, "plan_proposal"))).toMatchObject({ player_name: "Quentin Marlowe", documents_found: 0 });
    const gathered = await chat.resume({ type: "plan_approval", approved: true });
    // Nothing about another player is gathered for a name no document contains.
    expect(last(ofType<Coverage>(gathered, "coverage_report")).chunk_count).toBe(0);
    expect(last(ofType<Coverage>(gathered, "coverage_report")).confidence).toBe("low");
    expect(ofType<{ message: string }>(gathered, "warning").map((w) => w.message)).toContain(MESSAGES.lowConfidence);
    const done = await chat.resume({ type: "player_approval", action: "reject" });
    expect(last(done).type).toBe("final_response");
  });

  it("asks for a name when none is given, then continues with the answer", async () => {
    const chat = new ScriptedChat(owner.id);
    const asked = await chat.say("Create a player analysis");
    expect(last(asked)).toMatchObject({ type: "clarification_request", data: { message: MESSAGES.playerNameNotFound } });
    const planned = await chat.resume({ type: "clarification", player_name: "kofi adjei-mensah" });
    const proposal = last(ofType<PlanProposal>(planned, "plan_proposal"));
    expect(proposal.player_name).toBe("Kofi Adjei-Mensah");
    expect(proposal.sport_guess).toBe("soccer");
  });

  it("answers a non-scouting message with a short reply, not an error", async () => {
    const chat = new ScriptedChat(owner.id);
    const events = await chat.say("hello, what can you do?");
    expect(events.map((e) => e.type)).toEqual(["session", "step", "step", "assistant_message"]);
    expect(String(last(events).data.message)).toContain("scouting report");
  });

  it("refuses a resume for a gate the run is not waiting on", async () => {
    const chat = new ScriptedChat(owner.id);
    await chat.say("Generate a scouting report for Jalen Brooks");
    await expect(chat.resume({ type: "player_approval", action: "approve" })).rejects.toMatchObject({ status: 409 });
    const other = await createTestUser();
    const { resumeRun } = await import("@/lib/scouting/runner");
    await expect(resumeRun({ ownerId: other.id, sessionId: chat.sessionId as string, payload: { type: "plan_approval", approved: true } })).rejects.toMatchObject({ status: 404 });
  });

  it("plan edits change the queries used", async () => {
    const queriesOf = (events: { type: string; data: Record<string, unknown> }[]) =>
      ofType<{ node: string; status: string; detail?: { queries: string[] } }>(events as never, "step").find((s) => s.node === "queries" && s.status === "completed")?.detail?.queries;
    const plain = new ScriptedChat(owner.id);
    await plain.say("Generate a scouting report for Jalen Brooks");
    const asProposed = queriesOf(await plain.resume({ type: "plan_approval", approved: true }));
    const edited = new ScriptedChat(owner.id);
    await edited.say("Generate a scouting report for Jalen Brooks");
    const withEdits = queriesOf(await edited.resume({ type: "plan_approval", approved: true, query_hints: ["pick and roll defense"] }));
    expect(asProposed).not.toContain("Jalen Brooks pick and roll defense");
    expect(withEdits).toContain("Jalen Brooks pick and roll defense");
    expect(withEdits?.slice(0, 3)).toEqual(["Jalen Brooks", "Jalen Brooks strengths weaknesses", "Jalen Brooks height weight position"]);
  });

  it("the saved report is readable and owner-scoped", async () => {
    const { players } = await listPlayers({ ownerId: owner.id });
    const saved = players.find((p) => p.latestReportId);
    expect(saved).toBeTruthy();
    const { report } = await getReport({ ownerId: owner.id, id: saved?.latestReportId as string });
    expect(report.reportText).toContain("## Snapshot");
    const stranger = await createTestUser();
    await expect(getReport({ ownerId: stranger.id, id: saved?.latestReportId as string })).rejects.toMatchObject({ status: 404 });
    await expect(getPlayer({ ownerId: stranger.id, id: saved?.id as string })).rejects.toMatchObject({ status: 404 });
  });
});

describe(`chat sessions list (${dbTarget})`, () => {
  withTestDatabase();

  it("shows each session's latest run status", async () => {
    const { listSessions } = await import("@/lib/db/queries/chat");
    const user = await createTestUser();
    const chat = new ScriptedChat(user.id);
    await chat.say("Scout Jalen Brooks");
    const other = new ScriptedChat(user.id);
    await other.say("hello");
    const statuses = Object.fromEntries((await listSessions({ ownerId: user.id })).map((s) => [s.id, s.lastStatus]));
    expect(statuses).toEqual({ [chat.sessionId as string]: "waiting", [other.sessionId as string]: "completed" });
  });
});
