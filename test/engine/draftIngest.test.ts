import { describe, expect, it } from 'vitest';
import type { DraftPickInput } from '../../src/engine/BatchInput.js';
import { createLeagueState } from '../../src/engine/createLeagueState.js';
import { getDraft } from '../../src/engine/getDraft.js';
import { formatDraft, formatDraftParts } from '../../src/formatting/payloads/formatDraft.js';
import { ingest } from '../../src/engine/ingest.js';
import type { LeagueState } from '../../src/engine/LeagueState.js';

const pick = (season: number, round: number, no: number, overall: number, team_id: string, name: string, extra: Partial<DraftPickInput> = {}): DraftPickInput => ({
  sport: 'nba', season, round, pick: no, overall_pick: overall, team_id,
  player: { last_name: name.split(' ')[1] ?? '', first_name: name.split(' ')[0] ?? '', display_name: name, birthdate: '1992-03-04', birthplace: 'Somewhere, USA', height_in: 80, weight_lb: 220, position: 'F' },
  ...extra,
});
const DRAFT_2013 = [
  pick(2013, 1, 1, 1, 'cleveland-cavaliers', 'Anthony Bennett'),
  pick(2013, 1, 8, 8, 'detroit-pistons', 'Kentavious Caldwell-Pope'),
  pick(2013, 2, 1, 31, 'cleveland-cavaliers', 'Allen Crabbe'),
];
function ok(state: LeagueState, batch: unknown): LeagueState {
  const r = ingest(state, batch);
  if (!r.ok) throw new Error(JSON.stringify(r.issues));
  return r.state;
}
function issuesOf(state: LeagueState, batch: unknown) {
  const r = ingest(state, batch);
  if (r.ok) throw new Error('expected issues');
  return r.issues.map((i) => ({ code: i.code, path: i.path }));
}
const NOW = '2014-01-15T12:00:00-05:00';

