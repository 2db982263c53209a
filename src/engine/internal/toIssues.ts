import type { z } from 'zod';
import { issue, type Issue } from '../../ids/index.js';
import { capIssues } from './capIssues.js';
import { LIMITS } from './limits.js';

/**
 * Translates zod's issues into the library's own (ZodError never crosses the public API), at
 * most {@link LIMITS.issues} of them plus the summary of `capIssues`:
 *
 * - a key a strict object or record does not have becomes one `unknown_key` issue per key, its
 *   path ending with the key (`['games', 0, 'attendence']`), the message naming the key and the
 *   known key it is likely a misspelling of (`unknownKeyMessage`, through the schema's error map);
 *   a key longer than 1,000 characters is named by its start, at the path of its object;
 * - where `boundedArray` or `recordArraySchema` stopped checking, a `too_many_issues` issue;
 * - everything else is `invalid_input` with zod's path and message.
 *
 * @example
 * import { batchSchema } from '../BatchInput.js';
 * toIssues(batchSchema.safeParse({ gmes: [] }).error!); // [{ code: 'unknown_key', path: ['gmes'], message: 'unknown key "gmes" (did you mean "games"?)' }]
 */
export function toIssues(error: z.ZodError, prefix: readonly (string | number)[] = []): readonly Issue[] {
  // `capIssues` keeps the first issues and counts the rest; only the keys past the limit are
  // counted here (`more`) instead of built: an object can have millions.
  const out: Issue[] = [];
  let listed = 0;
  let more = 0;
  const add = (found: Issue) => {
    out.push(found);
    listed++;
  };
  for (const i of error.issues) {
    const path = [...prefix, ...i.path.map((p) => (typeof p === 'symbol' ? String(p) : p))];
    if (i.code === 'unrecognized_keys') {
      const messages = i.message.split('\n');
      for (let k = 0; k < i.keys.length; k++) {
        if (listed >= LIMITS.issues) {
          more += i.keys.length - k;
          break;
        }
        const key = i.keys[k]!;
        const message = messages[k];
        // A key longer than any text the batch may hold is named by its start only, so that the result stays small.
        if (key.length > LIMITS.textLength) add(issue('unknown_key', path, `unknown key of ${key.length} characters, starting ${JSON.stringify(key.slice(0, 37))}`));
        else add(issue('unknown_key', [...path, key], message !== undefined && message.startsWith('unknown key') ? message : `unknown key ${JSON.stringify(key)}`));
      }
      continue;
    }
    const unchecked = i.code === 'custom' ? (i.params as { unchecked?: number } | undefined)?.unchecked : undefined;
    if (unchecked !== undefined) out.push(issue('too_many_issues', path, i.message));
    else add(issue('invalid_input', path, i.message));
  }
  return capIssues(out, more);
}
