import type { ApiRequest, ApiResponse } from './ApiRequest.js';
import { errorAnswer } from './errorAnswer.js';
import type { RespondOptions } from './respond.js';
import { takeRateLimit } from './takeRateLimit.js';

/**
 * The answer to a request refused before it reaches the router (a missing `Host`, headers too
 * large, a header timeout, a malformed request line): the error object with the same headers as
 * every other answer, `Vary` and the `Xmlstats-Api-*` headers included, counted against the
 * client's key. Adapters call it; `respond` answers everything else.
 *
 * @example
 * respondWithError({ method: 'GET', client: '127.0.0.1', receivedAt: Date.now() }, 431, 'The request headers are too large', { rateLimiter });
 */
export function respondWithError(
  request: Pick<ApiRequest, 'method' | 'client' | 'receivedAt'>,
  status: number,
  description: string,
  options: Pick<RespondOptions, 'rateLimiter' | 'style' | 'compression'>,
): ApiResponse {
  const headers: Record<string, string> = {};
  if (options.compression) headers['Vary'] = 'Accept-Encoding';
  if (options.rateLimiter) takeRateLimit(options.rateLimiter, `client:${request.client ?? ''}`, receivedAtOf('respondWithError', request), headers);
  return errorAnswer(status, description, { method: request.method, format: 'json', style: options.style ?? 'pretty' }, headers);
}

/** The wall-clock instant a rate limiter needs; a TypeError naming the caller when it is missing. */
export function receivedAtOf(caller: string, request: Pick<ApiRequest, 'receivedAt'>): number {
  const at = request.receivedAt;
  if (at === undefined || !Number.isFinite(at)) {
    throw new TypeError(`${caller}: receivedAt (the wall-clock epoch milliseconds of the request) is required with a rateLimiter: the limit's window never runs on the data clock`);
  }
  return at;
}
