import type { Game } from '../../aggregates/Game.js';
import type { Team } from '../../aggregates/Team.js';
import { computePlayerTimelines, type PlayerTimeline } from '../../aggregates/computePlayerTimelines.js';
import { computeTeamStatsTimelines, type TeamStatsTimeline } from '../../aggregates/computeTeamStatsTimelines.js';
import { computeTeamTimelines, type TeamTimeline } from '../../aggregates/computeTeamTimelines.js';
import { dayNumber } from '../../aggregates/gamesByTeam.js';
import type { LeagueDate, Season, SeasonType, Sport } from '../../ids/index.js';
import { seasonKey, teamKey, type LeagueState, type SeasonGames } from '../LeagueState.js';
import { deepFreeze } from './deepFreeze.js';

/**
 * What the queries need about one season, derived from the state once and memoized on the
 * (immutable) season and teams objects: a new state that did not touch this season reuses it.
 */
export interface SeasonIndex {
  readonly sport: Sport;
  readonly season: Season;
  /** Every game of the season, by start instant, sequence, id. */
  readonly games: readonly Game[];
  /** Every team of the season, by team id. */
  readonly teams: readonly Team[];
  readonly teamOf: (teamId: string) => Team | undefined;
  /** Per-team cumulative records of completed games of a season type. */
  readonly timelines: (type: SeasonType) => ReadonlyMap<string, TeamTimeline>;
  /** The games of one team (all statuses and types), chronological. */
  readonly gamesOf: (teamId: string) => readonly Game[];
  /** First and last day a completed game of the type counts on, or undefined. */
  readonly countedSpan: (type: SeasonType) => readonly [LeagueDate, LeagueDate] | undefined;
  /** Teams grouped by conference and division, in the given orders (memoized per orders). */
  readonly groups: (conferences: readonly string[], divisions: readonly string[]) => readonly (readonly Team[])[];
  /** Whether no game of the type is left to play (none scheduled or suspended). */
  readonly nothingLeft: (type: SeasonType) => boolean;
  /** Per-team cumulative team-stats rows of completed games of a type (NBA box score totals). */
  readonly teamStatsTimelines: (type: SeasonType) => ReadonlyMap<string, TeamStatsTimeline>;
  /** Per-player cumulative rows of the box score lines of completed games of a type. */
  readonly playerTimelines: (type: SeasonType) => ReadonlyMap<string, PlayerTimeline>;
  /** The games that count on a league day (the day a completed game was finished), by start. */
  readonly gamesCountedOn: (date: LeagueDate) => readonly Game[];
  /** The days (yyyymmdd, ascending, one per game) that completed games of a type lacking a side's player lines count on. */
  readonly daysWithoutLines: (type: SeasonType) => Int32Array;
}

const EMPTY_GAMES: SeasonGames = { sport: 'mlb', season: 0, months: {} };
const cache = new WeakMap<SeasonGames, WeakMap<object, SeasonIndex>>();
const emptyCache = new WeakMap<object, Map<string, SeasonIndex>>();

/** The memoized index of a season (an empty one when no game of it was ingested). */
export function getSeasonIndex(state: LeagueState, sport: Sport, season: Season): SeasonIndex {
  // The season a state was last asked for, by the state: a state never changes, so the same sport
  // and season give the same index without the season's key made and looked up (D188).
  const last = lastAsked.get(state);
  if (last !== undefined && last.season === season && last.sport === sport) return last.index;
  const index = seasonIndexOf(state, sport, season);
  if (last === undefined) lastAsked.set(state, { sport, season, index });
  else {
    // Replaced in place: a state asked for two seasons in turn makes no object per ask.
    last.sport = sport;
    last.season = season;
    last.index = index;
  }
  return index;
}

const lastAsked = new WeakMap<LeagueState, { sport: Sport; season: Season; index: SeasonIndex }>();

function seasonIndexOf(state: LeagueState, sport: Sport, season: Season): SeasonIndex {
  const games = state.seasons[seasonKey(sport, season)];
  if (!games) {
    let bySeason = emptyCache.get(state.teams.byId);
    if (!bySeason) emptyCache.set(state.teams.byId, (bySeason = new Map()));
    const key = seasonKey(sport, season);
    let index = bySeason.get(key);
    if (!index) bySeason.set(key, (index = buildIndex(state, sport, season, EMPTY_GAMES)));
    return index;
  }
  let byTeams = cache.get(games);
  if (!byTeams) cache.set(games, (byTeams = new WeakMap()));
  let index = byTeams.get(state.teams.byId);
  if (!index) byTeams.set(state.teams.byId, (index = buildIndex(state, sport, season, games)));
  return index;
}

