/**
 * Issue 14, as a user meets it: the CLI as a process (`node bin/sitesync.js`, the dist bundle),
 * the emulator started through the CLI, real git repositories in temporary folders. Live edits
 * are made through the platform's API, outside sitesync; what the CLI says is checked against
 * the emulator's request log and the live state.
 */
import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type EmulatorProcess } from '../../helpers/cli-process.js';
import {
  editLiveFiles,
  liveFile,
  liveProducts,
  runInRepo,
  startKeyedEmulator,
} from '../../helpers/live-platform.js';
import { commitAll, git, makeRepo, siteRepoFiles, SMALL_SITE, writesOf } from './harness.js';

const CATALOG = `# The shop's catalog: entities by slug.
brands:
  - slug: northpeak
    name: Northpeak

categories:
  - slug: tents
    name: Tents
    type: product

products:
  - slug: alpine-tent
    name: Alpine tent
    brand: northpeak
    category: tents
    price: 45.00 # launch price
    status: active
  - slug: camp-mug
    name: Camp mug
    category: tents
    price: '9.50'
`;

const CONFIG = '# sitesync test repo\nsite:\n  source: site # the folder\ncatalog: catalog.yml\n';

let work: string;
let emulator: EmulatorProcess;
const repos: string[] = [];

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'sitesync-live-edits-'));
  emulator = await startKeyedEmulator(work);
}, 60_000);
afterAll(async () => {
  await emulator?.close();
  await Promise.all([work, ...repos].map((d) => rm(d, { recursive: true, force: true })));
});

function env(repo: string): Record<string, string> {
  return {
    SITESYNC_BASE_URL: emulator.url,
    SITESYNC_API_KEY: emulator.apiKey,
    SITESYNC_CONFIG_DIR: join(repo, '.no-login'),
  };
}

const sitesync = (repo: string, ...args: string[]) => runInRepo(args, { cwd: repo, env: env(repo) });

async function json<T>(repo: string, ...args: string[]): Promise<{ code: number | null; result: T }> {
  const run = await sitesync(repo, '--json', ...args);
  try {
    return { code: run.code, result: (JSON.parse(run.stdout) as { result: T }).result };
  } catch {
    throw new Error(`not JSON (exit ${run.code}): ${run.stdout}\n${run.stderr}`);
  }
}

interface PlanJson {
  hasChanges: boolean;
  liveEdits: Record<string, unknown>[];
  origins: Record<string, number>;
  sites: { siteId: string; diff: { modified: { path: string; origin?: string }[] } }[];
  catalog?: {
    changes: { kind: string; key: string; action: string; changes?: { field: string; origin?: string }[] }[];
    kept?: { kind: string; key: string; origin?: string; renamedTo?: string }[];
  };
}

/** A shop bound to a new live site with its catalog applied: live matches the repository. */
async function liveShop(catalog = CATALOG, config = CONFIG): Promise<{ repo: string; siteId: string }> {
  const repo = await makeRepo({ ...siteRepoFiles(SMALL_SITE, config), 'catalog.yml': catalog });
  repos.push(repo);
  const init = await sitesync(repo, 'init');
  expect(init.code, init.stderr).toBe(0);
  commitAll(repo, 'bind the site');
  const published = await sitesync(repo, 'publish', '--wait', '1m');
  expect(published.code, published.stderr).toBe(0);
  const applied = await sitesync(repo, 'apply');
  expect(applied.code, applied.stderr + applied.stdout).toBe(0);
  const siteId = /site_\w+/.exec(await readFile(join(repo, 'sitesync.yml'), 'utf8'))![0];
  const plan = await json<PlanJson>(repo, 'plan');
  expect(plan.result.hasChanges).toBe(false);
  return { repo, siteId };
}

