/** What the rate limiter says about one request. */
export interface RateDecision {
  readonly allowed: boolean;
  readonly limit: number;
  readonly remaining: number;
  /** Epoch second at which the current window ends (`Xmlstats-Api-Reset`). */
  readonly reset: number;
}

/** A per-token fixed-window rate limiter (the service allowed N requests per clock minute). */
export interface RateLimiter {
  take(token: string, nowMs: number): RateDecision;
}

/**
 * A rate limiter allowing `limit` requests per token in each fixed window of `windowSeconds`
 * aligned to the epoch (the service's 6 per minute reset on the minute: FORMAT-NOTES 6). It is
 * the one piece of mutable state the router is handed; the clock comes with each call.
 *
 * @example
 * const limiter = createRateLimiter({ limit: 6, windowSeconds: 60 });
 * limiter.take('token', Date.parse('2015-04-12T11:30:16Z')); // { allowed: true, limit: 6, remaining: 5, reset: 1428838260 }
 */
export function createRateLimiter(options: { readonly limit: number; readonly windowSeconds: number }): RateLimiter {
  const { limit, windowSeconds } = options;
  if (!Number.isInteger(limit) || limit < 1) throw new RangeError(`createRateLimiter: limit must be a positive integer, got ${limit}`);
  if (!Number.isInteger(windowSeconds) || windowSeconds < 1) throw new RangeError(`createRateLimiter: windowSeconds must be a positive integer, got ${windowSeconds}`);
  let window = -1;
  let counts = new Map<string, number>();
  return {
    take(token, nowMs) {
      const current = Math.floor(nowMs / 1000 / windowSeconds);
      if (current !== window) {
        window = current;
        counts = new Map();
      }
      const used = (counts.get(token) ?? 0) + 1;
      counts.set(token, used);
      return { allowed: used <= limit, limit, remaining: Math.max(0, limit - used), reset: (current + 1) * windowSeconds };
    },
  };
}
