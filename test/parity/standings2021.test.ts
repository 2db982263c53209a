/**
 * The MLB standings as the service last printed them: the current table fetched at
 * 2021-04-24T05:02:00Z (01:02 Eastern, so it counts the games through 2021-04-23), recorded in
 * `shared/reference/xmlstats-samples/standings-mlb-20210424-partial-reserialized-2021.jsobj.txt`
 * (INDEX.md, "Recordings of 2016-2021"): 30 rows trimmed by its author to 12 fields, a
 * JavaScript object literal with trailing commas, numbers without Java's spelling (`0` for
 * `0.0`). The engine's table is computed from the Retrosheet game log `GL2021.TXT`, every game
 * that counts on or before 2021-04-23 (the 2021-04-11 MIA at NYN game, suspended and completed
 * on 2021-08-31, is left out; the 2021-04-20 ARI at CIN game, completed 2021-04-21, is in).
 *
 * Rows (1-based, in the file's order) that hold the rules (DECISIONS 5 and 11, D38):
 * - 1-5 AL Central, 6-10 AL East, 11-15 AL West, 16-20 NL Central, 21-25 NL East, 26-30 NL West;
 * - 9-10 New York Yankees, Baltimore Orioles: both 8-11, rank 4, Yankees first;
 * - 18-19 St. Louis Cardinals, Cincinnati Reds: both 9-10, rank 3, Cardinals first;
 * - 22-23 Philadelphia Phillies, Atlanta Braves: both 9-10, rank 2, Phillies first;
 * - 24-25 Miami Marlins 8-11 (.421) rank 4, Washington Nationals 7-10 (.412) rank 5: both 2.0
 *   games back, split by winning percentage.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createLeagueState } from '../../src/engine/createLeagueState.js';
import { getStandings } from '../../src/engine/getStandings.js';
import { ingest } from '../../src/engine/ingest.js';
import { formatStandings } from '../../src/formatting/payloads/formatStandings.js';
import { parseGameLog } from '../../src/importers/retrosheet/parseGameLog.js';
import { retrosheetSiteId, retrosheetTeamId } from '../../src/registry/index.js';
import { SAMPLES, gameLogText } from '../repoData.js';

type Row = Record<string, unknown>;

const RECORDING = 'standings-mlb-20210424-partial-reserialized-2021.jsobj.txt';
const FIELDS = ['rank', 'won', 'lost', 'streak', 'ordinal_rank', 'first_name', 'last_name', 'team_id', 'games_back', 'last_five', 'conference', 'division'];

/**
 * The one known hand edit of the recording. Its author keyed team logos by `team_id` and renamed
 * Cleveland's to the club's later name (the Guardians from November 2021); the service of April
 * 2021 called the club the Indians, as the row's own `last_name` says, and its id is the slug of
 * the full name (DECISIONS 9): `cleveland-indians`.
 */
const HAND_EDITS = [{ row: 3, field: 'team_id', recorded: 'cleveland-guardians', service: 'cleveland-indians' }] as const;

/** The object literal as JSON: its only departure from JSON is a comma before `}` or `]`. */
function readRecording(): { standings_date: string; standing: Row[] } {
  const text = readFileSync(path.join(SAMPLES, RECORDING), 'utf8');
  return JSON.parse(text.replace(/,(\s*[}\]])/g, '$1')) as { standings_date: string; standing: Row[] };
}

/** The state after the GL2021 games that count (completion day, else game day) on or before a day. */
function loadThrough(lastDay: string) {
  const fileName = 'GL2021.TXT';
  const batch = parseGameLog(gameLogText(2021), { fileName, teamIdOf: retrosheetTeamId, siteIdOf: retrosheetSiteId });
  if (!batch.ok) throw new Error(JSON.stringify(batch.issues.slice(0, 3)));
  const all = batch.value.games ?? [];
  const games = all.filter((g) => (g.completed_on ?? g.event_id!.slice(0, 8)).replaceAll('-', '') <= lastDay);
  const r = ingest(createLeagueState(), { ...batch.value, games });
  if (!r.ok) throw new Error(JSON.stringify(r.issues.slice(0, 3)));
  return { state: r.state, counted: games.length, all: all.length };
}

