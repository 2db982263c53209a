import { connect } from 'node:net';

/** One exchange on a fresh connection: the request bytes as a client wrote them, the response as it arrived. */
export interface RawExchange {
  /** The request bytes sent, exactly. */
  readonly request: string;
  /** `HTTP/1.1` of the status line. */
  readonly version: string;
  readonly status: number;
  readonly reason: string;
  /** Every response header line as received: raw name and value, repeated headers kept, in order. */
  readonly headerLines: readonly (readonly [name: string, value: string])[];
  /** The head (status line and headers) exactly as received, CRLFs included. */
  readonly rawHead: string;
  /** The body bytes as received (de-chunked if the server chunked them; never decompressed). */
  readonly body: Buffer;
  /** Every byte of the response, in order. */
  readonly raw: Buffer;
  /** Sizes of the chunks the socket delivered, in order. */
  readonly reads: readonly number[];
  /** Whether the whole response (head and body) came in the first chunk read from the socket. */
  readonly arrivedInFirstRead: boolean;
  /** The values of a header, matched case-insensitively, in order received. */
  header(name: string): readonly string[];
}

/** Options of {@link sendRaw}. */
export interface SendRawOptions {
  /** The request method, to know that a HEAD answer has no body (default: the request line's). */
  readonly method?: string;
  /** Give up after this many milliseconds (default 10 s). */
  readonly timeoutMs?: number;
}

/**
 * Writes a request to 127.0.0.1:`port` byte for byte, the request line and headers as given (no
 * header added, none re-cased, none reordered; `\r\n` line ends, an empty line at the end), and
 * reads the response off a raw socket: status line, header lines as sent, the body by
 * `Content-Length` or chunked coding or until the server closes. The connection is closed once
 * the response is complete, whatever the client's `Connection` header said.
 *
 * @example
 * const r = await sendRaw(port, 'GET /nba/teams.json HTTP/1.1', [['Host', 'erikberg.com'], ['Connection', 'close']]);
 * r.status; // 200
 */
export function sendRaw(port: number, requestLine: string, headers: readonly (readonly [string, string])[], options: SendRawOptions = {}): Promise<RawExchange> {
  const request = `${requestLine}\r\n${headers.map(([n, v]) => `${n}: ${v}\r\n`).join('')}\r\n`;
  const method = options.method ?? requestLine.slice(0, requestLine.indexOf(' '));
  return new Promise((resolve, reject) => {
    const socket = connect({ host: '127.0.0.1', port });
    const chunks: Buffer[] = [];
    let settled = false;
    const timer = setTimeout(() => finish(new Error(`sendRaw: no complete response within ${options.timeoutMs ?? 10_000} ms to ${requestLine}`)), options.timeoutMs ?? 10_000);
    const finish = (error?: Error) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      socket.destroy();
      if (error) {
        reject(error);
        return;
      }
      try {
        resolve(parse(request, Buffer.concat(chunks), chunks.map((c) => c.length), method, true));
      } catch (e) {
        reject(e instanceof Error ? e : new Error(String(e)));
      }
    };
    socket.on('connect', () => socket.write(request, 'latin1'));
    socket.on('data', (chunk: Buffer) => {
      chunks.push(chunk);
      if (complete(Buffer.concat(chunks), method)) finish();
    });
    socket.on('end', () => finish());
    socket.on('close', () => finish());
    socket.on('error', (e) => finish(e));
  });
}

const HEAD_END = Buffer.from('\r\n\r\n');

/** Whether `raw` holds a whole response (needs its head and the body its framing announces). */
function complete(raw: Buffer, method: string): boolean {
  if (raw.indexOf(HEAD_END) < 0) return false;
  try {
    return parse('', raw, [raw.length], method, false) !== undefined;
  } catch {
    // A malformed head: read on until the server closes, then report it.
    return false;
  }
}

function parse(request: string, raw: Buffer, reads: readonly number[], method: string, closed: true): RawExchange;
function parse(request: string, raw: Buffer, reads: readonly number[], method: string, closed: false): RawExchange | undefined;
function parse(request: string, raw: Buffer, reads: readonly number[], method: string, closed: boolean): RawExchange | undefined {
  const at = raw.indexOf(HEAD_END);
  if (at < 0) throw new Error(`sendRaw: the response has no complete head: ${JSON.stringify(raw.toString('latin1').slice(0, 200))}`);
  const rawHead = raw.subarray(0, at + 4).toString('latin1');
  const [statusLine = '', ...lines] = rawHead.slice(0, -4).split('\r\n');
  const m = /^(HTTP\/\d\.\d) (\d{3}) ?(.*)$/.exec(statusLine);
  if (!m) throw new Error(`sendRaw: bad status line ${JSON.stringify(statusLine)}`);
  const headerLines = lines.map((l) => {
    const colon = l.indexOf(':');
    return [l.slice(0, colon), l.slice(colon + 1).trim()] as const;
  });
  const header = (name: string) => headerLines.filter(([n]) => n.toLowerCase() === name.toLowerCase()).map(([, v]) => v);
  const status = Number(m[2]);
  const rest = raw.subarray(at + 4);
  let body: Buffer;
  let used: number;
  const noBody = method === 'HEAD' || status === 304 || status === 204 || (status >= 100 && status < 200);
  const length = header('content-length')[0];
  if (noBody) {
    body = Buffer.alloc(0);
    used = 0;
  } else if (header('transfer-encoding').some((v) => /chunked/i.test(v))) {
    const parts: Buffer[] = [];
    let i = 0;
    for (;;) {
      const eol = rest.indexOf('\r\n', i);
      if (eol < 0) {
        if (closed) throw new Error('sendRaw: truncated chunked body');
        return undefined;
      }
      const size = parseInt(rest.subarray(i, eol).toString('latin1'), 16);
      if (rest.length < eol + 2 + size + 2) {
        if (closed) throw new Error('sendRaw: truncated chunked body');
        return undefined;
      }
      parts.push(rest.subarray(eol + 2, eol + 2 + size));
      i = eol + 2 + size + 2;
      if (size === 0) break;
    }
    body = Buffer.concat(parts);
    used = i;
  } else if (length !== undefined) {
    const n = Number(length);
    if (rest.length < n) {
      if (closed) throw new Error(`sendRaw: body of ${rest.length} bytes, Content-Length ${n}`);
      return undefined;
    }
    body = rest.subarray(0, n);
    used = n;
  } else {
    if (!closed) return undefined;
    body = rest;
    used = rest.length;
  }
  const total = at + 4 + used;
  return {
    request,
    version: m[1]!,
    status,
    reason: m[3]!,
    headerLines,
    rawHead,
    body,
    raw: raw.subarray(0, total),
    reads,
    arrivedInFirstRead: (reads[0] ?? 0) >= total,
    header,
  };
}
