import type { StandingFacts } from '../../aggregates/StandingRow.js';
import { gamesPlayedOf } from '../../aggregates/TeamRecord.js';
import { decimalFromHalves } from '../Decimal.js';
import { formatJavaDouble } from '../formatJavaDouble.js';
import { formatOrdinal } from '../formatOrdinal.js';
import { formatRateRatio, formatRatioOneDecimal } from '../formatRatio.js';
import { isPlainText } from '../JsonShape.js';
import { conferenceAbbreviation, divisionAbbreviation, isPlainTeam, recentText, streakText } from './standingToJson.js';

/**
 * The pretty text of a standings (or wild card) body, written row by row in one expression per
 * row instead of through `writeJson`'s general loop over a shape's keys (D149): the same bytes as
 * `writeJson(STANDINGS_SHAPE.record([date, rows.map(standingToJson)]), 'pretty')`. Undefined when
 * a value needs the general writer: a date, name, conference or division with a character to
 * escape, a count that is not a safe integer, or any value the general writer would refuse (it
 * then says what is wrong, as before).
 *
 * @example
 * writeStandingsPretty('2019-06-01T00:00:00-04:00', [], true); // '{\n  "standings_date" : "2019-06-01T00:00:00-04:00",\n  "standing" : [ ]\n}'
 */
export function writeStandingsPretty(date: string, rows: readonly StandingFacts[], divisionRecords: boolean): string | undefined {
  if (!isPlainText(date)) return undefined;
  let body = '';
  try {
    for (let i = 0; i < rows.length; i++) {
      const text = rowText(rows[i]!, divisionRecords);
      if (text === undefined) return undefined;
      body += i === 0 ? text : ', ' + text;
    }
  } catch {
    return undefined;
  }
  return '{\n  "standings_date" : "' + date + '",\n  "standing" : [ ' + (rows.length === 0 ? ']\n}' : body + ' ]\n}');
}

const int = Number.isSafeInteger;

/** One standing object at the rows' nesting level, or undefined (see {@link writeStandingsPretty}). */
function rowText(row: StandingFacts, divisionRecords: boolean): string | undefined {
  const r = row.record;
  const team = row.team;
  const gp = gamesPlayedOf(r);
  const diff = r.pointsFor - r.pointsAgainst;
  const seed = row.playoffSeed;
  if (
    !int(row.rank) || !int(r.won) || !int(r.lost) || !int(r.pointsFor) || !int(r.pointsAgainst) || !int(r.homeWon) || !int(r.homeLost) ||
    !int(r.awayWon) || !int(r.awayLost) || !int(r.conferenceWon) || !int(r.conferenceLost) || !int(r.streakTotal) || !int(gp) || !int(diff) ||
    (divisionRecords && (!int(r.divisionWon) || !int(r.divisionLost))) || (seed !== undefined && !int(seed)) || !isPlainTeam(team)
  ) {
    return undefined;
  }
  return '{\n    "rank" : ' + row.rank +
    ',\n    "won" : ' + r.won +
    ',\n    "lost" : ' + r.lost +
    ',\n    "streak" : "' + streakText(r) +
    '",\n    "ordinal_rank" : "' + formatOrdinal(row.rank) +
    '",\n    "first_name" : "' + team.firstName +
    '",\n    "last_name" : "' + team.lastName +
    '",\n    "team_id" : "' + team.teamId +
    '",\n    "games_back" : ' + formatJavaDouble(decimalFromHalves(row.gamesBackHalves)) +
    ',\n    "points_for" : ' + r.pointsFor +
    ',\n    "points_against" : ' + r.pointsAgainst +
    ',\n    "home_won" : ' + r.homeWon +
    ',\n    "home_lost" : ' + r.homeLost +
    ',\n    "away_won" : ' + r.awayWon +
    ',\n    "away_lost" : ' + r.awayLost +
    ',\n    "conference_won" : ' + r.conferenceWon +
    ',\n    "conference_lost" : ' + r.conferenceLost +
    (divisionRecords ? ',\n    "division_won" : ' + r.divisionWon + ',\n    "division_lost" : ' + r.divisionLost : '') +
    ',\n    "last_five" : "' + recentText(r.lastFiveWon, r.lastFiveLost) +
    '",\n    "last_ten" : "' + recentText(r.lastTenWon, r.lastTenLost) +
    '",\n    "conference" : "' + conferenceAbbreviation(team.conference) +
    '",\n    "division" : "' + divisionAbbreviation(team.sport, team.division) +
    (seed === undefined ? '"' : '",\n    "playoff_seed" : ' + seed) +
    ',\n    "points_scored_per_game" : "' + formatRatioOneDecimal(r.pointsFor, gp) +
    '",\n    "points_allowed_per_game" : "' + formatRatioOneDecimal(r.pointsAgainst, gp) +
    '",\n    "win_percentage" : "' + formatRateRatio(r.won, r.won + r.lost) +
    '",\n    "point_differential" : ' + diff +
    ',\n    "point_differential_per_game" : "' + formatRatioOneDecimal(diff, gp) +
    '",\n    "streak_type" : "' + (r.streakType ?? '-') +
    '",\n    "streak_total" : ' + r.streakTotal +
    ',\n    "games_played" : ' + gp +
    '\n  }';
}
