import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatLeaders, type LeadersPayloadLike } from '../../src/formatting/payloads/formatLeaders.js';
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
});
