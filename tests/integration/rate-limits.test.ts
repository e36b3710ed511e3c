import Redis from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/lib/db/client";
import { workflowRuns } from "@/lib/db/schema";
import { listEvents } from "@/lib/db/queries/chat";
import { PostgresLimiter } from "@/lib/rate-limit/postgres";
import { IoRedisAdapter, RedisLimiter } from "@/lib/rate-limit/redis";
import type { Limiter } from "@/lib/rate-limit/types";
import { startRun } from "@/lib/scouting/runner";
import { startRedis } from "../server/helpers/redis";
import { createTestUser, dbTarget, useTestDatabase } from "./helpers/db";
import { ScriptedChat } from "./helpers/scouting";

describe(`rate limits (${dbTarget})`, () => {
  let close: () => Promise<void>;
  let redis: { url: string; stop: () => void };
  let client: Redis;
  beforeAll(async () => {
    close = (await useTestDatabase()).close;
    redis = await startRedis(56379 + (dbTarget === "postgres" ? 1 : 0));
    client = new Redis(redis.url);
  });
  afterAll(async () => {
    client.disconnect();
    redis.stop();
    await close();
  });

  const kinds: [string, (prefix: string, max: number, windowMs: number) => Limiter][] = [
    ["postgres", (p, max, w) => new PostgresLimiter(p, max, w)],
    ["redis (@upstash/ratelimit)", (p, max, w) => new RedisLimiter(new IoRedisAdapter(client), p, max, w)],
  ];

  it.each(kinds)("%s: exactly `max` of a concurrent burst succeed, with the same reset for all", async (_name, make) => {
    const limiter = make(`burst-${Math.random()}`, 10, 60_000);
    const results = await Promise.all(Array.from({ length: 50 }, () => limiter.hit("user-1")));
    expect(results.filter((r) => r.success)).toHaveLength(10);
    expect(new Set(results.map((r) => Math.round(r.reset / 1000))).size).toBe(1);
    expect(results.filter((r) => !r.success).every((r) => r.remaining === 0)).toBe(true);
    // Another key has its own budget.
    expect((await limiter.hit("user-2")).success).toBe(true);
  });

  it.each(kinds)("%s: a new window restores the budget", async (_name, make) => {
    // Fixed windows are aligned to the clock: start right after a boundary, so a busy machine cannot
    // push the third hit into the next window.
    const windowMs = 1000;
    await new Promise((r) => setTimeout(r, windowMs - (Date.now() % windowMs) + 20));
    const limiter = make(`window-${Math.random()}`, 2, windowMs);
    expect((await limiter.hit("k")).success).toBe(true);
    expect((await limiter.hit("k")).success).toBe(true);
    expect((await limiter.hit("k")).success).toBe(false);
    await new Promise((r) => setTimeout(r, windowMs + 50));
    expect((await limiter.hit("k")).success).toBe(true);
  });

  it("refuses a fourth concurrent workflow with 429, and a stale run releases its slot", async () => {
    const user = await createTestUser();
    const chat = new ScriptedChat(user.id);
    await chat.say("hello");
    const db = await getDb();
    const busy = await db
      .insert(workflowRuns)
      .values(Array.from({ length: 3 }, () => ({ ownerId: user.id, sessionId: chat.sessionId as string, requestText: "busy", status: "running" })))
      .returning({ id: workflowRuns.id });
    await expect(startRun({ ownerId: user.id, message: "Scout Jalen Brooks" })).rejects.toMatchObject({ status: 429, code: "rate_limit:concurrency" });
    // A refused message leaves no empty chat behind.
    const { listSessions } = await import("@/lib/db/queries/chat");
    expect(await listSessions({ ownerId: user.id })).toHaveLength(1);

    const { eq } = await import("drizzle-orm");
    await db.update(workflowRuns).set({ heartbeatAt: new Date(Date.now() - 60 * 60 * 1000) }).where(eq(workflowRuns.id, busy[0].id));
    const started = await startRun({ ownerId: user.id, message: "Scout Jalen Brooks" });
    expect(started.runId).toBeTruthy();
    const [stale] = await db.select().from(workflowRuns).where(eq(workflowRuns.id, busy[0].id));
    expect(stale.status).toBe("failed");
    const events = await listEvents({ ownerId: user.id, sessionId: chat.sessionId as string });
    expect(events.at(-1)).toMatchObject({ type: "error", runId: busy[0].id });
  });
});
