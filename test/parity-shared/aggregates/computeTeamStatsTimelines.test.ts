import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { computeTeamStats } from '../../../src/aggregates/computeTeamStats.js';
import { computeTeamStatsTimelines, teamStatsThrough } from '../../../src/aggregates/computeTeamStatsTimelines.js';
import type { Game } from '../../../src/aggregates/Game.js';
import { createLeagueState } from '../../../src/engine/createLeagueState.js';
import { ingest } from '../../../src/engine/ingest.js';
import { KAGGLE_TEAM_BOX_SCORE_CORRECTIONS } from '../../../src/importers/nba/kaggleTeamBoxScoreCorrections.js';
import { parseKaggleTeamBoxScores } from '../../../src/importers/nba/parseKaggleTeamBoxScores.js';
import { leagueDate, type LeagueDate } from '../../../src/ids/index.js';
import { nbaTeamIdOfAbbreviation } from '../../../src/registry/nbaTeamIdOfAbbreviation.js';
import { DATA } from '../../sharedData.js';

describe.each(['2016-17_teamBoxScore.csv', '2017-18_teamBoxScore.csv'])('team-stats timelines of %s', (file) => {
  it('equal the plain fold (computeTeamStats) for every team on every date', () => {
    const batch = parseKaggleTeamBoxScores(readFileSync(path.join(DATA, 'nba', 'xmlstats_kaggle', file), 'utf8'), { teamIdOf: nbaTeamIdOfAbbreviation, corrections: KAGGLE_TEAM_BOX_SCORE_CORRECTIONS });
    if (!batch.ok) throw new Error(JSON.stringify(batch.issues.slice(0, 2)));
    const r = ingest(createLeagueState(), batch.value);
    if (!r.ok) throw new Error(JSON.stringify(r.issues.slice(0, 2)));
    const games: Game[] = [];
    for (const season of Object.values(r.state.seasons)) for (const month of Object.values(season.months)) for (const day of Object.values(month)) games.push(...Object.values(day));
    const timelines = computeTeamStatsTimelines(games, 'regular');
    const dates = [...new Set(games.map((g) => g.countsOn))].sort() as LeagueDate[];
    let compared = 0;
    for (const date of [leagueDate('2016-08-01'), ...dates]) {
      const fold = computeTeamStats(games, date, 'regular');
      for (const teamId of timelines.keys()) {
        const expected = fold.get(teamId) ?? teamStatsThrough(undefined, teamId, date);
        expect(teamStatsThrough(timelines.get(teamId), teamId, date)).toEqual(expected);
        compared++;
      }
    }
    expect(compared).toBeGreaterThan(150 * 30);
  });
});
