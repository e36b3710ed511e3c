import "server-only";
import { env } from "@/lib/env";
import { AppError } from "@/lib/errors";
import type { Db } from "@/lib/db/client";
import { PEER_HEADER, parseTrustProxy, resolveClientIp } from "@/lib/http/client-ip";
import { PostgresLimiter } from "./postgres";
import { IoRedisAdapter, RedisLimiter } from "./redis";
import type { Limiter } from "./types";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

// Every limit of the product, in one table (seed 000 §7.3 and the per-user/IP/auth limits).
export const LIMITS = {
  scouting: { max: env.SCOUTING_REQUESTS_PER_HOUR, windowMs: HOUR, message: `You can start ${env.SCOUTING_REQUESTS_PER_HOUR} scouting requests per hour.` },
  api: { max: env.API_REQUESTS_PER_MINUTE, windowMs: MINUTE, message: "Too many requests. Please slow down." },
  ip: { max: env.IP_REQUESTS_PER_MINUTE, windowMs: MINUTE, message: "Too many requests from your network. Please slow down." },
  signInIp: { max: env.SIGNIN_ATTEMPTS_PER_IP, windowMs: 15 * MINUTE, message: "Too many sign-in attempts. Please wait and try again." },
  signInAccount: { max: env.SIGNIN_ATTEMPTS_PER_ACCOUNT, windowMs: 15 * MINUTE, message: "Too many sign-in attempts. Please wait and try again." },
  signUpIp: { max: env.SIGNUPS_PER_IP_PER_HOUR, windowMs: HOUR, message: "Too many accounts created from your network. Please try again later." },
} as const;
export type LimitName = keyof typeof LIMITS;

const globalForLimits = globalThis as unknown as { __scoutRedis?: IoRedisAdapter | null };

async function redis(): Promise<IoRedisAdapter | null> {
  if (globalForLimits.__scoutRedis !== undefined) return globalForLimits.__scoutRedis;
  if (!env.REDIS_URL) return (globalForLimits.__scoutRedis = null);
  const { default: Redis } = await import("ioredis");
  globalForLimits.__scoutRedis = new IoRedisAdapter(new Redis(env.REDIS_URL, { maxRetriesPerRequest: 2, lazyConnect: false }));
  return globalForLimits.__scoutRedis;
}

/** The limiter for a named limit: Redis through @upstash/ratelimit when configured, else PostgreSQL. */
export async function limiter(name: LimitName, executor?: () => Promise<Db>): Promise<Limiter> {
  const { max, windowMs } = LIMITS[name];
  const r = await redis();
  return r ? new RedisLimiter(r, name, max, windowMs) : new PostgresLimiter(name, max, windowMs, executor);
}

/** Counts one hit; over the limit → 429 with Retry-After and the limit's message. */
export async function enforce(name: LimitName, key: string, executor?: () => Promise<Db>) {
  const result = await (await limiter(name, executor)).hit(key);
  if (!result.success) {
    throw new AppError(`rate_limit:${name}`, LIMITS[name].message, { retryAfter: Math.max(1, (result.reset - Date.now()) / 1000) });
  }
  return result;
}

const trustProxy = parseTrustProxy(env.TRUST_PROXY);

/** The client's address: the socket peer, or what trusted proxies report (SEC-03, TRUST_PROXY). */
export function clientIp(headers: Headers): string {
  return resolveClientIp(headers.get(PEER_HEADER), headers.get("x-forwarded-for"), trustProxy);
}
