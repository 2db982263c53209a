/**
 * Recorded-response shapes for folder tests, built from the built-in registry (no data file is
 * read): a team object, an MLB box score without player lines, a roster of one player. Their
 * fields are those of the 2014 recordings (specification 2.1, 4.5, 4.7).
 */
import type { Team } from '../../../src/aggregates/Team.js';
import { findTeam } from '../../../src/registry/findTeam.js';

export function teamObject(season: number, teamId: string): Record<string, unknown> {
  const t: Team | undefined = findTeam('mlb', season, teamId);
  if (!t) throw new Error(`no team ${teamId} in ${season}`);
  return {
    team_id: t.teamId, abbreviation: t.abbreviation, active: t.active, first_name: t.firstName, last_name: t.lastName,
    conference: t.conference, division: t.division, site_name: t.siteName, city: t.city, state: t.state, full_name: t.fullName,
  };
}

/** A box score of `away` at `home` on 2014-03-30 at PETCO Park, as a response (`/mlb/boxscore/{event_id}.json`). */
export function boxscore(away = 'los-angeles-dodgers', home = 'san-diego-padres'): Record<string, unknown> {
  return {
    away_team: teamObject(2014, away),
    home_team: teamObject(2014, home),
    away_period_scores: [0, 0, 0, 0, 1, 0, 0, 0, 0],
    home_period_scores: [0, 0, 0, 0, 0, 0, 0, 3, -1],
    event_information: {
      start_date_time: '2014-03-30T20:05:00-04:00', season_type: 'regular', attendance: 45567, temperature: 67, duration: '2:49',
      site: { city: 'San Diego', state: 'California', capacity: 42445, name: 'PETCO Park', surface: 'Grass' },
    },
  };
}

/** A roster response of one player. */
export function roster(teamId = 'boston-red-sox', season = 2014): Record<string, unknown> {
  return {
    team: teamObject(season, teamId),
    players: [{
      last_name: 'Pedroia', first_name: 'Dustin', display_name: 'Dustin Pedroia', birthdate: '1983-08-17', birthplace: 'Woodland, California',
      height_in: 69, weight_lb: 175, position: '2B', uniform_number: 15, bats: 'R', throws: 'R', roster_status: 'active',
    }],
  };
}
