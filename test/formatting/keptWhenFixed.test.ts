import { describe, expect, it } from 'vitest';
import { keptWhenFixed } from '../../src/formatting/keptVariant.js';
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
