/**
 * D152: a team's team-stats line after a game is one frozen object, shared by every date until
 * its next game (as a record, D150), and the stats written from it are one shared record whose
 * text is made once: the payloads stay the bytes of a line written afresh.
 */
import { describe, expect, it } from 'vitest';
import { createLeagueState } from '../../src/engine/createLeagueState.js';
import { getTeamStats } from '../../src/engine/getTeamStats.js';
import { ingest } from '../../src/engine/ingest.js';
import { formatTeamStats, statsToJson } from '../../src/formatting/payloads/formatTeamStats.js';
import { writeJson } from '../../src/formatting/writeJson.js';
import { line, nbaGame } from './nbaBoxFixtures.js';

const BOS = 'boston-celtics', CLE = 'cleveland-cavaliers', HOU = 'houston-rockets', GSW = 'golden-state-warriors';
const NOW = '2018-01-20T23:30:00-05:00';

function state() {
  const r = ingest(createLeagueState(), {
    games: [
      nbaGame('2018-01-05', BOS, CLE, [line('Kyrie Irving', { twos: 8, threes: 2, ftm: 4, drb: 4, ast: 10 })], [line('LeBron James', { twos: 10, ftm: 5, orb: 3 })]),
      nbaGame('2018-01-09', HOU, GSW, [line('James Harden', { twos: 11, missed2: 6 })], [line('Stephen Curry', { threes: 6, missed3: 4 })]),
      nbaGame('2018-01-12', CLE, BOS, [line('LeBron James', { twos: 12, tov: 4 })], [line('Kyrie Irving', { twos: 9, stl: 2 })]),
    ],
  });
  if (!r.ok) throw new Error(JSON.stringify(r.issues.slice(0, 3)));
  return r.state;
}

describe('team stats lines (D152)', () => {
  it('every date between two games of a team shows the same frozen line, and a later game a new one', () => {
    const s = state();
    const rowOf = (date: string, team: string) => getTeamStats(s, { date, now: NOW }).rows.find((r) => r.team.teamId === team)!;
    const a = rowOf('20180106', BOS);
    const b = rowOf('20180111', BOS);
    expect(a.totals).toBe(b.totals);
    expect(a.opponentTotals).toBe(b.opponentTotals);
    expect(Object.isFrozen(a.totals)).toBe(true);
    const c = rowOf('20180112', BOS);
    expect(c.totals).not.toBe(a.totals);
    expect(c.gamesPlayed).toBe(2);
    // Before a team's first game: zeros, made afresh.
    expect(rowOf('20180106', GSW).totals.points).toBe(0);
  });

  it('the stats of a frozen line are one shared record, written as the same line written afresh (both styles, every nesting level)', () => {
    const s = state();
    const row = getTeamStats(s, { date: '20180112', now: NOW }).rows.find((r) => r.team.teamId === CLE)!;
    const kept = statsToJson(row.totals, row.gamesWithTotals);
    expect(statsToJson(row.totals, row.gamesWithTotals)).toBe(kept);
    const copy = { ...row.totals };
    const afresh = statsToJson(copy, row.gamesWithTotals);
    expect(afresh).not.toBe(kept);
    for (const style of ['pretty', 'compact'] as const) {
      expect(writeJson(kept, style)).toBe(writeJson(afresh, style));
      expect(writeJson({ a: [kept] }, style)).toBe(writeJson({ a: [afresh] }, style));
    }
    // Divided by other games, the same totals are another record.
    expect(writeJson(statsToJson(row.totals, row.gamesWithTotals + 1), 'compact')).toBe(writeJson(statsToJson(copy, row.gamesWithTotals + 1), 'compact'));
    const payload = getTeamStats(s, { date: '20180112', now: NOW });
    const unshared = { ...payload, rows: payload.rows.map((r) => ({ ...r, totals: { ...r.totals }, opponentTotals: { ...r.opponentTotals } })) };
    for (const style of ['pretty', 'compact'] as const) expect(formatTeamStats(payload, { style })).toBe(formatTeamStats(unshared, { style }));
  });

  it('a team\'s row is one frozen object while its line and team are the same, its whole text kept; the answer of each date shows its own line (D172)', () => {
    const s = state();
    const rowOf = (date: string, team: string) => getTeamStats(s, { date, now: NOW }).rows.find((r) => r.team.teamId === team)!;
    expect(rowOf('20180111', BOS)).toBe(rowOf('20180106', BOS));
    expect(Object.isFrozen(rowOf('20180106', BOS))).toBe(true);
    expect(rowOf('20180112', BOS)).not.toBe(rowOf('20180106', BOS));
    // Another team object with the same line (a team re-ingested under a new name): a new row, its own name.
    const renamed = { ...rowOf('20180106', BOS), team: { ...rowOf('20180106', BOS).team, lastName: 'Green' } };
    const name = (payload: Parameters<typeof formatTeamStats>[0]) => (JSON.parse(formatTeamStats(payload)) as { team_stats: { team: { last_name: string } }[] }).team_stats[0]!.team.last_name;
    expect(name({ date: '2018-01-06' as never, rows: [rowOf('20180106', BOS)] })).toBe('Celtics');
    expect(name({ date: '2018-01-06' as never, rows: [renamed] })).toBe('Green');
    // Uncached answers of the dates in turn each show their own games played, the earlier date again last.
    const played = (date: string) => (JSON.parse(formatTeamStats(getTeamStats(s, { date, now: NOW }))) as { team_stats: { team: { team_id: string }; games_played: number; stats: { points: number } }[] })
      .team_stats.filter((t) => t.team.team_id === BOS || t.team.team_id === CLE).map((t) => [t.team.team_id, t.games_played]);
    expect([played('20180106'), played('20180112'), played('20180106')]).toEqual([
      [[BOS, 1], [CLE, 1]], [[BOS, 2], [CLE, 2]], [[BOS, 1], [CLE, 1]],
    ]);
    // The kept whole row writes the same bytes as the row written afresh, both styles.
    const payload = getTeamStats(s, { date: '20180112', now: NOW });
    const afresh = { ...payload, rows: payload.rows.map((r) => ({ ...r })) };
    for (const style of ['pretty', 'compact'] as const) expect(formatTeamStats(payload, { style })).toBe(formatTeamStats(afresh, { style }));
  });
});

