export type LimitResult = { success: boolean; limit: number; remaining: number; reset: number };

/** A fixed-window limiter: at most `max` hits per key in each window of `windowMs`. */
export interface Limiter {
  readonly max: number;
  readonly windowMs: number;
  hit(key: string): Promise<LimitResult>;
}
