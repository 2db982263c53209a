import { byChronology, type Game } from '../aggregates/Game.js';
import { markRaceChecked } from '../aggregates/race/checkRaceSeason.js';
import type { RacePlayedGame, RaceRemainingGame, RaceSeason, RaceTeamInfo } from '../aggregates/race/RaceSeason.js';
import type { Team } from '../aggregates/Team.js';
import type { LeagueDate, Sport } from '../ids/index.js';
import { sportParam } from '../ids/sportParam.js';
import { dateParam, today, type Clock } from './internal/clock.js';
import { derivedOf, derivedPerArg } from './internal/seasonIndex.js';
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
 * not decided. While a game is left, a team with fewer games than most teams have owes the
 * difference (D166): a game whose opponent is known (the tie's replay, a postponed game's makeup,
 * the game between the only two clubs short of one) is a game left, on the season's last day if
 * its own is past; the rest are counted in `owed`. Memoized per season index and date.
 *
 * @example
 * const race = getRaceSeason(state, { sport: 'mlb', date: '2019-09-01', now });
 * race.remaining.length; // games left after September 1
 */
export function getRaceSeason(state: LeagueState, query: RaceSeasonQuery): RaceSeason {
  sportParam('getRaceSeason', query.sport);
  const asOf = query.date === undefined ? today('getRaceSeason', query.now) : dateParam('getRaceSeason', 'date', query.date);
  const index = seasonOnDate(state, query.sport, asOf);
  return derivedPerArg(index, 'race', asOf, () => {
    const { teams, decided, pending, drawn, called } = derivedOf(index, 'race-games', () => raceGames(index.teams, index.games));
    // `decided` is in chronological order, so the games counted through the date are a prefix.
    let cut = 0;
    while (cut < decided.length && decided[cut]!.date <= asOf) cut++;
    const played = decided.slice(0, cut);
    const remaining: RaceRemainingGame[] = decided.slice(cut).map((g) => Object.freeze({ eventId: g.eventId, home: g.home, away: g.away, date: g.date }));
    for (const g of pending) remaining.push(g);
    let owed: readonly number[] | null = null;
    if (remaining.length > 0) {
      // Games owed (D166): those whose opponent is known join the games left, on their own day if
      // it is still ahead, else on the season's last day; the rest are counted per team.
      const season = derivedOf(index, 'race-owed', () => owedGames(index.season, teams, decided, pending, drawn, called));
      for (const g of season.paired) remaining.push(g.date > asOf ? g : Object.freeze({ ...g, date: season.lastDay }));
      owed = season.owed;
    }
    remaining.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
    return markRaceChecked(Object.freeze({
      sport: index.sport, season: index.season, asOf, teams, played: Object.freeze(played), remaining: Object.freeze(remaining),
      ...(owed ? { owed } : {}),
    }));
  });
}

/**
 * A season's teams, its decided regular-season games (chronological), the ones not yet decided and
 * the completed ones without a winner (`drawn`) and the postponed or cancelled ones (`called`), built
 * once per season index.
 */
function raceGames(seasonTeams: readonly Team[], games: readonly Game[]): { teams: readonly RaceTeamInfo[]; decided: readonly RacePlayedGame[]; pending: readonly RaceRemainingGame[]; drawn: readonly RaceRemainingGame[]; called: readonly RaceRemainingGame[] } {
  const teams = Object.freeze(seasonTeams.map((t): RaceTeamInfo => Object.freeze({ teamId: t.teamId, fullName: t.fullName, abbreviation: t.abbreviation, conference: t.conference, division: t.division })));
  const at = new Map(teams.map((t, i) => [t.teamId, i]));
  const decided: RacePlayedGame[] = [];
  const pending: RaceRemainingGame[] = [];
  const drawn: RaceRemainingGame[] = [];
  const called: RaceRemainingGame[] = [];
  for (const g of games.filter((x) => x.seasonType === 'regular' && at.has(x.homeTeamId) && at.has(x.awayTeamId)).sort(byChronology)) {
    const home = at.get(g.homeTeamId)!;
    const away = at.get(g.awayTeamId)!;
    if (isDecided(g)) decided.push(Object.freeze({ eventId: g.eventId, home, away, homeScore: g.homeScore!, awayScore: g.awayScore!, date: g.countsOn }));
    else if (g.status === 'scheduled' || g.status === 'suspended') pending.push(Object.freeze({ eventId: g.eventId, home, away, date: g.date }));
    else if (g.status === 'completed' && g.homeScore !== null && g.homeScore === g.awayScore) drawn.push(Object.freeze({ eventId: g.eventId, home, away, date: g.countsOn }));
    else if (g.status === 'postponed' || g.status === 'cancelled') called.push(Object.freeze({ eventId: g.eventId, home, away, date: g.date }));
  }
  return { teams, decided, pending, drawn, called };
}

