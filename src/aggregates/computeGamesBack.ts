import type { TeamRecord } from './TeamRecord.js';

/**
 * Games back of a team behind a reference team, in half games (an integer, so exact):
 * ((ref W - W) + (L - ref L)) / 2 games = (ref W - W) + (L - ref L) halves. Negative when the
 * team is ahead of the reference.
 *
 * @example
 * computeGamesBackHalves({ won: 10, lost: 1 }, { won: 2, lost: 0 }); // -7 (the 10-1 team is 3.5 ahead)
 */
export function computeGamesBackHalves(team: Pick<TeamRecord, 'won' | 'lost'>, reference: Pick<TeamRecord, 'won' | 'lost'>): number {
  return reference.won - team.won + (team.lost - reference.lost);
}
