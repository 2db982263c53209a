import { describe, expect, it } from 'vitest';
import { createLeagueState } from '../../src/engine/createLeagueState.js';
import { getTournament } from '../../src/engine/getTournament.js';
import { ingest } from '../../src/engine/ingest.js';
import type { LeagueState } from '../../src/engine/LeagueState.js';
import { respond } from '../../src/engine/router/respond.js';
import { formatTournament } from '../../src/formatting/payloads/formatTournament.js';
import { played } from './fixtures.js';

function ok(state: LeagueState, batch: unknown): LeagueState {
  const r = ingest(state, batch);
  if (!r.ok) throw new Error(JSON.stringify(r.issues));
  return r.state;
}

/** The 2015 AL and NL fields as ingested facts (Baseball-Reference, 2015 postseason). */
const AL = ['kansas-city-royals', 'toronto-blue-jays', 'texas-rangers', 'new-york-yankees', 'houston-astros'];
const NL = ['st-louis-cardinals', 'los-angeles-dodgers', 'new-york-mets', 'pittsburgh-pirates', 'chicago-cubs'];
const competitors = (ids: readonly string[]) => ids.map((team_id, i) => ({ seed: i + 1, team_id }));
const tournament2015 = (extra: Record<string, unknown> = {}) => ({
  sport: 'mlb', season: 2015,
  rounds: [{ sequence: 2, name: 'Division Series', round_format: 'Best of 5' }, { sequence: 1, name: 'Wildcard', round_format: 'Single Elimination' }],
  groups: [{ name: 'American League', competitors: competitors(AL) }, { name: 'National League', description: 'NL', competitors: competitors(NL).reverse() }],
  ...extra,
});
const NOW = '2015-12-31T12:00:00-05:00';

