import { isTeamId, type TeamId } from '../../ids/TeamId.js';

/**
 * Wraps a caller's team lookup (abbreviation and season to team id) for an importer: each
 * question is asked once per file (a season file asks the same ~30 questions 2,460 times), and
 * an answer that is not a team id is programmer misuse, a TypeError naming the importer.
 *
 * @example
 * const lookup = createTeamLookup('parseKaggleTeamBoxScores', teamIdOf);
 * lookup('GS', 2017); // 'golden-state-warriors'
 */
export function createTeamLookup(
  functionName: string,
  lookup: (abbreviation: string, season: number) => string | undefined,
): (abbreviation: string, season: number) => TeamId | undefined {
  const seen = new Map<string, { readonly value: TeamId | undefined }>();
  return (abbreviation, season) => {
    const key = `${abbreviation}|${season}`;
    let hit = seen.get(key);
    if (hit === undefined) {
      const id = lookup(abbreviation, season);
      if (id !== undefined && !isTeamId(id)) throw new TypeError(`${functionName}: teamIdOf("${abbreviation}", ${season}) returned "${id}", which is not a team id`);
      hit = { value: id };
      seen.set(key, hit);
    }
    return hit.value;
  };
}
