import type { StandingRow } from '../../aggregates/StandingRow.js';
import { gamesPlayedOf } from '../../aggregates/TeamRecord.js';
import { decimalFromHalves } from '../Decimal.js';
import { formatOrdinal } from '../formatOrdinal.js';
import { formatRateRatio, formatRatioOneDecimal } from '../formatRatio.js';
import { JsonShape, type JsonRecord } from '../JsonShape.js';

const CONFERENCE: Readonly<Record<string, string>> = { American: 'AL', National: 'NL', East: 'EAST', West: 'WEST' };
const MLB_DIVISION: Readonly<Record<string, string>> = { East: 'E', Central: 'C', West: 'W' };
const NBA_DIVISION: Readonly<Record<string, string>> = { Atlantic: 'ATL', Central: 'CEN', Southeast: 'SE', Northwest: 'NW', Pacific: 'PAC', Southwest: 'SW' };

/** The standings spelling of a conference (`AL`, `NL`, `EAST`, `WEST`). */
export function conferenceAbbreviation(conference: string): string {
  return Object.hasOwn(CONFERENCE, conference) ? CONFERENCE[conference]! : conference;
}

/** The standings spelling of a division (`E`/`C`/`W`; NBA `ATL CEN SE NW PAC SW`). */
export function divisionAbbreviation(sport: string, division: string): string {
  const table = sport === 'nba' ? NBA_DIVISION : MLB_DIVISION;
  return Object.hasOwn(table, division) ? table[division]! : division;
}

/** The standing object's key order of this era (DECISIONS sections 2 and 5). */
export const STANDING_SHAPE = new JsonShape([
  'rank', 'won', 'lost', 'streak', 'ordinal_rank', 'first_name', 'last_name', 'team_id', 'games_back', 'points_for', 'points_against',
  'home_won', 'home_lost', 'away_won', 'away_lost', 'conference_won', 'conference_lost', 'division_won', 'division_lost', 'last_five',
  'last_ten', 'conference', 'division', 'playoff_seed', 'points_scored_per_game', 'points_allowed_per_game', 'win_percentage',
  'point_differential', 'point_differential_per_game', 'streak_type', 'streak_total', 'games_played',
]);

/**
 * A standing object (specification 2.11) in the recorded key order with this era's insertions
 * (DECISIONS sections 2 and 5): `rank, won, lost, streak, ordinal_rank, first_name, last_name,
 * team_id, games_back, points_for, points_against, home_won, home_lost, away_won, away_lost,
 * conference_won, conference_lost, division_won, division_lost` (standings only) `, last_five,
 * last_ten, conference, division, playoff_seed` (NBA only) `, points_scored_per_game,
 * points_allowed_per_game, win_percentage, point_differential, point_differential_per_game,
 * streak_type, streak_total, games_played`.
 *
 * @example
 * writeJson(standingToJson(row, { divisionRecords: true }), 'pretty'); // '{\n  "rank" : 1, ...'
 */
export function standingToJson(row: StandingRow, options: { readonly divisionRecords: boolean }): JsonRecord {
  const r = row.record;
  const gp = gamesPlayedOf(r);
  const diff = r.pointsFor - r.pointsAgainst;
  const team = row.team;
  return STANDING_SHAPE.record([
    row.rank,
    r.won,
    r.lost,
    r.streakType === 'win' ? `W${r.streakTotal}` : r.streakType === 'loss' ? `L${r.streakTotal}` : '-',
    formatOrdinal(row.rank),
    team.firstName,
    team.lastName,
    team.teamId,
    decimalFromHalves(row.gamesBackHalves),
    r.pointsFor,
    r.pointsAgainst,
    r.homeWon,
    r.homeLost,
    r.awayWon,
    r.awayLost,
    r.conferenceWon,
    r.conferenceLost,
    options.divisionRecords ? r.divisionWon : undefined,
    options.divisionRecords ? r.divisionLost : undefined,
    `${r.lastFiveWon}-${r.lastFiveLost}`,
    `${r.lastTenWon}-${r.lastTenLost}`,
    conferenceAbbreviation(team.conference),
    divisionAbbreviation(team.sport, team.division),
    row.playoffSeed,
    formatRatioOneDecimal(r.pointsFor, gp),
    formatRatioOneDecimal(r.pointsAgainst, gp),
    formatRateRatio(r.won, r.won + r.lost),
    diff,
    formatRatioOneDecimal(diff, gp),
    r.streakType ?? '-',
    r.streakTotal,
    gp,
  ]);
}
