import type { RaceResults } from './RaceResults.js';
import type { RaceSeason } from './RaceSeason.js';

/**
 * Each team's games in order in a simulated season, for the tiebreakers that read the order
 * (`RaceResults.sequenceOf`): the played games (from `base`), then the remaining ones with the
 * outcomes drawn into `outcome` (1: the home team won). The arrays are allocated when first
 * asked for, and a team's simulated part is refilled only when asked for after `reset` (called
 * at the start of each simulation), so a simulation whose ties never read the order pays nothing.
 *
 * @example
 * const outcome = new Uint8Array(race.remaining.length);
 * const sequences = createSimulatedSequences(race, resultsOfRace(race), outcome);
 * sequences.reset();
 * sequences.of(0).won.length; // all games of race.teams[0], played and remaining
 */
export function createSimulatedSequences(race: RaceSeason, base: RaceResults, outcome: Uint8Array): { of: RaceResults['sequenceOf']; reset: () => void } {
  const n = race.teams.length;
  const playedCount = new Int32Array(n);
  for (let i = 0; i < n; i++) playedCount[i] = base.won[i]! + base.lost[i]!;
  const gamesOf: number[][] = Array.from({ length: n }, () => []);
  race.remaining.forEach((g, k) => {
    gamesOf[g.home]!.push(k);
    gamesOf[g.away]!.push(k);
  });
  let arrays: { opponents: Int32Array; won: Uint8Array }[] | undefined;
  const fresh = new Uint8Array(n);
  const of = (i: number) => {
    if (!(i >= 0 && i < n)) throw new RangeError(`createSimulatedSequences: no team ${i} (of ${n})`);
    if (!arrays) {
      arrays = [];
      for (let t = 0; t < n; t++) {
        const played = base.sequenceOf(t);
        const opponents = new Int32Array(playedCount[t]! + gamesOf[t]!.length), wonFlags = new Uint8Array(opponents.length);
        opponents.set(Array.from(played.opponents));
        wonFlags.set(Array.from(played.won));
        for (let k = 0; k < gamesOf[t]!.length; k++) {
          const g = race.remaining[gamesOf[t]![k]!]!;
          opponents[playedCount[t]! + k] = g.home === t ? g.away : g.home;
        }
        arrays.push({ opponents, won: wonFlags });
      }
    }
    const s = arrays[i]!;
    if (fresh[i] === 0) {
      const list = gamesOf[i]!, at = playedCount[i]!;
      for (let k = 0; k < list.length; k++) {
        const g = list[k]!;
        s.won[at + k] = (race.remaining[g]!.home === i) === (outcome[g] === 1) ? 1 : 0;
      }
      fresh[i] = 1;
    }
    return s;
  };
  return { of, reset: () => fresh.fill(0) };
}
