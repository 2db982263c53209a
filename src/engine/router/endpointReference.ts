import { LEADER_CATEGORIES } from '../../aggregates/LeaderCategory.js';
import type { Sport } from '../../ids/index.js';
import { ENDPOINTS, type Endpoint } from './endpoints.js';
import { EXTENSIONS } from './extensions.js';

/** What a query parameter (or the path's argument) takes, as the router checks it. */
export type ParameterKind = 'date' | 'season' | 'positive-integer' | 'one-of' | 'team-id' | 'event-id' | 'text';

/** The reference text of one parameter an endpoint reads. */
export interface ParameterDoc {
  readonly kind: ParameterKind;
  /** The closed set of values (`one-of`), in the order the router lists them in its 400. */
  readonly values?: readonly string[];
  /** What an absent parameter means. */
  readonly default?: string;
  /** The earliest value accepted per sport (`date`, `season`): earlier is a 400. */
  readonly earliest?: Partial<Readonly<Record<Sport, string>>>;
  readonly description: string;
}

/** The reference text of one endpoint: what the router's table does not say. */
export interface EndpointDoc {
  /** One or two sentences: what the endpoint answers. */
  readonly summary: string;
  /** The path's argument segment, for endpoints that have one (`date` or `required`). */
  readonly arg?: { readonly name: string } & ParameterDoc;
  /** One entry per parameter of the endpoint's `params`, in the same order. */
  readonly params: Readonly<Record<string, ParameterDoc>>;
  /** What a successful answer holds. */
  readonly returns: string;
  /** A path with query that the endpoint answers. */
  readonly example: string;
}

const TABLE_EARLIEST = { mlb: '2008-03-25', nba: '2011-12-25' } as const;
const SEASON_EARLIEST = { mlb: '2008', nba: '2012' } as const;
const TABLE_DATE = { name: 'date', kind: 'date', default: "the clock's league day (the current table)", earliest: TABLE_EARLIEST } as const;

