import { byChronology, type Game } from '../aggregates/Game.js';
import type { RacePlayedGame, RaceRemainingGame, RaceSeason, RaceTeamInfo } from '../aggregates/race/RaceSeason.js';
import type { Sport } from '../ids/index.js';
import { dateParam, today, type Clock } from './internal/clock.js';
import { derivedOf } from './internal/seasonIndex.js';
import { seasonOnDate } from './getStandings.js';
import type { LeagueState } from './LeagueState.js';

/** Parameters of {@link getRaceSeason}. */
export interface RaceSeasonQuery {
  readonly sport: Sport;
  /** The race after all games of this date (`yyyyMMdd` or `yyyy-MM-dd`); absent = the clock's league day. */
  readonly date?: string;
  /** The clock: what "today" means when no date is given. */
  readonly now: Clock;
}

/**
 * The race of the season standing on a date (its own once begun, else the previous one's, as the
 * standings, D2): the teams, the regular-season games decided through that day (chronological,
 * by the day they count on) and the games left after it. Left are the games scheduled or
 * suspended (whatever their date: not yet decided), and those completed on a later day; postponed and cancelled events are not (their
 * makeup, once scheduled, is a game of its own). A completed game without a winner (a tie) is
 * neither. Memoized per season index and date.
 *
 * @example
 * const race = getRaceSeason(state, { sport: 'mlb', date: '2019-09-01', now });
 * race.remaining.length; // games left after September 1
 */
export function getRaceSeason(state: LeagueState, query: RaceSeasonQuery): RaceSeason {
  const asOf = query.date === undefined ? today('getRaceSeason', query.now) : dateParam('getRaceSeason', 'date', query.date);
  const index = seasonOnDate(state, query.sport, asOf);
  return derivedOf(index, `race:${asOf}`, () => {
    const teams: RaceTeamInfo[] = index.teams.map((t) => ({ teamId: t.teamId, fullName: t.fullName, abbreviation: t.abbreviation, conference: t.conference, division: t.division }));
    const at = new Map(teams.map((t, i) => [t.teamId, i]));
    const regular = index.games.filter((g) => g.seasonType === 'regular' && at.has(g.homeTeamId) && at.has(g.awayTeamId));
    const played: RacePlayedGame[] = [];
    const remaining: RaceRemainingGame[] = [];
    for (const g of [...regular].sort(byChronology)) {
      const home = at.get(g.homeTeamId)!;
      const away = at.get(g.awayTeamId)!;
      if (isDecided(g) && g.countsOn <= asOf) {
        played.push({ eventId: g.eventId, home, away, homeScore: g.homeScore!, awayScore: g.awayScore!, date: g.countsOn });
      } else if ((isDecided(g) && g.countsOn > asOf) || g.status === 'scheduled' || g.status === 'suspended') {
        remaining.push({ eventId: g.eventId, home, away, date: g.status === 'completed' ? g.countsOn : g.date });
      }
    }
    remaining.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
    return Object.freeze({ sport: index.sport, season: index.season, asOf, teams: Object.freeze(teams.map((t) => Object.freeze(t))), played: Object.freeze(played), remaining: Object.freeze(remaining) });
  });
}

function isDecided(g: Game): boolean {
  return g.status === 'completed' && g.homeScore !== null && g.awayScore !== null && g.homeScore !== g.awayScore;
}
