import { describe, expect, it } from 'vitest';
import { rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { baseCommitOf, withBaseBranchLimits } from '../../../src/action/base-limits.js';
import { loadConfig } from '../../../src/config/index.js';
import { openGitRepo } from '../../../src/git/repo.js';
import type { PreparedRun } from '../../../src/sync/prepare.js';
import { makeGitCheckout } from '../../e2e/harness/git-checkout.js';

const A = 'a'.repeat(40);
const B = 'b'.repeat(40);

describe('baseCommitOf', () => {
  it.each([
    ['pull_request', { pull_request: { base: { sha: A } } }, B, A],
    ['pull_request_target', { pull_request: { base: { sha: A } } }, B, A],
    ['push', { before: A }, B, A],
    ['push', { before: '0'.repeat(40) }, B, `${B}^`],
    ['push', {}, B, `${B}^`],
    ['schedule', {}, B, undefined],
    ['workflow_dispatch', { before: A }, B, undefined],
    ['pull_request', { pull_request: { base: { sha: '--upload-pack=evil' } } }, B, undefined],
  ])('%s %j at %s → %s', (event, payload, sha, expected) => {
    expect(baseCommitOf(event, payload, sha)).toBe(expected);
  });
});

describe('withBaseBranchLimits', () => {
  const CONFIG = 'site:\n  source: site\n';
  async function setup(baseConfig: string | null, headConfig: string) {
    const checkout = makeGitCheckout(
      { 'sitesync.yml': baseConfig, 'site/site.json': '{}' } as Record<string, string | null>,
      [{ files: { 'sitesync.yml': headConfig } }],
    );
    const config = await loadConfig({ cwd: checkout.dir });
    const prepared = {
      config,
      trees: [],
      revision: { dirty: false, keyRevision: 'k' },
      client: undefined,
    } as PreparedRun;
    const notes: string[] = [];
    const reporter = {
      info: (m: string) => notes.push(`info: ${m}`),
      warn: (m: string) => notes.push(`warn: ${m}`),
      progress: () => ({ tick: () => {}, done: () => {} }),
    };
    const repo = await openGitRepo(checkout.dir);
    return { checkout, prepared, notes, reporter, repo };
  }

  it('takes max_archive, max_delete and max_delete_share from the base commit, nothing else', async () => {
    const s = await setup(
      `${CONFIG}max_archive: 3\nmax_delete: 4\n`,
      `${CONFIG}max_archive: 300\nmax_delete: 400\nprune: true\n`,
    );
    try {
      const out = await withBaseBranchLimits(s.prepared, {
        eventName: 'pull_request',
        payload: { pull_request: { base: { sha: s.checkout.shas[0] } } },
        sha: s.checkout.head,
        repo: s.repo,
        reporter: s.reporter,
      });
      expect([out.config.maxArchive, out.config.maxDelete, out.config.maxDeleteShare]).toEqual([3, 4, 0.1]);
      expect(out.config.prune).toBe(true); // not a limit: the change's own
      expect(s.notes[0]).toBe(
        "info: guard limits from the base branch's sitesync.yml: max_archive 3, max_delete 4, max_delete_share 10 %",
      );
    } finally {
      s.checkout.cleanup();
    }
  });

  it('falls back to the defaults, never to the change’s values, when the base cannot be read', async () => {
    const s = await setup(null, `${CONFIG}max_delete: 400\n`);
    try {
      const noFile = await withBaseBranchLimits(s.prepared, {
        eventName: 'pull_request',
        payload: { pull_request: { base: { sha: s.checkout.shas[0] } } },
        sha: s.checkout.head,
        repo: s.repo,
        reporter: s.reporter,
      });
      expect(noFile.config.maxDelete).toBe(25);
      expect(s.notes[0]).toBe(
        'warn: guard limits: the base commit has no sitesync.yml; the defaults apply (max_archive 10, max_delete 25, max_delete_share 10 %)',
      );
      const missing = await withBaseBranchLimits(s.prepared, {
        eventName: 'push',
        payload: { before: 'c'.repeat(40) },
        sha: s.checkout.head,
        repo: s.repo,
        reporter: s.reporter,
      });
      expect(missing.config.maxDelete).toBe(25);
      expect(
        s.notes.some((n) =>
          n.startsWith(
            `warn: guard limits: the base commit ${'c'.repeat(12)} is not in the checkout and could not be fetched`,
          ),
        ),
      ).toBe(true);
      const unchanged = await withBaseBranchLimits(s.prepared, {
        eventName: 'schedule',
        payload: {},
        sha: s.checkout.head,
        repo: s.repo,
        reporter: s.reporter,
      });
      expect(unchanged.config.maxDelete).toBe(400);
      expect(join(s.checkout.dir, 'sitesync.yml')).toBe(s.prepared.config.configFile);
    } finally {
      s.checkout.cleanup();
    }
  });

  it('a broken sitesync.yml at the base gives the defaults with a warning', async () => {
    const s = await setup('site: [unclosed\n', `${CONFIG}max_delete: 400\n`);
    try {
      const out = await withBaseBranchLimits(s.prepared, {
        eventName: 'push',
        payload: {},
        sha: s.checkout.head,
        repo: s.repo,
        reporter: s.reporter,
      });
      expect(out.config.maxDelete).toBe(25);
      expect(s.notes[0]).toBe(
        "warn: guard limits: the base commit's sitesync.yml is not valid; the defaults apply (max_archive 10, max_delete 25, max_delete_share 10 %)",
      );
    } finally {
      s.checkout.cleanup();
    }
  });

  it.skipIf(process.platform === 'win32')(
    'a pull request that turns sitesync.yml into a symlink to a looser file still gets the base’s limits',
    async () => {
      const s = await setup(`${CONFIG}max_delete: 4\n`, `${CONFIG}max_delete: 4\n`);
      try {
        writeFileSync(join(s.checkout.dir, 'loose.yml'), `${CONFIG}max_delete: 400\nmax_archive: 300\n`);
        rmSync(join(s.checkout.dir, 'sitesync.yml'));
        symlinkSync('loose.yml', join(s.checkout.dir, 'sitesync.yml'));
        s.checkout.git('add', '-A');
        s.checkout.git('commit', '-q', '-m', 'sitesync.yml -> loose.yml');
        const head = s.checkout.git('rev-parse', 'HEAD');
        const prepared = { ...s.prepared, config: await loadConfig({ cwd: s.checkout.dir }) };
        expect(prepared.config.maxDelete).toBe(400); // the change's own file says so
        const out = await withBaseBranchLimits(prepared, {
          eventName: 'pull_request',
          payload: { pull_request: { base: { sha: s.checkout.shas[0] } } },
          sha: head,
          repo: s.repo,
          reporter: s.reporter,
        });
        expect([out.config.maxArchive, out.config.maxDelete]).toEqual([10, 4]);
        expect(s.notes[0]).toBe(
          "info: guard limits from the base branch's sitesync.yml: max_archive 10, max_delete 4, max_delete_share 10 %",
        );
      } finally {
        s.checkout.cleanup();
      }
    },
  );
});
