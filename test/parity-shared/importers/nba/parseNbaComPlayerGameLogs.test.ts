import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { batchSchema, type GameInput } from '../../../../src/engine/BatchInput.js';
import type { Issue } from '../../../../src/ids/Issue.js';
import { parseNbaComPlayerGameLogs } from '../../../../src/importers/nba/parseNbaComPlayerGameLogs.js';
import { parseNbaComTeamGameLogs } from '../../../../src/importers/nba/parseNbaComTeamGameLogs.js';
import { lookups, NBA } from './nbaLookups.js';

const SEASONS = ['2017-18', '2018-19'] as const;
type Season = (typeof SEASONS)[number];
const textOf = (season: Season, file: string) => readFileSync(path.join(NBA, 'nba_stats', season, file), 'utf8');
const PLAYERS_2018 = textOf('2017-18', 'player_game_logs.csv');
const LINES = PLAYERS_2018.split('\n');
const HEADER = (LINES[0] ?? '').split(',');
const BOS_AT_CLE = '20171017-boston-celtics-at-cleveland-cavaliers';
const HOU_AT_GSW = '20171017-houston-rockets-at-golden-state-warriors';

const teamGames = new Map<Season, readonly GameInput[]>();
function teamGamesOf(season: Season): readonly GameInput[] {
  let games = teamGames.get(season);
  if (games === undefined) {
    const r = parseNbaComTeamGameLogs(textOf(season, 'team_game_logs.csv'), { teamIdOf: lookups.nbaComTeamIdOf });
    if (!r.ok) throw new Error(r.issues.slice(0, 3).map((i) => i.message).join('; '));
    games = r.value.games ?? [];
    teamGames.set(season, games);
  }
  return games;
}
const withLines = new Map<Season, readonly GameInput[]>();
function gamesOf(season: Season): readonly GameInput[] {
  let games = withLines.get(season);
  if (games === undefined) {
    const r = parseNbaComPlayerGameLogs(textOf(season, 'player_game_logs.csv'), teamGamesOf(season), { fileName: 'p.csv', teamIdOf: lookups.nbaComTeamIdOf });
    if (!r.ok) throw new Error(r.issues.slice(0, 3).map((i) => i.message).join('; '));
    games = r.value.games ?? [];
    withLines.set(season, games);
  }
  return games;
}

const short = (i: Issue) => `${i.code} ${i.path.join(' ')}`;
const parse = (text: string) => parseNbaComPlayerGameLogs(text, teamGamesOf('2017-18'), { fileName: 'p.csv', teamIdOf: lookups.nbaComTeamIdOf });
const issuesOf = (text: string) => {
  const r = parse(text);
  return r.ok ? [] : r.issues.map(short);
};
/** The header and the 40 rows of 2017-10-17 (lines 2-41: BOS at CLE, HOU at GSW), with cells changed: `line -> column -> value`. */
function opening(changes: Readonly<Record<number, Readonly<Record<string, string>>>> = {}, extra: readonly string[] = []): string {
  const out = [LINES[0] ?? ''];
  for (let lineNo = 2; lineNo <= 41; lineNo++) {
    const fields = (LINES[lineNo - 1] ?? '').split(',');
    for (const [column, value] of Object.entries(changes[lineNo] ?? {})) fields[HEADER.indexOf(column)] = value;
    out.push(fields.join(','));
  }
  return `${[...out, ...extra].join('\n')}\n`;
}
const openingGames = (text: string) => {
  const r = parse(text);
  if (!r.ok) throw new Error(r.issues.slice(0, 3).map((i) => i.message).join('; '));
  return r.value.games ?? [];
};
const lineOf = (games: readonly GameInput[], eventId: string, name: string) => {
  const g = games.find((x) => x.event_id === eventId);
  return [...(g?.away_stats ?? []), ...(g?.home_stats ?? [])].find((l) => l.display_name === name);
};

