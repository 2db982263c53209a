/**
 * The typed entry of ingest (issue 11, D64): a `BatchInput` checked at compile time, the same
 * checks and result at run time as `ingest` of untrusted JSON.
 */
import { describe, expect, it } from 'vitest';
import type { BatchInput } from '../../src/engine/BatchInput.js';
import { createLeagueState } from '../../src/engine/createLeagueState.js';
import { ingest, ingestBatch } from '../../src/engine/ingest.js';
import type { LeagueState } from '../../src/engine/LeagueState.js';
import { fullBatch } from './hostileFixtures.js';

const game = { sport: 'mlb', date: '2019-04-01', status: 'scheduled', away_team_id: 'boston-red-sox', home_team_id: 'new-york-yankees' } as const;

describe('ingestBatch', () => {
  it('takes a typed batch and gives what ingest gives', () => {
    const batch: BatchInput = { games: [game] };
    const typed = ingestBatch(createLeagueState(), batch);
    const untyped = ingest(createLeagueState(), JSON.parse(JSON.stringify(batch)));
    expect(typed.ok && untyped.ok && JSON.stringify(typed.state)).toBe(untyped.ok && JSON.stringify(untyped.state));
    const full = fullBatch() as BatchInput;
    expect(ingestBatch(createLeagueState(), full).ok).toBe(true);
  });

  it('a misspelled key is a compile error for typed callers, and still an issue at run time', () => {
    // @ts-expect-error -- `gmes` is not a key of BatchInput
    const r = ingestBatch(createLeagueState(), { gmes: [game] });
    expect(r.ok ? [] : r.issues.map((i) => i.code)).toEqual(['unknown_key']);
    // @ts-expect-error -- `attendence` is not a key of GameInput
    const s = ingestBatch(createLeagueState(), { games: [{ ...game, attendence: 1 }] });
    expect(s.ok).toBe(false);
    // Values a type cannot rule out are checked all the same.
    expect(ingestBatch(createLeagueState(), { games: [{ ...game, status: 'completed', away_points_scored: 2 ** 31, home_points_scored: 0 }] }).ok).toBe(false);
  });

  it('misuse throws a TypeError naming the function', () => {
    expect(() => ingestBatch(undefined as unknown as LeagueState, {})).toThrow(/^ingestBatch: state must be a league state/);
    expect(() => ingest(null as unknown as LeagueState, {})).toThrow(/^ingest: state must be a league state/);
  });
});
