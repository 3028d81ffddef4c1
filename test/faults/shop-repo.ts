/**
 * The realistic repository the reliability suites apply: a git checkout of examples/demo-shop
 * (site + catalog) bound to a live site that the emulator holds as the shop was "last month"
 * (the demo's live state), so one apply creates, updates and archives catalog entities, stages
 * site changes in a session, and files a publish request.
 */
import { rm } from 'node:fs/promises';
import { commitDemoRepo, demoLiveCatalog, demoLiveTree, findDemoShop } from '../../src/cli/commands/demo.js';
import type { EmulatorFixture } from '../../src/emulator/index.js';

export const SHOP_SITE_ID = 'site_ReliabilityShop000000';

export interface ShopRepo {
  readonly dir: string;
  readonly commit: string;
  remove(): Promise<void>;
}

/** A committed copy of the demo shop in a temporary folder, its sitesync.yml bound to SHOP_SITE_ID. */
export async function createShopRepo(prefix = 'sitesync-reliability-'): Promise<ShopRepo> {
  const { dir, commit } = await commitDemoRepo(SHOP_SITE_ID, prefix, 'sitesync reliability');
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
