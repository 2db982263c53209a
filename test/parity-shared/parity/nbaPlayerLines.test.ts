/**
 * NBA player lines from real files, through the engine's ingest.
 * - xmlstats_kaggle/2017-18_playerBoxScore_through_2018-02-02.csv (complete lines, 16,486 rows,
 *   the 774 games of 2017-10-17 .. 2018-02-02) on 2017-18_teamBoxScore.csv: every team-game's
 *   player sums equal its team box score row in all counts, read here from the two CSV files
 *   independently of the importers (with the listed corrections), but for turnovers, where teamTO
 *   also counts team turnovers (688 team-games): the engine's totals keep teamTO (team turnovers
 *   included) and the lines add up to at most that.
 * - nba_stats/<season>/player_game_logs.csv (basic lines) on team_game_logs.csv, 2017-18 and
 *   2018-19, regular season and playoffs: every team-game's player points equal the team's PTS.
 * - The two player corrections stay needed and agree with NBA.com's player game log.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Game } from '../../../src/aggregates/Game.js';
import type { BatchInput } from '../../../src/engine/BatchInput.js';
import { createLeagueState } from '../../../src/engine/createLeagueState.js';
import { ingest } from '../../../src/engine/ingest.js';
import type { LeagueState } from '../../../src/engine/LeagueState.js';
import { KAGGLE_PLAYER_BOX_SCORE_CORRECTIONS } from '../../../src/importers/nba/kagglePlayerBoxScoreCorrections.js';
import { KAGGLE_TEAM_BOX_SCORE_CORRECTIONS } from '../../../src/importers/nba/kaggleTeamBoxScoreCorrections.js';
import { parseKagglePlayerBoxScores } from '../../../src/importers/nba/parseKagglePlayerBoxScores.js';
import { parseKaggleTeamBoxScores } from '../../../src/importers/nba/parseKaggleTeamBoxScores.js';
import { parseNbaComPlayerGameLogs } from '../../../src/importers/nba/parseNbaComPlayerGameLogs.js';
import { parseNbaComTeamGameLogs } from '../../../src/importers/nba/parseNbaComTeamGameLogs.js';
import { readNbaFolder } from '../../../src/importers/nba/readNbaFolder.js';
import type { KagglePlayerCorrection } from '../../../src/importers/nba/readKagglePlayerCorrections.js';
import { nbaTeamIdOfAbbreviation } from '../../../src/registry/nbaTeamIdOfAbbreviation.js';
import { nbaTeamIdOfNbaComAbbreviation } from '../../../src/registry/nbaTeamIdOfNbaComAbbreviation.js';
import { DATA } from '../../sharedData.js';
import { readCsv } from '../../parity/loadSeason.js';

const KAGGLE = path.join(DATA, 'nba', 'xmlstats_kaggle');
const TEAM_FILE = '2017-18_teamBoxScore.csv';
const PLAYER_FILE = '2017-18_playerBoxScore_through_2018-02-02.csv';
const NBA_COM = path.join(DATA, 'nba', 'nba_stats');

/** Every game of a state's season. */
function gamesOf(state: LeagueState, season: number): Game[] {
  const months = state.seasons[`nba:${season}`]?.months ?? {};
  return Object.values(months).flatMap((days) => Object.values(days).flatMap((day) => Object.values(day)));
}
function ingested(batch: BatchInput): LeagueState {
  const r = ingest(createLeagueState(), batch);
  if (!r.ok) throw new Error(r.issues.slice(0, 3).map((i) => i.message).join('; '));
  return r.state;
}
function kaggleBatch(playerCorrections: readonly KagglePlayerCorrection[] = KAGGLE_PLAYER_BOX_SCORE_CORRECTIONS) {
  const team = parseKaggleTeamBoxScores(readFileSync(path.join(KAGGLE, TEAM_FILE), 'utf8'), { fileName: TEAM_FILE, teamIdOf: nbaTeamIdOfAbbreviation, corrections: KAGGLE_TEAM_BOX_SCORE_CORRECTIONS });
  if (!team.ok) throw new Error(team.issues.slice(0, 3).map((i) => i.message).join('; '));
  return parseKagglePlayerBoxScores(readFileSync(path.join(KAGGLE, PLAYER_FILE), 'utf8'), team.value.games ?? [], { fileName: PLAYER_FILE, teamIdOf: nbaTeamIdOfAbbreviation, corrections: playerCorrections });
}

