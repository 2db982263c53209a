import { computeMlbTiebreak } from '../aggregates/computeMlbTiebreak.js';
import { computeNbaSeeds, nbaPlayoffEligible, nbaPostseasonPositions } from '../aggregates/computeNbaSeeds.js';
import { computeStandingsGroup } from '../aggregates/computeStandings.js';
import { computeWildcard, wildCardSpots } from '../aggregates/computeWildcard.js';
import { recordThrough } from '../aggregates/computeTeamTimelines.js';
import type { Game } from '../aggregates/Game.js';
import { lastIndexThrough } from '../aggregates/gamesByTeam.js';
import type { StandingRow } from '../aggregates/StandingRow.js';
import type { Team } from '../aggregates/Team.js';
import { seasonOfDate, type LeagueDate, type Season, type Sport } from '../ids/index.js';
import { dateParam, today, type Clock } from './internal/clock.js';
import { getSeasonIndex, type SeasonIndex } from './internal/seasonIndex.js';
import type { LeagueState } from './LeagueState.js';

/** Parameters of {@link getStandings} and {@link getWildcard}. */
export interface StandingsQuery {
  readonly sport: Sport;
  /** The table after all games of this date (`yyyyMMdd` or `yyyy-MM-dd`); absent = current. */
  readonly date?: string;
  /** The clock: what "current" means. */
  readonly now: Clock;
}

/** A standings (or wild card) table, ready to format. */
export interface StandingsPayload {
  readonly sport: Sport;
  readonly season: Season;
  /**
   * What `standings_date` prints: a table for a date prints midnight of that date in the
   * display zone; the current table prints the time of the last ingested change (D4).
   */
  readonly standingsDate: { readonly date: LeagueDate } | { readonly instant: number };
  /** Rows in payload order. */
  readonly rows: readonly StandingRow[];
}

const MLB_LEAGUES = ['American', 'National'] as const;
/** The service's division order of its recorded tables. */
const MLB_DIVISIONS = ['Central', 'East', 'West'] as const;

/**
 * The standings as of a date: records through that league day inclusive, ranked within each
 * division (MLB: AL then NL, each Central, East, West; rows by games back then winning
 * percentage, a rank shared only by teams equal on both) or conference (NBA: East then West,
 * ranked by games back, with playoff seeds). Without a date, the current
 * table (as of the clock's league day), dated by the last ingested change. Before a season's
 * first game the previous season's final table is shown when it is known.
 *
 * @example
 * const table = getStandings(state, { sport: 'mlb', date: '20190502', now: '2019-10-01T00:00:00-04:00' });
 * table.rows[0]?.team.teamId; // leader of the AL Central
 */
export function getStandings(state: LeagueState, query: StandingsQuery): StandingsPayload {
  const { index, asOf, standingsDate } = resolveTable('getStandings', state, query);
  const groups = query.sport === 'nba' ? nbaConferences(index, asOf) : mlbDivisions(index, asOf);
  return { sport: query.sport, season: index.season, standingsDate, rows: concatRows(groups) };
}

/**
 * The MLB wild card table as of a date: per league (AL then NL) every division leader removed,
 * the rest ranked as in standings (games back, then winning percentage) and measured from the
 * last wild card place of the season's format (1 wild card through 2011, 2 in 2012-2021, 3 from
 * 2022).
 *
 * @example
 * const wc = getWildcard(state, { sport: 'mlb', date: '20190929', now: '2019-10-01T00:00:00-04:00' });
 */
export function getWildcard(state: LeagueState, query: StandingsQuery): StandingsPayload {
  if (query.sport !== 'mlb') throw new RangeError(`getWildcard: wild card standings exist for mlb only, not ${query.sport}`);
  const { index, asOf, standingsDate } = resolveTable('getWildcard', state, query);
  const divisions = mlbDivisions(index, asOf);
  const spots = wildCardSpots(index.season);
  const rows = concatRows([computeWildcard(divisions.slice(0, 3), spots), computeWildcard(divisions.slice(3, 6), spots)]);
  return { sport: query.sport, season: index.season, standingsDate, rows };
}

