import { byMlbStanding } from '../aggregates/byMlbStanding.js';
import { computeNbaSeeds, nbaPlayoffEligible, nbaPostseasonPositions, untiedNbaSeeds } from '../aggregates/computeNbaSeeds.js';
import { standingsGroupOfRecords } from '../aggregates/computeStandings.js';
import { computeWildcard, wildCardSpots, wildcardOfRecords } from '../aggregates/computeWildcard.js';
import { computePostseasonPicture } from '../aggregates/race/computePostseasonPicture.js';
import type { RaceResults } from '../aggregates/race/RaceResults.js';
import { breakMlbTie } from '../aggregates/race/tiebreak/breakMlbTie.js';
import { resultsOfGames } from '../aggregates/race/tiebreak/resultsOfGames.js';
import { indexThrough, recordThroughDay, type TeamTimeline } from '../aggregates/computeTeamTimelines.js';
import { byChronology, type Game } from '../aggregates/Game.js';
import { dayNumber } from '../aggregates/gamesByTeam.js';
import type { StandingRow } from '../aggregates/StandingRow.js';
import type { Team } from '../aggregates/Team.js';
import type { TeamRecord } from '../aggregates/TeamRecord.js';
import { seasonOfDate, type LeagueDate, type Season, type Sport } from '../ids/index.js';
import { sportParam } from '../ids/sportParam.js';
import { dateParam, today, type Clock } from './internal/clock.js';
import { derivedOf, getSeasonIndex, type SeasonIndex } from './internal/seasonIndex.js';
import type { LeagueState } from './LeagueState.js';
import { concatLists } from '../aggregates/concatLists.js';

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
  sportParam('getStandings', query.sport);
  const { index, asOf, standingsDate } = resolveTable('getStandings', state, query);
  const groups = query.sport === 'nba' ? nbaConferences(index, asOf) : mlbDivisions(index, asOf, finalPictureOn(index, asOf));
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
  sportParam('getWildcard', query.sport);
  if (query.sport !== 'mlb') throw new RangeError(`getWildcard: wild card standings exist for mlb only, not ${query.sport}`);
  const { index, asOf, standingsDate } = resolveTable('getWildcard', state, query);
  const final = finalPictureOn(index, asOf);
  const spots = wildCardSpots(index.season);
  let leagues: StandingRow[][];
  if (final && byFormula(index.season)) {
    // Tied division leaders ranked by formula (D3): one ranked 2 plays for the wild card, so the divisions' tables are built.
    const divisions = mlbDivisions(index, asOf, final);
    leagues = [computeWildcard(divisions.slice(0, 3), spots), computeWildcard(divisions.slice(3, 6), spots)];
  } else {
    // The leagues straight from the divisions' records, no division table built (D191).
    const day = dayNumber(asOf);
    const teams = index.groups(MLB_LEAGUES, MLB_DIVISIONS);
    const records = divisionTimelines(index, teams).map((own) => recordsThroughDay(own, day));
    leagues = [wildcardOfRecords(teams.slice(0, 3), records.slice(0, 3), spots), wildcardOfRecords(teams.slice(3, 6), records.slice(3, 6), spots)];
  }
  const rows = concatRows(final ? leagues.map((rows) => orderDecidedTies(rows, final)) : leagues);
  return { sport: query.sport, season: index.season, standingsDate, rows };
}

/** The final picture once the season is over on the date (its decided ties order the tables), else undefined. */
function finalPictureOn(index: SeasonIndex, asOf: LeagueDate): FinalPicture | undefined {
  return isSeasonOver(index, asOf) ? finalPicture(index) : undefined;
}

/** The records of teams through a `yyyymmdd` day, by place: read in a loop here, not through a callback (D190). */
function recordsThroughDay(timelines: readonly (TeamTimeline | undefined)[], day: number): TeamRecord[] {
  const records = new Array<TeamRecord>(timelines.length);
  for (let i = 0; i < timelines.length; i++) records[i] = recordThroughDay(timelines[i], day);
  return records;
}

