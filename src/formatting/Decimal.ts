import { formatJavaDouble } from './formatJavaDouble.js';

/**
 * An exact decimal for the float fields of a payload: the value is `scaled / 10^scale`, with
 * `scaled` a safe integer and `scale` (the number of decimals it was rounded to) in 0..6.
 *
 * Floats never travel as JavaScript numbers between the aggregates and the serializer: a rate is
 * rounded once, exactly, from its integer numerator and denominator ({@link roundRatio}), and
 * the serializer prints the decimal it is given. A negative zero is stored
 * as `0`, so no rounded value ever prints as `-0.0`.
 *
 * @example
 * const pct = roundRatio(13, 24, 3); // Decimal { scaled: 542, scale: 3 }, that is 0.542
 * pct.scaled / 10 ** pct.scale; // 0.542
 */
export class Decimal {
  /** The value times 10^scale, an integer. */
  readonly scaled: number;
  /** Number of decimals, 0..6. */
  readonly scale: number;
  /** Its Java `Double.toString` text, once printed (a cache: the value never changes). */
  javaText: string | undefined = undefined;

  /** Prefer {@link decimalOf}; throws a RangeError for a non-integer or out-of-range argument. */
  constructor(scaled: number, scale: number) {
    if (!Number.isSafeInteger(scaled)) throw new RangeError(`Decimal: scaled must be a safe integer, got ${String(scaled)}`);
    if (!Number.isInteger(scale) || scale < 0 || scale > MAX_SCALE) {
      throw new RangeError(`Decimal: scale must be an integer in 0..${MAX_SCALE}, got ${String(scale)}`);
    }
    this.scaled = scaled === 0 ? 0 : scaled;
    this.scale = scale;
  }

  /**
   * The value for `JSON.stringify` (D82): where the runtime has a sound `JSON.rawJSON` (Node 21
   * and later; see {@link soundRawJson}) the Java spelling the payload prints (`1.0`, `0.542`,
   * `5.0E-4`), so that the text is the payload's byte for byte; elsewhere (Node 20) the number
   * itself, which JSON spells the JavaScript way (`1`, `0.542`, `0.0005`): the same value once
   * parsed.
   *
   * @example
   * JSON.stringify({ pct: decimalOf(1000, 3) }); // '{"pct":1.0}' on Node 22, '{"pct":1}' on Node 20
   */
  toJSON(): unknown {
    const rawJSON = soundRawJson();
    return rawJSON === undefined ? decimalToNumber(this) : rawJSON(formatJavaDouble(this));
  }
}

let probed: unknown = undefined;
let probedSound = false;

/**
 * The runtime's `JSON.rawJSON` (or the candidate given) when `JSON.stringify` writes its text
 * as it is, else undefined. Checked once per function, with one-byte and two-byte strings
 * around it: Node 20's experimental `--harmony-json-parse-with-source` version garbles raw
 * text that follows a string beyond Latin-1 (`["Ā",1.0]` comes out with NUL characters), so it
 * is not used.
 *
 * @example
 * soundRawJson(); // JSON.rawJSON on Node 22, undefined on Node 20
 * soundRawJson((text: string) => ({ text })); // undefined: not raw text
 */
export function soundRawJson(candidate: unknown = (JSON as { rawJSON?: unknown }).rawJSON): ((text: string) => unknown) | undefined {
  if (typeof candidate !== 'function') return undefined;
  if (candidate !== probed) {
    probed = candidate;
    const raw = candidate as (text: string) => unknown;
    try {
      probedSound = JSON.stringify(['x', raw('1.0'), 'Ā', raw('5.0E-4'), { a: raw('-0.5') }]) === '["x",1.0,"Ā",5.0E-4,{"a":-0.5}]';
    } catch {
      probedSound = false;
    }
  }
  return probedSound ? (candidate as (text: string) => unknown) : undefined;
}

/** The largest scale a {@link Decimal} may have. */
export const MAX_SCALE = 6;

/** 10^0 .. 10^6, exact. */
const POW10: readonly number[] = [1, 10, 100, 1_000, 10_000, 100_000, 1_000_000];

/**
 * The decimal `scaled / 10^scale`.
 *
 * @example
 * decimalOf(165, 1); // 16.5
 * decimalOf(-2, 1); // -0.2
 */
export function decimalOf(scaled: number, scale: number): Decimal {
  return new Decimal(scaled, scale);
}

/**
 * `numerator / denominator` rounded to `scale` decimals, half away from zero (Java's
 * `RoundingMode.HALF_UP`), computed with integer arithmetic only: exact Number arithmetic while
 * every intermediate stays below 2^53, BigInt beyond. A zero denominator gives 0
 * (the service printed such a ratio as 0.0).
 *
 * Throws a RangeError when an argument is not a safe integer, when the scale is outside 0..6,
 * or when the rounded result does not fit a safe integer.
 *
 * @example
 * roundRatio(13, 24, 3); // 0.542 (0.54166...)
 * roundRatio(1, 8, 2); // 0.13 (0.125, the half goes up)
 * roundRatio(-1, 8, 2); // -0.13 (half away from zero)
 * roundRatio(5, 0, 3); // 0.0
 */
