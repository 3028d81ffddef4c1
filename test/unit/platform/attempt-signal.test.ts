import { describe, expect, it } from 'vitest';
import { attemptSignal } from '../../../src/platform/attempt-signal.js';

describe('attemptSignal', () => {
  it('aborts with a TimeoutError once its time is up', async () => {
    const { signal } = attemptSignal(20);
    expect(signal.aborted).toBe(false);
    await new Promise((r) => setTimeout(r, 60));
    expect(signal.aborted).toBe(true);
    expect((signal.reason as Error).name).toBe('TimeoutError');
  });

  it('aborts with the run’s reason when the run is interrupted, at once if it already was', () => {
    const run = new AbortController();
    const { signal } = attemptSignal(10_000, run.signal);
    run.abort(new Error('Ctrl-C'));
    expect(signal.aborted).toBe(true);
    expect((signal.reason as Error).message).toBe('Ctrl-C');
    expect(attemptSignal(10_000, run.signal).signal.reason).toBe(run.signal.reason);
  });

  it('released, neither its timer nor the run aborts it any more', async () => {
    const run = new AbortController();
    const { signal, release } = attemptSignal(20, run.signal);
    release();
    await new Promise((r) => setTimeout(r, 60));
    run.abort(new Error('later'));
    expect(signal.aborted).toBe(false);
  });
});