describe('Kaggle 2017-18 player box scores through the engine', () => {
  const batch = kaggleBatch();
  if (!batch.ok) throw new Error(batch.issues.slice(0, 3).map((i) => i.message).join('; '));
  const state = ingested(batch.value);
  const games = gamesOf(state, 2018);

  it('ingests: the 774 games through 2018-02-02 have a box score with complete lines, the other 456 none', () => {
    expect(games).toHaveLength(1230);
    const boxed = games.filter((g) => g.box !== null);
    expect(boxed).toHaveLength(774);
    expect(boxed.every((g) => g.date <= '2018-02-02')).toBe(true);
    expect(games.filter((g) => g.box === null).every((g) => g.date > '2018-02-02')).toBe(true);
    const lines = boxed.flatMap((g) => [...(g.box?.awayPlayers ?? []), ...(g.box?.homePlayers ?? [])]);
    expect(lines).toHaveLength(readCsv(path.join(KAGGLE, PLAYER_FILE)).length);
    expect(lines.every((l) => l.detail !== null)).toBe(true);
  });

  it('every team-game\'s player sums equal its team box score row (the CSVs read independently), turnovers at most teamTO', () => {
    const fix = new Map<string, Readonly<Record<string, number>>>();
    for (const c of KAGGLE_PLAYER_BOX_SCORE_CORRECTIONS) fix.set(`${c.date}|${c.team}|${c.player}`, c.values);
    const teamFix = new Map<string, Readonly<Record<string, number>>>();
    for (const c of KAGGLE_TEAM_BOX_SCORE_CORRECTIONS) {
      const map = { threePointFieldGoalsMade: '3PM', threePointFieldGoalsAttempted: '3PA', freeThrowsMade: 'FTM', freeThrowsAttempted: 'FTA' } as const;
      for (const [abbr, points, totals] of [[c.away, c.awayPoints, c.awayTotals], [c.home, c.homePoints, c.homeTotals]] as const) {
        teamFix.set(`${c.date}|${abbr}`, { PTS: points, ...Object.fromEntries(Object.entries(totals ?? {}).map(([k, v]) => [map[k as keyof typeof map], v])) });
      }
    }
    const columns = ['PTS', 'AST', 'TO', 'STL', 'BLK', 'PF', 'FGA', 'FGM', '3PA', '3PM', 'FTA', 'FTM', 'ORB', 'DRB'];
    const sums = new Map<string, Record<string, number>>();
    for (const r of readCsv(path.join(KAGGLE, PLAYER_FILE))) {
      const key = `${r['gmDate']}|${r['teamAbbr']}`;
      const values = fix.get(`${key}|${r['playDispNm']}`) ?? {};
      const s = sums.get(key) ?? Object.fromEntries(columns.map((c) => [c, 0]));
      for (const c of columns) s[c] = (s[c] ?? 0) + (values[`play${c}`] ?? Number(r[`play${c}`]));
      sums.set(key, s);
    }
    expect(sums.size).toBe(1548);
    let teamTurnoverSides = 0;
    for (const t of readCsv(path.join(KAGGLE, TEAM_FILE))) {
      const key = `${t['gmDate']}|${t['teamAbbr']}`;
      const s = sums.get(key);
      if (s === undefined) continue;
      const want = (c: string) => teamFix.get(key)?.[c] ?? Number(t[`team${c}`]);
      for (const c of columns) if (c !== 'TO') expect([key, c, s[c]]).toEqual([key, c, want(c)]);
      expect(s['TO']).toBeLessThanOrEqual(want('TO'));
      if ((s['TO'] ?? 0) < want('TO')) teamTurnoverSides++;
      // the engine holds the same: totals = the sums, turnovers the team's (team turnovers included)
      const game = games.find((g) => g.date === t['gmDate'] && nbaTeamIdOfAbbreviation(t['teamAbbr'] ?? '', 2018) === (t['teamLoc'] === 'Home' ? g.homeTeamId : g.awayTeamId));
      const totals = t['teamLoc'] === 'Home' ? game?.homeTotals : game?.awayTotals;
      expect([key, totals?.points, totals?.turnovers, totals?.threePointFieldGoalsAttempted, totals?.personalFouls]).toEqual([key, want('PTS'), want('TO'), want('3PA'), want('PF')]);
    }
    expect(teamTurnoverSides).toBe(688);
  });

  it('each player correction stays needed, and its values are NBA.com\'s (player_game_logs.csv)', () => {
    const rows = readCsv(path.join(KAGGLE, PLAYER_FILE));
    const nbaCom = readCsv(path.join(NBA_COM, '2017-18', 'player_game_logs.csv'));
    for (const c of KAGGLE_PLAYER_BOX_SCORE_CORRECTIONS) {
      const row = rows.find((r) => r['gmDate'] === c.date && r['teamAbbr'] === c.team && r['playDispNm'] === c.player);
      expect(row, c.player).toBeDefined();
      expect(Object.entries(c.values).some(([k, v]) => Number(row?.[k]) !== v)).toBe(true);
      const without = kaggleBatch(KAGGLE_PLAYER_BOX_SCORE_CORRECTIONS.filter((x) => x !== c));
      expect(without.ok, c.player).toBe(false);
      const log = nbaCom.find((r) => r['GAME_DATE'] === c.date && r['PLAYER_NAME'] === c.player);
      expect([c.player, c.values.playPTS]).toEqual([c.player, Number(log?.['PTS'])]);
    }
    // Blakeney's shot is a two at NBA.com: no three-point attempt (FG3_PCT empty), FG 1.000
    const blakeney = nbaCom.find((r) => r['GAME_DATE'] === '2017-10-19' && r['PLAYER_NAME'] === 'Antonio Blakeney');
    expect([blakeney?.['FG3_PCT'], blakeney?.['FG_PCT'], blakeney?.['PTS']]).toEqual(['', '1.0', '2']);
    expect(KAGGLE_PLAYER_BOX_SCORE_CORRECTIONS.find((c) => c.player === 'Antonio Blakeney')?.values).toMatchObject({ playPTS: 2, play3PA: 0, play3PM: 0 });
  });
});

