import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { GameInput } from '../../../../src/engine/BatchInput.js';
import { batchSchema } from '../../../../src/engine/BatchInput.js';
import type { Issue } from '../../../../src/ids/Issue.js';
import { KAGGLE_TEAM_BOX_SCORE_CORRECTIONS } from '../../../../src/importers/nba/kaggleTeamBoxScoreCorrections.js';
import { parseKaggleTeamBoxScores } from '../../../../src/importers/nba/parseKaggleTeamBoxScores.js';
import type { KaggleScoreCorrection } from '../../../../src/importers/nba/readKaggleCorrections.js';
import { brefLineScores, brefRecords } from './brefData.js';
import { lookups, NBA } from './nbaLookups.js';

const { teamIdOf } = lookups;
const FILES = { 2017: '2016-17_teamBoxScore.csv', 2018: '2017-18_teamBoxScore.csv' } as const;
type Season = keyof typeof FILES;
const SEASONS: readonly Season[] = [2017, 2018];

const textOf = (season: Season) => readFileSync(path.join(NBA, 'xmlstats_kaggle', FILES[season]), 'utf8');

const parsed = new Map<Season, readonly GameInput[]>();
function gamesOf(season: Season): readonly GameInput[] {
  let games = parsed.get(season);
  if (games === undefined) {
    const r = parseKaggleTeamBoxScores(textOf(season), { fileName: FILES[season], teamIdOf, corrections: KAGGLE_TEAM_BOX_SCORE_CORRECTIONS });
    if (!r.ok) throw new Error(r.issues.slice(0, 3).map((i) => i.message).join('; '));
    games = r.value.games ?? [];
    parsed.set(season, games);
  }
  return games;
}

const gameOf = (season: Season, eventId: string) => gamesOf(season).find((g) => g.event_id === eventId);
const sum = (list: readonly number[] | undefined) => (list ?? []).reduce((s, v) => s + v, 0);

/** `2016-10-25|NY|CLE` for a game (xmlstats abbreviations through the lookups, inverted). */
function keyOf(g: GameInput, abbreviationOf: ReadonlyMap<string, string>): string {
  const id = g.event_id ?? '';
  return `${id.slice(0, 4)}-${id.slice(4, 6)}-${id.slice(6, 8)}|${abbreviationOf.get(g.away_team_id)}|${abbreviationOf.get(g.home_team_id)}`;
}
const XMLSTATS = ['ATL', 'BOS', 'BKN', 'CHA', 'CHI', 'CLE', 'DAL', 'DEN', 'DET', 'GS', 'HOU', 'IND', 'LAC', 'LAL', 'MEM', 'MIA', 'MIL', 'MIN', 'NO', 'NY', 'OKC', 'ORL', 'PHI', 'PHO', 'POR', 'SAC', 'SA', 'TOR', 'UTA', 'WAS'];
const abbreviationOf = (season: Season) => new Map(XMLSTATS.map((a) => [teamIdOf(a, season) ?? a, a]));

