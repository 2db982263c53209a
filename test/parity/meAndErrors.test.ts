/** The documented `me` and error samples (`shared/reference/xmlstats-samples/`). */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createLeagueState } from '../../src/engine/createLeagueState.js';
import { getMe } from '../../src/engine/getMe.js';
import { ingest } from '../../src/engine/ingest.js';
import { formatError } from '../../src/formatting/payloads/formatError.js';
import { formatMe, formatTimeRemaining } from '../../src/formatting/payloads/formatMe.js';
import { respond } from '../../src/engine/router/respond.js';
import { SAMPLES } from '../repoData.js';

const sample = (name: string) => readFileSync(path.join(SAMPLES, name), 'utf8');
const DESCRIPTION = 'The requested resource: /example404.json does not exist. Please see https://erikberg.com/api for valid requests.';

describe('error object', () => {
  it('JSON, byte for byte (error-all-404-docsample-page.json, which ends without a newline)', () => {
    expect(formatError(404, DESCRIPTION, 'json')).toBe(sample('error-all-404-docsample-page.json').replace(/\n$/, ''));
  });

  it('XML, byte for byte (error-all-404-docsample-page.xml)', () => {
    expect(formatError(404, DESCRIPTION.replace('.json', '.xml'), 'xml')).toBe(sample('error-all-404-docsample-page.xml'));
  });
});

describe('me', () => {
  it('reproduces the documented example from ingested account and token facts (me-all-docsample-page.json)', () => {
    const r = ingest(createLeagueState({ builtIns: false }), {
      accounts: [{ email_address: 'andrew@example.com', first_name: 'Andrew', last_name: 'Fogarasi', created_on: '2014-01-07' }],
      tokens: [{ token: 'test-token-0001', email_address: 'andrew@example.com', expires_at: '2014-02-17T06:12:26-05:00' }],
    });
    if (!r.ok) throw new Error(JSON.stringify(r.issues));
    // 689,586 seconds before the expiry
    const now = Date.parse('2014-02-17T06:12:26-05:00') - 689_586_000;
    const me = getMe(r.state, { token: 'test-token-0001', now });
    expect(JSON.parse(formatMe(me!))).toEqual(JSON.parse(sample('me-all-docsample-page.json')));
    expect(getMe(r.state, { token: 'test-token-0001', now: '2014-02-17T06:12:26-05:00' })).toBeUndefined();
    expect(getMe(r.state, { token: 'unknown-token-x', now })).toBeUndefined();
  });

  it('answers /me.json from the facts until the token expires, then 401, the state unchanged', () => {
    const r = ingest(createLeagueState({ builtIns: false }), {
      accounts: [{ email_address: 'andrew@example.com', first_name: 'Andrew', last_name: 'Fogarasi', created_on: '2014-01-07' }],
      tokens: [{ token: 'test-token-0001', email_address: 'andrew@example.com', expires_at: '2014-02-17T06:12:26-05:00' }],
    });
    if (!r.ok) throw new Error(JSON.stringify(r.issues));
    const before = JSON.stringify(r.state);
    const me = (now: string) => respond(r.state, { method: 'GET', url: '/me.json', headers: { authorization: 'Bearer test-token-0001' } }, { now });
    const live = me('2014-02-09T06:39:20-05:00');
    expect(live.status).toBe(200);
    expect(JSON.parse(live.body)).toEqual(JSON.parse(sample('me-all-docsample-page.json')));
    const expired = me('2014-02-17T06:12:26-05:00');
    expect(expired.status).toBe(401);
    expect(expired.headers['WWW-Authenticate']).toContain('Bearer');
    expect(JSON.parse(expired.body).error.description).toMatch(/expired/);
    expect(JSON.stringify(r.state)).toBe(before);
  });

  it('spells remaining time with singular units', () => {
    expect(formatTimeRemaining(689_586)).toBe('7 days, 23 hours, 33 minutes');
    expect(formatTimeRemaining(86_400 + 3_600 + 60)).toBe('1 day, 1 hour, 1 minute');
    expect(formatTimeRemaining(59)).toBe('0 days, 0 hours, 0 minutes');
  });

  it('rejects a token of an unknown account and a bad expiry, leaving the state as it was', () => {
    const r = ingest(createLeagueState({ builtIns: false }), { tokens: [{ token: 'test-token-0002', email_address: 'nobody@example.com', expires_at: '2014-02-17T06:12:26-05:00' }] });
    expect(r.ok ? undefined : r.issues[0]).toMatchObject({ code: 'unknown_account', path: ['tokens', 0, 'email_address'] });
    const bad = ingest(createLeagueState({ builtIns: false }), {
      accounts: [{ email_address: 'a@example.com', first_name: 'A', last_name: 'B', created_on: '2014-01-07' }],
      tokens: [{ token: 'test-token-0003', email_address: 'a@example.com', expires_at: '2014-02-30T00:00:00Z' }],
    });
    expect(bad.ok ? undefined : bad.issues[0]?.code).toBe('invalid_date');
  });
});
