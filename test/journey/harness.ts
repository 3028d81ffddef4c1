/**
 * User journeys: a temporary git repository and home folder, the emulator started with
 * `sitesync emulator` as its own process, and `node bin/sitesync.js …` run from the repository.
 * What the CLI says is compared with the emulator's request log. Needs a current dist/
 * (`npm run build`).
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SMALL_SITE, commitAll, makeRepo, siteRepoFiles } from '../integration/cli/harness.js';
import {
  isolatedHome,
  processEnv,
  runSitesync,
  startEmulatorProcess,
  type EmulatorProcess,
  type ProcessResult,
} from '../helpers/cli-process.js';

export const SITE_ID = 'site_Journey000000000000001';
/** sitesync.yml bound to SITE_ID, with `catalog: catalog.yml` when asked. */
export const boundConfig = (catalog: boolean) =>
  `site:\n  id: ${SITE_ID}\n  source: site\n${catalog ? 'catalog: catalog.yml\n' : ''}`;

/** A catalog YAML with one brand and `n` new products of it. */
export function catalogWithProducts(n: number, brand = 'acme'): string {
  const lines = ['brands:', `  - { slug: ${brand}, name: Acme }`, ...(n > 0 ? ['products:'] : [])];
  for (let i = 1; i <= n; i++)
    lines.push(
      `  - { slug: p-${String(i).padStart(3, '0')}, name: Product ${i}, brand: ${brand}, price: "${i}.50" }`,
    );
  return lines.join('\n') + '\n';
}

export interface Journey {
  readonly repo: string;
  readonly home: string;
  readonly emulator: EmulatorProcess;
  /** `node bin/sitesync.js …args` in the repository, with the emulator's URL and key in the environment. */
  sitesync(args: readonly string[], env?: Record<string, string | undefined>): Promise<ProcessResult>;
  env(extra?: Record<string, string | undefined>): Record<string, string>;
  /** Starts the emulator again (after a kill), from the same data file. */
  restartEmulator(): Promise<EmulatorProcess>;
  close(): Promise<void>;
}

/**
 * The emulator seeded with SMALL_SITE live as SITE_ID (its data in a file, so a killed emulator
 * can be read again), and a repository bound to it with `files` (paths from the repository root).
 */
export async function startJourney(
  options: {
    files?: Record<string, string>;
    emulatorArgs?: readonly string[];
    /** The repository's catalog.yml (default: one brand, no products); null: no catalog at all. */
    catalog?: string | null;
  } = {},
): Promise<Journey> {
  const home = await isolatedHome();
  const work = await mkdtemp(join(tmpdir(), 'sitesync-journey-'));
  const seed = join(work, 'seed.json');
  const data = join(work, 'emulator-state.json');
  await writeFile(
    seed,
    JSON.stringify({ sites: [{ id: SITE_ID, name: 'Journey shop', files: SMALL_SITE }] }),
  );
  const args = ['--seed', seed, '--data', data, '--rate-limit', '100000', ...(options.emulatorArgs ?? [])];
  let emulator = await startEmulatorProcess(args, { cwd: work, env: processEnv(home) });
  const catalog = options.catalog === undefined ? catalogWithProducts(0) : options.catalog;
  const repo = await makeRepo({
    ...siteRepoFiles(SMALL_SITE, boundConfig(catalog !== null)),
    ...(catalog !== null && { 'catalog.yml': catalog }),
    ...(options.files ?? {}),
  });
  const env = (extra: Record<string, string | undefined> = {}) =>
    processEnv(home, {
      SITESYNC_BASE_URL: emulator.url,
      SITESYNC_API_KEY: emulator.apiKey,
      NO_COLOR: '1',
      ...extra,
    });
  return {
    repo,
    home,
    get emulator() {
      return emulator;
    },
    env,
    sitesync: (argv, extra) => runSitesync(argv, { cwd: repo, env: env(extra) }),
    async restartEmulator() {
      // The data file holds the state and the generated key; the seed is not applied twice.
      emulator = await startEmulatorProcess(['--data', data, '--rate-limit', '100000'], {
        cwd: work,
        env: processEnv(home),
      });
      return emulator;
    },
    async close() {
      await emulator.stop().catch(() => undefined);
      await Promise.all([repo, home, work].map((d) => rm(d, { recursive: true, force: true })));
    },
  };
}

export { commitAll };
export { liveProducts } from '../helpers/live-platform.js';

/** Every live product, read through the API (all pages). */
