import { expect, it } from 'vitest';
import { binomialStandardError } from '../../../src/aggregates/race/binomialStandardError.js';

it('binomialStandardError is sqrt(p (1 - p) / n), 0 at 0 and 1, and rejects bad input', () => {
  expect(binomialStandardError(0.5, 10_000)).toBe(0.005);
  expect(binomialStandardError(0.1, 100)).toBeCloseTo(0.03, 15);
  expect(binomialStandardError(0, 100)).toBe(0);
  expect(binomialStandardError(1, 100)).toBe(0);
  expect(() => binomialStandardError(0.5, 0)).toThrow(/^binomialStandardError: n must be positive/);
  expect(() => binomialStandardError(1.5, 10)).toThrow(/^binomialStandardError: p must be in/);
});
