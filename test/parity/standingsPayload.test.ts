/**
 * The MLB standings and wild card payloads of 2019 (Retrosheet GL2019.TXT): key order, spelling
 * of every field, and the same numbers in the JSON and the SportsML XML.
 */
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { getStandings, getWildcard } from '../../src/engine/getStandings.js';
import { formatStandings, formatWildcard } from '../../src/formatting/payloads/formatStandings.js';
import { formatWildcardXml } from '../../src/formatting/payloads/formatWildcardXml.js';
import { loadRetrosheetSeason } from './loadSeason.js';

const NOW = '2019-12-31T12:00:00-05:00';
const KEYS = [
  'rank', 'won', 'lost', 'streak', 'ordinal_rank', 'first_name', 'last_name', 'team_id', 'games_back', 'points_for', 'points_against',
  'home_won', 'home_lost', 'away_won', 'away_lost', 'conference_won', 'conference_lost', 'division_won', 'division_lost', 'last_five',
  'last_ten', 'conference', 'division', 'points_scored_per_game', 'points_allowed_per_game', 'win_percentage', 'point_differential',
  'point_differential_per_game', 'streak_type', 'streak_total', 'games_played',
];

type Row = Record<string, unknown>;

describe('MLB standings payload, 2019', () => {
  const state = loadRetrosheetSeason(2019);
  const text = formatStandings(getStandings(state, { sport: 'mlb', date: '20190929', now: NOW }));
  const body = JSON.parse(text) as { standings_date: string; standing: Row[] };

  it('is dated midnight Eastern and lists AL then NL, Central, East, West, five clubs each (DECISIONS 5, 11)', () => {
    expect(text.startsWith('{\n  "standings_date" : "2019-09-29T00:00:00-04:00",\n  "standing" : [ {\n    "rank" : 1,')).toBe(true);
    expect(body.standing.map((r) => `${String(r['conference'])}${String(r['division'])}`)).toEqual(
      ['ALC', 'ALE', 'ALW', 'NLC', 'NLE', 'NLW'].flatMap((g) => Array<string>(5).fill(g)),
    );
  });

  it('writes every row with the keys in the contract order', () => {
    for (const row of body.standing) expect(Object.keys(row)).toEqual(KEYS);
  });

  it('spells the fields as the service did (the Yankees, 103-59, on the last day)', () => {
    const nyy = body.standing.find((r) => r['team_id'] === 'new-york-yankees')!;
    expect(nyy).toMatchObject({ rank: 1, ordinal_rank: '1st', won: 103, lost: 59, games_back: 0, games_played: 162, win_percentage: '.636', conference: 'AL', division: 'E' });
    expect(text).toContain('"games_back" : 0.0,');
    const tb = body.standing.find((r) => r['team_id'] === 'tampa-bay-rays')!;
    expect(tb).toMatchObject({ won: 96, lost: 66, games_back: 7, ordinal_rank: '2nd' });
    // per-game strings are points / games played with one decimal, half up
    for (const r of body.standing) {
      const gp = r['games_played'] as number;
      expect(r['points_scored_per_game']).toBe(((r['points_for'] as number) / gp).toFixed(1).replace(/^-0\.0$/, '0.0'));
      expect(r['point_differential']).toBe((r['points_for'] as number) - (r['points_against'] as number));
      expect(String(r['streak'])).toMatch(/^[WL]\d+$/);
      expect(r['streak_type']).toBe(String(r['streak']).startsWith('W') ? 'win' : 'loss');
      expect(`${String(r['last_ten'])}`).toMatch(/^\d+-\d+$/);
    }
  });

  it('before the first game of a season shows the previous season when known, else every club at 0-0 with "-" streaks', () => {
    const early = JSON.parse(formatStandings(getStandings(state, { sport: 'mlb', date: '20190301', now: NOW }))) as { standing: Row[] };
    expect(early.standing.every((r) => r['won'] === 0 && r['lost'] === 0 && r['streak'] === '-' && r['streak_type'] === '-' && r['win_percentage'] === '.000' && r['last_five'] === '0-0' && r['points_scored_per_game'] === '0.0')).toBe(true);
  });
});

describe('MLB wild card payload, 2019', () => {
  const state = loadRetrosheetSeason(2019);
  const payload = getWildcard(state, { sport: 'mlb', date: '20190929', now: NOW });
  const json = JSON.parse(formatWildcard(payload)) as { standings_date: string; standing: Row[] };

  it('has no division records and measures games back from the second wild card', () => {
    expect(Object.keys(json.standing[0]!)).toEqual(KEYS.filter((k) => k !== 'division_won' && k !== 'division_lost'));
    const al = json.standing.filter((r) => r['conference'] === 'AL');
    expect(al).toHaveLength(12);
    expect(al.slice(0, 3).map((r) => [r['team_id'], r['rank'], r['games_back']])).toEqual([
      ['oakland-athletics', 1, -1], // 97-65, one game ahead of the second wild card
      ['tampa-bay-rays', 2, 0],
      ['cleveland-indians', 3, 3], // 93-69 vs 96-66
    ]);
    expect(formatWildcard(payload)).toContain('"games_back" : -1.0,');
  });

  it('prints the same numbers as well-formed SportsML XML', () => {
    const xml = formatWildcardXml(payload);
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<sports-content>')).toBe(true);
    expect(XMLValidator.validate(xml)).toBe(true);
    const doc = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '' }).parse(xml) as {
      'sports-content': { 'sports-metadata': { 'date-time': string }; standing: { 'content-label': string; team: { 'team-metadata': { 'team-key': string }; 'team-stats': { 'outcome-totals': Record<string, string>[] } }[] }[] };
    };
    const content = doc['sports-content'];
    expect(content['sports-metadata']['date-time']).toBe(json.standings_date);
    expect(content.standing.map((s) => s['content-label'])).toEqual(['American League', 'National League']);
    const teams = content.standing.flatMap((s) => s.team);
    expect(teams).toHaveLength(json.standing.length);
    teams.forEach((t, i) => {
      const row = json.standing[i]!;
      const all = t['team-stats']['outcome-totals'][0]!;
      expect([t['team-metadata']['team-key'], all['rank'], all['wins'], all['losses'], all['winning-percentage'], Number(all['games-back'])]).toEqual([
        row['team_id'], String(row['rank']), String(row['won']), String(row['lost']), row['win_percentage'], row['games_back'],
      ]);
    });
  });
});
