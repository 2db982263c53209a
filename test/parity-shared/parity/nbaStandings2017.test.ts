/**
 * NBA daily standings of 2016-17 computed from the team box scores
 * (`shared/data/nba/xmlstats_kaggle/2016-17_teamBoxScore.csv`) against the service's own daily
 * standings of that season (`2016-17_standings.csv`, same xmlstats origin): rank, won, lost,
 * games back, streak, home, away, conference record, last five and last ten on every date for
 * every team. Both files come from the service, so the box scores are trusted as recorded,
 * including IND at LAL on 2017-01-20 (96, Basketball-Reference says 95; the game reports say 96);
 * the importer's corrections only fix quarter lines there, never a final score of that season.
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
import { DATA } from '../../sharedData.js';
import { readCsv } from '../../parity/loadSeason.js';

const DIR = path.join(DATA, 'nba', 'xmlstats_kaggle');

describe('NBA 2016-17 daily standings against the service\'s own', () => {
  const batch = parseKaggleTeamBoxScores(readFileSync(path.join(DIR, '2016-17_teamBoxScore.csv'), 'utf8'), {
    fileName: '2016-17_teamBoxScore.csv',
    teamIdOf: nbaTeamIdOfAbbreviation,
    corrections: KAGGLE_TEAM_BOX_SCORE_CORRECTIONS,
  });
  if (!batch.ok) throw new Error(JSON.stringify(batch.issues.slice(0, 3)));
  const loaded = ingest(createLeagueState(), batch.value);
  if (!loaded.ok) throw new Error(JSON.stringify(loaded.issues.slice(0, 3)));
  const state = loaded.state;
  const rows = readCsv(path.join(DIR, '2016-17_standings.csv'));
  const dates = [...new Set(rows.map((r) => r['stDate']!))];

  it('covers 160 dates of 30 teams', () => {
    expect(dates).toHaveLength(160);
    expect(rows).toHaveLength(4800);
  });

  it('equals rank, record, games back, streak, splits and last five/ten on every date for every team', () => {
    const differences: string[] = [];
    for (const date of dates) {
      const table = getStandings(state, { sport: 'nba', date, now: '2017-06-30T12:00:00-04:00' });
      const byTeam = new Map(table.rows.map((r) => [r.team.teamId as string, r]));
      for (const want of rows.filter((r) => r['stDate'] === date)) {
        const id = nbaTeamIdOfAbbreviation(want['teamAbbr']!, 2017)!;
        const row = byTeam.get(id);
        const r = row?.record;
        const streak = r?.streakType === 'win' ? `W${r.streakTotal}` : r?.streakType === 'loss' ? `L${r.streakTotal}` : '-';
        const got = [row?.rank, r?.won, r?.lost, row && row.gamesBackHalves / 2, streak, r?.homeWon, r?.homeLost, r?.awayWon, r?.awayLost, r?.conferenceWon, r?.conferenceLost, r?.lastFiveWon, r?.lastTenWon];
        const expected = [Number(want['rank']), Number(want['gameWon']), Number(want['gameLost']), Number(want['gameBack']), want['stk'], Number(want['homeWin']), Number(want['homeLoss']), Number(want['awayWin']), Number(want['awayLoss']), Number(want['confWin']), Number(want['confLoss']), Number(want['lastFive']), Number(want['lastTen'])];
        if (JSON.stringify(got) !== JSON.stringify(expected)) differences.push(`${date} ${want['teamAbbr']}: service ${JSON.stringify(expected)}, engine ${JSON.stringify(got)}`);
      }
    }
    expect(differences.slice(0, 20)).toEqual([]);
    expect(differences).toHaveLength(0);
  });
});
