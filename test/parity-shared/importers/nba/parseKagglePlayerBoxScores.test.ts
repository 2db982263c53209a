import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { batchSchema, type GameInput } from '../../../../src/engine/BatchInput.js';
import type { Issue } from '../../../../src/ids/Issue.js';
import { KAGGLE_PLAYER_BOX_SCORE_CORRECTIONS } from '../../../../src/importers/nba/kagglePlayerBoxScoreCorrections.js';
import { KAGGLE_TEAM_BOX_SCORE_CORRECTIONS } from '../../../../src/importers/nba/kaggleTeamBoxScoreCorrections.js';
import { parseKagglePlayerBoxScores } from '../../../../src/importers/nba/parseKagglePlayerBoxScores.js';
import { parseKaggleTeamBoxScores } from '../../../../src/importers/nba/parseKaggleTeamBoxScores.js';
import type { KagglePlayerCorrection } from '../../../../src/importers/nba/readKagglePlayerCorrections.js';
import { lookups, NBA } from './nbaLookups.js';

const { teamIdOf } = lookups;
const FILE = '2017-18_playerBoxScore_through_2018-02-02.csv';
const TEXT = readFileSync(path.join(NBA, 'xmlstats_kaggle', FILE), 'utf8');
const LINES = TEXT.split('\n');
const HEADER = (LINES[0] ?? '').split(',');
const BOS_AT_CLE = '20171017-boston-celtics-at-cleveland-cavaliers';

let teamGames: readonly GameInput[] | undefined;
/** The 1,230 games of the 2017-18 team box score file, corrected. */
function gamesOf2018(): readonly GameInput[] {
  if (teamGames === undefined) {
    const r = parseKaggleTeamBoxScores(readFileSync(path.join(NBA, 'xmlstats_kaggle', '2017-18_teamBoxScore.csv'), 'utf8'), { teamIdOf, corrections: KAGGLE_TEAM_BOX_SCORE_CORRECTIONS });
    if (!r.ok) throw new Error(r.issues.slice(0, 3).map((i) => i.message).join('; '));
    teamGames = r.value.games ?? [];
  }
  return teamGames;
}

let full: readonly GameInput[] | undefined;
function fullGames(): readonly GameInput[] {
  if (full === undefined) {
    const r = parseKagglePlayerBoxScores(TEXT, gamesOf2018(), { fileName: FILE, teamIdOf, corrections: KAGGLE_PLAYER_BOX_SCORE_CORRECTIONS });
    if (!r.ok) throw new Error(r.issues.slice(0, 3).map((i) => i.message).join('; '));
    full = r.value.games ?? [];
  }
  return full;
}

const short = (i: Issue) => `${i.code} ${i.path.join(' ')}`;
/** The issues of a text; the synthetic texts of opening night need no corrections (and would report the listed ones as naming no row). */
function issuesOf(text: string, corrections: readonly KagglePlayerCorrection[] = []): string[] {
  const r = parseKagglePlayerBoxScores(text, gamesOf2018(), { fileName: 'p.csv', teamIdOf, corrections });
  return r.ok ? [] : r.issues.map(short);
}

/** The header and the 40 rows of 2017-10-17 (lines 2-41: BOS at CLE, HOU at GS), with cells changed: `line -> column -> value`. */
function opening(changes: Readonly<Record<number, Readonly<Record<string, string>>>> = {}, drop: readonly number[] = []): string {
  const out = [LINES[0] ?? ''];
  for (let lineNo = 2; lineNo <= 41; lineNo++) {
    if (drop.includes(lineNo)) continue;
    const fields = (LINES[lineNo - 1] ?? '').split(',');
    for (const [column, value] of Object.entries(changes[lineNo] ?? {})) fields[HEADER.indexOf(column)] = value;
    out.push(fields.join(','));
  }
  return `${out.join('\n')}\n`;
}
const openingGames = (text: string) => {
  const r = parseKagglePlayerBoxScores(text, gamesOf2018(), { fileName: 'p.csv', teamIdOf });
  if (!r.ok) throw new Error(r.issues.slice(0, 3).map((i) => i.message).join('; '));
  return r.value.games ?? [];
};