describe('parseNbaComPlayerGameLogs on nba_stats/2017-18 and 2018-19 (PROVENANCE: NBA / nba_stats, player_game_logs.csv)', () => {
  it.each(SEASONS)('%s: every one of the 1,312 games gets basic lines on both sides, every row once', (season) => {
    const games = gamesOf(season);
    expect(games).toHaveLength(1312);
    expect(games.every((g) => (g.away_stats?.length ?? 0) > 0 && (g.home_stats?.length ?? 0) > 0)).toBe(true);
    const rows = textOf(season, 'player_game_logs.csv').split('\n').slice(1).filter((l) => l.length > 0).length;
    expect(games.reduce((s, g) => s + (g.away_stats?.length ?? 0) + (g.home_stats?.length ?? 0), 0)).toBe(rows);
    const lines = games.flatMap((g) => [...(g.away_stats ?? []), ...(g.home_stats ?? [])]);
    expect(lines.every((l) => l.field_goals_made === undefined && l.offensive_rebounds === undefined && l.personal_fouls === undefined && l.rebounds !== undefined)).toBe(true);
    expect(lines.every((l) => l.is_starter === false && l.position === '')).toBe(true);
    expect(batchSchema.safeParse({ games }).success).toBe(true);
  });

  it.each(SEASONS)('%s: each side\'s points add up to its score in the team game log, playoffs included', (season) => {
    for (const g of gamesOf(season)) {
      expect(g.away_stats?.reduce((s, l) => s + l.points, 0), g.event_id).toBe(g.away_points_scored);
      expect(g.home_stats?.reduce((s, l) => s + l.points, 0), g.event_id).toBe(g.home_points_scored);
    }
  });

  it('reads line 2 as written: Kyrie Irving at Cleveland on opening night', () => {
    expect(lineOf(gamesOf('2017-18'), BOS_AT_CLE, 'Kyrie Irving')).toEqual({
      player_id: 'kyrie-irving', last_name: 'Irving', first_name: 'Kyrie', display_name: 'Kyrie Irving', position: '', is_starter: false,
      minutes: 39, points: 22, rebounds: 4, assists: 10, turnovers: 2, steals: 3, blocks: 0,
    });
  });

  it('splits names at the first space; a one-word name is the last name', () => {
    const games = gamesOf('2017-18');
    expect(lineOf(games, BOS_AT_CLE, 'JR Smith')).toMatchObject({ player_id: 'jr-smith', first_name: 'JR', last_name: 'Smith' });
    expect(lineOf(games, HOU_AT_GSW, 'Luc Mbah a Moute')).toMatchObject({ player_id: 'luc-mbah-a-moute', first_name: 'Luc', last_name: 'Mbah a Moute' });
    expect(lineOf(games, '20171018-houston-rockets-at-sacramento-kings', 'Nene')).toMatchObject({ player_id: 'nene', first_name: '', last_name: 'Nene' });
    const all = games.flatMap((g) => [...(g.away_stats ?? []), ...(g.home_stats ?? [])]);
    expect(all.find((l) => l.display_name === 'Otto Porter Jr.')).toMatchObject({ player_id: 'otto-porter-jr', first_name: 'Otto', last_name: 'Porter Jr.' });
    expect(all.find((l) => l.display_name === 'Nikola Vučević')).toMatchObject({ player_id: 'nikola-vucevic', last_name: 'Vučević' });
    // NBA.com prints today's name for past seasons: Enes Kanter played 2017-18 as Kanter
    expect(all.find((l) => l.player_id === 'enes-freedom')?.display_name).toBe('Enes Freedom');
  });

  it('two PLAYER_IDs whose names make one slug: both get <slug>-<PLAYER_ID>; one PLAYER_ID keeps its first name\'s id', () => {
    // a second "Kevin Love" (another PLAYER_ID) on Golden State: line 41, Stephen Curry renamed
    const games = openingGames(opening({ 41: { PLAYER_ID: '999', PLAYER_NAME: 'Kevin Love' } }));
    expect(lineOf(games, BOS_AT_CLE, 'Kevin Love')?.player_id).toBe('kevin-love-201567');
    expect(lineOf(games, HOU_AT_GSW, 'Kevin Love')?.player_id).toBe('kevin-love-999');
    expect(lineOf(games, HOU_AT_GSW, 'Klay Thompson')?.player_id).toBe('klay-thompson');
    // the same PLAYER_ID under a second name (a name change) keeps the id of the first
    const renamed = openingGames(opening({ 41: { PLAYER_ID: '201567', PLAYER_NAME: 'Kevin W. Love', TEAM_ABBREVIATION: 'GSW' } }));
    expect(lineOf(renamed, HOU_AT_GSW, 'Kevin W. Love')?.player_id).toBe('kevin-love');
  });

  it('points that do not add up to the team\'s score: invalid_score naming the rows', () => {
    const r = parse(opening({ 2: { PTS: '23' } }));
    expect(r.ok ? [] : r.issues).toEqual([{
      code: 'invalid_score',
      path: ['p.csv', BOS_AT_CLE, 'away_stats'],
      message: `p.csv: BOS's lines 2-5, 25-27, 34, 38-39 in game ${BOS_AT_CLE} add up to 100 points, the team game log gives BOS 99`,
    }]);
  });

  it('bad rows: malformed cells, a missing column, an unknown team, a line of a game that does not exist', () => {
    expect(issuesOf(opening({ 3: { PTS: '1.5' } }))).toEqual(['malformed_line p.csv line 3 PTS']);
    expect(issuesOf(opening({ 3: { PLAYER_ID: 'x' } }))).toEqual(['malformed_line p.csv line 3 PLAYER_ID']);
    expect(issuesOf(opening({ 3: { MATCHUP: 'BOS at CLE' } }))).toEqual(['malformed_line p.csv line 3 MATCHUP']);
    expect(issuesOf(opening({ 3: { MATCHUP: 'CLE @ BOS' } }))).toEqual(['malformed_line p.csv line 3 MATCHUP']);
    expect(issuesOf(opening({ 3: { GAME_DATE: '2017-02-30' } }))).toEqual(['invalid_date p.csv line 3 GAME_DATE']);
    expect(issuesOf(opening({ 3: { TEAM_ABBREVIATION: 'XYZ', MATCHUP: 'XYZ @ CLE' } }))).toEqual(['unknown_team p.csv line 3 TEAM_ABBREVIATION']);
    const noReb = opening().split('\n').map((l) => l.split(',').filter((_, i) => i !== HEADER.indexOf('REB')).join(',')).join('\n');
    expect(issuesOf(noReb)).toEqual(['malformed_line p.csv line 1 REB']);
    // a Boston line dated the day before: no such game (Boston's rows of the real game then miss 14 points)
    expect(issuesOf(opening({ 4: { GAME_DATE: '2017-10-16' } }))).toEqual([`invalid_score p.csv ${BOS_AT_CLE} away_stats`, 'unknown_event p.csv line 4']);
  });

  it('a player twice in a game, a W/L or season type the game does not have: conflict', () => {
    expect(issuesOf(opening({}, [LINES[1] ?? '']))).toEqual(['conflict p.csv line 42 PLAYER_ID']);
    expect(issuesOf(opening({ 3: { WL: 'W' } }))).toEqual(['conflict p.csv line 3 WL']);
    expect(issuesOf(opening({ 3: { SEASON_TYPE: 'Playoffs' } }))).toEqual(['conflict p.csv line 3 SEASON_TYPE']);
  });

  it('a game within the file\'s dates without lines for a side: invalid_input', () => {
    const noGsw = opening().split('\n').filter((l) => !l.includes(',GSW,')).join('\n');
    expect(issuesOf(noGsw)).toEqual([`invalid_input p.csv ${HOU_AT_GSW} home_stats`]);
  });
});
