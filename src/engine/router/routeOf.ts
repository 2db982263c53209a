import { isSport, type Sport } from '../../ids/index.js';
import { ENDPOINTS, type Endpoint } from './endpoints.js';
import { EXTENSIONS } from './extensions.js';
import { parseApiPath } from './parseApiPath.js';
import { CONTENT_TYPE } from './errorAnswer.js';
import { newFoldMemo, type FoldMemo } from '../hashText.js';
import { EXTENSION_PREFIX, parseExtensionPath } from './parseExtensionPath.js';

/** What a request target names, read once per distinct target (everything here depends on the target alone). */
export interface Route {
  /** The path, without the query. */
  readonly path: string;
  /** The format errors are written in: XML for `.xml`, JSON otherwise. */
  readonly format: 'json' | 'xml';
  /** Set when the target names no resource: the status and description of the error. */
  readonly refused?: { readonly status: number; readonly description: string };
  readonly endpoint?: Endpoint;
  /** The `Content-Type` of a successful answer (the format's; an extension's chart is SVG). */
  readonly contentType?: string;
  /** The `Xmlstats-Api-Method` header of the endpoint for this sport; none for an extension (not an xmlstats method). */
  readonly method?: string;
  readonly sport?: Sport | undefined;
  readonly arg?: string | undefined;
  /**
   * The parameters the endpoint reads (`Endpoint.params`), the first value of each as sent;
   * every other parameter is dropped here. Shared by every request of the target: read it,
   * never change it.
   */
  readonly query: URLSearchParams;
  /** The same parameters by name (a frozen object without a prototype): read per request without `URLSearchParams.get` (D188). */
  readonly params: Readonly<Record<string, string>>;
  /**
   * What the answer depends on of the target: the endpoint, sport, argument, format and the
   * parameters above, so that spellings of one request (unknown parameters, repeated slashes,
   * the absolute form, a parameter sent twice) share one memo entry (D13). Empty when refused.
   */
  readonly key: string;
  /** What of the clock the answer depends on (the endpoint's `clock`, from the path and query). */
  readonly clock: 'none' | 'day' | 'hour' | 'instant' | 'never';
  /** The ETag hash's lanes after the last state's fingerprint and `key` (D186); undefined when refused. */
  readonly tagMemo?: FoldMemo;
}

const routes = new Map<string, Route>();
const ROUTE_ENTRIES = 1024;
/** Longer targets are routed but not kept, so that the cache holds at most 1,024 x 2,048 characters of targets. */
const ROUTE_TARGET_CHARS = 2048;
const NO_QUERY = new URLSearchParams();
const NO_PARAMS: Readonly<Record<string, string>> = Object.freeze(Object.create(null) as Record<string, string>);

/**
 * The route of an origin-form target (path and query): the endpoint, sport, argument, format and
 * parsed query, or the 404 its path earns (an unknown path shape, method, sport or format, an
 * argument where none belongs or none where one is required). Memoized per target (the most
 * recent 1,024 of at most 2,048 characters), so that a repeated request skips the parsing: it is
 * the hot path of a server.
 *
 * @example
 * routeOf('/mlb/standings/20190502.json').endpoint?.name; // 'standings'
 * routeOf('/nhl/teams.json').refused?.status; // 404
 */
export function routeOf(target: string): Route {
  const hit = routes.get(target);
  if (hit) return hit;
  const route = computeRoute(target);
  if (target.length > ROUTE_TARGET_CHARS) return route;
  if (routes.size >= ROUTE_ENTRIES) routes.delete(routes.keys().next().value!);
  routes.set(target, route);
  return route;
}

