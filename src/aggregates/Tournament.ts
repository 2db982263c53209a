import type { LeagueDate, Season, Sport, TeamId } from '../ids/index.js';

/**
 * One round of a postseason (the service's tournament round): its place in the order, its name, its format
 * (`Single Elimination`, `Best of 5`...) and, when known, the league days of its first and last
 * game (null when unknown).
 *
 * @example
 * const wildcard: TournamentRound = { sequence: 1, name: 'Wildcard', roundFormat: 'Single Elimination',
 *   startDate: '2015-10-06' as LeagueDate, finishDate: '2015-10-07' as LeagueDate };
 */
export interface TournamentRound {
  readonly sequence: number;
  readonly name: string;
  readonly roundFormat: string;
  readonly startDate: LeagueDate | null;
  readonly finishDate: LeagueDate | null;
}

/**
 * A seeded team of a postseason group.
 *
 * @example
 * const first: TournamentCompetitor = { seed: 1, teamId: 'kansas-city-royals' as TeamId };
 */
export interface TournamentCompetitor {
  readonly seed: number;
  readonly teamId: TeamId;
}

/**
 * A group of a postseason (a league or a conference) and its seeded competitors, by seed.
 * `description` is null when the facts gave none (the payload then prints the default).
 *
 * @example
 * const alGroup: TournamentGroup = { name: 'American League', description: null, competitors: [first] };
 */
export interface TournamentGroup {
  readonly name: string;
  readonly description: string | null;
  readonly competitors: readonly TournamentCompetitor[];
}

/**
 * A postseason structure as ingested: facts only (rounds, groups, seeds, dates). Name,
 * description and dates are null, rounds and groups empty, when the facts did not give them;
 * what is missing is derived when read (`getTournament`). One per sport and season.
 *
 * @example
 * const facts: TournamentFacts = { sport: 'mlb', season: 2015, name: null, description: null, startDate: null,
 *   finishDate: null, rounds: [wildcard], groups: [alGroup] };
 */
export interface TournamentFacts {
  readonly sport: Sport;
  readonly season: Season;
  readonly name: string | null;
  readonly description: string | null;
  readonly startDate: LeagueDate | null;
  readonly finishDate: LeagueDate | null;
  /** By sequence. */
  readonly rounds: readonly TournamentRound[];
  readonly groups: readonly TournamentGroup[];
}
