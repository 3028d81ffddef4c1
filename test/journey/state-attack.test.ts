/**
 * The local state (`.sitesync/`) attacked as a user, a crash or another process would, through the
 * real CLI (`node bin/sitesync.js`) against `sitesync emulator`. One invariant is checked after
 * every step: `plan --json` from the caches is `plan --json` with `.sitesync` removed, word for
 * word but for the time it was made and the phases' timings; and `apply` writes what that plan
 * says (a plan after it, with no state, has nothing to change, and no entity the plan left
 * unchanged is written).
 *
 * The steps, drawn from a fixed seed (SITESYNC_STATE_ATTACK_SEEDS=n runs n seeds): catalog edits
 * (a field, an item added, removed or moved), an edit that keeps the size and the mtime (`touch
 * -d`), values JSON does not round-trip as they were (-0, long decimals, lone surrogates,
 * `__proto__` keys, keys that differ only by Unicode normalisation, integers past 2^53), a git
 * checkout of another branch and back, a stored parse edited where it lies (its key kept), a site
 * file changed and the digest cache's entry for it edited to its new stat, a save
 * of the stored parse killed (SIGKILL) at a random byte, at its head or at its rename, or failed
 * as on a full disk or a read-only folder, a state file replaced by a FIFO or a symlink, two plans
 * at once, and an apply.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readFile, readdir, rename, rm, stat, symlink, utimes, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { PROJECT_ROOT, type ProcessResult } from '../helpers/cli-process.js';
import { xorshift32 } from '../helpers/xorshift.js';
import { git } from '../integration/cli/harness.js';
import { commitAll, liveProducts, startJourney, type Journey } from './harness.js';

const FAULTS = pathToFileURL(join(PROJECT_ROOT, 'test', 'helpers', 'state-write-faults.mjs')).href;
const COARSE = pathToFileURL(join(PROJECT_ROOT, 'test', 'helpers', 'coarse-times.mjs')).href;

let journey: Journey | undefined;
afterEach(async () => {
  await journey?.close();
  journey = undefined;
});

interface Product {
  readonly slug: string;
  name: string;
  /** The YAML text of the price (a string, or a number with more digits than a double holds). */
  price: string;
  /** Further `field: value` lines, as YAML text. */
  extra: string[];
}

/** Lines of values that JSON, or a reading of it, may not give back as the YAML said them. */
const SPECIAL_LINES = [
  'sort_order: -0',
  'stock_quantity: 9007199254740993',
  'weight: 1e3',
  'publishing_channels: { "__proto__": true, "caf\\u00e9": true, "cafe\\u0301": false, "10": true, "2": false }',
  'description: "lone \\uD800 and \\uDC00 halves, e\\u0301 and \\u00e9"',
  'short_description: "\\u2028 a line separator, a NUL \\0 and an emoji \\U0001F600"',
];
const SPECIAL_PRICES = ['12.5000000000000000000001', '0.1e1', '"007.10"'];
const NAMES = ['Ärger', 'e\u0301', '\u00e9', '😀 smile', 'quote " and \\ back', 'a\u2028b', '\uD800 lone'];

function render(products: readonly Product[]): string {
  const lines = ['brands:', '  - { slug: acme, name: Acme }', 'products:'];
  for (const p of products)
    lines.push(
      `  - slug: ${p.slug}`,
      // JSON's string text is a YAML double-quoted scalar: a lone surrogate is written escaped.
      `    name: ${JSON.stringify(p.name)}`,
      `    price: ${p.price}`,
      '    brand: acme',
      ...p.extra.map((line) => `    ${line}`),
    );
  return lines.join('\n') + '\n';
}

/** What two plans are compared on: the envelope without the time it was made and its timings. */
function comparable(run: ProcessResult): unknown {
  let envelope: Record<string, unknown>;
  try {
    envelope = JSON.parse(run.stdout) as Record<string, unknown>;
  } catch {
    return { code: run.code, stdout: run.stdout, stderr: run.stderr };
  }
  const { timings: _timings, result, ...rest } = envelope;
  if (result && typeof result === 'object') {
    const { generatedAt: _at, ...kept } = result as Record<string, unknown>;
    return { code: run.code, ...rest, result: kept };
  }
  return { code: run.code, ...rest };
}

