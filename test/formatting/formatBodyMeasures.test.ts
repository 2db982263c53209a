import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatBodyMeasures } from '../../src/formatting/formatBodyMeasures.js';
import { formatJavaDouble } from '../../src/formatting/formatJavaDouble.js';

const printed = (heightIn: number, weightLb: number, decimals: 1 | 2 = 2) => {
  const m = formatBodyMeasures(heightIn, weightLb, decimals);
  return [m.heightFormatted, formatJavaDouble(m.heightCm), formatJavaDouble(m.heightM), formatJavaDouble(m.weightKg)];
};

describe('formatBodyMeasures', () => {
  it('reproduces the samples: 75 in 202 lb (Billups), 72 in 185 lb (Bynum), 73 in 172 lb (Walker), 77 in 220 lb (Badenhop)', () => {
    expect(printed(75, 202, 1)).toEqual(['6\'3"', '190.5', '1.9', '91.8']);
    expect(printed(72, 185, 1)).toEqual(['6\'0"', '182.9', '1.8', '84.1']);
    expect(printed(73, 172, 1)).toEqual(['6\'1"', '185.4', '1.9', '78.2']);
    expect(printed(77, 220)).toEqual(['6\'5"', '195.6', '1.96', '100.0']);
    expect(printed(75, 190)).toEqual(['6\'3"', '190.5', '1.91', '86.4']);
    expect(printed(71, 205)).toEqual(['5\'11"', '180.3', '1.8', '93.2']);
  });

  it('kilograms are lb / 2.2 rounded to hundredths, then to tenths (2014 MLB rosters: 175 lb is 79.6, 230 lb 104.6)', () => {
    // 175 / 2.2 = 79.5454...: one rounding gives 79.5, the service printed 79.6 (79.55 first).
    expect(printed(70, 175)[3]).toBe('79.6');
    expect(printed(70, 230)[3]).toBe('104.6');
    expect(printed(70, 186)[3]).toBe('84.6');
    // 0.45359237 kg/lb would give 99.8 for 220 lb; the service printed 100.0.
    expect(printed(70, 220)[3]).toBe('100.0');
  });

  it('one-decimal metres also go through hundredths: 61 in = 1.5494 m is 1.55, then 1.6', () => {
    expect(printed(61, 150, 1)[2]).toBe('1.6');
    expect(printed(61, 150, 2)[2]).toBe('1.55');
  });

  it('centimetres are the exact in x 2.54 rounded half-up to tenths', () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: 120 }), (inches) => {
      const cm = formatBodyMeasures(inches, 200).heightCm;
      expect(cm.scale).toBe(1);
      expect(cm.scaled).toBe(Math.floor((inches * 254 + 5) / 10));
    }));
  });

  it('throws a RangeError for a height or weight that is not a positive integer, or other decimals', () => {
    expect(() => formatBodyMeasures(0, 200)).toThrow(/^formatBodyMeasures: /);
    expect(() => formatBodyMeasures(72, -1)).toThrow(RangeError);
    expect(() => formatBodyMeasures(72.5, 200)).toThrow(RangeError);
    expect(() => formatBodyMeasures(72, 200, 3 as 2)).toThrow(/heightMDecimals/);
  });
});
