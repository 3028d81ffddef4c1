/**
 * The emulator's own cost per request (issue 18): `sitesync emulator --port 0 --seed FILE` in its
 * own process, seeded with N products; measures how long seeding takes (spawn → "listening", less
 * the same for an empty catalog) and the emulator's CPU (from /proc/PID/stat) while a client walks
 * every page of `GET /v1/products?limit=100` sequentially, `--passes` times.
 *
 *   npx tsx bench/emulator-pages.ts [--products 10000] [--passes 5] [--shape strict|minimal|noisy]
 *     [--cli dist/cli/index.js] [--cpu-prof DIR] [--creates N]
 *
 * `--creates N` then creates N more products over HTTP (16 at a time, each with its own
 * Idempotency-Key, as a first publish does) and reports the emulator's CPU per create.
 * `--cli` takes any bundled CLI entry (e.g. a copy of an older dist/cli/index.js) to compare
 * before and after; `--cpu-prof DIR` runs the emulator under `node --cpu-prof` into DIR.
 * Linux only (reads /proc). The pages' SHA-256 is printed too: two runs of one build over the
 * same seed differ only by ids and timestamps, so it is a sanity line, not a golden.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { listeningUrl } from './emulator-process.js';

const { values } = parseArgs({
  options: {
    products: { type: 'string', default: '10000' },
    passes: { type: 'string', default: '5' },
    shape: { type: 'string', default: 'strict' },
    cli: { type: 'string', default: 'dist/cli/index.js' },
    'cpu-prof': { type: 'string' },
    creates: { type: 'string', default: '0' },
  },
});
const products = Number(values.products);
const passes = Number(values.passes);
const cli = resolve(values.cli);
const KEY = 'sk_pages_bench_key_0001';
const TICK_MS = 10; // USER_HZ = 100 on Linux

function seedOf(count: number): unknown {
  const brands = Array.from({ length: 200 }, (_, i) => ({ slug: `brand-${i}`, name: `Brand ${i}` }));
  const categories = Array.from({ length: 500 }, (_, i) => ({
    slug: `cat-${i}`,
    name: `Category ${i}`,
    type: 'product',
    ...(i >= 20 && { parent: `cat-${i % 20}` }),
  }));
  const items = Array.from({ length: count }, (_, i) => ({
    slug: `product-${String(i + 1).padStart(6, '0')}`,
    name: `Product ${i + 1}`,
    brand: `brand-${(i * 7) % 200}`,
    category: `cat-${20 + ((i * 13) % 480)}`,
    price: `${(i % 999) + 1}.${String(i % 100).padStart(2, '0')}`,
    sku: `SKU-${String(i + 1).padStart(6, '0')}`,
    status: i % 10 === 0 ? 'draft' : 'active',
  }));
  return {
    api_keys: [{ key: KEY, rate_limit: 1_000_000, name: 'pages bench' }],
    catalog: { brands, categories, products: items },
  };
}

/** The process's user + system CPU so far, in ms. */
function cpuMs(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
}

interface Started {
  readonly child: ChildProcess;
  readonly url: string;
  readonly startMs: number;
  readonly startCpuMs: number;
}

async function startEmulator(seedFile: string, profDir?: string): Promise<Started> {
  const t0 = performance.now();
  const child = spawn(
    process.execPath,
    [
      ...(profDir ? ['--cpu-prof', '--cpu-prof-dir', profDir] : []),
      cli,
      'emulator',
      '--port',
      '0',
      '--seed',
      seedFile,
      '--shape',
      values.shape,
    ],
    { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, NO_COLOR: '1' } },
  );
  const url = await listeningUrl(child);
  return { child, url, startMs: performance.now() - t0, startCpuMs: cpuMs(child.pid!) };
}

async function stop(child: ChildProcess): Promise<void> {
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGINT');
  await exited;
}

/** Walks every page once; returns the number of pages and a hash of their bodies. */
async function walk(url: string, hash: ReturnType<typeof createHash>): Promise<number> {
  let pages = 0;
  let cursor: string | undefined;
  for (;;) {
    const query = `limit=100${cursor ? `&starting_after=${cursor}` : ''}`;
    const res = await fetch(`${url}/v1/products?${query}`, { headers: { authorization: `Bearer ${KEY}` } });
    const text = await res.text();
    if (res.status !== 200) throw new Error(`page ${pages}: ${res.status} ${text.slice(0, 300)}`);
    hash.update(text);
    pages++;
    const body = JSON.parse(text) as { data: Record<string, unknown> };
    const data = body.data;
    if (data.has_more !== true) break;
    // The minimal shape leaves next_cursor out: the last item's id is the cursor then.
    const items = data.items as { id: string }[];
    cursor = typeof data.next_cursor === 'string' ? data.next_cursor : items[items.length - 1]!.id;
  }
  return pages;
}

async function main(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'emu-pages-'));
  try {
    const emptySeed = join(dir, 'empty.json');
    const seed = join(dir, 'seed.json');
    writeFileSync(emptySeed, JSON.stringify(seedOf(0)));
    writeFileSync(seed, JSON.stringify(seedOf(products)));

    const empty = await startEmulator(emptySeed);
    await stop(empty.child);
    const emu = await startEmulator(seed, values['cpu-prof']);
    console.log(`cli ${cli}, shape ${values.shape}, ${products} products`);
    console.log(
      `start: empty ${empty.startMs.toFixed(0)} ms (CPU ${empty.startCpuMs} ms); seeded ${emu.startMs.toFixed(0)} ms (CPU ${emu.startCpuMs} ms); seeding ≈ ${(emu.startMs - empty.startMs).toFixed(0)} ms wall, ${emu.startCpuMs - empty.startCpuMs} ms CPU`,
    );
    const hash = createHash('sha256');
    await walk(emu.url, createHash('sha256')); // warm-up pass
    const cpu0 = cpuMs(emu.child.pid!);
    const t0 = performance.now();
    let pages = 0;
    for (let i = 0; i < passes; i++) pages += await walk(emu.url, hash);
    const wall = performance.now() - t0;
    const cpu = cpuMs(emu.child.pid!) - cpu0;
    console.log(
      `pages: ${pages} (${passes} passes): ${(wall / pages).toFixed(3)} ms/page wall, emulator CPU ${(cpu / pages).toFixed(3)} ms/page (${cpu} ms)`,
    );
    console.log(`sha256 of the pages: ${hash.digest('hex').slice(0, 16)}`);
    const creates = Number(values.creates);
    if (creates > 0) {
      const c0 = cpuMs(emu.child.pid!);
      const s0 = performance.now();
      let next = 0;
      const worker = async () => {
        for (let i = next++; i < creates; i = next++) {
          const res = await fetch(`${emu.url}/v1/products`, {
            method: 'POST',
            headers: {
              authorization: `Bearer ${KEY}`,
              'content-type': 'application/json',
              'idempotency-key': `bench-create-${String(i).padStart(8, '0')}`,
            },
            body: JSON.stringify({ name: `New ${i}`, slug: `new-${i}`, price: '9.99', sku: `NEW-${i}` }),
          });
          if (res.status !== 200) throw new Error(`create ${i}: ${res.status} ${await res.text()}`);
          await res.arrayBuffer();
        }
      };
      await Promise.all(Array.from({ length: 16 }, worker));
      const createCpu = cpuMs(emu.child.pid!) - c0;
      console.log(
        `creates: ${creates} in ${((performance.now() - s0) / 1000).toFixed(1)} s, emulator CPU ${(createCpu / creates).toFixed(3)} ms/create (${createCpu} ms)`,
      );
    }
    await stop(emu.child);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
