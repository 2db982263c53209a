import { describe, expect, it } from 'vitest';
import { createLeagueState } from '../../src/engine/createLeagueState.js';
import { ingest } from '../../src/engine/ingest.js';
import { getSeasonIndex } from '../../src/engine/internal/seasonIndex.js';
import type { TeamInput } from '../../src/engine/BatchInput.js';
import { TEAMS } from './fixtures.js';

// Two more teams in other groups, so that every question below has a different answer.
const MORE: TeamInput[] = [
  { ...TEAMS[0]!, abbreviation: 'EPS', first_name: 'Epsilon', last_name: 'Eels', conference: 'American', division: 'West', site_name: 'Epsilon Park', city: 'Epsilon' },
  { ...TEAMS[0]!, abbreviation: 'ZET', first_name: 'Zeta', last_name: 'Zebras', conference: 'National', division: 'East', site_name: 'Zeta Park', city: 'Zeta' },
];

describe('season index groups', () => {
  const r = ingest(createLeagueState(), { teams: [...TEAMS, ...MORE] });
  if (!r.ok) throw new Error(JSON.stringify(r.issues));
  const index = getSeasonIndex(r.state, 'mlb', 2019);
  const names = (groups: readonly (readonly { readonly lastName: string }[])[]) => groups.map((g) => g.map((t) => t.lastName));
  const AL = ['American'] as const, BOTH = ['American', 'National'] as const, EAST = ['East'] as const, ALL = ['East', 'West'] as const;

  it('answers the lists asked, alternating between the same lists and equal fresh ones', () => {
    // What each question means, spelled out over the season's teams.
    const by = (cs: readonly string[], ds: readonly string[]) => cs.flatMap((c) => ds.map((d) => index.teams.filter((t) => t.conference === c && t.division === d).map((t) => t.lastName)));
    const expected = { alEast: by(AL, EAST), bothAll: by(BOTH, ALL) };
    expect(expected.alEast[0]).toEqual(expect.arrayContaining(['Ants', 'Bees', 'Goats', 'Dogs']));
    expect(expected.bothAll.flat()).toEqual(expect.arrayContaining(['Eels', 'Zebras']));
    expect(expected.alEast).not.toEqual(expected.bothAll);
    for (let i = 0; i < 3; i++) {
      expect(names(index.groups(AL, EAST))).toEqual(expected.alEast);
      expect(names(index.groups(BOTH, ALL))).toEqual(expected.bothAll);
      expect(names(index.groups(BOTH, ALL))).toEqual(expected.bothAll);
      expect(names(index.groups(['American'], ['East']))).toEqual(expected.alEast);
      expect(names(index.groups(['National'], ALL))).toEqual(by(['National'], ALL));
      expect(names(index.groups(AL, EAST))).toEqual(expected.alEast);
    }
  });

  it('gives the same groups to the same question (the tables reuse them)', () => {
    expect(index.groups(BOTH, ALL)).toBe(index.groups(BOTH, ALL));
    expect(index.groups(['American', 'National'], ['East', 'West'])).toBe(index.groups(BOTH, ALL));
  });
});
