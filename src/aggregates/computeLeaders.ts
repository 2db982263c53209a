import { DETAIL_CATEGORIES, type LeaderCategory } from './LeaderCategory.js';
import type { PlayerTotals } from './PlayerTotals.js';
import { rankCompetition } from './rankCompetition.js';

/**
 * A leader's value exactly as printed: `scaled / 10^scale`, rounded half-up from integers
 * (scale 2 for averages and ratios, 3 for percentages, 0 for whole numbers: DECISIONS 2).
 *
 * @example
 * const ppg: LeaderValue = { scaled: 2866, scale: 2 }; // 28.66
 */
export interface LeaderValue {
  readonly scaled: number;
  readonly scale: 0 | 2 | 3;
}

/**
 * One row of a leaders list.
 *
 * @example
 * const row: LeaderRow = { player: hardenTotals, rank: 1, value: { scaled: 3043, scale: 2 } };
 */
export interface LeaderRow {
  readonly player: PlayerTotals;
  readonly rank: number;
  readonly value: LeaderValue;
}

/**
 * Options of {@link computeLeaders}.
 *
 * @example
 * const options: LeadersOptions = { limit: 15, qualified: true, teamGamesOf: (teamId) => 82, seasonOver: true };
 */
export interface LeadersOptions {
  /** Keep the rows whose rank is at most this (a positive integer; ties at the limit all stay). */
  readonly limit: number;
  /** Apply the NBA's minimums (the caller passes false outside the regular season). */
  readonly qualified: boolean;
  /** Games played by a team (the player's team is the team of his latest game). */
  readonly teamGamesOf: (teamId: string) => number;
  /**
   * The regular season is over: a player short of the games minimum of a per-game category
   * still qualifies when his total divided by the minimum beats every qualified player's average.
   */
  readonly seasonOver?: boolean;
}

type Kind = 'games' | 'fg' | 'ft' | 'three' | 'ast' | 'stl' | 'none';

/** How each category reads a player: numerator, denominator, printed scale, and its minimum. */
const RULES: Readonly<Record<LeaderCategory, readonly [(p: PlayerTotals) => number, (p: PlayerTotals) => number, 0 | 2 | 3, Kind]>> = {
  points_per_game: [(p) => p.points, (p) => p.gamesPlayed, 2, 'games'],
  assists_per_game: [(p) => p.assists, (p) => p.gamesPlayed, 2, 'games'],
  rebounds_per_game: [(p) => p.rebounds, (p) => p.gamesPlayed, 2, 'games'],
  off_rebounds_per_game: [(p) => p.offensiveRebounds, (p) => p.gamesPlayed, 2, 'games'],
  def_rebounds_per_game: [(p) => p.defensiveRebounds, (p) => p.gamesPlayed, 2, 'games'],
  blocks_per_game: [(p) => p.blocks, (p) => p.gamesPlayed, 2, 'games'],
  steals_per_game: [(p) => p.steals, (p) => p.gamesPlayed, 2, 'games'],
  minutes_per_game: [(p) => p.minutes, (p) => p.gamesPlayed, 2, 'games'],
  field_goal_pct: [(p) => p.fieldGoalsMade, (p) => p.fieldGoalsAttempted, 3, 'fg'],
  free_throw_pct: [(p) => p.freeThrowsMade, (p) => p.freeThrowsAttempted, 3, 'ft'],
  three_point_pct: [(p) => p.threePointFieldGoalsMade, (p) => p.threePointFieldGoalsAttempted, 3, 'three'],
  assists_to_turnovers_per_game: [(p) => p.assists, (p) => p.turnovers, 2, 'ast'],
  steals_to_turnovers_per_game: [(p) => p.steals, (p) => p.turnovers, 2, 'stl'],
  field_goals_made: [(p) => p.fieldGoalsMade, () => 1, 0, 'none'],
  three_point_field_goals_made: [(p) => p.threePointFieldGoalsMade, () => 1, 0, 'none'],
  free_throws_made: [(p) => p.freeThrowsMade, () => 1, 0, 'none'],
  games_played: [(p) => p.gamesPlayed, () => 1, 0, 'none'],
  double_doubles: [(p) => p.doubleDoubles, () => 1, 0, 'none'],
  triple_doubles: [(p) => p.tripleDoubles, () => 1, 0, 'none'],
};

/**
 * Whether a player meets the NBA's minimum for a kind of category, prorated to the games his
 * team has played and compared exactly in integers (so a fractional minimum is rounded up):
 * 70% of the team's games for per-game categories (58 of 82), and 300 field goals, 125 free
 * throws, 82 three-pointers, 200 assists, 82 steals per 82 team games for FG%, FT%, 3P%, AST/TO
 * and STL/TO (stats.nba.com, "Statistical Minimums to Qualify For NBA League Leaders").
 */