describe('parseKagglePlayerBoxScores on the shared 2017-18 file (PROVENANCE: NBA / xmlstats_kaggle, partial player box scores)', () => {
  it('attaches lines to the 774 games through 2018-02-02, both sides, every row once; later games have none', () => {
    const games = fullGames();
    expect(games).toHaveLength(1230);
    const withLines = games.filter((g) => g.away_stats !== undefined);
    expect(withLines).toHaveLength(774);
    expect(games.filter((g) => g.home_stats !== undefined)).toHaveLength(774);
    const lastWith = withLines.map((g) => g.event_id ?? '').sort().at(-1) ?? '';
    expect(lastWith.slice(0, 8)).toBe('20180202');
    expect(games.filter((g) => g.away_stats === undefined).every((g) => (g.event_id ?? '') > '20180203')).toBe(true);
    const rows = LINES.slice(1).filter((l) => l.length > 0).length;
    expect(withLines.reduce((s, g) => s + (g.away_stats?.length ?? 0) + (g.home_stats?.length ?? 0), 0)).toBe(rows);
    expect(batchSchema.safeParse({ games }).success).toBe(true);
  });

  it('reads a row as the file writes it: line 2, Jaylen Brown at Cleveland on opening night', () => {
    const game = fullGames().find((g) => g.event_id === BOS_AT_CLE);
    expect(game?.away_stats?.[0]).toEqual({
      player_id: 'jaylen-brown', last_name: 'Brown', first_name: 'Jaylen', display_name: 'Jaylen Brown', position: 'F', is_starter: true, minutes: 40,
      points: 25, rebounds: 6, assists: 0, turnovers: 3, steals: 3, blocks: 0, field_goals_attempted: 23, field_goals_made: 11,
      three_point_field_goals_attempted: 9, three_point_field_goals_made: 2, free_throws_attempted: 2, free_throws_made: 1,
      defensive_rebounds: 5, offensive_rebounds: 1, personal_fouls: 5,
    });
    expect(game?.away_stats?.map((l) => l.display_name)).toEqual(LINES.slice(1, 11).map((l) => l.split(',')[HEADER.indexOf('playDispNm')]));
    expect(game?.home_stats?.filter((l) => l.is_starter).map((l) => l.display_name)).toEqual(['LeBron James', 'Jae Crowder', 'Derrick Rose', 'Dwyane Wade', 'Kevin Love']);
  });

  it('keeps names and positions as written; player ids are slugs of the display name', () => {
    const lines = fullGames().flatMap((g) => [...(g.away_stats ?? []), ...(g.home_stats ?? [])]);
    expect(lines.find((l) => l.display_name === 'Nenê')).toMatchObject({ player_id: 'nene', first_name: 'Nenê', last_name: 'Hilario', position: 'C' });
    expect(lines.find((l) => l.last_name === 'Bembry')).toMatchObject({ display_name: 'DeAndre’ Bembry', player_id: 'deandre-bembry' });
    // the file's own spellings, not fixed: "James Web III" (first James, last Webb)
    expect(lines.find((l) => l.last_name === 'Webb')).toMatchObject({ display_name: 'James Web III', player_id: 'james-web-iii' });
    expect(new Set(lines.map((l) => l.position))).toEqual(new Set(['SG', 'PG', 'PF', 'SF', 'C', 'F', 'G']));
  });

  it('sides add up to the team box score; totals keep teamTO, which also counts team turnovers', () => {
    const before = new Map(gamesOf2018().map((g) => [g.event_id, g]));
    let teamTurnovers = 0;
    let sidesWithTeamTurnovers = 0;
    for (const g of fullGames()) {
      const old = before.get(g.event_id);
      for (const side of ['away', 'home'] as const) {
        const lines = g[`${side}_stats`];
        const totals = g[`${side}_totals`];
        const oldTotals = old?.[`${side}_totals`];
        if (lines === undefined) {
          expect(totals).toEqual(oldTotals);
          continue;
        }
        const sum = (k: 'turnovers' | 'assists' | 'field_goals_attempted') => lines.reduce((s, l) => s + (l[k] ?? 0), 0);
        expect(totals).toEqual(oldTotals);
        expect(totals?.assists).toBe(sum('assists'));
        expect(totals?.field_goals_attempted).toBe(sum('field_goals_attempted'));
        const gap = (oldTotals?.turnovers ?? 0) - sum('turnovers');
        expect(gap).toBeGreaterThanOrEqual(0);
        teamTurnovers += gap;
        if (gap > 0) sidesWithTeamTurnovers++;
      }
    }
    // 688 of the 1,548 team-games have 1-4 turnovers charged to no player
    expect(sidesWithTeamTurnovers).toBe(688);
    expect(teamTurnovers).toBeGreaterThan(688);
  });

  it('each correction is needed: without Ibaka\'s, his row (line 5813); without Blakeney\'s, Chicago\'s sums on 2017-10-19', () => {
    const without = (player: string) => KAGGLE_PLAYER_BOX_SCORE_CORRECTIONS.filter((c) => c.player !== player);
    expect(issuesOf(TEXT, without('Serge Ibaka'))).toEqual(['invalid_score p.csv line 5813 playPTS']);
    expect(issuesOf(TEXT, without('Antonio Blakeney'))).toEqual([
      'invalid_score p.csv 20171019-chicago-bulls-at-toronto-raptors away_stats points',
      'invalid_score p.csv 20171019-chicago-bulls-at-toronto-raptors away_stats three_point_field_goals_attempted',
      'invalid_score p.csv 20171019-chicago-bulls-at-toronto-raptors away_stats three_point_field_goals_made',
    ]);
    // a row that cannot be taken stops the sums checks (its side cannot add up): only the row is reported
    expect(issuesOf(TEXT, [])).toEqual(['invalid_score p.csv line 5813 playPTS']);
  });

  it('corrections are checked: one that changes nothing, names no row, or is malformed; one per player and game', () => {
    const base: KagglePlayerCorrection = { date: '2017-11-24', team: 'TOR', player: 'Serge Ibaka', values: { playPTS: 10 }, reason: 'test' };
    const others = KAGGLE_PLAYER_BOX_SCORE_CORRECTIONS.filter((c) => c.player !== 'Serge Ibaka');
    const run = (extra: readonly KagglePlayerCorrection[]) => issuesOf(TEXT, [...others, ...extra]).filter((i) => !i.includes('line 5813') && !i.includes('20171124'));
    expect(run([base])).toEqual([]);
    expect(run([base, { ...base, player: 'Kyle Lowry', values: { playPTS: Number(LINES[5810 - 1]?.split(',')[HEADER.indexOf('playPTS')]) } }])).toEqual(['invalid_input p.csv corrections 2']);
    expect(run([base, { ...base, player: 'Nobody' }])).toEqual(['unknown_event p.csv corrections 2']);
    expect(run([base, { ...base, player: 'Nobody', values: { playXYZ: 1 } as KagglePlayerCorrection['values'] }])).toEqual(['invalid_input p.csv corrections 2 values']);
    expect(run([base, { ...base, player: 'Nobody', values: { playPTS: -1 } }])).toEqual(['invalid_score p.csv corrections 2 values']);
    expect(run([base, { ...base, player: 'Nobody', reason: '' }])).toEqual(['invalid_input p.csv corrections 2 reason']);
    expect(run([base, { ...base, date: '2017-02-30' }])).toEqual(['invalid_date p.csv corrections 2 date']);
    expect(run([base, base])).toEqual(['conflict p.csv corrections 2 player']);
    // a correction of a season the file does not cover is ignored
    expect(run([base, { ...base, date: '2019-01-05' }])).toEqual([]);
  });

  it('a correction replaces the file\'s values before the checks', () => {
    const games = fullGames();
    const chi = games.find((g) => g.event_id === '20171019-chicago-bulls-at-toronto-raptors');
    expect(chi?.away_stats?.find((l) => l.display_name === 'Antonio Blakeney')).toMatchObject({ points: 2, field_goals_attempted: 1, field_goals_made: 1, three_point_field_goals_attempted: 0, three_point_field_goals_made: 0 });
    expect(chi?.away_totals).toMatchObject({ points: 100, three_point_field_goals_made: 10, three_point_field_goals_attempted: 32 });
    const tor = games.find((g) => g.event_id === '20171124-toronto-raptors-at-indiana-pacers');
    expect(tor?.away_stats?.find((l) => l.display_name === 'Serge Ibaka')?.points).toBe(10);
    expect(tor?.away_stats?.reduce((s, l) => s + l.points, 0)).toBe(104);
  });
});

