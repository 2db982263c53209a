import { describe, expect, it } from 'vitest';
import { createLeagueState } from '../../src/engine/createLeagueState.js';
import { getEvents } from '../../src/engine/getEvents.js';
import { ingest } from '../../src/engine/ingest.js';
import type { LeagueState } from '../../src/engine/LeagueState.js';

/** Three games of 2017-06-10 (one without a start time) and one of 2017-06-11, on the built-in 2017 registry. */
function league(): LeagueState {
  const game = (date: string, away: string, home: string, start: string | null) =>
    ({ sport: 'mlb' as const, date, status: 'scheduled' as const, away_team_id: away, home_team_id: home, start_date_time: start });
  const r = ingest(createLeagueState(), {
    games: [
      game('2017-06-10', 'detroit-tigers', 'boston-red-sox', '2017-06-10T19:15:00-04:00'),
      game('2017-06-10', 'baltimore-orioles', 'new-york-yankees', '2017-06-10T19:15:00-04:00'),
      game('2017-06-10', 'new-york-mets', 'atlanta-braves', null),
      game('2017-06-11', 'detroit-tigers', 'boston-red-sox', '2017-06-11T20:05:00-04:00'),
    ],
  });
  if (!r.ok) throw new Error(JSON.stringify(r.issues));
  return r.state;
}

describe('getEvents', () => {
  const state = league();
  const ids = (p: ReturnType<typeof getEvents>) => p.events.map((e) => e.game.eventId);

  it('lists a given date by start time (unknown first), then event id, and keeps no clock: events_date is that midnight', () => {
    const p = getEvents(state, { date: '20170610', sport: 'mlb', now: '2017-06-11T03:19:00Z' });
    expect(p.date).toBe('2017-06-10');
    expect(p.now).toBeUndefined();
    expect(ids(p)).toEqual([
      '20170610-new-york-mets-at-atlanta-braves',
      '20170610-baltimore-orioles-at-new-york-yankees',
      '20170610-detroit-tigers-at-boston-red-sox',
    ]);
    // The date, not the clock, decides, whatever the clock says.
    expect(getEvents(state, { date: '2017-06-10', now: 0 })).toEqual(p);
  });

  it('keeps a day\'s rows per day object: the same list again, a changed day listed anew, the earlier state untouched (D176)', () => {
    const ask = (s: LeagueState) => getEvents(s, { date: '20170610', sport: 'mlb', now: 0 }).events;
    const before = ask(state);
    expect(ask(state)).toBe(before);
    expect(Object.isFrozen(before)).toBe(true);
    const r = ingest(state, {
      games: [{ sport: 'mlb', date: '2017-06-10', status: 'scheduled', away_team_id: 'chicago-cubs', home_team_id: 'st-louis-cardinals', start_date_time: '2017-06-10T14:10:00-04:00' }],
    });
    if (!r.ok) throw new Error(JSON.stringify(r.issues));
    const after = ask(r.state);
    expect(after.map((e) => e.game.eventId)).toEqual([
      '20170610-new-york-mets-at-atlanta-braves',
      '20170610-chicago-cubs-at-st-louis-cardinals',
      '20170610-baltimore-orioles-at-new-york-yankees',
      '20170610-detroit-tigers-at-boston-red-sox',
    ]);
    // The earlier state still lists its three, in the list it kept.
    expect(ask(state)).toBe(before);
    expect(before).toHaveLength(3);
    // Both sports asked together are one list in the same order as each sport alone.
    expect(getEvents(r.state, { date: '20170610', now: 0 }).events).toEqual(after);
  });

  it('without a date lists the clock\'s league day and keeps the clock itself (events_date is the start of its hour)', () => {
    const late = getEvents(state, { now: '2017-06-10T23:19:07-04:00' });
    expect(late.date).toBe('2017-06-10');
    expect(late.now).toBe(Date.parse('2017-06-10T23:19:07-04:00'));
    expect(ids(late)).toHaveLength(3);
    // The league day is Eastern: 03:19 UTC on the 11th is still the 10th.
    expect(getEvents(state, { now: Date.parse('2017-06-11T03:19:07Z') })).toEqual(late);
    const next = getEvents(state, { now: '2017-06-11T00:00:00-04:00' });
    expect([next.date, next.now, ids(next)]).toEqual(['2017-06-11', Date.parse('2017-06-11T04:00:00Z'), ['20170611-detroit-tigers-at-boston-red-sox']]);
  });

  it('refuses a malformed date or clock, naming itself', () => {
    expect(() => getEvents(state, { date: '20170631', now: 0 })).toThrow(/^getEvents: date "20170631" is not a valid date/);
    expect(() => getEvents(state, { now: 'yesterday' })).toThrow(RangeError);
    expect(() => getEvents(state, { now: Number.NaN })).toThrow(/^getEvents: now/);
  });
});
