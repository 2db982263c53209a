import { describe, expect, it } from 'vitest';
import { computePostseasonPicture, type GroupPicture } from '../../../src/aggregates/race/computePostseasonPicture.js';
import type { RaceResults } from '../../../src/aggregates/race/RaceResults.js';
import { handMadeResults, mlbLeague, type HandMadeTeam } from './handMadeResults.js';

const seedsOf = (g: GroupPicture) => g.seeds.map((s) => `${s.seed}:${s.teamId}:${s.via}`);
const tiesOf = (g: GroupPicture) => g.ties.filter((t) => t.stake !== 'order').map((t) => `${t.stake} ${t.rule} ${t.among.join('/')} -> ${t.placed.join('/')}`);
const group = (results: RaceResults, conference: string, options = {}) => computePostseasonPicture(results, options).groups.find((g) => g.conference === conference)!;

describe('MLB from 2022: ties by formula (peers-and-rules B5)', () => {
  // The 2024 NL wild card: three clubs at 89-73 for the last two places (San Diego 93-69 the first).
  // Made up here (no 2024 game log in the data): the three split 1-1 among themselves, ATL is 2-0
  // in its division, NYM 0-1, ARI 0-0, and NYM beat ARI.
  const nl = mlbLeague('National', {
    PHI: ['East', 95, 67], ATL: ['East', 89, 73], NYM: ['East', 89, 73], MIL: ['Central', 93, 69], LAD: ['West', 98, 64], SD: ['West', 93, 69], ARI: ['West', 89, 73],
  });
  const results = handMadeResults('mlb', 2024, nl, [['ATL', 'NYM', 1], ['NYM', 'ARI', 1], ['ARI', 'ATL', 1], ['ATL', 'NE3', 1]]);

  it('breaks a three-club tie for two places by combined head-to-head, then intradivision, then restarts for the two left', () => {
    const nlPicture = group(results, 'National');
    expect(seedsOf(nlPicture)).toEqual(['1:LAD:division', '2:PHI:division', '3:MIL:division', '4:SD:wildcard', '5:ATL:wildcard', '6:NYM:wildcard']);
    expect(tiesOf(nlPicture)).toEqual([
      'place intradivision ATL/ARI/NYM -> ATL',
      'place head-to-head NYM/ARI -> NYM',
    ]);
    expect(nlPicture.order.slice(0, 7)).toEqual(['LAD', 'PHI', 'MIL', 'SD', 'ATL', 'NYM', 'ARI']);
    expect(nlPicture.ties[0]!.detail).toBe('ATL 2-0, ARI 0-0, NYM 0-1');
  });

  it('gives a division tie to the season series and sends the other club to the wild card (2022 NL East: Atlanta 10-9 over New York, both 101-61)', () => {
    const league = mlbLeague('National', { ATL: ['East', 101, 61], NYM: ['East', 101, 61], LAD: ['West', 111, 51], STL: ['Central', 93, 69], SD: ['West', 89, 73], PHI: ['East', 87, 75] });
    const g = group(handMadeResults('mlb', 2022, league, [['ATL', 'NYM', 10], ['NYM', 'ATL', 9]]), 'National');
    expect(seedsOf(g)).toEqual(['1:LAD:division', '2:ATL:division', '3:STL:division', '4:NYM:wildcard', '5:SD:wildcard', '6:PHI:wildcard']);
    expect(tiesOf(g)).toEqual(['division head-to-head ATL/NYM -> ATL']);
    expect(g.divisionWinners.find((w) => w.division === 'East')?.teamId).toBe('ATL');
  });
});

