import { randomUUID } from "node:crypto";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { makeDocx, makeZip } from "../fixtures/make-files";
import { AppServer, apiUser, signInCookie } from "./helpers/server";

// SEC-10: every case of the attack run (issue 10) replayed against the production build. After each
// case the server must still answer /api/health and its resident memory (the whole process group) may
// have grown by at most RSS_GROWTH over its size after start-up: well below what the attacks used to
// cost (1.2 GB for the chunked upload, a fatal heap for the bomb).
const dbUrl = process.env.DB_TARGET === "postgres" ? process.env.TEST_DATABASE_URL : undefined;
const MB = 1024 * 1024;
const RSS_GROWTH = 400 * MB;
const PASSWORD = "correct-horse-battery";

const server = new AppServer(3196 + (dbUrl ? 1 : 0), {
  SIGNIN_ATTEMPTS_PER_ACCOUNT: "3",
  SIGNIN_ATTEMPTS_PER_IP: "40",
  SIGNUPS_PER_IP_PER_HOUR: "20",
  SHUTDOWN_GRACE_MS: "10000",
  ...(dbUrl ? { DATABASE_URL: dbUrl } : {}),
});

async function upload(headers: Record<string, string>, filename: string, bytes: Uint8Array) {
  const form = new FormData();
  form.append("files", new Blob([new Uint8Array(bytes)]), filename);
  return fetch(`${server.url}/api/documents`, { method: "POST", headers, body: form });
}

async function signUp(email: string, extra: Record<string, string> = {}) {
  return fetch(`${server.url}/api/users`, { method: "POST", headers: { "content-type": "application/json", ...extra }, body: JSON.stringify({ email, password: PASSWORD, name: "Abuse Test" }) });
}

const freshEmail = (label: string) => `${label}-${randomUUID().slice(0, 8)}@scout.test`;

