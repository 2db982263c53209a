import { formatPlayoffOdds } from '../../formatting/race/formatPlayoffOdds.js';
import { formatPlayoffPicture } from '../../formatting/race/formatPlayoffPicture.js';
import { formatRaceChartSvg } from '../../formatting/race/formatRaceChartSvg.js';
import { EARLIEST_SEASON, leagueDayOf, type LeagueDate, type Sport } from '../../ids/index.js';
import { getPlayoffOdds, MAX_ODDS_RUNS, MAX_ODDS_SEED } from '../getPlayoffOdds.js';
import { getPlayoffPicture } from '../getPlayoffPicture.js';
import { getRaceChart, raceChartGroups } from '../getRaceChart.js';
import { ApiError } from './ApiError.js';
import { EARLIEST_TABLE, type Endpoint, type EndpointContext } from './endpoints.js';
import { dateParam, integerParam, seasonParam } from './params.js';

/** A table for a date is the same answer whatever the clock; the current one follows the clock's day. */
const byPathDate = (ctx: Pick<EndpointContext, 'arg'>) => (ctx.arg === undefined ? 'day' : 'none');

/** The date of the path (400 when malformed or before the sport's first table), or undefined for the clock's day. */
function pathDate(ctx: EndpointContext): LeagueDate | undefined {
  return ctx.arg === undefined ? undefined : dateParam('date', ctx.arg, EARLIEST_TABLE[ctx.sport!]);
}

function noSeason(sport: Sport, date: string): string {
  return `No ${sport.toUpperCase()} season is known on ${date.replace(/-/g, '')}`;
}

/**
 * The extensions: answers the xmlstats API never had (the race: postseason picture, clinching,
 * odds, charts), under `/ext/{sport}/...` so that no xmlstats path changes, keyed by the method
 * segment. Routed, checked, memoized and tagged as the xmlstats endpoints are (`respond`), with
 * the same error object; they send no `Xmlstats-Api-Method`.
 */
export const EXTENSIONS: Readonly<Record<string, Endpoint>> = {
  'playoff-picture': {
    name: 'playoff picture', sports: ['mlb', 'nba'], formats: ['json'], arg: 'date', isPublic: true, params: [], clock: byPathDate,
    handle: (ctx) => {
      const sport = ctx.sport!;
      const date = pathDate(ctx);
      const picture = getPlayoffPicture(ctx.state, { sport, now: ctx.now, ...(date ? { date } : {}) });
      if (!picture) throw new ApiError(404, noSeason(sport, date ?? leagueDayOf(ctx.now)));
      return formatPlayoffPicture(picture, ctx.formatOptions);
    },
  },
  odds: {
    // Token needed: up to 100,000 simulated seasons cost seconds. `n` and `seed` are in the memo key.
    name: 'playoff odds', sports: ['mlb', 'nba'], formats: ['json'], arg: 'date', isPublic: false, params: ['n', 'seed'], clock: byPathDate,
    handle: (ctx) => {
      const sport = ctx.sport!;
      const date = pathDate(ctx);
      const nText = ctx.query.get('n');
      const seedText = ctx.query.get('seed');
      const n = nText === null ? undefined : integerParam('n', nText, 1, MAX_ODDS_RUNS);
      const seed = seedText === null ? undefined : integerParam('seed', seedText, 0, MAX_ODDS_SEED);
      const odds = getPlayoffOdds(ctx.state, { sport, now: ctx.now, ...(date ? { date } : {}), ...(n !== undefined ? { n } : {}), ...(seed !== undefined ? { seed } : {}) });
      if (!odds) throw new ApiError(404, noSeason(sport, date ?? leagueDayOf(ctx.now)));
      return formatPlayoffOdds(odds, ctx.formatOptions);
    },
  },
  'race-chart': {
    // A season's chart depends on the state alone (the games ingested), never on the clock.
    name: 'race chart', sports: ['mlb', 'nba'], formats: ['svg'], arg: 'required', argSegments: 2, isPublic: true, params: [], clock: () => 'none',
    handle: (ctx) => {
      const sport = ctx.sport!;
      const [seasonText, group] = ctx.arg!.split('/') as [string, string];
      const season = seasonParam(seasonText, EARLIEST_SEASON[sport]);
      const groups = raceChartGroups(sport);
      if (!groups.some((g) => g.slug === group)) throw new ApiError(404, `Unknown group "${group}" for ${sport}: expected one of ${groups.map((g) => g.slug).join(', ')}`);
      const chart = getRaceChart(ctx.state, { sport, season, group });
      if (!chart) throw new ApiError(404, `No regular-season game of the ${sport.toUpperCase()} season ${season} is known`);
      return formatRaceChartSvg(chart);
    },
  },
};
