import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { simpleGit } from 'simple-git';
import { stringify } from 'yaml';
import { loadCatalog, type DesiredEntity } from '../../catalog/index.js';
import { startEmulator } from '../../emulator/index.js';
import { ExitCode, SitesyncError } from '../../shared/errors.js';
import { createUploadReader, readSourceTree, type UploadContent } from '../../source/index.js';
import { jsonOf, textOf, type CommandIO, type CommandResult } from '../command.js';
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

/**
 * The live site the demo starts from: the example as it was "last month": no services page
 * yet, an older about text, and a banner that has since been removed. Read like any site tree
 * (so `.sitesyncignore` applies).
 */
export async function demoLiveTree(shop: string): Promise<Record<string, UploadContent>> {
  const files = await createUploadReader().read((await readSourceTree(join(shop, 'site'))).files);
  const json = (path: string) => JSON.parse(files[path]!.content) as Record<string, unknown>;
  const text = (content: string): UploadContent => ({ content, encoding: 'utf8' });
  for (const path of Object.keys(files)) {
    if (path === 'pages/services.json' || path.startsWith('content/services/')) delete files[path];
  }
  const nav = json('navigation/main.json') as { items: { page?: string }[] };
  nav.items = nav.items.filter((i) => i.page !== 'services');
  files['navigation/main.json'] = text(JSON.stringify(nav, null, 2) + '\n');
  const about = json('content/about/en.json');
  files['content/about/en.json'] = text(
    JSON.stringify({ ...about, intro: 'We are a small shop. More soon.' }, null, 2) + '\n',
  );
  files['assets/img/old-banner.svg'] = text(
    '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>\n',
  );
  return files;
}

/**
 * A copy of the demo shop in a new temporary folder, its sitesync.yml bound to `siteId`, with the
 * history a real shop has: first "last month" (the site and catalog that are live when the demo
 * starts: demoLiveTree, demoLiveCatalog), then today's example. What live holds is therefore an
 * older committed version, so the plan shows it as behind or changed by the repository, never as
 * an edit made outside git (docs/live-edits.md).
 */
