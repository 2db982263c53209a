/**
 * The postseason picture of the final NBA seasons 2016-17 and 2017-18 (xmlstats-derived team box
 * scores, with the importer's corrections) and 2018-19 (NBA.com's game logs,
 * `shared/data/nba/nba_stats/2018-19`): 2017-18 and 2018-19 against NBA.com's final tables
 * (`shared/data/nba/nba_stats/{season}/standings.csv`, PlayoffRank: every team's place); 2016-17
 * against its playoff bracket (seeds 1-8, https://www.basketball-reference.com/playoffs/NBA_2017.html:
 * East BOS CLE TOR WAS ATL MIL IND CHI, West GSW SAS HOU LAC UTA OKC MEM POR); and the rule of
 * every tie. Ties (records from NBA.com's tables; season series from Basketball-Reference's
 * head-to-head pages, https://www.basketball-reference.com/leagues/NBA_2017.html and NBA_2018):
 * - 2016-17 East: Cleveland and Toronto 51-31, Cleveland 2nd on the series 3-1; Milwaukee and
 *   Indiana 42-40, Milwaukee 6th (3-1); Chicago and Miami 41-41 for the 8th and last place,
 *   Chicago on the series 2-1 (Miami missed the playoffs). West: the Clippers and Utah 51-31,
 *   the Clippers 4th (3-1, home court in their first-round series).
 * - 2017-18 East: Miami and Milwaukee 44-38, Miami 6th (3-0). West: Oklahoma City, Utah and New
 *   Orleans 48-34, no division winner among them, ordered 4-5-6 by the games among the three
 *   (4-3, 4-4, 3-4: a complete break); San Antonio and Minnesota 47-35, San Antonio 7th (2-1).
 * - 2018-19 East: Brooklyn and Orlando 42-40, Brooklyn 6th ("The Nets own the head-to-head
 *   tiebreaker over the Magic (won the season series 2-1)", Orlando Sentinel, 2019-04-10);
 *   Charlotte and Miami 39-43, out of the field, Charlotte 9th on its division record (10-6 against
 *   7-9 after a 2-2 series; NBA.com's PlayoffRank). West: Portland and Houston 53-29, both division
 *   winners, Portland 3rd ("the Blazers won the season series 2-1", Blazer's Edge, 2019-04-02);
 *   San Antonio and the Clippers 48-34, San Antonio 7th (the series 2-2, neither a division
 *   winner, different divisions: the conference record, 30-22 against 28-24; "The Spurs have the
 *   benefit of owning a tiebreaker over the Thunder and Clippers individually", KENS5, before the
 *   last night of the season); Memphis, New Orleans and Dallas 33-49, out of the field, ordered as NBA.com's
 *   table orders them (the games among the three, then Memphis over New Orleans on the
 *   conference record).
 */
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { computePostseasonPicture, type PostseasonPicture } from '../../../../src/aggregates/race/computePostseasonPicture.js';
import type { RaceSeason } from '../../../../src/aggregates/race/RaceSeason.js';
import { resultsOfRace } from '../../../../src/aggregates/race/resultsOfRace.js';
import { getRaceSeason } from '../../../../src/engine/getRaceSeason.js';
import { nbaTeamIdOfNbaComAbbreviation } from '../../../../src/registry/nbaTeamIdOfNbaComAbbreviation.js';
import { DATA } from '../../../sharedData.js';
import { readQuotedCsv } from '../../readQuotedCsv.js';
import { loadNbaSeason, type NbaSeasonLabel } from '../../loadNbaSeason.js';

const TIES: Record<string, string[]> = {
  '2016-17': [
    'East seed head-to-head CLE/TOR -> CLE',
    'East seed head-to-head MIL/IND -> MIL',
    'East place head-to-head CHI/MIA -> CHI',
    'West seed head-to-head LAC/UTA -> LAC',
  ],
  '2017-18': [
    'East seed head-to-head MIA/MIL -> MIA',
    'West seed head-to-head OKC/UTA/NO -> OKC',
    'West seed head-to-head UTA/NO -> UTA',
    'West seed head-to-head SA/MIN -> SA',
  ],
  '2018-19': [
    'East seed head-to-head BKN/ORL -> BKN',
    'East order division-record CHA/MIA -> CHA',
    'West seed head-to-head POR/HOU -> POR',
    'West seed conference-record SA/LAC -> SA',
    'West order head-to-head MEM/NO/DAL -> MEM/NO',
    'West order conference-record MEM/NO -> MEM',
  ],
};

const SEEDS: Record<string, { East: string; West: string }> = {
  '2016-17': { East: 'BOS CLE TOR WAS ATL MIL IND CHI', West: 'GS SA HOU LAC UTA OKC MEM POR' },
  '2017-18': { East: 'TOR BOS PHI CLE IND MIA MIL WAS', West: 'HOU GS POR OKC UTA NO SA MIN' },
  '2018-19': { East: 'MIL TOR PHI BOS IND BKN ORL DET', West: 'GS DEN POR HOU UTA OKC SA LAC' },
};



describe.each(Object.keys(TIES))('the final NBA picture of %s', (name) => {
  const year = Number(name.slice(0, 4)) + 1;
  let race: RaceSeason, picture: PostseasonPicture;
  beforeAll(async () => {
    race = getRaceSeason(await loadNbaSeason(name as NbaSeasonLabel), { sport: 'nba', date: `${year}-04-30`, now: `${year}-06-30T12:00:00-04:00` });
    picture = computePostseasonPicture(resultsOfRace(race));
  });
  const abbr = (id: string) => race.teams.find((t) => t.teamId === id)!.abbreviation;

  it('seeds every conference as it was seeded (2017-18 and 2018-19: every team in NBA.com\'s order)', () => {
    for (const g of picture.groups) {
      if (year >= 2018) {
        const want = readQuotedCsv(path.join(DATA, 'nba', 'nba_stats', name, 'standings.csv'))
          .filter((r) => r['Conference'] === g.conference)
          .sort((a, b) => Number(a['PlayoffRank']) - Number(b['PlayoffRank']))
          .map((r) => nbaTeamIdOfNbaComAbbreviation(r['TEAM_ABBREVIATION']!, year));
        expect(g.order).toEqual(want);
      }
      expect(g.seeds.map((s) => abbr(s.teamId)).join(' ')).toBe(SEEDS[name]![g.conference as 'East' | 'West']);
      expect(g.seeds.every((s) => s.via === 'record')).toBe(true);
      expect(g.order.slice(0, 8)).toEqual(g.seeds.map((s) => s.teamId));
    }
  });

  it('names the rule of every tie', () => {
    const ties = picture.groups.flatMap((g) => g.ties.map((t) => `${g.conference} ${t.stake} ${t.rule} ${t.among.map(abbr).join('/')} -> ${t.placed.map(abbr).join('/')}`));
    expect(ties).toEqual(TIES[name]);
  });
});
