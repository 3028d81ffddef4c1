/**
 * Live entities the YAML does not name (issue 13's prune notes and slug renames, issue 14's
 * entities created outside git), and what a shallow clone can tell — the CLI as a process against
 * the emulator started through the CLI, each describe with a catalog of its own.
 */
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type EmulatorProcess } from '../../helpers/cli-process.js';
import { editLiveFiles, liveProducts, runInRepo, startKeyedEmulator } from '../../helpers/live-platform.js';
import { commitAll, git, makeRepo, siteRepoFiles, SMALL_SITE, writesOf } from './harness.js';

const CATALOG = `brands:
  - slug: northpeak
    name: Northpeak

products:
  - slug: alpine-tent
    name: Alpine tent
    brand: northpeak
    price: 45.00
  - slug: camp-mug
    name: Camp mug
    price: '9.50'
`;
const config = (prune: boolean) => `site:\n  source: site\ncatalog: catalog.yml\nprune: ${prune}\n`;

const cleanup: string[] = [];
afterAll(() => Promise.all(cleanup.map((d) => rm(d, { recursive: true, force: true }))));

async function setup(): Promise<{ emulator: EmulatorProcess; repo: string; siteId: string }> {
  const work = await mkdtemp(join(tmpdir(), 'sitesync-live-only-'));
  cleanup.push(work);
  const emulator = await startKeyedEmulator(work);
  const repo = await makeRepo({ ...siteRepoFiles(SMALL_SITE, config(false)), 'catalog.yml': CATALOG });
  cleanup.push(repo);
  const env = envOf(emulator, repo);
  for (const args of [['init'], ['publish', '--wait', '1m'], ['apply']]) {
    const run = await runInRepo(args, { cwd: repo, env });
    expect(run.code, run.stderr + run.stdout).toBe(0);
    if (args[0] === 'init') commitAll(repo, 'bind');
  }
  const siteId = /site_\w+/.exec(await readFile(join(repo, 'sitesync.yml'), 'utf8'))![0];
  return { emulator, repo, siteId };
}

const envOf = (emulator: EmulatorProcess, repo: string) => ({
  SITESYNC_BASE_URL: emulator.url,
  SITESYNC_API_KEY: emulator.apiKey,
  SITESYNC_CONFIG_DIR: join(repo, '.no-login'),
});

interface PlanJson {
  hasChanges: boolean;
  liveEdits: Record<string, unknown>[];
  origins: Record<string, number>;
  sites: {
    history?: { status: string; commits: number };
    diff: { modified: { path: string; origin?: string }[] };
  }[];
  catalog: {
    changes: Record<string, unknown>[];
    kept?: Record<string, unknown>[];
  };
}

