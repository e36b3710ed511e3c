// npm run scout -- "<request>" [--docs FILE…] [--approve|--reject|--edit-wording TEXT|--edit-content TEXT]
//                  [--hint TEXT…] [--player NAME] [--session ID] [--json]
//        npm run scout -- research "<player>" [--yes] [--url URL…]   (external research, issue 13)
// A thin client of the HTTP API: uploads documents, runs the chat, answers the gates, prints events.
import fs from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { readEvents, type WireEvent } from "@/lib/client/sse";

const USAGE = `Usage: npm run scout -- "<request>" [--docs FILE…] [--approve | --reject | --edit-wording TEXT | --edit-content TEXT]
                     [--hint TEXT…] [--player NAME] [--session ID] [--json]
Environment: SCOUT_URL (default http://localhost:3000), SCOUT_API_KEY (create one under Settings → API keys).
Without --approve or --reject the run stops at the player gate: nothing is saved without your approval.
To answer a waiting run later: npm run scout -- --session ID --approve
External research: npm run scout -- research "Jalen Brooks" [--yes] [--url URL…]. Without --yes nothing
internal (profile, documents) leaves: the brief is written from outside text alone on the rules engine.`;

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    docs: { type: "string", multiple: true },
    approve: { type: "boolean" },
    reject: { type: "boolean" },
    "edit-wording": { type: "string" },
    "edit-content": { type: "string" },
    hint: { type: "string", multiple: true },
    player: { type: "string" },
    session: { type: "string" },
    json: { type: "boolean" },
    yes: { type: "boolean", short: "y" },
    url: { type: "string", multiple: true },
    help: { type: "boolean", short: "h" },
  },
});

const baseUrl = (process.env.SCOUT_URL ?? "http://localhost:3000").replace(/\/$/, "");
const apiKey = process.env.SCOUT_API_KEY;
// `research <player>` is a chat message the research capability claims (RES-09).
const researching = positionals[0] === "research";
const request = researching ? `research ${positionals.slice(1).join(" ").trim()} externally ${(values.url ?? []).join(" ")}`.trim() : positionals.join(" ").trim();
if (values.help || (!request && !values.session)) {
  console.log(USAGE);
  process.exit(values.help ? 0 : 2);
}
if (!apiKey) {
  console.error("SCOUT_API_KEY is not set. Create a key under Settings → API keys.");
  process.exit(2);
}
if (values.approve && values.reject) {
  console.error("Choose one of --approve and --reject.");
  process.exit(2);
}

const auth = { authorization: `Bearer ${apiKey}` };
const out = (line: string) => process.stdout.write(`${line}\n`);

async function fail(res: Response): Promise<never> {
  const body = (await res.json().catch(() => ({}))) as { error?: { message?: string; fields?: Record<string, string[]> } };
  console.error(`Error ${res.status}: ${body.error?.message ?? res.statusText}`);
  for (const [field, msgs] of Object.entries(body.error?.fields ?? {})) console.error(`  ${field}: ${msgs.join("; ")}`);
  process.exit(1);
}

async function upload(files: string[]) {
  const form = new FormData();
  for (const file of files) form.append("files", new Blob([fs.readFileSync(file)]), path.basename(file));
  const res = await fetch(`${baseUrl}/api/documents`, { method: "POST", headers: auth, body: form });
  if (!res.ok) await fail(res);
  const body = (await res.json()) as { documents: { filename: string; chunkCount: number }[]; errors: { message: string }[] };
  for (const d of body.documents) out(values.json ? JSON.stringify({ type: "uploaded", data: d }) : `uploaded ${d.filename} (${d.chunkCount} passages)`);
  for (const e of body.errors) console.error(`skipped: ${e.message}`);
}

