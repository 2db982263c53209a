/**
 * Fixed-offset zones (`Z`, `±hh`, `±hh:mm`, `±hhmm`), which Intl on Node 20 rejects, are read by
 * `timeZoneOffsetMs` itself since D140; date-fns-tz's `getTimezoneOffset`, which read them before,
 * is the oracle: for every string Intl rejects, the same offset (with -0 as 0), or a RangeError
 * where date-fns-tz gives NaN, at any instant. One difference, on purpose: date-fns-tz took the
 * names of `Object.prototype`'s members (`toString`, `constructor`) for known zones and then
 * threw a TypeError; they are unknown zones now, a RangeError as documented.
 */
import { getTimezoneOffset } from 'date-fns-tz';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { timeZoneOffsetMs } from '../../src/ids/index.js';

/** What date-fns-tz made of a zone Intl rejects: an offset (never -0), or undefined for NaN. */
function oracle(timeZone: string): number | undefined {
  const fixed = timeZone === '' ? Number.NaN : getTimezoneOffset(timeZone, 0);
  return Number.isFinite(fixed) ? fixed + 0 : undefined;
}

function intlKnows(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return true;
  } catch {
    return false;
  }
}

function offsetOrThrow(epochMs: number, timeZone: string): number | 'RangeError' {
  try {
    return timeZoneOffsetMs(epochMs, timeZone);
  } catch (e) {
    if (!(e instanceof RangeError)) throw e;
    return 'RangeError';
  }
}

const digit = fc.constantFrom(...'0123456789');
const digits = (min: number, max: number) => fc.array(digit, { minLength: min, maxLength: max }).map((d) => d.join(''));
/** Strings near the fixed-offset forms: signs, one to five digits, colons, a `Z`, spaces, other letters. */
const offsetLike = fc
  .tuple(fc.constantFrom('', '+', '-', '−', 'Z', 'z', ' +', 'UTC+'), digits(0, 3), fc.constantFrom('', ':', '::', ' ', '.'), digits(0, 3), fc.constantFrom('', 'Z', ' ', '\n'))
  .map((parts) => parts.join(''));
const zone = fc.oneof(offsetLike, fc.string({ maxLength: 8 }), fc.constantFrom('Z', '+00', '-00', '-00:00', '+23:59', '-2359', '+24', '+12:60', 'UTC', 'Etc/GMT+5', 'toString', 'constructor', '__proto__'));
const instant = fc.integer({ min: Date.UTC(1, 0, 1), max: Date.UTC(9999, 11, 31) });

describe('timeZoneOffsetMs of fixed offsets (properties)', () => {
  it("reads every string Intl rejects as date-fns-tz's getTimezoneOffset did, at any instant", () => {
    fc.assert(
      fc.property(zone, instant, (timeZone, epochMs) => {
        if (intlKnows(timeZone)) return;
        const expected = timeZone in Object.prototype ? undefined : oracle(timeZone);
        const got = offsetOrThrow(epochMs, timeZone);
        expect(got).toBe(expected === undefined ? 'RangeError' : expected);
        if (got === 0) expect(Object.is(got, -0)).toBe(false);
      }),
      { numRuns: 3000 },
    );
  });

  it("takes the names of Object.prototype's members for unknown zones (date-fns-tz threw a TypeError)", () => {
    for (const name of Object.getOwnPropertyNames(Object.prototype)) {
      expect(offsetOrThrow(0, name)).toBe('RangeError');
      expect(() => getTimezoneOffset(name, 0)).toThrow(TypeError);
    }
  });

  it('reads every well-formed offset', () => {
    fc.assert(
      fc.property(fc.constantFrom('+', '-'), fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }), fc.constantFrom(':', ''), (sign, h, m, colon) => {
        const text = `${sign}${String(h).padStart(2, '0')}${colon}${String(m).padStart(2, '0')}`;
        expect(offsetOrThrow(0, text)).toBe(oracle(text));
        expect(offsetOrThrow(0, `${sign}${String(h).padStart(2, '0')}`)).toBe(oracle(`${sign}${String(h).padStart(2, '0')}`));
      }),
    );
  });
});
