import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadData } from '../../../../src/importers/loadData.js';
import { withLocalAccess, LOCAL_TOKEN } from '../../../../src/cli/localAccess.js';
import { createLeagueState } from '../../../../src/engine/createLeagueState.js';
import { getRoster } from '../../../../src/engine/getRoster.js';
import { ingest } from '../../../../src/engine/ingest.js';
import { respond } from '../../../../src/engine/router/respond.js';
import { readXmlstatsFolder } from '../../../../src/importers/xmlstats/readXmlstatsFolder.js';
import { DATA } from '../../../sharedData.js';

const FOLDER = path.join(DATA, 'mlb', 'xmlstats_2014');

describe('readXmlstatsFolder and the CLI load the roster folder', () => {
  it('shared/data/mlb/xmlstats_2014/roster: 30 rosters of season 2014, 1,186 players, which ingest', async () => {
    const r = await readXmlstatsFolder(FOLDER);
    if (!r.ok) throw new Error(JSON.stringify(r.issues.slice(0, 3)));
    expect(r.value.rosters).toHaveLength(30);
    expect(r.value.rosters!.every((x) => x.season === 2014 && x.sport === 'mlb')).toBe(true);
    expect(r.value.rosters!.reduce((n, x) => n + x.players.length, 0)).toBe(1186);
    const s = ingest(createLeagueState(), r.value);
    if (!s.ok) throw new Error(JSON.stringify(s.issues.slice(0, 3)));
    expect(getRoster(s.state, { sport: 'mlb', teamId: 'boston-red-sox', now: '2014-07-28T12:00:00-04:00', status: 'expanded' })?.players).toHaveLength(40);
  });

  it('the CLI\'s --data answers /mlb/roster/{team_id}.json from it', async () => {
    const r = await loadData([FOLDER]);
    if (!r.ok) throw new Error(JSON.stringify(r.issues.slice(0, 3)));
    const state = withLocalAccess(r.value, Date.parse('2014-07-28T12:00:00-04:00'));
    const res = respond(state, { method: 'GET', url: '/mlb/roster/boston-red-sox.json', headers: { authorization: `Bearer ${LOCAL_TOKEN}` } }, { now: '2014-07-28T12:00:00-04:00' });
    expect(res.status).toBe(200);
    expect((JSON.parse(res.body) as { players: unknown[] }).players).toHaveLength(25);
  });
});
