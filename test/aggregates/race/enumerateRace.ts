import type { GroupRaceInput } from '../../../src/aggregates/race/computeGroupRace.js';

/** What exhaustive enumeration says of one team, over every completion of the remaining games. */
export interface EnumeratedRace {
  readonly teamId: string;
  /** Some completion leaves it at least tied for first. */
  readonly canTie: boolean;
  /** Some completion leaves it alone in first. */
  readonly canWin: boolean;
  /** Every completion leaves it alone in first. */
  readonly alwaysWins: boolean;
  /** Every completion leaves it at least tied for first. */
  readonly alwaysTies: boolean;
}

/**
 * The reference answer by brute force: every one of the 2^n outcomes of the games involving the
 * group (a game against an outside team is won or lost by the group team; games between two
 * outside teams change nothing and are skipped). Independent of the flow code on purpose.
 */
export function enumerateRace(input: GroupRaceInput): EnumeratedRace[] {
  const ids = input.teams.map((t) => t.teamId);
  const idx = (id: string) => ids.indexOf(id);
  const games = input.remaining.map(([a, b]) => [idx(a), idx(b)] as const).filter(([i, j]) => i >= 0 || j >= 0);
  const n = ids.length;
  const acc = ids.map((teamId) => ({ teamId, canTie: false, canWin: false, alwaysWins: true, alwaysTies: true }));
  const final = new Array<number>(n);
  for (let mask = 0; mask < 2 ** games.length; mask++) {
    for (let i = 0; i < n; i++) final[i] = input.teams[i]!.won;
    games.forEach(([i, j], k) => {
      const firstWins = ((mask >> k) & 1) === 1;
      const winner = firstWins ? i : j;
      if (winner >= 0) final[winner]!++;
    });
    for (let x = 0; x < n; x++) {
      let best = -Infinity;
      for (let y = 0; y < n; y++) if (y !== x) best = Math.max(best, final[y]!);
      const a = acc[x]!;
      if (final[x]! >= best) a.canTie = true; else a.alwaysTies = false;
      if (final[x]! > best) a.canWin = true; else a.alwaysWins = false;
    }
  }
  return acc;
}
