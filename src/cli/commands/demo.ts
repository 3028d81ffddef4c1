import { cp, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { simpleGit } from 'simple-git';
import { loadCatalog, type DesiredEntity } from '../../catalog/index.js';
import { startEmulator } from '../../emulator/index.js';
import { ExitCode, SitesyncError } from '../../shared/errors.js';
import type { CommandIO, CommandResult } from '../command.js';
import { applyCommand } from './apply.js';
import { planCommand } from './plan.js';
import { publishCommand } from './publish.js';

/** Finds examples/demo-shop from the source tree or from the bundle in dist/cli. */
export function findDemoShop(from = dirname(fileURLToPath(import.meta.url))): string {
  for (let dir = from; ; dir = dirname(dir)) {
    const candidate = join(dir, 'examples', 'demo-shop');
    if (existsSync(join(candidate, 'sitesync.yml'))) return candidate;
    if (dirname(dir) === dir)
      throw new SitesyncError('DEMO_MISSING', 'examples/demo-shop was not found next to sitesync');
  }
}

async function readTree(
  root: string,
  rel = '',
): Promise<Record<string, { content: string; encoding: 'base64' }>> {
  const out: Record<string, { content: string; encoding: 'base64' }> = {};
  for (const e of await readdir(join(root, rel), { withFileTypes: true })) {
    const p = rel ? `${rel}/${e.name}` : e.name;
    if (e.name === '.sitesyncignore' || e.name === 'drafts') continue;
    if (e.isDirectory()) Object.assign(out, await readTree(root, p));
    else out[p] = { content: (await readFile(join(root, p))).toString('base64'), encoding: 'base64' };
  }
  return out;
}

/**
 * The live site the demo starts from: the example as it was "last month": no services page
 * yet, an older about text, and a banner that has since been removed.
 */
export async function demoLiveTree(shop: string) {
  const files = await readTree(join(shop, 'site'));
  const drop = (prefix: string) =>
    Object.keys(files)
      .filter((p) => p.startsWith(prefix))
      .forEach((p) => delete files[p]);
  drop('pages/services.json');
  drop('content/services/');
  const nav = JSON.parse(Buffer.from(files['navigation/main.json']!.content, 'base64').toString('utf8')) as {
    items: { page?: string }[];
  };
  nav.items = nav.items.filter((i) => i.page !== 'services');
  files['navigation/main.json'] = {
    content: Buffer.from(JSON.stringify(nav, null, 2) + '\n').toString('base64'),
    encoding: 'base64',
  };
  const about = JSON.parse(
    Buffer.from(files['content/about/en.json']!.content, 'base64').toString('utf8'),
  ) as Record<string, unknown>;
  files['content/about/en.json'] = {
    content: Buffer.from(
      JSON.stringify({ ...about, intro: 'We are a small shop. More soon.' }, null, 2) + '\n',
    ).toString('base64'),
    encoding: 'base64',
  };
  files['assets/img/old-banner.svg'] = {
    content: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>\n').toString(
      'base64',
    ),
    encoding: 'base64',
  };
  return files;
}

/**
 * The live catalog the demo starts from: the example's catalog as it was "last month": the two
 * newest products missing, two prices and a name since changed, the discontinued trail
 * runner still on sale, and no services yet. The first plan shows creates, updates and an archive.
 */
export async function demoLiveCatalog(shop: string) {
  const desired = await loadCatalog(join(shop, 'catalog.yml'), { baseDir: shop });
  const entry = (e: DesiredEntity) => ({ ...e.fields, ...e.refs }) as Record<string, unknown>;
  const live = desired.products.filter((p) => !p.archived).map(entry);
  live.splice(-2, 2);
  live[0] = { ...live[0], price: '9.99' };
  live[1] = { ...live[1], price: '1.00' };
  live[2] = { ...live[2], name: `${String(live[2]!['name'])} (2025)` };
  const discontinued = desired.products.find((p) => p.archived);
  if (discontinued)
    live.push({
      slug: discontinued.key,
      name: 'Trail Runner 1',
      brand: 'trailfox',
      price: '89.00',
      status: 'active',
    });
  return { brands: desired.brands.map(entry), categories: desired.categories.map(entry), products: live };
}