describe('ingesting a postseason structure', () => {
  const base = createLeagueState();

  it('keeps the facts: rounds by sequence, competitors by seed, missing names and descriptions derived', () => {
    const t = getTournament(ok(base, { tournaments: [tournament2015()] }), { sport: 'mlb', season: 2015, now: NOW })!;
    expect(t.source).toBe('ingested');
    expect([t.name, t.description]).toEqual(['2015 MLB Postseason', 'The competition to determine the 2015 MLB champion.']);
    expect(t.rounds.map((r) => [r.sequence, r.name, r.startDate])).toEqual([[1, 'Wildcard', null], [2, 'Division Series', null]]);
    expect(t.groups.map((g) => g.description)).toEqual(['The teams competing for the 2015 American League pennant.', 'NL']);
    expect(t.groups[1]!.competitors.map((c) => c.team.teamId)).toEqual(NL);
    // Seeds of the format's shape: the pairings follow the season's rule.
    expect(t.firstRound!.pairings.map((p) => [p.higher.teamId, p.lower.teamId])).toEqual([['new-york-yankees', 'houston-astros'], ['pittsburgh-pirates', 'chicago-cubs']]);
  });

  it('has no pairings for groups of another shape', () => {
    const t = getTournament(ok(base, { tournaments: [tournament2015({ groups: [{ name: 'Everyone', competitors: competitors([...AL, ...NL]) }] })] }), { sport: 'mlb', season: 2015, now: NOW })!;
    expect(t.firstRound).toBeUndefined();
    expect(t.groups[0]!.description).toBe('The Everyone group of the 2015 MLB Postseason.');
  });

  it('is a no-op when the same facts come again, and replaces the structure when they differ', () => {
    const once = ok(base, { tournaments: [tournament2015()] });
    expect(ok(once, { tournaments: [tournament2015()] })).toBe(once);
    const renamed = ok(once, { tournaments: [tournament2015({ name: 'Postseason 2015' })] });
    expect(renamed).not.toBe(once);
    expect(getTournament(renamed, { sport: 'mlb', season: 2015, now: NOW })!.name).toBe('Postseason 2015');
    expect(renamed.tournaments.ids).toEqual(['mlb:2015']);
  });

  it('accepts a team ingested in the same batch', () => {
    const team = { sport: 'mlb', season: 2015, abbreviation: 'XX', first_name: 'Expo', last_name: 'Club', conference: 'American', division: 'East', site_name: 'X Park', city: 'X', state: 'Y' };
    const t = tournament2015({ groups: [{ name: 'American League', competitors: [{ seed: 1, team_id: 'expo-club' }] }] });
    expect(ingest(base, { teams: [team], tournaments: [t] }).ok).toBe(true);
    expect(ingest(base, { tournaments: [t] }).ok).toBe(false);
  });

  const bad: [string, Record<string, unknown>, { code: string; path: (string | number)[] }[]][] = [
    ['a competitor twice', { groups: [{ name: 'American League', competitors: competitors(AL) }, { name: 'National League', competitors: [{ seed: 1, team_id: 'houston-astros' }] }] },
      [{ code: 'conflict', path: ['tournaments', 0, 'groups', 1, 'competitors', 0, 'team_id'] }]],
    ['an unknown team', { groups: [{ name: 'American League', competitors: [{ seed: 1, team_id: 'montreal-expos' }] }] },
      [{ code: 'unknown_team', path: ['tournaments', 0, 'groups', 0, 'competitors', 0, 'team_id'] }]],
    ['a seed repeated in a group', { groups: [{ name: 'American League', competitors: [{ seed: 1, team_id: AL[0] }, { seed: 1, team_id: AL[1] }] }] },
      [{ code: 'conflict', path: ['tournaments', 0, 'groups', 0, 'competitors', 1, 'seed'] }]],
    ['a group twice', { groups: [{ name: 'American League', competitors: [{ seed: 1, team_id: AL[0] }] }, { name: 'American League', competitors: [{ seed: 1, team_id: NL[0] }] }] },
      [{ code: 'conflict', path: ['tournaments', 0, 'groups', 1, 'name'] }]],
    ['a round sequence twice', { rounds: [{ sequence: 1, name: 'A', round_format: 'X' }, { sequence: 1, name: 'B', round_format: 'X' }] },
      [{ code: 'conflict', path: ['tournaments', 0, 'rounds', 1, 'sequence'] }]],
    ['an impossible date', { start_date: '2015-02-30' }, [{ code: 'invalid_date', path: ['tournaments', 0, 'start_date'] }]],
    ['a finish before the start', { rounds: [{ sequence: 1, name: 'A', round_format: 'X', start_date: '2015-10-07', finish_date: '2015-10-06' }] },
      [{ code: 'invalid_date', path: ['tournaments', 0, 'rounds', 0, 'finish_date'] }]],
    ['a round outside the tournament', { start_date: '2015-10-05', finish_date: '2015-11-10', rounds: [{ sequence: 1, name: 'A', round_format: 'X', start_date: '2015-10-01' }] },
      [{ code: 'invalid_date', path: ['tournaments', 0, 'rounds', 0, 'start_date'] }]],
    ['a seed that is not a positive integer', { groups: [{ name: 'American League', competitors: [{ seed: 0, team_id: AL[0] }] }] },
      [{ code: 'invalid_input', path: ['tournaments', 0, 'groups', 0, 'competitors', 0, 'seed'] }]],
  ];

  it.each(bad)('refuses %s with a typed issue at its path, the state untouched', (_, extra, issues) => {
    const state = ok(base, { tournaments: [tournament2015()] });
    const before = getTournament(state, { sport: 'mlb', season: 2015, now: NOW });
    const r = ingest(state, { tournaments: [tournament2015(extra)] });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.issues.map((i) => ({ code: i.code, path: i.path }))).toEqual(issues);
    expect(getTournament(state, { sport: 'mlb', season: 2015, now: NOW })).toEqual(before);
    expect(state.tournaments.byId['mlb:2015']!.groups[0]!.competitors).toHaveLength(5);
  });

  it('refuses one season twice in a batch with different facts', () => {
    const r = ingest(base, { tournaments: [tournament2015(), tournament2015({ name: 'Other' })] });
    expect(r.ok ? [] : r.issues.map((i) => [i.code, i.path])).toEqual([['conflict', ['tournaments', 1]]]);
    expect(ingest(base, { tournaments: [tournament2015(), tournament2015()] }).ok).toBe(true);
  });
});

