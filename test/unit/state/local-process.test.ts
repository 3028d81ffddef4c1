import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { processRunning, processStart } from '../../../src/state/local-process.js';

describe('local processes', () => {
  it('this process runs; one that ended does not; a pid that cannot be one never does', () => {
    expect(processRunning(process.pid)).toBe(true);
    expect(processRunning(spawnSync(process.execPath, ['-e', '']).pid!)).toBe(false);
    for (const pid of [0, -1, 1.5, Number.NaN]) expect(processRunning(pid)).toBe(false);
  });

  it.runIf(process.platform === 'linux')(
    'on Linux, a process’s start time is read from /proc and stays the same',
    () => {
      const start = processStart(process.pid);
      expect(start).toMatch(/^\d+$/);
      expect(processStart(process.pid)).toBe(start);
      expect(processStart(spawnSync(process.execPath, ['-e', '']).pid!)).toBeUndefined();
    },
  );
});
