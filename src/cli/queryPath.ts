import {
  formatEvents,
  formatResults,
  formatStandings,
  formatTeams,
  formatWildcard,
  formatWildcardXml,
  getEvents,
  getResults,
  getStandings,
  getTeams,
  getWildcard,
  isSport,
  type Clock,
  type EventStatus,
  type LeagueState,
} from '../index.js';

/** What the CLI prints for a request path. */
export interface QueryOutput {
  readonly status: number;
  readonly body: string;
}

/** Options of {@link queryPath}. */
export interface QueryPathOptions {
  readonly now: Clock;
  readonly timeZone?: string;
  readonly style: 'pretty' | 'compact';
}

function error(status: number, description: string): QueryOutput {
  return { status, body: JSON.stringify({ error: { code: String(status), description } }, null, 2).replace(/": /g, '" : ') };
}

/**
 * Answers one request path of the specification from a state, for the endpoints computed so
 * far (teams, events, results, standings and wild card for MLB); the rest answer 501. The full
 * HTTP router (authentication, ETags, every endpoint) replaces this in the server work.
 */
export function queryPath(state: LeagueState, pathWithQuery: string, options: QueryPathOptions): QueryOutput {
  const url = new URL(pathWithQuery, 'http://localhost');
  const q = url.searchParams;
  const fmt = { style: options.style, ...(options.timeZone ? { timeZone: options.timeZone } : {}) };
  const m = /^\/(?:(\w+)\/)?([\w-]+)(?:\/([\w-]+))?\.(json|xml)$/.exec(url.pathname);
  if (!m) return error(404, `The requested resource: ${url.pathname} does not exist.`);
  const [, sport, method, arg, format] = m;
  try {
    if (sport === undefined && method === 'events' && format === 'json') {
      const s = q.get('sport');
      if (s !== null && !isSport(s)) return error(404, `unknown sport "${s}"`);
      return { status: 200, body: formatEvents(getEvents(state, { now: options.now, ...(q.get('date') ? { date: q.get('date')! } : {}), ...(s ? { sport: s } : {}) }), fmt) };
    }
    if (sport === undefined || !isSport(sport)) return error(404, `unknown sport "${sport ?? ''}"`);
    if (method === 'teams' && format === 'json' && arg === undefined) return { status: 200, body: formatTeams(getTeams(state, { sport, now: options.now }), fmt) };
    if (sport === 'mlb' && (method === 'standings' || method === 'wildcard')) {
      const query = { sport, now: options.now, ...(arg !== undefined ? { date: arg } : {}) };
      if (method === 'standings' && format === 'json') return { status: 200, body: formatStandings(getStandings(state, query), fmt) };
      if (method === 'wildcard') {
        const payload = getWildcard(state, query);
        return { status: 200, body: format === 'xml' ? formatWildcardXml(payload, fmt) : formatWildcard(payload, fmt) };
      }
    }
    if (method === 'results' && arg !== undefined && format === 'json') {
      const int = (name: string) => (q.get(name) === null ? undefined : Number(q.get(name)));
      const rows = getResults(state, {
        sport,
        teamId: arg,
        now: options.now,
        ...(int('season') !== undefined ? { season: int('season')! } : {}),
        ...(q.get('opponent') ? { opponent: q.get('opponent')! } : {}),
        ...(q.get('location_type') === 'h' || q.get('location_type') === 'a' ? { locationType: q.get('location_type') as 'h' | 'a' } : {}),
        ...(q.get('event_status') ? { eventStatus: q.get('event_status') as EventStatus } : {}),
        ...(q.get('since') ? { since: q.get('since')! } : {}),
        ...(q.get('until') ? { until: q.get('until')! } : {}),
        ...(int('last') !== undefined ? { last: int('last')! } : {}),
        ...(int('next') !== undefined ? { next: int('next')! } : {}),
        ...(q.get('order') === 'asc' || q.get('order') === 'desc' ? { order: q.get('order') as 'asc' | 'desc' } : {}),
      });
      if (!rows) return error(404, `unknown team "${arg}"`);
      return { status: 200, body: formatResults(rows, fmt) };
    }
    return error(501, `${url.pathname} is not implemented yet`);
  } catch (e) {
    if (e instanceof RangeError) return error(400, e.message);
    throw e;
  }
}
