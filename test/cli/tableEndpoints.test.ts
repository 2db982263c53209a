/**
 * Which endpoints answer one table (`query --format csv|table`, the help's "csv" mark), held to
 * what `toTable` does with a real answer of each endpoint of the router's table: every endpoint
 * has a sample request here (a new endpoint without one fails the test), each sample answers 200,
 * and `TABLE_ENDPOINTS` names exactly those whose answer `toTable` reads, with rows, and whose
 * CSV reads back as the table. Data: the bundled 2019 MLB season and NBA games, rosters and
 * draft picks built here.
 */
import { describe, expect, it } from 'vitest';
import { TABLE_ENDPOINTS } from '../../src/cli/describeEndpoints.js';
import type { BatchInput, RosterPlayerInput } from '../../src/engine/BatchInput.js';
import { ingest } from '../../src/engine/ingest.js';
import { ENDPOINTS } from '../../src/engine/router/endpoints.js';
import { respond } from '../../src/engine/router/respond.js';
import { toCsv } from '../../src/formatting/toCsv.js';
import { toTable } from '../../src/formatting/toTable.js';
import { line, nbaGame } from '../engine/nbaBoxFixtures.js';
import { readCsv } from '../formatting/csvReader.js';
import { loadRetrosheetSeason } from '../parity/loadSeason.js';

const TOKEN = 'table-token-0001';
const BOS = 'boston-celtics', CLE = 'cleveland-cavaliers';
const bio = (display: string) => ({
  last_name: display.split(' ')[1]!, first_name: display.split(' ')[0]!, display_name: display, birthdate: '1992-03-23', birthplace: 'New York, New York, USA', height_in: 75, weight_lb: 193, position: 'G',
});
const player = (display: string): RosterPlayerInput => ({ ...bio(display), uniform_number: 11 });
const batch: BatchInput = {
  games: [
    nbaGame('2017-10-17', BOS, CLE, [line('Kyrie Irving', { twos: 8, threes: 2, ftm: 4, missed2: 6 })], [line('LeBron James', { twos: 10, ftm: 5, drb: 9, ast: 10 })]),
    nbaGame('2017-10-18', CLE, BOS, [line('LeBron James', { twos: 15, missed2: 3 })], [line('Kyrie Irving', { twos: 3, missed2: 9 })]),
  ],
  rosters: [{ sport: 'nba', season: 2018, team_id: BOS, players: [player('Kyrie Irving'), player('Jayson Tatum')] }],
  draft_picks: [{ sport: 'nba', season: 2017, round: 1, pick: 3, overall_pick: 3, team_id: BOS, player: bio('Jayson Tatum') }],
  accounts: [{ email_address: 't@example.com', first_name: 'T', last_name: 'E', created_on: '2017-01-01' }],
  tokens: [{ token: TOKEN, email_address: 't@example.com', expires_at: '2030-01-01T00:00:00-05:00' }],
};
const withNba = ingest(loadRetrosheetSeason(2019), batch);
if (!withNba.ok) throw new Error(JSON.stringify(withNba.issues.slice(0, 3)));
const state = withNba.state;

const MLB_NOW = '2019-09-30T12:00:00-04:00';
const NBA_NOW = '2017-10-20T12:00:00-04:00';
/** A request of each endpoint, with its clock, by the endpoint's key. */
const SAMPLES: Readonly<Record<string, readonly (readonly [string, string])[]>> = {
  teams: [['/mlb/teams.json', MLB_NOW], ['/nba/teams.json', NBA_NOW]],
  standings: [['/mlb/standings/20190502.json', MLB_NOW], ['/nba/standings/20171018.json', NBA_NOW]],
  wildcard: [['/mlb/wildcard/20190502.json', MLB_NOW]],
  results: [['/mlb/results/boston-red-sox.json?last=5', MLB_NOW], ['/nba/results/boston-celtics.json', NBA_NOW]],
  events: [['/events.json?date=20190704&sport=mlb', MLB_NOW], ['/events.json?date=20171017', NBA_NOW]],
  me: [['/me.json', MLB_NOW]],
  boxscore: [[`/nba/boxscore/20171017-${BOS}-at-${CLE}.json`, NBA_NOW]],
  roster: [[`/nba/roster/${BOS}.json`, NBA_NOW]],
  leaders: [['/nba/leaders/points_per_game.json', NBA_NOW]],
  'team-stats': [['/nba/team-stats/20171018.json', NBA_NOW]],
  'daily-leaders': [['/nba/daily-leaders/20171017.json', NBA_NOW]],
  draft: [['/nba/draft.json?season=2017', NBA_NOW]],
  tournament: [['/mlb/tournament.json?season=2019', MLB_NOW]],
};

describe('the endpoints whose answer is one table', () => {
  it('every endpoint of the router has a sample request here, and TABLE_ENDPOINTS names endpoints only', () => {
    expect(Object.keys(SAMPLES).sort()).toEqual(Object.keys(ENDPOINTS).sort());
    for (const key of TABLE_ENDPOINTS) expect(Object.keys(ENDPOINTS)).toContain(key);
  });

  it.each(Object.entries(SAMPLES).flatMap(([key, samples]) => samples.map(([url, now]) => [key, url, now] as const)))('%s: %s', (key, url, now) => {
    const r = respond(state, { method: 'GET', url, headers: { authorization: `Bearer ${TOKEN}` } }, { now });
    expect([r.status, r.status === 200 ? '' : r.body]).toEqual([200, '']);
    let table: ReturnType<typeof toTable> | undefined;
    let refusal = '';
    try {
      table = toTable(r.body);
    } catch (error) {
      refusal = (error as Error).message;
    }
    if (!TABLE_ENDPOINTS.has(key)) {
      expect(refusal).toMatch(/^toTable: the payload is not (one |a )table/);
      return;
    }
    expect(refusal).toBe('');
    expect(table!.rows.length).toBeGreaterThan(0);
    expect(table!.columns.every((c) => !/^\d/.test(c))).toBe(true);
    const records = readCsv(toCsv(r.body));
    expect(records[0]).toEqual(table!.columns);
    expect(records.slice(1)).toEqual(table!.rows.map((row) => table!.columns.map((c) => (row[c] === null ? '' : String(row[c])))));
  });
});
