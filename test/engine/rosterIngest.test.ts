import { describe, expect, it } from 'vitest';
import type { RosterPlayerInput } from '../../src/engine/BatchInput.js';
import { createLeagueState } from '../../src/engine/createLeagueState.js';
import { getRoster } from '../../src/engine/getRoster.js';
import { ingest } from '../../src/engine/ingest.js';
import type { LeagueState } from '../../src/engine/LeagueState.js';

const player = (display: string, extra: Partial<RosterPlayerInput> = {}): RosterPlayerInput => {
  const [first = '', ...rest] = display.split(' ');
  return {
    last_name: rest.join(' '), first_name: first, display_name: display, birthdate: '1990-06-15', birthplace: 'Boston, Massachusetts, USA',
    height_in: 74, weight_lb: 200, position: 'P', uniform_number: 10, bats: 'R', throws: 'R', roster_status: 'active', ...extra,
  };
};
const SOX = [
  player('David Ortiz', { position: 'DH', roster_status: 'active' }),
  player('Mookie Betts', { position: 'RF', roster_status: 'expanded' }),
  player('Jon Lester', { position: 'P' }),
  player('David Ross', { position: 'C' }),
  player('Xander Bogaerts', { position: 'SS' }),
  player('Zed Utility', { position: 'UT' }),
];
const roster = (players: readonly RosterPlayerInput[], season = 2014, team_id = 'boston-red-sox') => ({ sport: 'mlb' as const, season, team_id, players: [...players] });

function ok(state: LeagueState, batch: unknown): LeagueState {
  const r = ingest(state, batch);
  if (!r.ok) throw new Error(JSON.stringify(r.issues));
  return r.state;
}
function issuesOf(state: LeagueState, batch: unknown) {
  const r = ingest(state, batch);
  if (r.ok) throw new Error('expected issues');
  return r.issues.map((i) => ({ code: i.code, path: i.path }));
}
const NOW = '2014-07-28T12:00:00-04:00';
const names = (state: LeagueState, query: Partial<Parameters<typeof getRoster>[1]> = {}) =>
  getRoster(state, { sport: 'mlb', teamId: 'boston-red-sox', now: NOW, ...query })?.players.map((p) => p.player.displayName);