describe('a tie among other teams that the results cannot settle (D158)', () => {
  // Two wild card clubs that never met and have no games in order: nothing separates them, so the
  // drawing of lots decides. A search (the unsettled team is another club) chooses the order itself.
  const al = mlbLeague('American', { E1: ['East', 100, 62], C1: ['Central', 98, 64], X1: ['West', 99, 63], W1: ['East', 95, 67], W2: ['Central', 95, 67], W3: ['West', 94, 68], W4: ['Central', 90, 72] });
  const results = handMadeResults('mlb', 2023, al);
  const at = (id: string) => results.teams.findIndex((t) => t.teamId === id);
  const draw = (rule: string) => rule === 'draw';

  it('orders it by full name without a chooser (the stand-in), and by the chooser with one', () => {
    expect(seedsOf(group(results, 'American')).slice(3, 5)).toEqual(['4:W1:wildcard', '5:W2:wildcard']);
    const asked: number[] = [];
    // (The clubs outside the field, all 70-92, are left unordered: they would be asked about too.)
    const chosen = group({ ...results, unsettled: { team: at('W4'), forTeam: false, open: draw, choose: (count: number) => (asked.push(count), 1) } }, 'American', { orderOutsideField: false });
    expect(asked).toEqual([2]);
    expect(seedsOf(chosen).slice(3, 5)).toEqual(['4:W2:wildcard', '5:W1:wildcard']);
    expect(chosen.ties.find((t) => t.stake === 'seed')).toMatchObject({ rule: 'draw', among: ['W1', 'W2'], placed: ['W2'], detail: 'not settled by these results: each order is tried' });
  });

  it('never asks the chooser about a tie of the other league (nothing its team\'s place reads)', () => {
    const nl = mlbLeague('National', { NE1: ['East', 100, 62], NC1: ['Central', 98, 64], NX1: ['West', 99, 63], NW1: ['East', 95, 67], NW2: ['Central', 95, 67] });
    const both = handMadeResults('mlb', 2023, [...al, ...nl]);
    const asked: number[] = [];
    const options = { orderOutsideField: false };
    const picture = computePostseasonPicture({ ...both, unsettled: { team: both.teams.findIndex((t) => t.teamId === 'W4'), forTeam: false, open: draw, choose: (count: number) => (asked.push(count), 1) } }, options);
    expect(asked).toEqual([2]); // the AL's W1/W2 only
    expect(picture.groups.find((g) => g.conference === 'National')!.seeds.slice(3, 5).map((x) => x.teamId)).toEqual(['NW1', 'NW2']);
  });

  it('never asks the chooser about a tie its own team is part of (that one goes against it, or for it)', () => {
    const asked: number[] = [];
    const g = group({ ...results, unsettled: { team: at('W1'), forTeam: false, open: draw, choose: (count: number) => (asked.push(count), 0) } }, 'American', { orderOutsideField: false });
    expect(asked).toEqual([]);
    expect(seedsOf(g).slice(3, 5)).toEqual(['4:W2:wildcard', '5:W1:wildcard']);
  });
});

describe('MLB 2020: eight per league, ties by the 2020 formula (MLB.com, 2020-09-16)', () => {
  // Published final records (times-standard.com and startribune.com, 2020-09-27): Oakland and
  // Minnesota 36-24, never met, Oakland 26-14 against the AL West, Minnesota 23-17 against the AL
  // Central: Oakland seed 2. Cleveland and Chicago 35-25 for the Central's second place, Cleveland
  // on the season series ("Cleveland wins the tiebreaker for winning their season series"; the
  // score is not given there: 6-4 stands for it). Seeds: TB OAK MIN CLE NYY HOU CWS TOR.
  const al = mlbLeague('American', {
    TB: ['East', 40, 20], NYY: ['East', 33, 27], TOR: ['East', 32, 28], OAK: ['West', 36, 24], HOU: ['West', 29, 31],
    MIN: ['Central', 36, 24], CLE: ['Central', 35, 25], CWS: ['Central', 35, 25],
  });
  const results = handMadeResults('mlb', 2020, al, [
    ['OAK', 'HOU', 26], ['HOU', 'OAK', 14],
    ['MIN', 'CLE', 12], ['CLE', 'MIN', 8], ['MIN', 'CWS', 11], ['CWS', 'MIN', 9],
    ['CLE', 'CWS', 6], ['CWS', 'CLE', 4],
  ]);

  it('seeds winners 1-3, runners-up 4-6, two wild cards 7-8, naming intradivision and head-to-head', () => {
    const g = group(results, 'American');
    expect(seedsOf(g)).toEqual(['1:TB:division', '2:OAK:division', '3:MIN:division', '4:CLE:second', '5:NYY:second', '6:HOU:second', '7:CWS:wildcard', '8:TOR:wildcard']);
    expect(tiesOf(g)).toEqual(['place head-to-head CLE/CWS -> CLE', 'seed intradivision OAK/MIN -> OAK']);
  });
});

