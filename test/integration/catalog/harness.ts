/** Catalog integration harness: an emulator on 127.0.0.1:0, a client with a request log, a catalog file. */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startEmulator, type EmulatorOptions, type RunningEmulator } from '../../helpers/emulator.js';
import type { SitesyncConfig } from '../../../src/config/index.js';
import {
  createPlatformClient,
  createRequestRecorder,
  type PlatformClient,
} from '../../../src/platform/index.js';
import { applyCatalog } from '../../../src/apply/catalog/index.js';
import { planCatalogRun, type PlannedCatalog } from '../../../src/sync/catalog/plan-catalog-run.js';
import { readLiveCatalog } from '../../../src/sync/catalog/read-live-catalog.js';
import { kindsToRefresh, refreshListCursors } from '../../../src/sync/catalog/refresh-list-cursors.js';
import { afterEach, beforeEach } from 'vitest';

export const COMMIT_A = 'a'.repeat(40);
export const COMMIT_B = 'b'.repeat(40);
export const COMMIT_C = 'c'.repeat(40);

export interface CatalogHarness {
  readonly emulator: RunningEmulator;
  readonly dir: string;
  readonly recorder: ReturnType<typeof createRequestRecorder>;
  client(commit: string): PlatformClient;
  writeCatalog(yaml: string): Promise<void>;
  config(overrides?: Partial<SitesyncConfig>): SitesyncConfig;
  plan(commit: string, overrides?: Partial<SitesyncConfig>): Promise<PlannedCatalog>;
  /** Plans and applies at `commit`; the recorder is cleared first. */
  planAndApply(
    commit: string,
    overrides?: Partial<SitesyncConfig>,
  ): Promise<{
    planned: PlannedCatalog;
    result: Awaited<ReturnType<typeof applyCatalog>>;
  }>;
  close(): Promise<void>;
}

export async function startCatalogHarness(options: EmulatorOptions = {}): Promise<CatalogHarness> {
  const emulator = await startEmulator({ port: 0, rateLimit: 1_000_000, ...options });
  const dir = await mkdtemp(join(tmpdir(), 'sitesync-catalog-'));
  const recorder = createRequestRecorder();
  const client = (commit: string) =>
    createPlatformClient({
      baseUrl: emulator.url,
      apiKey: emulator.apiKey,
      keyRevision: commit,
      onRequest: recorder.hook,
      retry: { maxAttempts: 1 },
    });
  const config = (overrides: Partial<SitesyncConfig> = {}): SitesyncConfig => ({
    configFile: join(dir, 'sitesync.yml'),
    rootDir: dir,
    layout: 'single',
    sites: [{ id: undefined, source: join(dir, 'site'), name: undefined }],
    catalog: join(dir, 'catalog.yml'),
    publish: { branch: 'main' },
    prune: false,
    maxArchive: 10,
    maxDelete: 25,
    maxDeleteShare: 0.1,
    ...overrides,
  });
  const plan = async (commit: string, overrides?: Partial<SitesyncConfig>) => {
    const planned = await planCatalogRun({ client: client(commit), config: config(overrides) });
    if (!planned) throw new Error('no catalog');
    return planned;
  };
  return {
    emulator,
    dir,
    recorder,
    client,
    config,
    plan,
    writeCatalog: (yaml) => writeFile(join(dir, 'catalog.yml'), yaml),
    planAndApply: async (commit, overrides) => {
      recorder.clear();
      const planned = await plan(commit, overrides);
      const result = await applyCatalog({
        client: client(commit),
        plan: planned.plan,
        live: planned.live,
        ledger: planned.ledger,
      });
      return { planned, result };
    },
    close: async () => {
      await emulator.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/** The live catalog as the API returns it (all pages). */
export async function liveNow(h: CatalogHarness) {
  return readLiveCatalog(h.client(COMMIT_A));
}

/** A catalog of `brands` brands, a 3-level category tree, `products` products and `services` services. */
export function generatedCatalog(sizes: {
  brands: number;
  categories: number;
  products: number;
  services: number;
  priceOf?: (i: number) => string;
}): string {
  const lines = ['brands:'];
  for (let i = 0; i < sizes.brands; i++) lines.push(`  - { slug: brand-${i}, name: Brand ${i} }`);
  lines.push('categories:');
  for (let i = 0; i < sizes.categories; i++) {
    const parent = i === 0 ? '' : `, parent: cat-${Math.floor((i - 1) / 3)}`;
    lines.push(`  - { slug: cat-${i}, name: Category ${i}, type: product${parent} }`);
  }
  lines.push('products:');
  for (let i = 0; i < sizes.products; i++) {
    const price = sizes.priceOf?.(i) ?? `${10 + (i % 90)}.50`;
    lines.push(
      `  - { slug: product-${i}, name: Product ${i}, brand: brand-${i % sizes.brands}, category: cat-${i % sizes.categories}, price: "${price}", status: active }`,
    );
  }
  if (sizes.services > 0) lines.push('services:');
  for (let i = 0; i < sizes.services; i++)
    lines.push(`  - { service_code: SVC-${i}, name: Service ${i}, price: "${20 + i}.00" }`);
  return lines.join('\n') + '\n';
}

/**
 * A harness whose generated catalog (3 brands, 4 categories, `products` products) is planned and
 * applied, with the list cursors stored as after a first publish.
 */
export async function publishedHarness(products = 250): Promise<CatalogHarness> {
  const harness = await startCatalogHarness();
  await harness.writeCatalog(generatedCatalog({ brands: 3, categories: 4, products, services: 0 }));
  const { result } = await harness.planAndApply(COMMIT_A);
  await refreshListCursors({
    client: harness.client(COMMIT_A),
    rootDir: harness.dir,
    kinds: kindsToRefresh(result),
  });
  return harness;
}

/**
 * Gives each test of the file a temporary SITESYNC_CONFIG_DIR (the user's cache key, which signs
 * the stored parse and the memo, lives there), and puts the variable back after it.
 */
export function useTemporaryConfigDir(): void {
  let configDir: string | undefined;
  const saved = process.env.SITESYNC_CONFIG_DIR;
  beforeEach(async () => {
    configDir = await mkdtemp(join(tmpdir(), 'sitesync-config-'));
    process.env.SITESYNC_CONFIG_DIR = configDir;
  });
  afterEach(async () => {
    if (configDir) await rm(configDir, { recursive: true, force: true });
    if (saved === undefined) delete process.env.SITESYNC_CONFIG_DIR;
    else process.env.SITESYNC_CONFIG_DIR = saved;
  });
}
