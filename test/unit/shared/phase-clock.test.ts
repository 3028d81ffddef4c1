import { describe, expect, it } from 'vitest';
import { createPhaseClock } from '../../../src/shared/phase-clock.js';

describe('createPhaseClock', () => {
  it('records each phase from the command start, overlapping ones too, and a phase that failed', async () => {
    let now = 1000;
    const clock = createPhaseClock(() => now);
    now = 1010;
    await clock.time('read tree', async () => {
      now = 1050;
    });
    let finishCatalog = () => {};
    const catalog = clock.time('catalog: read live', () => new Promise<void>((r) => (finishCatalog = r)));
    now = 1060;
    const site = clock.time('site: plan', async () => {
      now = 1070;
      throw new Error('manifest failed');
    });
    await expect(site).rejects.toThrow('manifest failed');
    now = 1200;
    finishCatalog();
    await catalog;
    expect(clock.timings()).toEqual([
      { phase: 'read tree', startMs: 10, ms: 40 },
      { phase: 'catalog: read live', startMs: 50, ms: 150 },
      { phase: 'site: plan', startMs: 60, ms: 10 },
    ]);
  });
});