describe('parseKagglePlayerBoxScores on bad rows (opening night, lines 2-41)', () => {
  it('the unchanged rows: both opening games get their lines, no other game', () => {
    const games = openingGames(opening());
    expect(games.filter((g) => g.away_stats !== undefined).map((g) => g.event_id)).toEqual([BOS_AT_CLE, '20171017-houston-rockets-at-golden-state-warriors']);
  });

  it('more made than attempted, shots that do not make the points, rebounds that do not add up: invalid_score on the column', () => {
    expect(issuesOf(opening({ 3: { playFTM: '3' } }))).toEqual(['invalid_score p.csv line 3 playFTM', 'invalid_score p.csv line 3 playPTS']);
    expect(issuesOf(opening({ 3: { play3PM: '10', play3PA: '9' } }))).toEqual(['invalid_score p.csv line 3 play3PM', 'invalid_score p.csv line 3 playFGM', 'invalid_score p.csv line 3 playPTS']);
    expect(issuesOf(opening({ 2: { playPTS: '24' } }))).toEqual(['invalid_score p.csv line 2 playPTS']);
    expect(issuesOf(opening({ 2: { playTRB: '7' } }))).toEqual(['invalid_score p.csv line 2 playTRB']);
    expect(issuesOf(opening({ 2: { playFGA: '24' } }))).toEqual(['invalid_score p.csv line 2 playFGA']);
  });

  it('malformed cells and a missing column: malformed_line', () => {
    expect(issuesOf(opening({ 4: { playAST: 'x' } }))).toEqual(['malformed_line p.csv line 4 playAST']);
    expect(issuesOf(opening({ 4: { playStat: 'Reserve' } }))).toEqual(['malformed_line p.csv line 4 playStat']);
    expect(issuesOf(opening({ 4: { teamLoc: 'Neutral' } }))).toEqual(['malformed_line p.csv line 4 teamLoc']);
    expect(issuesOf(opening({ 4: { playDispNm: '--' } }))).toEqual(['malformed_line p.csv line 4 playDispNm']);
    const noTrb = opening().split('\n').map((l) => l.split(',').filter((_, i) => i !== HEADER.indexOf('playTRB')).join(',')).join('\n');
    expect(issuesOf(noTrb)).toEqual(['malformed_line p.csv line 1 playTRB']);
  });

  it('a line of a game that does not exist: unknown_event, once per team-game; an unknown team: unknown_team', () => {
    // Boston's ten lines moved to 2017-10-16: no such game (and the real game loses its away side)
    const moved = Object.fromEntries([2, 3, 4, 5, 6, 7, 8, 9, 10, 11].map((n) => [n, { gmDate: '2017-10-16' }]));
    expect(issuesOf(opening(moved))).toEqual(['unknown_event p.csv line 2', `invalid_input p.csv ${BOS_AT_CLE} away_stats`]);
    expect(issuesOf(opening({ 5: { teamAbbr: 'XYZ' } }))).toEqual(['unknown_team p.csv line 5 teamAbbr']);
  });

  it('a player twice in a game, or two players of one id with different birth dates: conflict', () => {
    const messages = (text: string) => {
      const r = parseKagglePlayerBoxScores(text, gamesOf2018(), { fileName: 'p.csv', teamIdOf });
      return r.ok ? [] : r.issues.map((i) => `${short(i)}: ${i.message}`);
    };
    // line 3 (Kyrie Irving) made a second Jaylen Brown of the same birth date: the same player twice
    expect(messages(opening({ 3: { playDispNm: 'Jaylen Brown', playBDate: '1996-10-24' } }))).toEqual([
      'conflict p.csv line 3 playDispNm: p.csv line 3 playDispNm: Jaylen Brown already has a line in game 20171017-boston-celtics-at-cleveland-cavaliers (line 2)',
    ]);
    // line 12 (LeBron James, born 1984-12-30) named Jaylen Brown: two people, one id
    expect(messages(opening({ 12: { playDispNm: 'Jaylen Brown' } }))).toEqual([
      'conflict p.csv line 12 playDispNm: p.csv line 12 playDispNm: Jaylen Brown (born 1984-12-30) and Jaylen Brown (born 1996-10-24, line 2) are two players with one player id "jaylen-brown"',
    ]);
  });

  it('a result or season type the game does not have: conflict; not five starters: invalid_input', () => {
    expect(issuesOf(opening({ 4: { teamRslt: 'Win', opptRslt: 'Loss' } }))).toEqual(['conflict p.csv line 4 teamRslt']);
    expect(issuesOf(opening({ 4: { seasTyp: 'Playoffs' } }))).toEqual(['conflict p.csv line 4 seasTyp']);
    expect(issuesOf(opening({ 7: { playStat: 'Starter' } }))).toEqual([`invalid_input p.csv ${BOS_AT_CLE} away_stats is_starter`]);
  });

  it('sums that differ from the team box score: invalid_score per field; turnovers only when more than the team\'s', () => {
    // Brown's assists 0 -> 1 (and nothing else): Boston's lines now add up to one assist more than teamAST
    expect(issuesOf(opening({ 2: { playAST: '1' } }))).toEqual([`invalid_score p.csv ${BOS_AT_CLE} away_stats assists`]);
    // Boston's lines have 10 turnovers, teamTO 12: two more fit (team turnovers), three do not
    const bos = openingGames(opening({ 2: { playTO: '5' } })).find((g) => g.event_id === BOS_AT_CLE);
    expect(bos?.away_totals?.turnovers).toBe(12);
    expect(openingGames(opening()).find((g) => g.event_id === BOS_AT_CLE)?.away_totals?.turnovers).toBe(12);
    expect(issuesOf(opening({ 2: { playTO: '6' } }))).toEqual([`invalid_score p.csv ${BOS_AT_CLE} away_stats turnovers`]);
  });

  it('a game within the file\'s dates without lines: invalid_input for each side', () => {
    const houAtGs = [22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41];
    expect(issuesOf(opening({}, houAtGs))).toEqual([
      'invalid_input p.csv 20171017-houston-rockets-at-golden-state-warriors away_stats',
      'invalid_input p.csv 20171017-houston-rockets-at-golden-state-warriors home_stats',
    ]);
  });

  it('a file without data lines: truncated_file', () => {
    expect(issuesOf(`${LINES[0]}\n`)).toEqual(['truncated_file p.csv line 2']);
  });
});