/** The reference of every endpoint of the router, keyed as {@link ENDPOINTS}. */
export const ENDPOINT_DOCS: Readonly<Record<string, EndpointDoc>> = {
  teams: {
    summary: 'The clubs of the sport in the season of the clock, with their venues.',
    params: {},
    returns: 'an array of team objects',
    example: '/mlb/teams.json',
  },
  standings: {
    summary: 'The standings as of a league day, through that day inclusive: MLB by division, NBA by conference with playoff seeds.',
    arg: { ...TABLE_DATE, description: 'the league day of the table' },
    params: {},
    returns: '`{ standings_date, standing }`',
    example: '/mlb/standings/20190502.json',
  },
  wildcard: {
    summary: 'The MLB wild card table as of a league day: per league, the teams that lead no division, measured from the last wild card place.',
    arg: { ...TABLE_DATE, earliest: { mlb: TABLE_EARLIEST.mlb }, description: 'the league day of the table' },
    params: {},
    returns: '`{ standings_date, standing }` in JSON, a SportsML document in XML',
    example: '/mlb/wildcard/20190929.xml',
  },
  results: {
    summary: "A team's schedule and results for a season, every derived field computed.",
    arg: { name: 'team_id', kind: 'team-id', description: 'the team, e.g. `boston-red-sox`; unknown in the season: 404' },
    params: {
      season: { kind: 'season', default: "the clock's season", earliest: SEASON_EARLIEST, description: 'the season, named by the year it ends in' },
      opponent: { kind: 'team-id', description: 'only the games against this team' },
      location_type: { kind: 'one-of', values: ['h', 'a'], description: 'only home (`h`) or away (`a`) games' },
      event_status: { kind: 'one-of', values: ['scheduled', 'completed', 'postponed', 'suspended', 'cancelled'], description: 'only the games of this status' },
      since: { kind: 'date', description: 'only the games on or after this date' },
      until: { kind: 'date', description: 'only the games before this date (exclusive)' },
      last: { kind: 'positive-integer', description: 'the last n completed games before the clock' },
      next: { kind: 'positive-integer', description: 'the next n scheduled games after the clock' },
      order: { kind: 'one-of', values: ['asc', 'desc'], default: '`desc` (latest first)', description: 'the order of the games' },
    },
    returns: 'an array of results rows',
    example: '/mlb/results/boston-red-sox.json?season=2019&last=5',
  },
  events: {
    summary: 'The games of a league day, of every season type, ordered by start time.',
    params: {
      sport: { kind: 'one-of', values: ['mlb', 'nba'], default: 'both sports', description: 'only the games of this sport' },
      date: { kind: 'date', default: "the clock's league day", earliest: { mlb: '2008-03-25', nba: '2011-12-16' }, description: 'the league day (without `sport`, the MLB earliest applies)' },
    },
    returns: '`{ events_date, count, event }`',
    example: '/events.json?date=20190704&sport=mlb',
  },
  me: {
    summary: 'The account of the token sent; the token must be known and not expired at the clock.',
    params: {},
    returns: 'the account object, with the time the token has left',
    example: '/me.json',
  },
  boxscore: {
    summary: 'The box score of a completed regular or postseason game whose player lines (basketball) or batters and pitchers (baseball) were ingested.',
    arg: { name: 'event_id', kind: 'event-id', description: 'the game, `yyyyMMdd-<away>-at-<home>` (baseball: `yyyyMMdd-<n>-<away>-at-<home>` for the n-th game of a date)' },
    params: {},
    returns: 'the basketball or baseball box score object',
    example: '/mlb/boxscore/20190704-philadelphia-phillies-at-atlanta-braves.json',
  },
  roster: {
    summary: "A team's roster of the clock's season, else of the latest earlier season known; ages on the clock's day.",
    arg: { name: 'team_id', kind: 'team-id', description: 'the team' },
    params: {
      status: { kind: 'text', default: 'the active roster', description: 'baseball: `expanded` gives the 40-man roster, any other value the active one; basketball ignores it' },
    },
    returns: '`{ team, players }`',
    example: '/mlb/roster/boston-red-sox.json?status=expanded',
  },
  leaders: {
    summary: "The NBA leaders of a category in the clock's season (or the most recent one), through the clock's day.",
    arg: { name: 'category', kind: 'one-of', values: LEADER_CATEGORIES, description: 'the category; unknown: 404' },
    params: {
      limit: { kind: 'positive-integer', default: '15 (above 15 means 15)', description: 'the ranks to list; players tied at the last rank are all listed' },
      qualified: { kind: 'one-of', values: ['true', 'false'], default: '`true`', description: "only players who meet the league's minimum for the category (regular season only)" },
      season_type: { kind: 'one-of', values: ['regular', 'post'], default: '`regular`', description: 'the season type' },
    },
    returns: 'an array of leader entries',
    example: '/nba/leaders/points_per_game.json?limit=5',
  },
  'team-stats': {
    summary: "Each NBA team's box score totals and its opponents', through a league day.",
    arg: { ...TABLE_DATE, earliest: { nba: TABLE_EARLIEST.nba }, default: "the clock's league day", description: 'the last league day counted' },
    params: {
      season_type: { kind: 'one-of', values: ['regular', 'post'], default: '`regular`', description: 'the season type' },
      team_id: { kind: 'team-id', description: 'only this team' },
    },
    returns: '`{ sport, team_stats_date, team_stats }`',
    example: '/nba/team-stats/20180411.json?team_id=golden-state-warriors',
  },
  'daily-leaders': {
    summary: 'The three best NBA performances of a league day by Game Score.',
    arg: { ...TABLE_DATE, earliest: { nba: TABLE_EARLIEST.nba }, default: "the clock's league day", description: 'the league day' },
    params: {},
    returns: '`{ daily_leaders_date, sort_type, player }`',
    example: '/nba/daily-leaders/20180130.json',
  },
  draft: {
    summary: "An NBA draft's picks by overall pick, each with the player's career totals through the clock's day.",
    params: {
      season: { kind: 'season', default: 'the most recent draft known', earliest: { nba: '1947' }, description: 'the year of the draft' },
      team_id: { kind: 'team-id', description: "only this club's picks" },
    },
    returns: 'an array of draft objects',
    example: '/nba/draft.json?season=2011',
  },
  tournament: {
    summary: 'A postseason: its rounds, groups, seeds and dates, as ingested or derived from the final standings and the postseason games.',
    params: {
      season: { kind: 'season', default: "the clock's season, or the most recent postseason known", earliest: SEASON_EARLIEST, description: 'the season' },
    },
    returns: 'the tournament object',
    example: '/mlb/tournament.json?season=2019',
  },
};