function mlbDivisions(index: SeasonIndex, asOf: LeagueDate): StandingRow[][] {
  const timelines = index.timelines('regular');
  const recordOf = (team: Team) => recordThrough(timelines.get(team.teamId), asOf);
  const breakLeaderTie = index.season >= FIRST_SEASON_WITHOUT_TIEBREAKER_GAMES && isSeasonOver(index, asOf)
    ? (tied: readonly Team[]) => computeMlbTiebreak(tied, index.games, (id) => index.teamOf(id))
    : undefined;
  const options = breakLeaderTie ? { rule: 'mlb' as const, breakLeaderTie } : { rule: 'mlb' as const };
  return index.groups(MLB_LEAGUES, MLB_DIVISIONS).map((teams) => computeStandingsGroup(teams, recordOf, options));
}

const NBA_CONFERENCES = ['East', 'West'] as const;
const NBA_DIVISIONS = ['Atlantic', 'Central', 'Southeast', 'Northwest', 'Pacific', 'Southwest'] as const;

/** NBA: one group per conference (East then West), with playoff seeds. */
function nbaConferences(index: SeasonIndex, asOf: LeagueDate): StandingRow[][] {
  const timelines = index.timelines('regular');
  // Each record once: the seeding's sorts and criteria ask for the same records many times.
  const records = new Map(index.teams.map((t) => [t.teamId as string, recordThrough(timelines.get(t.teamId), asOf)]));
  const recordOf = (team: Team) => records.get(team.teamId)!;
  const [east, west] = NBA_CONFERENCES.map((c) => index.groups([c], NBA_DIVISIONS).flat());
  const positions = nbaPostseasonPositions(index.season);
  const eligible = [nbaPlayoffEligible(east!, recordOf, positions), nbaPlayoffEligible(west!, recordOf, positions)];
  const counted = new Map<string, readonly Game[]>();
  const gamesOf = (teamId: string): readonly Game[] => {
    let list = counted.get(teamId);
    if (!list) {
      const timeline = timelines.get(teamId);
      const n = timeline ? lastIndexThrough(timeline.days, asOf) + 1 : 0;
      list = !timeline ? [] : n === timeline.games.length ? timeline.games : timeline.games.slice(0, n);
      counted.set(teamId, list);
    }
    return list;
  };
  return [east!, west!].map((teams, i) => {
    const seeds = computeNbaSeeds(teams, recordOf, gamesOf, (id) => index.teamOf(id), eligible[1 - i], positions);
    return computeStandingsGroup(teams, recordOf, { rule: 'nba', playoffSeedOf: (t) => seeds.get(t.teamId) });
  });
}

/** From 2022 MLB breaks ties by formula instead of tiebreaker games (D3). */
const FIRST_SEASON_WITHOUT_TIEBREAKER_GAMES = 2022;

/** Whether every regular-season game of the season has been decided by a date: none left to play, the last one counted. */
function isSeasonOver(index: SeasonIndex, asOf: LeagueDate): boolean {
  const span = index.countedSpan('regular');
  return span !== undefined && asOf >= span[1] && index.nothingLeft('regular');
}

function resolveTable(caller: string, state: LeagueState, query: StandingsQuery): { index: SeasonIndex; asOf: LeagueDate; standingsDate: StandingsPayload['standingsDate'] } {
  const asOf = query.date === undefined ? today(caller, query.now) : dateParam(caller, 'date', query.date);
  const index = seasonOnDate(state, query.sport, asOf);
  const standingsDate = query.date === undefined && state.updatedAt !== null ? { instant: state.updatedAt } : { date: asOf };
  return { index, asOf, standingsDate };
}

/**
 * The season whose table stands on a date: its own once it has begun, else the previous one's
 * final table when known (D2).
 *
 * @example
 * seasonOnDate(state, 'mlb', leagueDate('2014-03-01')).season; // 2013 when 2013 was ingested
 */
export function seasonOnDate(state: LeagueState, sport: Sport, date: LeagueDate): SeasonIndex {
  const own = getSeasonIndex(state, sport, seasonOfDate(sport, date));
  const span = own.countedSpan('regular');
  if (span && span[0] <= date) return own;
  const previous = getSeasonIndex(state, sport, own.season - 1);
  return previous.countedSpan('regular') ? previous : own;
}

/** The groups' rows one after the other (Array.prototype.flat is several times slower here). */
function concatRows(groups: readonly (readonly StandingRow[])[]): StandingRow[] {
  const rows: StandingRow[] = [];
  for (const group of groups) for (const row of group) rows.push(row);
  return rows;
}
