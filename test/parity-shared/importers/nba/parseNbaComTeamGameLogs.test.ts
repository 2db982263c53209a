import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { GameInput } from '../../../../src/engine/BatchInput.js';
import { batchSchema } from '../../../../src/engine/BatchInput.js';
import { KAGGLE_TEAM_BOX_SCORE_CORRECTIONS } from '../../../../src/importers/nba/kaggleTeamBoxScoreCorrections.js';
import { parseKaggleTeamBoxScores } from '../../../../src/importers/nba/parseKaggleTeamBoxScores.js';
import { parseNbaComTeamGameLogs } from '../../../../src/importers/nba/parseNbaComTeamGameLogs.js';
import { brefRecords } from './brefData.js';
import { lookups, NBA } from './nbaLookups.js';

const SEASONS = { 2018: '2017-18', 2019: '2018-19' } as const;
type Season = keyof typeof SEASONS;
const fileOf = (season: Season) => path.join(NBA, 'nba_stats', SEASONS[season], 'team_game_logs.csv');

const parsed = new Map<Season, readonly GameInput[]>();
function gamesOf(season: Season): readonly GameInput[] {
  let games = parsed.get(season);
  if (games === undefined) {
    const r = parseNbaComTeamGameLogs(readFileSync(fileOf(season), 'utf8'), { fileName: `${SEASONS[season]}/team_game_logs.csv`, teamIdOf: lookups.nbaComTeamIdOf });
    if (!r.ok) throw new Error(r.issues.slice(0, 3).map((i) => i.message).join('; '));
    games = r.value.games ?? [];
    parsed.set(season, games);
  }
  return games;
}
const score = (g: GameInput) => `${g.away_points_scored}-${g.home_points_scored}`;

describe('parseNbaComTeamGameLogs on nba_stats/2017-18 and 2018-19 (PROVENANCE: NBA / nba_stats)', () => {
  it.each([2018, 2019] as const)('season %i: 1,230 regular-season and 82 playoff games, 82 regular-season games per team, no start times', (season) => {
    const games = gamesOf(season);
    expect(games.filter((g) => g.season_type === 'regular')).toHaveLength(1230);
    expect(games.filter((g) => g.season_type === 'post')).toHaveLength(82);
    expect(games).toHaveLength(1312);
    expect(new Set(games.map((g) => g.event_id)).size).toBe(1312);
    const played = new Map<string, number>();
    for (const g of games) if (g.season_type === 'regular') for (const t of [g.away_team_id, g.home_team_id]) played.set(t, (played.get(t) ?? 0) + 1);
    expect(played.size).toBe(30);
    expect([...played.values()].every((n) => n === 82)).toBe(true);
    expect(games.every((g) => g.start_date_time === null && g.away_period_scores === undefined && g.status === 'completed')).toBe(true);
    expect(batchSchema.safeParse({ games }).success).toBe(true);
  });

  it.each([2018, 2019] as const)('season %i: regular-season wins and losses per team equal Basketball-Reference', (season) => {
    const records = new Map<string, { w: number; l: number }>();
    for (const g of gamesOf(season)) {
      if (g.season_type !== 'regular') continue;
      const homeWon = (g.home_points_scored ?? 0) > (g.away_points_scored ?? 0);
      for (const [team, won] of [[g.home_team_id, homeWon], [g.away_team_id, !homeWon]] as const) {
        const r = records.get(team) ?? { w: 0, l: 0 };
        if (won) r.w++;
        else r.l++;
        records.set(team, r);
      }
    }
    expect(Object.fromEntries([...records].sort())).toEqual(Object.fromEntries([...brefRecords(season)].sort()));
  });

  it('reads MATCHUP "GSW @ CLE" as Golden State at Cleveland: 2018 Finals game 4, 108-85', () => {
    expect(gamesOf(2018).find((g) => g.event_id === '20180608-golden-state-warriors-at-cleveland-cavaliers')).toEqual({
      sport: 'nba',
      event_id: '20180608-golden-state-warriors-at-cleveland-cavaliers',
      status: 'completed',
      season_type: 'post',
      start_date_time: null,
      away_team_id: 'golden-state-warriors',
      home_team_id: 'cleveland-cavaliers',
      away_points_scored: 108,
      home_points_scored: 85,
    });
  });

  it('2017-18 regular season: the same games as the Kaggle file, the same scores except its two wrong ones', () => {
    const kaggleText = readFileSync(path.join(NBA, 'xmlstats_kaggle', '2017-18_teamBoxScore.csv'), 'utf8');
    const k = parseKaggleTeamBoxScores(kaggleText, { teamIdOf: lookups.teamIdOf, corrections: KAGGLE_TEAM_BOX_SCORE_CORRECTIONS });
    if (!k.ok) throw new Error(k.issues[0]?.message);
    const corrected = new Map((k.value.games ?? []).map((g) => [g.event_id, score(g)]));
    const nbaCom = gamesOf(2018).filter((g) => g.season_type === 'regular');
    expect(new Set(nbaCom.map((g) => g.event_id))).toEqual(new Set(corrected.keys()));
    expect(nbaCom.filter((g) => corrected.get(g.event_id) !== score(g))).toEqual([]);

    // the file as written (its home rows: opptPTS at teamPTS), before the corrections
    const header = kaggleText.split('\n')[0]?.split(',') ?? [];
    const col = (f: readonly string[], name: string) => f[header.indexOf(name)] ?? '';
    const rawOf = new Map<string, string>();
    for (const line of kaggleText.split('\n').slice(1)) {
      const f = line.split(',');
      if (col(f, 'teamLoc') !== 'Home') continue;
      const id = `${col(f, 'gmDate').replaceAll('-', '')}-${lookups.teamIdOf(col(f, 'opptAbbr'), 2018)}-at-${lookups.teamIdOf(col(f, 'teamAbbr'), 2018)}`;
      rawOf.set(id, `${col(f, 'opptPTS')}-${col(f, 'teamPTS')}`);
    }
    expect(rawOf.size).toBe(1230);
    const differ = nbaCom.filter((g) => rawOf.get(g.event_id ?? '') !== score(g)).map((g) => `${g.event_id} NBA.com ${score(g)}, file ${rawOf.get(g.event_id ?? '')}`);
    expect(differ).toEqual([
      '20171019-chicago-bulls-at-toronto-raptors NBA.com 100-117, file 101-117',
      '20171124-toronto-raptors-at-indiana-pacers NBA.com 104-107, file 102-107',
    ]);
  });
});

