import "server-only";
import { lt, sql } from "drizzle-orm";
import { getDb, type Db } from "@/lib/db/client";
import { rateLimitCounters } from "@/lib/db/schema";
import type { Limiter, LimitResult } from "./types";

/**
 * Fixed-window counter in PostgreSQL: one atomic upsert per hit, so several app instances share the
 * count exactly. Same semantics as @upstash/ratelimit's fixedWindow.
 */
export class PostgresLimiter implements Limiter {
  constructor(
    readonly prefix: string,
    readonly max: number,
    readonly windowMs: number,
    // Inside a PGlite transaction every statement must go through that transaction.
    private readonly executor?: () => Promise<Db>,
  ) {}

  async hit(key: string, now = Date.now()): Promise<LimitResult> {
    const db = await (this.executor ?? getDb)();
    const windowStart = Math.floor(now / this.windowMs) * this.windowMs;
    const [row] = await db
      .insert(rateLimitCounters)
      .values({ key: `${this.prefix}:${key}`, windowStart, count: 1 })
      .onConflictDoUpdate({ target: [rateLimitCounters.key, rateLimitCounters.windowStart], set: { count: sql`${rateLimitCounters.count} + 1` } })
      .returning({ count: rateLimitCounters.count });
    // Old windows are garbage; sweep them now and then rather than on every hit.
    if (Math.random() < 0.01) await db.delete(rateLimitCounters).where(lt(rateLimitCounters.windowStart, now - 2 * 24 * 3600 * 1000));
    return { success: row.count <= this.max, limit: this.max, remaining: Math.max(0, this.max - row.count), reset: windowStart + this.windowMs };
  }
}
