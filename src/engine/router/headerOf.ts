import type { ApiRequest } from './ApiRequest.js';

/**
 * One request header as text: a repeated header (an array, as Node gives `set-cookie`) joined
 * with `, ` as HTTP combines field lines (RFC 9110 5.3); undefined when absent.
 *
 * @example
 * headerOf({ method: 'GET', url: '/', headers: { 'accept-encoding': ['gzip', 'br'] } }, 'accept-encoding'); // 'gzip, br'
 */
export function headerOf(request: ApiRequest, lowerCaseName: string): string | undefined {
  const value = request.headers[lowerCaseName];
  return value === undefined || typeof value === 'string' ? value : value.join(', ');
}
