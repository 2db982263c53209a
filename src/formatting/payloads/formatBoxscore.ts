import type { BoxScoreFacts } from '../../aggregates/BoxScoreFacts.js';
import type { Game } from '../../aggregates/Game.js';
import type { PlayerLine } from '../../aggregates/PlayerLine.js';
import type { Site } from '../../aggregates/Site.js';
import type { Team } from '../../aggregates/Team.js';
import type { TeamBoxTotals } from '../../aggregates/TeamBoxTotals.js';
import { JsonShape, type JsonRecord } from '../JsonShape.js';
import { writeJson } from '../writeJson.js';
import { boxTotalsToJson } from './boxTotalsToJson.js';
import { eventInformationToJson, officialToJson } from './eventInformationToJson.js';
import type { FormatOptions } from './FormatOptions.js';
import { playerLineToJson } from './playerLineToJson.js';
import { sharedRecordOf, type SharedRows } from './sharedRowRecord.js';
import { teamToJson } from './teamToJson.js';

/**
 * What {@link formatBoxscore} prints: a completed basketball game with its teams of that season,
 * its venue, its box score facts (complete player lines on both sides) and each side's totals.
 */
export interface BoxscorePayloadLike {
  readonly game: Pick<Game, 'awayPeriodScores' | 'homePeriodScores' | 'seasonType' | 'startsAt'>;
  readonly away: Team;
  readonly home: Team;
  readonly site: Site;
  readonly box: BoxScoreFacts;
  readonly awayTotals: TeamBoxTotals;
  readonly homeTotals: TeamBoxTotals;
}

/** The box score's top-level keys, in the service's order. */
const BOXSCORE_SHAPE = new JsonShape([
  'away_team', 'home_team', 'away_period_scores', 'home_period_scores', 'away_stats', 'home_stats', 'officials', 'event_information',
  'away_totals', 'home_totals',
]);

/** The records of the frozen player lines of the engine's box scores, by line and team abbreviation (D152). */
const LINES: SharedRows<PlayerLine> = new WeakMap();

/** A side's totals, shared per frozen totals and minutes. */
const TOTALS: SharedRows<TeamBoxTotals> = new WeakMap();

function totalsOf(totals: TeamBoxTotals, minutes: number): JsonRecord {
  return sharedRecordOf(TOTALS, totals, String(minutes), () => boxTotalsToJson(totals, minutes));
}

function minutesOf(players: readonly PlayerLine[]): number {
  let sum = 0;
  for (const p of players) sum += p.minutes;
  return sum;
}

/**
 * The basketball box score payload in the service documentation's form:
 * `away_team, home_team` (team objects), `away_period_scores, home_period_scores`,
 * `away_stats, home_stats` (player lines without `rebounds` and strings, in the order they were
 * ingested), `officials` (`position` null in basketball), `event_information` (`temperature, site,
 * attendance, duration` as `h:mm`, `season_type, start_date_time` in the display zone) and
 * `away_totals, home_totals` (sums of the lines; `minutes` is the players' sum). Unknown
 * attendance and temperature print `0`, an unknown duration `"0:00"`, never null.
 *
 * Reproduces the documentation's 2012-06-21 Oklahoma City at Miami box score byte for byte
 * with `timeZone: 'America/Los_Angeles'`.
 *
 * @example
 * const r = getBoxscore(state, { eventId: '20120621-oklahoma-city-thunder-at-miami-heat' });
 * if (r?.ok) formatBoxscore(r.payload, { timeZone: 'America/Los_Angeles' }); // '{\n  "away_team" : {\n    "team_id" : "oklahoma-city-thunder", ...'
 */
export function formatBoxscore(payload: BoxscorePayloadLike, options: FormatOptions = {}): string {
  const { game, box } = payload;
  const awayAbbreviation = payload.away.abbreviation;
  const homeAbbreviation = payload.home.abbreviation;
  return writeJson(
    BOXSCORE_SHAPE.record([
      teamToJson(payload.away),
      teamToJson(payload.home),
      game.awayPeriodScores,
      game.homePeriodScores,
      box.awayPlayers.map((p) => sharedRecordOf(LINES, p, awayAbbreviation, () => playerLineToJson(p, awayAbbreviation))),
      box.homePlayers.map((p) => sharedRecordOf(LINES, p, homeAbbreviation, () => playerLineToJson(p, homeAbbreviation))),
      box.officials.map(officialToJson),
      eventInformationToJson(game, box, payload.site, options),
      totalsOf(payload.awayTotals, minutesOf(box.awayPlayers)),
      totalsOf(payload.homeTotals, minutesOf(box.homePlayers)),
    ]),
    options.style ?? 'pretty',
  );
}
