import type { BaseballBox, BatterLine, FielderLine, PitcherLine } from '../../aggregates/BaseballBox.js';
import type { BoxScoreFacts } from '../../aggregates/BoxScoreFacts.js';
import type { Game } from '../../aggregates/Game.js';
import type { Site } from '../../aggregates/Site.js';
import { sumBatterLines } from '../../aggregates/sumBatterLines.js';
import type { Team } from '../../aggregates/Team.js';
import { JsonShape, type JsonRecord } from '../JsonShape.js';
import { writeJson } from '../writeJson.js';
import { batterTotalsToJson, batterToJson } from './batterToJson.js';
import { mlbEventInformationToJson, officialToJson } from './eventInformationToJson.js';
import type { FormatOptions } from './FormatOptions.js';
import { pitcherToJson } from './pitcherToJson.js';
import { sharedRecordOf, type SharedRows } from './sharedRowRecord.js';
import { teamToJson } from './teamToJson.js';

/** What {@link formatMlbBoxscore} prints: a completed baseball game, its teams and venue, its box score. */
export interface MlbBoxscorePayloadLike {
  readonly game: Pick<Game, 'awayPeriodScores' | 'homePeriodScores' | 'status' | 'seasonType' | 'startsAt'>;
  readonly away: Team;
  readonly home: Team;
  readonly site: Site;
  readonly box: Pick<BoxScoreFacts, 'officials' | 'attendance' | 'durationMinutes' | 'temperature'>;
  readonly baseball: BaseballBox;
}

/**
 * The top-level keys of the 2016 form (the 2016 recording of the 2016-05-18 Boston at
 * Kansas City box score): errors after the period scores,
 * fielding after the pitchers, the batter totals last.
 */
const MLB_BOXSCORE_SHAPE = new JsonShape([
  'away_team', 'home_team', 'away_period_scores', 'home_period_scores', 'away_errors', 'home_errors', 'away_batters', 'home_batters',
  'away_pitchers', 'home_pitchers', 'away_fielding', 'home_fielding', 'officials', 'event_information', 'away_batter_totals',
  'home_batter_totals',
]);
/** A fielding line of the 2016 recording: names, errors, team. */
const FIELDER_SHAPE = new JsonShape(['last_name', 'first_name', 'display_name', 'errors', 'team_abbreviation']);

/**
 * The records of the frozen lines of the engine's box scores, by line and team abbreviation
 * (D152): a line's text is written once per style and level, however often its game is asked for.
 */
const BATTERS: SharedRows<BatterLine> = new WeakMap();
const PITCHERS: SharedRows<PitcherLine> = new WeakMap();
const FIELDERS: SharedRows<FielderLine> = new WeakMap();
/** A side's batting totals, by its frozen list of batter lines. */
const TOTALS: SharedRows<readonly BatterLine[]> = new WeakMap();

function fielderToJson(line: FielderLine, teamAbbreviation: string): JsonRecord {
  return FIELDER_SHAPE.record([line.lastName, line.firstName, line.displayName, line.errors, teamAbbreviation]);
}

/** A side's errors: as ingested, else the sum of its fielding lines, else unknown (the key is omitted). */
function errorsOf(errors: number | null, fielding: readonly FielderLine[] | null): number | undefined {
  if (errors !== null) return errors;
  if (fielding === null) return undefined;
  let sum = 0;
  for (const f of fielding) sum += f.errors;
  return sum;
}

/**
 * The baseball box score payload in the 2016 form: team
 * objects, period scores (-1 for a half inning not batted), each side's errors, batters and
 * pitchers with every derived field, fielding lines (in the order ingested), officials, event
 * information (start in the display zone, the game's status) and batter totals (sums of the
 * batters). Reproduces every value and key order of the 2016 recording and
 * the values of all 1,522 recorded 2014 box scores from their counting stats.
 *
 * What was not ingested is omitted, never null (D20): `*_errors` when a side has neither errors
 * nor fielding lines (with fielding lines only, their sum), `*_fielding` without fielding lines,
 * a pitcher's `throwing_hand` when unknown. The 2014 service sent none of these keys for the
 * same games, and a missing key decodes as the empty value in typed clients where null crashes.
 *
 * @example
 * const r = getMlbBoxscore(state, { eventId: '20140330-los-angeles-dodgers-at-san-diego-padres' });
 * if (r?.ok) formatMlbBoxscore(r.payload); // '{\n  "away_team" : {...'
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
      errorsOf(baseball.awayErrors, baseball.awayFielding),
      errorsOf(baseball.homeErrors, baseball.homeFielding),
      baseball.awayBatters.map((b) => sharedRecordOf(BATTERS, b, away, () => batterToJson(b, away))),
      baseball.homeBatters.map((b) => sharedRecordOf(BATTERS, b, home, () => batterToJson(b, home))),
      baseball.awayPitchers.map((p) => sharedRecordOf(PITCHERS, p, away, () => pitcherToJson(p, away))),
      baseball.homePitchers.map((p) => sharedRecordOf(PITCHERS, p, home, () => pitcherToJson(p, home))),
      baseball.awayFielding?.map((f) => sharedRecordOf(FIELDERS, f, away, () => fielderToJson(f, away))),
      baseball.homeFielding?.map((f) => sharedRecordOf(FIELDERS, f, home, () => fielderToJson(f, home))),
      box.officials.map(officialToJson),
      mlbEventInformationToJson(game, box, payload.site, options),
      sharedRecordOf(TOTALS, baseball.awayBatters, '', () => batterTotalsToJson(sumBatterLines(baseball.awayBatters))),
      sharedRecordOf(TOTALS, baseball.homeBatters, '', () => batterTotalsToJson(sumBatterLines(baseball.homeBatters))),
    ]),
    options.style ?? 'pretty',
  );
}
