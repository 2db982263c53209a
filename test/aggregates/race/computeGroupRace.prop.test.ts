import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computeGroupRace, type GroupRaceInput } from '../../../src/aggregates/race/computeGroupRace.js';
import { enumerateRace } from './enumerateRace.js';

/** A group of 3-6 teams with 0-5 wins (close races) and up to 12 games left: mostly among the group, some against two outside teams, a few between the outsiders. */
const groupArb: fc.Arbitrary<GroupRaceInput> = fc.integer({ min: 3, max: 6 }).chain((n) => {
  const ids = Array.from({ length: n + 2 }, (_, i) => (i < n ? `t${i}` : `out${i - n}`));
  const pair = (a: number, b: number) => [ids[a]!, ids[b]!] as const;
  const gameArb = fc.oneof(
    { weight: 6, arbitrary: fc.tuple(fc.integer({ min: 0, max: n - 1 }), fc.integer({ min: 1, max: n - 1 })).map(([a, d]) => pair(a, (a + d) % n)) },
    { weight: 3, arbitrary: fc.tuple(fc.integer({ min: 0, max: n - 1 }), fc.integer({ min: n, max: n + 1 }), fc.boolean()).map(([a, o, home]) => (home ? pair(a, o) : pair(o, a))) },
    { weight: 1, arbitrary: fc.constant(pair(n, n + 1)) },
  );
  return fc.record({
    teams: fc.array(fc.integer({ min: 0, max: 5 }), { minLength: n, maxLength: n }).map((ws) => ws.map((won, i) => ({ teamId: ids[i]!, won }))),
    remaining: fc.array(gameArb, { maxLength: 12 }),
  });
});

const maxWonOf = (input: GroupRaceInput, id: string) =>
  input.teams.find((t) => t.teamId === id)!.won + input.remaining.filter(([a, b]) => a === id || b === id).length;

describe('computeGroupRace equals exhaustive enumeration of every completion', () => {
  it('says clinched, eliminated, clinchedTie and canOnlyTie exactly when enumeration does', () => {
    fc.assert(
      fc.property(groupArb, (input) => {
        const race = computeGroupRace(input);
        const truth = enumerateRace(input);
        expect(race.map((r) => r.teamId)).toEqual(input.teams.map((t) => t.teamId));
        race.forEach((r, i) => {
          const e = truth[i]!;
          const expected = e.alwaysWins ? 'clinched' : e.canTie ? 'alive' : 'eliminated';
          expect({ id: r.teamId, status: r.status, clinchedTie: r.clinchedTie, canOnlyTie: r.canOnlyTie }).toEqual({
            id: e.teamId, status: expected, clinchedTie: e.alwaysTies, canOnlyTie: e.canTie && !e.canWin,
          });
          // The statements the flow is for: clinched is first in every completion, eliminated never even ties.
          if (r.status === 'clinched') expect(e.alwaysWins).toBe(true);
          if (r.status === 'eliminated') expect(e.canTie).toBe(false);
          expect(r.maxWon).toBe(maxWonOf(input, r.teamId));
        });
      }),
      { numRuns: 300 },
    );
  });

  it('gives a certificate exactly when eliminated or only able to tie, and its arithmetic proves it', () => {
    fc.assert(
      fc.property(groupArb, (input) => {
        const groupIds = new Set(input.teams.map((t) => t.teamId));
        for (const r of computeGroupRace(input)) {
          const needs = r.status === 'eliminated' || r.canOnlyTie;
          expect(r.certificate !== null).toBe(needs);
          if (!r.certificate) continue;
          const c = r.certificate;
          const set = new Set(c.teams);
          expect(set.size).toBe(c.teams.length);
          expect(c.teams.length).toBeGreaterThan(0);
          expect(set.has(r.teamId)).toBe(false);
          for (const id of c.teams) expect(groupIds.has(id)).toBe(true);
          const maxWon = maxWonOf(input, r.teamId);
          expect(c.bound).toBe(r.status === 'eliminated' ? maxWon : maxWon - 1);
          // Recomputed from the input, not taken from the certificate.
          const won = input.teams.filter((t) => set.has(t.teamId)).reduce((s, t) => s + t.won, 0);
          const among = input.remaining.filter(([a, b]) => set.has(a) && set.has(b)).length;
          expect([c.won, c.gamesAmong]).toEqual([won, among]);
          // Pigeonhole: the set's wins at the end are at least won + among, so one of them ends above the bound.
          expect(won + among).toBeGreaterThan(c.teams.length * c.bound);
        }
      }),
    );
  });

  it('does not depend on the order of the teams or of the games', () => {
    fc.assert(
      fc.property(groupArb, fc.infiniteStream(fc.double({ min: 0, max: 1, noNaN: true })), (input, noise) => {
        const shuffle = <T>(xs: readonly T[]) => xs.map((x) => [noise.next().value, x] as const).sort((p, q) => p[0] - q[0]).map((p) => p[1]);
        const other = { teams: shuffle(input.teams), remaining: shuffle(input.remaining).map(([a, b]) => (noise.next().value < 0.5 ? [b, a] as const : [a, b] as const)) };
        const key = (rs: ReturnType<typeof computeGroupRace>) =>
          rs.map((r) => [r.teamId, r.status, r.clinchedTie, r.canOnlyTie, r.maxWon] as const).sort((p, q) => (p[0] < q[0] ? -1 : 1));
        expect(key(computeGroupRace(other))).toEqual(key(computeGroupRace(input)));
      }),
    );
  });
});
