import { describe, expect, it } from 'vitest';
import { getTeamsOfSeason } from '../../src/registry/index.js';
import { readSample, teamToWire } from './fixtures.js';

// Parity with the recorded teams responses of the service (shared/reference/xmlstats-samples):
// the registry's season, converted to the wire's fields, equals the recording element for
// element, in the same order (alphabetical by team id). Key order is not compared (the 2014 file
// is reserialized); values and order of teams are.
const RECORDINGS = [
  { sport: 'mlb', season: 2013, file: 'teams-mlb-recorded-20130830.json' },
  { sport: 'mlb', season: 2014, file: 'teams-mlb-2014-reserialized.json' },
  { sport: 'mlb', season: 2015, file: 'teams-mlb-recorded-20150412.json' },
  { sport: 'nba', season: 2013, file: 'teams-nba-recorded-20130810.json' },
] as const;

describe('the registry reproduces the recorded teams responses', () => {
  for (const { sport, season, file } of RECORDINGS) {
    it(`${sport} ${season} equals ${file} field for field`, () => {
      const recorded = readSample(file) as Record<string, unknown>[];
      const registry = getTeamsOfSeason(sport, season).map(teamToWire);
      expect(recorded).toHaveLength(30);
      expect(registry).toEqual(recorded);
    });
  }

  it('keeps the wire field order of the recorded 2013 file', () => {
    const recorded = readSample('teams-mlb-recorded-20130830.json') as Record<string, unknown>[];
    const first = getTeamsOfSeason('mlb', 2013)[0];
    expect(first && Object.keys(teamToWire(first))).toEqual(Object.keys(recorded[0] ?? {}));
  });
});
