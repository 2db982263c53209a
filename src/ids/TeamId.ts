import { issue, type Result } from './Issue.js';

declare const teamIdBrand: unique symbol;

/**
 * A team identifier: the full name in lower case, periods and apostrophes dropped, spaces
 * turned into dashes.
 *
 * @example
 * toTeamId('St. Louis Cardinals'); // 'st-louis-cardinals'
 */
export type TeamId = string & { readonly [teamIdBrand]: true };

const TEAM_ID_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * The team id of a full team name.
 *
 * @example
 * toTeamId("Portland Trail Blazers"); // 'portland-trail-blazers'
 */
export function toTeamId(fullName: string): TeamId {
  const id = fullName
    .trim()
    .toLowerCase()
    .replace(/[.']/g, '')
    .replace(/\s+/g, '-');
  if (!TEAM_ID_PATTERN.test(id)) throw new RangeError(`toTeamId: cannot build a team id from "${fullName}"`);
  return id as TeamId;
}

/**
 * Type guard: whether a string has the shape of a team id.
 *
 * @example
 * isTeamId('boston-red-sox'); // true
 * isTeamId('Boston Red Sox'); // false
 */
export function isTeamId(value: unknown): value is TeamId {
  return typeof value === 'string' && TEAM_ID_PATTERN.test(value);
}

/**
 * Validates an untrusted team id string (shape only; whether the team exists is the registry's business).
 *
 * @example
 * parseTeamId('boston-red-sox'); // { ok: true, value: 'boston-red-sox' }
 */
export function parseTeamId(value: string): Result<TeamId> {
  return isTeamId(value)
    ? { ok: true, value }
    : { ok: false, issues: [issue('invalid_team_id', [], `"${value}" is not a team id (lower case words joined by dashes)`)] };
}
