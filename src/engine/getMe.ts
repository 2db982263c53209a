import { clockMs, type Clock } from './internal/clock.js';
import type { Account, LeagueState, Token } from './LeagueState.js';

/** The account behind a valid token, with the token and the clock, ready to format. */
export interface MePayload {
  readonly account: Account;
  readonly token: Token;
  /** The clock in epoch ms: remaining validity is measured from it. */
  readonly now: number;
}

/**
 * The account of a bearer token that is known and not expired at the clock, or undefined
 * (the me endpoint: the token sent must be valid and not expired).
 *
 * @example
 * getMe(state, { token: 'f5a1...', now: '2014-02-09T06:39:20-05:00' })?.account.emailAddress; // 'andrew@example.com'
 */
export function getMe(state: LeagueState, query: { readonly token: string; readonly now: Clock }): MePayload | undefined {
  const now = clockMs('getMe', query.now);
  if (!Object.hasOwn(state.tokens.byId, query.token)) return undefined;
  const token = state.tokens.byId[query.token]!;
  if (token.expiresAt <= now) return undefined;
  if (!Object.hasOwn(state.accounts.byId, token.emailAddress)) return undefined;
  return { account: state.accounts.byId[token.emailAddress]!, token, now };
}
