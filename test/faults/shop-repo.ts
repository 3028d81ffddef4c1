/**
 * The realistic repository the reliability suites apply: a git checkout of examples/demo-shop
 * (site + catalog) bound to a live site that the emulator holds as the shop was "last month"
 * (the demo's live state), so one apply creates, updates and archives catalog entities, stages
 * site changes in a session, and files a publish request.
 */
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { simpleGit } from 'simple-git';
import { demoLiveCatalog, demoLiveTree, findDemoShop } from '../../src/cli/commands/demo.js';
import type { EmulatorFixture } from '../../src/emulator/index.js';

export const SHOP_SITE_ID = 'site_ReliabilityShop000000';

export interface ShopRepo {
  readonly dir: string;
  readonly commit: string;
  remove(): Promise<void>;
}

/** A committed copy of the demo shop in a temporary folder, its sitesync.yml bound to SHOP_SITE_ID. */
export async function createShopRepo(prefix = 'sitesync-reliability-'): Promise<ShopRepo> {
  const dir = await mkdtemp(join(tmpdir(), prefix));
  await cp(findDemoShop(), dir, { recursive: true });
  const configFile = join(dir, 'sitesync.yml');
  const config = await readFile(configFile, 'utf8');
  await writeFile(configFile, config.replace(/^site:\s*$/m, `site:\n  id: ${SHOP_SITE_ID}`));
  await writeFile(join(dir, '.gitignore'), '.sitesync/\n');
  const git = simpleGit({ baseDir: dir });
  await git
    .init()
    .addConfig('user.email', 'reliability@sitesync.dev')
    .addConfig('user.name', 'sitesync reliability')
    .addConfig('commit.gpgsign', 'false')
    .add('.')
    .commit('shop: site and catalog as code');
  const commit = (await git.revparse(['HEAD'])).trim();
  return { dir, commit, remove: () => rm(dir, { recursive: true, force: true }) };
}

/** The emulator seed: the live site and catalog the shop's apply starts from. */
export async function shopLiveSeed(): Promise<EmulatorFixture> {
  const shop = findDemoShop();
  return {
    sites: [{ id: SHOP_SITE_ID, name: 'Trailhead Outfitters', files: await demoLiveTree(shop) }],
    catalog: await demoLiveCatalog(shop),
  } as EmulatorFixture;
}
