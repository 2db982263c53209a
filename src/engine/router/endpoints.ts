import { formatError } from '../../formatting/payloads/formatError.js';
import { formatEventsParts } from '../../formatting/payloads/formatEvents.js';
import type { FormatOptions } from '../../formatting/payloads/FormatOptions.js';
import { formatMeParts } from '../../formatting/payloads/formatMe.js';
import { formatResultsParts } from '../../formatting/payloads/formatResults.js';
import { formatTableParts } from '../../formatting/payloads/formatStandings.js';
import { formatTeamsParts } from '../../formatting/payloads/formatTeams.js';
import { formatWildcardXmlParts } from '../../formatting/payloads/formatWildcardXml.js';
import { EARLIEST_SEASON, isSport, leagueDayOf, parseEventId, seasonOfDate, type LeagueDate, type Sport } from '../../ids/index.js';
import { formatBoxscore } from '../../formatting/payloads/formatBoxscore.js';
import { formatMlbBoxscore } from '../../formatting/payloads/formatMlbBoxscore.js';
import { getBoxscore } from '../getBoxscore.js';
import { getMlbBoxscore } from '../getMlbBoxscore.js';
import { getEvents } from '../getEvents.js';
import { getMe } from '../getMe.js';
import { getResults } from '../getResults.js';
import { getStandings, getWildcard } from '../getStandings.js';
import { getTeams } from '../getTeams.js';
import { getTeamStats } from '../getTeamStats.js';
import { getDraft } from '../getDraft.js';
import { getRoster } from '../getRoster.js';
import { formatDraftParts } from '../../formatting/payloads/formatDraft.js';
import { formatRoster } from '../../formatting/payloads/formatRoster.js';
import { getTournament } from '../getTournament.js';
import { formatTournamentParts } from '../../formatting/payloads/formatTournament.js';
import { formatTeamStats } from '../../formatting/payloads/formatTeamStats.js';
import { collectParts } from '../../formatting/collectParts.js';
import { formatDailyLeadersParts } from '../../formatting/payloads/formatDailyLeaders.js';
import { formatLeadersParts } from '../../formatting/payloads/formatLeaders.js';
import { getDailyLeaders } from '../getDailyLeaders.js';
import { getLeaders } from '../getLeaders.js';
import { getSeasonIndex } from '../internal/seasonIndex.js';
import type { LeagueState } from '../LeagueState.js';
import { ApiError } from './ApiError.js';
import { dateParam, oneOfParam, positiveIntParam, seasonParam } from './params.js';
import { teamIdsOfSport } from '../internal/teamIdsOfSport.js';

/** What an endpoint handler gets. */
export interface EndpointContext {
  readonly state: LeagueState;
  readonly sport: Sport | undefined;
  readonly arg: string | undefined;
  readonly format: EndpointFormat;
  readonly query: URLSearchParams;
  /** The query's parameters by name (`Route.params`), as `query.get` gives them. */
  readonly params: Readonly<Record<string, string>>;
  readonly now: number;
  readonly token: string | undefined;
  readonly formatOptions: FormatOptions;
}

/** The formats an endpoint answers in: the xmlstats endpoints JSON and XML; the extensions also SVG (`race-chart`). */
export type EndpointFormat = 'json' | 'xml' | 'svg';

/** A body as consecutive texts (a large body: no one flat string of it is made). */
export interface BodyParts {
  readonly parts: readonly string[];
  /**
   * How many leading parts were written for this answer alone (the text before a record's list,
   * `writeJsonRecordParts`): encoded where they stand, never looked up among kept bytes, which
   * would hash a long fresh text only to find it again (D178). Default 0.
   */
  readonly written?: number;
  /**
   * The parts alternate between texts kept from call to call (even indexes) and texts written
   * for this call (odd indexes), as `encodeAlternating` writes them: a short body mostly the
   * same on every call (`me`, D190). `written` is then not read.
   */
  readonly alternating?: true;
}

