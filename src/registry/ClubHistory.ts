import type { Season } from '../ids/index.js';

/**
 * How a club was named and placed from season `from` until the next identity of the same club.
 * `fullName` is given only when it is not `firstName + ' ' + lastName` (the Athletics of 2025).
 * `retrosheet` lists the Retrosheet game-log team codes (fields 4 and 7) that stand for the club
 * in those seasons.
 *
 * @example
 * const houston2013: ClubIdentity = { from: 2013, abbreviation: 'HOU', firstName: 'Houston', lastName: 'Astros',
 *   conference: 'American', division: 'West', retrosheet: ['HOU'] };
 */
export interface ClubIdentity {
  readonly from: Season;
  readonly abbreviation: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly fullName?: string;
  readonly conference: string;
  readonly division: string;
  readonly retrosheet?: readonly string[];
}

/**
 * The club's home venue from season `from` on (a key of the sport's venue table). `otherHomes`
 * are venues where the club played part of its home schedule of those seasons as its home, not
 * as a one-off neutral site (the Blue Jays of 2021 in Dunedin and Buffalo): a game there is not
 * at a neutral site (`isRetrosheetNeutralSite`). The team object keeps `siteId`'s name.
 *
 * @example
 * const home: ClubHome = { from: 2017, siteId: 'suntrust-park' };
 * const toronto2021: ClubHome = { from: 2021, siteId: 'rogers-centre', otherHomes: ['td-ballpark', 'sahlen-field'] };
 */
export interface ClubHome {
  readonly from: Season;
  readonly siteId: string;
  readonly otherHomes?: readonly string[];
}

/**
 * One franchise over the registry's seasons: identities and homes, each sorted by `from`, the
 * first of each starting at the first season the registry covers for the club, and `last` the
 * last season covered. The registry expands this into one `Team` per season.
 *
 * @example
 * const twins: ClubHistory = { franchise: 'MIN', last: 2026,
 *   identities: [{ from: 2008, abbreviation: 'MIN', firstName: 'Minnesota', lastName: 'Twins',
 *     conference: 'American', division: 'Central', retrosheet: ['MIN'] }],
 *   homes: [{ from: 2008, siteId: 'hubert-h-humphrey-metrodome' }, { from: 2010, siteId: 'target-field' }] };
 */
export interface ClubHistory {
  readonly franchise: string;
  readonly last: Season;
  readonly identities: readonly ClubIdentity[];
  readonly homes: readonly ClubHome[];
}
