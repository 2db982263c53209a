import type { BatchInput, GameInput } from '../../engine/BatchInput.js';
import { issue, type Issue, type Result } from '../../ids/Issue.js';

/** What a box score adds to a results row of the same game. */
const BOX_FIELDS = [
  'away_period_scores', 'home_period_scores', 'away_batters', 'home_batters', 'away_pitchers', 'home_pitchers', 'away_errors', 'home_errors',
  'away_fielding', 'home_fielding', 'officials', 'attendance', 'duration', 'temperature',
] as const satisfies readonly (keyof GameInput)[];

/**
 * Adds what box scores know to the games of a results batch: period scores of completed games
 * and, from baseball box scores, batters, pitchers, officials, attendance, duration and
 * temperature.
 * A box score of a game the results lack adds the game; one that disagrees with the results on
 * the teams, the status (a box score exists only for a completed game), the points or the start
 * time is a `conflict` naming both. The box score batches come from {@link parseXmlstatsBoxscore}.
 *
 * @example
 * const merged = mergeBoxscores(resultsBatch, [{ name: 'boxscore/20140331-boston-red-sox-at-baltimore-orioles.json', batch: boxBatch }]);
 * // merged.ok && merged.value.games.every((g) => g.status !== 'completed' || g.home_period_scores !== undefined)
 */
export function mergeBoxscores(batch: BatchInput, boxscores: readonly { readonly name: string; readonly batch: BatchInput }[]): Result<BatchInput> {
  const issues: Issue[] = [];
  const games = (batch.games ?? []).map((g) => ({ ...g }));
  const byId = new Map<string, GameInput>();
  for (const g of games) if (g.event_id !== undefined) byId.set(`${g.sport}:${g.event_id}`, g);
  const teams = [...(batch.teams ?? [])];
  const teamKeys = new Set(teams.map((t) => `${t.sport}|${t.season}|${t.team_id ?? ''}`));
  for (const box of boxscores) {
    for (const g of box.batch.games ?? []) {
      const known = byId.get(`${g.sport}:${g.event_id ?? ''}`);
      if (!known) {
        games.push(g);
        byId.set(`${g.sport}:${g.event_id ?? ''}`, g);
        for (const t of box.batch.teams ?? []) {
          const key = `${t.sport}|${t.season}|${t.team_id ?? ''}`;
          if (!teamKeys.has(key)) {
            teamKeys.add(key);
            teams.push(t);
          }
        }
        continue;
      }
      const differs: string[] = [];
      if (known.away_team_id !== g.away_team_id || known.home_team_id !== g.home_team_id) differs.push(`teams ${g.away_team_id} at ${g.home_team_id} vs ${known.away_team_id} at ${known.home_team_id}`);
      if (known.status !== 'completed') differs.push(`status completed vs ${known.status}`);
      if (known.away_points_scored !== g.away_points_scored || known.home_points_scored !== g.home_points_scored) {
        differs.push(`score ${String(g.away_points_scored)}-${String(g.home_points_scored)} vs ${String(known.away_points_scored)}-${String(known.home_points_scored)}`);
      }
      if (known.start_date_time !== g.start_date_time) differs.push(`start ${String(g.start_date_time)} vs ${String(known.start_date_time)}`);
      if (differs.length > 0) {
        issues.push(issue('conflict', [box.name], `${box.name}: the box score disagrees with the results on ${differs.join('; ')}`));
        continue;
      }
      for (const key of BOX_FIELDS) if (g[key] !== undefined) (known as Record<string, unknown>)[key] = g[key];
    }
  }
  if (issues.length > 0) return { ok: false, issues };
  const out: BatchInput = { ...batch, games };
  if (teams.length > 0) out.teams = teams;
  return { ok: true, value: out };
}
