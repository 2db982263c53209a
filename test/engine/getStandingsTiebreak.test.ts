/**
 * When a season is over, rows that share a rank because of a tie the postseason picture decided
 * (for a division, a place or a seed) are listed in the tiebreak's order instead of by reverse
 * full name (D38); ranks stay shared. Ties nothing depends on keep the name order.
 */
import { describe, expect, it } from 'vitest';
import { createLeagueState } from '../../src/engine/createLeagueState.js';
import { getStandings, getWildcard } from '../../src/engine/getStandings.js';
import { ingest } from '../../src/engine/ingest.js';
import { loadRetrosheetSeason } from '../parity/loadSeason.js';

const played = (date: string, away: string, home: string, awayScore: number, homeScore: number) => ({
  sport: 'mlb' as const, date, status: 'completed' as const, away_team_id: away, home_team_id: home,
  away_points_scored: awayScore, home_points_scored: homeScore, start_date_time: `${date}T19:05:00-04:00`,
});

/**
 * A made-up 2024 NL (no 2024 game log in the data), shaped like the real final wild card race:
 * Philadelphia, Milwaukee and Los Angeles lead their divisions, San Diego holds the first wild card,
 * and Atlanta, New York and Arizona tie for the last two places at 2-1. They split 1-1 among
 * themselves; Atlanta is 2-0 in its division (the intradivision criterion places it), then New
 * York beat Arizona: Atlanta and New York in, Arizona out.
 */
const GAMES_2024 = [
  ...[1, 2, 3].map((d) => played(`2024-04-0${d}`, 'washington-nationals', 'philadelphia-phillies', 1, 2)),
  ...[1, 2, 3].map((d) => played(`2024-04-0${d}`, 'pittsburgh-pirates', 'milwaukee-brewers', 1, 2)),
  ...[1, 2, 3].map((d) => played(`2024-04-0${d}`, 'colorado-rockies', 'los-angeles-dodgers', 1, 2)),
  ...[1, 2].map((d) => played(`2024-04-0${d}`, 'san-francisco-giants', 'san-diego-padres', 1, 2)),
  played('2024-04-04', 'new-york-mets', 'atlanta-braves', 1, 2),
  played('2024-04-05', 'arizona-diamondbacks', 'new-york-mets', 1, 2),
  played('2024-04-06', 'atlanta-braves', 'arizona-diamondbacks', 1, 2),
  played('2024-04-07', 'miami-marlins', 'atlanta-braves', 1, 2),
  played('2024-04-07', 'cincinnati-reds', 'new-york-mets', 1, 2),
  played('2024-04-07', 'st-louis-cardinals', 'arizona-diamondbacks', 1, 2),
];
const NOW = '2024-12-31T12:00:00-05:00';
const nlWildcard = (state: Parameters<typeof getWildcard>[0], date: string) =>
  getWildcard(state, { sport: 'mlb', date, now: NOW }).rows.filter((r) => r.team.conference === 'National').slice(0, 4).map((r) => [r.team.teamId, r.rank]);

describe('the final wild card table lists a decided tie in the tiebreak\'s order', () => {
  it('2024-like NL: three clubs at 2-1 for two places, the eliminated one last', () => {
    const r = ingest(createLeagueState(), { games: GAMES_2024 });
    if (!r.ok) throw new Error(JSON.stringify(r.issues));
    expect(nlWildcard(r.state, '20241231')).toEqual([
      ['san-diego-padres', 1], ['atlanta-braves', 2], ['new-york-mets', 2], ['arizona-diamondbacks', 2],
    ]);
  });

  it('while a game is left, the tie is not decided and keeps the reverse name order', () => {
    const later = { sport: 'mlb' as const, date: '2024-04-20', status: 'scheduled' as const, away_team_id: 'chicago-cubs', home_team_id: 'miami-marlins', start_date_time: '2024-04-20T19:05:00-04:00' };
    const r = ingest(createLeagueState(), { games: [...GAMES_2024, later] });
    if (!r.ok) throw new Error(JSON.stringify(r.issues));
    expect(nlWildcard(r.state, '20240410')).toEqual([
      ['san-diego-padres', 1], ['new-york-mets', 2], ['atlanta-braves', 2], ['arizona-diamondbacks', 2],
    ]);
  });

  it('real seasons: 2016 NL New York before San Francisco (4-3), 2021 AL Boston before New York (10-9), 2023 NL Miami before Arizona (4-2)', () => {
    const top = (year: number, conference: string) => getWildcard(loadRetrosheetSeason(year), { sport: 'mlb', date: `${year}1231`, now: `${year}-12-31T12:00:00-05:00` }).rows
      .filter((r) => r.team.conference === conference).slice(0, 3).map((r) => [r.team.abbreviation, r.rank]);
    expect(top(2016, 'National')).toEqual([['NYM', 1], ['SF', 1], ['STL', 3]]);
    expect(top(2021, 'American')).toEqual([['BOS', 1], ['NYY', 1], ['TOR', 3]]);
    expect(top(2023, 'National')).toEqual([['PHI', 1], ['MIA', 2], ['ARI', 2]]);
  });

  it('keeps the name order of ties outside the field, and the 2023 AL West lead broken by head-to-head (D3)', () => {
    const rows = getStandings(loadRetrosheetSeason(2023), { sport: 'mlb', date: '20231231', now: '2023-12-31T12:00:00-05:00' }).rows;
    const west = rows.filter((r) => r.team.conference === 'American' && r.team.division === 'West');
    expect(west.slice(0, 2).map((r) => [r.team.abbreviation, r.rank])).toEqual([['HOU', 1], ['TEX', 2]]);
  });

  it('2020, the other season without tiebreaker games: a tie for a division lead is broken by the 2020 formula (ranks 1 and 2, not a shared 1)', () => {
    const games = [
      played('2020-07-24', 'boston-red-sox', 'new-york-yankees', 1, 2),
      played('2020-07-25', 'boston-red-sox', 'new-york-yankees', 1, 2),
      played('2020-07-26', 'boston-red-sox', 'new-york-yankees', 3, 2),
      played('2020-07-24', 'baltimore-orioles', 'tampa-bay-rays', 1, 2),
      played('2020-07-25', 'baltimore-orioles', 'tampa-bay-rays', 1, 2),
      played('2020-07-26', 'atlanta-braves', 'tampa-bay-rays', 3, 2),
    ];
    const r = ingest(createLeagueState(), { games });
    if (!r.ok) throw new Error(JSON.stringify(r.issues));
    const east = getStandings(r.state, { sport: 'mlb', date: '20201231', now: '2020-12-31T12:00:00-05:00' }).rows
      .filter((row) => row.team.conference === 'American' && row.team.division === 'East');
    // Both 2-1 and never met; Tampa Bay 2-0 within the division (its loss was to Atlanta), New York 2-1: intradivision decides.
    expect(east.slice(0, 2).map((row) => [row.team.teamId, row.rank, row.gamesBackHalves])).toEqual([['tampa-bay-rays', 1, 0], ['new-york-yankees', 2, 0]]);
  });
});
