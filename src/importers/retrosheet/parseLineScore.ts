import { issue, type Result } from '../../ids/Issue.js';

/**
 * Parses a Retrosheet line score (game-log fields 20 and 21) into runs per inning: one digit
 * per inning, a total of 10 or more in parentheses (`(10)`), and `x` for a half-inning not
 * played, which becomes -1 as the service prints it. An empty text is an
 * empty list (no line score known). Anything else is a `malformed_line` issue with an empty
 * path, for the caller to place.
 *
 * @example
 * parseLineScore('010000(10)0x'); // { ok: true, value: [0, 1, 0, 0, 0, 0, 10, 0, -1] }
 * parseLineScore('01a').ok; // false
 */
export function parseLineScore(text: string): Result<number[]> {
  const innings: number[] = [];
  const fail = (why: string): Result<number[]> => ({
    ok: false,
    issues: [issue('malformed_line', [], `line score "${text}" ${why}`)],
  });
  let i = 0;
  while (i < text.length) {
    const c = text.charCodeAt(i);
    if (c >= 48 && c <= 57) {
      innings.push(c - 48);
      i++;
    } else if (c === 120 /* x */ || c === 88 /* X */) {
      innings.push(-1);
      i++;
    } else if (c === 40 /* ( */) {
      let j = i + 1;
      let runs = 0;
      while (j < text.length) {
        const d = text.charCodeAt(j);
        if (d < 48 || d > 57) break;
        runs = runs * 10 + (d - 48);
        j++;
      }
      if (j === i + 1 || j >= text.length || text.charCodeAt(j) !== 41 /* ) */) {
        return fail(`has an unclosed or empty parenthesis at position ${i + 1}`);
      }
      innings.push(runs);
      i = j + 1;
    } else {
      return fail(`has "${text[i] ?? ''}" at position ${i + 1}; expected a digit, "(runs)" or "x"`);
    }
  }
  return { ok: true, value: innings };
}
