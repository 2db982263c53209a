import { checkRaceSeason } from '../aggregates/race/checkRaceSeason.js';
import { computeClinch, type TeamClinch } from '../aggregates/race/computeClinch.js';
import { computePostseasonPicture } from '../aggregates/race/computePostseasonPicture.js';
import type { TieDecision } from '../aggregates/race/tiebreak/TieDecision.js';
import type { RaceSeason } from '../aggregates/race/RaceSeason.js';
import { owedOf } from '../aggregates/race/owedOf.js';
import { resultsOfRace } from '../aggregates/race/resultsOfRace.js';
import type { LeagueDate, Season, Sport } from '../ids/index.js';
import { sportParam } from '../ids/sportParam.js';
import type { Clock } from './internal/clock.js';
import { getRaceSeason } from './getRaceSeason.js';
import type { LeagueState } from './LeagueState.js';

/** Parameters of {@link getPlayoffPicture}. */
export interface PlayoffPictureQuery {
  readonly sport: Sport;
  /** The picture after all games of this date (`yyyyMMdd` or `yyyy-MM-dd`); absent = the clock's league day. */
  readonly date?: string;
  /** The clock: what "today" means when no date is given. */
  readonly now: Clock;
  /** Searches the goals only a tie decides under the tiebreak rules, this many nodes per team and goal at most (`computeClinch`'s option, D151). Default: off. */
  readonly tieSearchBudget?: number;
}

/** A team of a {@link PlayoffPictureGroup}: its record, its seed if the season ended on the date, and its clinch report. */
export interface PlayoffPictureTeam {
  readonly teamId: string;
  readonly fullName: string;
  readonly abbreviation: string;
  readonly division: string;
  readonly won: number;
  readonly lost: number;
  /** Regular-season games left after the date, the games owed against no known opponent included (D166). */
  readonly gamesLeft: number;
  /** The seed if the season ended on the date (ties broken by the rules of the season), else null. */
  readonly seed: number | null;
  /** Clinched, eliminated or alive per goal, the published-style numbers, the indicator and notes (`computeClinch`). */
  readonly clinch: TeamClinch;
}

/** One conference (MLB league, NBA conference) of a {@link PlayoffPicture}. */
export interface PlayoffPictureGroup {
  readonly conference: string;
  readonly seeds: readonly { readonly seed: number; readonly teamId: string; readonly via: string }[];
  /** Every team of the conference, best first (the order of the tiebreakers). */
  readonly teams: readonly PlayoffPictureTeam[];
  /** Every tie the order depended on, with the rule that decided it and the teams it was among. */
  readonly ties: readonly TieDecision[];
}

/** The postseason picture of a sport on a date. */
export interface PlayoffPicture {
  readonly sport: Sport;
  readonly season: Season;
  readonly asOf: LeagueDate;
  /** Regular-season games left after the date, league-wide (the games of the schedule; a game owed against no known opponent is counted only in its team's `gamesLeft`, D166). */
  readonly gamesLeft: number;
  readonly groups: readonly PlayoffPictureGroup[];
}

/**
 * The postseason picture as of a date: per conference (MLB: American then National League;
 * NBA: East then West, as the standings list them), the seeds if the season ended that day and the order of every team,
 * ties broken by the rules of the season's era with the rule named (`computePostseasonPicture`),
 * and for each team its clinch report as of that day, from the games left and who plays whom
 * (`computeClinch`; once no game is left, read from the decided picture). The season is the one
 * the standings show on that date (D2). Undefined when no team of the sport is known then.
 *
 * @example
 * const picture = getPlayoffPicture(state, { sport: 'mlb', date: '2019-09-25', now });
 * picture?.groups[0]?.seeds[0]?.teamId; // the American League's first seed
 */
export function getPlayoffPicture(state: LeagueState, query: PlayoffPictureQuery): PlayoffPicture | undefined {
  sportParam('getPlayoffPicture', query.sport);
  const race = getRaceSeason(state, query);
  if (race.teams.length === 0 || race.played.length + race.remaining.length === 0) return undefined;
  return pictureOfRace(race, query.tieSearchBudget !== undefined ? { tieSearchBudget: query.tieSearchBudget } : {});
}

/**
 * The picture of a race (also of a what-if fork of it): the tiebreak picture, the clinch report
 * and the records, joined per team.
 *
 * @example
 * pictureOfRace(getRaceSeason(state, { sport: 'nba', date: '2018-03-01', now })).groups.length; // 2
 */
export function pictureOfRace(race: RaceSeason, options: { readonly tieSearchBudget?: number } = {}): PlayoffPicture {
  checkRaceSeason('pictureOfRace', race);
  const results = resultsOfRace(race);
  const picture = computePostseasonPicture(results);
  const clinch = computeClinch(race, race.remaining.length === 0 ? { ...options, picture } : options);
  const at = new Map(race.teams.map((t, i) => [t.teamId, i]));
  const left = new Array<number>(race.teams.length).fill(0);
  for (const g of race.remaining) {
    left[g.home]!++;
    left[g.away]!++;
  }
  owedOf(race)?.forEach((k, i) => (left[i]! += k));
  const groups = [...picture.groups].sort(byConference).map((g): PlayoffPictureGroup => {
    const seedOf = new Map(g.seeds.map((s) => [s.teamId, s.seed]));
    const teams = g.order.map((teamId): PlayoffPictureTeam => {
      const i = at.get(teamId)!;
      const t = race.teams[i]!;
      return {
        teamId, fullName: t.fullName, abbreviation: t.abbreviation, division: t.division,
        won: results.won[i]!, lost: results.lost[i]!, gamesLeft: left[i]!, seed: seedOf.get(teamId) ?? null, clinch: clinch[i]!,
      };
    });
    return { conference: g.conference, seeds: g.seeds, teams, ties: g.ties };
  });
  return { sport: race.sport, season: race.season, asOf: race.asOf, gamesLeft: race.remaining.length, groups };
}

/** The standings' order of conferences: MLB American then National League, NBA East then West. */
const CONFERENCE_ORDER = ['American', 'National', 'East', 'West'];

function byConference(a: { readonly conference: string }, b: { readonly conference: string }): number {
  return CONFERENCE_ORDER.indexOf(a.conference) - CONFERENCE_ORDER.indexOf(b.conference) || (a.conference < b.conference ? -1 : a.conference > b.conference ? 1 : 0);
}
