import { describe, expect, it } from 'vitest';
import { createRateLimiter } from '../../../src/engine/router/createRateLimiter.js';

const AT = Date.parse('2015-04-12T11:30:16Z');

describe('createRateLimiter', () => {
  it('allows limit requests per key in a window aligned to the epoch, reset at its end (the 2015 recording: 6, 5, 1428838260)', () => {
    const l = createRateLimiter({ limit: 6 });
    expect(l.take('a', AT)).toEqual({ allowed: true, limit: 6, remaining: 5, reset: 1428838260 });
    for (let i = 0; i < 5; i++) l.take('a', AT + i * 1000);
    expect(l.take('a', AT + 43_000)).toEqual({ allowed: false, limit: 6, remaining: 0, reset: 1428838260 });
    expect(l.take('b', AT + 43_000).remaining).toBe(5);
    expect(l.take('a', AT + 44_000)).toEqual({ allowed: true, limit: 6, remaining: 5, reset: 1428838320 });
  });

  it('runs its windows on any length of seconds', () => {
    const l = createRateLimiter({ limit: 2, windowSeconds: 3600 });
    expect(l.take('a', AT).reset).toBe(Math.floor(AT / 3_600_000 + 1) * 3600);
  });

  it('with limit Infinity refuses nothing and reports the largest 32-bit values', () => {
    const l = createRateLimiter({ limit: Infinity });
    for (let i = 0; i < 1000; i++) expect(l.take('a', AT)).toEqual({ allowed: true, limit: 2147483647, remaining: 2147483647, reset: 1428838260 });
  });

  it('refuses options and clocks it cannot use, naming itself', () => {
    for (const limit of [0, -1, 1.5, NaN, 2147483648]) expect(() => createRateLimiter({ limit })).toThrow(/^createRateLimiter: limit/);
    for (const windowSeconds of [0, 0.5, 86_401]) expect(() => createRateLimiter({ limit: 1, windowSeconds })).toThrow(/^createRateLimiter: windowSeconds/);
    expect(() => createRateLimiter({ limit: 1 }).take('a', NaN)).toThrow(/^RateLimiter.take: the wall clock/);
  });
});
