import { describe, expect, it } from 'vitest';
import { routeOf } from '../../../src/engine/router/routeOf.js';

describe('routeOf', () => {
  it('names the endpoint, sport, argument, format, query and clock of a target', () => {
    const r = routeOf('/nba/leaders//points_per_game.json?limit=5');
    expect([r.endpoint?.name, r.sport, r.arg, r.format, r.query.get('limit'), r.clock, r.refused]).toEqual(['leaders', 'nba', 'points_per_game', 'json', '5', 'day', undefined]);
    expect(routeOf('/events.json?sport=mlb').clock).toBe('hour');
    expect(routeOf('/events.json?date=20190704').clock).toBe('none');
    expect(routeOf('/mlb/wildcard/20190929.xml')).toMatchObject({ format: 'xml', arg: '20190929', clock: 'none' });
  });

  it('names the Xmlstats-Api-Method as recorded: the sport before the sport-specific endpoints (D48)', () => {
    // Recorded 2013: `nba box score` (boxscore-nba-20120621-okc-at-mia-recorded-20130810.http.txt), `nba leaders`,
    // `events`, `teams`, `standings`.
    const methods = ['/nba/boxscore/x.json', '/mlb/boxscore/x.json', '/nba/leaders/points_per_game.json', '/events.json', '/mlb/teams.json', '/nba/standings.json',
      '/nba/team-stats.json', '/nba/daily-leaders.json', '/nba/draft.json', '/mlb/results/x.json'].map((t) => routeOf(t).method);
    expect(methods).toEqual(['nba box score', 'mlb box score', 'nba leaders', 'events', 'teams', 'standings', 'nba team stats', 'nba daily leaders', 'nba draft', 'results']);
  });

  it('refuses what the path alone rules out, with the 404 the router sends', () => {
    for (const [target, description] of [
      ['/nhl/teams.json', 'Unknown sport "nhl": expected mlb or nba'],
      ['/mlb/teams.xml', 'The teams endpoint has no "xml" format (it offers json)'],
      ['/mlb/nothing.json', 'The requested resource: /mlb/nothing.json does not exist.'],
      ['/mlb/teams/extra.json', 'The requested resource: /mlb/teams/extra.json does not exist.'],
      ['/mlb/results.json?x=1', 'The requested resource: /mlb/results.json does not exist.'],
      ['/mlb/../etc/passwd.json', 'The requested resource: /mlb/../etc/passwd.json does not exist.'],
    ] as const) {
      expect([target, routeOf(target).refused]).toEqual([target, { status: 404, description }]);
    }
    expect(routeOf('/mlb/wildcard/x.xml').format).toBe('xml');
  });

  it('is memoized per target, and stays correct past its bound', () => {
    expect(routeOf('/mlb/teams.json')).toBe(routeOf('/mlb/teams.json'));
    for (let i = 0; i < 3000; i++) expect(routeOf(`/mlb/results/boston-red-sox.json?n=x&last=${i}`).query.get('last')).toBe(String(i));
    expect(routeOf('/mlb/teams.json').endpoint?.name).toBe('teams');
    // A target longer than 2,048 characters is routed alike, and not kept.
    const long = `/mlb/results/boston-red-sox.json?last=2&x=${'y'.repeat(3000)}`;
    expect(routeOf(long)).not.toBe(routeOf(long));
    expect(routeOf(long).key).toBe(routeOf('/mlb/results/boston-red-sox.json?last=2').key);
  });

  it('hands the endpoint only the parameters it declares, the first value of each (D13)', () => {
    const r = routeOf('/mlb/results/boston-red-sox.json?junk=1&last=3&order=desc&last=9&season=2019&callback=x');
    expect([...r.query]).toEqual([['season', '2019'], ['last', '3'], ['order', 'desc']]);
    expect([...routeOf('/mlb/standings/20190502.json?season=2019&n=1').query]).toEqual([]);
    expect([...routeOf('/events.json?date=20190704&sport=mlb&sport=nba&x=1').query]).toEqual([['sport', 'mlb'], ['date', '20190704']]);
    // An empty value is a value: `?last=` is not `last` absent.
    expect(routeOf('/mlb/results/boston-red-sox.json?last=').key).not.toBe(routeOf('/mlb/results/boston-red-sox.json').key);
  });

  it('hands the same parameters by name, frozen and without a prototype: what query.get gives, and nothing inherited (D188)', () => {
    for (const target of ['/mlb/results/boston-red-sox.json?junk=1&last=3&order=desc&last=9&season=2019', '/mlb/results/boston-red-sox.json?last=', '/events.json?date=20190704&sport=mlb&sport=nba',
      '/mlb/standings/20190502.json?season=2019', '/nba/leaders/points_per_game.json?limit=%35&qualified=false&constructor=1&__proto__=2', '/nhl/teams.json?limit=1']) {
      const r = routeOf(target);
      expect(Object.isFrozen(r.params)).toBe(true);
      expect(Object.getPrototypeOf(r.params)).toBe(null);
      expect(Object.entries(r.params)).toEqual([...r.query]);
      for (const name of r.endpoint?.params ?? []) expect([target, name, r.params[name]]).toEqual([target, name, r.query.get(name) ?? undefined]);
      for (const name of ['constructor', '__proto__', 'toString']) expect(r.params[name]).toBeUndefined();
    }
    expect(routeOf('/nba/leaders/points_per_game.json?limit=%35').params).toEqual(Object.assign(Object.create(null), { limit: '5' }));
  });

  it('keys a request on what its answer depends on, not on how the target is spelled (D13)', () => {
    const key = (t: string) => routeOf(t).key;
    expect(key('/mlb//standings/20190502.json?x=1')).toBe(key('/mlb/standings/20190502.json'));
    expect(key('/mlb/results/boston-red-sox.json?order=asc&last=3&z=9')).toBe(key('/mlb/results/boston-red-sox.json?last=3&order=asc'));
    expect(key('/mlb/results/boston-red-sox.json?last=3&last=4')).toBe(key('/mlb/results/boston-red-sox.json?last=3'));
    expect(key('/mlb/results/boston-red-sox.json?last=3')).not.toBe(key('/mlb/results/boston-red-sox.json?last=4'));
    expect(key('/mlb/results/boston-red-sox.json?last=3')).not.toBe(key('/mlb/results/boston-red-sox.json?next=3'));
    expect(key('/mlb/wildcard/20190929.xml')).not.toBe(key('/mlb/wildcard/20190929.json'));
    expect(key('/mlb/standings.json')).not.toBe(key('/nba/standings.json'));
    expect(key('/mlb/results/a.json?last=1')).not.toBe(key('/mlb/results/a.json?last=1%26next%3D2'));
  });
});
