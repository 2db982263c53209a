import type { StandingRow } from '../../aggregates/StandingRow.js';
import { gamesPlayedOf } from '../../aggregates/TeamRecord.js';
import { decimalFromHalves, roundRatio } from '../Decimal.js';
import { formatFixed } from '../formatFixed.js';
import { formatOrdinal } from '../formatOrdinal.js';
import { formatRateString } from '../formatRateString.js';
import type { JsonValue } from '../writeJson.js';

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
 * standingToJson(row, { divisionRecords: true }).games_back; // Decimal 0.0 for the leader
 */
export function standingToJson(row: StandingRow, options: { readonly divisionRecords: boolean }): { readonly [key: string]: JsonValue } {
  const r = row.record;
  const gp = gamesPlayedOf(r);
  const diff = r.pointsFor - r.pointsAgainst;
  const streakLetter = r.streakType === 'win' ? 'W' : r.streakType === 'loss' ? 'L' : undefined;
  const out: Record<string, JsonValue> = {
    rank: row.rank,
    won: r.won,
    lost: r.lost,
    streak: streakLetter ? `${streakLetter}${r.streakTotal}` : '-',
    ordinal_rank: formatOrdinal(row.rank),
    first_name: row.team.firstName,
    last_name: row.team.lastName,
    team_id: row.team.teamId,
    games_back: decimalFromHalves(row.gamesBackHalves),
    points_for: r.pointsFor,
    points_against: r.pointsAgainst,
    home_won: r.homeWon,
    home_lost: r.homeLost,
    away_won: r.awayWon,
    away_lost: r.awayLost,
    conference_won: r.conferenceWon,
    conference_lost: r.conferenceLost,
  };
  if (options.divisionRecords) {
    out['division_won'] = r.divisionWon;
    out['division_lost'] = r.divisionLost;
  }
  out['last_five'] = `${r.lastFiveWon}-${r.lastFiveLost}`;
  out['last_ten'] = `${r.lastTenWon}-${r.lastTenLost}`;
  out['conference'] = conferenceAbbreviation(row.team.conference);
  out['division'] = divisionAbbreviation(row.team.sport, row.team.division);
  if (row.playoffSeed !== undefined) out['playoff_seed'] = row.playoffSeed;
  out['points_scored_per_game'] = formatFixed(roundRatio(r.pointsFor, gp, 1), 1);
  out['points_allowed_per_game'] = formatFixed(roundRatio(r.pointsAgainst, gp, 1), 1);
  out['win_percentage'] = formatRateString(roundRatio(r.won, r.won + r.lost, 3));
  out['point_differential'] = diff;
  out['point_differential_per_game'] = formatFixed(roundRatio(diff, gp, 1), 1);
  out['streak_type'] = r.streakType ?? '-';
  out['streak_total'] = r.streakTotal;
  out['games_played'] = gp;
  return out;
}
