/**
 * D149: the standings' own pretty writer gives the bytes of the general writer for every row it
 * takes, and leaves every other row (a name to escape, a count that is not a safe integer) to the
 * general writer, which then answers or refuses exactly as before.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { StandingFacts } from '../../src/aggregates/StandingRow.js';
import type { Team } from '../../src/aggregates/Team.js';
import type { TeamRecord } from '../../src/aggregates/TeamRecord.js';
import { JsonShape } from '../../src/formatting/JsonShape.js';
import { formatStandings, formatWildcard } from '../../src/formatting/payloads/formatStandings.js';
import { standingToJson } from '../../src/formatting/payloads/standingToJson.js';
import { formatTableParts } from '../../src/formatting/payloads/formatStandings.js';
import { writeStandingsPretty, writeStandingsPrettyParts } from '../../src/formatting/payloads/writeStandingsPretty.js';
import { writeJson } from '../../src/formatting/writeJson.js';
import type { LeagueDate } from '../../src/ids/index.js';

/** What the payload was before D149: the general writer over the standings' shapes. */
function general(date: string, rows: readonly StandingFacts[], divisionRecords: boolean): string {
  return writeJson(new JsonShape(['standings_date', 'standing']).record([date, rows.map((r) => standingToJson(r, { divisionRecords }))]), 'pretty');
}

/** The outcome of a call: its text, or its error's class and message. */
function outcome(f: () => string): string {
  try {
    return `ok ${f()}`;
  } catch (error) {
    return `${(error as Error).constructor.name}: ${(error as Error).message}`;
  }
}

const count = fc.oneof({ weight: 12, arbitrary: fc.nat({ max: 200 }) }, fc.integer({ min: -5000, max: 5000 }), fc.constantFrom(2 ** 53, -0, 1.5, Number.NaN, 1e21));
const text = fc.oneof({ weight: 6, arbitrary: fc.constantFrom('Boston', 'Red Sox', 'St. Louis', 'Trail Blazers', 'Montréal') }, fc.string({ maxLength: 8 }), fc.constantFrom('say "hi"', 'a\\b', 'tab\there', 'x\u0001'));

const team: fc.Arbitrary<Team> = fc.record({
  sport: fc.constantFrom('mlb', 'nba'), firstName: text, lastName: text, teamId: fc.constantFrom('boston-red-sox', 'new-york-knicks', 'a-b'),
  conference: fc.oneof(fc.constantFrom('American', 'National', 'East', 'West'), text), division: fc.oneof(fc.constantFrom('East', 'Central', 'West', 'Atlantic', 'Southwest'), text),
}).map((t) => ({ ...t, season: 2019, abbreviation: 'ABC', active: true, fullName: `${t.firstName} ${t.lastName}`, siteName: 'Park', city: 'City', state: 'State' }) as unknown as Team);

const record: fc.Arbitrary<TeamRecord> = fc.record({
  won: count, lost: count, tied: fc.constantFrom(0, 1), homeWon: count, homeLost: count, awayWon: count, awayLost: count, conferenceWon: count, conferenceLost: count,
  divisionWon: count, divisionLost: count, pointsFor: count, pointsAgainst: count, streakType: fc.constantFrom('win' as const, 'loss' as const, null),
  streakTotal: fc.oneof({ weight: 8, arbitrary: fc.nat({ max: 20 }) }, fc.constantFrom(70, 2 ** 53, 1.5)),
  lastFiveWon: fc.nat({ max: 5 }), lastFiveLost: fc.nat({ max: 5 }), lastTenWon: fc.nat({ max: 12 }), lastTenLost: fc.nat({ max: 10 }),
});

const row: fc.Arbitrary<StandingFacts> = fc.record({
  team, record, rank: fc.oneof({ weight: 8, arbitrary: fc.integer({ min: 1, max: 30 }) }, count),
  gamesBackHalves: fc.oneof({ weight: 8, arbitrary: fc.integer({ min: -80, max: 120 }) }, fc.constantFrom(2 ** 53, 0.5)),
  playoffSeed: fc.option(fc.oneof({ weight: 6, arbitrary: fc.integer({ min: 1, max: 15 }) }, count), { nil: undefined }),
}).map((r): StandingFacts => (r.playoffSeed === undefined ? { team: r.team, record: r.record, rank: r.rank, gamesBackHalves: r.gamesBackHalves } : { ...r, playoffSeed: r.playoffSeed }));

