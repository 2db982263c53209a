import { describe, expect, it } from 'vitest';
import { forEachChoicePath } from '../../../src/aggregates/race/forEachChoicePath.js';

describe('forEachChoicePath', () => {
  it('runs every path of choices once, in odometer order, where later choices depend on earlier ones', () => {
    const seen: string[] = [];
    const stopped = forEachChoicePath((choose) => {
      const a = choose(2);
      seen.push(a === 0 ? `${a}` : `${a}${choose(3)}${choose(2)}`);
      return false;
    });
    expect(stopped).toBe(false);
    expect(seen).toEqual(['0', '100', '101', '110', '111', '120', '121']);
  });

  it('stops at the first run that returns true', () => {
    let runs = 0;
    expect(forEachChoicePath((choose) => (runs++, choose(4) === 2))).toBe(true);
    expect(runs).toBe(3);
  });

  it('runs once when no choice is made', () => {
    let runs = 0;
    expect(forEachChoicePath(() => (runs++, false))).toBe(false);
    expect(runs).toBe(1);
  });

  it('covers a tree of every order of n items chosen one at a time (n! paths, each once)', () => {
    const orders = new Set<string>();
    let runs = 0;
    forEachChoicePath((choose) => {
      runs++;
      const left = ['a', 'b', 'c', 'd'];
      let order = '';
      while (left.length > 0) order += left.splice(choose(left.length), 1)[0];
      orders.add(order);
      return false;
    });
    expect(runs).toBe(24);
    expect(orders.size).toBe(24);
  });
});
