import { computeNbaSeeds, nbaPostseasonPositions } from './computeNbaSeeds.js';
import type { SeededTeam } from './computeMlbPostseasonField.js';
import type { TeamAlignment } from './computeTeamTimelines.js';
import type { Game } from './Game.js';
import type { Team } from './Team.js';
import type { TeamRecord } from './TeamRecord.js';

/**
 * The postseason field of one NBA conference from its final regular-season records: the teams
 * seeded 1-8 by the league's seeding and tiebreak procedure (`computeNbaSeeds`, D14), and from
 * 2020-21 (season 2021) 1-10, places 7-10 meeting in the play-in tournament (peers-and-rules B4).
 * The seeds are the standings' `playoff_seed`s, so the two never disagree.
 *
 * @example
 * const east = computeNbaPostseasonField(eastTeams, recordOf, gamesOf, alignmentOf, westEligible, 2018);
 * east.map((s) => s.team.abbreviation); // ['TOR', 'BOS', 'PHI', 'CLE', 'IND', 'MIA', 'MIL', 'WAS']
 */
export function computeNbaPostseasonField(
  teams: readonly Team[],
  recordOf: (team: Team) => TeamRecord,
  gamesOf: (teamId: string) => readonly Game[],
  alignmentOf: (teamId: string) => TeamAlignment | undefined,
  eligibleElsewhere: ReadonlySet<string>,
  season: number,
): SeededTeam[] {
  const positions = nbaPostseasonPositions(season);
  const seeds = computeNbaSeeds(teams, recordOf, gamesOf, alignmentOf, eligibleElsewhere, positions, season);
  return teams
    .filter((t) => (seeds.get(t.teamId) ?? Infinity) <= positions)
    .map((team) => ({ seed: seeds.get(team.teamId)!, team }))
    .sort((a, b) => a.seed - b.seed);
}
