import { brotliCompressSync, constants, deflateSync, gzipSync } from 'node:zlib';
import type { Compression, ContentCoding } from '../engine/router/Compression.js';

/** Options of {@link createNodeCompression}. */
export interface NodeCompressionOptions {
  /** Codings offered, in order of preference (default `br`, `gzip`, `deflate`). */
  readonly encodings?: readonly ContentCoding[];
  /** zlib level of gzip and deflate, 1-9 (default 6, zlib's own). */
  readonly level?: number;
  /** Brotli quality, 0-11 (default 5: smaller than gzip's default at a fraction of Brotli's top cost). */
  readonly brotliQuality?: number;
}

/**
 * Compression with Node's zlib for the router (`respond`'s `compression` option, on by default
 * in `createNodeServer`): gzip, deflate (the zlib format, as HTTP's `deflate` is) and Brotli.
 * Each answer is compressed once and memoized with it, so the level costs only the first
 * request of an answer.
 *
 * @example
 * const compression = createNodeCompression({ encodings: ['gzip'] });
 * compression.compress('gzip', new TextEncoder().encode('{ }')); // gzip bytes (1f 8b ...)
 */
export function createNodeCompression(options: NodeCompressionOptions = {}): Compression {
  const encodings = options.encodings ?? ['br', 'gzip', 'deflate'];
  const level = options.level ?? 6;
  const quality = options.brotliQuality ?? 5;
  if (!Number.isInteger(level) || level < 1 || level > 9) throw new RangeError(`createNodeCompression: level must be an integer from 1 to 9, got ${level}`);
  if (!Number.isInteger(quality) || quality < 0 || quality > 11) throw new RangeError(`createNodeCompression: brotliQuality must be an integer from 0 to 11, got ${quality}`);
  for (const e of encodings) if (e !== 'br' && e !== 'gzip' && e !== 'deflate') throw new RangeError(`createNodeCompression: unknown coding "${String(e)}" (br, gzip, deflate)`);
  return {
    encodings,
    compress(coding, bytes) {
      if (coding === 'gzip') return gzipSync(bytes, { level });
      if (coding === 'deflate') return deflateSync(bytes, { level });
      return brotliCompressSync(bytes, {
        params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
      });
    },
  };
}