describe('MLB through 2021: ties for a place were played off', () => {
  // 2014 NL wild cards: Pittsburgh and San Francisco 88-74, both in; Pittsburgh hosted the game
  // (PNC Park, 2014-10-01) on the season series (4-2 stands for it here).
  it('orders qualified clubs for home field by head-to-head (2014 NL: Pittsburgh over San Francisco)', () => {
    const nl = mlbLeague('National', { WAS: ['East', 96, 66], STL: ['Central', 90, 72], PIT: ['Central', 88, 74], LAD: ['West', 94, 68], SF: ['West', 88, 74] });
    const g = group(handMadeResults('mlb', 2014, nl, [['PIT', 'SF', 4], ['SF', 'PIT', 2]]), 'National');
    expect(seedsOf(g)).toEqual(['1:WAS:division', '2:LAD:division', '3:STL:division', '4:PIT:wildcard', '5:SF:wildcard']);
    expect(tiesOf(g)).toEqual(['seed head-to-head PIT/SF -> PIT']);
  });

  const tiedForLast = mlbLeague('American', { BOS: ['East', 97, 65], DET: ['Central', 93, 69], OAK: ['West', 96, 66], CLE: ['Central', 92, 70], TB: ['East', 91, 71], TEX: ['West', 91, 71] });
  const series = [['TEX', 'TB', 4], ['TB', 'TEX', 2]] as const;

  it('without the game played, lets the caller decide it (a simulator plays it)', () => {
    const results = handMadeResults('mlb', 2013, tiedForLast, series);
    const tb = results.teams.findIndex((t) => t.teamId === 'TB');
    const calls: number[][] = [];
    const g = group(results, 'American', { decideTiebreakerGame: (a: number, b: number) => (calls.push([a, b]), tb) });
    expect(calls).toHaveLength(1);
    expect(seedsOf(g).slice(3)).toEqual(['4:CLE:wildcard', '5:TB:wildcard']);
    expect(tiesOf(g)).toEqual(['place tiebreaker-game TB/TEX -> TB']);
  });

  it('without the game or a caller, orders by the formula as a stand-in and says so', () => {
    const g = group(handMadeResults('mlb', 2013, tiedForLast, series), 'American');
    expect(seedsOf(g).slice(3)).toEqual(['4:CLE:wildcard', '5:TEX:wildcard']);
    expect(g.ties.filter((t) => t.stake !== 'order').map((t) => [t.rule, t.placed, t.detail])).toEqual([['tiebreaker-game', ['TEX'], 'not played; ordered by head-to-head (TEX 4-2, TB 2-4)']]);
  });

  describe('three or four clubs tied for places play off by A/B/C(/D) designations (D156)', () => {
    // Designations go by the formula's order of the tied clubs (head-to-head first); the clubs
    // really chose theirs in that order (Cleveland took A in 2013), so the order stands in for the choice.
    const home = (calls: number[][]) => (a: number, b: number) => (calls.push([a, b]), a);
    const away = (calls: number[][]) => (a: number, b: number) => (calls.push([a, b]), b);
    const abbr = (results: RaceResults, calls: number[][]) => calls.map((c) => c.map((t) => results.teams[t]!.abbreviation).join('@'));

    // 2013 AL, as MLB announced it (press release of 2013-09-27): three clubs tied for the two wild
    // cards; A hosts B and the winner is in, C hosts the loser for the other place. Records made up:
    // CLE beat TB 5-1, TB beat TEX 4-3, TEX beat CLE 4-2 (each won one series, as then): CLE 7-5
    // among the three is placed first, then TB over TEX on their series: A CLE, B TB, C TEX.
    const al2013 = mlbLeague('American', { BOS: ['East', 97, 65], DET: ['Central', 93, 69], OAK: ['West', 96, 66], CLE: ['Central', 91, 71], TB: ['East', 91, 71], TEX: ['West', 91, 71] });
    const threeForTwo = handMadeResults('mlb', 2013, al2013, [['CLE', 'TB', 5], ['TB', 'CLE', 1], ['TB', 'TEX', 4], ['TEX', 'TB', 3], ['TEX', 'CLE', 4], ['CLE', 'TEX', 2]]);

    it('three for two places: A hosts B, the winner is in; C hosts the loser for the other', () => {
      const calls: number[][] = [];
      const g = group(threeForTwo, 'American', { decideTiebreakerGame: home(calls) });
      expect(abbr(threeForTwo, calls)).toEqual(['CLE@TB', 'TEX@TB']);
      // The two clubs in are seeded by the formula (home field): TEX beat CLE 4-2.
      expect(seedsOf(g).slice(3)).toEqual(['4:TEX:wildcard', '5:CLE:wildcard']);
      expect(tiesOf(g)).toEqual(['place tiebreaker-game TB/CLE/TEX -> CLE/TEX', 'seed head-to-head TEX/CLE -> TEX']);
      expect(g.ties[0]!.detail).toBe('designations A CLE, B TB, C TEX by the formula; games decided by the caller');
    });

    it('three for two places: the loser of the first game can still win the second', () => {
      const calls: number[][] = [];
      const g = group(threeForTwo, 'American', { decideTiebreakerGame: away(calls) });
      // TB wins at CLE (in), CLE wins at TEX (in): TEX, the club C, is out.
      expect(abbr(threeForTwo, calls)).toEqual(['CLE@TB', 'TEX@CLE']);
      expect(seedsOf(g).slice(3)).toEqual(['4:CLE:wildcard', '5:TB:wildcard']);
      expect(g.order.indexOf('TEX')).toBe(5);
    });

    it('three for one place: A hosts B, the winner hosts C (2015 AL second wild card; series as published)', () => {
      // sportingnews.com, 2015-09-30: the Angels took the season series from the Twins 5-2, the Astros
      // edged the Angels 10-9, the Twins and Astros split 3-3: LAA 14-12, HOU 13-12, MIN 5-8.
      const al = mlbLeague('American', { KC: ['Central', 95, 67], TOR: ['East', 93, 69], TEX: ['West', 88, 74], NYY: ['East', 87, 75], HOU: ['West', 86, 76], LAA: ['West', 86, 76], MIN: ['Central', 86, 76] });
      const results = handMadeResults('mlb', 2015, al, [['LAA', 'MIN', 5], ['MIN', 'LAA', 2], ['HOU', 'LAA', 10], ['LAA', 'HOU', 9], ['MIN', 'HOU', 3], ['HOU', 'MIN', 3]]);
      const calls: number[][] = [];
      const g = group(results, 'American', { decideTiebreakerGame: away(calls) });
      expect(abbr(results, calls)).toEqual(['LAA@HOU', 'HOU@MIN']);
      expect(seedsOf(g).slice(3)).toEqual(['4:NYY:wildcard', '5:MIN:wildcard']);
      expect(tiesOf(g)).toEqual(['place tiebreaker-game MIN/HOU/LAA -> MIN']);
      expect(g.ties[0]!.detail).toBe('designations A LAA, B HOU, C MIN by the formula; games decided by the caller');
      expect(g.order.slice(4, 7)).toEqual(['MIN', 'HOU', 'LAA']);
    });

    // Four clubs (made up): W1 beat everyone, W4 lost to everyone, W2 beat W3: A W1, B W2, C W3, D W4.
    const four = (season: number, records: Record<string, readonly [string, number, number]>) =>
      handMadeResults('mlb', season, mlbLeague('American', records), [
        ['W1', 'W2', 4], ['W1', 'W3', 4], ['W1', 'W4', 4], ['W2', 'W3', 4], ['W2', 'W4', 4], ['W3', 'W4', 4],
      ]);

    it('four for two places: A hosts B and C hosts D, both winners are in (2021 AL, as announced)', () => {
      const results = four(2021, { E1: ['East', 100, 62], C1: ['Central', 98, 64], X1: ['West', 99, 63], W1: ['East', 91, 71], W2: ['Central', 91, 71], W3: ['West', 91, 71], W4: ['West', 91, 71] });
      const calls: number[][] = [];
      const g = group(results, 'American', { decideTiebreakerGame: away(calls) });
      expect(abbr(results, calls)).toEqual(['W1@W2', 'W3@W4']);
      expect(seedsOf(g).slice(3)).toEqual(['4:W2:wildcard', '5:W4:wildcard']);
    });

    it('four for one place (a division): A hosts B, C hosts D, the winners meet at the A-B winner', () => {
      const results = four(2016, { W1: ['East', 95, 67], W2: ['East', 95, 67], W3: ['East', 95, 67], W4: ['East', 95, 67], C1: ['Central', 80, 82], X1: ['West', 80, 82] });
      const calls: number[][] = [];
      const g = group(results, 'American', { decideTiebreakerGame: home(calls) });
      expect(abbr(results, calls).slice(0, 3)).toEqual(['W1@W2', 'W3@W4', 'W1@W3']);
      expect(g.divisionWinners.find((w) => w.division === 'East')?.teamId).toBe('W1');
      expect(tiesOf(g)[0]).toBe('division tiebreaker-game W1/W2/W3/W4 -> W1');
    });

    it('five clubs (no published procedure) and any tie without a caller keep the formula as the stand-in', () => {
      const five = handMadeResults('mlb', 2016, mlbLeague('American', { E1: ['East', 100, 62], C1: ['Central', 98, 64], X1: ['West', 99, 63], W1: ['East', 91, 71], W2: ['Central', 91, 71], W3: ['West', 91, 71], W4: ['West', 91, 71], W5: ['Central', 91, 71] }));
      const calls: number[][] = [];
      const g = group(five, 'American', { decideTiebreakerGame: home(calls) });
      expect(calls).toEqual([]);
      expect(g.ties.filter((t) => t.stake === 'place').every((t) => t.detail?.startsWith('not played; ordered by'))).toBe(true);
      const none = group(threeForTwo, 'American');
      expect(seedsOf(none).slice(3)).toEqual(['4:CLE:wildcard', '5:TB:wildcard']);
      expect(none.ties.find((t) => t.stake === 'place')?.detail).toMatch(/^not played; ordered by head-to-head/);
    });
  });

  it('reports a played tiebreaker game as the rule of its tie (2018 NL Central: Milwaukee 96-67 after game 163 against Chicago 95-68)', () => {
    const nl = mlbLeague('National', { MIL: ['Central', 96, 67], CHC: ['Central', 95, 68], LAD: ['West', 92, 71], COL: ['West', 91, 72], ATL: ['East', 90, 72] });
    const base = handMadeResults('mlb', 2018, nl);
    const at = (id: string) => base.teams.findIndex((t) => t.teamId === id);
    const g = group({ ...base, tiebreakerGames: [[at('MIL'), at('CHC')], [at('LAD'), at('COL')]] }, 'National');
    expect(tiesOf(g)).toEqual(['division tiebreaker-game MIL/CHC -> MIL', 'division tiebreaker-game LAD/COL -> LAD']);
    expect(seedsOf(g)).toEqual(['1:MIL:division', '2:LAD:division', '3:ATL:division', '4:CHC:wildcard', '5:COL:wildcard']);
  });
});

