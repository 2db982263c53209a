/**
 * `collectGames` reads each date and computes each unknown start once per batch (D139): for
 * arbitrary batches of games sharing a few dates (event ids, ISO and compact dates, impossible
 * dates, known and unknown start times, completion dates), the games and issues it collects are
 * exactly those `normalizeGame` gives each game alone with a context that remembers nothing.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Site } from '../../src/aggregates/Site.js';
import type { Team } from '../../src/aggregates/Team.js';
import { batchSchema } from '../../src/engine/BatchInput.js';
import { createLeagueState } from '../../src/engine/createLeagueState.js';
import { collectGames } from '../../src/engine/internal/collectGames.js';
import { normalizeGame, type GameContext } from '../../src/engine/internal/normalizeGame.js';
import { siteIdOfName } from '../../src/engine/internal/siteIdOfName.js';
import { teamKey, type TeamKey } from '../../src/engine/LeagueState.js';
import { parseDateTime, parseLeagueDate, unknownStartInstant, type Issue, type Season, type Sport } from '../../src/ids/index.js';
import { getTeamsOfSeason } from '../../src/registry/getTeamsOfSeason.js';

const state = createLeagueState();
const TEAMS = getTeamsOfSeason('mlb', 2019).map((t) => t.teamId as string).slice(0, 6);
/** The plain context: every lookup straight from the state, nothing remembered. */
const plain: GameContext = {
  findTeam: (sport: Sport, season: number, teamId: string) => state.teams.byId[teamKey(sport, season as Season, teamId)],
  isKnownTeamId: (_sport, teamId) => TEAMS.includes(teamId) || Object.values(state.teams.byId).some((t) => t.teamId === teamId),
  hasSite: (siteId) => Object.hasOwn(state.sites.byId, siteId),
  siteIdOfName,
  parseDateTime,
  parseLeagueDate,
  unknownStartInstant,
};

const day = fc.constantFrom('2019-04-01', '20190401', '2019-04-02', '20190402', '2019-02-30', '2019-4-1', '2019-09-29');
const game = fc.record({
  day,
  away: fc.nat(TEAMS.length - 1),
  off: fc.integer({ min: 1, max: TEAMS.length - 1 }),
  withEventId: fc.boolean(),
  start: fc.constantFrom(undefined, null, '2019-04-01T19:05:00-04:00', '2019-04-02T03:30:00Z', '2019-04-01T25:00:00-04:00'),
  status: fc.constantFrom('completed', 'scheduled'),
  completedOn: fc.constantFrom(undefined, '2019-04-02', '20190331', '2019-13-01'),
}).map((g) => {
  const away = TEAMS[g.away]!;
  const home = TEAMS[(g.away + g.off) % TEAMS.length]!;
  const out: Record<string, unknown> = { sport: 'mlb', status: g.status, away_team_id: away, home_team_id: home };
  if (g.withEventId) out.event_id = `${g.day.replaceAll('-', '')}-${away}-at-${home}`;
  else out.date = g.day;
  if (g.start !== undefined) out.start_date_time = g.start;
  if (g.status === 'completed') Object.assign(out, { away_points_scored: 3, home_points_scored: 2 });
  if (g.completedOn !== undefined) out.completed_on = g.completedOn;
  return out;
});

describe('collectGames', () => {
  it('collects what normalizeGame gives each game alone, dates and unknown starts read once per batch', () => {
    let compared = 0;
    fc.assert(
      fc.property(fc.array(game, { minLength: 1, maxLength: 8 }), (games) => {
        const parsed = batchSchema.safeParse({ games });
        if (!parsed.success) return;
        const issues: Issue[] = [];
        const got = collectGames(parsed.data, state, new Map<TeamKey, Team>(), new Map<string, Site>(), issues);
        const expectedIssues: Issue[] = [];
        const expected = new Map<string, unknown>();
        const seen = new Set<string>();
        let twice = false;
        (parsed.data.games ?? []).forEach((g, i) => {
          const r = normalizeGame(g, ['games', i], plain);
          if (!r.game) {
            expectedIssues.push(...r.issues);
            return;
          }
          const key = `mlb:${r.game.eventId}`;
          if (seen.has(key)) twice = true; // a game twice in the batch: collectGames's rules, not compared here
          seen.add(key);
          expected.set(key, r.game);
        });
        if (twice) return;
        compared += expected.size;
        expect(issues).toStrictEqual(expectedIssues);
        expect(new Map([...got.games].filter(([k]) => expected.has(k)))).toStrictEqual(expected);
      }),
      // Enough runs that every seed compares well over 300 games (about 0.7 a run at the least:
      // seed 1587097497 compared 286 in 400 runs).
      { numRuns: 700 },
    );
    expect(compared).toBeGreaterThan(300);
  });
});