const derived = new WeakMap<SeasonIndex, Map<string, unknown>>();

/**
 * A value kept per season index and sites table of a state (rows that read their teams from the
 * index and their site from the state's sites: results, events): `create` runs once per pair,
 * and the value lives as long as both keys (`WeakMap`s in `table`).
 */
export function keptPerSites<T>(table: WeakMap<SeasonIndex, WeakMap<object, T>>, index: SeasonIndex, state: LeagueState, create: () => T): T {
  let bySites = table.get(index);
  if (bySites === undefined) table.set(index, (bySites = new WeakMap()));
  let kept = bySites.get(state.sites.byId);
  if (kept === undefined) bySites.set(state.sites.byId, (kept = create()));
  return kept;
}

/**
 * A value that depends on a season index alone (and on `key`, which names what it is and any
 * argument, such as a date), computed on the first call and returned, frozen, on every later
 * call with the same index and key: the queries' answers built from the same immutable season
 * are then built once per state, not per request. `compute` must read nothing but the index
 * and what the key names. The values live as long as the index (a `WeakMap`).
 */
export function derivedOf<T>(index: SeasonIndex, key: string, compute: () => T): T {
  let byKey = derived.get(index);
  if (!byKey) derived.set(index, (byKey = new Map()));
  return keptIn(byKey, key, compute);
}

/**
 * {@link derivedOf} of the key `kind` and `arg` together (a date): the values of a kind are kept
 * in a map of their own by `arg`, so that a request does not make the text of the key and hash
 * it (`daily-leaders:2018-01-30` cost 0.2 µs a lookup, D188).
 */
export function derivedPerArg<T>(index: SeasonIndex, kind: string, arg: string, compute: () => T): T {
  let byKind = derivedPerArgs.get(index);
  if (!byKind) derivedPerArgs.set(index, (byKind = new Map()));
  let byArg = byKind.get(kind);
  if (byArg === undefined) byKind.set(kind, (byArg = new Map()));
  return keptIn(byArg, arg, compute);
}

/** The values of {@link derivedPerArg}, by index, kind and argument: apart from {@link derivedOf}'s keys. */
const derivedPerArgs = new WeakMap<SeasonIndex, Map<string, Map<string, unknown>>>();

/** The value kept in `map` by `key`, or `compute`'s, frozen, kept there. */
function keptIn<T>(map: Map<string, unknown>, key: string, compute: () => T): T {
  // One lookup where a value is known (a value is never undefined unless computed so).
  const known = map.get(key);
  if (known !== undefined || map.has(key)) return known as T;
  const value = deepFreeze(compute());
  map.set(key, value);
  return value;
}

function byStart(a: Game, b: Game): number {
  return a.startsAt - b.startsAt || a.sequence - b.sequence || (a.eventId < b.eventId ? -1 : a.eventId > b.eventId ? 1 : 0);
}

