/**
 * `withAccess` (D109): the state ingesting an account and its token would give, without the batch
 * validation; the CLI's local token through it.
 */
import { describe, expect, it } from 'vitest';
import { LOCAL_TOKEN, withLocalAccess } from '../../src/cli/localAccess.js';
import { createLeagueState } from '../../src/engine/createLeagueState.js';
import { ingest } from '../../src/engine/ingest.js';
import { withAccess } from '../../src/engine/withAccess.js';
import type { LeagueDate } from '../../src/ids/index.js';
import { loadRetrosheetSeason } from '../parity/loadSeason.js';

const account = { emailAddress: 'a@example.com', firstName: 'A', lastName: 'B', createdOn: '2019-03-01' as LeagueDate };
const token = { token: 'token-0001', emailAddress: 'a@example.com', expiresAt: Date.parse('2020-03-01T00:00:00Z') };
const batch = {
  accounts: [{ email_address: 'a@example.com', first_name: 'A', last_name: 'B', created_on: '2019-03-01' }],
  tokens: [{ token: 'token-0001', email_address: 'a@example.com', expires_at: '2020-03-01T00:00:00Z' }],
};

describe('withAccess', () => {
  it.each([
    ['the built-in state', () => createLeagueState()],
    ['a season', () => loadRetrosheetSeason(2019)],
  ])('equals ingesting the account and token into %s, frozen, the state passed in unchanged', (_, make) => {
    const state = make();
    const ingested = ingest(state, batch);
    if (!ingested.ok) throw new Error(JSON.stringify(ingested.issues));
    const added = withAccess(state, account, token);
    expect(added).toStrictEqual(ingested.state);
    expect(Object.isFrozen(added) && Object.isFrozen(added.tokens.byId) && Object.isFrozen(added.tokens.byId['token-0001'])).toBe(true);
    expect(state.tokens.ids).toEqual([]);
    expect(added.seasons).toBe(state.seasons);
  });

  it('the same records again: the same state; a changed one replaces it', () => {
    const once = withAccess(createLeagueState(), account, token);
    expect(withAccess(once, account, token)).toBe(once);
    const later = withAccess(once, account, { ...token, expiresAt: token.expiresAt + 1 });
    expect(later.tokens.byId['token-0001']!.expiresAt).toBe(token.expiresAt + 1);
    expect(later.accounts).toBe(once.accounts);
  });

  it("a token of another account is refused (the caller's mistake)", () => {
    expect(() => withAccess(createLeagueState(), account, { ...token, emailAddress: 'other@example.com' })).toThrow(new RangeError('withAccess: the token belongs to other@example.com, not to the account a@example.com'));
  });

  it("the CLI's local token: a year from the clock, the account created on the clock's league day", () => {
    const now = Date.parse('2014-07-28T12:00:00-04:00');
    const s = withLocalAccess(createLeagueState(), now);
    expect(s.tokens.byId[LOCAL_TOKEN]).toEqual({ token: LOCAL_TOKEN, emailAddress: 'local@localhost', expiresAt: now + 365 * 86_400_000 });
    expect(s.accounts.byId['local@localhost']).toEqual({ emailAddress: 'local@localhost', firstName: 'Local', lastName: 'User', createdOn: '2014-07-28' });
  });
});
