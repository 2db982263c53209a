import type { BattingCounts, BatterLine } from '../../aggregates/BaseballBox.js';
import { computeBattingStats, type Ratio } from '../../aggregates/computeBattingStats.js';
import { Decimal, roundRatio } from '../Decimal.js';
import { formatBattingHighlights } from '../formatBattingHighlights.js';
import { formatRateString } from '../formatRateString.js';
import { JsonShape, type JsonRecord } from '../JsonShape.js';
import type { JsonValue } from '../writeJson.js';

/**
 * The batter totals' key order of the 2016 form: the counting stats, then
 * `at_bats_per_home_run ... extra_base_hits, avg, obp, slg, ops, stolen_base_average,
 * strikeout_rate` and the strings, as the 2016 recording of the
 * 2016-05-18 Boston at Kansas City box score has it (the documentation fragment's older order put `ops, avg, obp, slg` after `hit_by_pitch`).
 */
const TOTALS_KEYS = [
  'sacrifices', 'at_bats', 'plate_appearances', 'singles', 'doubles', 'triples', 'home_runs', 'sac_flies', 'sac_hits', 'stolen_bases',
  'caught_stealing', 'rbi_with_two_outs', 'total_bases', 'runs', 'hits', 'rbi', 'walks', 'strike_outs', 'left_on_base', 'hit_by_pitch',
  'at_bats_per_home_run', 'at_bats_per_rbi', 'walk_rate', 'plate_appearances_per_rbi', 'plate_appearances_per_home_run', 'extra_base_hits',
  'avg', 'obp', 'slg', 'ops', 'stolen_base_average', 'strikeout_rate', 'ops_string:plain', 'slg_string:plain', 'obp_string:plain',
  'avg_string:plain', 'batting_highlights',
] as const;

/** Where the totals' fields end and the batter's rates begin (after `hit_by_pitch`). */
const COUNTS_END = TOTALS_KEYS.indexOf('hit_by_pitch') + 1;

/**
 * A batter's order (the 2016 recording): names, position and the batting slot first, then the
 * totals' fields with `team_abbreviation` after `hit_by_pitch`.
 */
const BATTER_KEYS = [
  'last_name', 'first_name', 'display_name', 'position', 'bat_order', 'sub_bat_order', ...TOTALS_KEYS.slice(0, COUNTS_END),
  'team_abbreviation', ...TOTALS_KEYS.slice(COUNTS_END),
];

const TOTALS_SHAPE = new JsonShape(TOTALS_KEYS);
const BATTER_SHAPE = new JsonShape(BATTER_KEYS);

/** The values of the totals' keys for some counts, in {@link TOTALS_KEYS} order. */
function battingValues(c: BattingCounts): JsonValue[] {
  const s = computeBattingStats(c);
  const obp = rate(s.obp);
  const slg = rate(s.slg);
  const avg = rate(s.avg);
  // OPS is the sum of the rounded OBP and SLG: 1,944 recorded lines differ from the rounded exact
  // sum (Clayton Kershaw, 20140322 LAD at ARI: .333 + .333 = .666, not .667).
  const ops = new Decimal(obp.scaled + slg.scaled, 3);
  return [
    s.sacrifices, c.atBats, c.plateAppearances, s.singles, c.doubles, c.triples, c.homeRuns, c.sacFlies, c.sacHits, c.stolenBases,
    c.caughtStealing, c.rbiWithTwoOuts, s.totalBases, c.runs, c.hits, c.rbi, c.walks, c.strikeOuts, c.leftOnBase, c.hitByPitch,
    rate(s.atBatsPerHomeRun), rate(s.atBatsPerRbi), rate(s.walkRate), rate(s.plateAppearancesPerRbi), rate(s.plateAppearancesPerHomeRun),
    s.extraBaseHits, avg, obp, slg, ops, rate(s.stolenBaseAverage), rate(s.strikeoutRate),
    formatRateString(ops), formatRateString(slg), formatRateString(obp), formatRateString(avg), formatBattingHighlights(c),
  ];
}

function rate(r: Ratio): Decimal {
  return roundRatio(r.numerator, r.denominator, 3);
}

/**
 * A side's `*_batter_totals` object (the sums of its batters, `sumBatterLines`) with every
 * derived field: singles, total bases, extra-base hits, sacrifices, the rates to 3 decimals
 * (0.0 for a zero denominator), their strings (`.250`, `1.000`) and `batting_highlights`, in
 * the 2016 order (`..., hit_by_pitch, at_bats_per_home_run, ..., extra_base_hits, avg, obp, slg,
 * ops, ...`).
 *
 * @example
 * writeJson(batterTotalsToJson(sumBatterLines(batters)), 'pretty'); // '{\n  "sacrifices" : 0,\n  "at_bats" : 31, ...'
 */
export function batterTotalsToJson(counts: BattingCounts): JsonRecord {
  return TOTALS_SHAPE.record(battingValues(counts));
}

/**
 * One batter of `away_batters`/`home_batters` (the service's batter object): names, position, batting
 * slot, the counting stats, `team_abbreviation` and every derived field as in the totals.
 *
 * @example
 * writeJson(batterToJson(batter, 'LAD'), 'compact'); // '{"last_name":"Crawford","first_name":"Carl",...,"batting_highlights":"1-4, RBI"}'
 */
export function batterToJson(line: BatterLine, teamAbbreviation: string): JsonRecord {
  const values = battingValues(line);
  return BATTER_SHAPE.record([
    line.lastName, line.firstName, line.displayName, line.position, line.batOrder, line.subBatOrder, ...values.slice(0, COUNTS_END),
    teamAbbreviation, ...values.slice(COUNTS_END),
  ]);
}