/**
 * The reference of every extension (`/ext/{sport}/...`, `EXTENSIONS`), keyed as the table: not
 * xmlstats endpoints, listed after them in a section of their own.
 */
export const EXTENSION_DOCS: Readonly<Record<string, EndpointDoc>> = {
  'playoff-picture': {
    summary: 'The postseason picture as of a league day, per conference (MLB: league): the seeds if the season ended that day, every team in order with the rule that broke each tie, and per team its clinch status for every goal of the season (exact, from the games left), the published-style magic and elimination numbers and the standings indicator.',
    arg: { ...TABLE_DATE, default: "the clock's league day", description: 'the picture after all games of this day' },
    params: {},
    returns: '`{ extension, sport, season, as_of, games_left, groups: [{ conference, seeds, teams, ties }] }` (docs/DECISIONS.md)',
    example: '/ext/mlb/playoff-picture/20190925.json',
  },
  odds: {
    summary: 'The playoff odds as of a league day, by Monte Carlo over the games left: per team the share of simulated seasons in which it wins its division, makes the postseason, gets a bye or the play-in, ends as each seed, reaches each round and wins the title, each with its standard error. The same `n` and `seed` give the same answer.',
    arg: { ...TABLE_DATE, default: "the clock's league day", description: 'the odds after all games of this day' },
    params: {
      n: { kind: 'positive-integer', default: '10000', description: 'seasons to simulate, at most 100000 (more is a 400)' },
      seed: { kind: 'text', default: '1', description: "the generator's seed, an integer from 0 to 4294967295 (anything else is a 400)" },
    },
    returns: '`{ extension, sport, season, as_of, games_left, n, seed, model, rounds, groups: [{ conference, teams: [{ ..., odds: [{ goal, p, se }] }] }] }` (docs/DECISIONS.md)',
    example: '/ext/mlb/odds/20190901.json?n=1000&seed=7',
  },
  'race-chart': {
    summary: "A season's race as an SVG chart: one line per team of a division or conference (MLB: a league), its games back of the group's leader after every day a game of the group counted.",
    arg: { name: 'season/group', kind: 'text', description: 'the season (`yyyy`, the year it ends in; earliest 2008 (mlb), 2012 (nba): earlier is a 400) and the group: MLB `al`, `nl`, `al-east`, `al-central`, `al-west`, `nl-east`, `nl-central`, `nl-west`; NBA `east`, `west`, `atlantic`, `central`, `southeast`, `northwest`, `pacific`, `southwest`; an unknown group, or a season without games, is a 404' },
    params: {},
    returns: 'an SVG document (`image/svg+xml`): a `<path data-team="...">` per team, axes, a legend and an accessible `<title>` and `<desc>`',
    example: '/ext/mlb/race-chart/2019/al-east.svg',
  },
};

const KIND_TEXT: Readonly<Record<ParameterKind, string>> = {
  date: 'a date, `yyyyMMdd` or `yyyy-MM-dd`',
  season: 'a year, `yyyy`',
  'positive-integer': 'a positive integer',
  'one-of': 'one of',
  'team-id': 'a team id',
  'event-id': 'an event id',
  text: 'text',
};

