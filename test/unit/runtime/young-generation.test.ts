import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { youngGenerationFlag } from '../../../src/runtime/young-generation.js';

const tune = fileURLToPath(new URL('../../../src/runtime/tune-young-generation.ts', import.meta.url));

/**
 * A node child that keeps 40 MB of small objects alive while allocating (as a plan does) and
 * prints the young generation's size in MB. `--import tsx` lets it load the TypeScript module.
 */
function youngGenerationMb(preload: readonly string[], env: NodeJS.ProcessEnv = {}): number {
  const script = `
    const v8 = require('node:v8');
    const kept = [];
    for (let i = 0; i < 400000; i++) kept.push({ id: 'prod_' + i, name: 'Product ' + i, price: String(i % 90) + '.50' });
    const s = v8.getHeapSpaceStatistics().find((x) => x.space_name === 'new_space');
    process.stdout.write(String(s.space_size / 1048576) + ' ' + kept.length);`;
  const out = execFileSync(process.execPath, [...preload, '-e', script], {
    encoding: 'utf8',
    env: { PATH: process.env.PATH ?? '', ...env },
  });
  const [mb, kept] = out.trim().split(' ');
  expect(Number(kept)).toBe(400000);
  return Number(mb);
}

describe('the young generation', () => {
  it('is held at its initial size unless a young-generation flag is given', () => {
    expect(youngGenerationFlag([], undefined)).toBe('--semi-space-growth-factor=1');
    expect(youngGenerationFlag(['--max-semi-space-size=8'], undefined)).toBeUndefined();
    expect(youngGenerationFlag([], '--max-old-space-size=512 --min-semi-space-size=4')).toBeUndefined();
    expect(youngGenerationFlag(['--enable-source-maps'], '--max-old-space-size=512')).toBe(
      '--semi-space-growth-factor=1',
    );
  });

  it('set at start-up, the flag keeps it from growing while surviving objects pile up (Node 24)', () => {
    const grown = youngGenerationMb([]);
    const held = youngGenerationMb(['--import', 'tsx', '--import', tune]);
    expect(grown).toBeGreaterThanOrEqual(16);
    // Loading tsx (before the flag is set) grows it to 4 MB here; it then stays there.
    expect(held).toBeLessThanOrEqual(4);
  });

  it('a young-generation flag in NODE_OPTIONS is left to decide', () => {
    const sized = youngGenerationMb(['--import', 'tsx', '--import', tune], {
      NODE_OPTIONS: '--max-semi-space-size=8',
    });
    expect(sized).toBeGreaterThan(4);
    expect(sized).toBeLessThanOrEqual(24);
  });
});
