import type { ConferenceModel } from './ConferenceModel.js';
import type { RaceSeason } from './RaceSeason.js';

/** What {@link aheadInPicture} reads of a picture: each group's order of team ids, best first. */
export interface PictureOrder {
  readonly groups: readonly { readonly order: readonly string[] }[];
}

/**
 * The teams ahead of each team of a conference by division, read from a picture's order of that
 * conference (the field in seed order, then the rest): what a goal's predicate reads (D121) once
 * the ties are broken. Null when no group of the picture holds the conference's teams.
 *
 * @example
 * import { computePostseasonPicture } from './computePostseasonPicture.js';
 * import { conferenceModelOf } from './ConferenceModel.js';
 * import { resultsOfRace } from './resultsOfRace.js';
 * const al = conferenceModelOf(race, 'American');
 * aheadInPicture(computePostseasonPicture(resultsOfRace(race)), race, al)?.(0); // e.g. [0, 1, 2]: none of its own division ahead
 */
export function aheadInPicture(picture: PictureOrder, race: RaceSeason, m: ConferenceModel): ((x: number) => number[]) | null {
  const ids = m.teams.map((i) => race.teams[i]!.teamId);
  const group = picture.groups.find((g) => ids.every((id) => g.order.includes(id)));
  if (!group) return null;
  const rank = ids.map((id) => group.order.indexOf(id));
  return (x) => {
    const ahead = new Array<number>(m.divisions).fill(0);
    for (let j = 0; j < m.n; j++) if (j !== x && rank[j]! < rank[x]!) ahead[m.division[j]!]!++;
    return ahead;
  };
}
