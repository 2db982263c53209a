import { castDraft } from 'immer';
import type { Game } from '../aggregates/Game.js';
import type { Site } from '../aggregates/Site.js';
import type { Team } from '../aggregates/Team.js';
import { issue, parseDateTime, parseLeagueDate, toTeamId, type Issue, type Sport } from '../ids/index.js';
import { batchSchema } from './BatchInput.js';
import { immer } from './internal/immer.js';
import { normalizeGame, type GameContext } from './internal/normalizeGame.js';
import { isAllowedTransition, sameGame } from './internal/sameGame.js';
import { siteIdOfName } from './internal/siteIdOfName.js';
import { toIssues } from './internal/toIssues.js';
import { findGame } from './findGame.js';
import { seasonKey, teamKey, type Account, type DayGames, type LeagueState, type SeasonGames, type SeasonKey, type TeamKey, type Token } from './LeagueState.js';

/** The outcome of {@link ingest}: the new state, or every issue found (the old state is untouched). */
export type IngestResult = { readonly ok: true; readonly state: LeagueState } | { readonly ok: false; readonly issues: readonly Issue[] };

/**
 * Ingests a batch of facts (teams, sites, games, corrections) into a state, all or nothing.
 * The input is untrusted JSON and validated; on any issue the result names each problem with a
 * code and a path and the given state stays as it was. Re-ingesting known facts returns the very
 * same state object.
 *
 * @example
 * const r = ingest(createLeagueState(), { games: [{ sport: 'mlb', event_id: '20140331-boston-red-sox-at-baltimore-orioles',
 *   status: 'completed', away_team_id: 'boston-red-sox', home_team_id: 'baltimore-orioles',
 *   away_points_scored: 1, home_points_scored: 2, start_date_time: '2014-03-31T15:05:00-04:00' }] });
 * if (r.ok) state = r.state; else console.error(r.issues);
 */
