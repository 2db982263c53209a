import type { RateDecision, RateLimiter } from './createRateLimiter.js';

/**
 * Counts one request against its key and writes the `Xmlstats-Api-Limit`, `-Remaining` and
 * `-Reset` headers, which every answer carries; a refused request also gets
 * `Retry-After`, the whole seconds until the window resets (at least 1).
 *
 * @example
 * const headers: Record<string, string> = {};
 * takeRateLimit(createRateLimiter({ limit: 6 }), 'token:abc', Date.parse('2015-04-12T11:30:16Z'), headers);
 * headers; // { 'Xmlstats-Api-Limit': '6', 'Xmlstats-Api-Remaining': '5', 'Xmlstats-Api-Reset': '1428838260' }
 */
export function takeRateLimit(limiter: RateLimiter, key: string, receivedAt: number, headers: Record<string, string>): RateDecision {
  const d = limiter.take(key, receivedAt);
  headers['Xmlstats-Api-Limit'] = String(d.limit);
  headers['Xmlstats-Api-Remaining'] = String(d.remaining);
  headers['Xmlstats-Api-Reset'] = String(d.reset);
  if (!d.allowed) headers['Retry-After'] = String(Math.max(1, Math.ceil(d.reset - receivedAt / 1000)));
  return d;
}
