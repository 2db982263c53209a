import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatLeaders, formatLeadersParts, type LeadersPayloadLike } from '../../src/formatting/payloads/formatLeaders.js';
import { getTeamsOfSeason } from '../../src/registry/getTeamsOfSeason.js';
import { SAMPLES } from '../repoData.js';

const SAMPLE = 'leaders-nba-points-limit15-qualified-regular-recorded-20130810.json';
interface SampleEntry { last_name: string; first_name: string; display_name: string; rank: number; value: number; team: { team_id: string } }

describe('formatLeaders', () => {
  it('prints the recorded 2013 points leaders byte for byte from their names, ranks, values and registry teams', () => {
    const text = readFileSync(path.join(SAMPLES, SAMPLE), 'utf8');
    const teams = getTeamsOfSeason('nba', 2013);
    const rows: LeadersPayloadLike['rows'] = (JSON.parse(text) as SampleEntry[]).map((e) => ({
      player: { lastName: e.last_name, firstName: e.first_name, displayName: e.display_name },
      rank: e.rank,
      value: { scaled: Math.round(e.value * 100), scale: 2 },
      team: teams.find((t) => t.teamId === e.team.team_id)!,
    }));
    expect(formatLeaders({ rows })).toBe(text);
  });

  it('prints whole-number categories as integers, percentages with their three decimals, and nothing as [ ]', () => {
    const team = getTeamsOfSeason('nba', 2018)[0]!;
    const row = (scaled: number, scale: 0 | 2 | 3) => ({ player: { lastName: 'Capela', firstName: 'Clint', displayName: 'Clint Capela' }, rank: 1, value: { scaled, scale }, team });
    const value = (scaled: number, scale: 0 | 2 | 3) => /"value":([^,]*),/.exec(formatLeaders({ rows: [row(scaled, scale)] }, { style: 'compact' }))?.[1];
    expect([value(82, 0), value(652, 3), value(600, 3), value(2290, 2), value(0, 2)]).toEqual(['82', '0.652', '0.6', '22.9', '0.0']);
    expect(formatLeaders({ rows: [] })).toBe('[ ]');
  });

  it('keeps a frozen row\'s text per team, player, rank and value, and writes every other row afresh (D170)', () => {
    const [rockets, celtics] = getTeamsOfSeason('nba', 2018) as [LeadersPayloadLike['rows'][number]['team'], LeadersPayloadLike['rows'][number]['team']];
    const harden = Object.freeze({ lastName: 'Harden', firstName: 'James', displayName: 'James Harden' });
    const row = (rank: number, scaled: number, team = rockets, player: LeadersPayloadLike['rows'][number]['player'] = harden) => ({ player, rank, value: { scaled, scale: 2 as const }, team });
    const shown = (rows: LeadersPayloadLike['rows']) => (JSON.parse(formatLeaders({ rows })) as SampleEntry[]).map((e) => [e.display_name, e.rank, e.value, e.team.team_id]);
    // The same frozen player under another rank, value or team is written with them, in any order of asking.
    for (const [rank, scaled, team] of [[1, 3043, rockets], [2, 3043, rockets], [2, 2990, rockets], [1, 3043, celtics], [1, 3043, rockets]] as const) {
      expect(shown([row(rank, scaled, team)])).toEqual([['James Harden', rank, scaled / 100, team.teamId]]);
    }
    // Parts join to the text in both styles.
    const rows = [row(1, 3043), row(2, 2990, celtics, Object.freeze({ lastName: 'Irving', firstName: 'Kyrie', displayName: 'Kyrie Irving' }))];
    for (const style of ['pretty', 'compact'] as const) expect(formatLeadersParts({ rows }, { style }).join('')).toBe(formatLeaders({ rows }, { style }));
    // A player object a caller did not freeze may change between calls: never a kept text.
    const own = { lastName: 'Harden', firstName: 'James', displayName: 'James Harden' };
    expect(shown([row(1, 3043, rockets, own)])[0]![0]).toBe('James Harden');
    own.displayName = 'J. Harden';
    expect(shown([row(1, 3043, rockets, own)])[0]![0]).toBe('J. Harden');
  });

  it('keeps a row object\'s text by the row itself only when it, its value, player and team are frozen (D182)', () => {
    const [rockets] = getTeamsOfSeason('nba', 2018) as [LeadersPayloadLike['rows'][number]['team']];
    const harden = Object.freeze({ lastName: 'Harden', firstName: 'James', displayName: 'James Harden' });
    const shown = (rows: LeadersPayloadLike['rows']) => (JSON.parse(formatLeaders({ rows }, { style: 'compact' })) as SampleEntry[]).map((e) => [e.display_name, e.rank, e.value]);
    // A frozen row with a value that is not frozen: each change shows.
    const value = { scaled: 3043, scale: 2 as const };
    const openValue = Object.freeze({ player: harden, rank: 1, value, team: rockets });
    expect(shown([openValue])).toEqual([['James Harden', 1, 30.43]]);
    value.scaled = 2990;
    expect(shown([openValue])).toEqual([['James Harden', 1, 29.9]]);
    // A row that is not frozen: its rank may change.
    const open = { player: harden, rank: 1, value: Object.freeze({ scaled: 3043, scale: 2 as const }), team: rockets };
    expect(shown([open])).toEqual([['James Harden', 1, 30.43]]);
    open.rank = 3;
    expect(shown([open])).toEqual([['James Harden', 3, 30.43]]);
    // Frozen through and through: the same text as the same row unfrozen, both styles, asked in turn.
    const frozen = Object.freeze({ player: harden, rank: 2, value: Object.freeze({ scaled: 250, scale: 0 as const }), team: rockets });
    for (const style of ['compact', 'pretty', 'compact'] as const) {
      expect(formatLeaders({ rows: [frozen] }, { style })).toBe(formatLeaders({ rows: [{ ...frozen, value: { ...frozen.value } }] }, { style }));
    }
  });
});
