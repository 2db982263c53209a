import type { TeamStatsLine } from '../../aggregates/computeTeamStats.js';
import type { Team } from '../../aggregates/Team.js';
import type { TeamBoxTotals } from '../../aggregates/TeamBoxTotals.js';
import type { LeagueDate } from '../../ids/index.js';
import { roundRatio, type Decimal } from '../Decimal.js';
import { formatRatioOneDecimal } from '../formatRatio.js';
import { formatPercentString } from '../formatPercentString.js';
import { JsonShape, type JsonRecord } from '../JsonShape.js';
import { writeJson } from '../writeJson.js';
import type { FormatOptions } from './FormatOptions.js';
import { sharedRecordOf, type SharedRows } from './sharedRowRecord.js';
import { teamToJson } from './teamToJson.js';

/** What {@link formatTeamStats} prints. */
export interface TeamStatsPayloadLike {
  readonly date: LeagueDate;
  readonly rows: readonly (TeamStatsLine & { readonly team: Team })[];
}

/** The stats object in the order of the service's documented lists (D16). */
const STATS_SHAPE = new JsonShape([
  'points', 'assists', 'turnovers', 'steals', 'blocks', 'rebounds', 'field_goals_attempted', 'field_goals_made',
  'three_point_field_goals_attempted', 'three_point_field_goals_made', 'free_throws_attempted', 'free_throws_made', 'defensive_rebounds',
  'offensive_rebounds', 'personal_fouls',
  'field_goals_made_per_game', 'field_goals_attempted_per_game', 'three_point_field_goals_made_per_game', 'three_point_field_goals_attempted_per_game',
  'free_throws_made_per_game', 'free_throws_attempted_per_game', 'offensive_rebounds_per_game', 'defensive_rebounds_per_game', 'rebounds_per_game',
  'field_goals_made_per_game_string:plain', 'field_goals_attempted_per_game_string:plain', 'three_point_field_goals_made_per_game_string:plain',
  'three_point_field_goals_attempted_per_game_string:plain', 'free_throws_made_per_game_string:plain', 'free_throws_attempted_per_game_string:plain',
  'offensive_rebounds_per_game_string:plain', 'defensive_rebounds_per_game_string:plain', 'rebounds_per_game_string:plain', 'assists_per_game_string:plain',
  'steals_per_game_string:plain', 'blocks_per_game_string:plain', 'turnovers_per_game_string:plain', 'personal_fouls_per_game_string:plain',
  'points_per_game_string:plain',
  'field_goal_percentage', 'three_point_percentage', 'free_throw_percentage',
  'field_goal_percentage_string:plain', 'three_point_field_goal_percentage_string:plain', 'free_throw_percentage_string:plain',
]);
const ROW_SHAPE = new JsonShape(['team', 'games_played', 'won', 'lost', 'stats', 'stats_opponent']);
const ROOT_SHAPE = new JsonShape(['sport:plain', 'team_stats_date:plain', 'team_stats']);


/**
 * The stats object of one side: totals, per-game floats (3 decimals) and
 * strings (1 decimal), shooting percentages as fractions and percent strings.
 *
 * @example
 * writeJson(statsToJson(totals, 82), 'compact'); // '{"points":9304,...,"field_goal_percentage":0.503,...}'
 */
export function statsToJson(t: TeamBoxTotals, games: number): JsonRecord {
  // A frozen line's totals (the engine's, shared by every date between two games) get a shared
  // record, whose text writeJson keeps, so that the same stats are written once (D152).
  return sharedRecordOf(STATS, t, String(games), () => STATS_SHAPE.record(statsValues(t, games)));
}

/** The stats records of frozen totals objects, by the games they are divided by. */
const STATS: SharedRows<TeamBoxTotals> = new WeakMap();

function statsValues(t: TeamBoxTotals, games: number): readonly (number | string | Decimal)[] {
  const rebounds = t.offensiveRebounds + t.defensiveRebounds;
  const perGame = (n: number) => roundRatio(n, games, 3);
  const perGameText = (n: number) => formatRatioOneDecimal(n, games);
  return [
    t.points, t.assists, t.turnovers, t.steals, t.blocks, rebounds, t.fieldGoalsAttempted, t.fieldGoalsMade, t.threePointFieldGoalsAttempted,
    t.threePointFieldGoalsMade, t.freeThrowsAttempted, t.freeThrowsMade, t.defensiveRebounds, t.offensiveRebounds, t.personalFouls,
    perGame(t.fieldGoalsMade), perGame(t.fieldGoalsAttempted), perGame(t.threePointFieldGoalsMade), perGame(t.threePointFieldGoalsAttempted),
    perGame(t.freeThrowsMade), perGame(t.freeThrowsAttempted), perGame(t.offensiveRebounds), perGame(t.defensiveRebounds), perGame(rebounds),
    perGameText(t.fieldGoalsMade), perGameText(t.fieldGoalsAttempted), perGameText(t.threePointFieldGoalsMade), perGameText(t.threePointFieldGoalsAttempted),
    perGameText(t.freeThrowsMade), perGameText(t.freeThrowsAttempted), perGameText(t.offensiveRebounds), perGameText(t.defensiveRebounds),
    perGameText(rebounds), perGameText(t.assists), perGameText(t.steals), perGameText(t.blocks), perGameText(t.turnovers),
    perGameText(t.personalFouls), perGameText(t.points),
    roundRatio(t.fieldGoalsMade, t.fieldGoalsAttempted, 3), roundRatio(t.threePointFieldGoalsMade, t.threePointFieldGoalsAttempted, 3),
    roundRatio(t.freeThrowsMade, t.freeThrowsAttempted, 3),
    formatPercentString(t.fieldGoalsMade, t.fieldGoalsAttempted), formatPercentString(t.threePointFieldGoalsMade, t.threePointFieldGoalsAttempted),
    formatPercentString(t.freeThrowsMade, t.freeThrowsAttempted),
  ];
}

/**
 * The records of frozen rows (the engine's, one per team and line, D172): a team's whole item,
 * team, record and both stats, is written once per style and level, and sent as one part.
 */
const ROWS: SharedRows<TeamStatsPayloadLike['rows'][number]> = new WeakMap();

/**
 * The team stats payload: `{ sport, team_stats_date, team_stats }`, one item
 * per team with its games, record, `stats` and `stats_opponent`. Per-game figures divide by
 * the games whose totals are known.
 *
 * @example
 * formatTeamStats(getTeamStats(state, { date: '20180411', now }));
 */
export function formatTeamStats(payload: TeamStatsPayloadLike, options: FormatOptions = {}): string {
  return writeJson(
    ROOT_SHAPE.record([
      'NBA',
      payload.date,
      payload.rows.map((r) => sharedRecordOf(ROWS, r, '', () =>
        ROW_SHAPE.record([teamToJson(r.team), r.gamesPlayed, r.won, r.lost, statsToJson(r.totals, r.gamesWithTotals), statsToJson(r.opponentTotals, r.gamesWithTotals)]))),
    ]),
    options.style ?? 'pretty',
  );
}