describe('ingesting draft picks', () => {
  const base = ok(createLeagueState(), { draft_picks: [...DRAFT_2013].reverse() });

  it('lists a draft by overall pick, filters by team, and takes the most recent draft held by the clock\'s date (from 1 July of its year) by default', () => {
    expect(getDraft(base, { season: 2013, now: NOW }).picks.map((p) => p.overallPick)).toEqual([1, 8, 31]);
    expect(getDraft(base, { season: 2013, teamId: 'cleveland-cavaliers', now: NOW })).toMatchObject({ picksInDraft: 3, picks: [{ overallPick: 1 }, { overallPick: 31 }] });
    expect(getDraft(base, { season: 2013, teamId: 'boston-celtics', now: NOW })).toMatchObject({ picksInDraft: 3, picks: [] });
    const two = ok(base, { draft_picks: [pick(2014, 1, 1, 1, 'cleveland-cavaliers', 'Andrew Wiggins')] });
    expect(getDraft(two, { now: NOW }).season).toBe(2013);
    expect(getDraft(two, { now: '2014-06-30T23:59:00-04:00' }).season).toBe(2013);
    expect(getDraft(two, { now: '2014-07-01T00:00:00-04:00' }).season).toBe(2014);
    expect(getDraft(two, { now: '2014-12-01T12:00:00-05:00' }).season).toBe(2014);
    expect(getDraft(createLeagueState(), { now: NOW })).toEqual({ season: undefined, picksInDraft: 0, picks: [] });
    expect(getDraft(base, { season: 2010, now: NOW })).toEqual({ season: 2010, picksInDraft: 0, picks: [] });
  });

  it('the team object is that of the season the draftee joins (2014 for the 2013 draft), else of the draft year', () => {
    expect(getDraft(base, { season: 2013, now: NOW }).picks[0]?.team).toMatchObject({ teamId: 'cleveland-cavaliers', season: 2014 });
    // The 2026 draft: season 2027 is not in the registry, so the 2026 club.
    const late = ok(createLeagueState(), { draft_picks: [pick(2026, 1, 1, 1, 'charlotte-hornets', 'Future Star')] });
    expect(getDraft(late, { season: 2026, now: '2026-07-01T12:00:00-04:00' }).picks[0]?.team.season).toBe(2026);
  });

  it('re-ingesting known picks returns the same state; a pick with new facts replaces the old one', () => {
    const again = ingest(base, { draft_picks: DRAFT_2013 });
    expect(again.ok && again.state).toBe(base);
    const updated = ok(base, { draft_picks: [{ ...DRAFT_2013[1]!, games_played: 80, points: 600 }] });
    expect(getDraft(updated, { season: 2013, now: NOW }).picks[1]).toMatchObject({ totals: { gamesPlayed: 80, points: 600 }, totalsFrom: 'ingested' });
    expect(getDraft(base, { season: 2013, now: NOW }).picks[1]?.totals.gamesPlayed).toBe(0);
  });

  it('a pick\'s row is one frozen object while its club, age and totals stay the same, a new one when any changes, and its text follows it (D168)', () => {
    const at = (state: LeagueState, now: string) => getDraft(state, { season: 2013, now }).picks;
    const first = at(base, NOW);
    expect(first.every((row) => Object.isFrozen(row) && Object.isFrozen(row.totals))).toBe(true);
    // Five days later nothing about the picks has changed: the same rows.
    const later = at(base, '2014-01-20T12:00:00-05:00');
    for (let i = 0; i < first.length; i++) expect(later[i]).toBe(first[i]);
    // Born 1992-03-04: 21 before the birthday, 22 on it; asking the earlier day again gives 21 again.
    const birthday = at(base, '2014-03-04T12:00:00-05:00');
    expect(birthday.map((row) => row.age)).toEqual([22, 22, 22]);
    expect(birthday[0]).not.toBe(first[0]);
    expect(at(base, NOW).map((row) => row.age)).toEqual([21, 21, 21]);
    // New totals for the same pick (a new state): a new row; the old state keeps its own totals.
    const updated = ok(base, { draft_picks: [{ ...DRAFT_2013[1]!, games_played: 80, points: 600 }] });
    expect(at(updated, NOW)[1]).toMatchObject({ totals: { gamesPlayed: 80, points: 600 } });
    expect(at(base, NOW)[1]?.totals.gamesPlayed).toBe(0);
    // The text written for a kept row is never that of another day or state (the formatter keeps
    // text per frozen row), and the parts the router sends join to the same text.
    const text = (state: LeagueState, now: string) => formatDraft(getDraft(state, { season: 2013, now }));
    const ages = (body: string) => (JSON.parse(body) as { player: { age: number }; points: number }[]).map((r) => [r.player.age, r.points]);
    for (const [state, now, expected] of [
      [base, NOW, [[21, 0], [21, 0], [21, 0]]], [base, '2014-03-04T12:00:00-05:00', [[22, 0], [22, 0], [22, 0]]],
      [updated, NOW, [[21, 0], [21, 600], [21, 0]]], [base, NOW, [[21, 0], [21, 0], [21, 0]]],
    ] as const) {
      const body = text(state, now);
      expect(ages(body)).toEqual(expected);
      expect(formatDraftParts(getDraft(state, { season: 2013, now })).join('')).toBe(body);
      expect(formatDraftParts(getDraft(state, { season: 2013, now }), { style: 'compact', heightMDecimals: 1 }).join('')).toBe(formatDraft(getDraft(state, { season: 2013, now }), { style: 'compact', heightMDecimals: 1 }));
    }
    // A row that is not frozen (built by a caller) is written afresh every time, in parts too.
    const own = { ...first[0]!, age: 30 };
    expect(ages(formatDraft({ picks: [own] }))).toEqual([[30, 0]]);
    expect(ages(formatDraftParts({ picks: [own] }).join(''))).toEqual([[30, 0]]);
    own.age = 31;
    expect(ages(formatDraft({ picks: [own] }))).toEqual([[31, 0]]);
    expect(ages(formatDraftParts({ picks: [own] }).join(''))).toEqual([[31, 0]]);
    // A frozen row's text is kept by the row, per style and height decimals (D183).
    const rows = getDraft(base, { season: 2013, now: NOW });
    expect(formatDraftParts(rows)[1]).toBe(formatDraftParts(rows)[1]);
    expect(formatDraftParts(rows, { heightMDecimals: 1 })[1]).not.toBe(formatDraftParts(rows)[1]);
    expect(formatDraftParts({ picks: [] })).toEqual(['[ ]']);
  });

  it('bad input: typed issues with paths, and the state stays exactly as it was', () => {
    const cases: [unknown, { code: string; path: (string | number)[] }[]][] = [
      // The same overall pick twice in one batch with different players.
      [{ draft_picks: [pick(2015, 1, 3, 3, 'philadelphia-76ers', 'A B'), pick(2015, 1, 3, 3, 'philadelphia-76ers', 'C D')] }, [{ code: 'conflict', path: ['draft_picks', 1, 'overall_pick'] }]],
      // The same round and pick under two overall picks, in the batch and against the state.
      [{ draft_picks: [pick(2015, 1, 3, 3, 'philadelphia-76ers', 'A B'), pick(2015, 1, 3, 4, 'philadelphia-76ers', 'C D')] }, [{ code: 'conflict', path: ['draft_picks', 1, 'pick'] }]],
      [{ draft_picks: [pick(2013, 1, 8, 9, 'detroit-pistons', 'C D')] }, [{ code: 'conflict', path: ['draft_picks', 0, 'pick'] }]],
      // Overall order against the rounds: round 2 pick 1 cannot come before round 1 pick 8.
      [{ draft_picks: [pick(2013, 2, 2, 5, 'detroit-pistons', 'C D')] }, [{ code: 'conflict', path: ['draft_picks', 0, 'overall_pick'] }]],
      [{ draft_picks: [pick(2015, 1, 9, 4, 'philadelphia-76ers', 'A B')] }, [{ code: 'invalid_input', path: ['draft_picks', 0, 'overall_pick'] }]],
      [{ draft_picks: [pick(2015, 1, 1, 1, 'springfield-isotopes', 'A B')] }, [{ code: 'unknown_team', path: ['draft_picks', 0, 'team_id'] }]],
      [{ draft_picks: [pick(2015, 1, 1, 1, 'philadelphia-76ers', 'A B', { sport: 'mlb' as 'nba' })] }, [{ code: 'invalid_input', path: ['draft_picks', 0, 'sport'] }]],
      [{ draft_picks: [pick(2015, 0, 1, 1, 'philadelphia-76ers', 'A B')] }, [{ code: 'invalid_input', path: ['draft_picks', 0, 'round'] }]],
      [{ draft_picks: [pick(2015, 1, 1, 1, 'philadelphia-76ers', 'A B', { points: -3 })] }, [{ code: 'invalid_input', path: ['draft_picks', 0, 'points'] }]],
      [{ draft_picks: [pick(2015, 1, 1, 1, 'philadelphia-76ers', 'A B', { player: { ...pick(2015, 1, 1, 1, 'x', 'A B').player, birthdate: '19920304x' } })] }, [{ code: 'invalid_date', path: ['draft_picks', 0, 'player', 'birthdate'] }]],
    ];
    const before = JSON.stringify(base);
    for (const [batch, expected] of cases) expect(issuesOf(base, batch)).toEqual(expected);
    expect(JSON.stringify(base)).toBe(before);
    expect(getDraft(base, { season: 2013, now: NOW }).picks).toHaveLength(3);
  });
});