function meetsMinimum(kind: Kind, p: PlayerTotals, teamGames: number): boolean {
  switch (kind) {
    case 'games': return 10 * p.gamesPlayed >= 7 * teamGames;
    case 'fg': return 82 * p.fieldGoalsMade >= 300 * teamGames;
    case 'ft': return 82 * p.freeThrowsMade >= 125 * teamGames;
    case 'three': return p.threePointFieldGoalsMade >= teamGames;
    case 'ast': return 82 * p.assists >= 200 * teamGames;
    case 'stl': return p.steals >= teamGames;
    case 'none': return true;
  }
}

/** `n / d` rounded half-up to `scale` decimals as an integer, from non-negative integers; 0 when d is 0. */
function scaledRatio(n: number, d: number, scale: 0 | 2 | 3): number {
  if (d === 0) return 0;
  const p = scale === 0 ? 1 : scale === 2 ? 100 : 1000;
  const top = 2 * n * p + d;
  const bottom = 2 * d;
  return (top - (top % bottom)) / bottom;
}

/** A name as sorted: accents dropped, lower case (so `Dončić` sorts with `Doncic`). */
function sortKey(name: string): string {
  return name.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();
}

function byName(a: PlayerTotals, b: PlayerTotals): number {
  for (const [x, y] of [[sortKey(a.lastName), sortKey(b.lastName)], [sortKey(a.firstName), sortKey(b.firstName)], [a.displayName, b.displayName], [a.playerId, b.playerId]] as const) {
    if (x !== y) return x < y ? -1 : 1;
  }
  return 0;
}

/**
 * The leaders of a category (specification 4.9, DECISIONS 8): every player ranked by his value
 * as printed (per-game averages and ratios to 2 decimals, percentages as fractions to 3, totals
 * as integers; a zero denominator is 0), highest first, with competition ranks on the printed
 * value (1, 2, 2, 4) and every row of rank at most `limit` kept, so a tie at the limit returns
 * more rows. Players sharing a value are listed by last name, then first name (accents and case
 * ignored), then display name and id.
 *
 * With `qualified`, only players meeting the category's minimum (see `meetsMinimum`) are ranked,
 * and at the season's end a player short of the per-game minimum games is ranked too when his
 * total over the minimum number of games beats every qualified average (the NBA's exception).
 * Categories of makes, attempts and the rebound split rank only players whose lines are all
 * complete: a basic line has none of those counts.
 *
 * @example
 * computeLeaders(players, 'points_per_game', { limit: 15, qualified: true, teamGamesOf: () => 82 })[0]?.value; // { scaled: 3043, scale: 2 }
 */
export function computeLeaders(players: readonly PlayerTotals[], category: LeaderCategory, options: LeadersOptions): LeaderRow[] {
  if (!Number.isInteger(options.limit) || options.limit < 1) throw new RangeError(`computeLeaders: limit must be a positive integer, got ${String(options.limit)}`);
  const [numerator, denominator, scale, kind] = RULES[category];
  const needsDetail = DETAIL_CATEGORIES.has(category);
  const ranked = players.filter((p) => p.gamesPlayed > 0 && (!needsDetail || p.completeGames === p.gamesPlayed));
  let eligible = ranked;
  if (options.qualified && kind !== 'none') {
    eligible = ranked.filter((p) => meetsMinimum(kind, p, options.teamGamesOf(p.teamId)));
    if (options.seasonOver === true && kind === 'games' && eligible.length > 0) {
      let best = eligible[0]!;
      for (const p of eligible) if (numerator(p) * denominator(best) > numerator(best) * denominator(p)) best = p;
      const included = new Set(eligible);
      eligible = ranked.filter((p) => {
        if (included.has(p)) return true;
        const minimumGames = Math.ceil((7 * options.teamGamesOf(p.teamId)) / 10);
        return numerator(p) * denominator(best) > numerator(best) * minimumGames;
      });
    }
  }
  const rows = eligible.map((player) => ({ player, value: { scaled: scaledRatio(numerator(player), denominator(player), scale), scale } }));
  rows.sort((a, b) => b.value.scaled - a.value.scaled || byName(a.player, b.player));
  const ranks = rankCompetition(rows, (a, b) => a.value.scaled === b.value.scaled);
  const out: LeaderRow[] = [];
  for (let i = 0; i < rows.length && ranks[i]! <= options.limit; i++) out.push({ player: rows[i]!.player, rank: ranks[i]!, value: rows[i]!.value });
  return out;
}
