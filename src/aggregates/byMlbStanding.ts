import { byWinPercentage } from './StandingRow.js';
import type { Team } from './Team.js';
import type { TeamRecord } from './TeamRecord.js';

/** What {@link byMlbStanding} compares: a team's full name and its won-lost record. */
export interface MlbStandingKey {
  readonly team: Pick<Team, 'fullName'>;
  readonly record: Pick<TeamRecord, 'won' | 'lost'>;
}

/**
 * The order of the rows of an MLB standings group (a division) or wild card table (a league):
 * fewer games back first (in one group every team is measured from the same reference, so that
 * is the larger won minus lost), then the higher winning percentage; the result is 0 exactly for
 * two teams that share a rank. Rows that share a rank are listed by full
 * name in reverse order (`New York Yankees` before `Baltimore Orioles`); pass
 * `{ names: false }` to compare the rank alone. The service's 2021 table lists its three tied
 * pairs so, which neither full name nor any game statistic it printed explains (D38).
 *
 * @example
 * const yankees = { team: { fullName: 'New York Yankees' }, record: { won: 8, lost: 11 } };
 * const orioles = { team: { fullName: 'Baltimore Orioles' }, record: { won: 8, lost: 11 } };
 * byMlbStanding(yankees, orioles); // < 0: same rank, the Yankees listed first
 * byMlbStanding(yankees, orioles, { names: false }); // 0: they share the rank
 * byMlbStanding({ team: { fullName: 'Miami Marlins' }, record: { won: 8, lost: 11 } },
 *   { team: { fullName: 'Washington Nationals' }, record: { won: 7, lost: 10 } }); // < 0: same games back, .421 beats .412
 */
export function byMlbStanding(a: MlbStandingKey, b: MlbStandingKey, options?: { readonly names?: boolean }): number {
  const byRank = b.record.won - b.record.lost - (a.record.won - a.record.lost) || byWinPercentage(a.record, b.record);
  if (byRank !== 0 || options?.names === false) return byRank;
  return byFullNameReversed(a, b);
}

/**
 * The last key of {@link byMlbStanding}: rows that share an MLB rank by full name in reverse order
 * (D38).
 *
 * @example
 * byFullNameReversed({ team: { fullName: 'New York Yankees' } }, { team: { fullName: 'Baltimore Orioles' } }); // -1
 */
export function byFullNameReversed(a: { readonly team: Pick<Team, 'fullName'> }, b: { readonly team: Pick<Team, 'fullName'> }): number {
  const x = a.team.fullName;
  const y = b.team.fullName;
  return x > y ? -1 : x < y ? 1 : 0;
}
