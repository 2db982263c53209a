import { describe, expect, it } from 'vitest';
import { parseLineScore } from '../../../src/importers/retrosheet/parseLineScore.js';

describe('parseLineScore', () => {
  it('reads one digit per inning, (n) for ten or more, x for an inning not batted (glfields.txt example)', () => {
    expect(parseLineScore('010000(10)0x')).toEqual({ ok: true, value: [0, 1, 0, 0, 0, 0, 10, 0, -1] });
  });

  it('reads extra innings and an empty line score', () => {
    expect(parseLineScore('0000000001(12)')).toEqual({ ok: true, value: [0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 12] });
    expect(parseLineScore('')).toEqual({ ok: true, value: [] });
  });

  it('rejects anything else with a malformed_line issue naming the text and position', () => {
    expect(parseLineScore('01a')).toEqual({
      ok: false,
      issues: [{ code: 'malformed_line', path: [], message: 'line score "01a" has "a" at position 3; expected a digit, "(runs)" or "x"' }],
    });
    for (const bad of ['(', '()', '0(10', '(1x)', '1 2', '-1']) expect(parseLineScore(bad).ok).toBe(false);
  });
});
