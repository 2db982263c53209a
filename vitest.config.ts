import { defineConfig } from 'vitest/config';

/**
 * `npm test`: every suite that reads only what the repository holds (unit, property, HTTP and
 * the parity suites over redistributable data in `test/fixtures/`). The suites over data that
 * may not be redistributed live in `test/parity-shared/` and run with `npm run test:parity`
 * (vitest.parity.config.ts).
 */
export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    exclude: ['test/parity-shared/**', '**/node_modules/**'],
    setupFiles: ['test/setup.ts'],
    testTimeout: 60_000,
    pool: 'threads',
    reporters: ['default', './test/summaryReporter.ts'],
  },
});
