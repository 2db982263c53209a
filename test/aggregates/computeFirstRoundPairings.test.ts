import { describe, expect, it } from 'vitest';
import { computeFirstRoundPairings, type SeededGroup } from '../../src/aggregates/computeFirstRoundPairings.js';
import { postseasonFormat } from '../../src/aggregates/PostseasonFormat.js';
import type { TeamId } from '../../src/ids/index.js';

/** A group of n seeds, team `<group>-<seed>`; seed 1 and 4 share the East unless said otherwise. */
function group(name: string, n: number, division: (seed: number) => string = (s) => (s === 1 || s === 4 ? 'East' : `D${s}`)): SeededGroup & { divisions: Map<string, string> } {
  const competitors = Array.from({ length: n }, (_, i) => ({ seed: i + 1, teamId: `${name}-${i + 1}` as TeamId }));
  return { name, competitors, divisions: new Map(competitors.map((c) => [c.teamId as string, division(c.seed)])) };
}
const pairs = (rule: Parameters<typeof computeFirstRoundPairings>[0], groups: ReturnType<typeof group>[]) => {
  const r = computeFirstRoundPairings(rule, groups, (id) => groups.map((g) => g.divisions.get(id)).find((d) => d !== undefined));
  return r && { pairings: r.pairings.map((p) => `${p.group}:${p.higher.seed}v${p.lower.seed}`), byes: r.byes.map((b) => `${b.group}:${b.competitor.seed}`) };
};

describe('first-round pairings by format', () => {
  it('MLB through 2011: the wild card meets seed 1 unless they share a division, then seed 2', () => {
    expect(pairs('mlb-8', [group('AL', 4, (s) => `D${s}`)])).toEqual({ pairings: ['AL:1v4', 'AL:2v3'], byes: [] });
    // 2011 AL: the Yankees (1) and the wild card Rays (4) were both of the East; Tampa Bay played Texas (2).
    expect(pairs('mlb-8', [group('AL', 4)])).toEqual({ pairings: ['AL:1v3', 'AL:2v4'], byes: [] });
  });

  it('MLB 2012-2021: the Wildcard game 4 v 5, division winners wait', () => {
    expect(pairs('mlb-10', [group('AL', 5), group('NL', 5)])).toEqual({ pairings: ['AL:4v5', 'NL:4v5'], byes: ['AL:1', 'AL:2', 'AL:3', 'NL:1', 'NL:2', 'NL:3'] });
  });

  it('MLB 2020: eight per league, 1 v 8 ... 4 v 5', () => {
    expect(pairs('mlb-16', [group('AL', 8)])).toEqual({ pairings: ['AL:1v8', 'AL:2v7', 'AL:3v6', 'AL:4v5'], byes: [] });
  });

  it('MLB from 2022: 3 v 6 and 4 v 5, byes for the two best division winners', () => {
    expect(pairs('mlb-12', [group('AL', 6)])).toEqual({ pairings: ['AL:3v6', 'AL:4v5'], byes: ['AL:1', 'AL:2'] });
  });

  it('NBA: 1 v 8 ... 4 v 5; in the play-in era 7 v 8 and 9 v 10, seeds 1-6 wait', () => {
    expect(pairs('nba-16', [group('East', 8)])).toEqual({ pairings: ['East:1v8', 'East:2v7', 'East:3v6', 'East:4v5'], byes: [] });
    expect(pairs('nba-play-in', [group('East', 10)])).toEqual({ pairings: ['East:7v8', 'East:9v10'], byes: ['East:1', 'East:2', 'East:3', 'East:4', 'East:5', 'East:6'] });
  });

  it('the rule of each season follows the format', () => {
    expect([2011, 2012, 2020, 2021, 2022].map((s) => postseasonFormat('mlb', s).rule)).toEqual(['mlb-8', 'mlb-10', 'mlb-16', 'mlb-10', 'mlb-12']);
    expect([2020, 2021].map((s) => postseasonFormat('nba', s).rule)).toEqual(['nba-16', 'nba-play-in']);
  });

  it('is undefined for groups of another shape (a seed missing, repeated, or too many teams)', () => {
    const g = group('AL', 5);
    expect(pairs('mlb-12', [g])).toBeUndefined();
    expect(pairs('mlb-10', [{ ...g, competitors: g.competitors.map((c) => (c.seed === 5 ? { ...c, seed: 4 } : c)) }])).toBeUndefined();
    expect(pairs('mlb-10', [{ ...g, competitors: g.competitors.map((c) => (c.seed === 5 ? { ...c, seed: 6 } : c)) }])).toBeUndefined();
  });
});