describe('parseNbaComTeamGameLogs: malformed input gives typed issues [file, line, column]', () => {
  const HEADER = 'TEAM_ID,TEAM_ABBREVIATION,TEAM_NAME,GAME_DATE,MATCHUP,WL,PTS,REB,AST,STL,BLK,TOV,FG_PCT,FG3_PCT,FT_PCT,PLUS_MINUS,SEASON_TYPE';
  const BOS = '1610612738,BOS,Boston Celtics,2017-10-17,BOS @ CLE,L,99,46,24,11,4,12,0.409,0.25,0.76,-3,Regular Season';
  const CLE = '1610612739,CLE,Cleveland Cavaliers,2017-10-17,CLE vs. BOS,W,102,50,19,3,4,17,0.447,0.25,0.857,3,Regular Season';
  const issuesOf = (...lines: string[]) => {
    const r = parseNbaComTeamGameLogs(`${lines.join('\n')}\n`, { fileName: 'f.csv', teamIdOf: lookups.nbaComTeamIdOf });
    return r.ok ? [] : r.issues.map((i) => `${i.code} ${i.path.join(' ')}`);
  };
  const edit = (row: string, column: string, value: string) => {
    const f = row.split(',');
    f[HEADER.split(',').indexOf(column)] = value;
    return f.join(',');
  };

  it('accepts a game in either row order; PlayIn is postseason', () => {
    expect(issuesOf(HEADER, CLE, BOS)).toEqual([]);
    const r = parseNbaComTeamGameLogs([HEADER, edit(BOS, 'SEASON_TYPE', 'PlayIn'), edit(CLE, 'SEASON_TYPE', 'PlayIn')].join('\n'), { teamIdOf: lookups.nbaComTeamIdOf });
    expect(r.ok && r.value.games?.[0]?.season_type).toBe('post');
  });

  it('reports bad fields', () => {
    expect(issuesOf(HEADER, edit(BOS, 'GAME_DATE', '10/17/2017'), CLE)).toEqual(['invalid_date f.csv line 2 GAME_DATE', 'malformed_line f.csv line 3 MATCHUP']);
    expect(issuesOf(HEADER, edit(BOS, 'MATCHUP', 'CLE vs. BOS'), CLE)).toEqual(['malformed_line f.csv line 2 MATCHUP', 'malformed_line f.csv line 3 MATCHUP']);
    expect(issuesOf(HEADER, edit(BOS, 'WL', 'W'), CLE)).toEqual(['invalid_score f.csv line 2 WL', 'malformed_line f.csv line 3 MATCHUP']);
    expect(issuesOf(HEADER, edit(BOS, 'PTS', '9 9'), CLE)).toEqual(['malformed_line f.csv line 2 PTS', 'malformed_line f.csv line 3 MATCHUP']);
    expect(issuesOf(HEADER, edit(BOS, 'SEASON_TYPE', 'All Star'), CLE)).toEqual(['malformed_line f.csv line 2 SEASON_TYPE', 'malformed_line f.csv line 3 MATCHUP']);
    expect(issuesOf(HEADER, edit(edit(BOS, 'TEAM_ABBREVIATION', 'BOX'), 'MATCHUP', 'BOX @ CLE'), edit(CLE, 'MATCHUP', 'CLE vs. BOX'))).toEqual(['unknown_team f.csv line 2 TEAM_ABBREVIATION', 'malformed_line f.csv line 3 MATCHUP']);
    expect(issuesOf(HEADER.replace('PLUS_MINUS', 'PM'), BOS, CLE)).toEqual(['malformed_line f.csv line 1 PLUS_MINUS']);
  });

  it('the two rows of a game must mirror each other', () => {
    expect(issuesOf(HEADER, BOS, edit(CLE, 'PTS', '103'))).toEqual(['conflict f.csv line 3 PLUS_MINUS']);
    expect(issuesOf(HEADER, BOS, edit(CLE, 'SEASON_TYPE', 'Playoffs'))).toEqual(['conflict f.csv line 3 SEASON_TYPE']);
    expect(issuesOf(HEADER, BOS, CLE, CLE)).toEqual(['conflict f.csv line 4 MATCHUP']);
    expect(issuesOf(HEADER, BOS)).toEqual(['malformed_line f.csv line 2 MATCHUP']);
  });
});
