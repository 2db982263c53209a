import { z } from 'zod';
import { LIMITS } from './limits.js';
import { unknownKeyMessage } from './unknownKeyMessage.js';

/**
 * `z.strictObject` whose unknown-key issue carries one message per key (`unknownKeyMessage`:
 * the key and the known key it likely misspells), one per line, which `toIssues` turns into one
 * `unknown_key` issue per key.
 *
 * @example
 * import { z } from 'zod';
 * strictObject({ games: z.array(z.unknown()).optional() }).safeParse({ gmes: [] }).error?.issues[0]?.message; // 'unknown key "gmes" (did you mean "games"?)'
 */
export function strictObject<T extends z.core.$ZodLooseShape>(shape: T): z.ZodObject<{ -readonly [K in keyof T]: T[K] }, z.core.$strict> {
  const keys = Object.keys(shape);
  return z.strictObject(shape, {
    error: (iss) => (iss.code === 'unrecognized_keys' ? iss.keys.slice(0, LIMITS.issues).map((key) => unknownKeyMessage(key, keys)).join('\n') : undefined),
  });
}
