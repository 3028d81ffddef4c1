/**
 * The wall-clock half of the hostile suite (`npm run test:hostile:heavy`, not part of `npm test`):
 * with the default caps, a hostile platform ends the run in under two minutes and 300 MB, and a
 * SIGTERM during a long catalog parse ends it within a second. Runs `node bin/sitesync.js` as a
 * process (build first), prints each figure and exits 1 when one is over its bound.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { ok, type StubHandler } from '../helpers/http-stub.js';
import { aliasHeavy } from '../fixtures/yaml-bombs.js';
import {
  demoArchive,
  HOSTILE_PLATFORM_CASES,
  HOSTILE_REPO_CASES,
  type HostileCase,
} from './hostile-cases.js';
import { runHostileCase } from './hostile-run.js';

const MB = 1024 * 1024;
const byName = (prefix: string) =>
  [...HOSTILE_PLATFORM_CASES, ...HOSTILE_REPO_CASES].find((c) => c.name.startsWith(prefix))!;

/** An archive answer that trickles one byte every 50 ms, forever. */
const trickle: StubHandler = (_req, res) => {
  res.writeHead(200, { 'content-type': 'application/json' });
  const timer = setInterval(() => (res.destroyed ? clearInterval(timer) : res.write(' ')), 50);
};

/** A valid archive just under the 64 MiB cap: the demo site and four 10 MiB binary assets. */
let nearCap: unknown;
const nearCapArchive: StubHandler = (req, res, i) => {
  if (nearCap === undefined) {
    res.writeHead(503).end();
    return;
  }
  ok(nearCap)(req, res, i);
};
async function prepareNearCap(): Promise<void> {
  const extra: Record<string, { content: string; encoding: string }> = {};
  for (let k = 0; k < 4; k++)
    extra[`assets/big-${k}.bin`] = { content: randomBytes(10 * MB).toString('base64'), encoding: 'base64' };
  nearCap = await demoArchive(extra);
}

interface Check {
  readonly label: string;
  readonly c: HostileCase;
  /** The run may write inside the repository (an import that succeeds). */
  readonly writes?: boolean;
  readonly maxWallMs?: number;
  readonly maxStopMs?: number;
  readonly expectCode: number;
}

const checks: Check[] = [
  {
    label: 'endless archive body',
    c: byName('import: an archive body without end'),
    maxWallMs: 120_000,
    expectCode: 1,
  },
  {
    label: 'trickling archive body (1 byte / 50 ms)',
    c: { ...byName('import: an archive body without end'), routes: () => [[/source\/archive$/, trickle]] },
    maxWallMs: 120_000,
    expectCode: 1,
  },
  {
    label: 'valid archive just under the cap (4 × 10 MiB assets, ~54 MiB of JSON)',
    c: {
      ...byName('import: an archive body without end'),
      routes: () => [[/source\/archive$/, nearCapArchive]],
    },
    writes: true,
    maxWallMs: 120_000,
    expectCode: 0,
  },
  {
    label: 'endless listing (fresh cursors)',
    c: byName('import --catalog: has_more forever'),
    maxWallMs: 120_000,
    expectCode: 1,
  },
  {
    label: 'platform stops listening during the catalog stage (200 brands)',
    c: {
      ...byName('apply: the platform stops listening'),
      catalog: [
        'brands:',
        ...Array.from({ length: 200 }, (_, i) => `  - { slug: b-${i}, name: B ${i} }`),
        '',
      ].join('\n'),
    },
    maxWallMs: 30_000,
    // As the case it scales up: the first wave lost its answers, which may have been written.
    expectCode: 4,
  },
  {
    label: '100,000 aliases parsed to the end (refused by the alias cap)',
    c: {
      ...byName('plan: SIGTERM while an alias-heavy catalog'),
      sigtermWhen: undefined,
      catalog: aliasHeavy(100_000),
    },
    maxWallMs: 120_000,
    expectCode: 3,
  },
  {
    label: 'SIGTERM during the parse of 100,000 anchors and 9,000 aliases',
    c: byName('plan: SIGTERM while an alias-heavy catalog'),
    maxStopMs: 1_000,
    expectCode: 130,
  },
];

// `tsx test/bad-input/hostile-heavy.ts <text>` runs only the checks whose label contains it.
const only = process.argv[2];
const root = await mkdtemp(join(tmpdir(), 'sitesync-hostile-heavy-'));
let failed = 0;
try {
  for (const [i, check] of checks.entries()) {
    if (only !== undefined && !check.label.includes(only)) continue;
    if (check.writes) await prepareNearCap();
    const o = await runHostileCase(check.c, join(root, String(i)));
    const rss = (o.run.peakRssBytes ?? NaN) / MB;
    const problems: string[] = [];
    if (o.run.code !== check.expectCode) problems.push(`exit ${o.run.code}, expected ${check.expectCode}`);
    if (!(rss < 300)) problems.push(`peak RSS ${rss.toFixed(0)} MB ≥ 300 MB`);
    if (check.maxWallMs !== undefined && o.wallMs >= check.maxWallMs)
      problems.push(`wall ${o.wallMs} ms ≥ ${check.maxWallMs}`);
    if (check.maxStopMs !== undefined && !((o.run.stopMs ?? Infinity) < check.maxStopMs))
      problems.push(`stop ${o.run.stopMs} ms ≥ ${check.maxStopMs}`);
    if (!check.writes && JSON.stringify(o.repoAfter) !== JSON.stringify(o.repoBefore))
      problems.push('the repository changed');
    if (JSON.stringify(o.outsideAfter) !== JSON.stringify(o.outsideBefore))
      problems.push('the folder beside it changed');
    failed += problems.length > 0 ? 1 : 0;
    console.log(
      `${problems.length ? 'FAIL' : 'ok  '} ${check.label}: exit ${o.run.code}, ${(o.wallMs / 1000).toFixed(1)} s, ` +
        `peak RSS ${rss.toFixed(0)} MB, ${o.requests.length} request(s)` +
        (o.run.stopMs !== undefined ? `, stopped ${o.run.stopMs} ms after SIGTERM` : '') +
        (problems.length ? `\n     ${problems.join('; ')}` : '') +
        `\n     ${o.error.split('\n')[0]}`,
    );
  }
} finally {
  await rm(root, { recursive: true, force: true });
}
console.log(failed === 0 ? 'result: OK' : `result: ${failed} check(s) failed`);
process.exitCode = failed === 0 ? 0 : 1;