const stateDir = (j: Journey) => join(j.repo, '.sitesync');
const parseCache = (j: Journey) => join(stateDir(j), 'catalog.json');

/** `plan --json` with `.sitesync` put aside (and put back after, whatever that plan wrote). */
async function planWithoutState(j: Journey): Promise<ProcessResult> {
  const aside = join(j.repo, '.sitesync-aside');
  const had = existsSync(stateDir(j));
  if (had) await rename(stateDir(j), aside);
  try {
    return await j.sitesync(['plan', '--json']);
  } finally {
    await rm(stateDir(j), { recursive: true, force: true });
    if (had) await rename(aside, stateDir(j));
  }
}

/**
 * The digest cache edited as someone who can write to `.sitesync` could: `file`, changed since it
 * was hashed, gets an entry with its new stat and its old checksum (a stat is no secret); the
 * cache's own mtime moves on so that nothing looks racy. A MAC, if any, is left as it was.
 */
async function forgeDigest(j: Journey, file: string, change: () => Promise<void>): Promise<boolean> {
  const cacheFile = join(stateDir(j), 'digests.json');
  const text = await readFile(cacheFile, 'utf8').catch(() => undefined);
  if (!text) return false;
  await change();
  const info = await stat(file);
  const raw = JSON.parse(text) as Record<string, unknown>;
  // The columns, in the file as it is written now (`{"mac":…,"cache":{…}}`) or before (bare).
  const columns = (raw['data'] ?? raw) as Record<string, unknown[]>;
  const row = columns['paths']?.indexOf(file) ?? -1;
  if (row < 0) return false;
  columns['size']![row] = info.size;
  columns['mtimeMs']![row] = info.mtimeMs;
  columns['ctimeMs']![row] = info.ctimeMs;
  columns['ino']![row] = info.ino;
  columns['hashedAt']![row] = info.mtimeMs + 60_000;
  const body = JSON.stringify(columns);
  await writeFile(cacheFile, raw['data'] ? text.replace(/"data":\{.*\}\}$/s, `"data":${body}}`) : body);
  const later = new Date(Date.now() + 120_000);
  await utimes(cacheFile, later, later);
  return true;
}

const faulty = (fault: string, after = 0): Record<string, string> => ({
  NODE_OPTIONS: `--import=${FAULTS}`,
  SITESYNC_TEST_FAULT: fault,
  SITESYNC_TEST_FAULT_AFTER: String(after),
});

