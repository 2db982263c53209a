/**
 * A team's record at one moment of a season: every counter a standings row needs. Ties count
 * in `gamesPlayed` only; `streakTotal` 0 means no decided game yet; last five/ten are over
 * decided games.
 */
export interface TeamRecord {
  readonly won: number;
  readonly lost: number;
  readonly tied: number;
  readonly homeWon: number;
  readonly homeLost: number;
  readonly awayWon: number;
  readonly awayLost: number;
  readonly conferenceWon: number;
  readonly conferenceLost: number;
  readonly divisionWon: number;
  readonly divisionLost: number;
  readonly pointsFor: number;
  readonly pointsAgainst: number;
  readonly streakType: 'win' | 'loss' | null;
  readonly streakTotal: number;
  readonly lastFiveWon: number;
  readonly lastFiveLost: number;
  readonly lastTenWon: number;
  readonly lastTenLost: number;
}

/**
 * The record of a team that has not played.
 *
 * @example
 * EMPTY_RECORD.streakType; // null
 */
export const EMPTY_RECORD: TeamRecord = Object.freeze({
  won: 0,
  lost: 0,
  tied: 0,
  homeWon: 0,
  homeLost: 0,
  awayWon: 0,
  awayLost: 0,
  conferenceWon: 0,
  conferenceLost: 0,
  divisionWon: 0,
  divisionLost: 0,
  pointsFor: 0,
  pointsAgainst: 0,
  streakType: null,
  streakTotal: 0,
  lastFiveWon: 0,
  lastFiveLost: 0,
  lastTenWon: 0,
  lastTenLost: 0,
});

/**
 * Games played: wins, losses and ties.
 *
 * @example
 * gamesPlayedOf({ ...EMPTY_RECORD, won: 1, lost: 2, tied: 1 }); // 4
 */
export function gamesPlayedOf(record: TeamRecord): number {
  return record.won + record.lost + record.tied;
}

/**
 * The winning percentage as a number: wins over decided games (ties do not count), unrounded,
 * 0 before the first decided game. Payloads print it rounded (`formatRateRatio`).
 *
 * @example
 * winPercentageOf({ ...EMPTY_RECORD, won: 66, lost: 16 }); // 0.8048780487804879
 * winPercentageOf(EMPTY_RECORD); // 0
 */
export function winPercentageOf(record: Pick<TeamRecord, 'won' | 'lost'>): number {
  const decided = record.won + record.lost;
  return decided === 0 ? 0 : record.won / decided;
}
