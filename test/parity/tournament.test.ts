/**
 * The postseason structure (tournament endpoint) derived from real final standings, and the
 * service's own 2015 sample reproduced from ingested facts.
 *
 * - MLB 2013, 2018, 2019, 2023 from the Retrosheet game logs (`shared/data/mlb/retrosheet/GLyyyy.TXT`):
 *   the field equals the division winners (DivWin = Y) and wild cards (WCWin = Y) of the Lahman
 *   table (`shared/data/mlb/lahman/Teams.csv`, 1871-2023 release); seeds and first-round
 *   pairings equal the real ones, each with its source below.
 * - NBA 2017-18 from NBA.com's team game logs (`shared/data/nba/nba_stats/2017-18/team_game_logs.csv`,
 *   regular season and playoffs): seeds equal NBA.com's PlayoffRank (`standings.csv` beside it),
 *   the pairings equal the real first round and the playoff rows of the same file, and the round
 *   dates are those of its playoff rows.
 * - `shared/reference/xmlstats-samples/tournament-mlb-2015-docsample-page-PARTIAL.json`, the
 *   service's documentation example (cut after 541 bytes), reproduced byte for byte up to the cut.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { getTournament, type TournamentPayload } from '../../src/engine/getTournament.js';
import { ingest } from '../../src/engine/ingest.js';
import type { LeagueState } from '../../src/engine/LeagueState.js';
import { formatTournament } from '../../src/formatting/payloads/formatTournament.js';
import { retrosheetTeamId } from '../../src/registry/index.js';
import { SAMPLES, LAHMAN } from '../repoData.js';
import { loadRetrosheetSeason, readCsv } from './loadSeason.js';

const lahman = readCsv(path.join(LAHMAN, 'Teams.csv.gz'));

/** `seed:ABBR` of each group, the way the sources below list them. */
function seeds(t: TournamentPayload): string[][] {
  return t.groups.map((g) => g.competitors.map((c) => `${c.seed}:${c.team.abbreviation}`));
}
function pairings(t: TournamentPayload): string[] {
  const abbr = (id: string) => t.groups.flatMap((g) => g.competitors).find((c) => c.team.teamId === id)!.team.abbreviation;
  return t.firstRound!.pairings.map((p) => `${p.higher.seed}:${abbr(p.higher.teamId)}-${p.lower.seed}:${abbr(p.lower.teamId)}`);
}
function byes(t: TournamentPayload): string[] {
  return t.firstRound!.byes.map((b) => `${b.competitor.seed}:${b.competitor.teamId}`);
}

