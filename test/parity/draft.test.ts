/**
 * The NBA draft against the documentation sample `draft-nba-charlotte-bobcats-2011-docsample-page-PARTIAL.json`
 * (`GET /nba/draft.json?team_id=charlotte-bobcats&season=2011`, cut inside `"blocks"`), and
 * career totals computed from ingested box scores.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { DraftPickInput, GameInput } from '../../src/engine/BatchInput.js';
import { createLeagueState } from '../../src/engine/createLeagueState.js';
import { getDraft } from '../../src/engine/getDraft.js';
import { ingest } from '../../src/engine/ingest.js';
import type { LeagueState } from '../../src/engine/LeagueState.js';
import { formatDraft } from '../../src/formatting/payloads/formatDraft.js';
import { basicLine, line, nbaGame } from '../engine/nbaBoxFixtures.js';
import { SAMPLES } from '../repoData.js';

const KEMBA: DraftPickInput = {
  sport: 'nba', season: 2011, round: 1, pick: 9, overall_pick: 9, team_id: 'charlotte-bobcats',
  player: { last_name: 'Walker', first_name: 'Kemba', display_name: 'Kemba Walker', birthdate: '1990-05-08', birthplace: 'Bronx, New York, USA', height_in: 73, weight_lb: 172, position: 'PG' },
  games_played: 148, points: 2250, assists: 765, defensive_rebounds: 434, offensive_rebounds: 89, steals: 219,
};

function stateWith(batch: object, from: LeagueState = createLeagueState()): LeagueState {
  const r = ingest(from, batch);
  if (!r.ok) throw new Error(JSON.stringify(r.issues.slice(0, 3)));
  return r.state;
}

/**
 * The clock: Kemba Walker (born 1990-05-08) is 23, so 2013-05-08 .. 2014-05-07; his 148 games
 * are his 66 of 2011-12 and 82 of 2012-13, so after the 2012-13 regular season (it ended
 * 2013-04-17) and before 2013-14 began (2013-10-29). We use 2013-07-01.
 */
const NOW = '2013-07-01T12:00:00-04:00';

describe('the documented 2011 Charlotte draft (draft-nba-charlotte-bobcats-2011-docsample-page-PARTIAL.json)', () => {
  const sample = readFileSync(path.join(SAMPLES, 'draft-nba-charlotte-bobcats-2011-docsample-page-PARTIAL.json'), 'utf8');

  it('reproduces every byte up to the cut, with the 1-decimal height_m of that era (1.9)', () => {
    const state = stateWith({ draft_picks: [KEMBA] });
    const text = formatDraft(getDraft(state, { season: 2011, teamId: 'charlotte-bobcats', now: NOW }), { heightMDecimals: 1 });
    // The page store added a newline after the cut.
    const cut = sample.replace(/\n$/, '');
    expect(cut.endsWith('"blocks" ')).toBe(true);
    expect(text.startsWith(cut)).toBe(true);
    // The team object is the Bobcats' of 2011-12 (season 2012), the season the draftee joined.
    expect(getDraft(state, { season: 2011, now: NOW }).picks[0]?.team.season).toBe(2012);
  });

  it('computes ordinals, and prints height_m with 2 decimals by default', () => {
    const state = stateWith({ draft_picks: [KEMBA, { ...KEMBA, round: 2, pick: 3, overall_pick: 33, player: { ...KEMBA.player, display_name: 'Someone Else', height_in: 61 } }] });
    const rows = JSON.parse(formatDraft(getDraft(state, { season: 2011, now: NOW }))) as { ordinal_pick: string; ordinal_overall_pick: string; player: { height_m: number } }[];
    expect(rows.map((r) => [r.ordinal_pick, r.ordinal_overall_pick, r.player.height_m])).toEqual([['9th', '9th', 1.85], ['3rd', '33rd', 1.55]]);
  });
});

