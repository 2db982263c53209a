import { describe, expect, it } from 'vitest';
import { frozenThroughout, keptWholeText } from '../../src/formatting/keptWholeText.js';

describe('keptWholeText (D183)', () => {
  it('keeps a payload\'s text per variant when it is frozen throughout, writing it once', () => {
    const kept = new WeakMap<object, Map<string, string>>();
    const payload = Object.freeze({ rows: Object.freeze([Object.freeze({ n: 1 })]) });
    let made = 0;
    const make = (v: string) => () => `${v}:${++made}`;
    expect(keptWholeText(kept, payload, 'pretty', make('p'))).toBe('p:1');
    expect(keptWholeText(kept, payload, 'pretty', make('p'))).toBe('p:1');
    expect(keptWholeText(kept, payload, 'compact', make('c'))).toBe('c:2');
    expect(keptWholeText(kept, payload, 'pretty', make('p'))).toBe('p:1');
    expect(made).toBe(2);
  });

  it('gives undefined for a payload that may still change, at any depth, and for one past its variants', () => {
    const kept = new WeakMap<object, Map<string, string>>();
    const row = { n: 1 };
    const payload = Object.freeze({ rows: Object.freeze([row]) });
    expect(keptWholeText(kept, payload, 'pretty', () => 'x')).toBeUndefined();
    expect(keptWholeText(kept, { rows: [] }, 'pretty', () => 'x')).toBeUndefined();
    const fixed = Object.freeze({ a: 1 });
    for (const v of ['a', 'b', 'c', 'd']) expect(keptWholeText(kept, fixed, v, () => v)).toBe(v);
    expect(keptWholeText(kept, fixed, 'e', () => 'e')).toBeUndefined();
    expect(keptWholeText(kept, fixed, 'a', () => 'other')).toBe('a');
  });

  it('frozenThroughout: every object and array reached must be frozen; a cycle or a tree deeper than 16 is not', () => {
    expect(frozenThroughout(Object.freeze({ a: Object.freeze([1, Object.freeze({ b: 'x' })]) }))).toBe(true);
    expect(frozenThroughout(Object.freeze({ a: Object.freeze([1, { b: 'x' }]) }))).toBe(false);
    expect(frozenThroughout(3)).toBe(true);
    const cyclic: { self?: object } = {};
    cyclic.self = cyclic;
    expect(frozenThroughout(Object.freeze(cyclic))).toBe(false);
    let deep: object = Object.freeze({});
    for (let i = 0; i < 15; i++) deep = Object.freeze({ deep });
    expect(frozenThroughout(deep)).toBe(true);
    expect(frozenThroughout(Object.freeze({ deep }))).toBe(false);
  });
});