function valuesText(doc: ParameterDoc): string {
  const base = doc.kind === 'one-of' ? `one of ${(doc.values ?? []).map((v) => `\`${v}\``).join(', ')}` : KIND_TEXT[doc.kind];
  const earliest = doc.earliest
    ? `; earliest ${Object.entries(doc.earliest).map(([sport, value]) => `${value} (${sport})`).join(', ')}`
    : '';
  return base + earliest;
}

function cell(text: string): string {
  return text.replace(/\|/g, '\\|');
}

/** The path templates of an endpoint: one per shape its argument allows (an extension's below `/ext`). */
function endpointPaths(key: string, endpoint: Endpoint, doc: EndpointDoc | undefined, prefix = ''): string[] {
  const ext = endpoint.formats.length === 1 ? `.${endpoint.formats[0]!}` : `.{${endpoint.formats.join(',')}}`;
  const base = prefix + (endpoint.sports.includes(undefined) ? `/${key}` : `/{sport}/${key}`);
  const arg = (doc?.arg?.name ?? 'arg').split('/').map((name) => `/{${name}}`).join('');
  if (endpoint.arg === 'none') return [`${base}${ext}`];
  if (endpoint.arg === 'date') return [`${base}${ext}`, `${base}${arg}${ext}`];
  return [`${base}${arg}${ext}`];
}

/**
 * Renders the endpoint reference (Markdown) from the router's own table, {@link ENDPOINTS}:
 * paths, sports, formats, whether a token is needed, the `Xmlstats-Api-Method` header and the
 * parameters each endpoint reads, in the router's order, with the values, defaults and earliest
 * values of `docs`. Throws a TypeError naming what is missing when an endpoint, its argument or
 * one of its parameters has no entry in `docs`, or `docs` describes one the router does not
 * read, so the reference cannot fall behind the table.
 *
 * @example
 * renderEndpointReference().startsWith('# Endpoints'); // true
 */
export function renderEndpointReference(
  endpoints: Readonly<Record<string, Endpoint>> = ENDPOINTS,
  docs: Readonly<Record<string, EndpointDoc>> = ENDPOINT_DOCS,
  extensions: Readonly<Record<string, Endpoint>> = EXTENSIONS,
  extensionDocs: Readonly<Record<string, EndpointDoc>> = EXTENSION_DOCS,
): string {
  checkDocumented(endpoints, docs, 'endpoint');
  checkDocumented(extensions, extensionDocs, 'extension');
  const out: string[] = [];
  out.push('# Endpoints');
  out.push('');
  out.push('<!-- Generated from the router\'s table (src/engine/router/endpoints.ts) by renderEndpointReference');
  out.push('     (src/engine/router/endpointReference.ts). Do not edit by hand: run `npm run docs:endpoints`. -->');
  out.push('');
  out.push('Every endpoint answers `GET` and `HEAD`, in the format its extension names. `{sport}` is `mlb` or');
  out.push('`nba`; dates are `yyyyMMdd` or `yyyy-MM-dd`. "Token" endpoints need `Authorization: Bearer <token>`');
  out.push('(401 without a valid one); the others are public. Parameters not listed are ignored, and a');
  out.push('parameter sent twice counts once (its first value). A malformed or out-of-range parameter is a 400');
  out.push('naming it; an unknown sport, team, event or category a 404. "The clock" is the data clock the');
  out.push('server or `respond` is given (the `now` option; `--now` of the CLI).');
  out.push('');
  out.push(...summaryTable(endpoints, docs, ''));
  for (const [key, endpoint] of Object.entries(endpoints)) out.push(...endpointSection(key, endpoint, docs[key], '', 'endpoint'));
  if (Object.keys(extensions).length > 0) {
    out.push('');
    out.push('# Extensions');
    out.push('');
    out.push('Answers the xmlstats API never had, below `/ext/` so that no xmlstats path changes: not xmlstats');
    out.push('endpoints (no `Xmlstats-Api-Method` header), but routed, checked, cached and tagged alike, with the');
    out.push('same error object (JSON, also for a `.svg` path). Their JSON documents are described in');
    out.push('docs/DECISIONS.md; an unknown `/ext/` path is the usual 404.');
    out.push('');
    out.push(...summaryTable(extensions, extensionDocs, '/ext'));
    for (const [key, endpoint] of Object.entries(extensions)) out.push(...endpointSection(key, endpoint, extensionDocs[key], '/ext', 'extension'));
  }
  out.push('');
  return out.join('\n');
}

function checkDocumented(endpoints: Readonly<Record<string, Endpoint>>, docs: Readonly<Record<string, EndpointDoc>>, what: string): void {
  for (const key of Object.keys(docs)) {
    if (!Object.hasOwn(endpoints, key)) throw new TypeError(`renderEndpointReference: "${key}" is documented but the router has no such ${what}`);
  }
}

function summaryTable(endpoints: Readonly<Record<string, Endpoint>>, docs: Readonly<Record<string, EndpointDoc>>, prefix: string): string[] {
  const out = [`| ${prefix === '' ? 'Endpoint' : 'Extension'} | Path | Sports | Formats | Token |`, '|---|---|---|---|---|'];
  for (const [key, endpoint] of Object.entries(endpoints)) {
    const sports = endpoint.sports.includes(undefined) ? '(none)' : endpoint.sports.join(', ');
    out.push(`| [${endpoint.name}](#${anchor(endpoint.name)}) | ${endpointPaths(key, endpoint, docs[key], prefix).map((p) => `\`${p}\``).join('<br>')} | ${sports} | ${endpoint.formats.join(', ')} | ${endpoint.isPublic ? 'no' : 'yes'} |`);
  }
  return out;
}

