import type { Sport } from '../ids/index.js';
import type { RosterPlayer } from './Roster.js';

/** MLB position groups in roster order: pitchers, catchers, infielders, outfielders, designated hitters. */
const MLB_GROUP: Readonly<Record<string, number>> = {
  P: 0, SP: 0, RP: 0,
  C: 1,
  '1B': 2, '2B': 2, '3B': 2, SS: 2, IF: 2,
  LF: 3, CF: 3, RF: 3, OF: 3,
  DH: 4,
};
const OTHER_GROUP = 5;

function groupOf(position: string): number {
  return Object.hasOwn(MLB_GROUP, position) ? MLB_GROUP[position]! : OTHER_GROUP;
}

function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

function byName(a: RosterPlayer, b: RosterPlayer): number {
  return compareText(a.lastName, b.lastName) || compareText(a.displayName, b.displayName) || compareText(a.playerId, b.playerId);
}

function byGroupThenName(a: RosterPlayer, b: RosterPlayer): number {
  return groupOf(a.position) - groupOf(b.position) || byName(a, b);
}

/**
 * The order of a roster's players, as the service listed them in its recorded rosters:
 *
 * - MLB: by position group (pitchers `P`; catchers `C`; infielders `1B 2B 3B SS`; outfielders
 *   `LF CF RF`; `DH`; any other position last), then last name, then display name. All 30
 *   expanded rosters of 2014 (1,186 players) are in this order; the three last-name ties
 *   (the Uptons, the Colemans, the Youngs) are settled by the display name (Casey Coleman,
 *   born Joseph, before Louis Coleman, born Harold).
 * - NBA: last name, then display name, across positions (the 2013 Detroit doc sample lists
 *   Billups PG, Bynum PG, Caldwell-Pope SG ahead of Jennings PG).
 *
 * Code-unit comparison; ties end on the player id, so the order is total.
 *
 * @example
 * rosterPlayers.slice().sort(byRosterOrder('mlb'));
 */
export function byRosterOrder(sport: Sport): (a: RosterPlayer, b: RosterPlayer) => number {
  return sport === 'mlb' ? byGroupThenName : byName;
}
