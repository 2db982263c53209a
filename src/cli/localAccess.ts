import { leagueDayOf, type BatchInput } from '../index.js';

/**
 * The CLI's built-in local token, so that every path can be queried without an account. It is
 * ingested into the state the CLI serves; `--token` sends another.
 *
 * @example
 * // curl -H "Authorization: Bearer sports-stats-local-token" http://127.0.0.1:8080/events.json
 */
export const LOCAL_TOKEN = 'sports-stats-local-token';

/** How long the local token is valid: a year, so that `token_expiration_seconds` fits a signed 32-bit integer (D12). */
const VALID_MS = 365 * 86_400_000;

/**
 * The account and token batch of {@link LOCAL_TOKEN}, valid for a year from the data clock
 * (`/me.json` answers `token_expiration_seconds` 31536000, which typed clients can hold), the
 * account created on the clock's league day.
 *
 * @example
 * localAccessBatch(Date.parse('2014-07-28T12:00:00-04:00')).tokens?.[0]?.expires_at; // '2015-07-28T16:00:00.000Z'
 */
export function localAccessBatch(nowMs: number): BatchInput {
  return {
    accounts: [{ email_address: 'local@localhost', first_name: 'Local', last_name: 'User', created_on: leagueDayOf(nowMs) }],
    tokens: [{ token: LOCAL_TOKEN, email_address: 'local@localhost', expires_at: new Date(nowMs + VALID_MS).toISOString() }],
  };
}