const MLB = [
  {
    year: 2013,
    // Baseball-Reference 2013 postseason; AP, 2013-09-29 ("Going to game No. 163": Tampa Bay won the
    // tiebreaker at Texas 5-2 on 2013-09-30, a regular-season game in GL2013, and played at Cleveland;
    // Cincinnati at Pittsburgh; "the wild card visits Boston", Detroit at Oakland, the NL wild card at
    // St. Louis, the Dodgers at Atlanta). Records: BOS 97-65, OAK 96-66, DET 93-69, CLE 92-70, TB 92-71;
    // STL 97-65, ATL 96-66, LAD 92-70, PIT 94-68, CIN 90-72.
    seeds: [['1:BOS', '2:OAK', '3:DET', '4:CLE', '5:TB'], ['1:STL', '2:ATL', '3:LAD', '4:PIT', '5:CIN']],
    pairings: ['4:CLE-5:TB', '4:PIT-5:CIN'],
    rounds: ['Wildcard', 'Division Series', 'League Championship Series', 'World Series'],
  },
  {
    year: 2018,
    // Two division ties settled by tiebreaker games on 2018-10-01, regular-season games in GL2018
    // (Milwaukee at Chicago, Colorado at Los Angeles). Baseball-Reference 2018 postseason: wild card
    // games Athletics at Yankees and Rockies at Cubs; Red Sox, Astros, Indians, Brewers, Dodgers,
    // Braves division winners. Records: BOS 108-54, HOU 103-59, CLE 91-71, NYY 100-62, OAK 97-65;
    // MIL 96-67, LAD 92-71, ATL 90-72, CHC 95-68, COL 91-72.
    seeds: [['1:BOS', '2:HOU', '3:CLE', '4:NYY', '5:OAK'], ['1:MIL', '2:LAD', '3:ATL', '4:CHC', '5:COL']],
    pairings: ['4:NYY-5:OAK', '4:CHC-5:COL'],
    rounds: ['Wildcard', 'Division Series', 'League Championship Series', 'World Series'],
  },
  {
    year: 2019,
    // Bleacher Report 2019-09-29 ("MLB Playoff Bracket 2019"): Brewers at Nationals, Rays at Athletics
    // in the wild card games; Houston v the AL wild card, Yankees v Twins, Dodgers v the NL wild card,
    // Braves v Cardinals. Records: HOU 107-55, NYY 103-59, MIN 101-61, OAK 97-65, TB 96-66; LAD 106-56,
    // ATL 97-65, STL 91-71, WSH 93-69, MIL 89-73.
    seeds: [['1:HOU', '2:NYY', '3:MIN', '4:OAK', '5:TB'], ['1:LAD', '2:ATL', '3:STL', '4:WAS', '5:MIL']],
    pairings: ['4:OAK-5:TB', '4:WAS-5:MIL'],
    rounds: ['Wildcard', 'Division Series', 'League Championship Series', 'World Series'],
  },
  {
    year: 2023,
    // DraftKings Network 2023-10-01 ("MLB playoff bracket 2023") and Yahoo Sports: No. 3 Twins v No. 6
    // Blue Jays, No. 4 Rays v No. 5 Rangers, byes for No. 1 Orioles and No. 2 Astros (AL West on the
    // tiebreaker over Texas, both 90-72); No. 3 Brewers v No. 6 Diamondbacks (84-78), No. 4 Phillies v
    // No. 5 Marlins (84-77), byes for No. 1 Braves and No. 2 Dodgers.
    seeds: [['1:BAL', '2:HOU', '3:MIN', '4:TB', '5:TEX', '6:TOR'], ['1:ATL', '2:LAD', '3:MIL', '4:PHI', '5:MIA', '6:ARI']],
    pairings: ['3:MIN-6:TOR', '4:TB-5:TEX', '3:MIL-6:ARI', '4:PHI-5:MIA'],
    rounds: ['Wild Card Series', 'Division Series', 'League Championship Series', 'World Series'],
  },
] as const;

describe.each(MLB)('MLB $year postseason derived from GL$year.TXT', ({ year, seeds: want, pairings: wantPairs, rounds }) => {
  const now = `${year}-12-31T12:00:00-05:00`;
  const t = getTournament(loadRetrosheetSeason(year), { sport: 'mlb', season: year, now })!;
  const rows = lahman.filter((r) => r['yearID'] === String(year));
  const teamIdOf = (r: Record<string, string>) => retrosheetTeamId(r['teamIDretro']!, year)!;

  it('holds the Lahman division winners as seeds 1-3 and the wild cards after them, per league', () => {
    for (const [i, league] of (['AL', 'NL'] as const).entries()) {
      const group = t.groups[i]!;
      const winners = rows.filter((r) => r['lgID'] === league && r['DivWin'] === 'Y').map(teamIdOf).sort();
      const wildCards = rows.filter((r) => r['lgID'] === league && r['WCWin'] === 'Y').map(teamIdOf).sort();
      expect(group.competitors.filter((c) => c.seed <= 3).map((c) => c.team.teamId as string).sort()).toEqual(winners);
      expect(group.competitors.filter((c) => c.seed > 3).map((c) => c.team.teamId as string).sort()).toEqual(wildCards);
    }
  });

  it('seeds and pairs the first round as the real postseason did', () => {
    expect(t.source).toBe('derived');
    expect(t.groups.map((g) => g.name)).toEqual(['American League', 'National League']);
    expect(seeds(t)).toEqual(want);
    expect(pairings(t)).toEqual(wantPairs);
  });

  it('names the rounds of the format, and has no dates: the game logs hold no postseason game', () => {
    expect(t.rounds.map((r) => r.name)).toEqual(rounds);
    expect(t.rounds.every((r) => r.startDate === null && r.finishDate === null)).toBe(true);
    expect([t.startDate, t.finishDate]).toEqual([null, null]);
  });
});

