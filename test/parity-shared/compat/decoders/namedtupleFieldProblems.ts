import type { JsonValue } from '../../../../src/formatting/writeJson.js';
import { asObject } from './asObject.js';
import { objectKeys } from './objectKeys.js';

/** Python 3's keywords: `namedtuple` refuses them as field names. */
const PYTHON_KEYWORDS = new Set([
  'False', 'None', 'True', 'and', 'as', 'assert', 'async', 'await', 'break', 'class', 'continue', 'def', 'del', 'elif', 'else', 'except',
  'finally', 'for', 'from', 'global', 'if', 'import', 'in', 'is', 'lambda', 'nonlocal', 'not', 'or', 'pass', 'raise', 'return', 'try',
  'while', 'with', 'yield',
]);

/**
 * What stops xmlstats-py 1.0.0 from decoding a response (`_format_result`,
 * `xmlstats/xmlstats.py:29-34`: `json.loads(..., object_hook=lambda d: namedtuple(name, d.keys())(*d.values()))`):
 * every object at every depth becomes a namedtuple, whose field names must be identifiers
 * (ASCII on Python 2.7, which its `.travis.yml` tests), not keywords and not starting with `_`,
 * and (Python 3.6 and older) at most 255 per object. Returns one line per offending key or
 * object; empty when the whole response decodes.
 *
 * @example
 * namedtupleFieldProblems(readJsonSource('{"class":1,"3pt":2}')); // ['class (class): a keyword', '3pt (3pt): not an identifier']
 */
export function namedtupleFieldProblems(value: JsonValue): readonly string[] {
  const problems: string[] = [];
  for (const [key, path] of objectKeys(value)) {
    if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(key)) problems.push(`${key} (${path}): not an identifier`);
    else if (PYTHON_KEYWORDS.has(key)) problems.push(`${key} (${path}): a keyword`);
    else if (key.startsWith('_')) problems.push(`${key} (${path}): starts with an underscore`);
  }
  const tooWide = (v: JsonValue, at: string): void => {
    if (Array.isArray(v)) return (v as readonly JsonValue[]).forEach((x, i) => tooWide(x, `${at}[${i}]`));
    const obj = asObject(v);
    if (!obj) return;
    if (Object.keys(obj).length > 255) problems.push(`${at || '(top)'}: ${Object.keys(obj).length} fields, more than 255`);
    for (const [k, member] of Object.entries(obj)) tooWide(member, at === '' ? k : `${at}.${k}`);
  };
  tooWide(value, '');
  return problems;
}
