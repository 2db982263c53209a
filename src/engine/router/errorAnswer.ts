import { formatError } from '../../formatting/payloads/formatError.js';
import type { ApiResponse } from './ApiRequest.js';
import { encodeBody } from './encodeBody.js';

/** The content type of each format, without charset, as the service sent it (SVG: an extension's chart). */
export const CONTENT_TYPE = { json: 'application/json', xml: 'application/xml', svg: 'image/svg+xml' } as const;
const EMPTY = new Uint8Array(0);

/**
 * An error answer: the error object in the request's format with its type and
 * length added to the headers gathered so far. A HEAD request gets the headers only. Error
 * bodies are never compressed: they are small, and clients print them as received
 * (python-xmlstats 1.0 decodes an error body as UTF-8 text without looking at its coding).
 *
 * @example
 * errorAnswer(404, 'The requested resource: /x.json does not exist.', { method: 'GET', format: 'json', style: 'pretty' }, {}).status; // 404
 */
export function errorAnswer(
  status: number,
  description: string,
  request: { readonly method: string; readonly format: 'json' | 'xml'; readonly style: 'pretty' | 'compact' },
  headers: Record<string, string>,
): ApiResponse {
  const body = formatError(status, description, request.format, request.style);
  const bytes = encodeBody(body);
  headers['Content-Type'] = CONTENT_TYPE[request.format];
  headers['Content-Length'] = String(bytes.length);
  return request.method === 'HEAD' ? { status, headers, body: '', bytes: EMPTY } : { status, headers, body, bytes };
}