function print(event: WireEvent) {
  if (values.json) return out(JSON.stringify(event));
  const d = event.data as Record<string, unknown>;
  switch (event.type) {
    case "session":
      return out(`session ${d.session_id}`);
    case "step":
      return d.status === "completed" ? out(`  ✓ ${d.node} (${d.duration_ms} ms)`) : undefined;
    case "plan_proposal":
      return out(`plan for ${d.player_name} (${d.sport_guess}):\n${(d.plan_steps as string[]).map((s, i) => `  ${i + 1}. ${s}`).join("\n")}\n  hints: ${(d.query_hints as string[]).join(", ") || "none"}`);
    case "coverage_report":
      return out(`coverage: ${d.confidence} · found ${(d.found as string[]).join(", ") || "nothing"} · missing ${(d.missing as string[]).join(", ") || "nothing"} · ${d.chunk_count} passages`);
    case "player_preview":
      return out(`\nplayer card:\n${JSON.stringify(d.player_fields, null, 2)}\n\nsummary:\n${(d.report_summary as string[]).map((s) => `  • ${s}`).join("\n")}`);
    case "warning":
      return out(`warning: ${d.message}`);
    case "error":
      return console.error(`error: ${d.message}`);
    case "clarification_request":
    case "assistant_message":
      return out(String(d.message));
    case "research_consent":
      return out(`consent needed to research ${d.player_name} externally:\n${(d.items as { what: string; to: string }[]).map((i) => `  • ${i.what} → ${i.to}`).join("\n")}`);
    case "research_source":
      return out(`  ${d.status} ${d.title}${d.reason ? ` (${d.reason})` : ""}${d.tokens ? ` · ${d.tokens} tokens` : ""}`);
    case "research_brief": {
      const facts = d.facts as { kind: string; field: string; value: string; profileValue: string | null; source: { title: string; url: string; license: string } }[];
      return out(`\nresearch brief v${d.version} (id ${d.brief_id}):\n${d.narrative}\n${facts.map((f) => `  • ${f.kind} ${f.field}: ${f.value}${f.profileValue ? ` (profile: ${f.profileValue})` : ""} — ${f.source.title} <${f.source.url}> ${f.source.license}`).join("\n")}`);
    }
    case "final_response":
      return out(`\n${d.scouting_report ?? ""}\n\n${d.saved ? `saved: player ${d.player_record_id}, report ${d.report_id}` : `not saved${d.message ? `: ${d.message}` : ""}`}`);
  }
}

/** Sends one request and prints its stream; returns the event that ended it. */
async function turn(url: string, body: unknown): Promise<{ last: WireEvent | null; sessionId: string | null }> {
  const res = await fetch(url, { method: "POST", headers: { ...auth, "content-type": "application/json", accept: "text/event-stream" }, body: JSON.stringify(body) });
  if (!res.ok || !res.body) await fail(res);
  let last: WireEvent | null = null;
  for await (const event of readEvents(res.body as ReadableStream<Uint8Array>)) {
    print(event);
    last = event;
  }
  return { last, sessionId: res.headers.get("x-session-id") };
}

/** The gate a session is waiting on, from its replayed events (no new message sent). */
async function pendingGate(session: string): Promise<WireEvent | null> {
  const res = await fetch(`${baseUrl}/api/chat/${session}/events?follow=0`, { headers: auth });
  if (!res.ok || !res.body) await fail(res);
  let last: WireEvent | null = null;
  for await (const event of readEvents(res.body as ReadableStream<Uint8Array>)) last = event;
  if (last) print(last);
  return last;
}

if (values.docs?.length) await upload(values.docs);
let last: WireEvent | null;
let sessionId: string | null = values.session ?? null;
if (request) ({ last, sessionId } = await turn(`${baseUrl}/api/chat`, { message: request, ...(values.session ? { session_id: values.session } : {}) }));
else last = await pendingGate(sessionId as string);
const resume = (payload: unknown) => turn(`${baseUrl}/api/chat/${sessionId}/resume/`, payload);
const edits = [
  ...(values["edit-wording"] ? [{ action: "edit_wording", feedback: values["edit-wording"] }] : []),
  ...(values["edit-content"] ? [{ action: "edit_content", feedback: values["edit-content"] }] : []),
];
const decision = values.approve ? "approve" : values.reject ? "reject" : null;

while (last) {
  if (last.type === "clarification_request") {
    if (!values.player) {
      console.error("Scout needs the player's name: run again with --player NAME.");
      process.exit(3);
    }
    ({ last } = await resume({ type: "clarification", player_name: values.player }));
  } else if (last.type === "plan_proposal") {
    const proposed = (last.data.query_hints as string[]) ?? [];
    const hints = values.hint?.length ? [...new Set([...proposed, ...values.hint])].slice(0, 10) : undefined;
    ({ last } = await resume({ type: "plan_approval", approved: true, ...(hints ? { query_hints: hints } : {}) }));
  } else if (last.type === "research_consent") {
    // RES-05: internal text leaves only with --yes; otherwise the brief uses outside text alone.
    if (!values.yes) out("No --yes: declining; the brief is written from outside text alone on the rules engine.");
    ({ last } = await resume({ type: "research_consent", approved: Boolean(values.yes) }));
  } else if (last.type === "player_preview") {
    const next = edits.shift() ?? (decision ? { action: decision } : null);
    if (!next) {
      out(`\nWaiting for your decision. Resume with --session ${sessionId} and --approve or --reject.`);
      break;
    }
    ({ last } = await resume({ type: "player_approval", ...next }));
  } else {
    process.exit(last.type === "error" ? 1 : 0);
  }
}
