import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { listDocuments } from "@/lib/db/queries/documents";
import { withExtractionBudget } from "@/lib/documents/extract-text";
import { ingestFile, ingestFiles } from "@/lib/documents/ingest";
import { readUploadedFiles } from "@/lib/documents/upload-request";
import { env } from "@/lib/env";
import { isAppError } from "@/lib/errors";
import { readJson } from "@/lib/http/body";
import { makeDocx, makePdf, makeZip } from "../fixtures/make-files";
import { createTestUser, dbTarget, withTestDatabase } from "./helpers/db";

// SEC-01 (docs/requirements.md): extraction and request bodies are bounded while they are read.

const documentXml = (body: string) =>
  Buffer.from(`<?xml version="1.0"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${body}</w:body></w:document>`);

const enc = (s: string) => new TextEncoder().encode(s);
const saved = { ...env };

describe(`bounded extraction (${dbTarget})`, () => {
  withTestDatabase();
  let owner: { id: string };
  beforeAll(async () => {
    owner = await createTestUser();
  });
  afterEach(() => Object.assign(env, saved));

  const refused = async (filename: string, bytes: Uint8Array, message: RegExp, code = "payload_too_large:upload") => {
    const before = (await listDocuments({ ownerId: owner.id })).length;
    const rssBefore = process.memoryUsage().rss;
    const outcome = await ingestFile({ ownerId: owner.id, filename, bytes });
    expect(outcome).toHaveProperty("failure");
    if (!("failure" in outcome)) return;
    expect(outcome.failure).toMatchObject({ code });
    expect(outcome.failure.message).toMatch(message);
    expect(await listDocuments({ ownerId: owner.id })).toHaveLength(before);
    // Nothing near the bomb's inflated size was ever held.
    expect(process.memoryUsage().rss - rssBefore).toBeLessThan(120 * 1024 * 1024);
  };

  it("refuses a docx whose document.xml claims to inflate to 210 MB", async () => {
    const bomb = makeZip([{ name: "word/document.xml", data: Buffer.alloc(8 * 1024 * 1024, 0x20), declaredSize: 210 * 1024 * 1024 }]);
    await refused("bomb.docx", bomb, /“bomb\.docx” unpacks to more than the 32 MB limit/);
  });

  it("refuses a docx that lies about its size (inflation is cut off at the claim)", async () => {
    const liar = makeZip([{ name: "word/document.xml", data: Buffer.alloc(200 * 1024 * 1024, 0x20), declaredSize: 900 * 1024 }]);
    await refused("liar.docx", liar, /“liar\.docx” unpacks to more than/);
  });

  it("refuses a docx with 20 MB of XML packed 270:1 (the 73 KB attack file)", async () => {
    const para = "<w:p><w:r><w:t>Marcus Webb scouting line</w:t></w:r></w:p>";
    const xml = documentXml(para.repeat(Math.ceil((20 * 1024 * 1024) / para.length)));
    await refused("dense.docx", makeZip([{ name: "word/document.xml", data: xml }]), /compressed suspiciously tightly/);
  });

  it("refuses text over the per-file character cap, for every kind", async () => {
    env.EXTRACT_MAX_CHARS = 200;
    const long = "Marcus Webb is a point guard with an elite handle. ".repeat(10);
    await refused("long.txt", enc(long), /more than the 200-character text limit per file/);
    await refused("long.md", enc(long), /200-character text limit/);
    await refused("long.pdf", makePdf(Array.from({ length: 6 }, () => "Marcus Webb is a point guard with an elite handle.")), /200-character text limit/);
    await refused("long.docx", await makeDocx([long]), /200-character text limit/);
    await refused("long.html", enc(`<p>${long}</p>`), /200-character text limit/);
    await refused("long.csv", enc(`Player,Note\n${Array.from({ length: 20 }, (_, i) => `P${i},${"x".repeat(20)}`).join("\n")}`), /200-character text limit/);
  });

  it("refuses a CSV over the row or column limit, and an HTML file over its size limit", async () => {
    env.EXTRACT_MAX_CSV_ROWS = 5;
    await refused("rows.csv", enc(`Player,Height\n${Array.from({ length: 10 }, (_, i) => `P${i},200`).join("\n")}`), /more than 5 rows/);
    env.EXTRACT_MAX_CSV_COLUMNS = 3;
    await refused("wide.csv", enc("a,b,c,d\n1,2,3,4\n"), /more than 3 columns/);
    env.EXTRACT_MAX_HTML_BYTES = 1024;
    await refused("big.html", enc(`<p>${"y".repeat(2000)}</p>`), /larger than the 0 MB limit for HTML|limit for HTML/);
  });

  it("a parse that runs past its deadline is stopped and reported, not waited for", async () => {
    env.EXTRACT_TIMEOUT_MS = 1;
    await refused("slow.html", enc("<p>Andre Silva joins the Comets.</p>"), /too large or too complex to read/);
  });

  it("parses in a worker: the event loop keeps ticking during a large docx", async () => {
    const lines = Array.from({ length: 8000 }, (_, i) => `Line ${i}: Darius Cole is an edge rusher with a relentless motor and quick hands.`);
    const docx = await makeDocx(lines);
    let ticks = 0;
    let worstGap = 0;
    let last = Date.now();
    const timer = setInterval(() => {
      ticks++;
      worstGap = Math.max(worstGap, Date.now() - last);
      last = Date.now();
    }, 10);
    const outcome = await ingestFile({ ownerId: owner.id, filename: "large.docx", bytes: docx });
    clearInterval(timer);
    expect(outcome).toHaveProperty("document");
    expect(ticks).toBeGreaterThan(3);
    expect(worstGap).toBeLessThan(1500);
  });

  it("one text budget per request: a file that would pass it is refused, the earlier ones kept", async () => {
    const a = enc(`Andre Kessler note ${"a".repeat(300)}`);
    const b = enc(`Caleb Van Dorn note ${"b".repeat(300)}`);
    const { documents, errors } = await withExtractionBudget(() => ingestFiles(owner.id, [{ filename: "a.txt", bytes: a }, { filename: "b.txt", bytes: b }]), 500);
    expect(documents.map((d) => d.filename)).toEqual(["a.txt"]);
    expect(errors).toMatchObject([{ filename: "b.txt", code: "payload_too_large:upload", message: expect.stringMatching(/per request/) }]);
  });
});

