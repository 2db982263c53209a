import { describe, expect, it } from 'vitest';
import { createLeagueState } from '../../src/engine/createLeagueState.js';
import { ingest } from '../../src/engine/ingest.js';

const team = { sport: 'mlb', season: 2014, abbreviation: 'BOS', first_name: 'Boston', last_name: 'Red Sox', conference: 'American', division: 'East',
  site_name: 'Fenway Park', city: 'Boston', state: 'Massachusetts' };

describe('the teams of a batch', () => {
  it('takes a club sent again with the same facts once, and refuses one sent again with any other fact, naming where', () => {
    const same = ingest(createLeagueState({ builtIns: false }), { teams: [team, { ...team }, { ...team, full_name: 'Boston Red Sox' }] });
    if (!same.ok) throw new Error(JSON.stringify(same.issues));
    expect(same.state.teams.ids).toEqual(['mlb:2014:boston-red-sox']);
    expect(same.state.teams.byId['mlb:2014:boston-red-sox']).toMatchObject({ abbreviation: 'BOS', fullName: 'Boston Red Sox', active: true });
    for (const [key, value] of [['abbreviation', 'BRS'], ['active', false], ['conference', 'National'], ['division', 'West'], ['site_name', 'Fenway'],
      ['city', 'Brookline'], ['state', 'MA'], ['last_name', 'Red  Sox']] as const) {
      const r = ingest(createLeagueState({ builtIns: false }), { teams: [team, team, { ...team, [key]: value, ...(key === 'last_name' ? { full_name: 'Boston Red Sox' } : {}) }] });
      expect(r.ok ? [] : r.issues.map((i) => [i.code, i.path, i.message])).toEqual([['conflict', ['teams', 2], 'team mlb:2014:boston-red-sox appears twice in the batch with different facts']]);
    }
  });
});
