import { byChronology, type Game } from '../aggregates/Game.js';
import { markRaceChecked } from '../aggregates/race/checkRaceSeason.js';
import type { RacePlayedGame, RaceRemainingGame, RaceSeason, RaceTeamInfo } from '../aggregates/race/RaceSeason.js';
import type { Team } from '../aggregates/Team.js';
import type { Sport } from '../ids/index.js';
import { sportParam } from '../ids/sportParam.js';
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
  sportParam('getRaceSeason', query.sport);
  const asOf = query.date === undefined ? today('getRaceSeason', query.now) : dateParam('getRaceSeason', 'date', query.date);
  const index = seasonOnDate(state, query.sport, asOf);
  return derivedOf(index, `race:${asOf}`, () => {
    const { teams, decided, pending } = derivedOf(index, 'race-games', () => raceGames(index.teams, index.games));
    // `decided` is in chronological order, so the games counted through the date are a prefix.
    let cut = 0;
    while (cut < decided.length && decided[cut]!.date <= asOf) cut++;
    const played = decided.slice(0, cut);
    const remaining: RaceRemainingGame[] = decided.slice(cut).map((g) => Object.freeze({ eventId: g.eventId, home: g.home, away: g.away, date: g.date }));
    for (const g of pending) remaining.push(g);
    remaining.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
    return markRaceChecked(Object.freeze({ sport: index.sport, season: index.season, asOf, teams, played: Object.freeze(played), remaining: Object.freeze(remaining) }));
  });
}

/** A season's teams, its decided regular-season games (chronological) and the ones not yet decided, built once per season index. */
function raceGames(seasonTeams: readonly Team[], games: readonly Game[]): { teams: readonly RaceTeamInfo[]; decided: readonly RacePlayedGame[]; pending: readonly RaceRemainingGame[] } {
  const teams = Object.freeze(seasonTeams.map((t): RaceTeamInfo => Object.freeze({ teamId: t.teamId, fullName: t.fullName, abbreviation: t.abbreviation, conference: t.conference, division: t.division })));
  const at = new Map(teams.map((t, i) => [t.teamId, i]));
  const decided: RacePlayedGame[] = [];
  const pending: RaceRemainingGame[] = [];
  for (const g of games.filter((x) => x.seasonType === 'regular' && at.has(x.homeTeamId) && at.has(x.awayTeamId)).sort(byChronology)) {
    const home = at.get(g.homeTeamId)!;
    const away = at.get(g.awayTeamId)!;
    if (isDecided(g)) decided.push(Object.freeze({ eventId: g.eventId, home, away, homeScore: g.homeScore!, awayScore: g.awayScore!, date: g.countsOn }));
    else if (g.status === 'scheduled' || g.status === 'suspended') pending.push(Object.freeze({ eventId: g.eventId, home, away, date: g.date }));
  }
  return { teams, decided, pending };
}

function isDecided(g: Game): boolean {
  return g.status === 'completed' && g.homeScore !== null && g.awayScore !== null && g.homeScore !== g.awayScore;
}
