import type { Game } from './Game.js';

/**
 * A team's wins and losses in the decided games among `games` against the opponents `include`
 * accepts (the building block of tiebreakers: head-to-head, division, conference records).
 * Games the team did not play, ties and games without scores are skipped.
 *
 * @example
 * recordAgainst('boston-red-sox', games, (o) => o === 'new-york-yankees'); // [11, 8]
 */
export function recordAgainst(teamId: string, games: readonly Game[], include: (opponent: string) => boolean): [number, number] {
  let w = 0, l = 0;
  for (const g of games) {
    const home = g.homeTeamId === teamId;
    if (!home && g.awayTeamId !== teamId) continue;
    if (g.status !== 'completed' || g.awayScore === null || g.homeScore === null || g.awayScore === g.homeScore) continue;
    if (!include(home ? g.awayTeamId : g.homeTeamId)) continue;
    if (home ? g.homeScore > g.awayScore : g.awayScore > g.homeScore) w++;
    else l++;
  }
  return [w, l];
}