function buildIndex(state: LeagueState, sport: Sport, season: Season, seasonGames: SeasonGames): SeasonIndex {
  const games: Game[] = [];
  for (const month of Object.values(seasonGames.months)) for (const day of Object.values(month)) for (const g of Object.values(day)) games.push(g);
  games.sort(byStart);

  const teams: Team[] = [];
  const prefix = `${sport}:${season}:`;
  // The season's teams by the rest of their key, so that the folds' lookup per game (two a game)
  // builds no key and searches no table of every season's teams; any other id is looked up as the
  // key it makes (what every lookup did before: the same answer, a test says so).
  const ofSeason = new Map<string, Team>();
  for (const key of state.teams.ids) {
    if (!key.startsWith(prefix)) continue;
    const team = state.teams.byId[key]!;
    teams.push(team);
    ofSeason.set(key.slice(prefix.length), team);
  }
  teams.sort((a, b) => (a.teamId < b.teamId ? -1 : a.teamId > b.teamId ? 1 : 0));
  const teamOf = (teamId: string): Team | undefined => {
    const known = ofSeason.get(teamId);
    if (known !== undefined) return known;
    const key = teamKey(sport, season, teamId);
    return Object.hasOwn(state.teams.byId, key) ? state.teams.byId[key] : undefined;
  };

  const timelineCache = new Map<SeasonType, ReadonlyMap<string, TeamTimeline>>();
  const timelines = (type: SeasonType) => {
    let t = timelineCache.get(type);
    if (!t) {
      t = computeTeamTimelines(
        games.filter((g) => g.seasonType === type),
        (id) => teamOf(id),
      );
      timelineCache.set(type, t);
    }
    return t;
  };

  let byTeam: Map<string, Game[]> | undefined;
  const gamesOf = (teamId: string): readonly Game[] => {
    if (!byTeam) {
      byTeam = new Map();
      for (const g of games) {
        for (const id of [g.awayTeamId, g.homeTeamId]) {
          let list = byTeam.get(id);
          if (!list) byTeam.set(id, (list = []));
          list.push(g);
        }
      }
    }
    return byTeam.get(teamId) ?? [];
  };

  const spans = new Map<SeasonType, readonly [LeagueDate, LeagueDate] | undefined>();
  const countedSpan = (type: SeasonType) => {
    if (!spans.has(type)) {
      let first: LeagueDate | undefined;
      let last: LeagueDate | undefined;
      for (const g of games) {
        if (g.seasonType !== type || g.status !== 'completed') continue;
        if (first === undefined || g.countsOn < first) first = g.countsOn;
        if (last === undefined || g.countsOn > last) last = g.countsOn;
      }
      spans.set(type, first !== undefined && last !== undefined ? [first, last] : undefined);
    }
    return spans.get(type);
  };

  const groupCache = new Map<string, readonly (readonly Team[])[]>();
  // The tables ask with the same constant lists on every call: those are answered by the lists
  // themselves, without a key (weakly held, so lists made per call do not pile up).
  const byLists = new WeakMap<readonly string[], WeakMap<readonly string[], readonly (readonly Team[])[]>>();
  const groups = (conferences: readonly string[], divisions: readonly string[]) => {
    let byDivisions = byLists.get(conferences);
    if (byDivisions === undefined) {
      byDivisions = new WeakMap();
      byLists.set(conferences, byDivisions);
    }
    let found = byDivisions.get(divisions);
    if (found === undefined) {
      found = groupsByKey(conferences, divisions);
      byDivisions.set(divisions, found);
    }
    return found;
  };
  const groupsByKey = (conferences: readonly string[], divisions: readonly string[]) => {
    const key = `${conferences.join(',')}|${divisions.join(',')}`;
    let found = groupCache.get(key);
    if (!found) {
      found = conferences.flatMap((c) => divisions.map((d) => teams.filter((t) => t.conference === c && t.division === d)));
      groupCache.set(key, found);
    }
    return found;
  };

  const left = new Map<SeasonType, boolean>();
  const nothingLeft = (type: SeasonType) => {
    let v = left.get(type);
    if (v === undefined) {
      v = !games.some((g) => g.seasonType === type && (g.status === 'scheduled' || g.status === 'suspended'));
      left.set(type, v);
    }
    return v;
  };

  const statsCache = new Map<SeasonType, ReadonlyMap<string, TeamStatsTimeline>>();
  const teamStatsTimelines = (type: SeasonType) => {
    let t = statsCache.get(type);
    if (!t) statsCache.set(type, (t = computeTeamStatsTimelines(games, type)));
    return t;
  };

  const playerCache = new Map<SeasonType, ReadonlyMap<string, PlayerTimeline>>();
  const playerTimelines = (type: SeasonType) => {
    let t = playerCache.get(type);
    if (!t) playerCache.set(type, (t = computePlayerTimelines(games, type)));
    return t;
  };

  let byCountedDay: Map<LeagueDate, Game[]> | undefined;
  const gamesCountedOn = (date: LeagueDate): readonly Game[] => {
    if (!byCountedDay) {
      byCountedDay = new Map();
      for (const g of games) {
        let list = byCountedDay.get(g.countsOn);
        if (!list) byCountedDay.set(g.countsOn, (list = []));
        list.push(g);
      }
    }
    return byCountedDay.get(date) ?? [];
  };

  const withoutLines = new Map<SeasonType, Int32Array>();
  const daysWithoutLines = (type: SeasonType): Int32Array => {
    let days = withoutLines.get(type);
    if (!days) {
      const list: number[] = [];
      for (const g of games) {
        if (g.seasonType !== type || g.status !== 'completed') continue;
        if (g.box === null || g.box.awayPlayers.length === 0 || g.box.homePlayers.length === 0) list.push(dayNumber(g.countsOn));
      }
      withoutLines.set(type, (days = Int32Array.from(list.sort((a, b) => a - b))));
    }
    return days;
  };

  return { sport, season, games, teams, teamOf, timelines, gamesOf, countedSpan, groups, nothingLeft, teamStatsTimelines, playerTimelines, gamesCountedOn, daysWithoutLines };
}