async function setLivePrice(slug: string, price: string): Promise<void> {
  const product = (await liveProducts(emulator)).find((p) => p['slug'] === slug)!;
  await emulator.api('PATCH', `/v1/products/${String(product['id'])}`, { price });
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

const EDITED_CSS = 'body { margin: 0; color: rebeccapurple } /* edited in the platform editor */\n';

describe('live edits made outside git', () => {
  let repo: string;
  let siteId: string;

  beforeAll(async () => {
    ({ repo, siteId } = await liveShop());
    // Outside sitesync: a live file and a live price edited through the API.
    await editLiveFiles(emulator, siteId, { 'assets/site.css': EDITED_CSS });
    await setLivePrice('alpine-tent', '49.00');
    // Something else changes in the repository.
    await writeFile(join(repo, 'site/content/about/en.json'), JSON.stringify({ headline: 'About the shop' }));
    commitAll(repo, 'about: new headline');
  }, 120_000);

  it('plan marks exactly those two as live edits, and the repository change as the repository’s', async () => {
    const { code, result } = await json<PlanJson>(repo, 'plan');
    expect(code).toBe(0);
    expect(result.liveEdits).toEqual([
      { scope: 'site', site: siteId, sourceDir: 'site', path: 'assets/site.css', change: 'modified' },
      {
        scope: 'catalog',
        kind: 'product',
        key: 'alpine-tent',
        field: 'price',
        action: 'update',
        live: '49.00',
        repo: '45.00',
      },
    ]);
    expect(result.origins).toEqual({ repo: 1, behind: 0, 'live-edit': 2, unknown: 0 });
    expect(result.sites[0]!.diff.modified).toEqual([
      expect.objectContaining({ path: 'assets/site.css', origin: 'live-edit' }),
      expect.objectContaining({ path: 'content/about/en.json', origin: 'repo' }),
    ]);

    // The classification costs no platform request: the same plan with git hidden asks the same.
    const before = await emulator.lastSeq();
    await sitesync(repo, 'plan');
    const middle = await emulator.lastSeq();
    const hidden = await runInRepo(['--json', 'plan'], {
      cwd: repo,
      env: { ...env(repo), GIT_DIR: join(repo, 'no-such-git-dir') },
    });
    expect((JSON.parse(hidden.stdout) as { result: PlanJson }).result.origins).toEqual({
      repo: 0,
      behind: 0,
      'live-edit': 0,
      unknown: 3,
    });
    const withHistory = (await emulator.requests(before)).filter((e) => e.seq <= middle);
    const withoutHistory = await emulator.requests(middle);
    expect(withHistory.length).toBeGreaterThan(0);
    // The same requests; their order is not fixed (the site's validation and the catalog's list
    // reads run side by side).
    const routes = (log: typeof withHistory) => log.map((e) => `${e.method} ${e.route}`).sort();
    expect(routes(withHistory)).toEqual(routes(withoutHistory));

    const text = await sitesync(repo, 'plan');
    expect(text.stdout).toContain(
      '! reverts a live edit: price "49.00" (live, edited outside git) → "45.00"',
    );
    expect(text.stdout).toMatch(/! ~ assets\/site\.css .* reverts a live edit \(live, edited outside git\)/);
    expect(text.stdout).toContain('2 live edits made outside git would be reverted:');
    expect(text.stdout).toMatch(/2 to change, .*· 1 reverts a live edit\n/);
  });

  it('apply exits 5, lists the edits (site path; kind, slug and field) and writes nothing', async () => {
    const before = await emulator.lastSeq();
    const run = await sitesync(repo, 'apply');
    expect(run.code).toBe(5);
    expect(run.stdout).toContain(
      'Blocked: the plan would revert 2 live edits made outside git. Nothing was written.',
    );
    expect(run.stdout).toContain(`  site ${siteId}: assets/site.css\n  product "alpine-tent" price\n`);
    const log = await emulator.requests(before);
    expect(log.length).toBeGreaterThan(0); // the plan's reads
    expect(writesOf(log)).toEqual([]);
    expect(log.filter((e) => e.method !== 'GET' && !e.route?.endsWith('/source/validate'))).toEqual([]);
    expect(await liveFile(emulator, siteId, 'assets/site.css')).toBe(EDITED_CSS);
  });

  it('pull --paths and --only narrow it to what they name', async () => {
    const site = await sitesync(repo, 'pull', '--paths', 'site/assets');
    expect(site.code, site.stderr).toBe(0);
    expect(site.stdout).toContain('pulled site/assets/site.css  (edited outside git)');
    expect(site.stdout).not.toContain('catalog.yml');
    expect(git(repo, 'diff', '--name-only')).toBe('site/assets/site.css');
    git(repo, 'checkout', '--', 'site');

    const none = await sitesync(repo, 'pull', '--only', 'brand');
    expect(none.code).toBe(0);
    expect(none.stdout).toContain(
      'None of the 2 live edit(s) matches --paths / --only: nothing was written.',
    );
    expect(git(repo, 'diff', '--name-only')).toBe('');

    const bad = await sitesync(repo, 'pull', '--only', 'sites');
    expect(bad.code).toBe(64);
    expect(bad.stderr).toContain(
      '--only "sites": expected site, catalog, brand, category, product, or kind:slug',
    );
  });

  it('pull writes both into the working tree, the YAML diff limited to the price line', async () => {
    const before = await emulator.lastSeq();
    const run = await sitesync(repo, 'pull');
    expect(run.code, run.stderr + run.stdout).toBe(0);
    expect(run.stdout).toContain('pulled site/assets/site.css  (edited outside git)');
    expect(run.stdout).toContain('pulled catalog.yml  product "alpine-tent" price: "49.00" (line 16)');
    expect(writesOf(await emulator.requests(before))).toEqual([]);

    expect(await readFile(join(repo, 'site/assets/site.css'), 'utf8')).toBe(EDITED_CSS);
    expect(git(repo, 'diff', '--numstat', '--', 'catalog.yml')).toBe('1\t1\tcatalog.yml');
    expect(
      git(repo, 'diff', '-U0', '--', 'catalog.yml')
        .split('\n')
        .filter((l) => /^[-+] /.test(l)),
    ).toEqual(['-    price: 45.00 # launch price', '+    price: 49.00 # launch price']);
    expect(git(repo, 'diff', '--name-only')).toBe('catalog.yml\nsite/assets/site.css');
  });

  it('after the pull is committed the edits are no longer reverted; applying the rest makes the next plan a no-op', async () => {
    commitAll(repo, 'live edits from the platform');
    const plan = await json<PlanJson>(repo, 'plan');
    expect(plan.result.liveEdits).toEqual([]);
    expect(plan.result.sites[0]!.diff.modified.map((c) => c.path)).toEqual(['content/about/en.json']);
    expect(plan.result.catalog!.changes.filter((c) => c.action !== 'unchanged')).toEqual([]);
    const applied = await sitesync(repo, 'apply', '--publish', '--wait', '1m');
    expect(applied.code, applied.stderr + applied.stdout).toBe(0);
    const after = await json<PlanJson>(repo, 'plan');
    expect(after.result.hasChanges).toBe(false);
    expect(await liveFile(emulator, siteId, 'assets/site.css')).toBe(EDITED_CSS);
    expect((await liveProducts(emulator)).find((p) => p['slug'] === 'alpine-tent')!['price']).toBe('49.00');
  });
});

describe('--overwrite-live-edits', () => {
  it('applies the repository over the live edits', async () => {
    const { repo, siteId } = await liveShop(CATALOG.replace('alpine-tent', 'ridge-tent'));
    await editLiveFiles(emulator, siteId, { 'assets/site.css': EDITED_CSS });
    await setLivePrice('ridge-tent', '52.00');
    expect((await sitesync(repo, 'apply')).code).toBe(5);

    const before = await emulator.lastSeq();
    const run = await sitesync(repo, 'apply', '--overwrite-live-edits', '--publish', '--wait', '1m');
    expect(run.code, run.stderr + run.stdout).toBe(0);
    expect(writesOf(await emulator.requests(before)).map((e) => e.route)).toEqual(
      expect.arrayContaining([
        '/v1/products/:product_id',
        '/v1/sites/:site_id/development-sessions/:session_id/source:batch',
      ]),
    );
    expect(await liveFile(emulator, siteId, 'assets/site.css')).toBe(SMALL_SITE['assets/site.css']);
    expect((await liveProducts(emulator)).find((p) => p['slug'] === 'ridge-tent')!['price']).toBe('45.00');
    expect((await json<PlanJson>(repo, 'plan')).result.hasChanges).toBe(false);
  }, 120_000);
});

describe('a history cache that comes with the repository', () => {
  it('is not read: a committed .sitesync/history.json cannot turn a live edit into an older version', async () => {
    const { repo, siteId } = await liveShop(CATALOG.replace('alpine-tent', 'ridge-tent'));
    const original = git(repo, 'rev-parse', 'HEAD:site/assets/site.css');
    // The repository moves on: the original becomes an older committed version.
    await writeFile(join(repo, 'site/assets/site.css'), 'body { margin: 1px }\n');
    commitAll(repo, 'css v2');
    // Outside git: the live file is edited.
    await editLiveFiles(emulator, siteId, { 'assets/site.css': EDITED_CSS });
    // A pull request adds a forged cache: "the original blob's checksum is the edited file's".
    const forged = { version: 1, blobs: { [original]: { sha256: sha256(EDITED_CSS) } }, entities: {} };
    await mkdir(join(repo, '.sitesync'), { recursive: true });
    await writeFile(join(repo, '.sitesync', 'history.json'), JSON.stringify(forged));
    git(repo, 'add', '-f', '.sitesync/history.json');
    commitAll(repo, 'a cache that lies');

    const run = await sitesync(repo, '--json', 'plan');
    const result = (JSON.parse(run.stdout) as { result: PlanJson }).result;
    expect(result.sites[0]!.diff.modified).toEqual([
      expect.objectContaining({ path: 'assets/site.css', origin: 'live-edit' }),
    ]);
    expect(run.stderr).toContain('.sitesync/history.json is tracked by git: not used');
    // Nor rewritten: the committed file is as the pull request left it.
    expect(JSON.parse(await readFile(join(repo, '.sitesync', 'history.json'), 'utf8'))).toEqual(forged);

    const before = await emulator.lastSeq();
    const applied = await sitesync(repo, 'apply');
    expect(applied.code, applied.stdout).toBe(5);
    expect(writesOf(await emulator.requests(before))).toEqual([]);
    expect(await liveFile(emulator, siteId, 'assets/site.css')).toBe(EDITED_CSS);
  });
});

describe('a history cache edited where it lies', () => {
  it("is not used: a .sitesync/history.json this user's sitesync did not write cannot turn a live edit into an older version", async () => {
    const { repo, siteId } = await liveShop(CATALOG.replace('alpine-tent', 'summit-tent'));
    const original = git(repo, 'rev-parse', 'HEAD:site/assets/site.css');
    await writeFile(join(repo, '.original.css'), await readFile(join(repo, 'site/assets/site.css')));
    await writeFile(join(repo, 'site/assets/site.css'), 'body { margin: 2px }\n');
    commitAll(repo, 'css v2');
    await editLiveFiles(emulator, siteId, { 'assets/site.css': EDITED_CSS });
    // The history cache as this user's sitesync writes it: a plan that looked the versions up.
    expect((await sitesync(repo, '--json', 'plan')).code).toBe(0);
    // Someone who can write to .sitesync (another user of a shared checkout, a tool): "the
    // original blob's checksum is the edited file's". Not committed: git does not track it.
    const file = join(repo, '.sitesync', 'history.json');
    const text = await readFile(file, 'utf8');
    // The cache as it is written now (`{"mac":…,"data":…}`, its MAC left as it was) or before.
    const raw = JSON.parse(text) as { data?: unknown };
    const stored = (raw.data ?? raw) as { blobs: Record<string, Record<string, string>> };
    const sums = stored.blobs[original];
    expect(sums?.['sha256']).toBe(sha256(await readFile(join(repo, '.original.css'), 'utf8')));
    const forgedSums = JSON.stringify({ ...sums, sha256: sha256(EDITED_CSS) });
    const forged = text.replace(
      `${JSON.stringify(original)}:${JSON.stringify(sums)}`,
      `${JSON.stringify(original)}:${forgedSums}`,
    );
    expect(forged).not.toBe(text);
    await writeFile(file, forged);

    const run = await sitesync(repo, '--json', 'plan');
    const result = (JSON.parse(run.stdout) as { result: PlanJson }).result;
    expect(result.sites[0]!.diff.modified).toEqual([
      expect.objectContaining({ path: 'assets/site.css', origin: 'live-edit' }),
    ]);
    await writeFile(file, forged);
    const before = await emulator.lastSeq();
    const applied = await sitesync(repo, 'apply');
    expect(applied.code, applied.stdout).toBe(5);
    expect(writesOf(await emulator.requests(before))).toEqual([]);
    expect(await liveFile(emulator, siteId, 'assets/site.css')).toBe(EDITED_CSS);
  });
});

describe('behind: live holds an older committed version', () => {
  it('is not a live edit and is not guarded', async () => {
    const { repo, siteId } = await liveShop(CATALOG.replace('alpine-tent', 'valley-tent'));
    const v1 = SMALL_SITE['templates/page.html']!;
    const v2 = v1.replace('<h1>', '<h1 class="v2">');
    const v3 = v1.replace('<h1>', '<h1 class="v3">');
    for (const [content, message] of [
      [v2, 'template v2'],
      [v3, 'template v3'],
    ] as const) {
      await writeFile(join(repo, 'site/templates/page.html'), content);
      commitAll(repo, message);
    }
    // live still holds v1 (two commits back): behind. A price set back to a committed value too.
    await writeFile(
      join(repo, 'catalog.yml'),
      CATALOG.replace('alpine-tent', 'valley-tent').replace('45.00', '47.00'),
    );
    commitAll(repo, 'price 47');
    await writeFile(
      join(repo, 'catalog.yml'),
      CATALOG.replace('alpine-tent', 'valley-tent').replace('45.00', '48.00'),
    );
    commitAll(repo, 'price 48');

    const { result } = await json<PlanJson>(repo, 'plan');
    expect(result.liveEdits).toEqual([]);
    expect(result.sites[0]!.diff.modified).toEqual([
      expect.objectContaining({ path: 'templates/page.html', origin: 'behind' }),
    ]);
    const update = result.catalog!.changes.find((c) => c.action === 'update')!;
    expect(update.changes).toEqual([expect.objectContaining({ field: 'price', origin: 'behind' })]);
    const text = await sitesync(repo, 'plan');
    expect(text.stdout).toContain('(live is behind (it holds an older commit’s version))');
    expect(text.stdout).not.toContain('live edit');

    // With only the newest commit searched, v1 is out of sight: unknown, never a live edit.
    const shallow = await json<PlanJson>(repo, 'plan', '--history-depth', '1');
    expect(shallow.result.sites[0]!.diff.modified).toEqual([
      expect.objectContaining({ path: 'templates/page.html', origin: 'unknown' }),
    ]);
    expect(shallow.result.liveEdits).toEqual([]);
    const bad = await sitesync(repo, 'plan', '--history-depth', '0');
    expect(bad.code).toBe(64);
    expect(bad.stderr).toContain(
      '--history-depth must be a whole number of commits from 1 to 100000, got "0"',
    );

    const applied = await sitesync(repo, 'apply');
    expect(applied.code, applied.stdout + applied.stderr).toBe(0);
    expect(siteId).toMatch(/^site_/);
  }, 120_000);
});
