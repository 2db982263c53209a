/**
 * The postseason picture of the final real seasons in the repository (Retrosheet game logs of
 * 2013, 2015, 2016, 2018, 2019, 2021, 2023): the seeds equal the real ones and every tie that
 * mattered (for a division, a place or a seed) is named with the rule that decided it. 2014,
 * 2017, 2020 and 2022 have no game log in the data; their known ties are rebuilt from the
 * published records in `postseasonPictureTies.test.ts`.
 *
 * Seeds: the postseason brackets of Baseball-Reference
 * (https://www.baseball-reference.com/postseason/{year}-playoffs.shtml) and MLB.com.
 * Ties checked, each with its source:
 * - 2013 AL wild card: Tampa Bay and Texas 91-71; Tampa Bay won the tiebreaker game at Texas on
 *   2013-09-30 (game 163; https://www.baseball-reference.com/boxes/TEX/TEX201309300.shtml).
 * - 2016 AL wild card game host: Toronto and Baltimore 89-73, Toronto on the season series 10-9
 *   (the game was played in Toronto); NL: New York and San Francisco 87-75, New York 4-3 (played
 *   at Citi Field).
 * - 2018 NL Central: Milwaukee and Chicago 95-67, Milwaukee won game 163 at Wrigley Field
 *   (2018-10-01); NL West: Los Angeles and Colorado 91-71, Los Angeles won game 163.
 * - 2021 AL wild card game host: Boston and New York 92-70, Boston on the season series 10-9
 *   (played at Fenway Park).
 * - 2023 AL West: Houston and Texas 90-72, Houston on the season series 9-4 (D3); NL wild cards:
 *   Miami and Arizona 84-78, Miami the fifth seed on the season series 4-2 ("They also hold the
 *   tie breaker over Arizona", batterypower.com 2023-10-01; justbaseball.com, "2023 MLB playoff
 *   field is set"). Miami played Philadelphia, Arizona Milwaukee.
 * 2015 and 2019 had no tie for a division, a place or a seed.
 */
import { describe, expect, it } from 'vitest';
import { computePostseasonPicture } from '../../../src/aggregates/race/computePostseasonPicture.js';
import { resultsOfRace } from '../../../src/aggregates/race/resultsOfRace.js';
import { getRaceSeason } from '../../../src/engine/getRaceSeason.js';
import { loadRetrosheetSeason } from '../../parity/loadSeason.js';

const SEEDS: Record<number, { American: string; National: string }> = {
  2013: { American: 'BOS OAK DET CLE TB', National: 'STL ATL LAD PIT CIN' },
  2015: { American: 'KC TOR TEX NYY HOU', National: 'STL LAD NYM PIT CHC' },
  2016: { American: 'TEX CLE BOS TOR BAL', National: 'CHC WAS LAD NYM SF' },
  2018: { American: 'BOS HOU CLE NYY OAK', National: 'MIL LAD ATL CHC COL' },
  2019: { American: 'HOU NYY MIN OAK TB', National: 'LAD ATL STL WAS MIL' },
  2021: { American: 'TB HOU CHW BOS NYY', National: 'SF MIL ATL LAD STL' },
  2023: { American: 'BAL HOU MIN TB TEX TOR', National: 'ATL LAD MIL PHI MIA ARI' },
};

/** stake rule among -> placed (abbreviations). */
const TIES: Record<number, string[]> = {
  2013: ['American place tiebreaker-game TB/TEX -> TB'],
  2015: [],
  2016: ['American seed head-to-head TOR/BAL -> TOR', 'National seed head-to-head NYM/SF -> NYM'],
  2018: ['National division tiebreaker-game LAD/COL -> LAD', 'National division tiebreaker-game MIL/CHC -> MIL'],
  2019: [],
  2021: ['American seed head-to-head BOS/NYY -> BOS'],
  2023: ['American division head-to-head HOU/TEX -> HOU', 'National seed head-to-head MIA/ARI -> MIA'],
};

const VIA_2022 = ['division', 'division', 'division', 'wildcard', 'wildcard', 'wildcard'];

describe.each(Object.keys(SEEDS).map(Number))('the final picture of %i', (year) => {
  const race = getRaceSeason(loadRetrosheetSeason(year), { sport: 'mlb', date: `${year}-12-31`, now: `${year}-12-31T12:00:00-05:00` });
  const picture = computePostseasonPicture(resultsOfRace(race), { orderOutsideField: false });
  const abbr = (id: string) => race.teams.find((t) => t.teamId === id)!.abbreviation;

  it('seeds every league as it was seeded', () => {
    for (const g of picture.groups) {
      expect(g.seeds.map((s) => abbr(s.teamId)).join(' ')).toBe(SEEDS[year]![g.conference as 'American' | 'National']);
      expect(g.seeds.map((s) => s.via)).toEqual(year >= 2022 ? VIA_2022 : VIA_2022.slice(0, 5));
      expect(g.divisionWinners.map((w) => w.teamId).sort()).toEqual(g.seeds.filter((s) => s.via === 'division').map((s) => s.teamId).sort());
      expect(new Set(g.order).size).toBe(15);
    }
  });

  it('names the rule of every tie for a division, a place or a seed, and no other', () => {
    const ties = picture.groups.flatMap((g) => g.ties.map((t) => `${g.conference} ${t.stake} ${t.rule} ${t.among.map(abbr).join('/')} -> ${t.placed.map(abbr).join('/')}`));
    expect(ties.sort()).toEqual([...TIES[year]!].sort());
  });
});

describe('details of the ties', () => {
  it('give the season series and the tiebreaker game', () => {
    const ties = (year: number) => {
      const race = getRaceSeason(loadRetrosheetSeason(year), { sport: 'mlb', date: `${year}-12-31`, now: `${year}-12-31T12:00:00-05:00` });
      return computePostseasonPicture(resultsOfRace(race), { orderOutsideField: false }).groups.flatMap((g) => g.ties.map((t) => t.detail));
    };
    expect(ties(2023)).toEqual(['HOU 9-4, TEX 4-9', 'MIA 4-2, ARI 2-4']);
    expect(ties(2013)).toEqual(['TB beat TEX in game 163']);
  });
});
