import { describe, expect, it } from 'vitest';
import { createLeagueState } from '../../src/engine/createLeagueState.js';
import { findGame } from '../../src/engine/findGame.js';
import { ingest } from '../../src/engine/ingest.js';
import type { LeagueState } from '../../src/engine/LeagueState.js';
import { played, TEAMS } from './fixtures.js';

function base(): LeagueState {
  const r = ingest(createLeagueState({ builtIns: false }), { teams: TEAMS });
  if (!r.ok) throw new Error(JSON.stringify(r.issues));
  return r.state;
}

function issuesOf(state: LeagueState, batch: unknown) {
  const r = ingest(state, batch);
  if (r.ok) throw new Error('expected issues');
  return r.issues;
}

describe('ingest', () => {
  it('adds games and finds them by event id', () => {
    const r = ingest(base(), { games: [played('2019-04-01', 'alpha-ants', 'beta-bees', 3, 2)] });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const g = findGame(r.state, 'mlb', '20190401-alpha-ants-at-beta-bees');
    expect(g).toMatchObject({ status: 'completed', awayScore: 3, homeScore: 2, countsOn: '2019-04-01', sequence: 1, startTimeKnown: true });
  });

  it('reads a start time shared by several games of a batch for each of them, and reports a bad one at each', () => {
    const start = { start_date_time: '2019-04-01T19:10:00-04:00' };
    const r = ingest(base(), { games: [played('2019-04-01', 'alpha-ants', 'beta-bees', 3, 2, start), played('2019-04-01', 'gamma-goats', 'delta-dogs', 1, 0, start)] });
    if (!r.ok) throw new Error(JSON.stringify(r.issues));
    for (const id of ['20190401-alpha-ants-at-beta-bees', '20190401-gamma-goats-at-delta-dogs']) {
      expect(findGame(r.state, 'mlb', id)).toMatchObject({ startsAt: Date.UTC(2019, 3, 1, 23, 10), startTimeKnown: true });
    }
    const bad = { start_date_time: '2019-04-01T25:10:00-04:00' };
    const issues = issuesOf(base(), { games: [played('2019-04-01', 'alpha-ants', 'beta-bees', 3, 2, bad), played('2019-04-01', 'gamma-goats', 'delta-dogs', 1, 0, bad)] });
    expect(issues.map((i) => [i.code, i.path])).toStrictEqual([['invalid_date', ['games', 0, 'start_date_time']], ['invalid_date', ['games', 1, 'start_date_time']]]);
    expect(issues[1]!.message).toBe(issues[0]!.message);
  });

  it('returns the very same state when the facts are already known', () => {
    const once = ingest(base(), { games: [played('2019-04-01', 'alpha-ants', 'beta-bees', 3, 2)] });
    if (!once.ok) throw new Error();
    const twice = ingest(once.state, { games: [played('2019-04-01', 'alpha-ants', 'beta-bees', 3, 2)], teams: TEAMS });
    expect(twice.ok && twice.state).toBe(once.state);
  });

  it('reports every problem with a code and a path, and leaves the state untouched', () => {
    const state = base();
    const snapshot = JSON.stringify(state);
    const issues = issuesOf(state, {
      games: [
        played('2019-04-01', 'alpha-ants', 'springfield-isotopes', 1, 0),
        played('2019-04-01', 'alpha-ants', 'alpha-ants', 1, 0),
        played('2019-04-02', 'alpha-ants', 'beta-bees', -1, 0),
        { ...played('2019-04-03', 'alpha-ants', 'beta-bees', 1, 0), home_points_scored: undefined },
        played('20190231', 'alpha-ants', 'beta-bees', 1, 0),
        { ...played('2019-04-04', 'alpha-ants', 'beta-bees', 4, 2), away_period_scores: [1, 1, 1] },
        played('2019-04-05', 'gamma-goats', 'delta-dogs', 1, 0),
      ],
    });
    expect(issues.map((i) => [i.code, i.path.join('.')])).toEqual([
      ['unknown_team', 'games.0.home_team_id'],
      ['same_team', 'games.1.home_team_id'],
      ['invalid_score', 'games.2.away_points_scored'],
      ['invalid_score', 'games.3.home_points_scored'],
      ['invalid_date', 'games.4.date'],
      ['invalid_score', 'games.5.away_period_scores'],
    ]);
    expect(issues[0]!.message).toContain('springfield-isotopes');
    expect(JSON.stringify(state)).toBe(snapshot);
  });

  it('translates schema errors into issues with paths (never a ZodError)', () => {
    const issues = issuesOf(base(), { games: [{ sport: 'nhl', status: 'completed' }] });
    expect(issues.every((i) => i.code === 'invalid_input')).toBe(true);
    expect(issues.map((i) => i.path.join('.'))).toContain('games.0.sport');
    expect(issuesOf(base(), 'not a batch')[0]).toMatchObject({ code: 'invalid_input', path: [] });
  });

  it('treats different facts about a completed game as a conflict unless sent as a correction', () => {
    const s1 = ingest(base(), { games: [played('2019-04-01', 'alpha-ants', 'beta-bees', 3, 2)] });
    if (!s1.ok) throw new Error();
    const conflict = issuesOf(s1.state, { games: [played('2019-04-01', 'alpha-ants', 'beta-bees', 3, 4)] });
    expect(conflict[0]).toMatchObject({ code: 'conflict', path: ['games', 0] });
    const fixed = ingest(s1.state, { corrections: [played('2019-04-01', 'alpha-ants', 'beta-bees', 3, 4)] });
    expect(fixed.ok && findGame(fixed.state, 'mlb', '20190401-alpha-ants-at-beta-bees')?.homeScore).toBe(4);
    expect(issuesOf(s1.state, { corrections: [played('2019-04-09', 'alpha-ants', 'beta-bees', 3, 4)] })[0]?.code).toBe('unknown_event');
  });

  it('follows status transitions: scheduled -> postponed -> completed; suspended -> completed later', () => {
    const sched = { sport: 'mlb', date: '2019-04-06', status: 'scheduled', away_team_id: 'gamma-goats', home_team_id: 'delta-dogs', start_date_time: '2019-04-06T13:05:00-04:00' };
    let s = base();
    for (const step of [sched, { ...sched, status: 'postponed' }, { ...sched, status: 'scheduled', start_date_time: '2019-04-06T18:05:00-04:00' }, { ...played('2019-04-06', 'gamma-goats', 'delta-dogs', 2, 1), start_date_time: '2019-04-06T18:05:00-04:00' }]) {
      const r = ingest(s, { games: [step] });
      if (!r.ok) throw new Error(JSON.stringify(r.issues));
      s = r.state;
    }
    expect(findGame(s, 'mlb', '20190406-gamma-goats-at-delta-dogs')?.status).toBe('completed');
    const back = issuesOf(s, { games: [sched] });
    expect(back[0]?.code).toBe('conflict');

    const susp = ingest(s, { games: [{ ...sched, date: '2019-04-07', status: 'suspended', start_date_time: '2019-04-07T13:05:00-04:00' }] });
    if (!susp.ok) throw new Error();
    const done = ingest(susp.state, { games: [played('2019-04-07', 'gamma-goats', 'delta-dogs', 5, 3, { start_date_time: '2019-04-07T13:05:00-04:00', completed_on: '2019-04-08' })] });
    expect(done.ok && findGame(done.state, 'mlb', '20190407-gamma-goats-at-delta-dogs')?.countsOn).toBe('2019-04-08');
  });

  it('counts a completed game on the Eastern day its start time falls on, late starts on either side of midnight UTC and Eastern', () => {
    const countsOn = (start: string) => {
      const r = ingest(base(), { games: [played('2019-04-01', 'alpha-ants', 'beta-bees', 3, 2, { start_date_time: start })] });
      if (!r.ok) throw new Error(JSON.stringify(r.issues));
      return findGame(r.state, 'mlb', '20190401-alpha-ants-at-beta-bees')?.countsOn;
    };
    expect(countsOn('2019-04-01T19:05:00-04:00')).toBe('2019-04-01');
    expect(countsOn('2019-04-01T23:59:59.999Z')).toBe('2019-04-01');
    // After midnight UTC but before midnight Eastern (22:10 Pacific is 01:10 Eastern: the next day).
    expect(countsOn('2019-04-01T23:30:00-04:00')).toBe('2019-04-01');
    expect(countsOn('2019-04-01T19:10:00-07:00')).toBe('2019-04-01');
    expect(countsOn('2019-04-01T22:10:00-07:00')).toBe('2019-04-02');
    expect(countsOn('2019-04-02T00:00:00-04:00')).toBe('2019-04-02');
    expect(countsOn('2019-04-03T13:05:00-04:00')).toBe('2019-04-03');
  });

  it('rejects a batch that holds the same game twice with different facts', () => {
    const issues = issuesOf(base(), { games: [played('2019-04-01', 'alpha-ants', 'beta-bees', 3, 2), played('2019-04-01', 'alpha-ants', 'beta-bees', 2, 3)] });
    expect(issues[0]).toMatchObject({ code: 'conflict', path: ['games', 1] });
  });

  it('numbers later games of a date and accepts an explicit event id', () => {
    const r = ingest(base(), {
      games: [
        played('2019-04-01', 'alpha-ants', 'beta-bees', 3, 2),
        played('2019-04-01', 'alpha-ants', 'beta-bees', 1, 2, { sequence: 2, start_date_time: '2019-04-01T23:05:00-04:00' }),
        { ...played('2019-04-02', 'alpha-ants', 'beta-bees', 1, 0), date: undefined, event_id: '20190402-alpha-ants-at-beta-bees' },
      ],
    });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(findGame(r.state, 'mlb', '20190401-2-alpha-ants-at-beta-bees')?.homeScore).toBe(2);
    expect(findGame(r.state, 'mlb', '20190402-alpha-ants-at-beta-bees')?.awayScore).toBe(1);
    const bad = issuesOf(base(), { games: [{ ...played('2019-04-02', 'alpha-ants', 'beta-bees', 1, 0), event_id: '20190403-alpha-ants-at-beta-bees' }] });
    expect(bad[0]?.code).toBe('invalid_event_id');
  });

  it('stores an unknown start time as such, at the 03:45:56 Eastern placeholder', () => {
    const r = ingest(base(), { games: [{ ...played('2019-04-01', 'alpha-ants', 'beta-bees', 3, 2), start_date_time: null }] });
    if (!r.ok) throw new Error();
    const g = findGame(r.state, 'mlb', '20190401-alpha-ants-at-beta-bees')!;
    expect(g.startTimeKnown).toBe(false);
    expect(g.startsAt).toBe(Date.parse('2019-04-01T03:45:56-04:00'));
  });

  it('freezes what it stores', () => {
    const r = ingest(base(), { games: [played('2019-04-01', 'alpha-ants', 'beta-bees', 3, 2)] });
    if (!r.ok) throw new Error();
    const g = findGame(r.state, 'mlb', '20190401-alpha-ants-at-beta-bees')!;
    expect(Object.isFrozen(g)).toBe(true);
    expect(Object.isFrozen(r.state.seasons)).toBe(true);
  });
});
