/**
 * `toTable` (issue 12: "toCsv/rows for every tabular payload"): the rule that makes a payload a
 * table, the flattening of nested objects, the fields of the whole table leading each row, the
 * order of columns, `columns`, and the payloads that are not tables. Every endpoint's answer is
 * checked against the rule in test/cli/tableEndpoints.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { getEvents } from '../../src/engine/getEvents.js';
import { getResults } from '../../src/engine/getResults.js';
import { getStandings } from '../../src/engine/getStandings.js';
import { formatEvents } from '../../src/formatting/payloads/formatEvents.js';
import { formatResults } from '../../src/formatting/payloads/formatResults.js';
import { formatStandings } from '../../src/formatting/payloads/formatStandings.js';
import { toTable } from '../../src/formatting/toTable.js';
import * as library from '../../src/index.js';
import { loadRetrosheetSeason } from '../parity/loadSeason.js';

const NOW = '2019-09-30T12:00:00-04:00';
const season = loadRetrosheetSeason(2019);
const standingsText = formatStandings(getStandings(season, { sport: 'mlb', date: '20190502', now: NOW }));

describe('toTable', () => {
  it('a standings payload: one row per team, the standings date leading each, the fields in the payload order', () => {
    const t = toTable(standingsText);
    const json = JSON.parse(standingsText) as { standings_date: string; standing: Record<string, unknown>[] };
    expect(t.columns).toEqual(['standings_date', ...Object.keys(json.standing[0]!)]);
    expect(t.rows).toHaveLength(30);
    expect(t.rows.map((r) => r['team_id'])).toEqual(json.standing.map((s) => s['team_id']));
    expect(t.rows[0]).toEqual({ standings_date: '2019-05-02T00:00:00-04:00', ...json.standing[0] });
  });

  it('takes the payload text, the parsed value, or an object whose JSON is the payload', () => {
    const parsed = JSON.parse(standingsText) as unknown;
    expect(toTable(parsed)).toEqual(toTable(standingsText));
    expect(toTable({ toJSON: () => parsed })).toEqual(toTable(standingsText));
  });

  it('flattens nested objects with dotted names; a list inside a row is its JSON text', () => {
    const results = toTable(formatResults(getResults(season, { sport: 'mlb', teamId: 'boston-red-sox', last: 2, now: NOW })!));
    expect(results.columns.slice(0, 3)).toEqual(['event_id', 'event_status', 'event_start_date_time']);
    expect(results.columns).toContain('team.team_id');
    expect(results.columns).toContain('opponent.full_name');
    expect(results.columns).toContain('site.capacity');
    expect(results.columns).not.toContain('team');
    expect(results.rows[0]).toMatchObject({ 'team.team_id': 'boston-red-sox', 'opponent.team_id': 'baltimore-orioles', 'site.capacity': 33871, team_event_result: 'win' });
    const events = toTable(formatEvents(getEvents(season, { date: '20190704', sport: 'mlb', now: NOW })));
    expect(events.columns.slice(0, 3)).toEqual(['events_date', 'count', 'event_id']);
    expect(events.rows[0]).toMatchObject({ 'away_team.team_id': 'boston-red-sox', 'home_team.abbreviation': 'TOR', away_period_scores: '[1,0,0,0,0,6,0,0,1]', count: 12 });
  });

  it('a field only later rows have is placed after the field it follows, and is null where missing', () => {
    const t = toTable({ event: [{ id: 'a', status: 'scheduled', site: { name: 'X' } }, { id: 'b', status: 'completed', score: [1, 2], site: { name: 'Y', capacity: 5 } }] });
    expect(t.columns).toEqual(['id', 'status', 'score', 'site.name', 'site.capacity']);
    expect(t.rows).toEqual([
      { id: 'a', status: 'scheduled', score: null, 'site.name': 'X', 'site.capacity': null },
      { id: 'b', status: 'completed', score: '[1,2]', 'site.name': 'Y', 'site.capacity': 5 },
    ]);
  });

  it('columns picks and orders columns; a name it does not have is a TypeError listing those it has', () => {
    const t = toTable(standingsText, { columns: ['team_id', 'won', 'lost', 'games_back'] });
    expect(t.columns).toEqual(['team_id', 'won', 'lost', 'games_back']);
    expect(t.rows[0]).toEqual({ team_id: 'minnesota-twins', won: 19, lost: 10, games_back: 0 });
    expect(() => toTable(standingsText, { columns: ['team_id', 'wins'] })).toThrow(new TypeError(`toTable: no column "wins" in this table; its columns are ${toTable(standingsText).columns.join(', ')}`));
  });

  it('an empty list: no rows; the fields of the whole table are still its columns', () => {
    expect(toTable('[]')).toEqual({ columns: [], rows: [] });
    expect(toTable({ standings_date: '2019-03-01T00:00:00-05:00', standing: [] })).toEqual({ columns: ['standings_date'], rows: [] });
  });

  it.each([
    ['a tournament (two lists)', { sport: 'MLB', rounds: [{ sequence: 1 }], groups: [{ name: 'AL' }] }, 'toTable: the payload is not one table: it has 2 lists (rounds, groups), as box scores and tournaments do'],
    ['me (no list)', { account_id: 'x', email_address: 'a@b.c' }, 'toTable: the payload is not a table: an object with no list (account_id, email_address)'],
    ['an error object', { error: { code: '404', description: 'x' } }, 'toTable: the payload is not a table: an object with no list (error)'],
    ['XML text', '<?xml version="1.0"?><standings/>', 'toTable: the payload text is not JSON (an XML payload, or not a payload at all)'],
    ['a list of numbers', [1, 2], 'toTable: the payload is not a table: item 0 of the list is not an object'],
    ['a number', 3, 'toTable: the payload is not a table: a number, not a list or an object'],
    ['undefined', undefined, 'toTable: a undefined is not a payload'],
  ])('%s is a TypeError saying why', (_, payload, message) => {
    expect(() => toTable(payload)).toThrow(new TypeError(message));
  });

  it('is exported from the package with toCsv', () => {
    expect(library.toTable).toBe(toTable);
    expect(typeof library.toCsv).toBe('function');
  });
});
