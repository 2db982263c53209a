import { DETAIL_CATEGORIES, type LeaderCategory } from './LeaderCategory.js';
import type { PlayerTotals } from './PlayerTotals.js';
import { rankCompetition } from './rankCompetition.js';

/**
 * A leader's value exactly as printed: `scaled / 10^scale`, rounded half-up from integers
 * (scale 2 for averages and ratios, 3 for percentages, 0 for whole numbers).
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
  /**
   * Games played by a team (the player's team is the team of his latest game); `at` is the
   * player's place in the list, for a caller that keeps each player's team games by it.
   */
  readonly teamGamesOf: (teamId: string, at: number) => number;
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

const SORT_KEYS = new Map<string, string>();

/** A name as sorted: accents dropped, lower case (so `Dončić` sorts with `Doncic`); memoized. */
function sortKey(name: string): string {
  let key = SORT_KEYS.get(name);
  if (key === undefined) {
    key = name.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();
    if (SORT_KEYS.size < 100_000) SORT_KEYS.set(name, key);
  }
  return key;
}

function compareText(x: string, y: string): number {
  return x === y ? 0 : x < y ? -1 : 1;
}

function byName(a: PlayerTotals, b: PlayerTotals): number {
  return compareText(sortKey(a.lastName), sortKey(b.lastName)) || compareText(sortKey(a.firstName), sortKey(b.firstName))
    || compareText(a.displayName, b.displayName) || compareText(a.playerId, b.playerId);
}


/**
 * The leaders of a category (the leaders endpoint): every player ranked by his value
 * as printed (per-game averages and ratios to 2 decimals, percentages as fractions to 3, totals
 * as integers; a zero denominator is 0), highest first, with competition ranks on the printed
 * value (1, 2, 2, 4) and every row of rank at most `limit` kept, so a tie at the limit returns
 * more rows. Players sharing a value are listed by last name, then first name (accents and case
 * ignored), then display name and id. A value of 0 (no triple-double, 0-for-5) is no lead: such
 * players are not listed (D19).
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
  const qualify = options.qualified && kind !== 'none';
  const limit = options.limit;
  // One pass: each player's printed value, kept when positive and qualified. `top` holds the
  // `limit` highest values seen (descending), so that only rows whose rank can be at most
  // `limit` (valued at least the limit-th highest: rank = 1 + the number of higher values) are
  // sorted and returned.
  const kept: number[] = [];
  const values: number[] = [];
  const short: number[] = [];
  const top = new Float64Array(limit).fill(-1);
  const keep = (i: number, v: number): void => {
    if (v <= 0) return;
    kept.push(i);
    values.push(v);
    if (v <= top[limit - 1]!) return;
    let k = limit - 1;
    while (k > 0 && top[k - 1]! < v) {
      top[k] = top[k - 1]!;
      k--;
    }
    top[k] = v;
  };
  for (let i = 0; i < players.length; i++) {
    const p = players[i]!;
    if (p.gamesPlayed === 0 || (needsDetail && p.completeGames !== p.gamesPlayed)) continue;
    if (qualify && !meetsMinimum(kind, p, options.teamGamesOf(p.teamId, i))) {
      if (options.seasonOver === true && kind === 'games') short.push(i);
      continue;
    }
    keep(i, scaledRatio(numerator(p), denominator(p), scale));
  }
  if (short.length > 0 && kept.length > 0) {
    // The NBA's exception at the season's end: short of the games minimum, but his total over
    // the minimum number of games beats every qualified average.
    let best = players[kept[0]!]!;
    for (const i of kept) if (numerator(players[i]!) * denominator(best) > numerator(best) * denominator(players[i]!)) best = players[i]!;
    for (const i of short) {
      const p = players[i]!;
      const minimumGames = Math.ceil((7 * options.teamGamesOf(p.teamId, i)) / 10);
      if (numerator(p) * denominator(best) > numerator(best) * minimumGames) keep(i, scaledRatio(numerator(p), denominator(p), scale));
    }
  }
  const threshold = top[limit - 1]!;
  const rows: { player: PlayerTotals; value: LeaderValue }[] = [];
  for (let j = 0; j < kept.length; j++) if (values[j]! >= threshold) rows.push({ player: players[kept[j]!]!, value: { scaled: values[j]!, scale } });
  rows.sort((a, b) => b.value.scaled - a.value.scaled || byName(a.player, b.player));
  const ranks = rankCompetition(rows, (a, b) => a.value.scaled === b.value.scaled);
  const out: LeaderRow[] = [];
  for (let i = 0; i < rows.length && ranks[i]! <= options.limit; i++) out.push({ player: rows[i]!.player, rank: ranks[i]!, value: rows[i]!.value });
  return out;
}
