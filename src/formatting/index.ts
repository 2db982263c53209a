/**
 * The formatting layer: domain values to exact payload bytes (number spelling, date-times with
 * offsets, JSON in the recorded Jackson layout, XML). Imports `ids` only, never `engine`.
 */
export * from './Decimal.js';
export * from './formatJavaDouble.js';
export * from './formatFixed.js';
export * from './formatRateString.js';
export * from './formatPercentString.js';
export * from './formatOrdinal.js';
export { timeZoneOffsetMs } from '../ids/timeZoneOffset.js';
export * from './formatDateTime.js';
export * from './writeJson.js';
export * from './writeXml.js';
