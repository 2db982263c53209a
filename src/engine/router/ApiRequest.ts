/**
 * A request as the router sees it: method, the path with its query string, and headers with
 * lower-case names. Adapters (Fetch, Node's http) build it from their own request objects.
 *
 * @example
 * const request: ApiRequest = { method: 'GET', url: '/mlb/standings/20190502.json', headers: {} };
 */
export interface ApiRequest {
  readonly method: string;
  /** Path and query, as sent: `/mlb/results/boston-red-sox.json?last=5`. */
  readonly url: string;
  readonly headers: { readonly [lowerCaseName: string]: string | undefined };
}

/**
 * The router's answer: status, headers (names as the service sent them) and the body text
 * (empty for HEAD and 304).
 *
 * @example
 * const r: ApiResponse = { status: 200, headers: { 'Content-Type': 'application/json' }, body: '{ }' };
 */
export interface ApiResponse {
  readonly status: number;
  readonly headers: { readonly [name: string]: string };
  readonly body: string;
  /** The body as UTF-8 bytes, what an adapter should send (empty for HEAD and 304). */
  readonly bytes: Uint8Array;
}
