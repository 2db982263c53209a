import type { BatchInput } from '../index.js';

/**
 * The CLI's built-in local token, so that every path can be queried without an account. It is
 * ingested into the state the CLI serves, valid until 2100; `--token` sends another.
 *
 * @example
 * // curl -H "Authorization: Bearer sports-stats-local-token" http://127.0.0.1:8080/events.json
 */
export const LOCAL_TOKEN = 'sports-stats-local-token';

/** The account and token batch of {@link LOCAL_TOKEN}. */
export function localAccessBatch(): BatchInput {
  return {
    accounts: [{ email_address: 'local@localhost', first_name: 'Local', last_name: 'User', created_on: '2019-01-01' }],
    tokens: [{ token: LOCAL_TOKEN, email_address: 'local@localhost', expires_at: '2100-01-01T00:00:00-05:00' }],
  };
}
