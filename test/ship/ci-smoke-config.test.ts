/**
 * The repository's action-smoke workflow runs the action with examples/ci-smoke/sitesync.yml
 * against an emulator seeded with examples/ci-smoke/emulator.yml. This runs the same pair locally,
 * both through the CLI as processes, so a change that breaks the workflow's setup (a renamed flag,
 * a site id that no longer matches, a moved example) fails here first.
 */
import { execFile, spawn } from 'node:child_process';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';

const run = promisify(execFile);
const repo = join(import.meta.dirname, '..', '..');
const cli = join(repo, 'bin', 'sitesync.js');
let work: string | undefined;

afterAll(async () => {
  if (work) await rm(work, { recursive: true, force: true });
});

describe('the CI smoke configuration', () => {
  it('plans the demo shop’s catalog and one site deletion against the seeded emulator', async () => {
    work = await mkdtemp(join(tmpdir(), 'ss-ci-smoke-'));
    await cp(join(repo, 'examples', 'ci-smoke'), join(work, 'examples', 'ci-smoke'), { recursive: true });
    await cp(join(repo, 'examples', 'demo-shop'), join(work, 'examples', 'demo-shop'), { recursive: true });
    // Like the workflow's checkout: one repository holds both folders (the config reaches ../demo-shop).
    await run('git', ['init', '-q'], { cwd: work });
    const emulator = spawn(
      process.execPath,
      [cli, 'emulator', '--port', '0', '--seed', 'examples/ci-smoke/emulator.yml'],
      { cwd: work, env: { ...process.env, NO_COLOR: '1' } },
    );
    try {
      const url = await new Promise<string>((resolve, reject) => {
        let out = '';
        emulator.stdout.on('data', (d: Buffer) => {
          out += d.toString();
          const found = /SITESYNC_BASE_URL=(\S+)/.exec(out)?.[1];
          if (found) resolve(found);
        });
        emulator.on('exit', (code) => reject(new Error(`emulator exited ${code}: ${out}`)));
      });
      const { stdout } = await run(
        process.execPath,
        [cli, '--json', '--config', 'examples/ci-smoke/sitesync.yml', 'plan'],
        {
          cwd: work,
          env: {
            ...process.env,
            SITESYNC_BASE_URL: url,
            SITESYNC_API_KEY: 'sk_ci_smoke_0123456789abcdef',
            CI: 'true',
          },
        },
      );
      const envelope = JSON.parse(stdout) as {
        ok: boolean;
        result: {
          sites: {
            siteId: string;
            diff: { added: unknown[]; modified: unknown[]; deleted: { path: string }[] };
          }[];
          catalog: { changes: { action: string }[] };
        };
      };
      expect(envelope.ok).toBe(true);
      const [site] = envelope.result.sites;
      expect(site?.siteId).toBe('site_CiSmokeDemoShop000000');
      // The fixture's live tree is the whole folder; locally .sitesyncignore leaves drafts/ out.
      expect([site?.diff.added.length, site?.diff.modified.length]).toEqual([0, 0]);
      expect(site?.diff.deleted.map((d) => d.path)).toEqual(['drafts/winter-sale.md']);
      expect(envelope.result.catalog.changes.filter((c) => c.action === 'create').length).toBeGreaterThan(0);
    } finally {
      emulator.kill('SIGTERM');
    }
  }, 60_000);
});
