import { decimalOf, rescaleDecimal, roundRatio, type Decimal } from './Decimal.js';

/** A player's height and weight as the payloads print them. */
export interface BodyMeasures {
  /** `6'3"`: feet, an apostrophe, inches, a double quote. */
  readonly heightFormatted: string;
  /** 1 decimal. */
  readonly heightCm: Decimal;
  /** 2 decimals (or 1, the 2013 documentation's form). */
  readonly heightM: Decimal;
  /** 1 decimal. */
  readonly weightKg: Decimal;
}

/**
 * Height and weight of a player in the service's units, from whole inches and pounds, with
 * exact integer arithmetic, reproducing the conversions of the recorded rosters:
 *
 * - every metric value is first the exact value rounded half-up to hundredths (the service's
 *   stored value), then rounded half-up to the decimals the field prints;
 * - 1 in = 2.54 cm exactly, so `height_cm` (1 decimal) and `height_m` (2 decimals, or 1 with
 *   `heightMDecimals: 1`) need no approximation;
 * - 1 kg = 2.2 lb, the service's factor (not 0.45359237): 220 lb prints `100.0`, 175 lb `79.6`
 *   (79.5454... is 79.55 at hundredths, then 79.6). This reproduces all 1,186 weights of the
 *   2014 MLB rosters and the three of the NBA doc samples; 0.45359237 reproduces none of the
 *   MLB ones and one rounding of lb / 2.2 misses 93 of them.
 *
 * Throws a RangeError for a height or weight that is not a positive safe integer.
 *
 * @example
 * formatBodyMeasures(75, 202); // 6'3", 190.5 cm, 1.91 m, 91.8 kg
 * formatBodyMeasures(75, 202, 1).heightM; // 1.9
 */
export function formatBodyMeasures(heightIn: number, weightLb: number, heightMDecimals: 1 | 2 = 2): BodyMeasures {
  if (!Number.isSafeInteger(heightIn) || heightIn <= 0 || !Number.isSafeInteger(weightLb) || weightLb <= 0) {
    throw new RangeError(`formatBodyMeasures: height and weight must be positive integers, got ${String(heightIn)} in, ${String(weightLb)} lb`);
  }
  if (heightMDecimals !== 1 && heightMDecimals !== 2) throw new RangeError(`formatBodyMeasures: heightMDecimals must be 1 or 2, got ${String(heightMDecimals)}`);
  // Centimetres in hundredths are exact: in * 254.
  const cmHundredths = decimalOf(heightIn * 254, 2);
  const mHundredths = roundRatio(heightIn * 254, 10_000, 2);
  // lb / 2.2 = lb * 5 / 11 kg.
  const kgHundredths = roundRatio(weightLb * 5, 11, 2);
  return {
    heightFormatted: `${Math.floor(heightIn / 12)}'${heightIn % 12}"`,
    heightCm: rescaleDecimal(cmHundredths, 1),
    heightM: rescaleDecimal(mHundredths, heightMDecimals),
    weightKg: rescaleDecimal(kgHundredths, 1),
  };
}
