/**
 * Rosters against the NBA documentation sample `roster-nba-detroit-pistons-docsample-page-PARTIAL.json`.
 * Only facts are ingested; age, height_cm, height_m, height_formatted and weight_kg are computed.
 * (The 30 expanded MLB rosters of 2014 are in test/parity-shared/parity/rosters2014.test.ts.)
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createLeagueState } from '../../src/engine/createLeagueState.js';
import { getRoster } from '../../src/engine/getRoster.js';
import { ingest } from '../../src/engine/ingest.js';
import { formatRoster } from '../../src/formatting/payloads/formatRoster.js';
import { SAMPLES } from '../repoData.js';

interface FilePlayer { readonly display_name: string; readonly roster_status: string; readonly age: number; readonly [key: string]: unknown }
interface FileRoster { readonly team: Record<string, unknown>; readonly players: readonly FilePlayer[] }

describe('the NBA documentation sample (roster-nba-detroit-pistons-docsample-page-PARTIAL.json)', () => {
  const sample = readFileSync(path.join(SAMPLES, 'roster-nba-detroit-pistons-docsample-page-PARTIAL.json'), 'utf8');
  // The two complete players of the page; the third (Caldwell-Pope) is cut inside his birthdate.
  const facts = [
    { last_name: 'Billups', first_name: 'Chauncey', display_name: 'Chauncey Billups', birthdate: '1976-09-25', birthplace: 'Denver, Colorado, USA', height_in: 75, weight_lb: 202, position: 'PG', uniform_number: 1 },
    { last_name: 'Bynum', first_name: 'William', display_name: 'Will Bynum', birthdate: '1983-01-04', birthplace: 'Chicago, Illinois, USA', height_in: 72, weight_lb: 185, position: 'PG', uniform_number: 12 },
  ];
  const r = ingest(createLeagueState(), { rosters: [{ sport: 'nba', season: 2014, team_id: 'detroit-pistons', players: [...facts].reverse() }] });
  const nbaState = r.ok ? r.state : createLeagueState();
  /**
   * Any clock from 2013-09-25 (Billups turns 37) to 2014-01-03 (Bynum still 30) gives the
   * sample's ages; the page shows Caldwell-Pope, a rookie of 2013-14, so season 2014. We use
   * 2013-11-01, early in that season.
   */
  const NOW = '2013-11-01T12:00:00-04:00';
  const text = (now: string) => formatRoster(getRoster(nbaState, { sport: 'nba', teamId: 'detroit-pistons', now })!, { heightMDecimals: 1 });

  it('reproduces the bytes of the page up to the cut, with the 1-decimal height_m of 2013 (roster_status aside)', () => {
    expect(r.ok).toBe(true);
    // Our players also carry roster_status (DECISIONS 8), after uniform_number; the 2013 page predates it.
    const withoutStatus = text(NOW).replace(/,\n {4}"roster_status" : "active"/g, '');
    const cut = sample.indexOf(',\n    "birthdate" : "1993-02-');
    const complete = sample.slice(0, sample.lastIndexOf('}, {', cut));
    expect(complete).toContain('"last_name" : "Bynum"');
    expect(withoutStatus.startsWith(complete)).toBe(true);
  });

  it('gives those ages only between 2013-09-25 and 2014-01-03', () => {
    const ages = (now: string) => (JSON.parse(text(now)) as FileRoster).players.map((p) => p.age);
    expect(ages('2013-09-25T00:00:00-04:00')).toEqual([37, 30]);
    expect(ages('2014-01-03T23:59:00-05:00')).toEqual([37, 30]);
    expect(ages('2013-09-24T23:59:00-04:00')).toEqual([36, 30]);
    expect(ages('2014-01-04T00:00:00-05:00')).toEqual([37, 31]);
  });

  it('prints height_m with 2 decimals by default (1.91 and 1.83, the 2014 form)', () => {
    const players = (JSON.parse(formatRoster(getRoster(nbaState, { sport: 'nba', teamId: 'detroit-pistons', now: NOW })!)) as FileRoster).players;
    expect(players.map((p) => p['height_m'])).toEqual([1.91, 1.83]);
  });
});
