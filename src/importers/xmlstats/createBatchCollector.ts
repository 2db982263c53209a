import type { BatchInput, GameInput, SiteInput, TeamInput } from '../../engine/BatchInput.js';
import type { Issue } from '../../ids/Issue.js';
import { issue } from '../../ids/Issue.js';
import type { JsonPath } from './createJsonReader.js';

/**
 * Gathers the teams and games of several responses into one batch, keeping each team (per sport
 * and season), game (per event id) and site (per site id) once. The same facts seen twice are
 * kept once; different facts under the same key are a `conflict` issue that names the fields
 * and both places. Teams, games and sites keep the order in which they were first seen.
 */
export interface BatchCollector {
  readonly issues: readonly Issue[];
  addTeam(team: TeamInput, path: JsonPath): void;
  addGame(game: GameInput, path: JsonPath): void;
  /** The batch so far: `teams` and `games` (each only when non-empty). */
  batch(): BatchInput;
}

interface Seen<T> {
  readonly value: T;
  readonly path: JsonPath;
}

function pathText(path: JsonPath): string {
  return path.map((p, i) => (typeof p === 'number' ? `[${p}]` : i === 0 ? p : `.${p}`)).join('');
}

/** Keys whose values differ between two plain records (compared as JSON). */
function differingKeys(a: object, b: object): string[] {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  const out: string[] = [];
  for (const k of keys) {
    if (JSON.stringify((a as Record<string, unknown>)[k]) !== JSON.stringify((b as Record<string, unknown>)[k])) out.push(k);
  }
  return out;
}

/**
 * Creates an empty {@link BatchCollector}.
 *
 * @example
 * const c = createBatchCollector();
 * c.addGame(gameInput, ['results/boston-red-sox.json', 0]);
 * c.addGame(gameInput, ['results/baltimore-orioles.json', 161]); // same facts: kept once
 * c.batch().games?.length; // 1
 */
export function createBatchCollector(): BatchCollector {
  const issues: Issue[] = [];
  const teams = new Map<string, Seen<TeamInput>>();
  const games = new Map<string, Seen<GameInput>>();
  const sites = new Map<string, Seen<SiteInput>>();

  const conflict = (what: string, path: JsonPath, first: JsonPath, keys: readonly string[], a: object, b: object): void => {
    const show = (o: object, k: string): string => JSON.stringify((o as Record<string, unknown>)[k]) ?? '(absent)';
    const detail = keys.map((k) => `${k} ${show(b, k)} here, ${show(a, k)} at ${pathText(first)}`).join('; ');
    issues.push(issue('conflict', path, `${pathText(path)}: ${what} disagrees with an earlier copy: ${detail}`));
  };

  const addSite = (site: SiteInput, path: JsonPath): void => {
    const id = site.site_id ?? site.name;
    const seen = sites.get(id);
    if (seen === undefined) {
      sites.set(id, { value: site, path });
      return;
    }
    const keys = differingKeys(seen.value, site);
    if (keys.length > 0) conflict(`site "${id}"`, path, seen.path, keys, seen.value, site);
  };

  return {
    issues,
    addTeam(team, path) {
      const key = `${team.sport}|${team.season}|${team.team_id ?? team.full_name ?? ''}`;
      const seen = teams.get(key);
      if (seen === undefined) {
        teams.set(key, { value: team, path });
        return;
      }
      const keys = differingKeys(seen.value, team);
      if (keys.length > 0) conflict(`team "${team.team_id ?? ''}" of ${team.season}`, path, seen.path, keys, seen.value, team);
    },
    addGame(game, path) {
      const key = game.event_id ?? '';
      const seen = games.get(key);
      if (seen === undefined) {
        games.set(key, { value: game, path });
        if (game.site !== undefined) addSite(game.site, [...path, 'site']);
        return;
      }
      const keys = differingKeys(seen.value, game);
      if (keys.length > 0) conflict(`event "${key}"`, path, seen.path, keys, seen.value, game);
    },
    batch() {
      const out: BatchInput = {};
      if (teams.size > 0) out.teams = [...teams.values()].map((s) => s.value);
      if (games.size > 0) out.games = [...games.values()].map((s) => s.value);
      return out;
    },
  };
}
