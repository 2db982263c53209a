import type { LeagueState } from '../engine/LeagueState.js';
import { withAccess } from '../engine/withAccess.js';
import { leagueDayOf } from '../ids/easternTime.js';

/**
 * The CLI's built-in local token, so that every path can be queried without an account. It is
 * added to the state the CLI serves; `--token` sends another.
 *
 * @example
 * // curl -H "Authorization: Bearer sports-stats-local-token" http://127.0.0.1:8080/events.json
 */
export const LOCAL_TOKEN = 'sports-stats-local-token';

/** How long the local token is valid: a year, so that `token_expiration_seconds` fits a signed 32-bit integer (D12). */
const VALID_MS = 365 * 86_400_000;

/**
 * The state with the account of {@link LOCAL_TOKEN} and the token, valid for a year from the
 * data clock (`/me.json` answers `token_expiration_seconds` 31536000, which typed clients can
 * hold), the account created on the clock's league day: the state ingesting that account and
 * token would give, made without loading the batch validation (D109).
 *
 * @example
 * withLocalAccess(state, Date.parse('2014-07-28T12:00:00-04:00')).tokens.byId[LOCAL_TOKEN]?.expiresAt; // Date.parse('2015-07-28T16:00:00Z')
 */
export function withLocalAccess(state: LeagueState, nowMs: number): LeagueState {
  const emailAddress = 'local@localhost';
  return withAccess(state, { emailAddress, firstName: 'Local', lastName: 'User', createdOn: leagueDayOf(nowMs) }, { token: LOCAL_TOKEN, emailAddress, expiresAt: nowMs + VALID_MS });
}
