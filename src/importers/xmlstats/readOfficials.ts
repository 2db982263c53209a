import type { GameInput } from '../../engine/BatchInput.js';
import type { JsonPath, JsonReader } from './createJsonReader.js';

/**
 * The `officials` array of a recorded box score: `{ position, first_name, last_name }` each,
 * `position` possibly null (basketball). Undefined when the array or an item is wrong (the
 * issues are on the reader).
 *
 * @example
 * readOfficials(read, root['officials'], ['boxscore/x.json', 'officials']);
 * // [{ position: 'Home Plate', first_name: 'Fieldin', last_name: 'Culbreth' }, ...]
 */
export function readOfficials(read: JsonReader, value: unknown, path: JsonPath): NonNullable<GameInput['officials']> | undefined {
  const list = read.array(value, path);
  if (list === undefined) return undefined;
  const out: NonNullable<GameInput['officials']> = [];
  let ok = true;
  list.forEach((item, i) => {
    const at = [...path, i];
    const o = read.object(item, at);
    if (o === undefined) { ok = false; return; }
    const position = read.nullableString(o, 'position', at);
    const firstName = read.string(o, 'first_name', at, true);
    const lastName = read.string(o, 'last_name', at);
    if (position === undefined || firstName === undefined || lastName === undefined) ok = false;
    else out.push({ position, first_name: firstName, last_name: lastName });
  });
  return ok ? out : undefined;
}
