import { JsonShape } from '../JsonShape.js';
import { writeJson } from '../writeJson.js';
import { writeXml } from '../writeXml.js';

const ERROR_SHAPE = new JsonShape(['code:plain', 'description']);
const ERROR_ROOT = new JsonShape(['error']);

/**
 * The error object: `{ "error" : { "code" : "404", "description" : "..." } }`
 * with the code as a string, or its XML form for `.xml` requests.
 *
 * @example
 * formatError(404, 'The requested resource: /example404.json does not exist.', 'json');
 * // '{\n  "error" : {\n    "code" : "404",\n    "description" : "The requested resource: ..."\n  }\n}'
 */
export function formatError(status: number, description: string, format: 'json' | 'xml', style: 'pretty' | 'compact' = 'pretty'): string {
  if (format === 'xml') {
    return writeXml({ name: 'error', children: [{ name: 'code', children: [String(status)] }, { name: 'description', children: [description] }] }, style);
  }
  return writeJson(ERROR_ROOT.record([ERROR_SHAPE.record([String(status), description])]), style);
}
