/**
 * The catalog parse cache (`.sitesync/catalog.json`) stands for the YAML only on the disk that
 * wrote it: its key covers each catalog file's identity (device, inode, change time). A stored
 * parse that arrives any other way — committed in a pull request, copied in — is never used, so
 * it cannot make a plan say something the YAML does not.
 */
import { readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startEmulator, type RunningEmulator } from '../../helpers/emulator.js';
import { ExitCode } from '../../../src/shared/errors.js';
import { makeRepo, removeRepo, runIn, siteRepoFiles } from './harness.js';

const CONFIG = 'site:\n  source: site\ncatalog: catalog.yml\n';
const CATALOG = 'brands:\n  - { slug: acme, name: Acme }\n';

let emu: RunningEmulator;
let repo: string;
beforeAll(async () => {
  emu = await startEmulator({ port: 0, rateLimit: 1_000_000 });
});
afterAll(() => emu.close());
beforeEach(async () => {
  repo = await makeRepo({ ...siteRepoFiles(undefined, CONFIG), 'catalog.yml': CATALOG });
});
afterEach(() => removeRepo(repo));

/** The stored parse with the brand's name changed, its key left as it is. */
async function tamperStoredParse(): Promise<void> {
  const file = join(repo, '.sitesync', 'catalog.json');
  const stored = JSON.parse(await readFile(file, 'utf8')) as {
    catalog: { brands: { fields: { name: string } }[] };
  };
  stored.catalog.brands[0]!.fields.name = 'Forged';
  await writeFile(file, JSON.stringify(stored));
}

const planOut = async () => {
  const run = await runIn(repo, emu, ['plan', '--json']);
  expect(run.code, run.err).toBe(ExitCode.ok);
  return run.out;
};

describe('a stored catalog parse', () => {
  it('is used for the same file on the same disk (which is why a forged one would matter)', async () => {
    expect(await planOut()).toContain('"Acme"');
    await tamperStoredParse();
    expect(await planOut()).toContain('"Forged"');
  });

  it('is not used once the file is another one with the same text (a checkout, a copy)', async () => {
    expect(await planOut()).toContain('"Acme"');
    await tamperStoredParse();
    // The same bytes in a new file, as a fresh checkout of a pull request would have them.
    await writeFile(join(repo, 'catalog.yml.new'), CATALOG);
    await rename(join(repo, 'catalog.yml.new'), join(repo, 'catalog.yml'));
    const out = await planOut();
    expect(out).toContain('"Acme"');
    expect(out).not.toContain('Forged');
  });
});