describe('career totals from ingested box scores', () => {
  const CHA = 'charlotte-bobcats', DET = 'detroit-pistons';
  const games: GameInput[] = [
    nbaGame('2012-01-02', CHA, DET, [line('Kemba Walker', { twos: 5, threes: 2, ftm: 3, drb: 4, orb: 1, ast: 6, stl: 2, blk: 1 })], [line('Will Bynum', { twos: 20 })]),
    nbaGame('2012-12-01', DET, CHA, [line('Will Bynum', { twos: 2 })], [line('Kemba Walker', { twos: 8, ftm: 4, drb: 3, orb: 2, ast: 9, stl: 1 })]),
    // After the clock: not counted.
    nbaGame('2013-11-01', CHA, DET, [line('Kemba Walker', { twos: 15, drb: 10 })], [line('Will Bynum', { twos: 1 })]),
    // A playoff game: not a regular-season line.
    nbaGame('2013-04-25', CHA, DET, [line('Kemba Walker', { twos: 12 })], [line('Will Bynum', { twos: 1 })], { season_type: 'post' }),
  ];

  it('sums the lines of completed regular-season games through the clock, the rebound split included', () => {
    const state = stateWith({ games, draft_picks: [KEMBA] });
    const row = getDraft(state, { season: 2011, now: NOW }).picks[0]!;
    expect(row.totalsFrom).toBe('box_scores');
    // 2 games: points 10+6+3 = 19 and 16+4 = 20.
    expect(row.totals).toEqual({ gamesPlayed: 2, points: 39, assists: 15, defensiveRebounds: 7, offensiveRebounds: 3, steals: 3, blocks: 1 });
    // Printed as such.
    const printed = JSON.parse(formatDraft(getDraft(state, { season: 2011, now: NOW })))[0] as Record<string, number>;
    expect([printed['games_played'], printed['points'], printed['defensive_rebounds'], printed['blocks']]).toEqual([2, 39, 7, 1]);
    // A later clock counts the 2013-11-01 game.
    expect(getDraft(state, { season: 2011, now: '2013-11-02T12:00:00-04:00' }).picks[0]!.totals.gamesPlayed).toBe(3);
  });

  it('a row is made again when the games change, and kept while the tables and the day are the same (D183)', () => {
    const state = stateWith({ games, draft_picks: [KEMBA] });
    const first = getDraft(state, { season: 2011, now: NOW }).picks[0]!;
    expect(getDraft(state, { season: 2011, now: NOW }).picks[0]).toBe(first);
    // One more game before the clock, the same pick object: the new state's row counts it, the
    // old state's still does not, and each text follows its own row, asked in turn.
    const more = stateWith({ games: [nbaGame('2013-02-01', CHA, DET, [line('Kemba Walker', { twos: 10 })], [line('Will Bynum', { twos: 1 })])] }, state);
    const pointsOf = (s: LeagueState) => (JSON.parse(formatDraft(getDraft(s, { season: 2011, now: NOW }))) as { points: number }[])[0]!.points;
    for (let i = 0; i < 2; i++) {
      expect(getDraft(more, { season: 2011, now: NOW }).picks[0]!.totals).toMatchObject({ gamesPlayed: 3, points: 59 });
      expect(getDraft(state, { season: 2011, now: NOW }).picks[0]!.totals).toMatchObject({ gamesPlayed: 2, points: 39 });
      expect([pointsOf(more), pointsOf(state)]).toEqual([59, 39]);
    }
  });

  it('takes the rebound split as ingested when some line is basic (no split in it)', () => {
    const withBasic = [...games, nbaGame('2013-01-05', CHA, DET, [basicLine('Kemba Walker', { pts: 30, reb: 5, ast: 4, blk: 2 })], [basicLine('Will Bynum', { pts: 3 })])];
    const row = getDraft(stateWith({ games: withBasic, draft_picks: [KEMBA] }), { season: 2011, now: NOW }).picks[0]!;
    expect(row.totals).toEqual({ gamesPlayed: 3, points: 69, assists: 19, defensiveRebounds: 434, offensiveRebounds: 89, steals: 3, blocks: 3 });
  });

  it('keeps the ingested totals without a line of the player, and ignores lines of seasons up to the draft year', () => {
    const other = stateWith({ games, draft_picks: [{ ...KEMBA, player: { ...KEMBA.player, player_id: 'kemba-walker-2' } }] });
    expect(getDraft(other, { season: 2011, now: NOW }).picks[0]).toMatchObject({ totalsFrom: 'ingested', totals: { gamesPlayed: 148, points: 2250, blocks: 0 } });
    const state = stateWith({ games, draft_picks: [{ ...KEMBA, season: 2012, round: 1, pick: 1, overall_pick: 1, games_played: 7 }] });
    // Drafted in 2012: his 2011-12 line (season 2012) is before the draft, only the 2012-13 one counts.
    expect(getDraft(state, { season: 2012, now: NOW }).picks[0]!.totals).toMatchObject({ gamesPlayed: 1, points: 20 });
  });
});
