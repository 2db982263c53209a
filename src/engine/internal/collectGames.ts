import type { z } from 'zod';
import type { Game } from '../../aggregates/Game.js';
import type { Site } from '../../aggregates/Site.js';
import type { Team } from '../../aggregates/Team.js';
import { issue, parseDateTime, parseLeagueDate, unknownStartInstant, type Issue, type Sport } from '../../ids/index.js';
import type { batchSchema } from '../BatchInput.js';
import { findGame } from '../findGame.js';
import { teamKey, type LeagueState, type TeamKey } from '../LeagueState.js';
import { normalizeGame, type GameContext } from './normalizeGame.js';
import { isAllowedTransition, sameGame } from './sameGame.js';
import { siteIdOfName } from './siteIdOfName.js';
import { LIMITS } from './limits.js';
import { teamIdsOfSport } from './teamIdsOfSport.js';

type Batch = z.output<typeof batchSchema>;

/** The games a batch changes, and those it only repeats (kept out of the new state's tables). */
export interface CollectedGames {
  /** By `sport:eventId`. */
  readonly games: Map<string, Game>;
  /** Keys of games the state already holds exactly. */
  readonly unchanged: Set<string>;
}

/**
 * Normalizes the games and corrections of a batch against the teams and sites of the batch and
 * the state, and checks each against what is known: identical facts are repeats, newer facts
 * must follow an allowed status transition, a completed game changes only by correction, a
 * correction needs a known game, and the batch may not say two different things about a game.
 *
 * @example
 * const { games } = collectGames(parsed, state, teams, sites, issues);
 */
export function collectGames(batch: Batch, state: LeagueState, teams: ReadonlyMap<TeamKey, Team>, sites: ReadonlyMap<string, Site>, issues: Issue[]): CollectedGames {
  const knownIds = new Map<Sport, Set<string>>();
  // The teams looked up (null: none), by sport, season and id: a season's games name its clubs
  // again and again, and a team's key is a new string to hash each time it is built.
  const found = new Map<Sport, Map<number, Map<string, Team | null>>>();
  const starts = new Map<string, ReturnType<typeof parseDateTime>>();
  const dates = new Map<string, ReturnType<typeof parseLeagueDate>>();
  const unknownStarts = new Map<string, number>();
  const ctx: GameContext = {
    findTeam: (sport, season, teamId) => {
      let bySeason = found.get(sport);
      if (!bySeason) found.set(sport, (bySeason = new Map()));
      let byId = bySeason.get(season);
      if (!byId) bySeason.set(season, (byId = new Map()));
      let team = byId.get(teamId);
      if (team === undefined) {
        const key = teamKey(sport, season, teamId);
        team = teams.get(key) ?? (Object.hasOwn(state.teams.byId, key) ? state.teams.byId[key]! : null);
        byId.set(teamId, team);
      }
      return team ?? undefined;
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
    // A season's games start at a few hundred distinct times (the 1,230 games of the generated
    // NBA season at 176); each parse is a regular expression, a date computation and its result.
    parseDateTime: (text) => {
      let t = starts.get(text);
      if (t === undefined) starts.set(text, (t = parseDateTime(text)));
      return t;
    },
    // A season's games fall on ~185 dates: each date is read, and its unknown start
    // computed, once per batch. Results are only read, never changed, so one serves every game.
    parseLeagueDate: (text) => {
      let d = dates.get(text);
      if (d === undefined) dates.set(text, (d = parseLeagueDate(text)));
      return d;
    },
    unknownStartInstant: (date) => {
      let t = unknownStarts.get(date);
      if (t === undefined) unknownStarts.set(date, (t = unknownStartInstant(date)));
      return t;
    },
  };

  const games = new Map<string, Game>();
  const unchanged = new Set<string>();
  const collect = (list: Batch['games'], field: 'games' | 'corrections') =>
    list?.forEach((g, i) => {
      if (issues.length >= LIMITS.issues) return;
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
        if (!known) {
          issues.push(issue('unknown_event', [field, i, 'event_id'], `no game ${game.eventId} to correct`));
          return;
        }
        unchanged.delete(key);
        if (!inBatch && sameGame(known, game)) unchanged.add(key);
        games.set(key, game);
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
  collect(batch.games, 'games');
  collect(batch.corrections, 'corrections');
  return { games, unchanged };
}
