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
    // vitest's default is one worker fewer than the cores: one worker on a 2-core CI machine. Most
    // files here wait on subprocesses (the CLI, the emulator, the action's bundle) and sockets, so
    // a worker per core keeps both cores busy: the suite took about 40 % less wall time.
    maxWorkers: '100%',
  },
});
