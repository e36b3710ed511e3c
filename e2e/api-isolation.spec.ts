import { expect, test } from "@playwright/test";
import { bearerFor, newAccount, signUpViaApi } from "./helpers/accounts";

// Two users over real HTTP: B must see none of A's objects on any route.
test.describe("two-user isolation over HTTP", () => {
  test("user B gets 404 for each of A's documents and search never returns A's chunks", async ({ playwright, baseURL }) => {
    const a = await playwright.request.newContext({ baseURL });
    const b = await playwright.request.newContext({ baseURL });
    await signUpViaApi(a, newAccount("Alice"));
    await signUpViaApi(b, newAccount("Bob"));

    const upload = await a.post("/api/documents", {
      multipart: { files: { name: "secret-note.md", mimeType: "text/markdown", buffer: Buffer.from("# Zephyr Quinlan\n\nZephyr Quinlan is a 6'7\" wing with a 7-foot wingspan.") } },
    });
    expect(upload.status()).toBe(201);
    const [doc] = (await upload.json()).documents;
    const aKeys = await bearerFor(a);
    const keyList = await (await a.get("/api/keys")).json();

    // Every document route, with B's cookie and with B's API key.
    const bBearer = await bearerFor(b);
    for (const headers of [{}, bBearer]) {
      expect((await b.get(`/api/documents/${doc.id}`, { headers })).status()).toBe(404);
      expect((await b.delete(`/api/documents/${doc.id}`, { headers })).status()).toBe(404);
      expect((await b.delete(`/api/keys/${keyList.apiKeys[0].id}`, { headers })).status()).toBe(404);
      const list = await (await b.get("/api/documents", { headers })).json();
      expect(list.documents).toEqual([]);
      const search = await (await b.get("/api/search?q=Zephyr%20Quinlan%20wingspan", { headers })).json();
      expect(search.results).toEqual([]);
    }
    // A still has everything, through the cookie and through A's key.
    expect((await a.get(`/api/documents/${doc.id}`)).status()).toBe(200);
    const own = await (await a.get("/api/search?q=Zephyr%20Quinlan", { headers: aKeys })).json();
    expect(own.results[0].chunkId).toBe(`${doc.id}:0`);
  });

  test("unauthenticated and revoked-key requests are refused with 401", async ({ playwright, baseURL }) => {
    const anon = await playwright.request.newContext({ baseURL });
    for (const path of ["/api/documents", "/api/keys", "/api/search?q=x"]) {
      const res = await anon.get(path);
      expect(res.status()).toBe(401);
      expect((await res.json()).error.code).toBe("unauthorized:auth");
    }
    const user = await playwright.request.newContext({ baseURL });
    await signUpViaApi(user);
    const headers = await bearerFor(user);
    expect((await anon.get("/api/documents", { headers })).status()).toBe(200);
    const { apiKeys } = await (await user.get("/api/keys")).json();
    for (const k of apiKeys) expect((await user.delete(`/api/keys/${k.id}`)).status()).toBe(204);
    expect((await anon.get("/api/documents", { headers })).status()).toBe(401);
  });

  test("sign-up validates input and answers a taken email exactly like a new one; wrong passwords get a generic error", async ({ playwright, baseURL }) => {
    const ctx = await playwright.request.newContext({ baseURL });
    const bad = await ctx.post("/api/users", { data: { email: "nope", password: "short", name: "" } });
    expect(bad.status()).toBe(422);
    const body = await bad.json();
    expect(Object.keys(body.error.fields).sort()).toEqual(["email", "name", "password"]);
    const account = await signUpViaApi(ctx);
    // SEC-03: no account enumeration through sign-up.
    const dup = await ctx.post("/api/users", { data: account });
    expect(dup.status()).toBe(201);
    const other = await ctx.post("/api/users", { data: { ...account, email: `new-${account.email}` } });
    expect(Object.keys(await dup.json()).sort()).toEqual(Object.keys(await other.json()).sort());
    const malformed = await ctx.post("/api/users", { data: Buffer.from("{not json"), headers: { "content-type": "application/json" } });
    expect(malformed.status()).toBe(400);

    const fresh = await playwright.request.newContext({ baseURL });
    const { csrfToken } = await (await fresh.get("/api/auth/csrf")).json();
    const wrong = await fresh.post("/api/auth/callback/credentials", {
      form: { csrfToken, email: account.email, password: "wrong-password" },
      maxRedirects: 0,
    });
    expect(wrong.headers().location).toContain("error=CredentialsSignin");
    expect((await fresh.get("/api/documents")).status()).toBe(401);
  });

  test("security headers are on every response, and errors never carry internals", async ({ playwright, baseURL }) => {
    const ctx = await playwright.request.newContext({ baseURL });
    for (const path of ["/sign-in", "/api/health", "/api/documents"]) {
      const headers = (await ctx.get(path)).headers();
      expect(headers["content-security-policy"], path).toContain("frame-ancestors 'none'");
      expect(headers["x-content-type-options"]).toBe("nosniff");
      expect(headers["x-frame-options"]).toBe("DENY");
      expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
      expect(headers["x-powered-by"]).toBeUndefined();
    }
    await signUpViaApi(ctx);
    const bad = await ctx.get("/api/documents/not-a-uuid");
    expect(bad.status()).toBe(404);
    const body = await bad.text();
    expect(body).not.toMatch(/at .*\.(ts|js):\d+|stack|node_modules/i);
  });

  test("cross-origin cookie writes are refused", async ({ playwright, baseURL }) => {
    const ctx = await playwright.request.newContext({ baseURL });
    await signUpViaApi(ctx);
    const res = await ctx.post("/api/keys", { data: { name: "x" }, headers: { origin: "https://evil.example" } });
    expect(res.status()).toBe(403);
  });
});
