import { isEventStatus, type EventStatus, type Game } from '../aggregates/Game.js';
import { formatDateTime } from '../formatting/formatDateTime.js';
import { isSeasonType, type EventId, type LeagueDate, type Season, type SeasonType, type Sport, type TeamId } from '../ids/index.js';
import { seasonParam, sportParam } from '../ids/sportParam.js';
import { dateParam } from './internal/clock.js';
import { resolveSite } from './internal/resolveSite.js';
import { getSeasonIndex } from './internal/seasonIndex.js';
import type { LeagueState } from './LeagueState.js';

/** Which games {@link listGames} lists: one sport-season, narrowed by the optional fields. */
export interface GamesFilter {
  readonly sport: Sport;
  /** The season as the service names it (MLB: the year; NBA: the year it ends, 2019 for 2018-19). */
  readonly season: Season;
  /** Only the games this team (a team id of that season) plays, home or away. */
  readonly team?: string;
  /** Only games whose date (the event id's) is on or after this day, `yyyyMMdd` or `yyyy-MM-dd`. */
  readonly since?: string;
  /** Only games whose date is before this day (exclusive, as in results: April is `since: '20190401', until: '20190501'`). */
  readonly until?: string;
  /** Only games of this status, or of any of these (an empty list matches none). */
  readonly status?: EventStatus | readonly EventStatus[];
  /** Only games of this season type (`pre`, `regular`, `post`), or of any of these (an empty list matches none). */
  readonly seasonType?: SeasonType | readonly SeasonType[];
}

/**
 * One game as a flat row, for a table or a data frame: every field a string, number, boolean or
 * null.
 */
export interface GameRow {
  readonly eventId: EventId;
  readonly sport: Sport;
  readonly season: Season;
  readonly seasonType: SeasonType;
  /** The day the game was scheduled on (the event id's date), `yyyy-MM-dd`. */
  readonly date: LeagueDate;
  /** The start as US Eastern date-time with offset (`2019-03-28T16:10:00-04:00`); null when the time is unknown. */
  readonly start: string | null;
  /** The start in epoch ms, the sort key; when the time is unknown, 03:45:56 Eastern of `date` (the service's placeholder). */
  readonly startsAt: number;
  readonly status: EventStatus;
  readonly awayTeamId: TeamId;
  readonly awayTeam: string;
  readonly awayAbbreviation: string;
  readonly homeTeamId: TeamId;
  readonly homeTeam: string;
  readonly homeAbbreviation: string;
  /** Runs or points; null unless the game is completed. */
  readonly awayScore: number | null;
  readonly homeScore: number | null;
  /** The venue's key and name (the game's own site, else the home team's park that season). */
  readonly siteId: string;
  readonly siteName: string;
  /** Whether the game was played away from the home team's park (London, Monterrey, a spring ballpark...). */
  readonly neutralSite: boolean;
}

const KEYS: ReadonlySet<string> = new Set(['sport', 'season', 'team', 'since', 'until', 'status', 'seasonType']);

/**
 * The games of a season as flat rows (D80), every status and season type unless the filter
 * narrows them, sorted by start instant then event id (a game whose time is unknown sorts at
 * 03:45:56 Eastern of its day). A season with no ingested game gives an empty list.
 *
 * Throws for a malformed filter, the message starting with `listGames:` and naming the field: a
 * TypeError when the filter is not an object or a field has the wrong type, a RangeError for an
 * unknown key (`teamId` instead of `team`), a sport other than `mlb` and `nba`, a season that is
 * not an integer, a team that is not one of that season, an impossible date, `until` not after
 * `since`, and an unknown status or season type.
 *
 * @example
 * const april = listGames(state, { sport: 'mlb', season: 2019, team: 'boston-red-sox', since: '20190401', until: '20190501' });
 * april[0]?.eventId; // '20190401-boston-red-sox-at-oakland-athletics'
 * listGames(state, { sport: 'mlb', season: 2019, status: 'postponed' }).length;
 */
