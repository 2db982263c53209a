/**
 * Final NBA standings of 2017-18, computed from the xmlstats-derived team box scores (with the
 * importer's listed corrections: CHI 2017-10-19 and TOR 2017-11-24 finals, where NBA.com and
 * Basketball-Reference agree against the file), against NBA.com's final table
 * (`shared/data/nba/nba_stats/2017-18/standings.csv`): record, home, road, conference record,
 * last ten, streak, games back, and playoff_seed equal to its PlayoffRank for every team.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createLeagueState } from '../../../src/engine/createLeagueState.js';
import { getStandings } from '../../../src/engine/getStandings.js';
import { ingest } from '../../../src/engine/ingest.js';
import { KAGGLE_TEAM_BOX_SCORE_CORRECTIONS } from '../../../src/importers/nba/kaggleTeamBoxScoreCorrections.js';
import { parseKaggleTeamBoxScores } from '../../../src/importers/nba/parseKaggleTeamBoxScores.js';
import { nbaTeamIdOfAbbreviation } from '../../../src/registry/nbaTeamIdOfAbbreviation.js';
import { nbaTeamIdOfNbaComAbbreviation } from '../../../src/registry/nbaTeamIdOfNbaComAbbreviation.js';
import { DATA } from '../../sharedData.js';
import { readQuotedCsv } from '../readQuotedCsv.js';


describe('NBA 2017-18 final standings against NBA.com', () => {
  const batch = parseKaggleTeamBoxScores(readFileSync(path.join(DATA, 'nba', 'xmlstats_kaggle', '2017-18_teamBoxScore.csv'), 'utf8'), {
    fileName: '2017-18_teamBoxScore.csv',
    teamIdOf: nbaTeamIdOfAbbreviation,
    corrections: KAGGLE_TEAM_BOX_SCORE_CORRECTIONS,
  });
  if (!batch.ok) throw new Error(JSON.stringify(batch.issues.slice(0, 3)));
  const loaded = ingest(createLeagueState(), batch.value);
  if (!loaded.ok) throw new Error(JSON.stringify(loaded.issues.slice(0, 3)));
  const table = getStandings(loaded.state, { sport: 'nba', date: '20180411', now: '2018-06-30T12:00:00-04:00' });
  const nbaCom = readQuotedCsv(path.join(DATA, 'nba', 'nba_stats', '2017-18', 'standings.csv'));

  it('has 30 teams on each side, East rows first', () => {
    expect(nbaCom).toHaveLength(30);
    expect(table.rows.map((r) => r.team.conference)).toEqual([...Array<string>(15).fill('East'), ...Array<string>(15).fill('West')]);
  });

  it('equals every team\'s record, home, road, conference record, last ten, streak, games back and playoff seed', () => {
    for (const want of nbaCom) {
      const id = nbaTeamIdOfNbaComAbbreviation(want['TEAM_ABBREVIATION']!, 2018);
      const row = table.rows.find((r) => r.team.teamId === id)!;
      const r = row.record;
      const streak = `${r.streakType === 'win' ? 'W' : 'L'} ${r.streakTotal}`;
      expect({
        team: want['TEAM_ABBREVIATION'], w: r.won, l: r.lost, home: `${r.homeWon}-${r.homeLost}`, road: `${r.awayWon}-${r.awayLost}`,
        conf: `${r.conferenceWon}-${r.conferenceLost}`, l10: `${r.lastTenWon}-${r.lastTenLost}`, streak, gb: row.gamesBackHalves / 2, seed: row.playoffSeed,
      }).toEqual({
        team: want['TEAM_ABBREVIATION'], w: Number(want['WINS']), l: Number(want['LOSSES']), home: want['HOME'], road: want['ROAD'],
        conf: want['ConferenceRecord'], l10: want['L10'], streak: want['STREAK'], gb: Number(want['GB']), seed: Number(want['PlayoffRank']),
      });
    }
  });

  it('gives each conference the seeds 1..15 once', () => {
    for (const conference of ['East', 'West']) {
      expect(table.rows.filter((r) => r.team.conference === conference).map((r) => r.playoffSeed).sort((a, b) => a! - b!)).toEqual(Array.from({ length: 15 }, (_, i) => i + 1));
    }
  });
});
