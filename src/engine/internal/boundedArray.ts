import { z } from 'zod';
import { describeValue } from '../../ids/describeValue.js';
import { LIMITS } from './limits.js';

/**
 * A zod schema for an array whose elements are checked one at a time by `element`, that stops
 * checking once the array has given {@link LIMITS.issues} issues: the rest of the elements are
 * left unchecked and one last issue, at the first of them, says how many (`params.unchecked`;
 * `toIssues` reports it as `too_many_issues`). `z.array` checks every element and builds an
 * issue object per wrong field of each, so 2,000,000 empty games built 8,000,000 issues and
 * exhausted the heap; this builds at most a few hundred. The output is a new array of the
 * elements' outputs.
 *
 * `quick`, when given, is tried on each element first: its output for a clean element (it must
 * be exactly what `element` outputs), or undefined, and then `element` parses it, so that every
 * issue is `element`'s (`quickObject`).
 *
 * @example
 * import { gameInputSchema } from '../BatchInput.js';
 * const games = boundedArray(gameInputSchema);
 * games.safeParse(Array.from({ length: 2_000_000 }, () => ({}))).error?.issues.length; // about 100, at once
 */
export function boundedArray<S extends z.ZodType>(element: S, quick?: (value: unknown) => z.output<S> | undefined): z.ZodType<z.output<S>[], z.input<S>[]> {
  return z.unknown().transform((value, ctx) => {
    if (!Array.isArray(value)) {
      ctx.issues.push({ code: 'invalid_type', expected: 'array', input: value, message: `expected an array, got ${describeValue(value)}` });
      return z.NEVER;
    }
    // Grown as elements pass (the output matters only when all do), not allocated for 2,000,000 at once.
    const out: z.output<S>[] = [];
    let found = 0;
    for (let i = 0; i < value.length; i++) {
      const q = quick?.(value[i]);
      if (q !== undefined) {
        if (found === 0) out.push(q);
        continue;
      }
      const r = element.safeParse(value[i]);
      if (r.success) {
        if (found === 0) out.push(r.data);
        continue;
      }
      for (const issue of r.error.issues) ctx.issues.push({ ...issue, path: [i, ...issue.path] } as (typeof ctx.issues)[number]);
      found += r.error.issues.length;
      if (found >= LIMITS.issues && i + 1 < value.length) {
        ctx.issues.push(uncheckedIssue(i + 1, value.length));
        break;
      }
    }
    return out;
  }) as unknown as z.ZodType<z.output<S>[], z.input<S>[]>;
}

/**
 * The issue that closes a list whose checking stopped: the elements from `from` on (of `length`)
 * were not checked. `toIssues` turns it into a `too_many_issues` issue.
 *
 * @example
 * uncheckedIssue(25, 2_000_000).params; // { unchecked: 1999975 }
 */
export function uncheckedIssue(from: number, length: number): z.core.$ZodRawIssue {
  const unchecked = length - from;
  return {
    code: 'custom',
    path: [from],
    input: undefined,
    params: { unchecked },
    message: `checking stopped after ${LIMITS.issues} issues: ${unchecked} ${unchecked === 1 ? 'element' : 'elements'} from here on not checked`,
  };
}
