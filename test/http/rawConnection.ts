/** A raw TCP client for the HTTP tests: bytes as given, every byte received kept, responses parsed from them. */
import { connect, type Socket } from 'node:net';

export interface RawConnection {
  readonly socket: Socket;
  /** Every byte received so far. */
  received(): Buffer;
  /** Resolves when the server has closed the connection (or it was reset); never rejects. */
  readonly closed: Promise<void>;
  /** Whether the connection has closed. */
  isClosed(): boolean;
}

/**
 * Opens a connection and writes `bytes`. `read: false` leaves it unread (a client that never
 * reads its answers: the socket stops reading once its buffer is full, and so does the kernel);
 * `halfOpen: true` never closes its side when the server closes its own.
 */
export async function openRaw(port: number, bytes: string | Buffer = '', options: { read?: boolean; halfOpen?: boolean } = {}): Promise<RawConnection> {
  const socket = connect({ port, host: '127.0.0.1', allowHalfOpen: options.halfOpen ?? false });
  const chunks: Buffer[] = [];
  let closed = false;
  const done = new Promise<void>((resolve) => {
    socket.on('close', () => {
      closed = true;
      resolve();
    });
  });
  socket.on('error', () => {});
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('error', reject);
  });
  if (options.read !== false) socket.on('data', (c: Buffer) => chunks.push(c));
  if (bytes.length > 0) socket.write(bytes);
  return {
    socket,
    received: () => Buffer.concat(chunks),
    closed: done,
    isClosed: () => closed,
  };
}

/** Starts reading a connection opened with `read: false`. */
export function startReading(c: RawConnection, into: Buffer[]): void {
  c.socket.on('data', (chunk: Buffer) => into.push(chunk));
}

export interface ParsedResponse {
  readonly status: number;
  readonly headers: Record<string, string>;
  readonly body: Buffer;
}

/**
 * The complete responses at the start of `bytes`, in order (each `Content-Length` long; none for
 * the requests `heads` marks as HEAD, by position), and how many bytes follow the last of them.
 */
export function parseResponses(bytes: Buffer, heads: readonly boolean[] = []): { responses: ParsedResponse[]; rest: number } {
  const responses: ParsedResponse[] = [];
  let at = 0;
  for (;;) {
    const end = bytes.indexOf('\r\n\r\n', at, 'latin1');
    if (end < 0) break;
    const [statusLine = '', ...lines] = bytes.subarray(at, end).toString('latin1').split('\r\n');
    const m = /^HTTP\/1\.[01] (\d{3}) /.exec(statusLine);
    if (!m) break;
    const headers: Record<string, string> = {};
    for (const line of lines) headers[line.slice(0, line.indexOf(':')).toLowerCase()] = line.slice(line.indexOf(':') + 1).trim();
    const length = heads[responses.length] || m[1] === '304' ? 0 : Number(headers['content-length'] ?? 0);
    if (end + 4 + length > bytes.length) break;
    responses.push({ status: Number(m[1]), headers, body: bytes.subarray(end + 4, end + 4 + length) });
    at = end + 4 + length;
  }
  return { responses, rest: bytes.length - at };
}

/** Resolves with `value` once `check` holds (polled every 10 ms), or rejects after `ms`. */
export async function eventually<T>(check: () => T | undefined | false, ms: number, what: string): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const v = check();
    if (v !== undefined && v !== false) return v;
    if (Date.now() > until) throw new Error(`${what}: not within ${ms} ms`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

/** Resolves true when the promise settles within `ms`, false otherwise. */
export function within(promise: Promise<unknown>, ms: number): Promise<boolean> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), ms);
    void promise.then(
      () => {
        clearTimeout(timer);
        resolve(true);
      },
      () => {
        clearTimeout(timer);
        resolve(true);
      },
    );
  });
}

/** A GET (or HEAD) request as bytes. */
export function requestBytes(target: string, headers: Record<string, string> = {}, method = 'GET'): string {
  return `${method} ${target} HTTP/1.1\r\nHost: x\r\n${Object.entries(headers).map(([k, v]) => `${k}: ${v}\r\n`).join('')}\r\n`;
}