function endpointSection(key: string, endpoint: Endpoint, doc: EndpointDoc | undefined, prefix: string, what: string): string[] {
  const out: string[] = [];
  if (!doc) throw new TypeError(`renderEndpointReference: the ${what} "${key}" has no entry in the reference`);
  out.push('');
  out.push(`## ${endpoint.name}`);
  out.push('');
  out.push(endpointPaths(key, endpoint, doc, prefix).map((p) => `\`GET ${p}\``).join(', '));
  out.push('');
  out.push(doc.summary);
  out.push('');
  const sports = endpoint.sports.filter((s): s is Sport => s !== undefined);
  out.push(`- Sports: ${sports.length === 0 ? 'none in the path' : sports.map((s) => `\`${s}\``).join(', ')}`);
  out.push(`- Formats: ${endpoint.formats.map((f) => `\`${f}\``).join(', ')}`);
  out.push(`- Token: ${endpoint.isPublic ? 'not needed' : 'needed'}`);
  if (prefix === '') {
    const methods = [...new Set((sports.length === 0 ? [undefined] : sports).map((s) => endpoint.method?.(s) ?? endpoint.name))];
    out.push(`- \`Xmlstats-Api-Method\`: ${methods.map((m) => `\`${m}\``).join(', ')}`);
  }
  out.push(`- Returns: ${doc.returns}`);
  out.push(`- Example: \`${doc.example}\``);
  const rows: string[] = [];
  if (endpoint.arg !== 'none') {
    if (!doc.arg) throw new TypeError(`renderEndpointReference: the path argument of "${key}" has no entry in the reference`);
    const required = endpoint.arg === 'required' ? 'required' : doc.arg.default ?? '';
    const names = doc.arg.name.split('/').map((n) => `\`{${n}}\``).join(' ');
    rows.push(`| ${names} (path) | ${cell(valuesText(doc.arg))} | ${cell(required)} | ${cell(doc.arg.description)} |`);
  } else if (doc.arg) {
    throw new TypeError(`renderEndpointReference: "${key}" takes no path argument but the reference describes one`);
  }
  for (const name of endpoint.params) {
    const p = Object.hasOwn(doc.params, name) ? doc.params[name] : undefined;
    if (!p) throw new TypeError(`renderEndpointReference: the parameter "${name}" of "${key}" has no entry in the reference`);
    rows.push(`| \`${name}\` | ${cell(valuesText(p))} | ${cell(p.default ?? '(none)')} | ${cell(p.description)} |`);
  }
  for (const name of Object.keys(doc.params)) {
    if (!endpoint.params.includes(name)) throw new TypeError(`renderEndpointReference: "${key}" does not read the parameter "${name}" the reference describes`);
  }
  out.push('');
  if (rows.length === 0) {
    out.push('No parameters.');
  } else {
    out.push('| Parameter | Values | Default | Meaning |');
    out.push('|---|---|---|---|');
    out.push(...rows);
  }
  return out;
}

/** GitHub's anchor of a heading: lower case, spaces to dashes, other punctuation dropped. */
function anchor(heading: string): string {
  return heading.toLowerCase().replace(/[^a-z0-9 -]/g, '').replace(/ /g, '-');
}
