/** The probability that `home` beats `away` (indexes of the race's teams) in a game `home` hosts. */
export type HomeWinProbability = (home: number, away: number) => number;

/**
 * A game model for the playoff odds: the probability that the home team wins a game between two
 * teams of the race, and a description of how it was made (shown with the odds). A caller may
 * pass its own (ratings, betting lines); `createPythagoreanModel` builds the default from the
 * season so far.
 */
export interface GameModel {
  readonly description: string;
  readonly homeWinProbability: HomeWinProbability;
}