describe('writeStandingsPretty (D149)', () => {
  it('writes what the general writer writes, or leaves the table to it', () => {
    fc.assert(
      fc.property(fc.array(row, { maxLength: 6 }), fc.boolean(), fc.oneof(fc.constant('2019-06-01T00:00:00-04:00'), text), (rows, divisionRecords, date) => {
        const fast = outcome(() => writeStandingsPretty(date, rows, divisionRecords) ?? 'left to the general writer');
        const slow = outcome(() => general(date, rows, divisionRecords));
        if (fast !== 'ok left to the general writer') expect(fast).toBe(slow);
      }),
      { numRuns: 2000 },
    );
  });

  it('takes the plain rows of real tables (so that the fast path is the one measured)', () => {
    fc.assert(
      fc.property(fc.array(row, { maxLength: 6 }), fc.boolean(), (rows, divisionRecords) => {
        const plain = rows.every((r) => /^[A-Za-z .é]*$/.test(`${r.team.firstName}${r.team.lastName}${r.team.conference}${r.team.division}`) &&
          [r.rank, r.gamesBackHalves, r.playoffSeed ?? 0, ...Object.values(r.record).filter((v) => typeof v === 'number')].every((v) => Number.isSafeInteger(v)) &&
          r.rank >= 1); // a real table's ranks start at 1 (formatOrdinal refuses a negative one, in both writers)
        fc.pre(plain);
        const date = '2019-06-01T00:00:00-04:00';
        expect(writeStandingsPretty(date, rows, divisionRecords)).toBe(general(date, rows, divisionRecords));
      }),
      { numRuns: 500 },
    );
  });

  it('formatStandings and formatWildcard answer as the general writer did, in both styles, refusals included', () => {
    fc.assert(
      fc.property(fc.array(row, { maxLength: 5 }), fc.constantFrom('pretty' as const, 'compact' as const), (rows, style) => {
        const payload = { standingsDate: { date: '2019-06-01' as LeagueDate }, rows };
        const date = '2019-06-01T00:00:00-04:00';
        const shape = new JsonShape(['standings_date', 'standing']);
        expect(outcome(() => formatStandings(payload, { style }))).toBe(outcome(() => writeJson(shape.record([date, rows.map((r) => standingToJson(r, { divisionRecords: true }))]), style)));
        expect(outcome(() => formatWildcard(payload, { style }))).toBe(outcome(() => writeJson(shape.record([date, rows.map((r) => standingToJson(r, { divisionRecords: false }))]), style)));
      }),
      { numRuns: 1000 },
    );
  });

  it('an empty table', () => {
    expect(writeStandingsPretty('2019-06-01T00:00:00-04:00', [], true)).toBe(general('2019-06-01T00:00:00-04:00', [], true));
  });

  it('writes a frozen record once and reuses its text; a record or team that is not frozen is read on every write (D150)', () => {
    fc.assert(
      fc.property(fc.array(row, { minLength: 1, maxLength: 5 }), fc.boolean(), fc.nat({ max: 40 }), (rows, divisionRecords, won) => {
        const date = '2019-06-01T00:00:00-04:00';
        const frozen = rows.map((r) => ({ ...r, record: Object.freeze({ ...r.record }) }));
        // Twice each, both variants: the second write of each reads the kept pieces.
        for (const d of [divisionRecords, !divisionRecords, divisionRecords]) {
          const fast = outcome(() => writeStandingsPretty(date, frozen, d) ?? 'left to the general writer');
          if (fast !== 'ok left to the general writer') expect(fast).toBe(outcome(() => general(date, frozen, d)));
        }
        // A caller's own record and team, changed between two writes: the second write shows the change.
        const mutable = rows.map((r) => ({ ...r, record: { ...r.record }, team: { ...r.team } }));
        writeStandingsPretty(date, mutable, divisionRecords);
        mutable[0]!.record.won = won;
        mutable[0]!.record.homeWon = won;
        (mutable[0]!.team as { lastName: string }).lastName = `${mutable[0]!.team.lastName}${won % 2 === 0 ? 'x' : '"x'}`; // a quote: now to be escaped
        const fast = outcome(() => writeStandingsPretty(date, mutable, divisionRecords) ?? 'left to the general writer');
        if (fast !== 'ok left to the general writer') {
          expect(fast).toBe(outcome(() => general(date, mutable, divisionRecords)));
          // Read back as JSON (independent of both writers' checks): the changed name, escaped if need be.
          if (fast.startsWith('ok ')) expect((JSON.parse(fast.slice(3)) as { standing: { last_name: string }[] }).standing[0]!.last_name).toBe(mutable[0]!.team.lastName);
        }
      }),
      { numRuns: 1000 },
    );
  });

  it('in parts, a row a part: joined, the same text; a frozen record and team shown alike again give the very kept row; shown otherwise, another (D154)', () => {
    fc.assert(
      fc.property(fc.array(row, { minLength: 1, maxLength: 5 }), fc.boolean(), fc.integer({ min: 1, max: 9 }), (rows, divisionRecords, shift) => {
        const date = '2019-06-01T00:00:00-04:00';
        const team = Object.freeze({ ...rows[0]!.team });
        const frozen = rows.map((r) => ({ ...r, team, record: Object.freeze({ ...r.record }) }));
        const parts = writeStandingsPrettyParts(date, frozen, divisionRecords);
        const text = writeStandingsPretty(date, frozen, divisionRecords);
        if (parts === undefined) return void expect(text).toBeUndefined();
        expect(parts.join('')).toBe(text);
        expect(parts.length).toBe(2 * frozen.length + 1);
        expect(text).toBe(general(date, frozen, divisionRecords));
        // The same rows again: the very strings kept.
        const again = writeStandingsPrettyParts(date, frozen, divisionRecords)!;
        frozen.forEach((_, i) => expect(again[2 * i + 1]).toBe(parts[2 * i + 1]));
        // The first row shown with another games back, rank or seed: its own text, as the general writer has it.
        const moved = [{ ...frozen[0]!, gamesBackHalves: frozen[0]!.gamesBackHalves + shift }, { ...frozen[0]!, rank: frozen[0]!.rank + shift }, { ...frozen[0]!, playoffSeed: shift }];
        for (const m of moved) expect(outcome(() => writeStandingsPretty(date, [m], divisionRecords) ?? 'left')).toBe(outcome(() => general(date, [m], divisionRecords)));
        // And formatTableParts, both styles: joined, the formatter's text.
        const payload = { standingsDate: { date: '2019-06-01' as LeagueDate }, rows: frozen };
        for (const style of ['pretty', 'compact'] as const) {
          expect(formatTableParts(payload, { style }, true).join('')).toBe(formatStandings(payload, { style }));
          expect(formatTableParts(payload, { style }, false).join('')).toBe(formatWildcard(payload, { style }));
        }
      }),
      { numRuns: 1000 },
    );
  });
});