describe('ingesting rosters', () => {
  const base = ok(createLeagueState(), { rosters: [roster(SOX)] });

  it('orders MLB players by position group (P, C, infield, outfield, DH, others), then last name, whatever the order sent', () => {
    expect(names(base, { status: 'expanded' })).toEqual(['Jon Lester', 'David Ross', 'Xander Bogaerts', 'Mookie Betts', 'David Ortiz', 'Zed Utility']);
    const reversed = ok(createLeagueState(), { rosters: [roster([...SOX].reverse())] });
    expect(reversed.rosters).toEqual(base.rosters);
  });

  it('re-ingesting the same roster in another order returns the very same state', () => {
    expect(ingest(base, { rosters: [roster([...SOX].reverse())] })).toEqual({ ok: true, state: base });
    const r = ingest(base, { rosters: [roster([...SOX].reverse())] });
    expect(r.ok && r.state).toBe(base);
  });

  it('a new roster of the team and season replaces the old one', () => {
    const next = ok(base, { rosters: [roster(SOX.filter((p) => p.display_name !== 'Jon Lester'))] });
    expect(names(next, { status: 'expanded' })).not.toContain('Jon Lester');
    expect(names(base, { status: 'expanded' })).toContain('Jon Lester');
  });

  it('MLB: status=expanded gives active and expanded players, anything else the active ones', () => {
    expect(names(base, { status: 'expanded' })).toContain('Mookie Betts');
    expect(names(base)).toEqual(['Jon Lester', 'David Ross', 'Xander Bogaerts', 'David Ortiz', 'Zed Utility']);
    expect(names(base, { status: 'active' })).toEqual(names(base));
    expect(names(base, { status: 'whatever' })).toEqual(names(base));
  });

  it('NBA ignores status and orders by last name across positions', () => {
    const nba = (display: string, position: string, status: 'active' | 'expanded' = 'active') => {
      const { bats: _b, throws: _t, ...rest } = player(display, { position, roster_status: status });
      return rest;
    };
    const s = ok(createLeagueState(), { rosters: [{ sport: 'nba', season: 2014, team_id: 'detroit-pistons', players: [nba('Brandon Jennings', 'PG'), nba('Andre Drummond', 'C', 'expanded'), nba('Chauncey Billups', 'PG')] }] });
    const got = (status?: string) => getRoster(s, { sport: 'nba', teamId: 'detroit-pistons', now: '2013-11-01T12:00:00-04:00', ...(status ? { status } : {}) })?.players.map((p) => p.player.lastName);
    expect(got()).toEqual(['Billups', 'Drummond', 'Jennings']);
    expect(got('expanded')).toEqual(got());
  });

  it('serves the roster of the clock\'s season, else the latest earlier one, never a later one', () => {
    const s = ok(createLeagueState(), { rosters: [roster(SOX.slice(0, 1), 2012), roster(SOX.slice(0, 2), 2013), roster(SOX.slice(0, 3), 2016)] });
    const at = (now: string) => getRoster(s, { sport: 'mlb', teamId: 'boston-red-sox', now, status: 'expanded' });
    expect(at('2013-07-01T12:00:00-04:00')).toMatchObject({ season: 2013, team: { season: 2013 } });
    expect(at('2015-07-01T12:00:00-04:00')?.season).toBe(2013);
    expect(at('2016-07-01T12:00:00-04:00')?.season).toBe(2016);
    expect(at('2011-07-01T12:00:00-04:00')).toBeUndefined();
    expect(getRoster(s, { sport: 'mlb', teamId: 'new-york-yankees', now: NOW })).toBeUndefined();
  });

  it('computes ages on the clock\'s Eastern date', () => {
    const s = ok(createLeagueState(), { rosters: [roster([player('Leap Day', { birthdate: '1988-02-29' })])] });
    const age = (now: string) => getRoster(s, { sport: 'mlb', teamId: 'boston-red-sox', now })?.players[0]?.age;
    expect(age('2014-02-28T23:59:00-05:00')).toBe(25);
    expect(age('2014-03-01T04:59:00Z')).toBe(25); // still 28 February in New York
    expect(age('2014-03-01T00:00:00-05:00')).toBe(26);
  });

  it('bad input: typed issues with paths, and the state stays exactly as it was', () => {
    const cases: [unknown, { code: string; path: (string | number)[] }[]][] = [
      [{ rosters: [roster([player('A B'), player('C D', { height_in: -74 })])] }, [{ code: 'invalid_input', path: ['rosters', 0, 'players', 1, 'height_in'] }]],
      [{ rosters: [roster([player('A B', { weight_lb: 0 })])] }, [{ code: 'invalid_input', path: ['rosters', 0, 'players', 0, 'weight_lb'] }]],
      [{ rosters: [roster([player('A B', { uniform_number: -2 })])] }, [{ code: 'invalid_input', path: ['rosters', 0, 'players', 0, 'uniform_number'] }]],
      [{ rosters: [roster([player('A B', { birthdate: '1990-02-30' })])] }, [{ code: 'invalid_date', path: ['rosters', 0, 'players', 0, 'birthdate'] }]],
      [{ rosters: [roster([player('A B')], 2014, 'springfield-isotopes')] }, [{ code: 'unknown_team', path: ['rosters', 0, 'team_id'] }]],
      [{ rosters: [roster([player('A B')], 2030)] }, [{ code: 'unknown_team', path: ['rosters', 0, 'team_id'] }]],
      [{ rosters: [roster([player('A B'), player('C D'), player('A B', { position: 'C' })])] }, [{ code: 'conflict', path: ['rosters', 0, 'players', 2] }]],
      [{ rosters: [roster([player('A B')]), roster([player('C D')])] }, [{ code: 'conflict', path: ['rosters', 1] }]],
      [{ rosters: [{ sport: 'nba', season: 2014, team_id: 'detroit-pistons', players: [player('A B')] }] }, [{ code: 'invalid_input', path: ['rosters', 0, 'players', 0, 'bats'] }]],
      [{ rosters: [roster([player('A B', { bats: 'X' as 'R' })])] }, [{ code: 'invalid_input', path: ['rosters', 0, 'players', 0, 'bats'] }]],
      [{ rosters: [roster([player('A B', { roster_status: 'minors' as 'active' })])] }, [{ code: 'invalid_input', path: ['rosters', 0, 'players', 0, 'roster_status'] }]],
    ];
    const before = JSON.stringify(base);
    for (const [batch, expected] of cases) {
      expect(issuesOf(base, batch)).toEqual(expected);
    }
    expect(JSON.stringify(base)).toBe(before);
    expect(names(base, { status: 'expanded' })).toHaveLength(6);
  });
});