describe('NBA', () => {
  const west = (records: Record<string, readonly [string, number, number]>): HandMadeTeam[] => {
    const out: HandMadeTeam[] = Object.entries(records).map(([abbr, [division, won, lost]]) => ({ abbr, conference: 'West', division, won, lost }));
    for (const division of ['Northwest', 'Pacific', 'Southwest']) {
      let k = out.filter((t) => t.division === division).length;
      for (; k < 5; k++) out.push({ abbr: `W${division[0]}${k}`, conference: 'West', division, won: 20 + k, lost: 62 - k });
    }
    return out.concat({ abbr: 'E1', conference: 'East', division: 'Atlantic', won: 41, lost: 41 });
  };
  // 2014-15 West (NetsDaily 2015-09-09): Portland won the Northwest at 51-31, the sixth-best
  // record, and was seeded 4th; Memphis and San Antonio (55-27) were 5th and 6th.
  const records = { GS: ['Pacific', 67, 15], HOU: ['Southwest', 56, 26], LAC: ['Pacific', 56, 26], POR: ['Northwest', 51, 31], MEM: ['Southwest', 55, 27], SA: ['Southwest', 55, 27], DAL: ['Southwest', 50, 32], NO: ['Southwest', 45, 37] } as const;

  it('before 2015-16 guarantees the division winners a top-four seed', () => {
    const g = group(handMadeResults('nba', 2015, west(records), [['HOU', 'LAC', 2], ['LAC', 'HOU', 1], ['MEM', 'SA', 2], ['SA', 'MEM', 2]]), 'West');
    expect(g.order.slice(0, 8)).toEqual(['GS', 'HOU', 'LAC', 'POR', 'MEM', 'SA', 'DAL', 'NO']);
    expect(g.seeds.slice(0, 4).map((s) => s.via)).toEqual(['division', 'division', 'record', 'division']);
  });

  it('from 2015-16 seeds by record alone', () => {
    const g = group(handMadeResults('nba', 2016, west(records), [['HOU', 'LAC', 2], ['LAC', 'HOU', 1], ['MEM', 'SA', 2], ['SA', 'MEM', 2]]), 'West');
    expect(g.order.slice(0, 8)).toEqual(['GS', 'HOU', 'LAC', 'MEM', 'SA', 'POR', 'DAL', 'NO']);
    expect(g.seeds.every((s) => s.via === 'record')).toBe(true);
  });

  it('two-team ties: the division winner first before 2015-16, head-to-head first from then', () => {
    // HOU won the Southwest (56-26), LAC is not the Pacific's winner (GS); LAC won the series 3-1.
    const pair = [['LAC', 'HOU', 3], ['HOU', 'LAC', 1]] as const;
    const before = group(handMadeResults('nba', 2015, west(records), pair), 'West');
    expect(before.ties.filter((t) => t.stake === 'seed' && t.among.includes('LAC')).map((t) => [t.rule, t.placed])).toEqual([['division-winner', ['HOU']]]);
    const since = group(handMadeResults('nba', 2016, west(records), pair), 'West');
    expect(since.ties.filter((t) => t.stake === 'seed' && t.among.includes('LAC')).map((t) => [t.rule, t.placed])).toEqual([['head-to-head', ['LAC']]]);
  });

  it('a complete break of a multi-team tie places every team by the criterion (no restart), and the play-in era stakes places 6/7 and 10/11', () => {
    const three = { ...records, DEN: ['Northwest', 50, 32], POR: ['Northwest', 45, 37], NO: ['Southwest', 45, 37], DAL: ['Southwest', 45, 37] } as const;
    // Among the three (none a division winner): NO 4-2, POR 3-3, DAL 2-4, a complete break; Dallas
    // won its own games with Portland 2-1, which a restart of the two would read.
    const g = group(handMadeResults('nba', 2021, west(three), [['NO', 'POR', 1], ['POR', 'NO', 2], ['NO', 'DAL', 3], ['POR', 'DAL', 1], ['DAL', 'POR', 2]]), 'West');
    expect(g.order.slice(6, 9)).toEqual(['NO', 'POR', 'DAL']);
    expect(tiesOf(g).filter((t) => t.includes('POR/'))).toEqual(['seed head-to-head NO/POR/DAL -> NO', 'seed head-to-head POR/DAL -> POR']);
    expect(g.seeds).toHaveLength(10);
  });
});
