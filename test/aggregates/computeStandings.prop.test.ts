import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computeStandingsGroup, standingsGroupOfRecords } from '../../src/aggregates/computeStandings.js';
import { computeWildcard, wildcardOfRecords } from '../../src/aggregates/computeWildcard.js';
import { byMlbStanding } from '../../src/aggregates/byMlbStanding.js';
import { byWinPercentage } from '../../src/aggregates/StandingRow.js';
import type { Team } from '../../src/aggregates/Team.js';
import { EMPTY_RECORD, type TeamRecord } from '../../src/aggregates/TeamRecord.js';
import { team } from './fixtures.js';

const wl = fc.record({ won: fc.nat(120), lost: fc.nat(120) });

describe('standings groups', () => {
  it('games back equals the brute-force definition: the largest deficit to any team of the group, in halves', () => {
    fc.assert(
      fc.property(fc.array(wl, { minLength: 1, maxLength: 8 }), (records) => {
        const teams = records.map((_, i) => team(`t${i}`));
        const recordOf = (t: { teamId: string }): TeamRecord => ({ ...EMPTY_RECORD, ...records[Number(t.teamId.slice(1))]! });
        const rows = computeStandingsGroup(teams, recordOf);
        for (const row of rows) {
          const brute = Math.max(...records.map((o) => o.won - row.record.won + (row.record.lost - o.lost)));
          expect(row.gamesBackHalves).toBe(brute);
        }
        expect(rows[0]!.gamesBackHalves).toBe(0);
        // ranks: competition ranking by games back
        rows.forEach((row, i) => {
          const better = rows.filter((o) => o.gamesBackHalves < row.gamesBackHalves).length;
          expect(row.rank).toBe(better + 1);
          if (i > 0) expect(rows[i - 1]!.gamesBackHalves).toBeLessThanOrEqual(row.gamesBackHalves);
        });
      }),
    );
  });

  it('shares ranks among ties (1, 2, 2, 4) and orders equal ranks by winning percentage then name (NBA rule, the default)', () => {
    const recs: Record<string, [number, number]> = { a: [10, 2], b: [9, 3], c: [8, 2], d: [7, 5] };
    const rows = computeStandingsGroup(Object.keys(recs).map((k) => team(k)), (t) => ({ ...EMPTY_RECORD, won: recs[t.teamId]![0], lost: recs[t.teamId]![1] }));
    expect(rows.map((r) => [r.team.teamId, r.rank, r.gamesBackHalves])).toEqual([['a', 1, 0], ['c', 2, 2], ['b', 2, 2], ['d', 4, 6]]);
  });
});

