/**
 * D173: the wild card XML keeps each row's whole `team` element per frozen team, frozen record and
 * what the row shows beside the record (rank, games back). Kept elements must never carry one
 * date's numbers into another's answer: every date, asked in any order, gives the bytes of the
 * same table written from unshared copies.
 */
import { describe, expect, it } from 'vitest';
import { getWildcard } from '../../src/engine/getStandings.js';
import { formatWildcardXml, formatWildcardXmlParts, wildcardXmlDocument } from '../../src/formatting/payloads/formatWildcardXml.js';
import { writeXmlParts } from '../../src/formatting/writeXml.js';
import { loadRetrosheetSeason } from '../parity/loadSeason.js';

const NOW = '2019-12-31T12:00:00-05:00';

describe('formatWildcardXml, kept team elements (D173)', () => {
  const state = loadRetrosheetSeason(2019);
  const dates = ['20190901', '20190915', '20190920', '20190921', '20190922', '20190929'];

  it('every date, forward then backward, writes the bytes of the same rows written afresh, in both styles', () => {
    for (const date of [...dates, ...[...dates].reverse()]) {
      const payload = getWildcard(state, { sport: 'mlb', date, now: NOW });
      // Unfrozen copies of every team and record: nothing kept is reused for them.
      const afresh = { ...payload, rows: payload.rows.map((r) => ({ ...r, team: { ...r.team }, record: { ...r.record } })) };
      for (const style of ['pretty', 'compact'] as const) {
        expect([date, style, formatWildcardXml(payload, { style })]).toEqual([date, style, formatWildcardXml(afresh, { style })]);
        // In parts (D181): joined, the same bytes; a kept team element each.
        const parts = formatWildcardXmlParts(payload, { style });
        expect(parts.join('')).toBe(formatWildcardXml(afresh, { style }));
        expect(parts).toHaveLength(2 * payload.rows.length + 1);
      }
    }
  });

  it('the same frozen record shown with another rank or games back, or beside another team, is written with them', () => {
    const payload = getWildcard(state, { sport: 'mlb', date: '20190929', now: NOW });
    const row = payload.rows[3]!;
    const xml = (rows: typeof payload.rows) => formatWildcardXml({ ...payload, rows }, { style: 'compact' });
    const rankOf = (text: string) => /rank="(\d+)"/.exec(text)?.[1];
    const gamesBackOf = (text: string) => /games-back="([^"]+)"/.exec(text)?.[1];
    expect(rankOf(xml([{ ...row, rank: 9 }]))).toBe('9');
    expect(rankOf(xml([row]))).toBe(String(row.rank));
    expect(gamesBackOf(xml([{ ...row, gamesBackHalves: 7, gamesBack: 3.5 }]))).toBe('3.5');
    const other = Object.freeze({ ...payload.rows[4]!.team });
    expect(xml([{ ...row, team: other }])).toContain(`team-key="${other.teamId}"`);
    expect(xml([row])).toContain(`team-key="${row.team.teamId}"`);
  });

  it('one standing per league, in the order the rows first show it, holding every row of its league even when the rows of two leagues alternate (D188)', () => {
    const payload = getWildcard(state, { sport: 'mlb', date: '20190929', now: NOW });
    const al = payload.rows.filter((r) => r.team.conference === 'American');
    const nl = payload.rows.filter((r) => r.team.conference === 'National');
    expect(al.length).toBeGreaterThan(1);
    expect(nl.length).toBeGreaterThan(1);
    const alternating = [nl[0]!, al[0]!, nl[1]!, al[1]!];
    const xml = formatWildcardXml({ ...payload, rows: alternating }, { style: 'compact' });
    const standings = xml.split('<standing ').slice(1);
    expect(standings.map((s) => /content-label="([^"]+)"/.exec(s)?.[1])).toEqual(['National League', 'American League']);
    expect(standings.map((s) => [...s.matchAll(/team-key="([^"]+)"/g)].map((m) => m[1]))).toEqual([[nl[0]!.team.teamId, nl[1]!.team.teamId], [al[0]!.team.teamId, al[1]!.team.teamId]]);
    // A league with a name of Object's prototype is labelled by its own name, as any unknown one.
    const odd = formatWildcardXml({ ...payload, rows: [{ ...al[0]!, team: { ...al[0]!.team, conference: 'constructor' } }] }, { style: 'compact' });
    expect(odd).toContain('<standing content-label="constructor">');
  });

  it('the parts written around the elements are the parts of the element tree, part for part, on every date, in both styles and three zones (D188)', () => {
    for (const date of ['20190328', '20190415', '20190704', '20190901', '20190929', '20191001']) {
      const payload = getWildcard(state, { sport: 'mlb', date, now: NOW });
      for (const style of ['pretty', 'compact'] as const) {
        for (const timeZone of [undefined, 'America/Los_Angeles', 'Asia/Kolkata']) {
          const options = timeZone === undefined ? { style } : { style, timeZone };
          const parts = formatWildcardXmlParts(payload, options);
          expect([date, style, timeZone, parts]).toEqual([date, style, timeZone, writeXmlParts(wildcardXmlDocument(payload, options), style)]);
          expect(parts.join('')).toBe(formatWildcardXml(payload, options));
        }
      }
    }
    // No rows: the skeleton alone; rows not frozen: written afresh, in parts all the same.
    const payload = getWildcard(state, { sport: 'mlb', date: '20190929', now: NOW });
    for (const rows of [[], payload.rows.map((r) => ({ ...r, record: { ...r.record } }))]) {
      for (const style of ['pretty', 'compact'] as const) {
        expect(formatWildcardXmlParts({ ...payload, rows }, { style })).toEqual(writeXmlParts(wildcardXmlDocument({ ...payload, rows }, { style }), style));
      }
    }
    // An unknown style is refused as writeXml refuses it.
    expect(() => formatWildcardXmlParts(payload, { style: 'tabs' as 'pretty' })).toThrow("writeXml: unknown style \"tabs\"");
  });
});

