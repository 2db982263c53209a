import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, leagueDateFromParts, parseLeagueDate, type LeagueDate } from '../../src/ids/index.js';

/** addDays through the calendar of Date (the years 0 to 99 moved by 400 years, as written). */
function addDaysThroughDate(date: LeagueDate, days: number): string {
  const y = Number(date.slice(0, 4));
  const shift = y < 100 ? 400 : 0;
  const t = Date.UTC(y + shift, Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10))) - (shift ? 146_097 * 86_400_000 : 0) + days * 86_400_000;
  return new Date(t).toISOString().slice(0, 10);
}

const date = fc
  .record({ y: fc.integer({ min: 1, max: 9999 }), m: fc.integer({ min: 1, max: 12 }), d: fc.integer({ min: 1, max: 31 }) })
  .map(({ y, m, d }) => leagueDateFromParts(y, m, d))
  .filter((d): d is LeagueDate => d !== undefined);

describe('addDays properties', () => {
  it('integer day arithmetic gives the date Date gives, for near and far offsets and around month ends', () => {
    const offset = fc.oneof(fc.integer({ min: -40, max: 40 }), fc.integer({ min: -4_000_000, max: 4_000_000 }));
    fc.assert(fc.property(date, offset, (d, days) => {
      expect(addDays(d, days)).toBe(addDaysThroughDate(d, days));
    }), { numRuns: 5000 });
  });

  it('every day from 1896 to 2104 (leap years, 1900 and 2100 that are not, 2000 that is) steps to the next and back', () => {
    let d = '1896-01-01' as LeagueDate;
    const wrong: string[] = [];
    while (d < '2104-12-31') {
      const next = addDays(d, 1);
      if (next !== addDaysThroughDate(d, 1) || addDays(next, -1) !== d) wrong.push(d);
      d = next;
    }
    expect(wrong).toEqual([]);
    expect(d).toBe('2104-12-31');
  });
});

describe('parseLeagueDate read digit by digit (D176)', () => {
  /** The pattern reading it replaced: the two forms, the date checked by Date's calendar. */
  const reference = (text: string): string | undefined => {
    const m = /^(\d{4})(-?)(\d{2})\2(\d{2})$/.exec(text);
    if (!m) return undefined;
    const [y, mo, d] = [Number(m[1]), Number(m[3]), Number(m[4])];
    if (y < 1) return undefined;
    const t = new Date(Date.UTC(2000, mo - 1, d));
    t.setUTCFullYear(y);
    return t.getUTCFullYear() === y && t.getUTCMonth() === mo - 1 && t.getUTCDate() === d ? `${m[1]}-${m[3]}-${m[4]}` : undefined;
  };
  it('accepts exactly the texts the pattern and the calendar accept, and gives the same date', () => {
    const char = fc.constantFrom('0', '1', '2', '3', '9', '-', '/', 'a', ' ', '٣');
    const texts = fc.oneof(
      fc.tuple(fc.integer({ min: 0, max: 9999 }), fc.integer({ min: 0, max: 13 }), fc.integer({ min: 0, max: 32 }), fc.boolean()).map(([y, m, d, iso]) =>
        [String(y).padStart(4, '0'), String(m).padStart(2, '0'), String(d).padStart(2, '0')].join(iso ? '-' : '')),
      fc.array(char, { minLength: 7, maxLength: 11 }).map((cs) => cs.join('')),
    );
    fc.assert(
      fc.property(texts, (text) => {
        const r = parseLeagueDate(text);
        expect(r.ok ? r.value : undefined).toBe(reference(text));
      }),
      { numRuns: 5000 },
    );
  });
});