function computeRoute(target: string): Route {
  const queryAt = target.indexOf('?');
  const path = queryAt < 0 ? target : target.slice(0, queryAt);
  const extension = path.startsWith(EXTENSION_PREFIX);
  const parsed = extension ? undefined : parseApiPath(path);
  const format = parsed?.format === 'xml' ? 'xml' : 'json';
  const refuse = (description: string): Route => ({ path, format, query: NO_QUERY, params: NO_PARAMS, key: '', clock: 'never', refused: { status: 404, description } });
  const notFound = () => refuse(`The requested resource: ${path} does not exist.`);
  if (extension) return computeExtensionRoute(path, queryAt < 0 ? '' : target.slice(queryAt + 1), refuse, notFound);
  if (!parsed) return notFound();
  const endpoint: Endpoint | undefined = Object.hasOwn(ENDPOINTS, parsed.method) ? ENDPOINTS[parsed.method] : undefined;
  if (!endpoint) return notFound();
  if (parsed.sport !== undefined && !isSport(parsed.sport)) return refuse(`Unknown sport "${parsed.sport}": expected mlb or nba`);
  const sport = parsed.sport as Sport | undefined;
  if (!endpoint.sports.includes(sport)) return notFound();
  if (!(endpoint.formats as readonly string[]).includes(parsed.format)) return refuse(`The ${endpoint.name} endpoint has no "${parsed.format}" format (it offers ${endpoint.formats.join(', ')})`);
  if ((endpoint.arg === 'none' && parsed.arg !== undefined) || (endpoint.arg === 'required' && parsed.arg === undefined)) return notFound();
  const method = endpoint.method?.(sport) ?? endpoint.name;
  const query = declaredParams(endpoint, queryAt < 0 ? '' : target.slice(queryAt + 1));
  const key = `${parsed.method}\u0000${sport ?? ''}\u0000${parsed.arg ?? ''}\u0000${parsed.format}\u0000${query.toString()}`;
  return { path, format, endpoint, contentType: CONTENT_TYPE[format], method, sport, arg: parsed.arg, query, params: paramsOf(query), key, clock: endpoint.clock?.({ arg: parsed.arg, query }) ?? 'day', tagMemo: newFoldMemo() };
}

/**
 * The route of a path below `/ext/`: an extension of `EXTENSIONS` (never an xmlstats endpoint,
 * and no `Xmlstats-Api-Method`), refused with the same 404s as the xmlstats paths; the memo key is apart from the
 * xmlstats endpoints' (`ext:` before the method). Errors are always JSON (no extension answers XML).
 */
function computeExtensionRoute(path: string, search: string, refuse: (description: string) => Route, notFound: () => Route): Route {
  const parsed = parseExtensionPath(path);
  if (!parsed) return notFound();
  const endpoint: Endpoint | undefined = Object.hasOwn(EXTENSIONS, parsed.method) ? EXTENSIONS[parsed.method] : undefined;
  if (!endpoint) return notFound();
  if (!isSport(parsed.sport)) return refuse(`Unknown sport "${parsed.sport}": expected mlb or nba`);
  const sport: Sport = parsed.sport;
  if (!endpoint.sports.includes(sport)) return notFound();
  if (!(endpoint.formats as readonly string[]).includes(parsed.format)) return refuse(`The ${endpoint.name} extension has no "${parsed.format}" format (it offers ${endpoint.formats.join(', ')})`);
  const segments = endpoint.argSegments ?? 1;
  const argOk = endpoint.arg === 'none' ? parsed.argSegments === 0 : endpoint.arg === 'date' ? parsed.argSegments === 0 || parsed.argSegments === segments : parsed.argSegments === segments;
  if (!argOk) return notFound();
  const format = parsed.format as Endpoint['formats'][number];
  const query = declaredParams(endpoint, search);
  const key = `ext:${parsed.method}\u0000${sport}\u0000${parsed.arg ?? ''}\u0000${parsed.format}\u0000${query.toString()}`;
  return {
    path, format: 'json', endpoint, contentType: CONTENT_TYPE[format], sport, arg: parsed.arg, query, params: paramsOf(query), key,
    clock: endpoint.clock?.({ arg: parsed.arg, query }) ?? 'day', tagMemo: newFoldMemo(),
  };
}

/**
 * The parameters an endpoint reads, in the order it declares them, each with its first value
 * (what `URLSearchParams.get` returns of the whole query); the rest are dropped. Serialized, it
 * names the request's parameters exactly: the names are fixed and the encoding is one-to-one.
 */
function declaredParams(endpoint: Endpoint, search: string): URLSearchParams {
  if (endpoint.params.length === 0 || search === '') return NO_QUERY;
  const all = new URLSearchParams(search);
  const declared = new URLSearchParams();
  for (const name of endpoint.params) {
    const value = all.get(name);
    if (value !== null) declared.append(name, value);
  }
  return declared;
}

/** The parameters of a query by name, frozen, without a prototype (so that no name finds an inherited value). */
function paramsOf(query: URLSearchParams): Readonly<Record<string, string>> {
  if (query === NO_QUERY) return NO_PARAMS;
  const params = Object.create(null) as Record<string, string>;
  for (const [name, value] of query) params[name] = value;
  return Object.freeze(params);
}
