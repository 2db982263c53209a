import type { GoalClinch } from './computeClinch.js';

/**
 * The standings' clinch letter of a team from its goals' statuses: MLB `z` (a bye from 2022; the
 * league's best record before), `y` (division), `w` (a wild card), `x` (a postseason berth), `e`
 * (eliminated); NBA `z` (first seed), `y` (division), `x` (a playoff berth: top six from 2021,
 * top eight before), `pi` (the play-in, from 2021), `o` (eliminated); null when none applies.
 *
 * @example
 * clinchIndicatorOf('mlb', 2019, new Map([['division', { goal: 'division', status: 'clinched' as const }]])); // 'y'
 */
export function clinchIndicatorOf(sport: string, season: number, g: ReadonlyMap<string, GoalClinch>): string | null {
  const is = (goal: string, status: GoalClinch['status']) => g.get(goal)?.status === status;
  if (sport === 'mlb') {
    if (is(season >= 2022 ? 'bye' : 'seed1', 'clinched')) return 'z';
    if (is('division', 'clinched')) return 'y';
    if (is('wildCard', 'clinched')) return 'w';
    if (is('postseason', 'clinched')) return 'x';
    return is('postseason', 'eliminated') ? 'e' : null;
  }
  if (is('seed1', 'clinched')) return 'z';
  if (is('division', 'clinched')) return 'y';
  if (is(season >= 2021 ? 'topSix' : 'postseason', 'clinched')) return 'x';
  if (season >= 2021 && is('postseason', 'clinched')) return 'pi';
  return is('postseason', 'eliminated') ? 'o' : null;
}

