import "server-only";
import { createHash } from "node:crypto";
import { Ratelimit } from "@upstash/ratelimit";
import type Redis from "ioredis";
import type { Limiter, LimitResult } from "./types";

const sha1 = (s: string) => createHash("sha1").update(s).digest("hex");

/**
 * The part of the Upstash Redis client @upstash/ratelimit uses, over a plain Redis server (ioredis).
 * Redis 7.0 rejects the `#!lua flags=allow-key-locking` first line of its scripts, so it is stripped;
 * the stripped script's SHA is remembered so later calls use EVALSHA.
 */
export class IoRedisAdapter {
  private readonly shas = new Map<string, string>();
  constructor(private readonly redis: Redis) {}

  private static strip(script: string) {
    return script.replace(/^#!lua[^\n]*\n/, "");
  }

  async eval(script: string, keys: string[], args: unknown[]) {
    const body = IoRedisAdapter.strip(script);
    this.shas.set(sha1(script), sha1(body));
    return this.redis.eval(body, keys.length, ...keys, ...(args as (string | number)[]));
  }

  async evalsha(hash: string, keys: string[], args: unknown[]) {
    const sha = this.shas.get(hash);
    if (!sha) throw new Error("NOSCRIPT No matching script");
    return this.redis.evalsha(sha, keys.length, ...keys, ...(args as (string | number)[]));
  }

  async get(key: string) {
    return this.redis.get(key);
  }

  async set(key: string, value: string) {
    return this.redis.set(key, value);
  }
}

export class RedisLimiter implements Limiter {
  private readonly ratelimit: Ratelimit;
  constructor(
    redis: IoRedisAdapter,
    readonly prefix: string,
    readonly max: number,
    readonly windowMs: number,
  ) {
    this.ratelimit = new Ratelimit({
      redis: redis as unknown as ConstructorParameters<typeof Ratelimit>[0]["redis"],
      limiter: Ratelimit.fixedWindow(max, `${windowMs} ms`),
      prefix: `scout:${prefix}`,
      ephemeralCache: false,
      analytics: false,
    });
  }

  async hit(key: string): Promise<LimitResult> {
    const r = await this.ratelimit.limit(key);
    return { success: r.success, limit: r.limit, remaining: r.remaining, reset: r.reset };
  }
}