export async function demoCommand(options: { keep?: boolean }, io: CommandIO): Promise<number> {
  const say = (text: string) => io.output.out(text);
  const step = (n: number, title: string) =>
    say(`\n━━ ${n}. ${title} ${'━'.repeat(Math.max(0, 60 - title.length))}\n`);
  const shop = findDemoShop();
  const siteId = 'site_DemoShop0000000000000';
  const emulator = await startEmulator({
    port: 0,
    seed: {
      sites: [{ id: siteId, name: 'Trailhead Outfitters', files: await demoLiveTree(shop) }],
      catalog: await demoLiveCatalog(shop),
    },
  });
  const repo = await mkdtemp(join(tmpdir(), 'sitesync-demo-'));
  try {
    await cp(shop, repo, { recursive: true });
    const config = await readFile(join(repo, 'sitesync.yml'), 'utf8');
    await writeFile(join(repo, 'sitesync.yml'), config.replace(/^site:\s*$/m, `site:\n  id: ${siteId}`));
    await writeFile(join(repo, '.gitignore'), '.sitesync/\n');
    const git = simpleGit({ baseDir: repo });
    await git
      .init()
      .addConfig('user.email', 'demo@sitesync.dev')
      .addConfig('user.name', 'sitesync demo')
      .add('.')
      .commit('Trailhead Outfitters: site and catalog as code');

    const env = { ...io.env, SITESYNC_BASE_URL: emulator.url, SITESYNC_API_KEY: emulator.apiKey };
    const subIo: CommandIO = { ...io, env, cwd: repo };
    const show = (r: CommandResult) => {
      if (r.text) say(r.text);
      if (r.exitCode !== ExitCode.ok && r.exitCode !== ExitCode.changesPresent)
        throw new SitesyncError('DEMO_STEP_FAILED', `demo step ended with exit code ${r.exitCode}`);
      return r;
    };

    say(
      `sitesync demo — an emulator on ${emulator.url} with a live site "${siteId}", and the repository ${options.keep ? repo : '(a temporary copy of examples/demo-shop)'}.`,
    );
    step(1, 'plan: what differs between the repository and live');
    show(await planCommand({}, subIo));
    step(2, 'apply: write the catalog, stage the site change in a development session, get a preview');
    show(await applyCommand({}, subIo));
    step(3, 'publish: file a publish request for the site owner');
    const published = show(await publishCommand({}, subIo)).json as {
      published: { request: { id: string } }[];
    };
    const requestId = published.published[0]?.request.id;
    step(4, 'approval: the site owner approves (here: the emulator’s admin route)');
    const approve = await fetch(`${emulator.url}/__emulator/publish-requests/${requestId}/approve`, {
      method: 'POST',
    });
    say(`POST /__emulator/publish-requests/${requestId}/approve → ${approve.status}`);
    const status = await fetch(`${emulator.url}/v1/sites/${siteId}/publish-status`, {
      headers: { authorization: `Bearer ${emulator.apiKey}` },
    });
    const body = (await status.json()) as {
      data: { current_version_number: number; live_source_revision?: string };
    };
    say(`live is now version ${body.data.current_version_number} (${body.data.live_source_revision ?? ''})`);
    step(5, 'plan again: nothing left to do');
    show(await planCommand({ detailedExitcode: true }, subIo));
    const log = emulator.requestLog().filter((e) => e.path.startsWith('/v1/'));
    say(
      `\nThe whole tour took ${log.length} API requests; every write carried an Idempotency-Key derived from the commit.`,
    );
    return ExitCode.ok;
  } finally {
    await emulator.close();
    if (!options.keep) await rm(repo, { recursive: true, force: true });
  }
}