/** One endpoint of the specification (section 4). */
export interface Endpoint {
  /** The endpoint's name in messages, and its `Xmlstats-Api-Method` header unless `method` says otherwise. */
  readonly name: string;
  /**
   * The `Xmlstats-Api-Method` header where it carries the sport, as the service's sport-specific
   * endpoints did (recorded: `nba box score`, `nba leaders`; D48).
   */
  readonly method?: (sport: Sport | undefined) => string;
  /** Sports it answers for; `undefined` in the list means "no sport in the path". */
  readonly sports: readonly (Sport | undefined)[];
  readonly formats: readonly EndpointFormat[];
  /** `none`: no argument segment; `date`: an optional date; `required`: an id or category. */
  readonly arg: 'none' | 'date' | 'required';
  /**
   * How many path segments the argument spans (default 1). Only an extension's argument spans
   * more (`race-chart`: `{season}/{group}`); the handler gets them joined by `/`.
   */
  readonly argSegments?: number;
  /** Standings and teams need no token, as the service's own samples sent none. */
  readonly isPublic: boolean;
  /**
   * The query parameters the endpoint reads. The router hands `handle` and `clock` only these
   * (the first value of each, as `URLSearchParams.get` reads it), so the answer cannot depend on
   * any other, and the memo keys on these alone: unknown parameters are ignored
   * and cannot push other answers out of the memo (D13).
   */
  readonly params: readonly string[];
  /** The body: its text, or its parts in order (joined, the text), which the router encodes one by one. */
  readonly handle: (ctx: EndpointContext) => string | BodyParts;
  /**
   * What of the clock the answer depends on, so that answers can be memoized per state:
   * `none` (a table for a given date), `day` (the clock's league day: "current" tables),
   * `hour` (the events of today, dated at the current hour), `instant` (results with
   * `last`/`next`), `never` (memoize nothing: `me`). Defaults to `day`.
   */
  readonly clock?: (ctx: Pick<EndpointContext, 'arg' | 'query'>) => 'none' | 'day' | 'hour' | 'instant' | 'never';
}

const byPathDate = (ctx: Pick<EndpointContext, 'arg'>) => (ctx.arg === undefined ? 'day' : 'none');
const never = () => 'never' as const;

/** The earliest date of a table (standings, wild card, and the extensions' picture and odds), per sport. */
export const EARLIEST_TABLE: Readonly<Record<Sport, LeagueDate>> = { mlb: '2008-03-25' as LeagueDate, nba: '2011-12-25' as LeagueDate };
const EARLIEST_EVENTS: Readonly<Record<Sport, LeagueDate>> = { mlb: '2008-03-25' as LeagueDate, nba: '2011-12-16' as LeagueDate };
const LEADER_CATEGORIES = [
  'points_per_game', 'assists_per_game', 'rebounds_per_game', 'off_rebounds_per_game', 'def_rebounds_per_game', 'field_goal_pct',
  'free_throw_pct', 'three_point_pct', 'field_goals_made', 'three_point_field_goals_made', 'free_throws_made', 'blocks_per_game',
  'steals_per_game', 'assists_to_turnovers_per_game', 'steals_to_turnovers_per_game', 'minutes_per_game', 'games_played',
  'double_doubles', 'triple_doubles',
] as const;

function param(ctx: EndpointContext, name: string): string | undefined {
  return ctx.params[name];
}

function knownTeam(ctx: EndpointContext, teamId: string, season: number, what = 'team_id'): void {
  if (!getSeasonIndex(ctx.state, ctx.sport!, season).teamOf(teamId)) throw new ApiError(404, `Unknown ${what} "${teamId}" for ${ctx.sport!} season ${season}`);
}

function currentSeason(ctx: EndpointContext): number {
  return seasonOfDate(ctx.sport!, leagueDayOf(ctx.now));
}

function tableDate(ctx: EndpointContext): string | undefined {
  return ctx.arg === undefined ? undefined : dateParam('date', ctx.arg, EARLIEST_TABLE[ctx.sport!]);
}

