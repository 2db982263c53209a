import type { TeamAlignment } from './computeTeamTimelines.js';
import { byChronology, type Game } from './Game.js';
import { breakMlbTie } from './race/tiebreak/breakMlbTie.js';
import { resultsOfGames } from './race/tiebreak/resultsOfGames.js';
import type { TieDecision } from './race/tiebreak/TieDecision.js';
import type { Team } from './Team.js';

/**
 * Orders MLB clubs tied in the standings by the tiebreak procedure MLB uses since 2022, when
 * tiebreaker games ended (MLB.com, "How to determine playoff tiebreakers", 2022-07-25):
 * 1. winning percentage in the games among the tied clubs (head-to-head, combined for more);
 * 2. winning percentage within the division;
 * 3. winning percentage against the league's other divisions (interdivision);
 * 4. winning percentage in the last half of intraleague games, then the last half plus one,
 *    plus two, ... until the tie is broken.
 * When a criterion sets some clubs apart, the best are placed first and each remaining group
 * starts the procedure again; when nothing separates them, full name decides (a stand-in for
 * MLB's draw). An adapter over `breakMlbTie` (the procedure of the postseason picture) for the
 * engine's `Team` and `Game` records; pass `decisions` to receive the rule of each separation.
 *
 * @example
 * computeMlbTiebreak([texas, houston], seasonGames, alignmentOf); // [houston, texas]: Houston won the 2023 series 9-4
 */
export function computeMlbTiebreak(tied: readonly Team[], games: readonly Game[], alignmentOf: (teamId: string) => TeamAlignment | undefined, decisions?: TieDecision[]): Team[] {
  if (tied.length < 2) return [...tied];
  const decided = games.filter((g) => g.seasonType === 'regular').sort(byChronology);
  const { results } = resultsOfGames('mlb', tied[0]!.season, tied, decided, alignmentOf);
  return breakMlbTie(results, tied.map((_, i) => i), 'order', decisions).map((i) => tied[i]!);
}
