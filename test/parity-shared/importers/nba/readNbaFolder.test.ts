import { mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { BatchInput, GameInput, TeamInput } from '../../../../src/engine/BatchInput.js';
import { createLeagueState } from '../../../../src/engine/createLeagueState.js';
import { ingest } from '../../../../src/engine/ingest.js';
import { KAGGLE_PLAYER_BOX_SCORE_CORRECTIONS } from '../../../../src/importers/nba/kagglePlayerBoxScoreCorrections.js';
import { KAGGLE_TEAM_BOX_SCORE_CORRECTIONS } from '../../../../src/importers/nba/kaggleTeamBoxScoreCorrections.js';
import { readNbaFolder, type NbaFolderOptions } from '../../../../src/importers/nba/readNbaFolder.js';
import { lookups, NBA } from './nbaLookups.js';

const OPTIONS: NbaFolderOptions = {
  teamIdOf: lookups.teamIdOf, nbaComTeamIdOf: lookups.nbaComTeamIdOf, corrections: KAGGLE_TEAM_BOX_SCORE_CORRECTIONS, playerCorrections: KAGGLE_PLAYER_BOX_SCORE_CORRECTIONS,
};
const NBA_COM_2018 = 'nba_stats/2017-18/team_game_logs.csv';

async function gamesOf(dir: string, options: NbaFolderOptions = OPTIONS): Promise<readonly GameInput[]> {
  const r = await readNbaFolder(dir, options);
  if (!r.ok) throw new Error(r.issues.slice(0, 3).map((i) => i.message).join('; '));
  return r.value.games ?? [];
}
const issuesOf = async (dir: string, options: NbaFolderOptions = OPTIONS) => {
  const r = await readNbaFolder(dir, options);
  return r.ok ? [] : r.issues.map((i) => `${i.code} ${i.path.join(' ')}`);
};
const count = (games: readonly GameInput[], prefix: string, type: string) => games.filter((g) => (g.event_id ?? '').startsWith(prefix) && g.season_type === type).length;

const tmp = mkdtempSync(path.join(os.tmpdir(), 'nba-folder-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

describe('readNbaFolder on shared/data/nba', () => {
  it('one batch: Kaggle 2016-17 and 2017-18, NBA.com 2017-18 playoffs and 2018-19, no game twice', async () => {
    const games = await gamesOf(NBA);
    expect(games).toHaveLength(1230 + 1230 + 82 + 1312);
    expect(new Set(games.map((g) => g.event_id)).size).toBe(games.length);
    const regular2018 = games.filter((g) => g.season_type === 'regular' && (g.event_id ?? '') >= '20170801' && (g.event_id ?? '') < '20180801');
    expect(regular2018).toHaveLength(1230);
    // the 2017-18 regular season is the xmlstats-derived one: start times (but one) and period scores
    expect(regular2018.filter((g) => g.start_date_time === null).map((g) => g.event_id)).toEqual(['20180321-indiana-pacers-at-new-orleans-pelicans']);
    expect(regular2018.every((g) => (g.home_period_scores?.length ?? 0) >= 4)).toBe(true);
    expect(count(games, '2018', 'post')).toBe(82);
    expect(count(games, '2019', 'post')).toBe(82);
  });

  it('given a subfolder: xmlstats_kaggle, nba_stats, or one season of nba_stats', async () => {
    expect(await gamesOf(path.join(NBA, 'xmlstats_kaggle'))).toHaveLength(2460);
    expect(await gamesOf(path.join(NBA, 'nba_stats'))).toHaveLength(2624);
    expect(await gamesOf(path.join(NBA, 'nba_stats', '2018-19'))).toHaveLength(1312);
  });

  it('without the corrections: the ten period-score issues of the Kaggle files, named by their path', async () => {
    const issues = await issuesOf(NBA, { ...OPTIONS, corrections: [] });
    expect(issues).toHaveLength(10);
    expect(issues.filter((i) => i.startsWith('invalid_score xmlstats_kaggle/2016-17_teamBoxScore.csv line '))).toHaveLength(2);
    expect(issues.filter((i) => i.startsWith('invalid_score xmlstats_kaggle/2017-18_teamBoxScore.csv line '))).toHaveLength(8);
  });

  it('a score the two sources disagree on is a conflict, not a silent choice (CHI at TOR 2017-10-19 uncorrected)', async () => {
    // without the player correction behind it too (Blakeney's three): the player lines then agree with the file's 101
    const corrections = KAGGLE_TEAM_BOX_SCORE_CORRECTIONS.filter((c) => c.date !== '2017-10-19');
    const playerCorrections = KAGGLE_PLAYER_BOX_SCORE_CORRECTIONS.filter((c) => c.date !== '2017-10-19');
    const r = await readNbaFolder(NBA, { ...OPTIONS, corrections, playerCorrections });
    expect(r.ok ? [] : r.issues).toEqual([
      {
        code: 'conflict',
        path: [NBA_COM_2018, '20171019-chicago-bulls-at-toronto-raptors'],
        message: `${NBA_COM_2018}: game 20171019-chicago-bulls-at-toronto-raptors ended 100-117 here and 101-117 in xmlstats_kaggle/2017-18_teamBoxScore.csv; one source is wrong (a correction of xmlstats_kaggle/2017-18_teamBoxScore.csv can settle it)`,
      },
    ]);
  });

  it('a game only one source of a shared season has is a conflict', async () => {
    const dir = path.join(tmp, 'missing');
    mkdirSync(path.join(dir, 'xmlstats_kaggle'), { recursive: true });
    mkdirSync(path.join(dir, 'nba_stats', '2017-18'), { recursive: true });
    const lines = readFileSync(path.join(NBA, 'xmlstats_kaggle', '2017-18_teamBoxScore.csv'), 'utf8').split('\n');
    // lines 2 and 3: BOS at CLE, 2017-10-17
    writeFileSync(path.join(dir, 'xmlstats_kaggle', '2017-18_teamBoxScore.csv'), [lines[0], ...lines.slice(3)].join('\n'));
    writeFileSync(path.join(dir, 'nba_stats', '2017-18', 'team_game_logs.csv'), readFileSync(path.join(NBA, NBA_COM_2018)));
    expect(await issuesOf(dir)).toEqual([`conflict ${NBA_COM_2018} 20171017-boston-celtics-at-cleveland-cavaliers`]);
  });

  it('player files: Kaggle lines on the 2017-18 Kaggle games through 2018-02-02, NBA.com lines on the games NBA.com keeps', async () => {
    const games = await gamesOf(NBA);
    const withLines = (from: string, to: string, type: string, complete: boolean) => games.filter((g) => (g.event_id ?? '') >= from && (g.event_id ?? '') < to && g.season_type === type
      && g.away_stats !== undefined && g.home_stats !== undefined && (g.away_stats[0]?.field_goals_made !== undefined) === complete).length;
    expect(games.filter((g) => (g.event_id ?? '') < '20170801' && g.away_stats !== undefined)).toHaveLength(0);
    // 2017-18 regular season: the Kaggle games, complete lines through 2018-02-02; NBA.com's lines dropped with its games
    expect([withLines('20170801', '20180203', 'regular', true), withLines('20180203', '20180801', 'regular', true), withLines('20170801', '20180801', 'regular', false)]).toEqual([774, 0, 0]);
    expect([withLines('20170801', '20180801', 'post', false), withLines('20180801', '20190801', 'regular', false), withLines('20180801', '20190801', 'post', false)]).toEqual([82, 1230, 82]);
    // without the player corrections: the Kaggle player file's issue, named by its path
    expect(await issuesOf(NBA, { ...OPTIONS, playerCorrections: [] })).toEqual(['invalid_score xmlstats_kaggle/2017-18_playerBoxScore_through_2018-02-02.csv line 5813 playPTS']);
  });

  it('a player file without the team file of its games: invalid_input, and the player file is not read', async () => {
    const dir = path.join(tmp, 'players-only');
    mkdirSync(path.join(dir, 'xmlstats_kaggle'), { recursive: true });
    mkdirSync(path.join(dir, 'nba_stats', '2018-19'), { recursive: true });
    writeFileSync(path.join(dir, 'xmlstats_kaggle', '2017-18_playerBoxScore.csv'), 'not,read\n');
    writeFileSync(path.join(dir, 'nba_stats', '2018-19', 'player_game_logs.csv'), 'not,read\n');
    expect(await issuesOf(dir)).toEqual(['invalid_input nba_stats/2018-19/player_game_logs.csv', 'invalid_input xmlstats_kaggle/2017-18_playerBoxScore.csv']);
  });

  it('a folder without NBA data, a folder that does not exist: invalid_input', async () => {
    mkdirSync(path.join(tmp, 'empty'));
    expect(await issuesOf(path.join(tmp, 'empty'))).toEqual([`invalid_input ${path.join(tmp, 'empty')}`]);
    expect(await issuesOf(path.join(tmp, 'nowhere'))).toEqual([`invalid_input ${path.join(tmp, 'nowhere')}`]);
  });

  it('the batch ingests into the engine as it is: into the built-in registry, and into an empty state with 90 test teams', async () => {
    const games = [...(await gamesOf(NBA))];
    const builtIn = ingest(createLeagueState(), { games });
    expect(builtIn.ok ? [] : builtIn.issues.slice(0, 3)).toEqual([]);
    const batch: BatchInput = { teams: testTeams(), games };
    const s = ingest(createLeagueState({ builtIns: false }), batch);
    expect(s.ok ? [] : s.issues.slice(0, 3)).toEqual([]);
  });
});

/** Team objects for the seasons 2017-2019 from NBA.com's 2017-18 standings (no team moved or changed conference then). */
function testTeams(): TeamInput[] {
  const lines = readFileSync(path.join(NBA, 'nba_stats', '2017-18', 'standings.csv'), 'utf8').split('\n');
  const header = (lines[0] ?? '').split(',');
  const col = (f: readonly string[], name: string) => f[header.indexOf(name)] ?? '';
  const teams: TeamInput[] = [];
  for (const line of lines.slice(1)) {
    const f = line.split(',');
    if (f.length < header.length) continue;
    const city = col(f, 'TeamCity') === 'LA' ? 'Los Angeles' : col(f, 'TeamCity');
    for (const season of [2017, 2018, 2019]) {
      const teamId = lookups.nbaComTeamIdOf(col(f, 'TEAM_ABBREVIATION'), season);
      teams.push({
        sport: 'nba', season, ...(teamId === undefined ? {} : { team_id: teamId }), abbreviation: col(f, 'TEAM_ABBREVIATION'), first_name: city, last_name: col(f, 'TeamName'),
        conference: col(f, 'Conference'), division: col(f, 'Division'), site_name: '', city, state: '',
      });
    }
  }
  return teams;
}