/** One attack: a random walk of `steps` steps from `seed`, the invariant checked after each. */
async function attack(seed: number, steps: number): Promise<void> {
  const next = xorshift32(seed);
  const pick = <T>(xs: readonly T[]): T => xs[next() % xs.length]!;
  const products: Product[] = Array.from({ length: 6 }, (_, i) => ({
    slug: `p-${i + 1}`,
    name: `Product ${i + 1}`,
    price: `"${i + 1}.50"`,
    extra: [],
  }));
  let made = products.length;
  journey = await startJourney({ catalog: render(products) });
  const j = journey;
  const catalogFile = join(j.repo, 'catalog.yml');
  const writeCatalog = () => writeFile(catalogFile, render(products));
  commitAll(j.repo, 'catalog');
  const log: string[] = [];

  /** The invariant: the plan from the caches is the plan without them. */
  const check = async (run?: ProcessResult) => {
    const cached = run ?? (await j.sitesync(['plan', '--json']));
    expect([0, 2], `${log.join(' → ')}\n${cached.stderr}`).toContain(cached.code);
    const fresh = await planWithoutState(j);
    expect(comparable(cached), `seed ${seed}: ${log.join(' → ')}`).toEqual(comparable(fresh));
  };

  const moves: Record<string, () => Promise<ProcessResult | void>> = {
    async edit() {
      const p = pick(products);
      p.name = `${pick(NAMES)} ${next() % 100}`;
      await writeCatalog();
    },
    // The same size, the mtime put back (`touch -d`): only the change time and the bytes tell.
    async sameSizeSameMtime() {
      const before = await stat(catalogFile);
      const plain = products.filter((p) => /^"\d+\.[56]0"$/.test(p.price));
      if (plain.length === 0) return moves.edit!();
      const p = pick(plain);
      p.price = p.price.replace(/\.([56])0"$/, (_, d: string) => (d === '5' ? '.60"' : '.50"'));
      await writeCatalog();
      expect((await stat(catalogFile)).size).toBe(before.size);
      await utimes(catalogFile, before.atime, before.mtime);
    },
    async add() {
      made += 1;
      products.splice(next() % (products.length + 1), 0, {
        slug: `p-${made}`,
        name: `Product ${made}`,
        price: `"${made}.50"`,
        extra: [],
      });
      await writeCatalog();
    },
    async remove() {
      if (products.length > 2) products.splice(next() % products.length, 1);
      await writeCatalog();
    },
    async move() {
      const [p] = products.splice(next() % products.length, 1);
      products.splice(next() % (products.length + 1), 0, p!);
      await writeCatalog();
    },
    async special() {
      const p = pick(products);
      if (next() % 3 === 0) p.price = pick(SPECIAL_PRICES);
      else {
        const line = pick(SPECIAL_LINES);
        const field = line.slice(0, line.indexOf(':'));
        p.extra = [...p.extra.filter((l) => !l.startsWith(`${field}:`)), line];
      }
      await writeCatalog();
    },
    // Another branch with another catalog, then back: the same text in a file written anew.
    async checkoutAndBack() {
      commitAll(j.repo, 'before the branch');
      const branch = `other-${log.length}`;
      git(j.repo, 'checkout', '-q', '-b', branch);
      await writeFile(catalogFile, render(products.slice(1)));
      commitAll(j.repo, 'on the branch');
      const plan = await j.sitesync(['plan', '--json']);
      expect([0, 2]).toContain(plan.code);
      git(j.repo, 'checkout', '-q', '-');
    },
    // The stored parse edited where it lies, its key and MAC left: a price no YAML says.
    async tamperParse() {
      await j.sitesync(['plan', '--json']);
      const text = await readFile(parseCache(j), 'utf8').catch(() => undefined);
      if (text) await writeFile(parseCache(j), text.replace(/"price":"[0-9.]+"/, '"price":"0.01"'));
    },
    // A site file changed in place, keeping its size (a character replaced).
    async siteEdit() {
      const file = join(j.repo, 'site', 'assets', 'site.css');
      const text = await readFile(file, 'utf8');
      const digit = String(next() % 10);
      await writeFile(file, text.replace(/(margin: )\d/, `$1${digit}`));
    },
    // The digest cache edited: a site file changed since, its entry given the new stat.
    async tamperDigests() {
      await j.sitesync(['plan', '--json']);
      await forgeDigest(
        j,
        join(j.repo, 'site', 'assets', 'site.css'),
        () => moves.siteEdit!() as Promise<void>,
      );
    },
    // A save of the stored parse killed at a random byte, at its head, at its rename, or failed
    // as on a full disk; the catalog changed first, so that the run saves it.
    async faultedSave() {
      const size = (await stat(parseCache(j)).catch(() => undefined))?.size ?? 2_000;
      await moves.edit!();
      const fault = pick(['kill', 'kill', 'head', 'rename', 'enospc', 'eacces', 'erofs']);
      const at = next() % Math.floor(size * 0.9);
      log[log.length - 1] += `(${fault}@${at})`;
      const run = await j.sitesync(['plan', '--json'], faulty(fault, at));
      if (['enospc', 'eacces', 'erofs'].includes(fault)) return run;
      expect(run.signal, run.stderr).toBe('SIGKILL');
      // What the killed save left: its temporary file; never a state file of its own making.
      const left = await readdir(stateDir(j));
      expect(left.filter((n) => n.endsWith('.tmp')).length).toBeLessThanOrEqual(1);
    },
    // A state file replaced between runs by a FIFO, a link to /dev/zero, or a link to a file
    // outside (whose text is a state file of the right shape): never waited on, read or written
    // through.
    async hostileStateFile() {
      await j.sitesync(['plan', '--json']);
      const name = pick(['catalog.json', 'digests.json', 'history.json', 'list-cursors.json']);
      const file = join(stateDir(j), name);
      const outside = join(j.home, `outside-${name}`);
      const kind = pick(['fifo', 'zero', 'outside']);
      log[log.length - 1] += `(${kind} ${name})`;
      const text = await readFile(file, 'utf8').catch(() => '{}');
      await rm(file, { force: true });
      if (kind === 'fifo') execFileSync('mkfifo', [file]);
      else if (kind === 'zero') await symlink('/dev/zero', file);
      else {
        await writeFile(outside, text);
        await symlink(outside, file);
      }
      const run = await j.sitesync(['plan', '--json']);
      if (kind === 'outside') expect(await readFile(outside, 'utf8')).toBe(text);
      return run;
    },
    // Two plans at once, each saving the same state files.
    async concurrentPlans() {
      await moves.edit!();
      const [a, b] = await Promise.all([j.sitesync(['plan', '--json']), j.sitesync(['plan', '--json'])]);
      expect(comparable(a)).toEqual(comparable(b));
      return a;
    },
    // Committed first: a value an apply wrote from uncommitted YAML reads as a live edit later.
    async apply() {
      commitAll(j.repo, `apply ${log.length}`);
      const planned = comparable(await j.sitesync(['plan', '--json'])) as {
        result?: { catalog?: { changes: { key: string; action: string }[] } };
      };
      const before = new Map((await liveProducts(j.emulator)).map((p) => [p['slug'] as string, p]));
      const res = await j.sitesync(['apply', '--json']);
      expect(
        res.code,
        `seed ${seed}: ${log.join(' → ')}\n${res.stderr}\n${res.stdout.replace(/[\s\S]*"error"/, '').slice(0, 1500)}`,
      ).toBe(0);
      // Every entity the plan left unchanged is as it was, byte for byte.
      const after = new Map((await liveProducts(j.emulator)).map((p) => [p['slug'] as string, p]));
      for (const change of planned?.result?.catalog?.changes ?? [])
        if (change.action === 'unchanged' && before.has(change.key))
          expect(after.get(change.key), `${change.key} was written`).toEqual(before.get(change.key));
      // And nothing is left to do in the catalog, as a plan with no state sees it (the site's
      // change is staged in a session, not yet published).
      const fresh = JSON.parse((await planWithoutState(j)).stdout) as {
        result: { catalog: { changes: { key: string; action: string }[] } };
      };
      const left = fresh.result.catalog.changes.filter((c) => c.action !== 'unchanged');
      expect(left, `seed ${seed}: ${log.join(' → ')}`).toEqual([]);
    },
  };
  const weights: [string, number][] = [
    ['edit', 3],
    ['sameSizeSameMtime', 2],
    ['add', 2],
    ['remove', 1],
    ['move', 2],
    ['special', 3],
    ['checkoutAndBack', 1],
    ['tamperParse', 2],
    ['siteEdit', 1],
    ['tamperDigests', 2],
    ['faultedSave', 3],
    ['concurrentPlans', 1],
    ['hostileStateFile', 1],
    ['apply', 2],
  ];
  const total = weights.reduce((n, [, w]) => n + w, 0);
  const draw = () => {
    let r = next() % total;
    for (const [name, w] of weights) if ((r -= w) < 0) return name;
    return 'edit';
  };

  await check();
  for (let i = 0; i < steps; i++) {
    const move = draw();
    log.push(move);
    const run = await moves[move]!();
    await check(run ?? undefined);
  }
  if (process.env.SITESYNC_STATE_ATTACK_LOG) console.log(`seed ${seed}: ${log.join(' → ')}`);
}

const seeds = Number(process.env.SITESYNC_STATE_ATTACK_SEEDS ?? 1);

describe('plans from the local state are the plans without it', { timeout: 600_000 }, () => {
  it.each(Array.from({ length: seeds }, (_, i) => 1 + i * 7919))(
    'seed %i: a random walk of attacks',
    async (seed) => {
      await attack(seed, 18);
    },
  );

  it('a stored parse edited where it lies (its key kept) is neither planned nor applied', async () => {
    journey = await startJourney({
      catalog: render([{ slug: 'p-1', name: 'One', price: '"3.50"', extra: [] }]),
    });
    const j = journey;
    commitAll(j.repo, 'catalog');
    expect((await j.sitesync(['plan', '--json'])).code).toBe(0);
    const text = await readFile(parseCache(j), 'utf8');
    expect(text).toContain('"price":"3.50"');
    await writeFile(parseCache(j), text.replace('"price":"3.50"', '"price":"0.01"'));
    const plan = await j.sitesync(['plan', '--json']);
    expect(plan.stdout).toContain('"price": "3.50"');
    expect(plan.stdout).not.toContain('0.01');
    await writeFile(parseCache(j), text.replace('"price":"3.50"', '"price":"0.01"'));
    const res = await j.sitesync(['apply']);
    expect(res.code, res.stderr).toBe(0);
    expect((await liveProducts(j.emulator)).map((p) => p['price'])).toEqual(['3.50']);
  });

  it('a site file whose digest cache entry was edited to its new stat is planned and applied', async () => {
    journey = await startJourney({});
    const j = journey;
    commitAll(j.repo, 'site');
    expect((await j.sitesync(['plan', '--json'])).code).toBe(0);
    const css = join(j.repo, 'site', 'assets', 'site.css');
    const changed = 'body { margin: 7 }\n';
    expect(await forgeDigest(j, css, () => writeFile(css, changed))).toBe(true);
    const plan = JSON.parse((await j.sitesync(['plan', '--json'])).stdout) as {
      result: { sites: { diff: { modified: { path: string }[] } }[] };
    };
    expect(plan.result.sites[0]!.diff.modified.map((m) => m.path)).toEqual(['assets/site.css']);
    commitAll(j.repo, 'margin');
    expect(await forgeDigest(j, css, async () => undefined)).toBe(true);
    const res = await j.sitesync(['apply', '--json']);
    expect(res.code, res.stderr).toBe(0);
    const applied = JSON.parse(res.stdout) as {
      result: { plan: { sites: { diff: { modified: { path: string }[] } }[] } };
    };
    expect(applied.result.plan.sites[0]!.diff.modified.map((m) => m.path)).toEqual(['assets/site.css']);
  });

  it('a site file written again in the second it was read, the cache saved in a later one (a one-second file system), is read again', async () => {
    journey = await startJourney({});
    const j = journey;
    commitAll(j.repo, 'site');
    const css = join(j.repo, 'site', 'assets', 'site.css');
    const original = await readFile(css, 'utf8');
    const changed = original.replace(/\d/, (d) => String((Number(d) + 1) % 10));
    expect(changed.length).toBe(original.length);
    const coarse = { NODE_OPTIONS: `--import=${COARSE}`, SITESYNC_TEST_COARSE_TIMES: '1' };
    // Another writer: the file as committed (and live), written again, read, then changed at once.
    const raced = await j.sitesync(['plan', '--json'], {
      ...coarse,
      SITESYNC_TEST_REWRITE: css,
      SITESYNC_TEST_REWRITE_FIRST: original,
      SITESYNC_TEST_REWRITE_THEN: changed,
    });
    expect(raced.code, raced.stderr).toBe(0);
    expect(await readFile(css, 'utf8')).toBe(changed);
    const modified = (run: ProcessResult) =>
      (
        JSON.parse(run.stdout) as { result: { sites: { diff: { modified: { path: string }[] } }[] } }
      ).result.sites[0]!.diff.modified.map((m) => m.path);
    // The file's stat is what the read saw (same size, same second), its text is not.
    expect(modified(await j.sitesync(['plan', '--json'], coarse))).toEqual(['assets/site.css']);
    expect(modified(await planWithoutState(j))).toEqual(['assets/site.css']);
  });
});
