/**
 * plan and apply start the catalog's parse and live read beside the tree read (issue 18): the
 * order that matters still holds in the request log, and a tree that fails locally leaves nothing
 * running behind its error.
 */
import { symlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startEmulator, type RunningEmulator } from '../../helpers/emulator.js';
import { ExitCode } from '../../../src/shared/errors.js';
import { generatedCatalog } from '../catalog/harness.js';
import { commitAll, makeRepo, removeRepo, runIn, siteRepoFiles, writesOf } from './harness.js';

const CONFIG = '# early reads\nsite:\n  source: site\ncatalog: catalog.yml\n';
/** Three product pages (limit 100): the live read is more than one request per kind. */
const CATALOG = generatedCatalog({ brands: 2, categories: 4, products: 250, services: 0 });

let emu: RunningEmulator;
let repo: string;
beforeAll(async () => {
  emu = await startEmulator({ port: 0, autoApprove: true, rateLimit: 1_000_000 });
});
afterAll(() => emu.close());
beforeEach(async () => {
  repo = await makeRepo({ ...siteRepoFiles(undefined, CONFIG), 'catalog.yml': CATALOG });
});
afterEach(() => removeRepo(repo));

const cli = (...argv: string[]) => runIn(repo, emu, argv);
const listPages = (log: ReturnType<RunningEmulator['requestLog']>) =>
  log.filter((e) => e.method === 'GET' && /^\/v1\/(brands|categories|products)$/.test(e.route ?? ''));

describe('reads started beside the tree read', () => {
  it('apply asks for the rate limit before any list page, and writes only after the plan', async () => {
    emu.clearLog();
    const applied = await cli('apply', '--publish', '--wait', '30s');
    expect(applied.code, applied.err).toBe(ExitCode.ok);
    const log = emu.requestLog();
    const auth = log.findIndex((e) => e.route === '/v1/auth/status');
    const pages = listPages(log).map((e) => log.indexOf(e));
    expect(auth).toBe(0);
    expect(pages.length).toBeGreaterThanOrEqual(3);
    expect(Math.min(...pages)).toBeGreaterThan(auth);
    // The plan read every kind before the first write (the live catalog was empty: one page each).
    const firstWrite = log.indexOf(writesOf(log)[0]!);
    const firstPageOf = (kind: string) =>
      log.findIndex((e) => e.route === `/v1/${kind}` && e.method === 'GET');
    for (const kind of ['brands', 'categories', 'products'])
      expect(firstPageOf(kind), kind).toBeLessThan(firstWrite);

    // Again, with 250 live products and their cursors stored: every page asked for at once, still
    // after the rate limit.
    emu.clearLog();
    const again = await cli('apply', '--publish', '--wait', '30s');
    expect(again.code, again.err).toBe(ExitCode.ok);
    const second = emu.requestLog();
    expect(second[0]?.route).toBe('/v1/auth/status');
    expect(
      listPages(second)
        .map((e) => e.path)
        .sort(),
    ).toHaveLength(5);
    expect(writesOf(second)).toEqual([]);
    // The site's manifest, asked for beside the tree read, also waits for the rate limit; once.
    const manifests = second.filter((e) => e.method === 'GET' && e.path.endsWith('/source/manifest'));
    expect(manifests).toHaveLength(1);
    expect(second.indexOf(manifests[0]!)).toBeGreaterThan(0);

    // plan, which asks for no rate limit: the manifest once as well (the site plan takes the one
    // prepareRun asked for), and the answer is the same plan.
    emu.clearLog();
    const planned = await cli('plan', '--json');
    expect(planned.code, planned.err).toBe(ExitCode.ok);
    const planLog = emu.requestLog();
    expect(planLog.filter((e) => e.method === 'GET' && e.path.endsWith('/source/manifest'))).toHaveLength(1);
    const plan = (
      JSON.parse(planned.out) as { result: { sites: { live: unknown; diff: { counts: unknown } }[] } }
    ).result;
    expect(plan.sites[0]!.live).toMatchObject({ fileCount: Object.keys(siteRepoFiles()).length - 1 });
    expect(plan.sites[0]!.diff.counts).toEqual({ added: 0, modified: 0, deleted: 0, unchanged: 7 });
  });

  it("apply's early manifest request waits for the auth status's answer (its rate limit)", async () => {
    const first = await cli('apply', '--publish', '--wait', '30s');
    expect(first.code, first.err).toBe(ExitCode.ok);
    // Every request now takes 250 ms: a manifest asked for beside the auth status, not after its
    // answer, would arrive within a few milliseconds of it.
    const latency = (ms: number) =>
      fetch(`${emu.url}/__emulator/latency`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ ms }),
      });
    expect((await latency(250)).status).toBe(200);
    try {
      emu.clearLog();
      const again = await cli('apply', '--publish', '--wait', '30s');
      expect(again.code, again.err).toBe(ExitCode.ok);
      const log = emu.requestLog();
      const auth = log.find((e) => e.route === '/v1/auth/status')!;
      const manifest = log.find((e) => e.method === 'GET' && e.path.endsWith('/source/manifest'))!;
      expect(Date.parse(manifest.at) - Date.parse(auth.at)).toBeGreaterThanOrEqual(240);
    } finally {
      await latency(0);
    }
  });

  it('a tree that fails locally: its own error, no write, and no request left running after the exit', async () => {
    commitAll(repo, 'catalog');
    await symlink('/etc/hostname', join(repo, 'site', 'escape.txt'));
    emu.clearLog();
    const planned = await cli('plan');
    expect(planned.code).not.toBe(ExitCode.ok);
    expect(planned.err).toContain('path problem');
    expect(planned.err).toContain('escape.txt');
    expect(planned.err).not.toMatch(/interrupt/i);
    expect(writesOf(emu.requestLog())).toEqual([]);
    // A read already sent when the tree failed may still be logged by the (in-process) emulator
    // just after; what must not happen is a request that arrives later, from work still running.
    const exited = Date.now();
    await new Promise((r) => setTimeout(r, 300));
    expect(emu.requestLog().filter((e) => Date.parse(e.at) > exited + 100)).toEqual([]);
  });

  it('on a parse-cache hit the pages are asked for while the stored parse is read', async () => {
    const big = generatedCatalog({ brands: 20, categories: 40, products: 3000, services: 0 });
    await writeFile(join(repo, 'catalog.yml'), big);
    commitAll(repo, 'a larger catalog');
    const phases = async () => {
      const res = await cli('plan', '--json');
      expect(res.code, res.err).toBe(ExitCode.ok);
      const timings = (JSON.parse(res.out) as { timings: { phase: string; startMs: number; ms: number }[] })
        .timings;
      const of = (name: string) => timings.find((t) => t.phase === name)!;
      return { parse: of('catalog: parse'), live: of('catalog: read live') };
    };
    await phases(); // parses the YAML and stores the parse
    const warm = await phases();
    expect(warm.live.startMs).toBeLessThan(warm.parse.startMs + warm.parse.ms);
  });

  it("a catalog that takes the ledger's slug costs no request, parsed or from the cache", async () => {
    const reserved = 'categories:\n  - { slug: sitesync-ledger, name: Mine, type: product }\n';
    await writeFile(join(repo, 'catalog.yml'), CATALOG.replace('categories:\n', reserved));
    commitAll(repo, 'reserved');
    for (const run of ['first', 'second']) {
      emu.clearLog();
      const res = await cli('plan');
      expect(res.code, run).toBe(ExitCode.validation);
      expect(res.err).toContain('reserved for sitesync');
      expect(listPages(emu.requestLog()), run).toEqual([]);
    }
  });
});
