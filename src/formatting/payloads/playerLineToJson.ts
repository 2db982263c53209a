import type { PlayerLine, PlayerLineDetail } from '../../aggregates/PlayerLine.js';
import { roundRatio } from '../Decimal.js';
import { formatPercentString } from '../formatPercentString.js';
import { JsonShape, type JsonRecord } from '../JsonShape.js';

/**
 * Which form of the basketball player line to print: `boxscore` for the
 * box score's `away_stats`/`home_stats` (no `rebounds`, no strings), and
 * `daily-leaders` for the daily leaders' `player` items, which add `rebounds` and the three
 * percent strings.
 */
export type PlayerLineVariant = 'boxscore' | 'daily-leaders';

/** The documentation's key order (its 2012-06-21 Oklahoma City at Miami box score). */
const BOXSCORE_KEYS = [
  'last_name', 'first_name', 'display_name', 'position', 'minutes', 'points', 'assists', 'turnovers', 'steals', 'blocks',
  'field_goals_attempted', 'field_goals_made', 'three_point_field_goals_attempted', 'three_point_field_goals_made',
  'free_throws_attempted', 'free_throws_made', 'defensive_rebounds', 'offensive_rebounds', 'personal_fouls', 'team_abbreviation',
  'is_starter', 'field_goal_percentage', 'three_point_percentage', 'free_throw_percentage',
] as const;

/**
 * The daily leaders' order: the box score's with `rebounds` after `blocks` and the three
 * strings after the three fractions. Only a key-sorted 2015 copy of such a line exists in the
 * samples; this is the order of a 2013-12-16 line of the service printed with its keys as
 * received (the nbaDB project's README), and the pattern of the team stats object's
 * documented fields (`rebounds` after `blocks`) and of the team stats object (D16: percentages, then their strings).
 */
const DAILY_LEADER_KEYS = [
  ...BOXSCORE_KEYS.slice(0, 10), 'rebounds', ...BOXSCORE_KEYS.slice(10),
  'field_goal_percentage_string:plain', 'three_point_field_goal_percentage_string:plain', 'free_throw_percentage_string:plain',
];

const SHAPES: Readonly<Record<PlayerLineVariant, JsonShape>> = {
  boxscore: new JsonShape(BOXSCORE_KEYS),
  'daily-leaders': new JsonShape(DAILY_LEADER_KEYS),
};


/**
 * One basketball player line as the service printed it, from a complete
 * line (`detail` set) and the abbreviation of the player's team:
 * `last_name, first_name, display_name, position, minutes, points, assists, turnovers, steals,
 * blocks, field_goals_attempted, field_goals_made, three_point_field_goals_attempted,
 * three_point_field_goals_made, free_throws_attempted, free_throws_made, defensive_rebounds,
 * offensive_rebounds, personal_fouls, team_abbreviation, is_starter, field_goal_percentage,
 * three_point_percentage, free_throw_percentage`. The percentages are fractions rounded half-up
 * to 3 decimals from the makes and attempts (`0.542`, `1.0`; `0.0` without attempts).
 *
 * The `daily-leaders` variant adds `rebounds` (offensive plus defensive) after `blocks` and,
 * after the fractions, `field_goal_percentage_string, three_point_field_goal_percentage_string,
 * free_throw_percentage_string`: percent values with one decimal (`"54.2"`, `"100.0"`), the
 * literal `&mdash;` without attempts (the service's 2015 box scores).
 *
 * Throws a TypeError starting with `playerLineToJson:` for a basic line (without makes and
 * attempts: the NBA.com game logs' lines cannot be printed in this shape).
 *
 * @example
 * writeJson(playerLineToJson(durant, 'OKC'), 'compact');
 * // '{"last_name":"Durant","first_name":"Kevin",...,"field_goal_percentage":0.542,"three_point_percentage":0.5,"free_throw_percentage":1.0}'
 * writeJson(playerLineToJson(durant, 'OKC', 'daily-leaders'), 'compact');
 * // '{..."blocks":1,"rebounds":11,...,"free_throw_percentage":1.0,"field_goal_percentage_string":"54.2",...}'
 */
export function playerLineToJson(line: PlayerLine, teamAbbreviation: string, variant: PlayerLineVariant = 'boxscore'): JsonRecord {
  const d: PlayerLineDetail | null = line.detail;
  if (d === null) throw new TypeError(`playerLineToJson: the line of "${line.displayName}" is basic (no makes and attempts); only a complete line can be printed`);
  const shape = Object.hasOwn(SHAPES, variant) ? SHAPES[variant] : undefined;
  if (shape === undefined) throw new TypeError(`playerLineToJson: unknown variant ${JSON.stringify(variant)} (expected 'boxscore' or 'daily-leaders')`);
  const fg = roundRatio(d.fieldGoalsMade, d.fieldGoalsAttempted, 3);
  const three = roundRatio(d.threePointFieldGoalsMade, d.threePointFieldGoalsAttempted, 3);
  const ft = roundRatio(d.freeThrowsMade, d.freeThrowsAttempted, 3);
  const head = [line.lastName, line.firstName, line.displayName, line.position, line.minutes, line.points, line.assists, line.turnovers, line.steals, line.blocks];
  const tail = [
    d.fieldGoalsAttempted, d.fieldGoalsMade, d.threePointFieldGoalsAttempted, d.threePointFieldGoalsMade, d.freeThrowsAttempted, d.freeThrowsMade,
    d.defensiveRebounds, d.offensiveRebounds, d.personalFouls, teamAbbreviation, line.isStarter, fg, three, ft,
  ];
  if (variant === 'boxscore') return shape.record([...head, ...tail]);
  return shape.record([
    ...head, d.offensiveRebounds + d.defensiveRebounds, ...tail,
    formatPercentString(d.fieldGoalsMade, d.fieldGoalsAttempted),
    formatPercentString(d.threePointFieldGoalsMade, d.threePointFieldGoalsAttempted),
    formatPercentString(d.freeThrowsMade, d.freeThrowsAttempted),
  ]);
}
