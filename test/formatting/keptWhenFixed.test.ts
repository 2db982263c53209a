import { describe, expect, it } from 'vitest';
import { keptUpTo, keptVariant, keptVariantWith, keptWhenFixed } from '../../src/formatting/keptVariant.js';
import { digitsAt } from '../../src/ids/digitsAt.js';

describe('keptWhenFixed (D178, D182)', () => {
  it('keeps what is made for an owner found fixed, and makes it afresh for one that is not', () => {
    const kept = new WeakMap<object, { n: number }>();
    let made = 0;
    const make = () => ({ n: ++made });
    const frozen = Object.freeze({});
    const open = {};
    const first = keptWhenFixed(kept, frozen, Object.isFrozen, make);
    expect(keptWhenFixed(kept, frozen, Object.isFrozen, make)).toBe(first);
    expect(keptWhenFixed(kept, open, Object.isFrozen, make)).not.toBe(keptWhenFixed(kept, open, Object.isFrozen, make));
    expect(made).toBe(3);
  });

  it('hands make the owner (a function made once serves every owner, D188)', () => {
    const kept = new WeakMap<{ name: string }, string>();
    const owners = [Object.freeze({ name: 'a' }), Object.freeze({ name: 'b' }), { name: 'c' }];
    for (const o of [...owners, ...owners]) expect(keptWhenFixed(kept, o, Object.isFrozen, (x) => `made for ${x.name}`)).toBe(`made for ${o.name}`);
  });
});

describe('keptVariantWith (D185)', () => {
  it('keeps per frozen owner and variant with the partner it was made for; another partner makes it again; nothing open is kept; at most limit variants', () => {
    const kept = new WeakMap<object, Map<number, readonly [object, { n: number }]>>();
    let made = 0;
    const make = () => ({ n: ++made });
    const owner = Object.freeze({});
    const [a, b] = [Object.freeze({}), Object.freeze({})];
    const first = keptVariantWith(kept, a, owner, 1, 2, make);
    expect(keptVariantWith(kept, a, owner, 1, 2, make)).toBe(first);
    const withB = keptVariantWith(kept, b, owner, 1, 2, make);
    expect(withB).not.toBe(first);
    expect(keptVariantWith(kept, b, owner, 1, 2, make)).toBe(withB); // b took the place
    expect(made).toBe(2);
    keptVariantWith(kept, a, owner, 2, 2, make);
    const third = keptVariantWith(kept, a, owner, 3, 2, make); // past the limit: not kept
    expect(keptVariantWith(kept, a, owner, 3, 2, make)).not.toBe(third);
    const open = {};
    expect(keptVariantWith(kept, open, owner, 1, 2, make)).not.toBe(keptVariantWith(kept, open, owner, 1, 2, make));
    expect(keptVariantWith(kept, a, open, 1, 2, make)).not.toBe(keptVariantWith(kept, a, open, 1, 2, make));
  });

  it('hands make its argument, made or kept (a function made once instead of a closure per call, D188)', () => {
    const kept = new WeakMap<object, Map<number, readonly [object, string]>>();
    const owner = Object.freeze({});
    const partner = Object.freeze({});
    const make = (arg: string) => `made for ${arg}`;
    expect(keptVariantWith(kept, partner, owner, 1, 2, make, 'x')).toBe('made for x');
    expect(keptVariantWith(kept, partner, owner, 1, 2, make, 'y')).toBe('made for x'); // kept: the argument is not read again
    expect(keptVariantWith(kept, partner, owner, 2, 2, make, 'y')).toBe('made for y');
  });
});

describe('digitsAt', () => {
  it('reads a run of ASCII digits, or -1 for any other character or past the end', () => {
    expect(digitsAt('2014-07-25', 0, 4)).toBe(2014);
    expect(digitsAt('2014-07-25', 8, 2)).toBe(25);
    expect(digitsAt('2014-0x-25', 5, 2)).toBe(-1);
    expect(digitsAt('20٣4', 0, 4)).toBe(-1);
    expect(digitsAt('201', 0, 4)).toBe(-1);
  });
});

describe('keptUpTo', () => {
  it('keeps a value by key, gives make the key and the argument, and empties the map when it is full', () => {
    const kept = new Map<string, string>();
    const calls: string[] = [];
    const make = (key: string, arg: string) => {
      calls.push(key);
      return `${key}${arg}`;
    };
    expect(keptUpTo(kept, 'a', 2, make, '!')).toBe('a!');
    expect(keptUpTo(kept, 'a', 2, make, '?')).toBe('a!');
    expect(keptUpTo(kept, 'b', 2, make, '!')).toBe('b!');
    expect(kept.size).toBe(2);
    // Full: the third key empties the map first, so it never holds more than the limit.
    expect(keptUpTo(kept, 'c', 2, make, '!')).toBe('c!');
    expect([...kept.keys()]).toEqual(['c']);
    expect(keptUpTo(kept, 'a', 2, make, '!')).toBe('a!');
    expect(calls).toEqual(['a', 'b', 'c', 'a']);
  });
});

describe('keptVariant', () => {
  it('gives make the owner and the variant, kept for a frozen owner and made afresh for an open one', () => {
    const kept = new WeakMap<{ name: string }, Map<string, string>>();
    const make = (owner: { name: string }, variant: string) => `${owner.name}/${variant}`;
    const frozen = Object.freeze({ name: 'BOS' });
    const open = { name: 'NYY' };
    expect(keptVariant(kept, frozen, 'pretty', 2, make)).toBe('BOS/pretty');
    expect(keptVariant(kept, frozen, 'pretty', 2, () => 'not called')).toBe('BOS/pretty');
    expect(keptVariant(kept, open, 'compact', 2, make)).toBe('NYY/compact');
    open.name = 'TOR';
    expect(keptVariant(kept, open, 'compact', 2, make)).toBe('TOR/compact');
  });
});