function mlbDivisions(index: SeasonIndex, asOf: LeagueDate, final: FinalPicture | undefined): StandingRow[][] {
  const day = dayNumber(asOf);
  const teamGroups = index.groups(MLB_LEAGUES, MLB_DIVISIONS);
  const timelines = divisionTimelines(index, teamGroups);
  const breakLeaderTie = final && byFormula(index.season)
    ? (tied: readonly Team[]) => [...tied].sort((a, b) => final.leaderPosition.get(a.teamId)! - final.leaderPosition.get(b.teamId)!)
    : undefined;
  const options = breakLeaderTie ? { rule: 'mlb' as const, breakLeaderTie } : { rule: 'mlb' as const };
  const groups = teamGroups.map((teams, g) => standingsGroupOfRecords(teams, recordsThroughDay(timelines[g]!, day), options));
  return final ? groups.map((rows) => orderDecidedTies(rows, final)) : groups;
}

/**
 * Each MLB division's regular-season timelines in the order of its teams, once per season index:
 * a table then reads each team's record by its place in the division, without a lookup by id.
 * Kept here rather than through `derivedOf`, which deep-freezes its values: a timeline's typed
 * arrays cannot be frozen.
 */
const timelinesByIndex = new WeakMap<SeasonIndex, readonly (readonly (TeamTimeline | undefined)[])[]>();

function divisionTimelines(index: SeasonIndex, groups: readonly (readonly Team[])[]): readonly (readonly (TeamTimeline | undefined)[])[] {
  let found = timelinesByIndex.get(index);
  if (found === undefined) {
    const timelines = index.timelines('regular');
    found = groups.map((teams) => teams.map((t) => timelines.get(t.teamId)));
    timelinesByIndex.set(index, found);
  }
  return found;
}

/** Each conference as the one-element list the season index's groups are asked with (the same lists on every call). */
const NBA_CONFERENCES = [['East'], ['West']] as const;
const NBA_DIVISIONS = ['Atlantic', 'Central', 'Southeast', 'Northwest', 'Pacific', 'Southwest'] as const;

/**
 * NBA: one group per conference (East then West), with playoff seeds. Each conference's records
 * are read by its teams' places (the teams and their timelines found once per season index); a
 * conference with no two teams on the same winning percentage is seeded by record alone
 * (`untiedNbaSeeds`), and only a tie runs the league's procedure, with the playoff-eligible teams
 * of both conferences it reads (D184).
 */
function nbaConferences(index: SeasonIndex, asOf: LeagueDate): StandingRow[][] {
  const conferences = conferenceTimelines(index);
  const day = dayNumber(asOf);
  const records = conferences.map(({ timelines }) => timelines.map((timeline) => recordThroughDay(timeline, day)));
  const untied = records.map((list) => untiedNbaSeeds(list, index.season));
  const seeds = untied[0] !== undefined && untied[1] !== undefined ? untied : tiedNbaSeeds(index, asOf, conferences, records, untied);
  return conferences.map(({ teams }, i) => {
    const own = records[i]!;
    const seedOf = seeds[i]!;
    return standingsGroupOfRecords(teams, own, { rule: 'nba', playoffSeedOf: (_, position) => seedOf[position] });
  });
}

/** Each NBA conference's teams (East then West) and their regular-season timelines, in one order, once per season index. */
interface ConferenceTimelines {
  readonly teams: readonly Team[];
  readonly timelines: readonly (TeamTimeline | undefined)[];
}

const conferencesByIndex = new WeakMap<SeasonIndex, readonly ConferenceTimelines[]>();

function conferenceTimelines(index: SeasonIndex): readonly ConferenceTimelines[] {
  let found = conferencesByIndex.get(index);
  if (found === undefined) {
    const timelines = index.timelines('regular');
    found = NBA_CONFERENCES.map((c) => {
      const teams = concatLists(index.groups(c, NBA_DIVISIONS));
      return { teams, timelines: teams.map((t) => timelines.get(t.teamId)) };
    });
    conferencesByIndex.set(index, found);
  }
  return found;
}

/**
 * The seeds of both conferences when one of them has a tie: that one by the league's procedure
 * (`computeNbaSeeds`, which reads each tied team's games and both conferences' playoff-eligible
 * teams), the other as `untied` has it. Seeds by each team's place in its conference.
 */