export function ingest(state: LeagueState, batch: unknown): IngestResult {
  const parsed = batchSchema.safeParse(batch);
  if (!parsed.success) return { ok: false, issues: toIssues(parsed.error) };
  const input = parsed.data;
  const issues: Issue[] = [];

  const teams = new Map<TeamKey, Team>();
  input.teams?.forEach((t, i) => {
    const fullName = t.full_name ?? `${t.first_name} ${t.last_name}`;
    let teamId: string;
    try {
      teamId = toTeamId(fullName);
    } catch {
      issues.push(issue('invalid_team_id', ['teams', i, 'full_name'], `cannot build a team id from "${fullName}"`));
      return;
    }
    if (t.team_id !== undefined && t.team_id !== teamId) {
      issues.push(issue('invalid_team_id', ['teams', i, 'team_id'], `team_id "${t.team_id}" does not match the full name "${fullName}" (expected "${teamId}")`));
      return;
    }
    const team: Team = {
      sport: t.sport,
      season: t.season,
      teamId: teamId as Team['teamId'],
      abbreviation: t.abbreviation,
      active: t.active,
      firstName: t.first_name,
      lastName: t.last_name,
      fullName,
      conference: t.conference,
      division: t.division,
      siteName: t.site_name,
      city: t.city,
      state: t.state,
    };
    const key = teamKey(team.sport, team.season, team.teamId);
    const prior = teams.get(key);
    if (prior && !sameRecord(prior, team)) {
      issues.push(issue('conflict', ['teams', i], `team ${key} appears twice in the batch with different facts`));
      return;
    }
    teams.set(key, team);
  });

  const sites = new Map<string, Site>();
  const addSite = (s: NonNullable<typeof input.sites>[number], path: (string | number)[]): string => {
    const siteId = s.site_id ?? siteIdOfName(s.name);
    if (siteId === undefined) {
      issues.push(issue('invalid_input', [...path, 'name'], `cannot build a site id from the name "${s.name}"`));
      return '';
    }
    const site: Site = { siteId, name: s.name, capacity: s.capacity, surface: s.surface, city: s.city, state: s.state };
    const prior = sites.get(site.siteId);
    if (prior && !sameRecord(prior, site)) issues.push(issue('conflict', path, `site "${site.siteId}" appears twice in the batch with different facts`));
    else sites.set(site.siteId, site);
    return site.siteId;
  };
  input.sites?.forEach((s, i) => addSite(s, ['sites', i]));
  input.games?.forEach((g, i) => g.site && addSite(g.site, ['games', i, 'site']));
  input.corrections?.forEach((g, i) => g.site && addSite(g.site, ['corrections', i, 'site']));

  const knownIds = new Map<Sport, Set<string>>();
  const ctx: GameContext = {
    findTeam: (sport, season, teamId) => {
      const key = teamKey(sport, season, teamId);
      return teams.get(key) ?? (Object.hasOwn(state.teams.byId, key) ? state.teams.byId[key] : undefined);
    },
    isKnownTeamId: (sport, teamId) => {
      let set = knownIds.get(sport);
      if (!set) {
        set = new Set(teamIdsOfSport(state, sport));
        for (const t of teams.values()) if (t.sport === sport) set.add(t.teamId);
        knownIds.set(sport, set);
      }
      return set.has(teamId);
    },
    hasSite: (siteId) => sites.has(siteId) || Object.hasOwn(state.sites.byId, siteId),
    siteIdOfName,
  };

  const games = new Map<string, Game>();
  /** Games of the batch that the state already holds exactly. */
  const unchanged = new Set<string>();
  const collect = (list: typeof input.games, field: 'games' | 'corrections') =>
    list?.forEach((g, i) => {
      const r = normalizeGame(g, [field, i], ctx);
      if (!r.game) {
        issues.push(...r.issues);
        return;
      }
      const game = r.game;
      const key = `${game.sport}:${game.eventId}`;
      const inBatch = games.get(key);
      const known = inBatch ?? findGame(state, game.sport, game.eventId);
      if (field === 'corrections') {
        if (!known) issues.push(issue('unknown_event', [field, i, 'event_id'], `no game ${game.eventId} to correct`));
        else {
          unchanged.delete(key);
          if (!inBatch && sameGame(known, game)) unchanged.add(key);
          games.set(key, game);
        }
        return;
      }
      if (!known) {
        games.set(key, game);
      } else if (sameGame(known, game)) {
        if (!inBatch) unchanged.add(key);
        games.set(key, game);
      } else if (inBatch) {
        issues.push(issue('conflict', [field, i], `game ${game.eventId} appears twice in the batch with different facts`));
      } else if (!isAllowedTransition(known, game)) {
        issues.push(issue('conflict', [field, i], `game ${game.eventId} is already ${known.status} with other facts; send a correction to change it`));
      } else {
        games.set(key, game);
      }
    });
  collect(input.games, 'games');
  collect(input.corrections, 'corrections');

  const accounts = new Map<string, Account>();
  input.accounts?.forEach((a, i) => {
    const created = parseLeagueDate(a.created_on);
    if (!created.ok) {
      issues.push(issue('invalid_date', ['accounts', i, 'created_on'], `"${a.created_on}" is not a valid date`));
      return;
    }
    const account: Account = { emailAddress: a.email_address, firstName: a.first_name, lastName: a.last_name, createdOn: created.value };
    const prior = accounts.get(account.emailAddress);
    if (prior && !sameRecord(prior, account)) issues.push(issue('conflict', ['accounts', i], `account ${account.emailAddress} appears twice in the batch with different facts`));
    else accounts.set(account.emailAddress, account);
  });
  const tokens = new Map<string, Token>();
  input.tokens?.forEach((t, i) => {
    const expires = parseDateTime(t.expires_at);
    if (!expires.ok) {
      issues.push(issue('invalid_date', ['tokens', i, 'expires_at'], expires.issues[0]?.message ?? 'invalid date-time'));
      return;
    }
    if (!accounts.has(t.email_address) && !Object.hasOwn(state.accounts.byId, t.email_address)) {
      issues.push(issue('unknown_account', ['tokens', i, 'email_address'], `no account ${t.email_address} for this token`));
      return;
    }
    const token: Token = { token: t.token, emailAddress: t.email_address, expiresAt: expires.value };
    const prior = tokens.get(token.token);
    if (prior && !sameRecord(prior, token)) issues.push(issue('conflict', ['tokens', i], 'a token appears twice in the batch with different facts'));
    else tokens.set(token.token, token);
  });

  let at: number | null = null;
  if (input.at !== undefined) {
    const t = parseDateTime(input.at);
    if (!t.ok) issues.push(issue('invalid_date', ['at'], t.issues[0]?.message ?? 'invalid date-time'));
    else at = t.value;
  }
  if (issues.length > 0) return { ok: false, issues };

  // Each changed day's table, its month's map and the season's map of months are built here,
  // outside the draft, and frozen: immer then neither proxies nor walks the new games (a whole
  // season is ~2,400 of them), and one new game copies at most ~31 + 8 references.
  const byDay = new Map<SeasonKey, Map<string, Game[]>>();
  for (const [key, game] of games) {
    if (unchanged.has(key)) continue;
    const sKey = seasonKey(game.sport, game.season);
    let days = byDay.get(sKey);
    if (!days) byDay.set(sKey, (days = new Map()));
    let list = days.get(game.date);
    if (!list) days.set(game.date, (list = []));
    list.push(freezeGame(game));
  }
  const nextSeasons = new Map<SeasonKey, SeasonGames>();
  for (const [sKey, days] of byDay) {
    const old = state.seasons[sKey];
    const months: Record<string, Record<string, DayGames>> = {};
    let sample: Game | undefined;
    for (const [day, list] of days) {
      const month = day.slice(0, 7);
      const table: Record<string, Game> = { ...old?.months[month]?.[day] };
      for (const g of list) table[g.eventId] = g;
      months[month] ??= { ...old?.months[month] };
      months[month][day] = Object.freeze(table);
      sample = list[0];
    }
    const nextMonths: Record<string, { readonly [date: string]: DayGames }> = { ...old?.months };
    for (const [month, map] of Object.entries(months)) nextMonths[month] = Object.freeze(map);
    nextSeasons.set(sKey, Object.freeze({ sport: sample!.sport, season: sample!.season, months: Object.freeze(nextMonths) }));
  }

  const next = immer.produce(state, (draft) => {
    for (const [key, team] of teams) {
      const prior = Object.hasOwn(draft.teams.byId, key) ? state.teams.byId[key] : undefined;
      if (prior && sameRecord(prior, team)) continue;
      if (!prior) draft.teams.ids.push(key);
      draft.teams.byId[key] = team;
    }
    for (const [id, site] of sites) {
      const prior = Object.hasOwn(state.sites.byId, id) ? state.sites.byId[id] : undefined;
      if (prior && sameRecord(prior, site)) continue;
      if (!prior) draft.sites.ids.push(id);
      draft.sites.byId[id] = site;
    }
    for (const [sKey, season] of nextSeasons) draft.seasons[sKey] = castDraft(season);
    for (const [email, account] of accounts) {
      const prior = Object.hasOwn(state.accounts.byId, email) ? state.accounts.byId[email] : undefined;
      if (prior && sameRecord(prior, account)) continue;
      if (!prior) draft.accounts.ids.push(email);
      draft.accounts.byId[email] = account;
    }
    for (const [key, token] of tokens) {
      const prior = Object.hasOwn(state.tokens.byId, key) ? state.tokens.byId[key] : undefined;
      if (prior && sameRecord(prior, token)) continue;
      if (!prior) draft.tokens.ids.push(key);
      draft.tokens.byId[key] = token;
    }
    if (at !== null && (state.updatedAt === null || at > state.updatedAt)) draft.updatedAt = at;
  });
  return { ok: true, state: next };
}

function sameRecord<T extends object>(a: T, b: T): boolean {
  const keys = Object.keys(a) as (keyof T)[];
  return keys.length === Object.keys(b).length && keys.every((k) => a[k] === b[k]);
}

const idsBySport = new WeakMap<object, Map<Sport, readonly string[]>>();

function teamIdsOfSport(state: LeagueState, sport: Sport): readonly string[] {
  let bySport = idsBySport.get(state.teams.byId);
  if (!bySport) {
    bySport = new Map();
    idsBySport.set(state.teams.byId, bySport);
  }
  let ids = bySport.get(sport);
  if (!ids) {
    const set = new Set<string>();
    for (const key of state.teams.ids) {
      const team = state.teams.byId[key];
      if (team && team.sport === sport) set.add(team.teamId);
    }
    ids = [...set];
    bySport.set(sport, ids);
  }
  return ids;
}

/** Freezes a new game and its arrays, so that immer's finalize step skips it. */
function freezeGame(game: Game): Game {
  Object.freeze(game.awayPeriodScores);
  Object.freeze(game.homePeriodScores);
  return Object.freeze(game);
}