describe(`abuse suite against the production build (${dbUrl ? "postgres" : "pglite"})`, () => {
  let alice: Record<string, string>;
  let peakRss = 0;
  let baselineRss = 0;
  beforeAll(async () => {
    await server.start();
    alice = await apiUser(server.url, "alice");
    baselineRss = server.rssBytes();
  }, 120_000);
  afterAll(async () => {
    console.info(`abuse suite: server RSS ${Math.round(baselineRss / MB)} MB after start, peak ${Math.round(peakRss / MB)} MB (growth bound ${RSS_GROWTH / MB} MB)`);
    if (server.pid) await server.kill();
  });
  afterEach(async (ctx) => {
    if (!server.pid || ctx.task.name.startsWith("SIGTERM")) return;
    const health = await fetch(`${server.url}/api/health`, { signal: AbortSignal.timeout(10_000) });
    expect(health.status, "server still answers /api/health").toBe(200);
    const rss = server.rssBytes();
    peakRss = Math.max(peakRss, rss);
    expect(rss - baselineRss, `server RSS growth after "${ctx.task.name}"`).toBeLessThan(RSS_GROWTH);
  });

  // ---- 1. Bombs, oversize bodies, stalls ----
  it("1a. a docx whose document.xml inflates to 210 MB is refused (413), the server lives", async () => {
    const bomb = makeZip([{ name: "word/document.xml", data: Buffer.alloc(210 * 1024 * 1024, 0x20) }]);
    const res = await upload(alice, "bomb.docx", bomb);
    expect(res.status).toBe(413);
    expect((await res.json()).error.files[0].message).toMatch(/unpacks to more than/);
    // The same bomb claiming to be small is cut off while inflating.
    const liar = makeZip([{ name: "word/document.xml", data: Buffer.alloc(210 * 1024 * 1024, 0x20), declaredSize: 1000 }]);
    expect((await upload(alice, "liar.docx", liar)).status).toBe(413);
  });

  it("1b. a 73 KB docx with 20 MB of XML is refused, not turned into 20,000 chunks", async () => {
    const para = "<w:p><w:r><w:t>Marcus Webb scouting line</w:t></w:r></w:p>";
    const xml = Buffer.from(`<?xml version="1.0"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${para.repeat(Math.ceil((20 * 1024 * 1024) / para.length))}</w:body></w:document>`);
    const res = await upload(alice, "dense.docx", makeZip([{ name: "word/document.xml", data: xml }]));
    expect(res.status).toBe(413);
  });

  it("1c. a 250 MB chunked upload without Content-Length is cut off at the request limit", async () => {
    const total = 250 * 1024 * 1024;
    const chunk = new Uint8Array(256 * 1024).fill(0x61);
    let sent = 0;
    const head = new TextEncoder().encode('--b\r\nContent-Disposition: form-data; name="files"; filename="big.txt"\r\nContent-Type: text/plain\r\n\r\n');
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(head);
      },
      pull(controller) {
        if (sent >= total) return controller.close();
        sent += chunk.byteLength;
        controller.enqueue(chunk);
      },
    });
    let status: number | "closed";
    try {
      const res = await fetch(`${server.url}/api/documents`, {
        method: "POST",
        headers: { ...alice, "content-type": "multipart/form-data; boundary=b" },
        body,
        duplex: "half",
      } as RequestInit);
      status = res.status;
      await res.text().catch(() => "");
    } catch {
      // The server may close the connection while we are still sending: also a refusal.
      status = "closed";
    }
    expect([413, "closed"]).toContain(status);
    expect(sent).toBeLessThan(total);
  });

  it("1d. a 20 MB JSON body to /api/chat is refused with 413", async () => {
    const res = await fetch(`${server.url}/api/chat`, {
      method: "POST",
      headers: { ...alice, "content-type": "application/json" },
      body: JSON.stringify({ message: "x".repeat(20 * 1024 * 1024) }),
    });
    expect(res.status).toBe(413);
  });

  it("1d'. a 5 MB form to the sign-in callback is refused before Auth.js reads it", async () => {
    const res = await fetch(`${server.url}/api/auth/callback/credentials`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ email: "a@b.test", password: "p".repeat(5 * 1024 * 1024) }),
    });
    expect(res.status).toBe(413);
  });

  it("1e. a large legitimate upload does not stall another user's requests", async () => {
    const bob = await apiUser(server.url, "bob");
    const lines = Array.from({ length: 9000 }, (_, i) => `Line ${i}: Darius Cole is an edge rusher with a relentless motor and quick hands off the snap.`);
    const big = await makeDocx(lines);
    const uploading = upload(alice, "large.docx", big);
    const latencies: number[] = [];
    for (let i = 0; i < 6; i++) {
      const t = Date.now();
      expect((await fetch(`${server.url}/api/documents`, { headers: bob })).status).toBe(200);
      latencies.push(Date.now() - t);
      await new Promise((r) => setTimeout(r, 150));
    }
    expect((await uploading).status).toBe(201);
    expect(Math.max(...latencies)).toBeLessThan(5000);
  });

  // ---- 2. Sign-in throttle ----
  it("2. a locked account stays locked via a trailing slash and via a second email field", async () => {
    const victim = freshEmail("victim");
    expect((await signUp(victim)).status).toBe(201);
    for (let i = 0; i < 3; i++) expect((await signInCookie(server.url, victim, "wrong-password")).res.status).toBe(302);

    const slash = await signInCookie(server.url, victim, PASSWORD, { path: "/api/auth/callback/credentials/" });
    expect(slash.res.status).toBe(429);
    expect(slash.session).toBe(false);

    const twice = await signInCookie(server.url, victim, PASSWORD, { extra: [["email", freshEmail("decoy")], ["email", victim], ["password", PASSWORD]] });
    expect(twice.res.status).toBe(429);
    expect(twice.session).toBe(false);
    const twiceOther = await signInCookie(server.url, victim, PASSWORD, { extra: [["email", victim], ["email", freshEmail("decoy")], ["password", PASSWORD]] });
    expect(twiceOther.session).toBe(false);
  });

  // ---- 4. Open redirect ----
  it("4. callbackUrl tricks never leave the origin", async () => {
    for (const target of ["/%5Cevil.example", "/%09/evil.example", "//evil.example"]) {
      const page = await (await fetch(`${server.url}/sign-in?callbackUrl=${target}`)).text();
      expect(page, target).toMatch(/name="callbackUrl" value="\/chat"/);
    }
    const email = freshEmail("redirect");
    await signUp(email);
    for (const callbackUrl of ["/\\evil.example", "/\t/evil.example", "https://evil.example/"]) {
      const signedIn = await signInCookie(server.url, email, PASSWORD, { extra: [["email", email], ["password", PASSWORD], ["callbackUrl", callbackUrl]] });
      const location = new URL(signedIn.res.headers.get("location") ?? "", server.url);
      // Auth.js may name this server "localhost": either spelling of our own address is fine.
      expect(["127.0.0.1", "localhost"], callbackUrl).toContain(location.hostname);
      expect(location.port).toBe(new URL(server.url).port);
      expect(location.href).not.toMatch(/evil/);
    }
  });

  // ---- 5. Odd input ----
  it("5. NUL bytes are 422 everywhere, odd Origins are 403, never 500", async () => {
    const json = { ...alice, "content-type": "application/json" };
    expect((await fetch(`${server.url}/api/search?q=a%00b`, { headers: alice })).status).toBe(422);
    expect((await fetch(`${server.url}/api/chat`, { method: "POST", headers: json, body: JSON.stringify({ message: "Scout \u0000 Brooks" }) })).status).toBe(422);
    expect((await fetch(`${server.url}/api/keys`, { method: "POST", headers: json, body: JSON.stringify({ name: "k\u0000" }) })).status).toBe(422);
    const nulName = await fetch(`${server.url}/api/users`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ email: freshEmail("nul"), password: PASSWORD, name: "N\u0000" }) });
    expect(nulName.status).toBe(422);
    const chat = await fetch(`${server.url}/api/chat`, { method: "POST", headers: { ...json, accept: "application/json" }, body: JSON.stringify({ message: "Scout Jalen Brooks" }) });
    const { sessionId } = (await chat.json()) as { sessionId: string };
    expect((await fetch(`${server.url}/api/chat/sessions/${sessionId}`, { method: "PATCH", headers: json, body: JSON.stringify({ title: "t\u0000" }) })).status).toBe(422);

    const email = freshEmail("origin");
    await signUp(email);
    const { cookie } = await signInCookie(server.url, email, PASSWORD);
    const port = new URL(server.url).port;
    const write = (origin: string) =>
      fetch(`${server.url}/api/keys`, { method: "POST", headers: { cookie, origin, "content-type": "application/json" }, body: JSON.stringify({ name: "origin test" }) });
    for (const origin of ["null", `http://127.0.0.1:${port}.evil.com`, `https://127.0.0.1:${port}`, "http://evil.example", "::::"]) {
      expect((await write(origin)).status, origin).toBe(403);
    }
    expect((await write(server.url)).status).toBe(201);
  });

  // ---- 6. Sign-out ----
  it("6. the old session token stops working after sign-out", async () => {
    const email = freshEmail("signout");
    await signUp(email);
    const { cookie, csrfToken } = await signInCookie(server.url, email, PASSWORD);
    expect((await fetch(`${server.url}/api/keys`, { headers: { cookie } })).status).toBe(200);
    const out = await fetch(`${server.url}/api/auth/signout`, {
      method: "POST",
      redirect: "manual",
      headers: { cookie, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ csrfToken }),
    });
    expect(out.status).toBe(302);
    // The attacker kept a copy of the cookie from before the sign-out.
    expect((await fetch(`${server.url}/api/keys`, { headers: { cookie } })).status).toBe(401);
    const page = await fetch(`${server.url}/chat`, { headers: { cookie }, redirect: "manual" });
    expect(page.status).toBe(307);
    expect(page.headers.get("location")).toMatch(/\/sign-in/);
  });

  // ---- 9. Smaller ----
  it("9. other users' pages are real 404s; scripts need a nonce; long and RTL file names behave", async () => {
    const email = freshEmail("pages");
    await signUp(email);
    const { cookie } = await signInCookie(server.url, email, PASSWORD);
    for (const path of [`/players/${randomUUID()}`, `/reports/${randomUUID()}`, "/players/not-a-uuid"]) {
      expect((await fetch(`${server.url}${path}`, { headers: { cookie } })).status, path).toBe(404);
    }
    const signInPage = await fetch(`${server.url}/sign-in`);
    const csp = signInPage.headers.get("content-security-policy") ?? "";
    const scriptSrc = csp.split(";").find((d) => d.trim().startsWith("script-src")) ?? "";
    expect(scriptSrc).toMatch(/'nonce-[A-Za-z0-9+/=]+'/);
    expect(scriptSrc).not.toContain("unsafe-inline");
    const nonce = /'nonce-([^']+)'/.exec(scriptSrc)?.[1];
    const html = await signInPage.text();
    const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]);
    expect(scripts.length).toBeGreaterThan(0);
    for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);

    const long = await upload(alice, `${"n".repeat(296)}.txt`, new TextEncoder().encode("Tobias Reyes is a left winger."));
    expect(long.status).toBe(201);
    const rtl = await upload(alice, "scouting\u202Etxt.md", new TextEncoder().encode("Caleb Okafor is a quarterback."));
    expect((await rtl.json()).documents[0].filename).toBe("scoutingtxt.md");
  });

  // ---- 3. Client IP and sign-up enumeration (last: they use up the loopback address's quotas) ----
  it("3. sign-up answers the same for a taken email; X-Forwarded-For does not reset per-IP limits", async () => {
    const taken = freshEmail("taken");
    const first = await signUp(taken);
    const again = await signUp(taken);
    const fresh = await signUp(freshEmail("new"));
    expect([first.status, again.status, fresh.status]).toEqual([201, 201, 201]);
    const [a, b] = [await again.json(), await fresh.json()];
    expect(Object.keys(a)).toEqual(Object.keys(b));
    expect(Object.keys(a.user).sort()).toEqual(Object.keys(b.user).sort());

    let signUpRefused = 0;
    for (let i = 0; i < 25 && !signUpRefused; i++) {
      const res = await signUp(freshEmail("xff"), { "x-forwarded-for": `198.51.100.${i}` });
      if (res.status === 429) signUpRefused = i + 1;
    }
    expect(signUpRefused, "per-IP sign-up limit reached despite a new X-Forwarded-For each time").toBeGreaterThan(0);

    let signInRefused = 0;
    for (let i = 0; i < 45 && !signInRefused; i++) {
      const csrf = await fetch(`${server.url}/api/auth/csrf`);
      const cookie = csrf.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");
      const { csrfToken } = await csrf.json();
      const res = await fetch(`${server.url}/api/auth/callback/credentials`, {
        method: "POST",
        redirect: "manual",
        headers: { cookie, "content-type": "application/x-www-form-urlencoded", "x-forwarded-for": `203.0.113.${i}` },
        body: new URLSearchParams({ csrfToken, email: freshEmail("guess"), password: "guess" }),
      });
      if (res.status === 429) signInRefused = i + 1;
    }
    expect(signInRefused, "per-IP sign-in limit reached despite a new X-Forwarded-For each time").toBeGreaterThan(0);
  });

  it("SIGTERM: the server drains and exits on its own", async () => {
    const { code, signal, ms } = await server.terminate(30_000);
    expect(code === 143 || signal === "SIGTERM" || code === 0).toBe(true);
    expect(ms).toBeLessThan(30_000);
  });
});
