import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { GameInput } from '../../src/engine/BatchInput.js';
import { createLeagueState } from '../../src/engine/createLeagueState.js';
import { getEvents } from '../../src/engine/getEvents.js';
import { getResults } from '../../src/engine/getResults.js';
import { getStandings, getWildcard } from '../../src/engine/getStandings.js';
import { ingest } from '../../src/engine/ingest.js';
import type { LeagueState } from '../../src/engine/LeagueState.js';
import { formatEvents } from '../../src/formatting/payloads/formatEvents.js';
import { formatResults } from '../../src/formatting/payloads/formatResults.js';
import { formatStandings, formatWildcard } from '../../src/formatting/payloads/formatStandings.js';
import { getTeamsOfSeason } from '../../src/registry/getTeamsOfSeason.js';
import { mlbGameArb } from './gameArbitraries.js';

const TEAMS = getTeamsOfSeason('mlb', 2019).map((t) => t.teamId as string);
const NOW = '2019-04-20T12:00:00-04:00';

/** Distinct games (one fact per event). */
const gamesArb = fc.uniqueArray(mlbGameArb, { selector: (g) => `${g.date}-${g.sequence}-${g.away_team_id}-${g.home_team_id}`, maxLength: 60 });

function must(state: LeagueState, games: readonly GameInput[]): LeagueState {
  const r = ingest(state, { games });
  if (!r.ok) throw new Error(JSON.stringify(r.issues));
  return r.state;
}

/** Every payload the engine serves for this data, as bytes. */
function payloads(state: LeagueState): string[] {
  const out: string[] = [];
  for (const date of ['20190407', '20190415', '20190428']) {
    out.push(formatStandings(getStandings(state, { sport: 'mlb', date, now: NOW })));
    out.push(formatWildcard(getWildcard(state, { sport: 'mlb', date, now: NOW })));
    out.push(formatEvents(getEvents(state, { date, now: NOW })));
  }
  for (const teamId of TEAMS.slice(0, 6)) out.push(formatResults(getResults(state, { sport: 'mlb', teamId, season: 2019, now: NOW })!));
  return out;
}

describe('ingest properties', () => {
  it('ingest order never changes any payload', () => {
    fc.assert(
      fc.property(gamesArb, fc.infiniteStream(fc.nat()), (games, noise) => {
        const order = games.map((g) => ({ g, k: noise.next().value })).sort((a, b) => a.k - b.k).map((x) => x.g);
        expect(payloads(must(createLeagueState(), order))).toEqual(payloads(must(createLeagueState(), games)));
      }),
      { numRuns: 25 },
    );
  });

  it('batch ingest equals one-by-one ingest', () => {
    fc.assert(
      fc.property(gamesArb, (games) => {
        let one = createLeagueState();
        for (const g of games) one = must(one, [g]);
        expect(payloads(one)).toEqual(payloads(must(createLeagueState(), games)));
      }),
      { numRuns: 25 },
    );
  });

  it('re-ingesting known facts is a no-op that returns the same state', () => {
    fc.assert(
      fc.property(gamesArb, fc.nat(), (games, cut) => {
        const state = must(createLeagueState(), games);
        const again = ingest(state, { games: games.slice(0, games.length === 0 ? 0 : cut % games.length) });
        expect(again.ok && again.state).toBe(state);
      }),
      { numRuns: 50 },
    );
  });

  it('league-wide wins equal losses on every date, and ties are counted in games played only', () => {
    fc.assert(
      fc.property(gamesArb, (games) => {
        const state = must(createLeagueState(), games);
        const completed = games.filter((g) => g.status === 'completed');
        const ties = completed.filter((g) => g.away_points_scored === g.home_points_scored).length;
        const rows = getStandings(state, { sport: 'mlb', date: '20190430', now: NOW }).rows;
        const won = rows.reduce((s, r) => s + r.record.won, 0);
        const lost = rows.reduce((s, r) => s + r.record.lost, 0);
        expect(won).toBe(lost);
        expect(won).toBe(completed.length - ties);
        expect(rows.reduce((s, r) => s + r.record.won + r.record.lost + r.record.tied, 0)).toBe(2 * completed.length);
      }),
      { numRuns: 50 },
    );
  });

  it('never mutates its input or an earlier state', () => {
    fc.assert(
      fc.property(gamesArb, gamesArb, (first, second) => {
        const s1 = must(createLeagueState(), first);
        const before = JSON.stringify(s1);
        const input = { games: second };
        const inputBefore = JSON.stringify(input);
        ingest(s1, input);
        expect(JSON.stringify(s1)).toBe(before);
        expect(JSON.stringify(input)).toBe(inputBefore);
      }),
      { numRuns: 25 },
    );
  });
});
