import type { GameInput, PlayerLineInput } from '../../src/engine/BatchInput.js';

/** The counts of a complete line; points follow from the shots made. */
export interface LineCounts {
  readonly min?: number;
  readonly twos?: number;
  readonly threes?: number;
  readonly ftm?: number;
  /** Missed field goals (twos), three-pointers and free throws. */
  readonly missed2?: number;
  readonly missed3?: number;
  readonly missedFt?: number;
  readonly orb?: number;
  readonly drb?: number;
  readonly ast?: number;
  readonly stl?: number;
  readonly blk?: number;
  readonly tov?: number;
  readonly pf?: number;
}

const split = (name: string) => {
  const at = name.indexOf(' ');
  return { first_name: name.slice(0, at), last_name: name.slice(at + 1) };
};

/**
 * A complete box score line of `First Last` (wire shape), consistent by construction.
 *
 * @example
 * line('Kevin Durant', { twos: 10, threes: 3, ftm: 3 }).points; // 32
 */
export function line(name: string, c: LineCounts = {}): PlayerLineInput {
  const twos = c.twos ?? 0, threes = c.threes ?? 0, ftm = c.ftm ?? 0;
  return {
    ...split(name), position: 'G', is_starter: true, minutes: c.min ?? 30, points: 2 * twos + 3 * threes + ftm,
    assists: c.ast ?? 0, turnovers: c.tov ?? 0, steals: c.stl ?? 0, blocks: c.blk ?? 0,
    field_goals_made: twos + threes, field_goals_attempted: twos + threes + (c.missed2 ?? 0) + (c.missed3 ?? 0),
    three_point_field_goals_made: threes, three_point_field_goals_attempted: threes + (c.missed3 ?? 0),
    free_throws_made: ftm, free_throws_attempted: ftm + (c.missedFt ?? 0),
    offensive_rebounds: c.orb ?? 0, defensive_rebounds: c.drb ?? 0, personal_fouls: c.pf ?? 0,
  };
}

/** The counts of a basic line (NBA.com game logs: total rebounds, no makes or attempts). */
export interface BasicCounts {
  readonly min?: number;
  readonly pts?: number;
  readonly reb?: number;
  readonly ast?: number;
  readonly stl?: number;
  readonly blk?: number;
  readonly tov?: number;
}

/**
 * A basic line of `First Last` (wire shape).
 *
 * @example
 * basicLine('Kevin Durant', { pts: 32, reb: 11 }).rebounds; // 11
 */
export function basicLine(name: string, c: BasicCounts = {}): PlayerLineInput {
  return {
    ...split(name), position: 'G', is_starter: true, minutes: c.min ?? 30, points: c.pts ?? 0, rebounds: c.reb ?? 0,
    assists: c.ast ?? 0, turnovers: c.tov ?? 0, steals: c.stl ?? 0, blocks: c.blk ?? 0,
  };
}

/**
 * A completed NBA game of `date` (`yyyy-MM-dd`, 19:30 Eastern) with the given lines; the
 * scores are the sums of the lines' points and must differ.
 *
 * @example
 * nbaGame('2017-10-17', 'boston-celtics', 'cleveland-cavaliers', [line('A B', { twos: 1 })], [line('C D', { twos: 2 })]);
 */
export function nbaGame(date: string, away: string, home: string, awayStats: readonly PlayerLineInput[], homeStats: readonly PlayerLineInput[], extra: Partial<GameInput> = {}): GameInput {
  const sum = (lines: readonly PlayerLineInput[]) => lines.reduce((s, l) => s + l.points, 0);
  const awayScore = sum(awayStats), homeScore = sum(homeStats);
  if (awayScore === homeScore) throw new Error(`nbaGame: ${date} ${away} at ${home} would be tied ${awayScore}-${homeScore}`);
  return {
    sport: 'nba', date, status: 'completed', away_team_id: away, home_team_id: home, start_date_time: `${date}T19:30:00-04:00`,
    away_points_scored: awayScore, home_points_scored: homeScore, away_stats: [...awayStats], home_stats: [...homeStats], ...extra,
  };
}
