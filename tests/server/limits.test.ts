import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startRedis } from "./helpers/redis";
import { AppServer, apiUser } from "./helpers/server";

// Limits are checked on the production server, once with the PostgreSQL limiter and once with
// @upstash/ratelimit on a real redis-server: same requests, same answers.
const dbUrl = process.env.DB_TARGET === "postgres" ? process.env.TEST_DATABASE_URL : undefined;

for (const backend of ["database", "redis"] as const) {
  describe(`limits with the ${backend} limiter (${dbUrl ? "postgres" : "pglite"})`, () => {
    let server: AppServer;
    let redis: { url: string; stop: () => void } | null = null;
    beforeAll(async () => {
      const offset = (dbUrl ? 2 : 0) + (backend === "redis" ? 1 : 0);
      if (backend === "redis") redis = await startRedis(56390 + offset);
      server = new AppServer(3192 + offset, {
        SIGNUPS_PER_IP_PER_HOUR: "4",
        SIGNIN_ATTEMPTS_PER_ACCOUNT: "3",
        // Stands in for a proxy on loopback, so each test can pose as its own client IP (SEC-03).
        TRUST_PROXY: "127.0.0.1,::1",
        ...(dbUrl ? { DATABASE_URL: dbUrl } : {}),
        ...(redis ? { REDIS_URL: redis.url } : {}),
      });
      await server.start();
    }, 120_000);
    afterAll(async () => {
      await server.kill();
      redis?.stop();
    });

    // Runs reach their plan gate in ~100 ms, freeing their slot, so a burst is bounded by the hourly quota;
    // the 3-concurrent refusal itself is pinned down in tests/integration/rate-limits.test.ts.
    it("a burst of 50 chat requests: no more than the quota admitted, the rest 429 with Retry-After, nothing stuck, quota exact", async () => {
      const headers = await apiUser(server.url, `${backend}-burst`);
      const post = (message: string) =>
        fetch(`${server.url}/api/chat`, { method: "POST", headers: { ...headers, "content-type": "application/json" }, body: JSON.stringify({ message }) });
      const burst = await Promise.all(Array.from({ length: 50 }, (_, i) => post(`Scout Jalen Brooks ${i}`)));
      const ok = burst.filter((r) => r.status === 200);
      const refused = burst.filter((r) => r.status === 429);
      expect(ok.length).toBeGreaterThanOrEqual(1);
      expect(ok.length).toBeLessThanOrEqual(10);
      expect(ok.length + refused.length).toBe(50);
      for (const r of refused) {
        expect(Number(r.headers.get("retry-after"))).toBeGreaterThan(0);
        expect((await r.json()).error.code).toMatch(/^rate_limit:(concurrency|scouting)$/);
      }
      await Promise.all(ok.map((r) => r.text()));
      // Every admitted run reached its plan gate: no slot is held, no run is stuck.
      const sessions = (await (await fetch(`${server.url}/api/chat/sessions`, { headers })).json()).sessions as { lastStatus: string }[];
      expect(sessions).toHaveLength(ok.length);
      expect(sessions.map((s) => s.lastStatus)).toEqual(sessions.map(() => "waiting"));

      // The hourly quota (10) counts only admitted requests.
      let admitted = ok.length;
      while (admitted < 10) {
        const res = await post("Scout Andre Kessler");
        expect(res.status).toBe(200);
        await res.text();
        admitted++;
      }
      const over = await post("Scout Andre Kessler");
      expect(over.status).toBe(429);
      expect((await over.json()).error).toMatchObject({ code: "rate_limit:scouting", message: "You can start 10 scouting requests per hour." });
      expect(Number(over.headers.get("retry-after"))).toBeGreaterThan(0);
    }, 120_000);

    it("sign-up is throttled per IP and sign-in per account, with 429 and Retry-After", async () => {
      const signUp = (i: number) =>
        fetch(`${server.url}/api/users`, {
          method: "POST",
          headers: { "content-type": "application/json", "x-forwarded-for": `203.0.113.${backend === "redis" ? 7 : 8}` },
          body: JSON.stringify({ email: `${backend}-${i}-${Date.now()}@scout.test`, password: "correct-horse-battery", name: "Limit" }),
        });
      const statuses = [];
      for (let i = 0; i < 5; i++) statuses.push((await signUp(i)).status);
      expect(statuses).toEqual([201, 201, 201, 201, 429]);

      const email = `${backend}-signin-${Date.now()}@scout.test`;
      await fetch(`${server.url}/api/users`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ email, password: "correct-horse-battery", name: "Limit" }) });
      const attempt = async (password: string) => {
        const csrf = await fetch(`${server.url}/api/auth/csrf`);
        const cookie = csrf.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");
        const { csrfToken } = await csrf.json();
        return fetch(`${server.url}/api/auth/callback/credentials`, {
          method: "POST",
          redirect: "manual",
          headers: { "content-type": "application/x-www-form-urlencoded", cookie },
          body: new URLSearchParams({ csrfToken, email, password }),
        });
      };
      for (let i = 0; i < 3; i++) expect((await attempt("wrong-password")).status).toBe(302);
      const blocked = await attempt("correct-horse-battery");
      expect(blocked.status).toBe(429);
      expect(Number(blocked.headers.get("retry-after"))).toBeGreaterThan(0);
    }, 60_000);
  });
}