describe('live entities the YAML does not name', () => {
  let emulator: EmulatorProcess;
  let repo: string;
  const sitesync = (...args: string[]) => runInRepo(args, { cwd: repo, env: envOf(emulator, repo) });
  const plan = async () => JSON.parse((await sitesync('--json', 'plan')).stdout).result as PlanJson;

  beforeAll(async () => {
    ({ emulator, repo } = await setup());
  }, 120_000);
  afterAll(() => emulator?.close());

  it('prune off: a product deleted from the YAML is listed as kept live, not counted as unchanged', async () => {
    await writeFile(join(repo, 'catalog.yml'), CATALOG.split('  - slug: camp-mug')[0]!);
    commitAll(repo, 'drop the mug');
    const json = await plan();
    expect(json.hasChanges).toBe(false);
    expect(json.catalog.kept).toEqual([
      {
        kind: 'product',
        key: 'camp-mug',
        id: expect.stringMatching(/^prod_/),
        name: 'Camp mug',
        origin: 'repo',
      },
    ]);
    const text = (await sitesync('plan')).stdout;
    expect(text).toContain('= product "camp-mug"  kept live, not in the YAML; set prune: true to archive');
    expect(text).toContain(
      '0 to create, 0 to update, 0 to archive, 2 unchanged, 1 kept live (not in the YAML)',
    );
  });

  it('a slug renamed in the YAML is shown as a rename: a new entity, the old one kept live', async () => {
    await writeFile(
      join(repo, 'catalog.yml'),
      CATALOG.split('  - slug: camp-mug')[0]!.replace('slug: alpine-tent', 'slug: alpine-tent-2p'),
    );
    commitAll(repo, 'rename the tent');
    const json = await plan();
    expect(json.catalog.changes).toContainEqual(
      expect.objectContaining({
        action: 'create',
        key: 'alpine-tent-2p',
        renamedFrom: 'alpine-tent',
        origin: 'repo',
      }),
    );
    expect(json.catalog.kept).toContainEqual(
      expect.objectContaining({ key: 'alpine-tent', renamedTo: 'alpine-tent-2p', origin: 'repo' }),
    );
    const text = (await sitesync('plan')).stdout;
    expect(text).toContain('+ product "alpine-tent-2p"  slug renamed from "alpine-tent": a new entity');
    expect(text).toContain(
      '= product "alpine-tent"  kept live: its slug was renamed to "alpine-tent-2p" in the YAML; set prune: true to archive',
    );
  });

  it('a product created through the API is kept live and named as created outside git', async () => {
    await emulator.api('POST', '/v1/products', {
      name: 'Trail lantern',
      slug: 'trail-lantern',
      price: '19.00',
    });
    const json = await plan();
    expect(json.catalog.kept).toContainEqual(
      expect.objectContaining({ key: 'trail-lantern', origin: 'live-edit' }),
    );
    expect((await sitesync('plan')).stdout).toContain(
      '= product "trail-lantern"  kept live, created outside git (never in the YAML); `sitesync pull` adds it to the YAML',
    );
  });

  it('prune on: archiving it is refused (exit 5, nothing written); the others are archived by the repository', async () => {
    await writeFile(
      join(repo, 'sitesync.yml'),
      (await readFile(join(repo, 'sitesync.yml'), 'utf8')).replace('prune: false', 'prune: true'),
    );
    commitAll(repo, 'prune');
    const json = await plan();
    const archives = json.catalog.changes.filter((c) => c['action'] === 'archive');
    expect(archives.map((c) => [c['key'], c['origin'], c['renamedTo']])).toEqual([
      ['alpine-tent', 'repo', 'alpine-tent-2p'],
      ['camp-mug', 'repo', undefined],
      ['trail-lantern', 'live-edit', undefined],
    ]);
    expect(json.liveEdits).toEqual([
      { scope: 'catalog', kind: 'product', key: 'trail-lantern', action: 'archive' },
    ]);

    const before = await emulator.lastSeq();
    const run = await sitesync('apply');
    expect(run.code).toBe(5);
    expect(run.stdout).toContain('  product "trail-lantern" (created outside git)\n');
    expect(writesOf(await emulator.requests(before))).toEqual([]);
  });

  it('pull appends it to the YAML; then apply archives only what the repository removed', async () => {
    const pulled = await sitesync('pull', '--only', 'product');
    expect(pulled.code, pulled.stderr + pulled.stdout).toBe(0);
    expect(pulled.stdout).toContain('pulled catalog.yml  product "trail-lantern" (created outside git)');
    const yaml = await readFile(join(repo, 'catalog.yml'), 'utf8');
    expect(yaml).toMatch(
      / {2}- slug: trail-lantern\n {4}name: Trail lantern\n( {4}.*\n)* {4}price: "?19\.00"?\n/,
    );
    commitAll(repo, 'adopt the lantern');
    const json = await plan();
    expect(json.liveEdits).toEqual([]);
    const run = await sitesync('apply');
    expect(run.code, run.stdout + run.stderr).toBe(0);
    const live = await liveProducts(emulator);
    const status = (slug: string) => live.find((p) => p['slug'] === slug)?.['status'];
    expect([status('alpine-tent'), status('camp-mug'), status('trail-lantern')]).toEqual([
      'archived',
      'archived',
      expect.not.stringMatching(/archived/),
    ]);
    expect(live.some((p) => p['slug'] === 'alpine-tent-2p')).toBe(true);
    expect((await plan()).hasChanges).toBe(false);
  });
});

describe('a shallow clone (fetch-depth: 1)', () => {
  it('cannot tell live edits apart: says so, marks the changes unknown, and does not claim an edit', async () => {
    const { emulator, repo, siteId } = await setup();
    try {
      await editLiveFiles(emulator, siteId, { 'assets/site.css': 'body { color: red }\n' });
      await writeFile(join(repo, 'site/content/about/en.json'), JSON.stringify({ headline: 'New' }));
      commitAll(repo, 'about');
      const clone = await mkdtemp(join(tmpdir(), 'sitesync-shallow-'));
      cleanup.push(clone);
      git(clone, 'clone', '-q', '--depth', '1', `file://${repo}`, '.');
      const env = envOf(emulator, clone);
      const run = await runInRepo(['--json', 'plan'], { cwd: clone, env });
      const json = JSON.parse(run.stdout).result as PlanJson;
      expect(json.sites[0]!.history).toEqual({ status: 'shallow', commits: 1, depth: 200 });
      expect(json.liveEdits).toEqual([]);
      expect(json.sites[0]!.diff.modified.map((c) => [c.path, c.origin])).toEqual([
        ['assets/site.css', 'unknown'],
        ['content/about/en.json', 'unknown'],
      ]);
      expect(run.stderr).toContain('a shallow clone');
      expect(run.stderr).toContain('fetch-depth: 0');
      const text = await runInRepo(['plan'], { cwd: clone, env });
      expect(text.stdout).toContain(
        '? 2 changes could not be told apart from a live edit (the clone is shallow (1 commit of history): check out with fetch-depth: 0): they are not guarded.',
      );

      // The full history tells them apart.
      const full = await runInRepo(['--json', 'plan'], { cwd: repo, env: envOf(emulator, repo) });
      expect((JSON.parse(full.stdout).result as PlanJson).origins).toMatchObject({ repo: 1, 'live-edit': 1 });
    } finally {
      await emulator.close();
    }
  }, 120_000);
});
