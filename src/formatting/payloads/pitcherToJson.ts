import type { PitcherLine } from '../../aggregates/BaseballBox.js';
import { computePitchingStats } from '../../aggregates/computePitchingStats.js';
import { Decimal } from '../Decimal.js';
import { JsonShape, type JsonRecord } from '../JsonShape.js';
import { roundPerInnings } from '../roundPerInnings.js';

/**
 * The pitcher's key order of the 2016 form (the 2016 recording of the 2016-05-18 Boston at
 * Kansas City box score): the 2014 order without `errors`,
 * then `throwing_hand` after `team_abbreviation`.
 */
const PITCHER_SHAPE = new JsonShape([
  'last_name', 'first_name', 'display_name', 'pitch_order', 'win', 'loss', 'save', 'hold', 'era', 'whip', 'innings_pitched',
  'hits_allowed', 'runs_allowed', 'earned_runs', 'walks', 'intentional_walks', 'strike_outs', 'home_runs_allowed', 'pitch_count',
  'pitches_strikes', 'wild_pitches', 'hit_by_pitch', 'team_abbreviation', 'throwing_hand:plain',
]);

/**
 * One pitcher of `away_pitchers`/`home_pitchers` (the service's pitcher object) in the 2016 form:
 * `innings_pitched` in thirds notation as a double (`7.0`, `6.1`, `0.2`), ERA and WHIP for the
 * game to 2 decimals (0.0 without an out), rounded as the service did (`roundPerInnings`), and
 * `throwing_hand` (`RHP`/`LHP`) last, omitted when it was not ingested (D20: the 2014 service
 * sent no such key, a typed client decodes a missing key as its empty value and a null would
 * crash it). The pitcher's own `errors` are not printed: the 2016 form counts them in the
 * side's fielding lines.
 *
 * @example
 * writeJson(pitcherToJson(line, 'SD'), 'compact'); // '{"last_name":"Cashner",...,"era":1.5,"whip":1.0,"innings_pitched":6.0,...,"team_abbreviation":"SD","throwing_hand":"RHP"}'
 */
export function pitcherToJson(line: PitcherLine, teamAbbreviation: string): JsonRecord {
  const s = computePitchingStats(line);
  return PITCHER_SHAPE.record([
    line.lastName, line.firstName, line.displayName, line.pitchOrder, line.win, line.loss, line.save, line.hold,
    roundPerInnings(s.era.numerator, s.era.denominator, 2), roundPerInnings(s.whip.numerator, s.whip.denominator, 2),
    new Decimal(s.inningsWhole * 10 + s.inningsThirds, 1), line.hitsAllowed, line.runsAllowed, line.earnedRuns, line.walks,
    line.intentionalWalks, line.strikeOuts, line.homeRunsAllowed, line.pitchCount, line.pitchesStrikes, line.wildPitches,
    line.hitByPitch, teamAbbreviation, line.throwingHand ?? undefined,
  ]);
}
