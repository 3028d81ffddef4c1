import { defineConfig } from 'vitest/config';

/** Unit tests of the reliability suites' own audits (the suites themselves are tsx programs). */
export default defineConfig({
  test: {
    include: ['test/faults/**/*.test.ts', 'test/crash/**/*.test.ts'],
    testTimeout: 30_000,
    pool: 'forks',
  },
});
