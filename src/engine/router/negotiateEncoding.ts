import type { ContentCoding } from './Compression.js';

/** Answers per header value: clients send the same few values over and over. */
const seen = new Map<string, ContentCoding | undefined>();
const SEEN_ENTRIES = 64;

/**
 * The content coding to answer with, from a request's `Accept-Encoding` (RFC 9110 12.5.3) and
 * the codings offered in the server's order of preference: the offered coding with the highest
 * quality above 0 (`*` stands for any coding the header does not name; `x-gzip` is `gzip`),
 * ties going to the server's order; undefined for identity (no header, nothing acceptable, or
 * only identity). Identity is never refused: a server may always send it.
 *
 * @example
 * negotiateEncoding('gzip, deflate, br', ['br', 'gzip', 'deflate']); // 'br'
 * negotiateEncoding('gzip;q=1.0, br;q=0.5', ['br', 'gzip']); // 'gzip'
 * negotiateEncoding('identity', ['gzip']); // undefined
 */
export function negotiateEncoding(header: string | undefined, offered: readonly ContentCoding[]): ContentCoding | undefined {
  if (header === undefined || header === '' || offered.length === 0) return undefined;
  const key = `${offered.join(',')}\u0000${header}`;
  if (seen.has(key)) return seen.get(key);
  const chosen = choose(header, offered);
  if (seen.size >= SEEN_ENTRIES) seen.delete(seen.keys().next().value!);
  seen.set(key, chosen);
  return chosen;
}

function choose(header: string, offered: readonly ContentCoding[]): ContentCoding | undefined {
  const quality = new Map<string, number>();
  for (const item of header.split(',')) {
    const [name = '', ...params] = item.split(';');
    let coding = name.trim().toLowerCase();
    if (coding === '') continue;
    if (coding === 'x-gzip') coding = 'gzip';
    let q = 1;
    for (const p of params) {
      const m = /^\s*q\s*=\s*([0-9.]+)\s*$/i.exec(p);
      if (m) q = Math.min(1, Number(m[1]) || 0);
    }
    // A coding named twice keeps its highest quality.
    quality.set(coding, Math.max(q, quality.get(coding) ?? 0));
  }
  let best: ContentCoding | undefined;
  let bestQ = 0;
  for (const coding of offered) {
    const q = quality.get(coding) ?? quality.get('*') ?? 0;
    if (q > bestQ) {
      best = coding;
      bestQ = q;
    }
  }
  return best;
}
