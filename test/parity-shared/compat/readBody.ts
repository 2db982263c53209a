import type { JsonValue } from '../../../src/formatting/writeJson.js';
import { readJsonSource } from '../../formatting/readJsonSource.js';
import { decodeContent, type ContentRule } from './decoders/decodeContent.js';
import { decodeUtf8 } from './decoders/decodeUtf8.js';
import type { RawExchange } from './rawHttp.js';

/** A body as a client reads it: the text after its content decoding, and the JSON with each number's spelling kept. */
export interface ReadBody {
  readonly text: string;
  readonly json: JsonValue;
  /** Whether the client had to decompress it. */
  readonly decompressed: boolean;
}

/**
 * The body of an exchange decompressed by a client's rule (`decodeContent`), decoded as strict
 * UTF-8 without a byte order mark, and read as JSON keeping number spelling (`readJsonSource`,
 * which also refuses anything after the value: Json.NET's CheckAdditionalContent). Throws
 * what the client would stop with.
 *
 * @example
 * readBody(await sendRaw(port, 'GET /nba/teams.json HTTP/1.1', headers), 'exact-gzip').json; // [ { team_id: 'atlanta-hawks', ... }, ... ]
 */
export function readBody(ex: RawExchange, rule: ContentRule): ReadBody {
  const decoded = decodeContent(ex.body, ex.header('content-encoding'), rule);
  if (!decoded.ok) throw new Error(`content decoding (${rule}): ${decoded.error}`);
  const text = decodeUtf8(decoded.bytes);
  return { text, json: readJsonSource(text), decompressed: decoded.decompressed };
}
