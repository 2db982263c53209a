import type { TeamInput } from '../../src/engine/BatchInput.js';

/** Four teams of a tiny 2019 league in one division, as batch input. */
export const TEAMS: TeamInput[] = ['Alpha Ants', 'Beta Bees', 'Gamma Goats', 'Delta Dogs'].map((full) => {
  const [first, last] = full.split(' ') as [string, string];
  return { sport: 'mlb', season: 2019, abbreviation: first.slice(0, 3).toUpperCase(), first_name: first, last_name: last, conference: 'American', division: 'East', site_name: `${first} Park`, city: first, state: 'Ohio' };
});

/** A completed game input of 2019. */
export function played(date: string, away: string, home: string, awayScore: number, homeScore: number, extra: Record<string, unknown> = {}) {
  return { sport: 'mlb' as const, date, status: 'completed' as const, away_team_id: away, home_team_id: home, away_points_scored: awayScore, home_points_scored: homeScore, start_date_time: `${date}T19:05:00-04:00`, ...extra };
}
