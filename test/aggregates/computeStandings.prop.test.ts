import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computeStandingsGroup } from '../../src/aggregates/computeStandings.js';
import { computeWildcard } from '../../src/aggregates/computeWildcard.js';
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

  it('shares ranks among ties (1, 2, 2, 4) and orders equal ranks by winning percentage then name', () => {
    const recs: Record<string, [number, number]> = { a: [10, 2], b: [9, 3], c: [8, 2], d: [7, 5] };
    const rows = computeStandingsGroup(Object.keys(recs).map((k) => team(k)), (t) => ({ ...EMPTY_RECORD, won: recs[t.teamId]![0], lost: recs[t.teamId]![1] }));
    expect(rows.map((r) => [r.team.teamId, r.rank, r.gamesBackHalves])).toEqual([['a', 1, 0], ['c', 2, 2], ['b', 2, 2], ['d', 4, 6]]);
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
});
