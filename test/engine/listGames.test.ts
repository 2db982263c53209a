import { describe, expect, it } from 'vitest';
import { createLeagueState } from '../../src/engine/createLeagueState.js';
import { ingest } from '../../src/engine/ingest.js';
import type { LeagueState } from '../../src/engine/LeagueState.js';
import { listGames, type GamesFilter } from '../../src/engine/listGames.js';
import { loadRetrosheetSeason } from '../parity/loadSeason.js';
import { gameLogText } from '../repoData.js';

/** Game-log lines as [date yyyymmdd, visitor code, home code] (Retrosheet fields 1, 4, 7). */
const logLines = () =>
  gameLogText(2019)
    .split(/\r?\n/)
    .filter((l) => l.trim() !== '')
    .map((l) => l.split(',').map((f) => f.replace(/"/g, '')))
    .map((f) => [f[0]!, f[3]!, f[6]!] as const);

describe('listGames over the bundled 2019 MLB season (D80)', () => {
  const state = loadRetrosheetSeason(2019);
  const all = listGames(state, { sport: 'mlb', season: 2019 });

  it('lists every game of the game log once, sorted by start then event id', () => {
    expect(all).toHaveLength(logLines().length);
    expect(new Set(all.map((r) => r.eventId)).size).toBe(all.length);
    for (let i = 1; i < all.length; i++) {
      const [a, b] = [all[i - 1]!, all[i]!];
      expect(a.startsAt < b.startsAt || (a.startsAt === b.startsAt && a.eventId < b.eventId), `${a.eventId} before ${b.eventId}`).toBe(true);
    }
  });

  it('gives flat rows with teams, scores, status and venue (the Tokyo opener first, the London Series at London Stadium)', () => {
    expect(all[0]).toEqual({
      eventId: '20190320-seattle-mariners-at-oakland-athletics', sport: 'mlb', season: 2019, seasonType: 'regular', date: '2019-03-20',
      start: null, startsAt: Date.parse('2019-03-20T03:45:56-04:00'), status: 'completed',
      awayTeamId: 'seattle-mariners', awayTeam: 'Seattle Mariners', awayAbbreviation: 'SEA',
      homeTeamId: 'oakland-athletics', homeTeam: 'Oakland Athletics', homeAbbreviation: 'OAK',
      awayScore: 9, homeScore: 7, siteId: 'tokyo-dome', siteName: 'Tokyo Dome', neutralSite: true,
    });
    const london = all.filter((r) => r.siteName === 'London Stadium');
    expect(london.map((r) => [r.eventId, r.awayScore, r.homeScore, r.neutralSite])).toEqual([
      ['20190629-new-york-yankees-at-boston-red-sox', 17, 13, true],
      ['20190630-new-york-yankees-at-boston-red-sox', 12, 8, true],
    ]);
    for (const row of all) for (const value of Object.values(row)) expect(['string', 'number', 'boolean'].includes(typeof value) || value === null).toBe(true);
  });

  it('narrows to a team and a date range (since inclusive, until exclusive), counted against the game log itself', () => {
    const april = listGames(state, { sport: 'mlb', season: 2019, team: 'boston-red-sox', since: '20190401', until: '2019-05-01' });
    const expected = logLines().filter(([date, away, home]) => date.startsWith('201904') && (away === 'BOS' || home === 'BOS'));
    expect(april).toHaveLength(expected.length);
    expect(april.every((r) => r.awayTeamId === 'boston-red-sox' || r.homeTeamId === 'boston-red-sox')).toBe(true);
    expect(april[0]?.eventId).toBe('20190401-boston-red-sox-at-oakland-athletics');
    expect(listGames(state, { sport: 'mlb', season: 2019, team: 'boston-red-sox' })).toHaveLength(162);
    expect(listGames(state, { sport: 'mlb', season: 2019, since: '20190930' })).toEqual([]);
  });

  it('is empty for a season without games, and for an empty list of statuses', () => {
    expect(listGames(state, { sport: 'mlb', season: 2018 })).toEqual([]);
    expect(listGames(state, { sport: 'mlb', season: 2019, status: [] })).toEqual([]);
  });
});

describe('listGames over statuses, start times, season types and the NBA', () => {
  const r = ingest(createLeagueState(), {
    games: [
      { sport: 'mlb', date: '2019-04-02', status: 'scheduled', away_team_id: 'new-york-yankees', home_team_id: 'boston-red-sox', start_date_time: '2019-04-02T19:10:00-04:00' },
      { sport: 'mlb', date: '2019-04-02', status: 'postponed', away_team_id: 'chicago-cubs', home_team_id: 'chicago-white-sox' },
      { sport: 'mlb', date: '2019-04-02', status: 'completed', away_team_id: 'seattle-mariners', home_team_id: 'oakland-athletics',
        start_date_time: '2019-04-02T19:10:00-04:00', away_points_scored: 3, home_points_scored: 2 },
      { sport: 'mlb', date: '2019-10-04', season_type: 'post', status: 'completed', away_team_id: 'minnesota-twins', home_team_id: 'new-york-yankees',
        start_date_time: '2019-10-04T19:07:00-04:00', away_points_scored: 4, home_points_scored: 10 },
      { sport: 'nba', date: '2018-10-16', status: 'completed', away_team_id: 'oklahoma-city-thunder', home_team_id: 'golden-state-warriors',
        start_date_time: '2018-10-16T22:30:00-04:00', away_points_scored: 100, home_points_scored: 108 },
    ],
  });
  if (!r.ok) throw new Error(JSON.stringify(r.issues));
  const state: LeagueState = r.state;
  const ids = (filter: GamesFilter) => listGames(state, filter).map((g) => g.eventId);

  it('prints a known start in US Eastern with its offset, whatever the host zone, and null for an unknown one', () => {
    const rows = listGames(state, { sport: 'mlb', season: 2019, since: '20190402', until: '20190403' });
    expect(rows.map((g) => [g.eventId, g.start, g.status, g.awayScore, g.homeScore])).toEqual([
      ['20190402-chicago-cubs-at-chicago-white-sox', null, 'postponed', null, null],
      ['20190402-new-york-yankees-at-boston-red-sox', '2019-04-02T19:10:00-04:00', 'scheduled', null, null],
      ['20190402-seattle-mariners-at-oakland-athletics', '2019-04-02T19:10:00-04:00', 'completed', 3, 2],
    ]);
    expect(rows[1]?.startsAt).toBe(Date.parse('2019-04-02T23:10:00Z'));
  });

  it('filters by one status or several, and by season type', () => {
    expect(ids({ sport: 'mlb', season: 2019, status: 'postponed' })).toEqual(['20190402-chicago-cubs-at-chicago-white-sox']);
    expect(ids({ sport: 'mlb', season: 2019, status: ['scheduled', 'postponed'] })).toEqual([
      '20190402-chicago-cubs-at-chicago-white-sox', '20190402-new-york-yankees-at-boston-red-sox',
    ]);
    expect(ids({ sport: 'mlb', season: 2019, seasonType: 'post' })).toEqual(['20191004-minnesota-twins-at-new-york-yankees']);
    expect(ids({ sport: 'mlb', season: 2019, seasonType: ['regular'], status: 'completed' })).toEqual(['20190402-seattle-mariners-at-oakland-athletics']);
  });

  it('lists an NBA season by the year it ends, as the service names seasons', () => {
    expect(listGames(state, { sport: 'nba', season: 2019 })).toMatchObject([
      { eventId: '20181016-oklahoma-city-thunder-at-golden-state-warriors', start: '2018-10-16T22:30:00-04:00', homeAbbreviation: 'GS', awayScore: 100, homeScore: 108, siteName: 'Oracle Arena' },
    ]);
    expect(listGames(state, { sport: 'nba', season: 2018 })).toEqual([]);
  });

  it('throws a TypeError or RangeError naming itself and the field for a malformed filter', () => {
    const bad = (filter: unknown) => () => listGames(state, filter as GamesFilter);
    expect(bad(undefined)).toThrow(new TypeError(`listGames: the filter must be an object such as { sport: 'mlb', season: 2019 }, got undefined`));
    expect(bad('mlb')).toThrow(TypeError);
    expect(bad({ sport: 'mlb', season: 2019, teamId: 'boston-red-sox' })).toThrow(
      new RangeError('listGames: unknown filter key "teamId" (expected sport, season, team, since, until, status, seasonType)'),
    );
    expect(bad({ sport: 'nfl', season: 2019 })).toThrow(new RangeError(`listGames: sport must be 'mlb' or 'nba', got "nfl"`));
    expect(bad({ sport: 'mlb' })).toThrow(new TypeError('listGames: season must be a number (a year), got undefined'));
    expect(bad({ sport: 'mlb', season: '2019' })).toThrow(TypeError);
    expect(bad({ sport: 'mlb', season: 2019.5 })).toThrow(new RangeError('listGames: season must be an integer year, got 2019.5'));
    expect(bad({ sport: 'mlb', season: 2019, team: 'Red Sox' })).toThrow(
      new RangeError('listGames: team "Red Sox" is not a team id of mlb 2019 (findTeamByName finds one from a name)'),
    );
    expect(bad({ sport: 'mlb', season: 2019, team: 7 })).toThrow(TypeError);
    expect(bad({ sport: 'mlb', season: 2019, since: '20190231' })).toThrow(new RangeError('listGames: since "20190231" is not a valid date (yyyyMMdd)'));
    expect(bad({ sport: 'mlb', season: 2019, until: 20190501 })).toThrow(new TypeError('listGames: until must be a date string (yyyyMMdd), got 20190501'));
    expect(bad({ sport: 'mlb', season: 2019, since: '20190501', until: '20190501' })).toThrow(
      new RangeError('listGames: until 2019-05-01 must be after since 2019-05-01 (until is exclusive)'),
    );
    expect(bad({ sport: 'mlb', season: 2019, status: 'final' })).toThrow(
      new RangeError('listGames: unknown status "final" (expected scheduled, completed, postponed, suspended, cancelled)'),
    );
    expect(bad({ sport: 'mlb', season: 2019, seasonType: ['regular', 'playoffs'] })).toThrow(
      new RangeError('listGames: unknown seasonType "playoffs" (expected pre, regular, post)'),
    );
    expect(bad({ sport: 'mlb', season: 2019, status: [1] })).toThrow(TypeError);
  });
});
