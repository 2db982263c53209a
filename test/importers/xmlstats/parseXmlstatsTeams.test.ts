import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { batchSchema } from '../../../src/engine/BatchInput.js';
import { parseXmlstatsTeams } from '../../../src/importers/xmlstats/parseXmlstatsTeams.js';
import { SAMPLES } from '../../repoData.js';

const sample = (name: string): unknown => JSON.parse(readFileSync(path.join(SAMPLES, name), 'utf8')) as unknown;

describe('parseXmlstatsTeams', () => {
  it('teams-mlb-2014-reserialized.json: 30 MLB teams of the season given', () => {
    const r = parseXmlstatsTeams(sample('teams-mlb-2014-reserialized.json'), 'mlb', 2014, { name: 'teams.json' });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.teams).toHaveLength(30);
    expect(r.value.teams?.find((t) => t.team_id === 'texas-rangers')).toMatchObject({ season: 2014, site_name: 'Globe Life Park in Arlington', abbreviation: 'TEX' });
    expect(batchSchema.safeParse(r.value).success).toBe(true);
  });

  it('teams-nba-recorded-20130810.json and teams-mlb-recorded-20150412.json (wire order) read the same way', () => {
    const nba = parseXmlstatsTeams(sample('teams-nba-recorded-20130810.json'), 'nba', 2013);
    expect(nba.ok && nba.value.teams?.length).toBe(30);
    expect(nba.ok && nba.value.teams?.every((t) => t.sport === 'nba' && t.season === 2013)).toBe(true);
    const mlb = parseXmlstatsTeams(sample('teams-mlb-recorded-20150412.json'), 'mlb', 2015);
    expect(mlb.ok && mlb.value.teams?.length).toBe(30);
  });

  it('wrong shapes and a team listed twice with different facts', () => {
    expect(parseXmlstatsTeams({}, 'mlb', 2014)).toEqual({ ok: false, issues: [{ code: 'invalid_input', path: ['teams'], message: 'teams: expected an array, got an object' }] });
    const teams = sample('teams-mlb-2014-reserialized.json') as Record<string, unknown>[];
    const r = parseXmlstatsTeams([...teams, { ...teams[0], active: 'yes' }, { ...teams[1], city: 'Elsewhere' }], 'mlb', 2014);
    expect(r.ok ? [] : r.issues.map((i) => [i.code, ...i.path])).toEqual([
      ['invalid_input', 'teams', 30, 'active'],
      ['conflict', 'teams', 31],
    ]);
  });
});
