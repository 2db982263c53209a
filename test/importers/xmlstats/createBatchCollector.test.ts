import { describe, expect, it } from 'vitest';
import type { GameInput, TeamInput } from '../../../src/engine/BatchInput.js';
import { createBatchCollector } from '../../../src/importers/xmlstats/createBatchCollector.js';

const game: GameInput = {
  sport: 'mlb',
  event_id: '20140724-boston-red-sox-at-toronto-blue-jays',
  status: 'completed',
  start_date_time: '2014-07-24T12:37:00-04:00',
  season_type: 'regular',
  away_team_id: 'boston-red-sox',
  home_team_id: 'toronto-blue-jays',
  away_points_scored: 0,
  home_points_scored: 8,
  site: { site_id: 'rogers-centre', name: 'Rogers Centre', capacity: 49230, surface: 'Field Turf', city: 'Toronto', state: 'Ontario' },
};
const team: TeamInput = {
  sport: 'mlb', season: 2014, team_id: 'toronto-blue-jays', abbreviation: 'TOR', active: true, first_name: 'Toronto', last_name: 'Blue Jays',
  full_name: 'Toronto Blue Jays', conference: 'American', division: 'East', site_name: 'Rogers Centre', city: 'Toronto', state: 'Ontario',
};

describe('createBatchCollector', () => {
  it('keeps the same facts once, in first-seen order', () => {
    const c = createBatchCollector();
    c.addGame(game, ['a.json', 0]);
    c.addTeam(team, ['a.json', 0, 'opponent']);
    c.addGame({ ...game }, ['b.json', 5]);
    c.addTeam({ ...team }, ['b.json', 5, 'team']);
    expect(c.issues).toEqual([]);
    expect(c.batch()).toEqual({ teams: [team], games: [game] });
  });

  it('the same team in another season is another team', () => {
    const c = createBatchCollector();
    c.addTeam(team, ['a']);
    c.addTeam({ ...team, season: 2015, site_name: 'Other' }, ['b']);
    expect(c.batch().teams).toHaveLength(2);
  });

  it('different facts under one key: conflict naming the fields and both places', () => {
    const c = createBatchCollector();
    c.addGame(game, ['a.json', 0]);
    const { away_points_scored: _a, home_points_scored: _h, ...scheduled } = game;
    c.addGame({ ...scheduled, status: 'scheduled' }, ['b.json', 5]);
    expect(c.issues).toEqual([
      {
        code: 'conflict',
        path: ['b.json', 5],
        message:
          'b.json[5]: event "20140724-boston-red-sox-at-toronto-blue-jays" disagrees with an earlier copy: status "scheduled" here, "completed" at a.json[0]; ' +
          'away_points_scored (absent) here, 0 at a.json[0]; home_points_scored (absent) here, 8 at a.json[0]',
      },
    ]);
  });

  it('one site under one id: two games giving it different facts is a conflict on the site', () => {
    const c = createBatchCollector();
    c.addGame(game, ['a.json', 0]);
    c.addGame({ ...game, event_id: '20140725-boston-red-sox-at-toronto-blue-jays', site: { ...(game.site ?? { name: 'x', city: '', state: '' }), capacity: 1 } }, ['a.json', 1]);
    expect(c.issues.map((i) => [i.code, ...i.path])).toEqual([['conflict', 'a.json', 1, 'site']]);
  });
});