function tiedNbaSeeds(
  index: SeasonIndex,
  asOf: LeagueDate,
  conferences: readonly ConferenceTimelines[],
  records: readonly (readonly TeamRecord[])[],
  untied: readonly (Int32Array | undefined)[],
): ArrayLike<number>[] {
  const timelines = index.timelines('regular');
  const byId = new Map<string, TeamRecord>();
  conferences.forEach(({ teams }, i) => teams.forEach((t, k) => byId.set(t.teamId, records[i]![k]!)));
  const recordOf = (team: Team) => byId.get(team.teamId)!;
  const positions = nbaPostseasonPositions(index.season);
  const eligible = conferences.map(({ teams }) => nbaPlayoffEligible(teams, recordOf, positions));
  const gamesOf = (teamId: string): readonly Game[] => {
    const timeline = timelines.get(teamId);
    if (!timeline) return [];
    const n = indexThrough(timeline, asOf) + 1;
    return n === timeline.games.length ? timeline.games : timeline.games.slice(0, n);
  };
  return conferences.map(({ teams }, i) => {
    const known = untied[i];
    if (known !== undefined) return known;
    const seeds = computeNbaSeeds(teams, recordOf, gamesOf, (id) => index.teamOf(id), eligible[1 - i], positions, index.season, eligible[i]);
    return teams.map((t) => seeds.get(t.teamId)!);
  });
}

/** From 2022 (and in 2020) MLB breaks ties by formula instead of tiebreaker games (D3). */
function byFormula(season: number): boolean {
  return season >= 2022 || season === 2020;
}

/** The final postseason picture of an MLB season, as positions in its leagues' order and the teams of its decided ties. */
interface FinalPicture {
  /** Position of each team in its league's order (field in seed order, then the rest). */
  readonly position: ReadonlyMap<string, number>;
  /** Teams of a tie the picture decided for a division, a place or a seed. */
  readonly decided: ReadonlySet<string>;
  /** Position of each team tied for its division's lead among those tied, by the season's formula. */
  readonly leaderPosition: ReadonlyMap<string, number>;
}

/** The picture of a season's final results, derived once per season index. */
function finalPicture(index: SeasonIndex): FinalPicture {
  return derivedOf(index, 'final-picture', () => {
    const games = index.games.filter((g) => g.seasonType === 'regular').sort(byChronology);
    const { results } = resultsOfGames(index.sport, index.season, index.teams, games, (id) => index.teamOf(id));
    const picture = computePostseasonPicture(results, { orderOutsideField: false });
    const leaderPosition = new Map<string, number>();
    for (const tied of tiedLeaders(results)) breakMlbTie(results, tied, 'division', undefined, index.season === 2020 ? '2020' : 'formula').forEach((t, i) => leaderPosition.set(results.teams[t]!.teamId, i));
    const position = new Map<string, number>();
    const decided = new Set<string>();
    for (const group of picture.groups) {
      group.order.forEach((id, i) => position.set(id, i));
      for (const tie of group.ties) if (tie.stake !== 'order') for (const id of tie.among) decided.add(id);
    }
    return { position, decided, leaderPosition };
  });
}

/** Each division's teams tied for its lead (by winning percentage), when more than one. */
function tiedLeaders(results: RaceResults): number[][] {
  const divisions = new Map<string, number[]>();
  results.teams.forEach((t, i) => {
    const key = `${t.conference}/${t.division}`;
    const list = divisions.get(key);
    if (list) list.push(i);
    else divisions.set(key, [i]);
  });
  const pct = (t: number) => (results.won[t]! + results.lost[t]! === 0 ? 0 : results.won[t]! / (results.won[t]! + results.lost[t]!));
  const out: number[][] = [];
  for (const members of divisions.values()) {
    const best = Math.max(...members.map(pct));
    const tied = members.filter((t) => pct(t) === best);
    if (tied.length > 1) out.push(tied);
  }
  return out;
}

/**
 * Rows that share a rank, all of them teams of a tie the final picture decided, listed in the
 * picture's order instead of by reverse name (D38); ranks unchanged.
 */
function orderDecidedTies(rows: StandingRow[], final: FinalPicture): StandingRow[] {
  for (let i = 0; i < rows.length; ) {
    let j = i + 1;
    while (j < rows.length && rows[j]!.rank === rows[i]!.rank && byMlbStanding(rows[i]!, rows[j]!, { names: false }) === 0) j++;
    if (j - i > 1 && rows.slice(i, j).every((r) => final.decided.has(r.team.teamId))) {
      const group = rows.slice(i, j).sort((a, b) => final.position.get(a.team.teamId)! - final.position.get(b.team.teamId)!);
      rows.splice(i, j - i, ...group);
    }
    i = j;
  }
  return rows;
}

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
