import { describe, expect, it } from 'vitest';
import { postseasonFormat } from '../../src/aggregates/PostseasonFormat.js';

const summary = (sport: 'mlb' | 'nba', season: number) => {
  const f = postseasonFormat(sport, season);
  return { perGroup: f.perGroup, rounds: f.rounds.map((r) => `${r.sequence} ${r.name}: ${r.roundFormat}`) };
};

describe('postseason formats by era (peers-and-rules B4, B6)', () => {
  it('MLB through 2011: 8 teams, no wild card round', () => {
    expect(summary('mlb', 2011)).toEqual({ perGroup: 4, rounds: ['1 Division Series: Best of 5', '2 League Championship Series: Best of 7', '3 World Series: Best of 7'] });
  });

  it('MLB 2012-2021 (not 2020): 10 teams, the service\'s "Wildcard" round, single elimination (2015 sample)', () => {
    for (const season of [2012, 2015, 2019, 2021]) {
      expect(summary('mlb', season)).toEqual({
        perGroup: 5,
        rounds: ['1 Wildcard: Single Elimination', '2 Division Series: Best of 5', '3 League Championship Series: Best of 7', '4 World Series: Best of 7'],
      });
    }
  });

  it('MLB 2020: 16 teams, a best-of-3 Wild Card Series', () => {
    expect(summary('mlb', 2020)).toEqual({
      perGroup: 8,
      rounds: ['1 Wild Card Series: Best of 3', '2 Division Series: Best of 5', '3 League Championship Series: Best of 7', '4 World Series: Best of 7'],
    });
  });

  it('MLB from 2022: 12 teams, a best-of-3 Wild Card Series', () => {
    expect(summary('mlb', 2022).perGroup).toBe(6);
    expect(summary('mlb', 2026).rounds[0]).toBe('1 Wild Card Series: Best of 3');
  });

  it('NBA: 16 teams in four best-of-7 rounds; from 2020-21 (season 2021) 20 with the play-in first', () => {
    expect(summary('nba', 2020)).toEqual({ perGroup: 8, rounds: ['1 First Round: Best of 7', '2 Conference Semifinals: Best of 7', '3 Conference Finals: Best of 7', '4 Finals: Best of 7'] });
    expect(summary('nba', 2021)).toEqual({
      perGroup: 10,
      rounds: ['1 Play-In Tournament: Play-In', '2 First Round: Best of 7', '3 Conference Semifinals: Best of 7', '4 Conference Finals: Best of 7', '5 Finals: Best of 7'],
    });
  });

  it('names the tournament and its groups as the 2015 sample names the tournament', () => {
    const f = postseasonFormat('mlb', 2015);
    expect([f.name, f.description]).toEqual(['2015 MLB Postseason', 'The competition to determine the 2015 MLB champion.']);
    expect(f.groups.map((g) => [g.conference, g.name])).toEqual([['American', 'American League'], ['National', 'National League']]);
    expect(postseasonFormat('nba', 2018).groups.map((g) => [g.conference, g.name, g.description])).toEqual([
      ['East', 'Eastern Conference', 'The teams competing for the 2018 Eastern Conference championship.'],
      ['West', 'Western Conference', 'The teams competing for the 2018 Western Conference championship.'],
    ]);
  });
});
