/**
 * Published American League standings on given dates
 * (`shared/data/mlb/truth/al_standings_snapshots_2015_2019.csv`, transcribed from the pages
 * named in its source_url column). `start_of_play` rows exclude the games of that date, so they
 * are the engine's table of the day before (tables for a date include that date's games);
 * `after_games_of` rows are the table of that date.
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { getStandings } from '../../src/engine/getStandings.js';
import { addDays, leagueDate } from '../../src/ids/index.js';
import { retrosheetTeamId } from '../../src/registry/index.js';
import { TRUTH } from '../repoData.js';
import { loadRetrosheetSeason, readCsv } from './loadSeason.js';

const truth = readCsv(path.join(TRUTH, 'al_standings_snapshots_2015_2019.csv'));

describe('AL standings snapshots 2015 and 2019', () => {
  it('covers 75 published rows', () => expect(truth).toHaveLength(75));

  const groups = new Map<string, Record<string, string>[]>();
  for (const r of truth) {
    const key = `${r['as_of_kind']} ${r['as_of_date']}`;
    groups.set(key, [...(groups.get(key) ?? []), r]);
  }

  it.each([...groups.keys()])('%s: won, lost and games back of every listed team', (key) => {
    const list = groups.get(key)!;
    const year = Number(list[0]!['season']);
    const asOf = leagueDate(list[0]!['as_of_date']!);
    const date = list[0]!['as_of_kind'] === 'start_of_play' ? addDays(asOf, -1) : asOf;
    const table = getStandings(loadRetrosheetSeason(year), { sport: 'mlb', date, now: `${year}-12-31T00:00:00-05:00` });
    for (const r of list) {
      const id = retrosheetTeamId(r['team_retro']!, year);
      const row = table.rows.find((x) => x.team.teamId === id);
      expect({ team: r['team_retro'], W: row?.record.won, L: row?.record.lost, GB: row && row.gamesBackHalves / 2 }).toEqual({
        team: r['team_retro'], W: Number(r['W']), L: Number(r['L']), GB: Number(r['GB_published']),
      });
    }
  });
});
