import type { FormatOptions } from './FormatOptions.js';

/**
 * Options of the payloads that print player bios (roster, draft): the common ones, plus the
 * decimals of `height_m`: 2 (the default, as the 2014 MLB rosters print it) or 1
 * (the 2013 documentation samples: `1.9` for 75 in, `1.8` for 72 in).
 *
 * @example
 * const docEra: PlayerFormatOptions = { heightMDecimals: 1 };
 */
export interface PlayerFormatOptions extends FormatOptions {
  readonly heightMDecimals?: 1 | 2;
}