describe('standings groups, MLB rule (DECISIONS 5 and 11, D38)', () => {
  const group = (recs: Record<string, readonly [number, number]>, options: Parameters<typeof computeStandingsGroup>[2] = { rule: 'mlb' }) =>
    computeStandingsGroup(Object.keys(recs).map((k) => team(k)), (t) => ({ ...EMPTY_RECORD, won: recs[t.teamId]![0], lost: recs[t.teamId]![1] }), options);

  it('splits equal games back by winning percentage and shares a rank only when both are equal', () => {
    // c 8-2 (.800) and b 9-3 (.750) are both 1.0 back: c ranks 2, b 3. e 4-6 and f 3-5 are 5.0 back: .400 and .375.
    const rows = group({ a: [10, 2], b: [9, 3], c: [8, 2], d: [7, 5], e: [4, 6], f: [3, 5] });
    expect(rows.map((r) => [r.team.teamId, r.rank, r.gamesBackHalves])).toEqual([['a', 1, 0], ['c', 2, 2], ['b', 3, 2], ['d', 4, 6], ['e', 5, 10], ['f', 6, 10]]);
    // Equal games back and percentage (9-9 and 7-7 are both .500, 0.0 back) share the rank.
    expect(group({ m: [7, 7], p: [9, 9], w: [6, 8] }).map((r) => [r.team.teamId, r.rank])).toEqual([['p', 1], ['m', 1], ['w', 3]]);
  });

  it('lists the rows of a shared rank by full name in reverse order', () => {
    // The 2021-04-23 AL East: Yankees and Orioles both 8-11 (rank 4), the Yankees first.
    const rows = group({ bos: [13, 8], tb: [10, 10], tor: [9, 10], bal: [8, 11], nyy: [8, 11] });
    expect(rows.map((r) => [r.team.teamId, r.rank])).toEqual([['bos', 1], ['tb', 2], ['tor', 3], ['nyy', 4], ['bal', 4]]);
    // Ingest order plays no part.
    const reversed = computeStandingsGroup(['nyy', 'tor', 'tb', 'bos', 'bal'].map((k) => team(k)), (t) => rows.find((r) => r.team.teamId === t.teamId)!.record, { rule: 'mlb' });
    expect(reversed).toEqual(rows);
  });

  it('ranks by the brute-force definition: one plus the teams ahead on games back, or level on games back with a better percentage', () => {
    fc.assert(
      fc.property(fc.array(wl, { minLength: 1, maxLength: 8 }), (records) => {
        const teams = records.map((_, i) => team(`t${i}`));
        const recordOf = (t: { teamId: string }): TeamRecord => ({ ...EMPTY_RECORD, ...records[Number(t.teamId.slice(1))]! });
        const rows = computeStandingsGroup(teams, recordOf, { rule: 'mlb' });
        const pct = (r: { won: number; lost: number }) => (r.won + r.lost === 0 ? 0 : r.won / (r.won + r.lost));
        rows.forEach((row, i) => {
          const ahead = rows.filter((o) => o.gamesBackHalves < row.gamesBackHalves || (o.gamesBackHalves === row.gamesBackHalves && pct(o.record) > pct(row.record)));
          expect(row.rank).toBe(ahead.length + 1);
          if (i > 0) {
            const prev = rows[i - 1]!;
            expect(prev.gamesBackHalves).toBeLessThanOrEqual(row.gamesBackHalves);
            if (prev.rank === row.rank) expect(prev.team.fullName >= row.team.fullName).toBe(true);
          }
        });
      }),
    );
  });

  it('orders rows exactly as byMlbStanding and the NBA rule as byWinPercentage of the records (the rows own percentages stand for them, D189), in groups sorted by insertion and past 32 teams (D190)', () => {
    // Records up to a long season's and past it, 0-0 included, and many equal percentages (2-2, 3-3, 40-40).
    const rec = fc.oneof(fc.record({ won: fc.nat(3000), lost: fc.nat(3000) }), fc.nat(6).map((n) => ({ won: n, lost: n })), fc.constant({ won: 0, lost: 0 }));
    fc.assert(
      fc.property(fc.oneof(fc.array(rec, { minLength: 1, maxLength: 16 }), fc.array(rec, { minLength: 30, maxLength: 40 })), fc.array(fc.nat(30), { minLength: 40, maxLength: 40 }), (records, seeds) => {
        const teams = records.map((_, i) => team(`t${String(i).padStart(2, '0')}`));
        const recordOf = (_: Team, i: number): TeamRecord => ({ ...EMPTY_RECORD, ...records[i]! });
        const mlb = computeStandingsGroup(teams, recordOf, { rule: 'mlb' });
        const sorted = [...mlb].sort((a, b) => byMlbStanding(a, b));
        expect(mlb.map((r) => r.team.teamId)).toEqual(sorted.map((r) => r.team.teamId));
        mlb.forEach((row, i) => expect(row.rank).toBe(i > 0 && byMlbStanding(mlb[i - 1]!, row, { names: false }) === 0 ? mlb[i - 1]!.rank : i + 1));
        const nba = computeStandingsGroup(teams, recordOf, { playoffSeedOf: (_, i) => seeds[i] });
        for (let i = 1; i < nba.length; i++) {
          const [a, b] = [nba[i - 1]!, nba[i]!];
          const order = a.gamesBackHalves - b.gamesBackHalves || byWinPercentage(a.record, b.record) || (a.playoffSeed ?? 0) - (b.playoffSeed ?? 0) || (a.team.fullName < b.team.fullName ? -1 : 1);
          expect(order).toBeLessThan(0);
        }
      }),
    );
  });

  it('breaks a tie for first by breakLeaderTie only among teams equal in percentage too (D3, D34)', () => {
    const calls: string[][] = [];
    const breakLeaderTie = (tied: readonly Team[]) => {
      calls.push(tied.map((t) => t.teamId));
      return [...tied].reverse();
    };
    // 89-71 (.556) leads 90-72 (.5556) at 0.0 back: no tie, no call; the 90-72 team is rank 2 with 0.0 games back.
    expect(group({ hou: [90, 72], tex: [89, 71], sea: [88, 74] }, { rule: 'mlb', breakLeaderTie }).map((r) => [r.team.teamId, r.rank, r.gamesBackHalves])).toEqual([
      ['tex', 1, 0], ['hou', 2, 0], ['sea', 3, 4],
    ]);
    expect(calls).toEqual([]);
    // 90-72 twice: the tie is broken and ranked 1, 2; the next team keeps rank 3.
    expect(group({ hou: [90, 72], tex: [90, 72], sea: [88, 74] }, { rule: 'mlb', breakLeaderTie }).map((r) => [r.team.teamId, r.rank, r.gamesBackHalves])).toEqual([
      ['hou', 1, 0], ['tex', 2, 0], ['sea', 3, 4],
    ]);
    expect(calls).toEqual([['tex', 'hou']]);
  });
});

