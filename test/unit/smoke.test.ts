import { describe, expect, it } from 'vitest';
describe('toolchain', () => {
  it('runs on node 24', () => {
    expect(Number(process.versions.node.split('.')[0])).toBeGreaterThanOrEqual(24);
  });
});
