/**
 * A request as the router sees it: method, the path with its query string, and headers with
 * lower-case names. Adapters (Fetch, Node's http) build it from their own request objects.
 *
 * @example
 * const request: ApiRequest = { method: 'GET', url: '/mlb/standings/20190502.json', headers: {} };
 */
export interface ApiRequest {
  readonly method: string;
  /**
   * The request target as sent: origin form `/mlb/results/boston-red-sox.json?last=5`, or the
   * absolute form `https://host/mlb/results/boston-red-sox.json?last=5` (answered alike).
   */
  readonly url: string;
  /** Header values by lower-case name; a repeated header may come as a list (Node's `IncomingHttpHeaders` fits). */
  readonly headers: { readonly [lowerCaseName: string]: string | readonly string[] | undefined };
  /**
   * Who sent it, for the rate limit of requests without a valid token (the Node server passes
   * the remote address); requests without one share a single count.
   */
  readonly client?: string | undefined;
  /**
   * When it arrived, in epoch milliseconds on the host's wall clock: the rate limit's window runs
   * on it, never on the data clock. Required when `respond` is given a limiter.
   */
  readonly receivedAt?: number | undefined;
}

/**
 * The router's answer: status, headers (names as the service sent them), the body text (empty
 * for HEAD and 304) and the bytes to send (compressed when `Content-Encoding` says so).
 *
 * @example
 * const body = '{ }';
 * const r: ApiResponse = { status: 200, headers: { 'Content-Type': 'application/json' }, body, bytes: new TextEncoder().encode(body) };
 */
export interface ApiResponse {
  readonly status: number;
  readonly headers: { readonly [name: string]: string };
  readonly body: string;
  /**
   * What an adapter should send: the body as UTF-8 bytes, or those bytes in the coding named by
   * `Content-Encoding`; empty for HEAD and 304. An answer of at most 64 kB that is not memoized
   * (`cache: false`, or `me`) is a view into a buffer of 512 kB shared with other such answers, as
   * Node's pooled Buffers are (D179, D187): read or copy the view itself (its `byteOffset` and
   * `length`), and to hand the bytes to a worker by transfer, transfer a copy (`bytes.slice()`),
   * never `bytes.buffer`: the rest of that buffer holds other answers (and zeros where none is
   * written yet, D191). An
   * answer held keeps its buffer alive: to keep a few for long, keep copies.
   */
  readonly bytes: Uint8Array;
}
