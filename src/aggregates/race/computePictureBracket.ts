import { computeFirstRoundPairings, type FirstRoundPairings } from '../computeFirstRoundPairings.js';
import { postseasonFormat } from '../PostseasonFormat.js';
import type { TeamId } from '../../ids/index.js';
import type { PostseasonPicture } from './computePostseasonPicture.js';
import type { RaceTeamInfo } from './RaceSeason.js';

/**
 * The first round of the bracket a postseason picture makes: its seeds paired by the season's
 * format (`postseasonFormat`: MLB's Wildcard game or Wild Card Series with byes, the 2020 field
 * of 16, NBA 1 v 8 ... or the play-in), groups named as the tournament names them (`American
 * League`, `Eastern Conference`). With a picture of a what-if (`applyOutcomes`, then
 * `computePostseasonPicture(resultsOfRace(race))`), the bracket that what-if would give.
 * `teams` gives each team's division (through 2011 MLB did not pair a wild card with its own
 * division's winner). Undefined when a group's field is not complete (fewer teams than the
 * format's places).
 *
 * @example
 * import { computePostseasonPicture } from './computePostseasonPicture.js';
 * import { resultsOfRace } from './resultsOfRace.js';
 * const bracket = computePictureBracket(computePostseasonPicture(resultsOfRace(race)), race.teams);
 * bracket?.pairings.map((p) => `${p.lower.teamId} at ${p.higher.teamId}`); // 2019: tampa-bay-rays at oakland-athletics, ...
 */
export function computePictureBracket(picture: PostseasonPicture, teams: readonly Pick<RaceTeamInfo, 'teamId' | 'conference' | 'division'>[]): FirstRoundPairings | undefined {
  const format = postseasonFormat(picture.sport, picture.season);
  const divisionOf = new Map(teams.map((t) => [t.teamId, `${t.conference}/${t.division}`]));
  const groups = picture.groups.map((group) => ({
    name: format.groups.find((g) => g.conference === group.conference)?.name ?? group.conference,
    competitors: group.seeds.map((s) => ({ seed: s.seed, teamId: s.teamId as TeamId })),
  }));
  return computeFirstRoundPairings(format.rule, groups, (teamId) => divisionOf.get(teamId));
}
