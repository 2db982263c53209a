import { describe, expect, it } from 'vitest';
import { createLeagueState } from '../../src/engine/createLeagueState.js';
import { getEvents } from '../../src/engine/getEvents.js';
import { ingest } from '../../src/engine/ingest.js';

function siteOf(date: string, away: string, home: string, extra: Record<string, unknown> = {}) {
  const r = ingest(createLeagueState(), { games: [{ sport: 'mlb', date, status: 'scheduled', away_team_id: away, home_team_id: home, ...extra }] });
  if (!r.ok) throw new Error(JSON.stringify(r.issues));
  return getEvents(r.state, { date, now: 0 }).events[0]!.site;
}

describe('the site of a game', () => {
  it('defaults to the home team\'s park of that season, punctuation and all (AT&T Park)', () => {
    expect(siteOf('2014-06-01', 'new-york-mets', 'san-francisco-giants')).toMatchObject({ name: 'AT&T Park', city: 'San Francisco' });
    expect(siteOf('2019-06-01', 'new-york-mets', 'san-francisco-giants')).toMatchObject({ name: 'Oracle Park' });
  });

  it('tells the two Yankee Stadiums apart by season', () => {
    const old = siteOf('2008-06-01', 'boston-red-sox', 'new-york-yankees');
    const built = siteOf('2009-06-01', 'boston-red-sox', 'new-york-yankees');
    expect(old.name).toBe('Yankee Stadium');
    expect(built.name).toBe('Yankee Stadium');
    expect(old.capacity).not.toBe(built.capacity);
  });

  it('reads a built-in park for the season of the game (Chase Field: grass in 2014, turf from 2019)', () => {
    expect(siteOf('2014-06-01', 'new-york-mets', 'arizona-diamondbacks').surface).toBe('Grass');
    expect(siteOf('2019-06-01', 'new-york-mets', 'arizona-diamondbacks').surface).toBe('Field Turf');
  });

  it('uses a site ingested with the game as it is', () => {
    const site = { name: 'Estadio de Béisbol Monterrey', capacity: 22061, surface: 'Grass', city: 'Monterrey', state: 'Nuevo Leon' };
    expect(siteOf('2019-05-04', 'st-louis-cardinals', 'cincinnati-reds', { site })).toMatchObject({ siteId: 'estadio-de-beisbol-monterrey', capacity: 22061 });
  });
});