/** A season's games owed (D166): those paired with their opponent, the rest per team, and the season's last day. */
interface SeasonOwed {
  readonly paired: readonly RaceRemainingGame[];
  readonly owed: readonly number[] | null;
  readonly lastDay: LeagueDate;
}

/**
 * The games each team still owes (D166). The season's schedule is as long as the number of games
 * (decided or not) most teams have; a team with fewer owes the difference (a game postponed and
 * not made up, or never made up); a team with none owes nothing (it is not in the schedule). An
 * owed game's opponent is known when the data says it or counting forces it: a game the two clubs
 * played without a winner (a tie, to be replayed), a game of theirs postponed or cancelled (a
 * makeup not yet scheduled), and, when exactly two clubs owe and as many games each, the games
 * between them (no other club is short of a game). Those are paired (a tie or a postponed game
 * keeps its event id, a postponed game dated the last day; a game paired by counting gets
 * `owed-<season>-<away>-at-<home>-<k>`, the first club of the race's order at home); the rest stay
 * counted per team, against no known opponent.
 */
function owedGames(season: number, teams: readonly RaceTeamInfo[], decided: readonly RacePlayedGame[], pending: readonly RaceRemainingGame[], drawn: readonly RaceRemainingGame[], called: readonly RaceRemainingGame[]): SeasonOwed {
  const games = new Array<number>(teams.length).fill(0);
  let lastDay = '' as LeagueDate;
  for (const list of [decided, pending]) {
    for (const g of list) {
      games[g.home]!++;
      games[g.away]!++;
      if (g.date > lastDay) lastDay = g.date;
    }
  }
  // The schedule's length: the count most teams have (the larger of two as common). Not the
  // largest: a tiebreaker game ("game 163") is a regular-season game of two clubs only.
  const teamsWith = new Map<number, number>();
  for (const k of games) if (k > 0) teamsWith.set(k, (teamsWith.get(k) ?? 0) + 1);
  let length = 0;
  for (const [k, c] of teamsWith) if (c > (teamsWith.get(length) ?? 0) || (c === teamsWith.get(length) && k > length)) length = k;
  const owed = games.map((k) => (k === 0 ? 0 : Math.max(0, length - k)));
  const paired: RaceRemainingGame[] = [];
  // The ties first (a tie is replayed when it decides anything), then the postponed and cancelled
  // games, the latest first (an earlier one is the likelier to have been made up already).
  for (const g of [...drawn, ...[...called].reverse().map((c) => ({ ...c, date: lastDay }))]) {
    if (owed[g.home]! > 0 && owed[g.away]! > 0) {
      owed[g.home]!--;
      owed[g.away]!--;
      paired.push(Object.freeze({ ...g, owed: true }));
    }
  }
  const short = [...owed.keys()].filter((i) => owed[i]! > 0);
  if (short.length === 2 && owed[short[0]!] === owed[short[1]!]) {
    const [home, away] = short as [number, number];
    for (let k = 1; k <= owed[home]!; k++) {
      paired.push(Object.freeze({ eventId: `owed-${season}-${teams[away]!.teamId}-at-${teams[home]!.teamId}-${k}`, home, away, date: lastDay, owed: true }));
    }
    owed[home] = owed[away] = 0;
  }
  return { paired, owed: owed.some((k) => k > 0) ? Object.freeze(owed) : null, lastDay };
}

function isDecided(g: Game): boolean {
  return g.status === 'completed' && g.homeScore !== null && g.awayScore !== null && g.homeScore !== g.awayScore;
}
