import type { JsonValue } from '../../../../src/formatting/writeJson.js';
import { asObject } from './asObject.js';

/**
 * Every key of every object inside a value read by `readJsonSource`, at any depth, with its path
 * (`event[0].away_team.team_id`), in document order.
 *
 * @example
 * objectKeys(readJsonSource('{"a":[{"b":1}]}')); // [['a', 'a'], ['b', 'a[0].b']]
 */
export function objectKeys(value: JsonValue): readonly (readonly [key: string, path: string])[] {
  const out: [string, string][] = [];
  const walk = (v: JsonValue, at: string): void => {
    if (Array.isArray(v)) {
      (v as readonly JsonValue[]).forEach((x, i) => walk(x, `${at}[${i}]`));
      return;
    }
    const obj = asObject(v);
    if (!obj) return;
    for (const [k, member] of Object.entries(obj)) {
      const path = at === '' ? k : `${at}.${k}`;
      out.push([k, path]);
      walk(member, path);
    }
  };
  walk(value, '');
  return out;
}
