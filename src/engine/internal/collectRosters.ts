import type { z } from 'zod';
import type { Roster, RosterPlayer } from '../../aggregates/Roster.js';
import type { Team } from '../../aggregates/Team.js';
import { byRosterOrder } from '../../aggregates/byRosterOrder.js';
import { issue, type Issue, type TeamId } from '../../ids/index.js';
import type { batchSchema } from '../BatchInput.js';
import { teamKey, type LeagueState, type TeamKey } from '../LeagueState.js';
import { readPlayerBio } from './readPlayerBio.js';
import { LIMITS } from './limits.js';
import { sameRecord } from './sameRecord.js';

type Batch = z.output<typeof batchSchema>;

/** Whether two rosters hold the same facts (players in the same order, field for field). */
function sameRoster(a: Roster, b: Roster): boolean {
  return a.sport === b.sport && a.season === b.season && a.teamId === b.teamId && a.players.length === b.players.length &&
    a.players.every((p, i) => sameRecord(p, b.players[i]!));
}

/**
 * The rosters of a batch that change the state, by team key: each names a team known to the
 * batch or the state in that sport and season (`unknown_team`), lists a player once
 * (`conflict` on a repeated player id), carries `bats`/`throws` only in baseball, and has valid
 * birth dates (`invalid_date`). Players are stored in the service's order
 * ({@link byRosterOrder}), so the order they were sent in changes nothing. A roster sent twice
 * in a batch with different facts is a `conflict`; one equal to the state's is left out.
 *
 * @example
 * collectRosters(parsed, state, teams, issues).get('mlb:2014:boston-red-sox')?.players.length; // 40
 */
export function collectRosters(batch: Batch, state: LeagueState, teams: ReadonlyMap<TeamKey, Team>, issues: Issue[]): Map<TeamKey, Roster> {
  const out = new Map<TeamKey, Roster>();
  const sent = new Map<TeamKey, Roster>();
  batch.rosters?.forEach((r, i) => {
    if (issues.length >= LIMITS.issues) return;
    const path = ['rosters', i];
    const key = teamKey(r.sport, r.season, r.team_id);
    if (!teams.has(key) && !Object.hasOwn(state.teams.byId, key)) {
      issues.push(issue('unknown_team', [...path, 'team_id'], `unknown ${r.sport} team "${r.team_id}" in season ${r.season}`));
      return;
    }
    const players: RosterPlayer[] = [];
    const seen = new Map<string, number>();
    let failed = false;
    r.players.forEach((p, j) => {
      if (issues.length >= LIMITS.issues) return;
      const at = [...path, 'players', j];
      if (r.sport === 'nba' && (p.bats !== undefined || p.throws !== undefined)) {
        issues.push(issue('invalid_input', [...at, p.bats !== undefined ? 'bats' : 'throws'], 'bats and throws are baseball facts; an NBA roster player has neither'));
        failed = true;
        return;
      }
      const bio = readPlayerBio(p, at, issues);
      if (!bio) {
        failed = true;
        return;
      }
      const first = seen.get(bio.playerId);
      if (first !== undefined) {
        issues.push(issue('conflict', at, `player "${bio.playerId}" is listed twice on the ${r.season} roster of ${r.team_id} (players ${first} and ${j})`));
        failed = true;
        return;
      }
      seen.set(bio.playerId, j);
      players.push({ ...bio, uniformNumber: p.uniform_number, bats: p.bats ?? null, throws: p.throws ?? null, rosterStatus: p.roster_status });
    });
    if (failed) return;
    players.sort(byRosterOrder(r.sport));
    const roster: Roster = { sport: r.sport, season: r.season, teamId: r.team_id as TeamId, players };
    const prior = sent.get(key);
    if (prior && !sameRoster(prior, roster)) {
      issues.push(issue('conflict', path, `the ${r.season} roster of ${r.team_id} appears twice in the batch with different facts`));
      return;
    }
    sent.set(key, roster);
    const stored = Object.hasOwn(state.rosters.byId, key) ? state.rosters.byId[key] : undefined;
    if (stored && sameRoster(stored, roster)) return;
    out.set(key, roster);
  });
  return out;
}