export function roundRatio(numerator: number, denominator: number, scale: number): Decimal {
  if (!Number.isSafeInteger(numerator) || !Number.isSafeInteger(denominator)) {
    throw new RangeError(`roundRatio: numerator and denominator must be safe integers, got ${String(numerator)}/${String(denominator)}`);
  }
  const p = POW10[scale];
  if (p === undefined || !Number.isInteger(scale)) {
    throw new RangeError(`roundRatio: scale must be an integer in 0..${MAX_SCALE}, got ${String(scale)}`);
  }
  if (denominator === 0 || numerator === 0) return new Decimal(0, scale);
  const negative = numerator < 0 !== denominator < 0;
  const n = numerator < 0 ? -numerator : numerator;
  const d = denominator < 0 ? -denominator : denominator;
  // |q| = floor((n * 10^scale + d / 2) / d) = floor((2 n 10^scale + d) / (2 d)).
  // Each step is exact while the true value stays <= 2^53 - 1; past it the computed value is
  // >= 2^53 (rounding is monotonic), so the comparison below picks the BigInt path correctly.
  const top = 2 * n * p + d;
  let q: number;
  if (top <= Number.MAX_SAFE_INTEGER) {
    const bottom = 2 * d;
    q = (top - (top % bottom)) / bottom;
  } else {
    const big = (2n * BigInt(n) * BigInt(p) + BigInt(d)) / (2n * BigInt(d));
    if (big > BigInt(Number.MAX_SAFE_INTEGER)) {
      throw new RangeError(`roundRatio: ${String(numerator)}/${String(denominator)} at scale ${String(scale)} does not fit a safe integer`);
    }
    q = Number(big);
  }
  return new Decimal(negative ? -q : q, scale);
}

/**
 * Games back from a count of half games: `halves / 2` at scale 1 (`33` -> `16.5`).
 *
 * @example
 * decimalFromHalves(33); // 16.5
 * decimalFromHalves(0); // 0.0
 * decimalFromHalves(-1); // -0.5 (a wild-card team ahead of the cut line)
 */
export function decimalFromHalves(halves: number): Decimal {
  if (halves >= -HALVES_CACHED && halves <= HALVES_CACHED && (halves | 0) === halves) {
    const cached = HALVES[halves + HALVES_CACHED];
    if (cached) return cached;
    return (HALVES[halves + HALVES_CACHED] = new Decimal(halves * 5, 1));
  }
  if (!Number.isSafeInteger(halves) || !Number.isSafeInteger(halves * 5)) {
    throw new RangeError(`decimalFromHalves: halves must be a safe integer, got ${String(halves)}`);
  }
  return new Decimal(halves * 5, 1);
}

/** Games back of a season fit in +-200 games; those decimals are shared (they are immutable). */
const HALVES_CACHED = 400;
const HALVES: (Decimal | undefined)[] = new Array<Decimal | undefined>(2 * HALVES_CACHED + 1);

/**
 * The decimal at another scale: padded exactly when the scale grows, rounded half away from
 * zero when it shrinks. Rounding an already rounded value again can differ from rounding the
 * ratio once (0.449 rounds to 0.4 directly, but to 0.5 through 0.45), so round ratios directly
 * at the scale the field prints.
 *
 * @example
 * rescaleDecimal(decimalOf(542, 3), 1); // 0.5
 * rescaleDecimal(decimalOf(5, 1), 3); // 0.500 (scaled 500)
 */
export function rescaleDecimal(value: Decimal, scale: number): Decimal {
  if (scale === value.scale) return value;
  const p = POW10[scale];
  if (p === undefined || !Number.isInteger(scale)) {
    throw new RangeError(`rescaleDecimal: scale must be an integer in 0..${MAX_SCALE}, got ${String(scale)}`);
  }
  if (scale > value.scale) {
    const scaled = value.scaled * (POW10[scale - value.scale] as number);
    if (!Number.isSafeInteger(scaled)) throw new RangeError(`rescaleDecimal: ${String(value.scaled)}e-${String(value.scale)} at scale ${String(scale)} does not fit a safe integer`);
    return new Decimal(scaled, scale);
  }
  return roundRatio(value.scaled, POW10[value.scale] as number, scale);
}

/**
 * The nearest JavaScript number to a decimal (the division of two exact numbers is correctly
 * rounded), for comparisons and tests; never feed it back into a payload.
 *
 * @example
 * decimalToNumber(decimalOf(2866, 2)); // 28.66
 */
export function decimalToNumber(value: Decimal): number {
  return value.scaled / (POW10[value.scale] as number);
}
