import type { TeamId } from '../ids/index.js';
import type { FirstRoundRule } from './PostseasonFormat.js';
import type { TournamentCompetitor } from './Tournament.js';

/** One first-round meeting: the better seed (home advantage) and the other. */
export interface Pairing {
  /** The group's name (`American League`, `Eastern Conference`). */
  readonly group: string;
  readonly higher: TournamentCompetitor;
  readonly lower: TournamentCompetitor;
}

/** The first round of a postseason: its meetings and the teams waiting for the next round. */
export interface FirstRoundPairings {
  /** Sequence of the round paired (always 1). */
  readonly sequence: number;
  /** By group, then better seed. */
  readonly pairings: readonly Pairing[];
  /** Teams with a bye, by group, then seed. */
  readonly byes: readonly { readonly group: string; readonly competitor: TournamentCompetitor }[];
}

/** A group as this function needs it. */
export interface SeededGroup {
  readonly name: string;
  readonly competitors: readonly TournamentCompetitor[];
}

const PAIRS: Readonly<Record<Exclude<FirstRoundRule, 'mlb-8'>, { readonly size: number; readonly pairs: readonly (readonly [number, number])[] }>> = {
  'mlb-10': { size: 5, pairs: [[4, 5]] },
  'mlb-16': { size: 8, pairs: [[1, 8], [2, 7], [3, 6], [4, 5]] },
  'mlb-12': { size: 6, pairs: [[3, 6], [4, 5]] },
  'nba-16': { size: 8, pairs: [[1, 8], [2, 7], [3, 6], [4, 5]] },
  'nba-play-in': { size: 10, pairs: [[7, 8], [9, 10]] },
};

/**
 * The first-round pairings of a seeded postseason by the season's rule (see `FirstRoundRule`):
 * MLB through 2011 1 v 4 and 2 v 3, unless the wild card (4) is of seed 1's division, then
 * 1 v 3 and 2 v 4; 2012-2021 the Wildcard game 4 v 5 (1-3 wait); 2020 1 v 8, 2 v 7, 3 v 6,
 * 4 v 5; from 2022 3 v 6 and 4 v 5 (1 and 2 wait); NBA 1 v 8, 2 v 7, 3 v 6, 4 v 5, and in the
 * play-in era 7 v 8 and 9 v 10 (1-6 wait). Undefined when a group's seeds are not exactly 1..n of
 * the rule (an ingested structure of another shape).
 *
 * @example
 * computeFirstRoundPairings('mlb-12', [al, nl], divisionOf)?.pairings.map((p) => [p.higher.seed, p.lower.seed]); // [[3, 6], [4, 5], [3, 6], [4, 5]]
 */
export function computeFirstRoundPairings(
  rule: FirstRoundRule,
  groups: readonly SeededGroup[],
  divisionOf: (teamId: TeamId) => string | undefined,
): FirstRoundPairings | undefined {
  const size = rule === 'mlb-8' ? 4 : PAIRS[rule].size;
  const pairings: Pairing[] = [];
  const byes: { group: string; competitor: TournamentCompetitor }[] = [];
  for (const group of groups) {
    const bySeed = new Map(group.competitors.map((c) => [c.seed, c]));
    if (group.competitors.length !== size || bySeed.size !== size) return undefined;
    for (let s = 1; s <= size; s++) if (!bySeed.has(s)) return undefined;
    const seed = (s: number) => bySeed.get(s)!;
    let pairs: readonly (readonly [number, number])[];
    if (rule === 'mlb-8') {
      const sameDivision = divisionOf(seed(1).teamId) !== undefined && divisionOf(seed(1).teamId) === divisionOf(seed(4).teamId);
      pairs = sameDivision ? [[1, 3], [2, 4]] : [[1, 4], [2, 3]];
    } else {
      pairs = PAIRS[rule].pairs;
    }
    const paired = new Set(pairs.flat());
    for (const [a, b] of pairs) pairings.push({ group: group.name, higher: seed(a), lower: seed(b) });
    for (let s = 1; s <= size; s++) if (!paired.has(s)) byes.push({ group: group.name, competitor: seed(s) });
  }
  return { sequence: 1, pairings, byes };
}
