// Timing helpers for bench/run.mjs: plain process.hrtime.bigint() around each call, warm-up
// first, a full GC (when node runs with --expose-gc) before each measured block.

/** Runs a full garbage collection when it is exposed (run.mjs re-spawns node with --expose-gc). */
export function collect() {
  if (typeof globalThis.gc === 'function') {
    globalThis.gc();
    globalThis.gc();
  }
}

/**
 * Times `fn` `reps` times after `warmup` untimed calls; returns the duration of each call in ns.
 * `fn` receives the call index (warm-up calls 0..warmup-1, then the timed ones), so each call can get its own input; its return value is kept in a sink so it is not optimized away.
 * With `gcEach`, a full GC runs (untimed) before every repetition: for calls of many ms.
 */
export function sample(fn, { warmup, reps, gcEach = false }) {
  for (let i = 0; i < warmup; i++) sink(fn(i));
  collect();
  const out = new Float64Array(reps);
  for (let i = 0; i < reps; i++) {
    if (gcEach) collect();
    const t0 = process.hrtime.bigint();
    const v = fn(warmup + i);
    const t1 = process.hrtime.bigint();
    sink(v);
    out[i] = Number(t1 - t0);
  }
  return out;
}

/** Same as {@link sample} for an async function (DuckDB). */
export async function sampleAsync(fn, { warmup, reps }) {
  for (let i = 0; i < warmup; i++) sink(await fn(i));
  collect();
  const out = new Float64Array(reps);
  for (let i = 0; i < reps; i++) {
    const t0 = process.hrtime.bigint();
    const v = await fn(warmup + i);
    const t1 = process.hrtime.bigint();
    sink(v);
    out[i] = Number(t1 - t0);
  }
  return out;
}

let sunk = 0;
function sink(v) {
  if (v !== undefined && v !== null) sunk ^= typeof v === 'string' ? v.length : 1;
}
export function sunkValue() {
  return sunk;
}

/** Median, p95, min, max and mean of durations in ns. */
export function summarize(ns) {
  const s = Float64Array.from(ns).sort();
  const q = (p) => s[Math.min(s.length - 1, Math.max(0, Math.ceil(p * s.length) - 1))];
  let sum = 0;
  for (const v of s) sum += v;
  return { n: s.length, median: q(0.5), p95: q(0.95), min: s[0], max: s[s.length - 1], mean: sum / s.length };
}

/** ns to a unit. */
export const ms = (ns) => ns / 1e6;
export const us = (ns) => ns / 1e3;

/** A number with a sensible count of digits for a table. */
export function fmt(x) {
  if (!Number.isFinite(x)) return String(x);
  const a = Math.abs(x);
  if (a >= 100) return x.toFixed(0);
  if (a >= 10) return x.toFixed(1);
  if (a >= 1) return x.toFixed(2);
  return x.toFixed(3);
}
