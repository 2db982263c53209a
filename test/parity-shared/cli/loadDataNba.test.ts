import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadData } from '../../../src/importers/loadData.js';
import { respond } from '../../../src/engine/router/respond.js';
import { withLocalAccess, LOCAL_TOKEN } from '../../../src/cli/localAccess.js';
import { DATA } from '../../sharedData.js';

describe('--data detection of NBA folders', () => {
  it('loads shared/data/nba (xmlstats-derived box scores and NBA.com game logs) and answers NBA paths', async () => {
    const r = await loadData([path.join(DATA, 'nba')]);
    if (!r.ok) throw new Error(JSON.stringify(r.issues.slice(0, 3)));
    const state = withLocalAccess(r.value, Date.parse('2018-04-12T12:00:00-04:00'));
    const ask = (url: string) => respond(state, { method: 'GET', url, headers: { authorization: `Bearer ${LOCAL_TOKEN}` } }, { now: '2018-04-12T12:00:00-04:00' });
    const teams = ask('/nba/teams.json');
    expect(teams.status).toBe(200);
    expect((JSON.parse(teams.body) as { team_id: string }[]).map((t) => t.team_id)).toContain('golden-state-warriors');
    const results = JSON.parse(ask('/nba/results/golden-state-warriors.json?season=2018&event_status=completed').body) as { team_event_result: string }[];
    expect(results.filter((g) => g.team_event_result === 'win')).toHaveLength(58 + 16); // 58-24 in the regular season, 16-5 in the 2018 playoffs
    const events = JSON.parse(ask('/events.json?date=20161225&sport=nba').body) as { count: number; event: { start_date_time: string }[] };
    expect(events.count).toBe(5);
    expect(events.event[0]?.start_date_time).toBe('2016-12-25T12:00:00-05:00');
  });

});
