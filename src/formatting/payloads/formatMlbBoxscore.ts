import type { BaseballBox, FielderLine } from '../../aggregates/BaseballBox.js';
import type { BoxScoreFacts } from '../../aggregates/BoxScoreFacts.js';
import type { Game } from '../../aggregates/Game.js';
import type { Site } from '../../aggregates/Site.js';
import { sumBatterLines } from '../../aggregates/sumBatterLines.js';
import type { Team } from '../../aggregates/Team.js';
import { JsonShape, type JsonRecord } from '../JsonShape.js';
import { writeJson } from '../writeJson.js';
import { batterTotalsToJson, batterToJson } from './batterToJson.js';
import { eventInformationToJson, officialToJson } from './eventInformationToJson.js';
import type { FormatOptions } from './FormatOptions.js';
import { pitcherToJson } from './pitcherToJson.js';
import { teamToJson } from './teamToJson.js';

/** What {@link formatMlbBoxscore} prints: a completed baseball game, its teams and venue, its box score. */
export interface MlbBoxscorePayloadLike {
  readonly game: Pick<Game, 'awayPeriodScores' | 'homePeriodScores' | 'seasonType' | 'startsAt'>;
  readonly away: Team;
  readonly home: Team;
  readonly site: Site;
  readonly box: Pick<BoxScoreFacts, 'officials' | 'attendance' | 'durationMinutes' | 'temperature'>;
  readonly baseball: BaseballBox;
}

/**
 * The top-level keys: the twelve of the 2014 box scores in the order of the client class
 * XMLStats4Net's `MLBBoxScore` (FORMAT-NOTES 4), then the errors the documentation's fragment
 * ends with and the fielding arrays of specification 4.6, printed only when ingested (D20).
 */
const MLB_BOXSCORE_SHAPE = new JsonShape([
  'away_team', 'home_team', 'away_period_scores', 'home_period_scores', 'away_batters', 'home_batters', 'away_pitchers', 'home_pitchers',
  'officials', 'event_information', 'away_batter_totals', 'home_batter_totals', 'away_errors', 'home_errors', 'away_fielding',
  'home_fielding',
]);
/** A fielding line: no sample shows one; the batter's leading fields, then the chances. */
const FIELDER_SHAPE = new JsonShape(['last_name', 'first_name', 'display_name', 'position', 'putouts', 'assists', 'errors', 'team_abbreviation']);

function fielderToJson(line: FielderLine, teamAbbreviation: string): JsonRecord {
  return FIELDER_SHAPE.record([line.lastName, line.firstName, line.displayName, line.position, line.putouts, line.assists, line.errors, teamAbbreviation]);
}

/**
 * The baseball box score payload (specification 4.6): team objects, period scores (-1 for a
 * half inning not batted), batters and pitchers with every derived field, officials, event
 * information (start in the display zone), batter totals (sums of the batters) and, when they
 * were ingested, each side's errors and fielding lines. Reproduces the values of all 1,522
 * recorded 2014 box scores from their counting stats (test/parity/mlbBoxscores.test.ts).
 *
 * @example
 * const r = getBoxscore(state, { sport: 'mlb', eventId: '20140330-los-angeles-dodgers-at-san-diego-padres' });
 * if (r?.ok && r.payload.baseball) formatMlbBoxscore({ ...r.payload, baseball: r.payload.baseball }); // '{\n  "away_team" : {...'
 */
export function formatMlbBoxscore(payload: MlbBoxscorePayloadLike, options: FormatOptions = {}): string {
  const { game, box, baseball } = payload;
  const away = payload.away.abbreviation;
  const home = payload.home.abbreviation;
  return writeJson(
    MLB_BOXSCORE_SHAPE.record([
      teamToJson(payload.away),
      teamToJson(payload.home),
      game.awayPeriodScores,
      game.homePeriodScores,
      baseball.awayBatters.map((b) => batterToJson(b, away)),
      baseball.homeBatters.map((b) => batterToJson(b, home)),
      baseball.awayPitchers.map((p) => pitcherToJson(p, away)),
      baseball.homePitchers.map((p) => pitcherToJson(p, home)),
      box.officials.map(officialToJson),
      eventInformationToJson(game, box, payload.site, options),
      batterTotalsToJson(sumBatterLines(baseball.awayBatters)),
      batterTotalsToJson(sumBatterLines(baseball.homeBatters)),
      baseball.awayErrors ?? undefined,
      baseball.homeErrors ?? undefined,
      baseball.awayFielding?.map((f) => fielderToJson(f, away)),
      baseball.homeFielding?.map((f) => fielderToJson(f, home)),
    ]),
    options.style ?? 'pretty',
  );
}
