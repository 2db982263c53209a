import { describe, expect, it } from 'vitest';
import { formatPlayoffOdds, type PlayoffOddsLike } from '../../../src/formatting/race/formatPlayoffOdds.js';

const odds: PlayoffOddsLike = {
  sport: 'nba', season: 2018, asOf: '2018-03-01', gamesLeft: 250, n: 10_000, seed: 7, model: 'log5', rounds: ['First Round', 'Finals'],
  groups: [{
    conference: 'East',
    teams: [{
      teamId: 'toronto-raptors', fullName: 'Toronto Raptors', abbreviation: 'TOR', division: 'Atlantic', won: 44, lost: 16, averageWon: 58.96,
      odds: [{ goal: 'postseason', p: 1, se: 0 }, { goal: 'seed1', p: 0.6123, se: Math.sqrt(0.6123 * 0.3877 / 10_000) }, { goal: 'seed2', p: 1 / 3, se: 0.000004999 }],
    }],
  }],
};

describe('formatPlayoffOdds', () => {
  it('writes the documented keys in a fixed order, p and se with at most five decimals', () => {
    const text = formatPlayoffOdds(odds, { style: 'compact' });
    expect(text).toBe('{"extension":"playoff-odds","sport":"nba","season":2018,"as_of":"2018-03-01","games_left":250,"n":10000,"seed":7,"model":"log5","rounds":["First Round","Finals"],"groups":[{"conference":"East","teams":[{"team_id":"toronto-raptors","full_name":"Toronto Raptors","abbreviation":"TOR","division":"Atlantic","won":44,"lost":16,"average_won":59.0,"odds":[{"goal":"postseason","p":1.0,"se":0.0},{"goal":"seed1","p":0.6123,"se":0.00487},{"goal":"seed2","p":0.33333,"se":0.0}]}]}]}');
  });

  it('pretty is the default style and parses to the same document', () => {
    expect(JSON.parse(formatPlayoffOdds(odds))).toEqual(JSON.parse(formatPlayoffOdds(odds, { style: 'compact' })));
    expect(formatPlayoffOdds(odds)).toContain('\n  "extension" : "playoff-odds",');
  });
});