describe('MLB standings of 2021-04-23, the 2021 recording', () => {
  const recorded = readRecording().standing;
  const { state, counted, all } = loadThrough('20210423');
  // The recording is the current table at 01:02 Eastern on 2021-04-24, when no game of that day had begun.
  const current = getStandings(state, { sport: 'mlb', now: '2021-04-24T05:02:00Z' });
  const engine = (JSON.parse(formatStandings(current)) as { standing: Row[] }).standing;

  it('reads 30 recorded rows whose games are exactly those of GL2021 through 2021-04-23', () => {
    expect(recorded).toHaveLength(30);
    for (const row of recorded) expect(Object.keys(row)).toEqual(FIELDS);
    expect(counted).toBeLessThan(all);
    // No tie was played in 2021: every counted game is one win and one loss of the recording.
    expect(recorded.reduce((n, r) => n + (r['won'] as number) + (r['lost'] as number), 0)).toBe(2 * counted);
    expect(engine).toHaveLength(30);
  });

  it('is the table of the date 2021-04-23 (DECISIONS 3, D1)', () => {
    expect(getStandings(state, { sport: 'mlb', date: '20210423', now: '2021-04-24T05:02:00Z' }).rows).toEqual(current.rows);
  });

  it('names its one hand edit: Cleveland\'s team_id, where the row\'s own names give cleveland-indians', () => {
    for (const edit of HAND_EDITS) {
      const row = recorded[edit.row - 1]!;
      expect(row[edit.field]).toBe(edit.recorded);
      // The row's own names give the service's id (DECISIONS 9).
      expect(`${String(row['first_name'])} ${String(row['last_name'])}`.toLowerCase().replace(/[.']/g, '').replace(/ /g, '-')).toBe(edit.service);
    }
  });

  it('equals the 12 recorded fields of all 30 rows, in the recorded order', () => {
    const expected = recorded.map((row, i) => {
      const service: Row = Object.fromEntries(FIELDS.map((f) => [f, row[f]]));
      for (const edit of HAND_EDITS) if (edit.row === i + 1) service[edit.field] = edit.service;
      return service;
    });
    expect(engine.map((row) => Object.fromEntries(FIELDS.map((f) => [f, row[f]])))).toEqual(expected);
  });

  it('prints games back with Java spelling where the recording lost it (0 is 0.0)', () => {
    const text = formatStandings(current);
    expect(text).toContain('"team_id" : "kansas-city-royals",\n    "games_back" : 0.0,');
    expect(text).toContain('"team_id" : "chicago-white-sox",\n    "games_back" : 1.5,');
  });

  it('orders divisions Central, East, West in each league, AL first (DECISIONS 5, 11)', () => {
    const groups = (rows: Row[]) => rows.map((r) => `${String(r['conference'])} ${String(r['division'])}`);
    expect(groups(engine)).toEqual(groups(recorded));
    expect([...new Set(groups(recorded))]).toEqual(['AL C', 'AL E', 'AL W', 'NL C', 'NL E', 'NL W']);
  });

  it('shares a rank only between equal games back and winning percentage, and splits equal games back by percentage', () => {
    const pct = (r: Row) => (r['won'] as number) / ((r['won'] as number) + (r['lost'] as number));
    /** Neighbours of a division with equal games back: `shared` (same rank) or `split` (by percentage), by 1-based row. */
    const structure = (rows: Row[]) => {
      const out: string[] = [];
      for (let i = 1; i < rows.length; i++) {
        const [a, b] = [rows[i - 1]!, rows[i]!];
        if (a['division'] !== b['division'] || a['conference'] !== b['conference'] || a['games_back'] !== b['games_back']) continue;
        if (pct(a) === pct(b)) {
          expect(b['rank']).toBe(a['rank']);
          out.push(`${i}-${i + 1} shared`);
        } else {
          expect(pct(a)).toBeGreaterThan(pct(b));
          expect(b['rank']).toBe((i % 5) + 1); // its position in the division: no shared rank
          out.push(`${i}-${i + 1} split`);
        }
      }
      return out;
    };
    expect(structure(recorded)).toEqual(['9-10 shared', '18-19 shared', '22-23 shared', '24-25 split']);
    expect(structure(engine)).toEqual(structure(recorded));
  });

  it('lists the rows of a shared rank by full name in reverse order, as the recording does (D38)', () => {
    const name = (r: Row) => `${String(r['first_name'])} ${String(r['last_name'])}`;
    const ties = recorded.flatMap((r, i) => (i > 0 && r['rank'] === recorded[i - 1]!['rank'] && r['division'] === recorded[i - 1]!['division'] ? [[recorded[i - 1]!, r] as const] : []));
    expect(ties.map(([a, b]) => [name(a), name(b)])).toEqual([
      ['New York Yankees', 'Baltimore Orioles'],
      ['St. Louis Cardinals', 'Cincinnati Reds'],
      ['Philadelphia Phillies', 'Atlanta Braves'],
    ]);
    for (const [a, b] of ties) expect(name(a) > name(b)).toBe(true);
  });
});
