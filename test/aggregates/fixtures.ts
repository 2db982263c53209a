import type { Game } from '../../src/aggregates/Game.js';
import type { Team } from '../../src/aggregates/Team.js';
import { formatEventId, leagueDate, easternWallTime, type TeamId } from '../../src/ids/index.js';

/** A minimal MLB team of 2019 in a given league and division. */
export function team(id: string, conference = 'American', division = 'East'): Team {
  return {
    sport: 'mlb', season: 2019, teamId: id as TeamId, abbreviation: id.slice(0, 3).toUpperCase(), active: true,
    firstName: id, lastName: 'Club', fullName: `${id} Club`, conference, division, siteName: `${id} Park`, city: 'City', state: 'State',
  };
}

/** A completed 2019 game on a day of April (1-30), with scores. */
export function game(day: number, away: string, home: string, awayScore: number, homeScore: number, sequence = 1): Game {
  const date = leagueDate(`2019-04-${String(day).padStart(2, '0')}`);
  return {
    sport: 'mlb', eventId: formatEventId({ date, sequence, awayTeamId: away as TeamId, homeTeamId: home as TeamId }), season: 2019,
    seasonType: 'regular', status: 'completed', date, sequence, startsAt: easternWallTime(date, 12 + sequence * 4, 0, 0), startTimeKnown: true,
    countsOn: date, awayTeamId: away as TeamId, homeTeamId: home as TeamId, awayScore, homeScore, awayPeriodScores: [], homePeriodScores: [],
    siteId: null, neutralSite: false, awayTotals: null, homeTotals: null, box: null,
  };
}
