import type { z } from 'zod';
import type { Site } from '../../aggregates/Site.js';
import type { Team } from '../../aggregates/Team.js';
import { issue, parseDateTime, parseLeagueDate, toTeamId, type Issue } from '../../ids/index.js';
import type { batchSchema } from '../BatchInput.js';
import { teamKey, type Account, type LeagueState, type TeamKey, type Token } from '../LeagueState.js';
import { LIMITS } from './limits.js';
import { sameRecord } from './sameRecord.js';
import { siteIdOfName } from './siteIdOfName.js';

type Batch = z.output<typeof batchSchema>;

/** Adds a record to a batch map, or an issue when the batch holds the same key with other facts. */
function addOnce<K, V extends object>(map: Map<K, V>, key: K, value: V, issues: Issue[], path: readonly (string | number)[], what: string): void {
  const prior = map.get(key);
  if (prior && !sameRecord(prior, value)) issues.push(issue('conflict', path, `${what} appears twice in the batch with different facts`));
  else map.set(key, value);
}

/**
 * The teams of a batch as records: the id built from the full name (a given `team_id` must
 * match it), one record per sport, season and id.
 *
 * @example
 * collectTeams(parsed, issues).get('mlb:2014:boston-red-sox')?.abbreviation; // 'BOS'
 */
export function collectTeams(batch: Batch, issues: Issue[]): Map<TeamKey, Team> {
  const teams = new Map<TeamKey, Team>();
  // A box score batch names each game's two clubs (3,044 teams of 30 clubs in the 1,522 recorded
  // 2014 box scores): each full name's id is built once, and a repeat builds no record.
  const ids = new Map<string, string>();
  batch.teams?.forEach((t, i) => {
    if (issues.length >= LIMITS.issues) return;
    const fullName = t.full_name ?? `${t.first_name} ${t.last_name}`;
    let teamId = ids.get(fullName);
    if (teamId === undefined) {
      try {
        teamId = toTeamId(fullName);
      } catch {
        issues.push(issue('invalid_team_id', ['teams', i, 'full_name'], `cannot build a team id from "${fullName}"`));
        return;
      }
      ids.set(fullName, teamId);
    }
    if (t.team_id !== undefined && t.team_id !== teamId) {
      issues.push(issue('invalid_team_id', ['teams', i, 'team_id'], `team_id "${t.team_id}" does not match the full name "${fullName}" (expected "${teamId}")`));
      return;
    }
    const key = teamKey(t.sport, t.season, teamId);
    const prior = teams.get(key);
    // The same club again with the same facts, the usual repeat: the record it would build is the
    // one held (sport, season and id are the key), so none is built and none compared key by key.
    if (prior !== undefined && prior.abbreviation === t.abbreviation && prior.active === t.active && prior.firstName === t.first_name
      && prior.lastName === t.last_name && prior.fullName === fullName && prior.conference === t.conference && prior.division === t.division
      && prior.siteName === t.site_name && prior.city === t.city && prior.state === t.state) return;
    const team: Team = {
      sport: t.sport, season: t.season, teamId: teamId as Team['teamId'], abbreviation: t.abbreviation, active: t.active,
      firstName: t.first_name, lastName: t.last_name, fullName, conference: t.conference, division: t.division,
      siteName: t.site_name, city: t.city, state: t.state,
    };
    addOnce(teams, key, team, issues, ['teams', i], `team ${key}`);
  });
  return teams;
}

/**
 * The sites of a batch: its `sites` and the sites sent inline with games and corrections.
 *
 * @example
 * collectSites(parsed, issues).get('fenway-park')?.capacity; // 33871
 */
export function collectSites(batch: Batch, issues: Issue[]): Map<string, Site> {
  const sites = new Map<string, Site>();
  const add = (s: NonNullable<Batch['sites']>[number], path: (string | number)[]) => {
    if (issues.length >= LIMITS.issues) return;
    const siteId = s.site_id ?? siteIdOfName(s.name);
    if (siteId === undefined) {
      issues.push(issue('invalid_input', [...path, 'name'], `cannot build a site id from the name "${s.name}"`));
      return;
    }
    addOnce(sites, siteId, { siteId, name: s.name, capacity: s.capacity, surface: s.surface, city: s.city, state: s.state }, issues, path, `site "${siteId}"`);
  };
  batch.sites?.forEach((s, i) => add(s, ['sites', i]));
  batch.games?.forEach((g, i) => g.site && add(g.site, ['games', i, 'site']));
  batch.corrections?.forEach((g, i) => g.site && add(g.site, ['corrections', i, 'site']));
  return sites;
}

/**
 * The accounts and tokens of a batch; a token must belong to an account of the batch or the
 * state.
 *
 * @example
 * collectAccess(parsed, state, issues).tokens.get('f5a1...')?.emailAddress; // 'andrew@example.com'
 */
export function collectAccess(batch: Batch, state: LeagueState, issues: Issue[]): { accounts: Map<string, Account>; tokens: Map<string, Token> } {
  const accounts = new Map<string, Account>();
  batch.accounts?.forEach((a, i) => {
    if (issues.length >= LIMITS.issues) return;
    const created = parseLeagueDate(a.created_on);
    if (!created.ok) {
      issues.push(issue('invalid_date', ['accounts', i, 'created_on'], `"${a.created_on}" is not a valid date`));
      return;
    }
    const account: Account = { emailAddress: a.email_address, firstName: a.first_name, lastName: a.last_name, createdOn: created.value };
    addOnce(accounts, account.emailAddress, account, issues, ['accounts', i], `account ${account.emailAddress}`);
  });
  const tokens = new Map<string, Token>();
  batch.tokens?.forEach((t, i) => {
    if (issues.length >= LIMITS.issues) return;
    const expires = parseDateTime(t.expires_at);
    if (!expires.ok) {
      issues.push(issue('invalid_date', ['tokens', i, 'expires_at'], expires.issues[0]?.message ?? 'invalid date-time'));
      return;
    }
    if (!accounts.has(t.email_address) && !Object.hasOwn(state.accounts.byId, t.email_address)) {
      issues.push(issue('unknown_account', ['tokens', i, 'email_address'], `no account ${t.email_address} for this token`));
      return;
    }
    addOnce(tokens, t.token, { token: t.token, emailAddress: t.email_address, expiresAt: expires.value }, issues, ['tokens', i], 'a token');
  });
  return { accounts, tokens };
}
