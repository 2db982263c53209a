import { describe, expect, it } from 'vitest';
import { toOriginForm } from '../../../src/engine/router/toOriginForm.js';

describe('toOriginForm (RFC 9112 3.2)', () => {
  it('drops the scheme and authority of an absolute-form target', () => {
    expect(toOriginForm('https://erikberg.com/events.json?date=20130131&sport=nba')).toBe('/events.json?date=20130131&sport=nba');
    expect(toOriginForm('HTTP://user@127.0.0.1:8080/mlb/teams.json')).toBe('/mlb/teams.json');
    expect(toOriginForm('http://localhost:8080?x=1')).toBe('/?x=1');
    expect(toOriginForm('http://localhost')).toBe('/');
  });

  it('leaves every other target as sent', () => {
    for (const t of ['/mlb/teams.json', '//nba/leaders//points.json', '*', 'ftp://host/x.json', 'mlb/teams.json', '/https://x/y.json']) expect(toOriginForm(t)).toBe(t);
  });
});
