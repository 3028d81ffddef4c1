import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  commandOf,
  HEAVY_CATALOG_WRITES,
  HEAVY_UPLOAD_BYTES,
  heapFlags,
  heavyWriteFlags,
  catalogParseFlags,
  heavyWrites,
  PLAN_HEAP_GROWING_PERCENT,
} from '../../../src/runtime/heap-flags.js';

const tune = fileURLToPath(new URL('../../../src/runtime/tune-heap.ts', import.meta.url));

/**
 * A node child that keeps 40 MB of small objects alive while allocating (as a plan does) and
 * prints the young generation's size in MB. `--import tsx` lets it load the TypeScript module.
 */
function youngGenerationMb(preload: readonly string[]): number {
  const script = `
    const v8 = require('node:v8');
    const kept = [];
    for (let i = 0; i < 400000; i++) kept.push({ id: 'prod_' + i, name: 'Product ' + i, price: String(i % 90) + '.50' });
    const s = v8.getHeapSpaceStatistics().find((x) => x.space_name === 'new_space');
    process.stdout.write(String(s.space_size / 1048576) + ' ' + kept.length);`;
  const out = execFileSync(process.execPath, [...preload, '-e', script], {
    encoding: 'utf8',
    env: { PATH: process.env.PATH ?? '' },
  });
  const [mb, kept] = out.trim().split(' ');
  expect(Number(kept)).toBe(400000);
  return Number(mb);
}

describe('the heap flags', () => {
  it('sitesync sets both flags unless the user gives a flag on the same matter', () => {
    const both = ['--semi-space-growth-factor=1', '--optimize-for-size'];
    expect(heapFlags([], undefined)).toEqual(both);
    expect(heapFlags(['--enable-source-maps'], '--max-old-space-size=512')).toEqual(both);
    expect(heapFlags(['--max-semi-space-size=8'], undefined)).toEqual(['--optimize-for-size']);
    expect(heapFlags([], '--max-old-space-size=512 --min-semi-space-size=4')).toEqual([
      '--optimize-for-size',
    ]);
    expect(heapFlags(['--no-optimize-for-size'], undefined)).toEqual(['--semi-space-growth-factor=1']);
    expect(heapFlags([], '--optimize_for_size --semi-space-growth-factor=2')).toEqual([]);
  });

  it('plan and apply keep the young generation small but start without --optimize-for-size', () => {
    expect(heapFlags([], undefined, 'plan')).toEqual(['--semi-space-growth-factor=1', '--no-turbofan']);
    expect(heapFlags([], undefined, 'apply')).toEqual(['--semi-space-growth-factor=1']);
    expect(heapFlags([], undefined, 'publish')).toEqual([
      '--semi-space-growth-factor=1',
      '--optimize-for-size',
    ]);
    expect(commandOf(['--json', 'plan', '--cwd', 'x'])).toBe('plan');
    expect(commandOf([])).toBeUndefined();
  });

  it('plan runs without TurboFan unless the user decides about the optimising compiler', () => {
    expect(heapFlags([], undefined, 'plan')).toContain('--no-turbofan');
    for (const command of ['apply', 'publish', 'dev', 'emulator', undefined])
      expect(heapFlags([], undefined, command)).not.toContain('--no-turbofan');
    expect(heapFlags(['--turbofan'], undefined, 'plan')).not.toContain('--no-turbofan');
    expect(heapFlags([], '--max-opt=3', 'plan')).not.toContain('--no-turbofan');
    expect(heapFlags([], '--max_opt=2', 'plan')).not.toContain('--no-turbofan');
    expect(heapFlags(['--no-opt'], undefined, 'plan')).not.toContain('--no-turbofan');
    expect(heapFlags(['--optimize-for-size'], undefined, 'plan')).toContain('--no-turbofan');
  });

  it('a plan that parses its catalog anew bounds the old generation at twice its live heap, unless the user decides', () => {
    const bounded = [`--heap-growing-percent=${PLAN_HEAP_GROWING_PERCENT}`];
    expect(PLAN_HEAP_GROWING_PERCENT).toBe(100);
    expect(catalogParseFlags([], undefined, 'plan')).toEqual(bounded);
    for (const command of ['apply', 'publish', 'dev', 'validate', undefined])
      expect(catalogParseFlags([], undefined, command)).toEqual([]);
    expect(catalogParseFlags(['--heap-growing-percent=300'], undefined, 'plan')).toEqual([]);
    expect(catalogParseFlags([], '--heap_growing_percent=50', 'plan')).toEqual([]);
    // A user who collects for size has chosen a growth of their own (V8's conservative one).
    expect(catalogParseFlags(['--optimize-for-size'], undefined, 'plan')).toEqual([]);
    // Not at start-up: a plan that takes its stored parse keeps V8's own growth.
    for (const flag of heapFlags([], undefined, 'plan')) expect(flag).not.toMatch(/heap-growing/);
    // The flag is one this Node's V8 knows (an unknown one on the command line is refused).
    expect(execFileSync(process.execPath, [...bounded, '-p', '6 * 7'], { encoding: 'utf8' }).trim()).toBe(
      '42',
    );
  });

  it('set at start-up for plan, TurboFan compiles nothing; for apply, it compiles what is asked of it', () => {
    const dir = mkdtempSync(join(tmpdir(), 'sitesync-turbofan-'));
    const script = join(dir, 'hot.mjs');
    // Optimisation asked for at once and synchronously (natives syntax): no timing involved.
    writeFileSync(
      script,
      `function hot(i) { return (i * 31) ^ (i >>> 3); }
       %PrepareFunctionForOptimization(hot);
       hot(1); hot(2);
       %OptimizeFunctionOnNextCall(hot);
       process.stdout.write(String(hot(3)));`,
    );
    const traced = (command: string) =>
      execFileSync(
        process.execPath,
        ['--allow-natives-syntax', '--trace-opt', '--import', 'tsx', '--import', tune, script, command],
        { encoding: 'utf8', env: { PATH: process.env.PATH ?? '' } },
      );
    const compiledByTurbofan = /compiling method .*JSFunction hot .*target TURBOFAN/;
    try {
      expect(traced('apply')).toMatch(compiledByTurbofan);
      expect(traced('plan')).not.toMatch(compiledByTurbofan);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('an apply collects for size from two source batches to upload or 1,000 catalog writes on', () => {
    expect(
      heavyWrites({ uploadBytes: HEAVY_UPLOAD_BYTES - 1, catalogWrites: HEAVY_CATALOG_WRITES - 1 }),
    ).toBe(false);
    expect(heavyWrites({ uploadBytes: HEAVY_UPLOAD_BYTES, catalogWrites: 0 })).toBe(true);
    expect(heavyWrites({ uploadBytes: 0, catalogWrites: HEAVY_CATALOG_WRITES })).toBe(true);
    expect(HEAVY_UPLOAD_BYTES).toBe(16 * 1024 * 1024);
    expect(heavyWriteFlags([], undefined)).toEqual(['--optimize-for-size']);
    expect(heavyWriteFlags(['--no-optimize-for-size'], undefined)).toEqual([]);
    expect(heavyWriteFlags([], '--optimize_for_size')).toEqual([]);
  });

  it('set at start-up, the flags keep it far smaller while surviving objects pile up (Node 24)', () => {
    const grown = youngGenerationMb([]);
    const held = youngGenerationMb(['--import', 'tsx', '--import', tune]);
    expect(grown).toBeGreaterThanOrEqual(64);
    // Usually 2–4 MB; V8 still grows it now and then (up to ~26 MB seen), never near the default.
    expect(held).toBeLessThanOrEqual(grown / 4);
  });
});