describe('wild card', () => {
  it('removes every division leader, ties included, and measures from the last wild card place', () => {
    const mk = (id: string, won: number, lost: number) => ({ id, won, lost });
    const divisions = [
      [mk('e1', 90, 60), mk('e2', 90, 60), mk('e3', 85, 65)],
      [mk('c1', 88, 62), mk('c2', 86, 64)],
      [mk('w1', 95, 55), mk('w2', 80, 70), mk('w3', 84, 66)],
    ].map((div) => computeStandingsGroup(div.map((x) => team(x.id)), (t) => {
      const x = div.find((y) => y.id === t.teamId)!;
      return { ...EMPTY_RECORD, won: x.won, lost: x.lost };
    }));
    const wc = computeWildcard(divisions, 2);
    expect(wc.map((r) => [r.team.teamId, r.rank, r.gamesBackHalves])).toEqual([
      ['c2', 1, -2],
      ['e3', 2, 0],
      ['w3', 3, 2],
      ['w2', 4, 10],
    ]);
    expect(computeWildcard(divisions, 1)[0]!.gamesBackHalves).toBe(0);
  });

  it('orders and ranks the rest exactly as byMlbStanding would, whatever the records (D189), leagues past 32 teams included (D190)', () => {
    const rec = fc.oneof(fc.record({ won: fc.nat(200), lost: fc.nat(200) }), fc.nat(5).map((n) => ({ won: n + 2, lost: n })), fc.constant({ won: 0, lost: 0 }));
    fc.assert(
      fc.property(fc.oneof(fc.array(fc.array(rec, { minLength: 1, maxLength: 6 }), { minLength: 1, maxLength: 3 }), fc.array(fc.array(rec, { minLength: 12, maxLength: 16 }), { minLength: 3, maxLength: 3 })), fc.integer({ min: 1, max: 3 }), (divs, spots) => {
        const divisions = divs.map((records, d) => {
          const teams = records.map((_, i) => team(`d${d}t${i}`));
          return computeStandingsGroup(teams, (_, i) => ({ ...EMPTY_RECORD, ...records[i]! }), { rule: 'mlb' });
        });
        const wc = computeWildcard(divisions, spots);
        const rest = divisions.flat().filter((r) => r.rank !== 1).sort((a, b) => byMlbStanding(a, b));
        expect(wc.map((r) => r.team.teamId)).toEqual(rest.map((r) => r.team.teamId));
        wc.forEach((row, i) => expect(row.rank).toBe(i > 0 && byMlbStanding(wc[i - 1]!, row, { names: false }) === 0 ? wc[i - 1]!.rank : i + 1));
      }),
    );
  });

  it('from the records alone (wildcardOfRecords, D191): the same rows in the same order as computeWildcard of the division tables, whatever the records and names', () => {
    const rec = fc.oneof(fc.record({ won: fc.nat(200), lost: fc.nat(200) }), fc.nat(5).map((n) => ({ won: n + 2, lost: n })), fc.constant({ won: 0, lost: 0 }));
    // Names drawn from a few, so that teams of a league share full names too (rows equal on everything keep their places).
    const club = fc.record({ record: rec, name: fc.constantFrom('A', 'B', 'C') });
    fc.assert(
      fc.property(fc.oneof(fc.array(fc.array(club, { maxLength: 6 }), { minLength: 1, maxLength: 3 }), fc.array(fc.array(club, { minLength: 12, maxLength: 16 }), { minLength: 3, maxLength: 3 })), fc.integer({ min: 1, max: 3 }), (divs, spots) => {
        const teams = divs.map((clubs, d) => clubs.map((c, i) => ({ ...team(`d${d}t${i}`), fullName: c.name })));
        const records = divs.map((clubs) => clubs.map((c) => ({ ...EMPTY_RECORD, ...c.record })));
        const tables = teams.map((own, d) => standingsGroupOfRecords(own, records[d]!, { rule: 'mlb' }));
        expect(wildcardOfRecords(teams, records, spots)).toEqual(computeWildcard(tables, spots));
      }),
      { numRuns: 500 },
    );
  });

  it('ranks and orders as MLB standings: equal games back split by percentage, a shared rank in reverse name order (DECISIONS 6)', () => {
    const division = (recs: Record<string, readonly [number, number]>) =>
      computeStandingsGroup(Object.keys(recs).map((k) => team(k)), (t) => ({ ...EMPTY_RECORD, won: recs[t.teamId]![0], lost: recs[t.teamId]![1] }), { rule: 'mlb' });
    const divisions = [division({ e1: [20, 10], e2: [15, 13], e3: [16, 14] }), division({ c1: [19, 11], c2: [14, 12] }), division({ w1: [21, 9], w2: [16, 14], w3: [10, 20] })];
    // e2 15-13, c2 14-12, e3 16-14 and w2 16-14 are all +2: .536, .538, .533, .533.
    expect(computeWildcard(divisions, 2).map((r) => [r.team.teamId, r.rank, r.gamesBackHalves])).toEqual([
      ['c2', 1, 0], ['e2', 2, 0], ['w2', 3, 0], ['e3', 3, 0], ['w3', 5, 12],
    ]);
  });
});
