import fc from 'fast-check';

/**
 * Every property test runs with one seed per worker, printed so that a failure can be replayed:
 * `FC_SEED=<seed> npm test`.
 */
const seed = process.env['FC_SEED'] !== undefined ? Number(process.env['FC_SEED']) : Math.floor(Math.random() * 2 ** 31);
fc.configureGlobal({ seed, numRuns: Number(process.env['FC_NUM_RUNS'] ?? 100) });
if (!(globalThis as { __fcSeedPrinted?: boolean }).__fcSeedPrinted) {
  (globalThis as { __fcSeedPrinted?: boolean }).__fcSeedPrinted = true;
  console.log(`fast-check seed: ${seed} (replay with FC_SEED=${seed})`);
}