describe.each(['2017-18', '2018-19'])('NBA.com %s player game logs through the engine', (season) => {
  const teamFile = path.join(NBA_COM, season, 'team_game_logs.csv');
  const playerFile = path.join(NBA_COM, season, 'player_game_logs.csv');
  const team = parseNbaComTeamGameLogs(readFileSync(teamFile, 'utf8'), { teamIdOf: nbaTeamIdOfNbaComAbbreviation });
  if (!team.ok) throw new Error(team.issues.slice(0, 3).map((i) => i.message).join('; '));
  const batch = parseNbaComPlayerGameLogs(readFileSync(playerFile, 'utf8'), team.value.games ?? [], { teamIdOf: nbaTeamIdOfNbaComAbbreviation });
  if (!batch.ok) throw new Error(batch.issues.slice(0, 3).map((i) => i.message).join('; '));
  const state = ingested(batch.value);
  const games = gamesOf(state, Number(season.slice(0, 4)) + 1);

  it('ingests: all 1,312 games (1,230 regular season, 82 playoffs) have basic lines on both sides', () => {
    expect(games).toHaveLength(1312);
    expect(games.filter((g) => g.seasonType === 'post')).toHaveLength(82);
    expect(games.every((g) => (g.box?.awayPlayers.length ?? 0) > 0 && (g.box?.homePlayers.length ?? 0) > 0)).toBe(true);
    const lines = games.flatMap((g) => [...(g.box?.awayPlayers ?? []), ...(g.box?.homePlayers ?? [])]);
    expect(lines).toHaveLength(readCsv(playerFile).length);
    expect(lines.every((l) => l.detail === null)).toBe(true);
  });

  it('every team-game\'s player points equal the team\'s PTS in team_game_logs.csv (read independently)', () => {
    const points = new Map<string, number>();
    for (const r of readCsv(playerFile)) points.set(`${r['GAME_DATE']}|${r['TEAM_ABBREVIATION']}`, (points.get(`${r['GAME_DATE']}|${r['TEAM_ABBREVIATION']}`) ?? 0) + Number(r['PTS']));
    const teams = readCsv(teamFile);
    expect(points.size).toBe(teams.length);
    for (const t of teams) {
      const key = `${t['GAME_DATE']}|${t['TEAM_ABBREVIATION']}`;
      expect([key, points.get(key)]).toEqual([key, Number(t['PTS'])]);
    }
    for (const g of games) {
      expect([g.eventId, g.box?.awayPlayers.reduce((s, l) => s + l.points, 0)]).toEqual([g.eventId, g.awayScore]);
      expect([g.eventId, g.box?.homePlayers.reduce((s, l) => s + l.points, 0)]).toEqual([g.eventId, g.homeScore]);
    }
  });
});

describe('readNbaFolder on shared/data/nba with the player files', () => {
  it('ingests: lines for 774 Kaggle games of 2017-18, NBA.com\'s 82 playoff games of 2017-18 and 1,312 games of 2018-19', async () => {
    const r = await readNbaFolder(path.join(DATA, 'nba'), {
      teamIdOf: nbaTeamIdOfAbbreviation, nbaComTeamIdOf: nbaTeamIdOfNbaComAbbreviation,
      corrections: KAGGLE_TEAM_BOX_SCORE_CORRECTIONS, playerCorrections: KAGGLE_PLAYER_BOX_SCORE_CORRECTIONS,
    });
    if (!r.ok) throw new Error(r.issues.slice(0, 3).map((i) => i.message).join('; '));
    const state = ingested(r.value);
    const boxed = (season: number, type: string, complete: boolean) => gamesOf(state, season).filter((g) => g.seasonType === type && g.box !== null && (g.box.awayPlayers[0]?.detail !== null) === complete).length;
    expect(gamesOf(state, 2017).filter((g) => g.box !== null)).toHaveLength(0);
    expect([boxed(2018, 'regular', true), boxed(2018, 'regular', false), boxed(2018, 'post', false)]).toEqual([774, 0, 82]);
    expect([boxed(2019, 'regular', false), boxed(2019, 'post', false), boxed(2019, 'regular', true)]).toEqual([1230, 82, 0]);
  });
});
