import { brotliDecompressSync, gunzipSync, inflateRawSync, inflateSync } from 'node:zlib';

/**
 * How a client library turns a response body and its `Content-Encoding` into the bytes it parses:
 * - `exact-gzip`: gunzip when the (first) header value is exactly `gzip`, else the bytes as they
 *   are; python-xmlstats 1.0.0 (`xmlstats/__init__.py:69-74`), the Python example
 *   (`roster.py:79-84`), xmlstats-golang (`xmlstats.go:212`), the Node example (`index.js:96-102`),
 *   the Java example's HttpURLConnection program (`ExampleJavaNet.java:60, 75-77`);
 * - `requests`: Python requests/urllib3 (xmlstats-py): `gzip`, `x-gzip`, `deflate` (zlib or raw)
 *   in any case, each coding of a list undone in reverse order;
 * - `net-http`: Ruby Net::HTTP's inflater (the gem, the Ruby example): `gzip`, `x-gzip`,
 *   `deflate` in any case, `identity`/`none` as is;
 * - `lwp`: Perl's `decoded_content` (the Perl example): `gzip`, `x-gzip`, `deflate`, `identity`;
 * - `httpclient`: Apache HttpClient 4.5's ResponseContentEncoding (the Java example's Apache
 *   program): `gzip`, `x-gzip`, `deflate` in any case;
 * - `curl`: libcurl with `CURLOPT_ENCODING` (the PHP example): `gzip`, `x-gzip`, `deflate`, `br`;
 * - `dotnet`: HttpWebResponse with AutomaticDecompression GZip|Deflate (XMLStats4Net): the header
 *   must contain lower-case `gzip` (a case-sensitive IndexOf), else lower-case `deflate` is read
 *   as raw RFC 1951 (RS `HttpWebResponse.cs:538-563`);
 * - `none`: no decompression at all (BetsKiller, which sends no Accept-Encoding).
 */
export type ContentRule = 'exact-gzip' | 'requests' | 'net-http' | 'lwp' | 'httpclient' | 'curl' | 'dotnet' | 'none';

/** What a client makes of a body: the bytes it will parse, or the error it stops with. */
export type Decoded = { readonly ok: true; readonly bytes: Buffer; readonly decompressed: boolean } | { readonly ok: false; readonly error: string };

const LIBRARY_CODINGS: Readonly<Record<Exclude<ContentRule, 'exact-gzip' | 'dotnet' | 'none'>, readonly string[]>> = {
  requests: ['gzip', 'x-gzip', 'deflate', 'identity'],
  'net-http': ['gzip', 'x-gzip', 'deflate', 'identity', 'none'],
  lwp: ['gzip', 'x-gzip', 'deflate', 'identity'],
  httpclient: ['gzip', 'x-gzip', 'deflate', 'identity'],
  curl: ['gzip', 'x-gzip', 'deflate', 'br', 'identity'],
};

function undo(coding: string, bytes: Buffer): Buffer {
  if (coding === 'gzip' || coding === 'x-gzip') return gunzipSync(bytes);
  if (coding === 'br') return brotliDecompressSync(bytes);
  if (coding === 'deflate') {
    try {
      return inflateSync(bytes);
    } catch {
      return inflateRawSync(bytes);
    }
  }
  return bytes;
}

/**
 * The bytes a client parses, from the body and the `Content-Encoding` values it received.
 *
 * @example
 * decodeContent(gzipSync('{}'), ['gzip'], 'exact-gzip'); // { ok: true, bytes: <'{}'>, decompressed: true }
 * decodeContent(gzipSync('{}'), ['GZIP'], 'exact-gzip'); // { ok: true, bytes: <gzip bytes>, decompressed: false }
 */
export function decodeContent(body: Buffer, contentEncoding: readonly string[], rule: ContentRule): Decoded {
  const first = contentEncoding[0];
  try {
    switch (rule) {
      case 'none':
        return { ok: true, bytes: body, decompressed: false };
      case 'exact-gzip':
        return first === 'gzip' ? { ok: true, bytes: gunzipSync(body), decompressed: true } : { ok: true, bytes: body, decompressed: false };
      case 'dotnet':
        if (first?.includes('gzip')) return { ok: true, bytes: gunzipSync(body), decompressed: true };
        if (first?.includes('deflate')) return { ok: true, bytes: inflateRawSync(body), decompressed: true };
        return { ok: true, bytes: body, decompressed: false };
      default: {
        const codings = contentEncoding.flatMap((v) => v.split(',')).map((c) => c.trim().toLowerCase()).filter((c) => c !== '');
        let bytes = body;
        for (const coding of [...codings].reverse()) {
          if (!LIBRARY_CODINGS[rule].includes(coding)) return { ok: true, bytes: body, decompressed: false };
          bytes = undo(coding, bytes);
        }
        return { ok: true, bytes, decompressed: codings.some((c) => c !== 'identity' && c !== 'none') };
      }
    }
  } catch (e) {
    return { ok: false, error: e instanceof Error ? e.message : String(e) };
  }
}
