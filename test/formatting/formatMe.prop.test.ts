import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatDateTime } from '../../src/formatting/formatDateTime.js';
import { JsonShape } from '../../src/formatting/JsonShape.js';
import { formatMe, formatMeParts, formatTimeRemaining, type MePayloadLike } from '../../src/formatting/payloads/formatMe.js';
import { writeJson } from '../../src/formatting/writeJson.js';
import type { LeagueDate } from '../../src/ids/index.js';

/** The payload written whole by the writer, as formatMe wrote it before it kept the account's text. */
const SHAPE = new JsonShape(['first_name', 'last_name', 'email_address', 'created_on:plain', 'token_expiration_seconds', 'token_expiration_date:plain', 'token_time_remaining:plain']);
function whole(p: MePayloadLike, style: 'pretty' | 'compact', timeZone: string): string {
  const seconds = Math.floor((p.token.expiresAt - p.now) / 1000);
  return writeJson(SHAPE.record([p.account.firstName, p.account.lastName, p.account.emailAddress, p.account.createdOn, seconds, formatDateTime(p.token.expiresAt, timeZone), formatTimeRemaining(seconds)]), style);
}

const name = fc.string({ unit: fc.oneof(fc.constantFrom('"', '\\', '\n', '\u0001', 'é', '😀', ' '), fc.string({ unit: 'grapheme-ascii', minLength: 1, maxLength: 1 })), maxLength: 10 });

describe('formatMe (D188: the account\'s fields kept per frozen account and style)', () => {
  it('writes what the whole record writes, for any names, clock, expiry and zone, both styles, asked again and with other accounts between', () => {
    const tokens = ['2030-01-01T05:00:00Z', '2030-01-01T05:00:00.500Z', '2015-07-04T16:00:00Z'].map((t) => Object.freeze({ expiresAt: Date.parse(t) }));
    fc.assert(
      fc.property(
        fc.array(fc.record({ firstName: name, lastName: name, emailAddress: name }), { minLength: 1, maxLength: 3 }),
        fc.array(fc.tuple(fc.nat({ max: 2 }), fc.integer({ min: -2e9, max: 4e9 }), fc.constantFrom('pretty' as const, 'compact' as const), fc.constantFrom(undefined, 'America/Los_Angeles', 'Asia/Kolkata'), fc.boolean(), fc.nat({ max: 2 })), { minLength: 1, maxLength: 8 }),
        (people, asks) => {
          const frozen = people.map((p) => Object.freeze({ ...p, createdOn: '2014-01-01' as LeagueDate }));
          for (const [who, before, style, timeZone, open, which] of asks) {
            const token = tokens[which]!;
            const account = open ? { ...frozen[who % frozen.length]! } : frozen[who % frozen.length]!;
            const payload: MePayloadLike = { account, token, now: token.expiresAt - before * 1000 - (before % 997) };
            const options = timeZone === undefined ? { style } : { style, timeZone };
            const expected = whole(payload, style, timeZone ?? 'America/New_York');
            expect(formatMe(payload, options)).toBe(expected);
            // In parts (D190): the account's text, the seconds, the rest.
            const parts = formatMeParts(payload, options);
            expect(parts.join('')).toBe(expected);
            expect(parts).toHaveLength(3);
            expect(parts[1]).toBe(String(Math.floor((token.expiresAt - payload.now) / 1000)));
          }
        },
      ),
    );
  });

  it('formatTimeRemaining: seconds asked in any order each get their own minute\'s text (the last minute\'s text is kept, D189)', () => {
    const fresh = (seconds: number) => {
      const s = Math.max(0, Math.floor(seconds));
      const unit = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
      return `${unit(Math.floor(s / 86_400), 'day')}, ${unit(Math.floor((s % 86_400) / 3_600), 'hour')}, ${unit(Math.floor((s % 3_600) / 60), 'minute')}`;
    };
    fc.assert(
      fc.property(fc.array(fc.oneof(fc.integer({ min: -200, max: 200 }), fc.integer({ min: 0, max: 4e8 }), fc.double({ min: -100, max: 1e6, noNaN: true })), { minLength: 1, maxLength: 12 }), (asks) => {
        for (const seconds of asks) expect(formatTimeRemaining(seconds)).toBe(fresh(seconds));
      }),
    );
    expect([59, 60, 59, 119, 120, -5, 0].map(formatTimeRemaining)).toEqual([
      '0 days, 0 hours, 0 minutes', '0 days, 0 hours, 1 minute', '0 days, 0 hours, 0 minutes', '0 days, 0 hours, 1 minute', '0 days, 0 hours, 2 minutes', '0 days, 0 hours, 0 minutes', '0 days, 0 hours, 0 minutes',
    ]);
  });

  it('an account not frozen may change between calls and is written as it is; what the writer refuses is refused alike', () => {
    const account = { firstName: 'Ann', lastName: 'Lee', emailAddress: 'ann@example.com', createdOn: '2014-01-01' as LeagueDate };
    const token = { expiresAt: Date.parse('2030-01-01T05:00:00Z') };
    const now = Date.parse('2029-12-31T05:00:00Z');
    expect(formatMe({ account, token, now })).toContain('"first_name" : "Ann"');
    account.firstName = 'Bo';
    expect(formatMe({ account, token, now })).toContain('"first_name" : "Bo"');
    expect(() => formatMe({ account, token, now }, { style: 'tabs' as 'pretty' })).toThrow('writeJson: unknown style');
    const thrown = (f: () => string): unknown => {
      try {
        return f();
      } catch (error) {
        return error;
      }
    };
    const nan = { account, token: { expiresAt: Number.NaN }, now };
    expect(thrown(() => formatMe(nan))).toEqual(thrown(() => whole(nan, 'pretty', 'America/New_York')));
    expect(thrown(() => formatMe(nan))).toBeInstanceOf(RangeError);
    // A created_on that is no text: the writer's own answer (absent, the key left out; a number, refused).
    for (const createdOn of [undefined, 20140101]) {
      const odd = { account: { ...account, createdOn: createdOn as unknown as LeagueDate }, token, now };
      expect(thrown(() => formatMe(odd))).toEqual(thrown(() => whole(odd, 'pretty', 'America/New_York')));
    }
    expect(formatMe({ account: { ...account, createdOn: undefined as unknown as LeagueDate }, token, now })).not.toContain('created_on');
  });
});