describe('MLB byes: two per league from 2022, three in 2012-2021', () => {
  it('gives the two best division winners of 2023 a bye; in 2019 the three division winners of each league wait for the Wildcard game', () => {
    const of = (year: number) => getTournament(loadRetrosheetSeason(year), { sport: 'mlb', season: year, now: `${year}-12-31T12:00:00-05:00` })!;
    expect(byes(of(2023))).toEqual(['1:baltimore-orioles', '2:houston-astros', '1:atlanta-braves', '2:los-angeles-dodgers']);
    expect(byes(of(2019)).map((b) => b.slice(0, 1))).toEqual(['1', '2', '3', '1', '2', '3']);
  });
});

describe('the service\'s 2015 documentation sample', () => {
  const sample = readFileSync(path.join(SAMPLES, 'tournament-mlb-2015-docsample-page-PARTIAL.json'), 'utf8').trim();
  // The page store collapsed the example's whitespace; collapsing ours the same way compares bytes.
  const collapsed = (text: string) => text.replace(/\s+/g, ' ');
  const withFacts = (state: LeagueState, batch: unknown) => {
    const r = ingest(state, batch);
    if (!r.ok) throw new Error(JSON.stringify(r.issues));
    return r.state;
  };
  const now = '2015-12-31T12:00:00-05:00';

  it('is reproduced from the ingested structure and the dates it shows, the field derived from GL2015.TXT', () => {
    const state = withFacts(loadRetrosheetSeason(2015), {
      tournaments: [{
        sport: 'mlb', season: 2015, start_date: '2015-10-05', finish_date: '2015-11-10',
        rounds: [
          { sequence: 1, name: 'Wildcard', round_format: 'Single Elimination', start_date: '2015-10-06', finish_date: '2015-10-07' },
          { sequence: 2, name: 'Division Series', round_format: 'Best of 5', start_date: '2015-10-08' },
          { sequence: 3, name: 'League Championship Series', round_format: 'Best of 7' },
          { sequence: 4, name: 'World Series', round_format: 'Best of 7' },
        ],
      }],
    });
    const t = getTournament(state, { sport: 'mlb', now })!;
    expect(collapsed(formatTournament(t)).startsWith(sample)).toBe(true);
    expect(sample.length).toBeGreaterThan(500);
    // Beyond the cut: the 2015 field (Baseball-Reference 2015 postseason: Yankees-Astros and Pirates-Cubs wild card games).
    expect(seeds(t)).toEqual([['1:KC', '2:TOR', '3:TEX', '4:NYY', '5:HOU'], ['1:STL', '2:LAD', '3:NYM', '4:PIT', '5:CHC']]);
  });

  it('is reproduced from the tournament dates and the postseason games that give the round dates', () => {
    // Baseball-Reference 2015 postseason: AL wild card game HOU 3 at NYY 0 (10-06), NL CHC 4 at PIT 0
    // (10-07); division series game 1s: TEX 5 at TOR 3 and HOU 5 at KC 2 (10-08), CHC 0 at STL 4 and
    // NYM 3 at LAD 1 (10-09).
    const game = (date: string, away: string, awayScore: number, home: string, homeScore: number) => ({
      sport: 'mlb', date, season_type: 'post', status: 'completed', away_team_id: away, home_team_id: home, away_points_scored: awayScore, home_points_scored: homeScore,
    });
    const state = withFacts(loadRetrosheetSeason(2015), {
      tournaments: [{ sport: 'mlb', season: 2015, start_date: '2015-10-05', finish_date: '2015-11-10' }],
      games: [
        game('2015-10-06', 'houston-astros', 3, 'new-york-yankees', 0),
        game('2015-10-07', 'chicago-cubs', 4, 'pittsburgh-pirates', 0),
        game('2015-10-08', 'texas-rangers', 5, 'toronto-blue-jays', 3),
        game('2015-10-08', 'houston-astros', 5, 'kansas-city-royals', 2),
        game('2015-10-09', 'chicago-cubs', 0, 'st-louis-cardinals', 4),
        game('2015-10-09', 'new-york-mets', 3, 'los-angeles-dodgers', 1),
      ],
    });
    const t = getTournament(state, { sport: 'mlb', now })!;
    expect(collapsed(formatTournament(t)).startsWith(sample)).toBe(true);
    expect(t.rounds.map((r) => [r.startDate, r.finishDate])).toEqual([['2015-10-06', '2015-10-07'], ['2015-10-08', '2015-10-09'], [null, null], [null, null]]);
  });
});