/** Every endpoint of the specification, by method name. */
export const ENDPOINTS: Readonly<Record<string, Endpoint>> = {
  teams: {
    name: 'teams', sports: ['mlb', 'nba'], formats: ['json'], arg: 'none', isPublic: true, params: [],
    handle: (ctx) => ({ parts: formatTeamsParts(getTeams(ctx.state, { sport: ctx.sport!, now: ctx.now }), ctx.formatOptions) }),
  },
  standings: {
    name: 'standings', sports: ['mlb', 'nba'], formats: ['json'], arg: 'date', isPublic: true, clock: byPathDate, params: [],
    handle: (ctx) => {
      const date = tableDate(ctx);
      return { parts: formatTableParts(getStandings(ctx.state, { sport: ctx.sport!, now: ctx.now, ...(date ? { date } : {}) }), ctx.formatOptions, true) };
    },
  },
  wildcard: {
    name: 'wildcard', sports: ['mlb'], formats: ['json', 'xml'], arg: 'date', isPublic: false, clock: byPathDate, params: [],
    handle: (ctx) => {
      const date = tableDate(ctx);
      const payload = getWildcard(ctx.state, { sport: ctx.sport!, now: ctx.now, ...(date ? { date } : {}) });
      return ctx.format === 'xml' ? { parts: formatWildcardXmlParts(payload, ctx.formatOptions), written: 1 } : { parts: formatTableParts(payload, ctx.formatOptions, false) };
    },
  },
  results: {
    name: 'results', sports: ['mlb', 'nba'], formats: ['json'], arg: 'required', isPublic: false, params: ['season', 'opponent', 'location_type', 'event_status', 'since', 'until', 'last', 'next', 'order'],
    clock: (ctx) => (ctx.query.has('last') || ctx.query.has('next') ? 'instant' : 'day'),
    handle: (ctx) => {
      const sport = ctx.sport!;
      const season = param(ctx, 'season') === undefined ? currentSeason(ctx) : seasonParam(param(ctx, 'season')!, EARLIEST_SEASON[sport]);
      knownTeam(ctx, ctx.arg!, season);
      const opponent = param(ctx, 'opponent');
      if (opponent !== undefined) knownTeam(ctx, opponent, season, 'opponent');
      const q = (name: string) => param(ctx, name);
      const rows = getResults(ctx.state, {
        sport,
        teamId: ctx.arg!,
        now: ctx.now,
        season,
        ...(opponent !== undefined ? { opponent } : {}),
        ...(q('location_type') !== undefined ? { locationType: oneOfParam('location_type', q('location_type')!, ['h', 'a']) } : {}),
        ...(q('event_status') !== undefined ? { eventStatus: oneOfParam('event_status', q('event_status')!, ['scheduled', 'completed', 'postponed', 'suspended', 'cancelled']) } : {}),
        ...(q('since') !== undefined ? { since: dateParam('since', q('since')!) } : {}),
        ...(q('until') !== undefined ? { until: dateParam('until', q('until')!) } : {}),
        ...(q('last') !== undefined ? { last: positiveIntParam('last', q('last')!) } : {}),
        ...(q('next') !== undefined ? { next: positiveIntParam('next', q('next')!) } : {}),
        ...(q('order') !== undefined ? { order: oneOfParam('order', q('order')!, ['asc', 'desc']) } : {}),
      });
      return { parts: formatResultsParts(rows!, ctx.formatOptions) };
    },
  },
  events: {
    name: 'events', sports: [undefined], formats: ['json'], arg: 'none', isPublic: false, params: ['sport', 'date'],
    // Without a date the table is dated at the current hour (DECISIONS 7): memoized per hour.
    clock: (ctx) => (ctx.query.has('date') ? 'none' : 'hour'),
    handle: (ctx) => {
      const sportText = param(ctx, 'sport');
      if (sportText !== undefined && !isSport(sportText)) throw new ApiError(400, `Invalid sport "${sportText}": expected one of mlb, nba`);
      const sport = sportText as Sport | undefined;
      const dateText = param(ctx, 'date');
      const date = dateText === undefined ? undefined : dateParam('date', dateText, EARLIEST_EVENTS[sport ?? 'mlb']);
      const payload = getEvents(ctx.state, { now: ctx.now, ...(date ? { date } : {}), ...(sport ? { sport } : {}) });
      return { parts: formatEventsParts(payload, ctx.formatOptions), written: 1 };
    },
  },
  me: {
    name: 'me', sports: [undefined], formats: ['json'], arg: 'none', isPublic: false, clock: never, params: [],
    handle: (ctx) => {
      const me = getMe(ctx.state, { token: ctx.token ?? '', now: ctx.now });
      if (!me) throw new ApiError(401, 'The token is not valid');
      return { parts: formatMeParts(me, ctx.formatOptions), alternating: true };
    },
  },
  boxscore: {
    // A box score does not depend on the clock: memoized per state and request alone (D13).
    name: 'box score', sports: ['mlb', 'nba'], formats: ['json'], arg: 'required', isPublic: false, clock: () => 'none', method: (sport) => `${sport!} box score`, params: [],
    handle: (ctx) => {
      const sport = ctx.sport!;
      const known = teamIdsOfSport(ctx.state, sport);
      const parsed = parseEventId(ctx.arg!, (id) => known.has(id));
      const answer = !parsed.ok ? undefined : sport === 'mlb' ? getMlbBoxscore(ctx.state, { eventId: ctx.arg! }) : getBoxscore(ctx.state, { sport, eventId: ctx.arg! });
      if (!answer) throw new ApiError(404, `Unknown event_id "${ctx.arg!}"`);
      if (!answer.ok && (answer.reason === 'not_completed' || answer.reason === 'preseason')) {
        throw new ApiError(404, `No box score for ${ctx.arg!}: box scores exist for completed regular and postseason events only (this one is ${answer.game.status}, ${answer.game.seasonType})`);
      }
      if (!answer.ok) {
        const what = sport === 'mlb' ? 'no batters and pitchers were ingested for this game'
          : answer.reason === 'basic_player_lines' ? 'only basic player lines (without makes and attempts) were ingested for this game' : 'no player lines were ingested for this game';
        throw new ApiError(404, `The box score of ${ctx.arg!} is not known: ${what}`);
      }
      const payload = answer.payload;
      return { parts: collectParts(() => ('baseball' in payload ? formatMlbBoxscore(payload, ctx.formatOptions) : formatBoxscore(payload, ctx.formatOptions))) };
    },
  },
  roster: {
    // Ages and the season served follow the clock's league day. `status` is free text: baseball
    // reads `expanded`, anything else is the active roster (specification 4.7); basketball ignores it.
    name: 'roster', sports: ['mlb', 'nba'], formats: ['json'], arg: 'required', isPublic: false, clock: () => 'day', params: ['status'],
    handle: (ctx) => {
      const status = param(ctx, 'status');
      const payload = getRoster(ctx.state, { sport: ctx.sport!, teamId: ctx.arg!, now: ctx.now, ...(status !== undefined ? { status } : {}) });
      if (!payload) {
        knownTeam(ctx, ctx.arg!, currentSeason(ctx));
        throw new ApiError(404, `No roster of ${ctx.arg!} is known for the ${ctx.sport!} season ${currentSeason(ctx)} or an earlier one`);
      }
      return { parts: collectParts(() => formatRoster(payload, ctx.formatOptions)) };
    },
  },
  leaders: {
    // Depends on the clock's league day only (the season and the day the totals run through).
    name: 'leaders', sports: ['nba'], formats: ['json'], arg: 'required', isPublic: false, clock: () => 'day', method: () => 'nba leaders', params: ['limit', 'qualified', 'season_type'],
    handle: (ctx) => {
      if (!(LEADER_CATEGORIES as readonly string[]).includes(ctx.arg!)) throw new ApiError(404, `Unknown category "${ctx.arg!}"`);
      const category = ctx.arg! as (typeof LEADER_CATEGORIES)[number];
      const limit = param(ctx, 'limit') === undefined ? undefined : positiveIntParam('limit', param(ctx, 'limit')!);
      const qualified = param(ctx, 'qualified') === undefined ? undefined : oneOfParam('qualified', param(ctx, 'qualified')!, ['true', 'false']) === 'true';
      const seasonType = param(ctx, 'season_type') === undefined ? undefined : oneOfParam('season_type', param(ctx, 'season_type')!, ['regular', 'post']);
      const payload = getLeaders(ctx.state, {
        category, now: ctx.now, ...(limit !== undefined ? { limit } : {}), ...(qualified !== undefined ? { qualified } : {}), ...(seasonType ? { seasonType } : {}),
      });
      const seasonName = `NBA ${payload.season - 1}-${String(payload.season).slice(2)} ${payload.seasonType} season`;
      if (payload.gamesWithoutLines > 0) {
        throw new ApiError(404, `No ${category} leaders: ${payload.gamesWithoutLines} completed games of the ${seasonName} through ${payload.date} have no player lines`);
      }
      if (payload.basicLines > 0) {
        throw new ApiError(404, `No ${category} leaders: the category needs makes, attempts and rebound splits, and ${payload.basicLines} player lines of the ${seasonName} have only basic counts (such as the NBA.com game logs)`);
      }
      return { parts: formatLeadersParts(payload, ctx.formatOptions) };
    },
  },
  'team-stats': {
    name: 'team stats', sports: ['nba'], formats: ['json'], arg: 'date', isPublic: false, clock: byPathDate, method: () => 'nba team stats', params: ['season_type', 'team_id'],
    handle: (ctx) => {
      const date = tableDate(ctx);
      const seasonType = param(ctx, 'season_type') === undefined ? undefined : oneOfParam('season_type', param(ctx, 'season_type')!, ['regular', 'post']);
      const teamId = param(ctx, 'team_id');
      if (teamId !== undefined) knownTeam(ctx, teamId, date === undefined ? currentSeason(ctx) : seasonOfDate('nba', date as LeagueDate));
      const payload = getTeamStats(ctx.state, { now: ctx.now, ...(date ? { date } : {}), ...(teamId ? { teamId } : {}), ...(seasonType ? { seasonType } : {}) });
      return { parts: collectParts(() => formatTeamStats(payload, ctx.formatOptions)) };
    },
  },
  'daily-leaders': {
    // `sort` names no algorithm (specification 4.3): ignored.
    name: 'daily leaders', sports: ['nba'], formats: ['json'], arg: 'date', isPublic: false, clock: byPathDate, method: () => 'nba daily leaders', params: [],
    handle: (ctx) => {
      const date = tableDate(ctx);
      const payload = getDailyLeaders(ctx.state, { now: ctx.now, ...(date ? { date } : {}) });
      if (payload.gamesWithoutLines > 0) {
        throw new ApiError(404, `No daily leaders for ${payload.date}: ${payload.gamesWithoutLines} completed games of that day have no player lines`);
      }
      if (payload.basicLines > 0) {
        throw new ApiError(404, `No daily leaders for ${payload.date}: Game Score needs makes, attempts and rebound splits, and ${payload.basicLines} player lines of that day have only basic counts (such as the NBA.com game logs)`);
      }
      // Kept texts (the head, the lines, the close) and the brackets and separators between them, in turn (D191).
      const parts = formatDailyLeadersParts(payload, ctx.formatOptions);
      return parts.length > 1 ? { parts, alternating: true } : { parts, written: 1 };
    },
  },
  draft: {
    // Ages, career totals and the default draft follow the clock's league day.
    name: 'draft', sports: ['nba'], formats: ['json'], arg: 'none', isPublic: false, clock: () => 'day', method: () => 'nba draft', params: ['season', 'team_id'],
    handle: (ctx) => {
      const season = param(ctx, 'season') === undefined ? undefined : seasonParam(param(ctx, 'season')!, 1947);
      const teamId = param(ctx, 'team_id');
      const payload = getDraft(ctx.state, { now: ctx.now, ...(season !== undefined ? { season } : {}), ...(teamId !== undefined ? { teamId } : {}) });
      if (teamId !== undefined) {
        // A pick's club is the team of the season the draftee joins, else of the draft year.
        const year = payload.season ?? currentSeason(ctx);
        if (!getSeasonIndex(ctx.state, 'nba', year + 1).teamOf(teamId)) knownTeam(ctx, teamId, year);
      }
      if (payload.season === undefined) throw new ApiError(404, 'No NBA draft is known');
      if (payload.picksInDraft === 0) throw new ApiError(404, `No NBA draft of ${payload.season} is known`);
      return { parts: formatDraftParts(payload, ctx.formatOptions) };
    },
  },
  tournament: {
    // With a season the answer does not depend on the clock; without, on its league day.
    name: 'tournament', sports: ['mlb', 'nba'], formats: ['json'], arg: 'none', isPublic: false, params: ['season'],
    clock: (ctx) => (ctx.query.has('season') ? 'none' : 'day'),
    handle: (ctx) => {
      const season = param(ctx, 'season') === undefined ? undefined : seasonParam(param(ctx, 'season')!, EARLIEST_SEASON[ctx.sport!]);
      const payload = getTournament(ctx.state, { sport: ctx.sport!, now: ctx.now, ...(season !== undefined ? { season } : {}) });
      if (!payload) {
        throw new ApiError(404, season !== undefined
          ? `No ${ctx.sport!.toUpperCase()} postseason for season ${season}: no structure was ingested and the regular season is not complete`
          : `No ${ctx.sport!.toUpperCase()} postseason is known yet`);
      }
      return { parts: formatTournamentParts(payload, ctx.formatOptions), written: 1 };
    },
  },
};

/** The error body for a request format (JSON unless `.xml` was asked for). */
export function errorBody(status: number, description: string, format: string, style: 'pretty' | 'compact'): string {
  return formatError(status, description, format === 'xml' ? 'xml' : 'json', style);
}
