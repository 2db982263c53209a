import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { findLatestCompletedDay } from '../../src/cli/findLatestCompletedDay.js';
import { loadData } from '../../src/cli/loadData.js';
import { queryPath } from '../../src/cli/queryPath.js';
import { DATA, SAMPLES } from '../sharedData.js';

const BUNDLED = path.resolve(import.meta.dirname, '..', '..', 'data', 'retrosheet', 'GL2019.TXT');

describe('CLI data loading and queries', () => {
  it('loads the bundled 2019 season and answers standings, wild card, teams, results and events', async () => {
    const lines: string[] = [];
    const r = await loadData([BUNDLED], (l) => lines.push(l));
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(lines).toEqual([`loading ${BUNDLED}`]);
    expect(findLatestCompletedDay(r.value)).toBe('2019-09-30');
    const now = '2019-09-30T12:00:00-04:00';
    const standings = queryPath(r.value, '/mlb/standings.json', { now, style: 'pretty' });
    expect(standings.status).toBe(200);
    expect(JSON.parse(standings.body).standing).toHaveLength(30);
    expect(queryPath(r.value, '/mlb/wildcard/20190929.xml', { now, style: 'compact' }).body.startsWith('<?xml')).toBe(true);
    expect(JSON.parse(queryPath(r.value, '/mlb/teams.json', { now, style: 'compact' }).body)).toHaveLength(30);
    expect(JSON.parse(queryPath(r.value, '/mlb/results/boston-red-sox.json?last=3', { now, style: 'compact' }).body)).toHaveLength(3);
    expect(JSON.parse(queryPath(r.value, '/events.json?date=20190704&sport=mlb', { now, style: 'compact' }).body).events_count).toBe(12); // GL2019.TXT has 12 games on 2019-07-04
  });

  it('answers errors with the error object: 404 unknown team or sport, 400 bad date, 501 not yet computed', async () => {
    const r = await loadData([BUNDLED], () => undefined);
    if (!r.ok) throw new Error();
    const now = '2019-09-30T12:00:00-04:00';
    const q = (p: string) => queryPath(r.value, p, { now, style: 'pretty' });
    expect(q('/mlb/results/springfield-isotopes.json').status).toBe(404);
    expect(q('/nhl/teams.json').status).toBe(404);
    expect(q('/mlb/standings/20190231.json')).toMatchObject({ status: 400 });
    expect(JSON.parse(q('/mlb/standings/20190231.json').body).error.code).toBe('400');
    expect(q('/mlb/boxscore/20190704-x-at-y.json').status).toBe(501);
  });

  it('detects a folder of xmlstats responses and a recorded events response', async () => {
    const folder = await loadData([path.join(DATA, 'mlb', 'xmlstats_2014')], () => undefined);
    expect(folder.ok).toBe(true);
    const events = await loadData([path.join(SAMPLES, 'events-all-20130901-recorded-20150412.json')], () => undefined);
    expect(events.ok).toBe(true);
    const missing = await loadData(['/nonexistent/file'], () => undefined);
    expect(missing.ok ? undefined : missing.issues[0]?.message).toMatch(/does not exist/);
  });
});