describe("request bodies are cut off as they arrive", () => {
  afterEach(() => Object.assign(env, saved));

  /** A body of `total` bytes with no Content-Length, counting how much the server pulled. */
  function endlessBody(total: number) {
    const state = { pulled: 0 };
    const chunk = new Uint8Array(64 * 1024).fill(0x61);
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (state.pulled >= total) return controller.close();
        state.pulled += chunk.byteLength;
        controller.enqueue(chunk);
      },
    });
    return { stream, state };
  }

  it("a 250 MB chunked multipart upload is refused with 413 after about the request limit", async () => {
    env.UPLOAD_MAX_REQUEST_BYTES = 2 * 1024 * 1024;
    const { stream, state } = endlessBody(250 * 1024 * 1024);
    const req = new Request("http://scout.test/api/documents", {
      method: "POST",
      headers: { "content-type": "multipart/form-data; boundary=xyz" },
      body: stream,
      duplex: "half",
    } as RequestInit);
    const error = await readUploadedFiles(req).catch((e) => e);
    expect(isAppError(error) && error.code).toBe("payload_too_large:upload");
    expect(state.pulled).toBeLessThan(4 * 1024 * 1024);
  });

  it("a 20 MB JSON body is refused with 413 without being read whole", async () => {
    const { stream, state } = endlessBody(20 * 1024 * 1024);
    const req = new Request("http://scout.test/api/chat", { method: "POST", headers: { "content-type": "application/json" }, body: stream, duplex: "half" } as RequestInit);
    const error = await readJson(req, z.object({ message: z.string() }), "chat").catch((e) => e);
    expect(isAppError(error) && error.status).toBe(413);
    expect(state.pulled).toBeLessThan(env.JSON_MAX_BYTES + 256 * 1024);
  });

  it("a declared Content-Length over the limit is refused before reading", async () => {
    const req = new Request("http://scout.test/api/users", { method: "POST", headers: { "content-length": String(10 * 1024 * 1024) }, body: "{}" });
    const error = await readJson(req, z.object({}), "user", 8 * 1024).catch((e) => e);
    expect(isAppError(error) && error.code).toBe("payload_too_large:user");
  });
});
