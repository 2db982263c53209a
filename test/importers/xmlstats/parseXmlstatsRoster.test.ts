import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseXmlstatsRoster } from '../../../src/importers/xmlstats/parseXmlstatsRoster.js';
import { SAMPLES } from '../../repoData.js';

/** The recorded expanded roster of Boston, July 2014 (a copy of shared/data/mlb/xmlstats_2014/roster/boston-red-sox.json). */
const redSox = JSON.parse(readFileSync(path.join(SAMPLES, 'roster-mlb-boston-red-sox-expanded-2014-reserialized.json'), 'utf8')) as { team: object; players: Record<string, unknown>[] };

describe('parseXmlstatsRoster', () => {
  it('keeps the facts of roster/boston-red-sox.json and none of the derived fields', () => {
    const r = parseXmlstatsRoster(redSox, { sport: 'mlb', season: 2014, teamId: 'boston-red-sox' });
    if (!r.ok) throw new Error(JSON.stringify(r.issues));
    const roster = r.value.rosters![0]!;
    expect(roster).toMatchObject({ sport: 'mlb', season: 2014, team_id: 'boston-red-sox' });
    expect(roster.players[0]).toEqual({
      last_name: 'Badenhop', first_name: 'Burke', display_name: 'Burke Badenhop', birthdate: '1983-02-08', birthplace: 'Atlanta, Georgia, USA',
      height_in: 77, weight_lb: 220, position: 'P', uniform_number: 35, bats: 'R', throws: 'R', roster_status: 'active',
    });
  });

  it('leaves out bats and throws when the response has none, and reads a missing roster_status as active (2013 NBA form)', () => {
    const { bats: _b, throws: _t, roster_status: _s, ...bare } = redSox.players[0]!;
    const r = parseXmlstatsRoster({ players: [bare] }, { sport: 'nba', season: 2014, teamId: 'detroit-pistons' });
    const p = r.ok ? r.value.rosters![0]!.players[0]! : undefined;
    expect(p && [Object.hasOwn(p, 'bats'), Object.hasOwn(p, 'throws'), p.roster_status]).toEqual([false, false, 'active']);
  });

  it('names every bad field by its path, and a response of another team', () => {
    const bad = { team: { team_id: 'new-york-yankees' }, players: [{ ...redSox.players[0], height_in: '6-5', roster_status: 'minors' }, 'x'] };
    const r = parseXmlstatsRoster(bad, { sport: 'mlb', season: 2014, teamId: 'boston-red-sox', name: 'roster/boston-red-sox.json' });
    expect(r.ok ? [] : r.issues.map((i) => [i.code, ...i.path])).toEqual([
      ['invalid_team_id', 'roster/boston-red-sox.json', 'team', 'team_id'],
      ['invalid_input', 'roster/boston-red-sox.json', 'players', 0, 'height_in'],
      ['invalid_input', 'roster/boston-red-sox.json', 'players', 0, 'roster_status'],
      ['invalid_input', 'roster/boston-red-sox.json', 'players', 1],
    ]);
    expect(parseXmlstatsRoster([], { sport: 'mlb', season: 2014, teamId: 'boston-red-sox' }).ok).toBe(false);
  });
});
