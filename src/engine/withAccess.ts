import { updateTable } from './internal/updateTable.js';
import type { Account, LeagueState, Token } from './LeagueState.js';

/**
 * A state with one more account and its token, or with them replaced when the state holds
 * others under the same address or token: what ingesting `{ accounts: [account], tokens:
 * [token] }` gives for well-formed records, without the batch validation (and without loading
 * it), for hosts that make their own local access, such as the `sports-stats` CLI at start-up
 * (D109). The records are trusted: the caller builds them. The state passed in is not changed.
 *
 * @example
 * const s = withAccess(state, { emailAddress: 'me@localhost', firstName: 'Me', lastName: 'Local', createdOn: date },
 *   { token: 'local', emailAddress: 'me@localhost', expiresAt: Date.UTC(2020, 8, 30) });
 */
export function withAccess(state: LeagueState, account: Account, token: Token): LeagueState {
  if (token.emailAddress !== account.emailAddress) throw new RangeError(`withAccess: the token belongs to ${token.emailAddress}, not to the account ${account.emailAddress}`);
  const accounts = updateTable(state.accounts, new Map([[account.emailAddress, account]]));
  const tokens = updateTable(state.tokens, new Map([[token.token, token]]));
  if (!accounts && !tokens) return state;
  return Object.freeze({ ...state, ...(accounts ? { accounts } : {}), ...(tokens ? { tokens } : {}) });
}
