import { defineConfig } from 'vitest/config';

/**
 * `npm run test:parity`: the parity suites over real data that may not be redistributed (the
 * recorded xmlstats responses of 2014, the NBA files), read from `../shared` beside the
 * checkout. The global setup fails the run at once, naming the path, when `../shared` is
 * missing: these suites are never skipped.
 */
export default defineConfig({
  test: {
    include: ['test/parity-shared/**/*.test.ts'],
    globalSetup: ['test/parityGlobalSetup.ts'],
    setupFiles: ['test/setup.ts'],
    testTimeout: 60_000,
    pool: 'threads',
    reporters: ['default', './test/summaryReporter.ts'],
  },
});