describe('which season, and whether there is one', () => {
  // A tiny "complete" 2019 regular season (nothing left to play) and one with a game still scheduled.
  const finished = ok(createLeagueState(), {
    games: [played('2019-09-28', 'boston-red-sox', 'new-york-yankees', 1, 2), played('2019-09-29', 'chicago-cubs', 'st-louis-cardinals', 3, 2)],
  });
  const pending = ok(finished, {
    games: [{ sport: 'mlb', date: '2019-09-30', status: 'scheduled', away_team_id: 'boston-red-sox', home_team_id: 'new-york-yankees' }],
  });
  const with2015 = (state: LeagueState) => ok(state, { tournaments: [tournament2015()] });

  it('derives a season once its regular season is over in the state, and none while a game is left', () => {
    expect(getTournament(finished, { sport: 'mlb', season: 2019, now: '2020-01-01T12:00:00-05:00' })?.source).toBe('derived');
    expect(getTournament(pending, { sport: 'mlb', season: 2019, now: '2020-01-01T12:00:00-05:00' })).toBeUndefined();
    expect(getTournament(finished, { sport: 'mlb', season: 2018, now: '2020-01-01T12:00:00-05:00' })).toBeUndefined();
  });

  it('defaults to the latest season over by the clock\'s day, or an ingested one, not after the clock\'s season', () => {
    const state = with2015(finished);
    const season = (now: string) => getTournament(state, { sport: 'mlb', now })?.season;
    expect(season('2019-09-30T12:00:00-04:00')).toBe(2019); // the last regular-season day was 09-29
    expect(season('2019-09-29T12:00:00-04:00')).toBe(2019);
    expect(season('2019-09-28T12:00:00-04:00')).toBe(2015); // 2019 not over on that day
    expect(season('2016-06-01T12:00:00-04:00')).toBe(2015);
    expect(season('2014-06-01T12:00:00-04:00')).toBeUndefined();
    expect(getTournament(with2015(pending), { sport: 'mlb', now: '2019-12-01T12:00:00-05:00' })?.season).toBe(2015);
  });

  describe('through the router', () => {
    const token = 'tournament-token-01';
    const state = ok(with2015(finished), {
      accounts: [{ email_address: 't@example.com', first_name: 'T', last_name: 'T', created_on: '2015-01-01' }],
      tokens: [{ token, email_address: 't@example.com', expires_at: '2100-01-01T00:00:00-05:00' }],
    });
    const get = (url: string) => respond(state, { method: 'GET', url, headers: { authorization: `Bearer ${token}` } }, { now: '2019-10-15T12:00:00-04:00' });
    const errorOf = (body: string) => (JSON.parse(body) as { error: { code: string; description: string } }).error;

    it('answers the season asked for, or the default one', () => {
      expect(get('/mlb/tournament.json?season=2015').body).toBe(formatTournament(getTournament(state, { sport: 'mlb', season: 2015, now: NOW })!));
      expect(get('/mlb/tournament.json').body).toBe(formatTournament(getTournament(state, { sport: 'mlb', season: 2019, now: NOW })!));
    });

    it('memoizes the default season per clock day, not once per state', () => {
      const at = (now: string) => respond(state, { method: 'GET', url: '/mlb/tournament.json', headers: { authorization: `Bearer ${token}` } }, { now }).body;
      expect(JSON.parse(at('2019-09-28T12:00:00-04:00')).season).toBe('2015');
      expect(JSON.parse(at('2019-09-30T12:00:00-04:00')).season).toBe('2019');
      expect(JSON.parse(at('2019-09-28T13:00:00-04:00')).season).toBe('2015');
    });

    it('is 404 for a season without a postseason, 400 for a malformed or too early season', () => {
      const none = get('/mlb/tournament.json?season=2016');
      expect([none.status, errorOf(none.body).description]).toEqual([404, 'No MLB postseason for season 2016: no structure was ingested and the regular season is not complete']);
      expect(get('/nba/tournament.json').status).toBe(404);
      expect(get('/mlb/tournament.json?season=15').status).toBe(400);
      expect(get('/mlb/tournament.json?season=2007').status).toBe(400);
    });
  });
});
