/**
 * The catalog parse cache (`.sitesync/catalog.json`) stands for the YAML only on the disk that
 * wrote it: its key covers each catalog file's identity (device, inode, change time). A stored
 * parse that arrives any other way — committed in a pull request, copied in — is never used, so
 * it cannot make a plan say something the YAML does not. Nor is one edited where it lies, its key
 * kept (anyone who can read and stat the catalog file can compute that key): a hit is taken only
 * with the MAC made with the user's cache key.
 */
import { createHmac } from 'node:crypto';
import { readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startEmulator, type RunningEmulator } from '../../helpers/emulator.js';
import { ExitCode } from '../../../src/shared/errors.js';
import { userCacheKey } from '../../../src/state/cache-key.js';
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

/**
 * The stored parse with the brand's name changed, its key left as it is; its MAC made anew with
 * the user's own cache key when `withUserKey` (only this user's sitesync, or someone who can read
 * their config folder, can), else left as it was.
 */
async function tamperStoredParse(withUserKey = false): Promise<void> {
  const file = join(repo, '.sitesync', 'catalog.json');
  const text = await readFile(file, 'utf8');
  const head = /^\{"version":1,"key":("[^"]*"),"mac":"([0-9a-f]{64})",/.exec(text)!;
  const rest = text.slice(head[0].length).replace('"name":"Acme"', '"name":"Forged"');
  let mac = head[2]!;
  if (withUserKey) {
    // The key the CLI run in this process took (its config folder is this process's).
    const key = (await userCacheKey())!;
    const full = JSON.parse(head[1]!) as string;
    mac = createHmac('sha256', key).update(full).update('\0').update(rest).digest('hex');
  }
  await writeFile(file, `{"version":1,"key":${head[1]!},"mac":"${mac}",${rest}`);
}

const planOut = async () => {
  const run = await runIn(repo, emu, ['plan', '--json']);
  expect(run.code, run.err).toBe(ExitCode.ok);
  return run.out;
};

describe('a stored catalog parse', () => {
  it('is used for the same file on the same disk (which is why a forged one would matter)', async () => {
    expect(await planOut()).toContain('"Acme"');
    await tamperStoredParse(true);
    expect(await planOut()).toContain('"Forged"');
  });

  it('is not used once edited where it lies, its key kept: the MAC no longer holds', async () => {
    expect(await planOut()).toContain('"Acme"');
    await tamperStoredParse();
    const out = await planOut();
    expect(out).toContain('"Acme"');
    expect(out).not.toContain('Forged');
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