export function listGames(state: LeagueState, filter: GamesFilter): GameRow[] {
  const f = checkFilter(filter);
  const index = getSeasonIndex(state, f.sport, f.season);
  let team: string | undefined;
  if (f.team !== undefined) {
    team = index.teamOf(f.team)?.teamId;
    if (team === undefined) throw new RangeError(`listGames: team ${JSON.stringify(f.team)} is not a team id of ${f.sport} ${f.season} (findTeamByName finds one from a name)`);
  }
  const games: Game[] = [];
  for (const g of team === undefined ? index.games : index.gamesOf(team)) {
    if (f.since !== undefined && g.date < f.since) continue;
    if (f.until !== undefined && g.date >= f.until) continue;
    if (f.status !== undefined && !f.status.includes(g.status)) continue;
    if (f.seasonType !== undefined && !f.seasonType.includes(g.seasonType)) continue;
    games.push(g);
  }
  games.sort((a, b) => a.startsAt - b.startsAt || (a.eventId < b.eventId ? -1 : a.eventId > b.eventId ? 1 : 0));
  return games.map((g) => {
    const away = index.teamOf(g.awayTeamId)!;
    const home = index.teamOf(g.homeTeamId)!;
    const site = resolveSite(state, g, home);
    return {
      eventId: g.eventId, sport: g.sport, season: g.season, seasonType: g.seasonType, date: g.date,
      start: g.startTimeKnown ? formatDateTime(g.startsAt) : null, startsAt: g.startsAt, status: g.status,
      awayTeamId: g.awayTeamId, awayTeam: away.fullName, awayAbbreviation: away.abbreviation,
      homeTeamId: g.homeTeamId, homeTeam: home.fullName, homeAbbreviation: home.abbreviation,
      awayScore: g.awayScore, homeScore: g.homeScore, siteId: site.siteId, siteName: site.name, neutralSite: g.neutralSite,
    };
  });
}

interface CheckedFilter {
  readonly sport: Sport;
  readonly season: Season;
  readonly team: string | undefined;
  readonly since: LeagueDate | undefined;
  readonly until: LeagueDate | undefined;
  readonly status: readonly EventStatus[] | undefined;
  readonly seasonType: readonly SeasonType[] | undefined;
}

function checkFilter(filter: GamesFilter): CheckedFilter {
  if (typeof filter !== 'object' || filter === null || Array.isArray(filter)) {
    throw new TypeError(`listGames: the filter must be an object such as { sport: 'mlb', season: 2019 }, got ${describe(filter)}`);
  }
  for (const key of Object.keys(filter)) {
    if (!KEYS.has(key)) throw new RangeError(`listGames: unknown filter key ${JSON.stringify(key)} (expected ${[...KEYS].join(', ')})`);
  }
  const { sport, season, team } = filter;
  sportParam('listGames', sport);
  seasonParam('listGames', season);
  if (team !== undefined && typeof team !== 'string') throw new TypeError(`listGames: team must be a team id string, got ${describe(team)}`);
  const since = dateOf('since', filter.since);
  const until = dateOf('until', filter.until);
  if (since !== undefined && until !== undefined && until <= since) {
    throw new RangeError(`listGames: until ${until} must be after since ${since} (until is exclusive)`);
  }
  return {
    sport, season, team, since, until,
    status: listOf('status', filter.status, isEventStatus, 'scheduled, completed, postponed, suspended, cancelled'),
    seasonType: listOf('seasonType', filter.seasonType, isSeasonType, 'pre, regular, post'),
  };
}

function dateOf(name: string, value: unknown): LeagueDate | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== 'string') throw new TypeError(`listGames: ${name} must be a date string (yyyyMMdd), got ${describe(value)}`);
  return dateParam('listGames', name, value);
}

function listOf<T extends string>(name: string, value: unknown, isValid: (v: unknown) => v is T, expected: string): readonly T[] | undefined {
  if (value === undefined) return undefined;
  const values: readonly unknown[] = Array.isArray(value) ? value : [value];
  for (const v of values) {
    if (typeof v !== 'string') throw new TypeError(`listGames: ${name} must be a string or an array of strings, got ${describe(v)}`);
    if (!isValid(v)) throw new RangeError(`listGames: unknown ${name} ${JSON.stringify(v)} (expected ${expected})`);
  }
  return values as readonly T[];
}

function describe(value: unknown): string {
  if (typeof value === 'string') return JSON.stringify(value);
  if (typeof value === 'number') return String(value);
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  return typeof value;
}
