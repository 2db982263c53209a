import { describe, expect, it } from 'vitest';
import { findTeam, retrosheetTeamId } from '../../src/registry/index.js';
import { GAME_LOG_SEASONS, lahmanRows } from './fixtures.js';

// Lahman Teams.csv (shared/data/mlb/lahman, 1871-2023 release): lgID and divID of every
// team-season, joined to the registry on teamIDretro.
const LEAGUE: Record<string, string> = { AL: 'American', NL: 'National' };
const DIVISION: Record<string, string> = { E: 'East', C: 'Central', W: 'West' };
const rows = lahmanRows('Teams.csv');

describe.each(GAME_LOG_SEASONS)('Lahman Teams.csv %i', (season) => {
  const ofSeason = rows.filter((r) => Number(r['yearID']) === season);

  it('has 30 rows whose league and division equal the registry team of the same Retrosheet code', () => {
    expect(ofSeason).toHaveLength(30);
    for (const row of ofSeason) {
      const code = row['teamIDretro'] ?? '';
      const team = findTeam('mlb', season, retrosheetTeamId(code, season) ?? '');
      expect(team, `${code} ${season}`).toBeDefined();
      expect({ conference: team?.conference, division: team?.division }, `${code} ${season}`).toEqual({
        conference: LEAGUE[row['lgID'] ?? ''],
        division: DIVISION[row['divID'] ?? ''],
      });
    }
  });

  it('agrees with the registry on the nickname', () => {
    for (const row of ofSeason) {
      const team = findTeam('mlb', season, retrosheetTeamId(row['teamIDretro'] ?? '', season) ?? '');
      // Lahman writes "Los Angeles Angels of Anaheim" for 2012-2015; the service wrote "Los Angeles Angels".
      expect(row['name'], `${row['teamIDretro']} ${season}`).toContain(team?.lastName);
    }
  });
});
