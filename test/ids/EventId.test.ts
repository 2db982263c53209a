import { describe, expect, it } from 'vitest';
import { formatEventId, parseEventId, type LeagueDate, type TeamId } from '../../src/ids/index.js';

const known = new Set(['tampa-bay-rays', 'boston-red-sox', 'los-angeles-dodgers', 'arizona-diamondbacks', 'new-york-mets', 'new-york-yankees']);
const isKnown = (id: string) => known.has(id);

describe('event ids', () => {
  it('omits sequence 1 and writes later games of a date with -n', () => {
    const parts = { date: '2014-05-01' as LeagueDate, awayTeamId: 'tampa-bay-rays' as TeamId, homeTeamId: 'boston-red-sox' as TeamId };
    expect(formatEventId({ ...parts, sequence: 1 })).toBe('20140501-tampa-bay-rays-at-boston-red-sox');
    expect(formatEventId({ ...parts, sequence: 2 })).toBe('20140501-2-tampa-bay-rays-at-boston-red-sox');
  });

  it('parses the second Sydney game of 2014 against the registry', () => {
    const r = parseEventId('20140322-2-los-angeles-dodgers-at-arizona-diamondbacks', isKnown);
    expect(r).toEqual({ ok: true, value: { date: '2014-03-22', sequence: 2, awayTeamId: 'los-angeles-dodgers', homeTeamId: 'arizona-diamondbacks' } });
  });

  it('reads -1 as the first game of the date', () => {
    const r = parseEventId('20140501-1-tampa-bay-rays-at-boston-red-sox', isKnown);
    expect(r.ok && r.value.sequence).toBe(1);
  });

  it('rejects impossible dates, unknown teams and a team playing itself', () => {
    expect(parseEventId('20130231-tampa-bay-rays-at-boston-red-sox', isKnown).ok).toBe(false);
    expect(parseEventId('20130901-tampa-bay-rays-at-springfield-isotopes', isKnown).ok).toBe(false);
    expect(parseEventId('20130901-boston-red-sox-at-boston-red-sox', isKnown).ok).toBe(false);
    const bad = parseEventId('2013-09-01-a-at-b', isKnown);
    expect(bad.ok ? undefined : bad.issues[0]?.code).toBe('invalid_event_id');
  });

  it('does not split naively on -at-: a team id may contain "at"', () => {
    const teams = new Set(['kansas-city-athletics', 'seattle-pilots', 'at-home-at-sea']);
    const r = parseEventId('19690501-at-home-at-sea-at-seattle-pilots', (id) => teams.has(id));
    expect(r.ok && [r.value.awayTeamId, r.value.homeTeamId]).toEqual(['at-home-at-sea', 'seattle-pilots']);
  });

  it('throws a RangeError naming the function for a bad sequence', () => {
    expect(() => formatEventId({ date: '2014-05-01' as LeagueDate, awayTeamId: 'a' as TeamId, homeTeamId: 'b' as TeamId, sequence: 0 })).toThrow(/^formatEventId:/);
  });
});
