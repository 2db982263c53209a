import type { Team } from '../aggregates/Team.js';
import { isSport, type Season, type Sport } from '../ids/index.js';
import { indexOfSeason } from './indexOfSeason.js';
import { NBA_COM_ABBREVIATIONS } from './nbaComAbbreviations.js';
import { nbaTeamIdOfNbaComAbbreviation } from './nbaTeamIdOfNbaComAbbreviation.js';

/**
 * The key a name is compared by: accents removed (NFKD, combining marks dropped), lower case,
 * every run of characters other than letters and digits one space (so `boston-red-sox`,
 * `Boston Red Sox` and ` BOSTON  red sox ` agree), and the word `st` read as `saint` (St. Louis).
 *
 * @example
 * teamNameKey('St. Louis Cardinals'); // 'saint louis cardinals'
 * teamNameKey('boston-red-sox'); // 'boston red sox'
 */
export function teamNameKey(text: string): string {
  const words = text.normalize('NFKD').replace(/\p{M}+/gu, '').toLowerCase().split(/[^\p{L}\p{N}]+/u);
  let key = '';
  for (const word of words) {
    if (word === '') continue;
    key += (key === '' ? '' : ' ') + (word === 'st' ? 'saint' : word);
  }
  return key;
}

/** Lookups by name key, strongest first: the first tier that knows a key decides. */
type Tiers = readonly ReadonlyMap<string, readonly Team[]>[];

const cache = new WeakMap<readonly Team[], Tiers>();

function add(tier: Map<string, Team[]>, text: string, team: Team): void {
  const key = teamNameKey(text);
  if (key === '') return;
  const teams = tier.get(key);
  if (!teams) tier.set(key, [team]);
  else if (!teams.includes(team)) teams.push(team);
}

function build(sport: Sport, season: Season, teams: readonly Team[]): Tiers {
  const [full, abbreviation, nickname, otherCode, place] = [new Map<string, Team[]>(), new Map<string, Team[]>(), new Map<string, Team[]>(), new Map<string, Team[]>(), new Map<string, Team[]>()];
  for (const team of teams) {
    add(full, team.teamId, team);
    add(full, team.fullName, team);
    add(abbreviation, team.abbreviation, team);
    add(nickname, team.lastName, team);
    add(place, team.firstName, team);
  }
  const index = indexOfSeason(sport, season);
  const codes: Iterable<readonly [string, string | undefined]> =
    sport === 'mlb' ? index.byRetrosheet : NBA_COM_ABBREVIATIONS.map((row) => [row.nbaCom, nbaTeamIdOfNbaComAbbreviation(row.nbaCom, season)] as const);
  for (const [code, teamId] of codes) {
    const team = teamId === undefined ? undefined : index.byTeamId.get(teamId)?.team;
    if (team) add(otherCode, code, team);
  }
  return [full, abbreviation, nickname, otherCode, place];
}

/**
 * The registry's club of a sport-season that a name stands for, or undefined (D84). Tried in
 * this order, the first kind that matches deciding:
 *
 * 1. the team id or the full name (`boston-red-sox`, `Boston Red Sox`);
 * 2. the service's abbreviation (`BOS`, NBA `GS`, `PHO`);
 * 3. the nickname, the team's last name (`Red Sox`, `Trail Blazers`, `76ers`);
 * 4. another well-known code: NBA.com's abbreviation for NBA clubs (`GSW`, `PHX`, `NYK`),
 *    the Retrosheet code for MLB clubs (`NYA`, `CHN`, `LAN`);
 * 5. the place, the team's first name (`Boston`, `Golden State`).
 *
 * Case, accents, punctuation and spacing do not matter, and `St.` reads as `Saint` (see
 * {@link teamNameKey}); nothing else is guessed (no partial names, no `Sixers`). A name that
 * fits several clubs at the first kind it matches (`New York`, `Chicago`, `Los Angeles` in MLB)
 * is ambiguous and gives undefined: ask by nickname or abbreviation instead. A club is found
 * under the name it carried that season (`Indians` through 2021, `Guardians` from 2022). Only
 * the built-in clubs (MLB 2008-2026, NBA 2012-2026) are searched; a season outside them gives
 * undefined.
 *
 * Throws a RangeError starting with `findTeamByName:` for a sport that is not `mlb` or `nba` or
 * a season that is not an integer, and a TypeError for a name that is not a string.
 *
 * @example
 * findTeamByName('mlb', 2019, 'Red Sox')?.teamId; // 'boston-red-sox'
 * findTeamByName('mlb', 2019, 'bos')?.teamId; // 'boston-red-sox'
 * findTeamByName('nba', 2018, 'GSW')?.teamId; // 'golden-state-warriors'
 * findTeamByName('mlb', 2019, 'New York'); // undefined (Mets or Yankees)
 */
export function findTeamByName(sport: Sport, season: Season, name: string): Team | undefined {
  if (!isSport(sport)) throw new RangeError(`findTeamByName: sport must be 'mlb' or 'nba', got ${describe(sport)}`);
  if (!Number.isInteger(season)) throw new RangeError(`findTeamByName: season must be an integer year, got ${describe(season)}`);
  if (typeof name !== 'string') throw new TypeError(`findTeamByName: name must be a string, got ${describe(name)}`);
  const teams = indexOfSeason(sport, season).teams;
  if (teams.length === 0) return undefined;
  let tiers = cache.get(teams);
  if (!tiers) cache.set(teams, (tiers = build(sport, season, teams)));
  const key = teamNameKey(name);
  for (const tier of tiers) {
    const found = tier.get(key);
    if (found) return found.length === 1 ? found[0] : undefined;
  }
  return undefined;
}

function describe(value: unknown): string {
  return typeof value === 'string' ? JSON.stringify(value) : value === null ? 'null' : typeof value === 'number' ? String(value) : typeof value;
}