describe('parseKaggleTeamBoxScores on the shared 2016-17 and 2017-18 files (PROVENANCE: NBA / xmlstats_kaggle)', () => {
  it.each(SEASONS)('season %i: 1,230 completed regular-season games, 82 per team (41 home), unique event ids, valid batch', (season) => {
    const games = gamesOf(season);
    expect(games).toHaveLength(1230);
    expect(new Set(games.map((g) => g.event_id)).size).toBe(1230);
    expect(games.every((g) => g.sport === 'nba' && g.status === 'completed' && g.season_type === 'regular')).toBe(true);
    const played = new Map<string, number>();
    const home = new Map<string, number>();
    for (const g of games) {
      for (const t of [g.away_team_id, g.home_team_id]) played.set(t, (played.get(t) ?? 0) + 1);
      home.set(g.home_team_id, (home.get(g.home_team_id) ?? 0) + 1);
    }
    expect(played.size).toBe(30);
    expect([...played.values()].every((n) => n === 82)).toBe(true);
    expect([...home.values()].every((n) => n === 41)).toBe(true);
    expect(batchSchema.safeParse({ games }).success).toBe(true);
  });

  it.each(SEASONS)('season %i: wins and losses per team equal Basketball-Reference team_summaries.csv', (season) => {
    const records = new Map<string, { w: number; l: number }>();
    for (const g of gamesOf(season)) {
      const homeWon = (g.home_points_scored ?? 0) > (g.away_points_scored ?? 0);
      for (const [team, won] of [[g.home_team_id, homeWon], [g.away_team_id, !homeWon]] as const) {
        const r = records.get(team) ?? { w: 0, l: 0 };
        if (won) r.w++;
        else r.l++;
        records.set(team, r);
      }
    }
    const bref = brefRecords(season);
    expect(bref.size).toBe(30);
    expect(Object.fromEntries([...records].sort())).toEqual(Object.fromEntries([...bref].sort()));
    // e.g. team_summaries.csv, season 2017, Golden State Warriors: w 67, l 15
    if (season === 2017) expect(records.get('golden-state-warriors')).toEqual({ w: 67, l: 15 });
  });

  it.each(SEASONS)('season %i: period scores add up to the points; quarters 1-4 plus the overtimes played', (season) => {
    for (const g of gamesOf(season)) {
      expect(sum(g.away_period_scores)).toBe(g.away_points_scored);
      expect(sum(g.home_period_scores)).toBe(g.home_points_scored);
      expect(g.away_period_scores?.length).toBe(g.home_period_scores?.length);
      expect(g.away_period_scores?.length).toBeGreaterThanOrEqual(4);
      expect(g.away_period_scores?.length).toBeLessThanOrEqual(8);
    }
  });

  it('overtime games per season equal bref_linescores (70 in 2016-17, 61 in 2017-18), game by game', () => {
    for (const [season, file, expected] of [[2017, '2016_2017', 70], [2018, '2017_2018', 61]] as const) {
      const bref = brefLineScores(file);
      const games = gamesOf(season);
      expect(games.filter((g) => (g.home_period_scores?.length ?? 0) > 4)).toHaveLength(expected);
      expect([...bref.values()].filter((b) => b.numExtraPeriods > 0)).toHaveLength(expected);
      const abbr = abbreviationOf(season);
      for (const g of games) expect(bref.get(keyOf(g, abbr))?.numExtraPeriods, g.event_id).toBe((g.home_period_scores?.length ?? 0) - 4);
    }
    // 2016-17 has one four-overtime game, 2017-18 one triple-overtime game
    expect(gamesOf(2017).filter((g) => g.home_period_scores?.length === 8)).toHaveLength(1);
    expect(gamesOf(2018).filter((g) => g.home_period_scores?.length === 7)).toHaveLength(1);
  });

  it('with the corrections every period of every game equals Basketball-Reference, except IND at LAL 2017-01-20', () => {
    const differing: string[] = [];
    for (const [season, file] of [[2017, '2016_2017'], [2018, '2017_2018']] as const) {
      const bref = brefLineScores(file);
      const abbr = abbreviationOf(season);
      for (const g of gamesOf(season)) {
        const b = bref.get(keyOf(g, abbr));
        if (b === undefined || b.away.join() !== g.away_period_scores?.join() || b.home.join() !== g.home_period_scores?.join()) differing.push(keyOf(g, abbr));
      }
    }
    expect(differing).toEqual(['2017-01-20|IND|LAL']);
    // the file (and the contemporary reports) 96-108, 4th quarter 21; Basketball-Reference 95, 4th quarter 20
    expect(gameOf(2017, '20170120-indiana-pacers-at-los-angeles-lakers')).toMatchObject({ away_points_scored: 96, home_points_scored: 108, away_period_scores: [24, 29, 22, 21] });
  });

  it('reads the opening nights as published: Knicks at Cavaliers 8 pm ET, Spurs at Warriors 10:30 pm ET, Celtics at Cavaliers 2017-10-17', () => {
    expect(gameOf(2017, '20161025-new-york-knicks-at-cleveland-cavaliers')).toMatchObject({
      sport: 'nba',
      event_id: '20161025-new-york-knicks-at-cleveland-cavaliers',
      status: 'completed',
      season_type: 'regular',
      start_date_time: '2016-10-25T20:00:00-04:00',
      away_team_id: 'new-york-knicks',
      home_team_id: 'cleveland-cavaliers',
      away_points_scored: 88,
      home_points_scored: 117,
      away_period_scores: [18, 27, 19, 24],
      home_period_scores: [28, 20, 34, 35],
    });
    // box score totals of each side, as the file writes them (teamAST, teamTO, ... teamDRB)
    expect(gameOf(2017, '20161025-new-york-knicks-at-cleveland-cavaliers')?.away_totals).toEqual({
      points: 88, assists: 17, turnovers: 18, steals: 6, blocks: 6, personal_fouls: 22, field_goals_attempted: 87, field_goals_made: 32,
      three_point_field_goals_attempted: 27, three_point_field_goals_made: 9, free_throws_attempted: 20, free_throws_made: 15,
      offensive_rebounds: 13, defensive_rebounds: 29,
    });
    expect(gameOf(2017, '20161025-san-antonio-spurs-at-golden-state-warriors')?.start_date_time).toBe('2016-10-25T22:30:00-04:00');
    expect(gameOf(2018, '20171017-boston-celtics-at-cleveland-cavaliers')).toMatchObject({ away_points_scored: 99, home_points_scored: 102 });
    // the London game of 2017-01-12: 03:00 = 3 pm ET, 8 pm in London
    expect(gameOf(2017, '20170112-indiana-pacers-at-denver-nuggets')?.start_date_time).toBe('2017-01-12T15:00:00-05:00');
    // Christmas 2016 noon game
    expect(gameOf(2017, '20161225-boston-celtics-at-new-york-knicks')?.start_date_time).toBe('2016-12-25T12:00:00-05:00');
  });

  it('gives no start time to the four 24-hour-clock rows (makeup dates of postponed games)', () => {
    const unknown = SEASONS.flatMap((s) => gamesOf(s).filter((g) => g.start_date_time === null).map((g) => g.event_id));
    expect(unknown.sort()).toEqual([
      '20170108-detroit-pistons-at-portland-trail-blazers',
      '20170130-sacramento-kings-at-philadelphia-76ers',
      '20170403-portland-trail-blazers-at-minnesota-timberwolves',
      '20180321-indiana-pacers-at-new-orleans-pelicans',
    ]);
  });

  it('applies the two score corrections (NBA.com and Basketball-Reference agree on the true values)', () => {
    expect(gameOf(2018, '20171019-chicago-bulls-at-toronto-raptors')).toMatchObject({ away_points_scored: 100, home_points_scored: 117, away_period_scores: [23, 14, 27, 36] });
    expect(gameOf(2018, '20171124-toronto-raptors-at-indiana-pacers')).toMatchObject({ away_points_scored: 104, home_points_scored: 107, away_period_scores: [25, 35, 20, 24] });
  });

  it('without corrections reports each game whose period scores do not add up, and nothing else', () => {
    const issuesOf = (season: Season): readonly Issue[] => {
      const r = parseKaggleTeamBoxScores(textOf(season), { fileName: FILES[season], teamIdOf });
      return r.ok ? [] : r.issues;
    };
    const short = (i: Issue) => `${i.code} ${i.path.join(' ')}`;
    expect(issuesOf(2017).map(short)).toEqual(['invalid_score 2016-17_teamBoxScore.csv line 266 teamPTS', 'invalid_score 2016-17_teamBoxScore.csv line 267 teamPTS']);
    const in2018 = issuesOf(2018);
    expect(in2018).toHaveLength(8);
    expect(in2018.every((i) => i.code === 'invalid_score' && i.path[2] === 'teamPTS')).toBe(true);
    const tor = in2018.find((i) => i.message.includes("TOR's"));
    expect(tor?.message).toMatch(/TOR's period scores 25\+35\+20\+24 add up to 104, teamPTS is 102/);
  });

  it('corrections are checked: a game the file lacks, a correction that changes nothing, periods that do not add up', () => {
    const base = { date: '2017-10-19', away: 'CHI', home: 'TOR', awayPoints: 100, homePoints: 117, awayPeriodScores: [23, 14, 27, 36], reason: 'test' };
    const run = (corrections: readonly KaggleScoreCorrection[]) => {
      const r = parseKaggleTeamBoxScores(textOf(2018), { fileName: 'f.csv', teamIdOf, corrections: [...KAGGLE_TEAM_BOX_SCORE_CORRECTIONS.filter((c) => c.date !== '2017-10-19'), ...corrections] });
      return r.ok ? [] : r.issues.map((i) => `${i.code} ${i.path.slice(2).join(' ')}`);
    };
    expect(run([base])).toEqual([]);
    expect(run([{ ...base, home: 'MIA' }])).toEqual(['unknown_event 10']);
    expect(run([{ ...base, awayPoints: 101, awayPeriodScores: [23, 14, 27, 37] }])).toEqual(['invalid_input 10']);
    expect(run([{ ...base, awayPeriodScores: [23, 14, 27, 35] }])).toEqual(['invalid_score 10 awayPeriodScores']);
    const pointsOnly = { date: base.date, away: base.away, home: base.home, awayPoints: 100, homePoints: 117, reason: 'test' };
    expect(run([pointsOnly])).toEqual(['invalid_score 10 awayPoints']);
    expect(run([base, base])).toEqual(['conflict 11 date']);
    expect(run([{ ...base, reason: ' ' }])).toEqual(['invalid_input 10 reason']);
    // a correction of a season the file does not cover is ignored
    expect(run([{ ...base, date: '2019-01-01' }])).toEqual([]);
  });
});
