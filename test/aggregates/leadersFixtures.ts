import type { PlayerTotals } from '../../src/aggregates/PlayerTotals.js';

/**
 * Season totals of `First Last` on `teamId`: every count 0 and every line complete unless given.
 *
 * @example
 * totals('Kevin Durant', { gamesPlayed: 2, points: 57 }).completeGames; // 2
 */
export function totals(name: string, over: Partial<PlayerTotals> = {}, teamId = 'boston-celtics'): PlayerTotals {
  const at = name.indexOf(' ');
  const gamesPlayed = over.gamesPlayed ?? 1;
  return {
    playerId: name.toLowerCase().replace(/[^a-z0-9]+/g, '-'), firstName: name.slice(0, at), lastName: name.slice(at + 1), displayName: name, teamId,
    gamesPlayed, minutes: 0, points: 0, rebounds: 0, assists: 0, steals: 0, blocks: 0, turnovers: 0, doubleDoubles: 0, tripleDoubles: 0,
    completeGames: gamesPlayed, fieldGoalsMade: 0, fieldGoalsAttempted: 0, threePointFieldGoalsMade: 0, threePointFieldGoalsAttempted: 0,
    freeThrowsMade: 0, freeThrowsAttempted: 0, offensiveRebounds: 0, defensiveRebounds: 0, personalFouls: 0, ...over,
  };
}
