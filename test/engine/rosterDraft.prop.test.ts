import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { DraftPickInput, RosterPlayerInput } from '../../src/engine/BatchInput.js';
import { createLeagueState } from '../../src/engine/createLeagueState.js';
import { getDraft } from '../../src/engine/getDraft.js';
import { ingest } from '../../src/engine/ingest.js';
import type { LeagueState } from '../../src/engine/LeagueState.js';

const POSITIONS = ['P', 'C', '1B', '2B', '3B', 'SS', 'LF', 'CF', 'RF', 'DH', 'UT'];
const NAMES = ['Ortiz', 'Lester', 'Ross', 'Betts', 'Bogaerts', 'Holt', 'Nava', 'De La Rosa', 'Uehara', 'Young'];
const players: RosterPlayerInput[] = NAMES.flatMap((last, i) => ['Chris', 'Eric'].map((first, j) => ({
  last_name: last, first_name: first, display_name: `${first} ${last}`, birthdate: `198${i}-0${j + 1}-15`, birthplace: 'X', height_in: 70 + i,
  weight_lb: 180 + 5 * i, position: POSITIONS[(i * 3 + j) % POSITIONS.length]!, uniform_number: i * 2 + j, roster_status: j === 0 ? 'active' : 'expanded',
})));
const picks: DraftPickInput[] = Array.from({ length: 12 }, (_, k) => ({
  sport: 'nba', season: 2015, round: k < 6 ? 1 : 2, pick: (k % 6) + 1, overall_pick: k + 1, team_id: 'boston-celtics',
  player: { last_name: `L${k}`, first_name: 'F', birthdate: '1995-01-01', birthplace: 'X', height_in: 78, weight_lb: 210, position: 'G' },
}));

function ok(state: LeagueState, batch: unknown): LeagueState {
  const r = ingest(state, batch);
  if (!r.ok) throw new Error(JSON.stringify(r.issues));
  return r.state;
}

describe('rosters and drafts: order of ingest', () => {
  const roster = (ps: readonly RosterPlayerInput[]) => ({ rosters: [{ sport: 'mlb', season: 2014, team_id: 'boston-red-sox', players: [...ps] }] });
  const reference = ok(createLeagueState(), roster(players));

  it('the order players are sent in changes nothing, and re-sending is a no-op', () => {
    fc.assert(fc.property(fc.shuffledSubarray(players, { minLength: players.length, maxLength: players.length }), (shuffled) => {
      const s = ok(createLeagueState(), roster(shuffled));
      expect(s.rosters).toEqual(reference.rosters);
      expect(ok(reference, roster(shuffled))).toBe(reference);
    }));
  });

  it('draft picks one batch at a time, in any order, equal the whole draft at once', () => {
    const NOW = '2016-01-01T12:00:00-05:00';
    const whole = getDraft(ok(createLeagueState(), { draft_picks: picks }), { now: NOW });
    fc.assert(fc.property(fc.shuffledSubarray(picks, { minLength: picks.length, maxLength: picks.length }), (shuffled) => {
      const s = shuffled.reduce((acc, p) => ok(acc, { draft_picks: [p] }), createLeagueState());
      expect(getDraft(s, { now: NOW })).toEqual(whole);
    }), { numRuns: 30 });
  });
});
