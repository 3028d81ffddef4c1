import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // Every answer of an emulator started through test/helpers/emulator.ts is checked against the
    // platform's OpenAPI description; a violation fails the test it happened in.
    setupFiles: ['test/setup/contract-violations.ts'],
    exclude: ['test/faults/**', 'test/crash/**', 'node_modules/**'],
    testTimeout: 30_000,
    hookTimeout: 30_000,
    pool: 'forks',
  },
});
