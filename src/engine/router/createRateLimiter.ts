/** What the rate limiter says about one request. */
export interface RateDecision {
  readonly allowed: boolean;
  /** `Xmlstats-Api-Limit`: requests allowed in a window (2147483647 when unlimited). */
  readonly limit: number;
  /** `Xmlstats-Api-Remaining`: requests left in this window after this one. */
  readonly remaining: number;
  /** `Xmlstats-Api-Reset`: the epoch second at which the current window ends. */
  readonly reset: number;
}

/**
 * A fixed-window rate limiter keyed by client (a token, or an address). Every request is one
 * `take`, given the instant it arrived on the host's wall clock: the window never runs on the
 * data clock `now`.
 */
export interface RateLimiter {
  take(key: string, wallClockMs: number): RateDecision;
}

/** Options of {@link createRateLimiter}. */
export interface RateLimiterOptions {
  /** Requests per key and window: a positive integer up to 2147483647, or `Infinity` for no limit. */
  readonly limit: number;
  /** Length of a window in seconds, windows aligned to the epoch (default 60: the service's clock minute). */
  readonly windowSeconds?: number;
}

/** The largest value a signed 32-bit integer holds: what typed clients decode the headers into. */
export const MAX_HEADER_VALUE = 2_147_483_647;

/**
 * A rate limiter allowing `limit` requests per key in each fixed window of `windowSeconds`
 * aligned to the epoch (the service's 6 per minute reset on the minute). It is
 * the one piece of mutable state the router is handed; the wall-clock instant comes with each
 * call. `limit: Infinity` refuses nothing and counts nothing, yet answers honestly: the limit
 * and what remains are the largest a 32-bit client can hold, and the reset is the end of the
 * current window (D39).
 *
 * @example
 * const limiter = createRateLimiter({ limit: 6, windowSeconds: 60 });
 * limiter.take('token:abc', Date.parse('2015-04-12T11:30:16Z')); // { allowed: true, limit: 6, remaining: 5, reset: 1428838260 }
 */
export function createRateLimiter(options: RateLimiterOptions): RateLimiter {
  const { limit } = options;
  const windowSeconds = options.windowSeconds ?? 60;
  if (limit !== Infinity && (!Number.isInteger(limit) || limit < 1 || limit > MAX_HEADER_VALUE)) {
    throw new RangeError(`createRateLimiter: limit must be an integer from 1 to ${MAX_HEADER_VALUE} or Infinity, got ${limit}`);
  }
  if (!Number.isInteger(windowSeconds) || windowSeconds < 1 || windowSeconds > 86_400) {
    throw new RangeError(`createRateLimiter: windowSeconds must be an integer from 1 to 86400, got ${windowSeconds}`);
  }
  const windowOf = (wallClockMs: number, caller: string) => {
    if (!Number.isFinite(wallClockMs)) throw new RangeError(`${caller}: the wall clock must be a finite epoch millisecond value, got ${wallClockMs}`);
    return Math.floor(wallClockMs / 1000 / windowSeconds);
  };
  if (limit === Infinity) {
    return {
      take(_key, wallClockMs) {
        const reset = (windowOf(wallClockMs, 'RateLimiter.take') + 1) * windowSeconds;
        return { allowed: true, limit: MAX_HEADER_VALUE, remaining: MAX_HEADER_VALUE, reset };
      },
    };
  }
  let window = -Infinity;
  let counts = new Map<string, number>();
  return {
    take(key, wallClockMs) {
      const current = windowOf(wallClockMs, 'RateLimiter.take');
      if (current !== window) {
        // A new window forgets every count (a clock stepping back starts one too): memory is
        // bounded by the keys seen in one window.
        window = current;
        counts = new Map();
      }
      const used = (counts.get(key) ?? 0) + 1;
      counts.set(key, used);
      return { allowed: used <= limit, limit, remaining: Math.max(0, limit - used), reset: (current + 1) * windowSeconds };
    },
  };
}