export async function commitDemoRepo(
  siteId: string,
  prefix: string,
  author: string,
): Promise<{ dir: string; commit: string }> {
  const shop = findDemoShop();
  const dir = await mkdtemp(join(tmpdir(), prefix));
  const git = simpleGit({ baseDir: dir });
  await git
    .init()
    .addConfig('user.email', `${author.replace(/\W+/g, '-')}@sitesync.dev`)
    .addConfig('user.name', author)
    .addConfig('commit.gpgsign', 'false');
  const bind = async () => {
    const config = await readFile(join(dir, 'sitesync.yml'), 'utf8');
    await writeFile(join(dir, 'sitesync.yml'), config.replace(/^site:\s*$/m, `site:\n  id: ${siteId}`));
    await writeFile(join(dir, '.gitignore'), '.sitesync/\n');
  };
  // Last month: the live tree and catalog, as they were committed then.
  await cp(join(shop, 'sitesync.yml'), join(dir, 'sitesync.yml'));
  await bind();
  for (const [path, file] of Object.entries(await demoLiveTree(shop))) {
    const target = join(dir, 'site', ...path.split('/'));
    await mkdir(dirname(target), { recursive: true });
    await writeFile(target, Buffer.from(file.content, file.encoding === 'base64' ? 'base64' : 'utf8'));
  }
  await writeFile(join(dir, 'catalog.yml'), stringify(await demoLiveCatalog(shop)));
  await git.add('.').commit('shop: last month');
  // Today: the example as it is.
  await rm(join(dir, 'site'), { recursive: true, force: true });
  await cp(shop, dir, { recursive: true });
  await bind();
  await git.add(['-A', '.']).commit('shop: site and catalog as code');
  return { dir, commit: (await git.revparse(['HEAD'])).trim() };
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

export async function demoCommand(options: { keep?: boolean }, io: CommandIO): Promise<CommandResult> {
  // With --json the tour runs quietly and its steps come back in one envelope.
  const say = (text: string) => {
    if (!io.output.json) io.output.out(text);
  };
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
  const { dir: repo } = await commitDemoRepo(siteId, 'sitesync-demo-', 'sitesync demo');
  const steps: { step: string; exitCode: number; result: unknown }[] = [];
  try {
    const env = { ...io.env, SITESYNC_BASE_URL: emulator.url, SITESYNC_API_KEY: emulator.apiKey };
    const subIo: CommandIO = { ...io, env, cwd: repo };
    const show = (name: string, r: CommandResult) => {
      steps.push({ step: name, exitCode: r.exitCode, result: jsonOf(r) });
      const text = textOf(r);
      if (text) say(text);
      if (r.exitCode !== ExitCode.ok && r.exitCode !== ExitCode.changesPresent)
        throw new SitesyncError(
          'DEMO_STEP_FAILED',
          `demo step "${name}" ended with exit code ${r.exitCode}`,
          {
            ...(r.error && { cause: r.error }),
          },
        );
      return r;
    };

    say(
      `sitesync demo — an emulator on ${emulator.url} with a live site "${siteId}", and the repository ${options.keep ? repo : '(a temporary copy of examples/demo-shop)'}.`,
    );
    step(1, 'plan: what differs between the repository and live');
    show('plan', await planCommand({}, subIo));
    step(2, 'apply: write the catalog, stage the site change in a development session, get a preview');
    // The plan was just shown: apply reports what it wrote, not the plan again.
    const applied = show('apply', await applyCommand({ omitPlanText: true }, subIo)).json as {
      applied: { previewUrl?: string }[];
    };
    const previewUrl = applied.applied[0]?.previewUrl;
    step(3, 'publish: file a publish request for the site owner');
    const published = show('publish', await publishCommand({}, subIo)).json as {
      published: { request: { id: string } }[];
    };
    const requestId = published.published[0]?.request.id;
    step(4, 'approval: the site owner approves (here: the emulator’s admin route)');
    const approve = await fetch(`${emulator.url}/__emulator/publish-requests/${requestId}/approve`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
    });
    say(`POST /__emulator/publish-requests/${requestId}/approve → ${approve.status}`);
    const status = await fetch(`${emulator.url}/v1/sites/${siteId}/publish-status`, {
      headers: { authorization: `Bearer ${emulator.apiKey}` },
    });
    const body = (await status.json()) as {
      data: { current_version_number: number; live_source_revision?: string };
    };
    say(`live is now version ${body.data.current_version_number} (${body.data.live_source_revision ?? ''})`);
    steps.push({ step: 'approve', exitCode: approve.ok ? 0 : 1, result: body.data });
    step(5, 'plan again: nothing left to do');
    show('plan again', await planCommand({ detailedExitcode: true }, subIo));
    const requests = emulator.requestLog().filter((e) => e.path.startsWith('/v1/')).length;
    say(
      `\nThe whole tour took ${requests} API requests; every write carried an Idempotency-Key derived from the commit.`,
    );
    const result = {
      emulator: emulator.url,
      ...(previewUrl && { previewUrl }),
      ...(options.keep && { repository: repo }),
      requests,
      steps,
    };
    if (options.keep) await keepRunning(emulator, repo, previewUrl, io);
    return { exitCode: ExitCode.ok, json: result };
  } finally {
    await emulator.close();
    if (!options.keep) await rm(repo, { recursive: true, force: true });
  }
}

/** `demo --keep`: the emulator stays up so the preview link can be opened, until Ctrl-C. */
async function keepRunning(
  emulator: { url: string; apiKey: string },
  repo: string,
  previewUrl: string | undefined,
  io: CommandIO,
): Promise<void> {
  const lines = [
    '',
    'The emulator stays up (--keep) so you can look around; Ctrl-C stops it.',
    ...(previewUrl ? [`  preview:    ${previewUrl}`] : []),
    `  repository: ${repo}`,
    `  export SITESYNC_BASE_URL=${emulator.url} SITESYNC_API_KEY=${emulator.apiKey}`,
  ];
  // In --json mode stdout holds only the envelope (printed when the demo ends): this goes to stderr.
  if (io.output.json) io.output.err(lines.join('\n'));
  else io.output.out(lines.join('\n'));
  await new Promise<void>((resolve) => {
    if (io.signal.aborted) return resolve();
    io.signal.addEventListener('abort', () => resolve(), { once: true });
  });
  io.output.err('demo: emulator stopped; the repository stays at ' + repo);
}
