/** A content coding the router can answer with (RFC 9110 8.4.1). */
export type ContentCoding = 'br' | 'gzip' | 'deflate';

/**
 * Compression the router may apply to successful answers: the codings offered, in the server's
 * order of preference, and a synchronous compressor. The router stays free of any runtime's
 * zlib: `sports-stats-engine/node` provides one (`createNodeCompression`), and any other runtime
 * can pass its own.
 *
 * @example
 * import { gzipSync } from 'node:zlib';
 * const compression: Compression = { encodings: ['gzip'], compress: (_coding, bytes) => gzipSync(bytes) };
 */
export interface Compression {
  readonly encodings: readonly ContentCoding[];
  compress(coding: ContentCoding, bytes: Uint8Array): Uint8Array;
}
