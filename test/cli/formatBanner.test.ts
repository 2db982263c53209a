/**
 * The banner of `serve` (issue 12: "the banner suggests MLB URLs when NBA data is loaded"): its
 * example requests come from the data loaded. The served answers of each are checked in
 * main.test.ts; here, which sports and in which order.
 */
import { describe, expect, it } from 'vitest';
import { formatBanner } from '../../src/cli/formatBanner.js';
import { createLeagueState } from '../../src/engine/createLeagueState.js';
import { ingest } from '../../src/engine/ingest.js';
import { line, nbaGame } from '../engine/nbaBoxFixtures.js';
import { loadRetrosheetSeason } from '../parity/loadSeason.js';

const BASE = 'http://127.0.0.1:8080';
const paths = (banner: string) => [...banner.matchAll(/http:\/\/127\.0\.0\.1:8080(\/[^"\s]*)/g)].map((m) => m[1]);
const banner = (state = createLeagueState()) => formatBanner({ base: BASE, now: '2019-09-30T12:00:00-04:00', rateLimit: { limit: 600, windowSeconds: 60 }, state });

describe('formatBanner', () => {
  it('MLB and NBA data: the sport with more games first, each on its own latest day and team', () => {
    const r = ingest(loadRetrosheetSeason(2019), { games: [nbaGame('2017-10-17', 'boston-celtics', 'cleveland-cavaliers', [line('Kyrie Irving', { twos: 3 })], [line('LeBron James', { twos: 5 })])] });
    if (!r.ok) throw new Error(JSON.stringify(r.issues));
    expect(paths(banner(r.state))).toEqual([
      '/mlb/standings/20190929.json', '/mlb/teams.json', expect.stringMatching(/^\/mlb\/results\/[a-z-]+\.json\?season=2019&last=5$/), '/events.json?date=20190929&sport=mlb', '/mlb/wildcard/20190929.xml',
      '/nba/standings/20171017.json', '/nba/teams.json', '/nba/results/cleveland-cavaliers.json?season=2018&last=5', '/events.json?date=20171017&sport=nba',
    ]);
  });

  it('no game at all: the teams of both sports', () => {
    expect(banner()).toBe(`serving on ${BASE} (clock 2019-09-30T12:00:00-04:00; rate limit 600 per 60 s)\ntry:\n  curl ${BASE}/mlb/teams.json\n  curl ${BASE}/nba/teams.json\n`);
  });

  it('the rate limit off', () => {
    expect(formatBanner({ base: BASE, now: 'x', rateLimit: { limit: Infinity, windowSeconds: 60 }, state: createLeagueState() }).split('\n')[0]).toBe(`serving on ${BASE} (clock x; rate limit off)`);
  });
});
