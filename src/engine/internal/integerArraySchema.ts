import { z } from 'zod';
import { describeValue } from '../../ids/describeValue.js';
import { uncheckedIssue } from './boundedArray.js';
import { LIMITS } from './limits.js';

/**
 * A zod schema for an array of integers from `min` to `max`, checked by one loop (a game's
 * period scores: ~44,000 numbers in a season, where a zod schema per number cost more than the
 * rest of a game's checks), stopping after {@link LIMITS.issues} issues like `boundedArray`. The
 * output is a copy, so that the state never shares an array with the caller.
 *
 * @example
 * integerArraySchema(-1, 999).safeParse([0, 1, -1]).success; // true
 */
export function integerArraySchema(min: number, max: number): z.ZodType<number[], number[]> {
  return z.unknown().transform((list, ctx) => {
    if (!Array.isArray(list)) {
      ctx.issues.push({ code: 'custom', input: list, message: `expected an array of integers, got ${describeValue(list)}` });
      return z.NEVER;
    }
    let found = 0;
    for (let i = 0; i < list.length; i++) {
      const v = list[i] as unknown;
      if (typeof v === 'number' && Number.isInteger(v) && v >= min && v <= max) continue;
      if (found >= LIMITS.issues) {
        ctx.issues.push(uncheckedIssue(i, list.length));
        break;
      }
      found++;
      ctx.issues.push({ code: 'custom', input: undefined, path: [i], message: typeof v === 'number' && Number.isInteger(v) ? `expected an integer from ${min} to ${max}, got ${v}` : `expected an integer, got ${describeValue(v)}` });
    }
    return found > 0 ? z.NEVER : (list.slice() as number[]);
  }) as unknown as z.ZodType<number[], number[]>;
}
