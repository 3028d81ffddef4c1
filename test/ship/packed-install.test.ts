/**
 * The npm package as a user gets it: `npm pack` (its prepack strips the manifest), then `npm install -g` of that tarball into an
 * empty prefix with no network (the package has no dependencies to fetch), then the installed
 * `sitesync` run from an empty folder: --version, --help, the demo, and the emulator. The tarball's
 * size and file list are held to a budget so tests, fixtures and sources never ship again.
 */
import { execFile, spawn } from 'node:child_process';
import { cp, mkdir, mkdtemp, readFile, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { delimiter, dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const run = promisify(execFile);
const repo = join(import.meta.dirname, '..', '..');

/** What may ship, and what must. */
const ALLOWED = [
  /^package\.json$/,
  /^README\.md$/,
  /^LICENSE$/,
  /^CHANGELOG\.md$/,
  /^bin\//,
  /^dist\/cli\//,
  /^schemas\//,
  /^examples\/demo-shop\//,
];
const REQUIRED = [
  'package.json',
  'README.md',
  'LICENSE',
  'CHANGELOG.md',
  'bin/sitesync.js',
  'dist/cli/index.js',
  'schemas/catalog.schema.json',
  'schemas/sitesync.schema.json',
  'schemas/plan.schema.json',
  'examples/demo-shop/sitesync.yml',
  'examples/demo-shop/catalog.yml',
  'examples/demo-shop/site/site.json',
];
// What runs is ~720 KiB packed (715,174 bytes before the SIMD escape counter, 717,745 after; 739,484
// with the bounded publish waits, the replay reports and the cancelled pull request runs): the
// budget leaves room for code, not for a folder of tests, fixtures or sources (hundreds of KiB).
const BUDGET = { tarballBytes: 800 * 1024, files: 150, installedBytes: 6 * 1024 * 1024 };

let work: string;
let prefix: string;
let tarball: string;
let packedFiles: string[];
let manifestBefore: string;
let manifestAfter: string;
/** What `npm pack` reads: package.json, README, LICENSE and the `files` of package.json. */
const PACKED_FROM = [
  'package.json',
  'README.md',
  'LICENSE',
  'CHANGELOG.md',
  'bin',
  'dist/cli',
  'schemas',
  'examples/demo-shop',
];
const version = (JSON.parse(await readFile(join(repo, 'package.json'), 'utf8')) as { version: string })
  .version;

/** The environment of a user's shell: Node 24 (this test's) first on PATH, npm kept offline and away from ~/.npm. */
function userEnv(): NodeJS.ProcessEnv {
  return {
    ...process.env,
    PATH: [dirname(process.execPath), join(prefix, 'bin'), process.env.PATH ?? ''].join(delimiter),
    npm_config_cache: join(work, 'npm-cache'),
    npm_config_offline: 'true',
    npm_config_audit: 'false',
    npm_config_fund: 'false',
    npm_config_update_notifier: 'false',
    NO_COLOR: '1',
    CI: 'true',
  };
}

const installed = () => join(prefix, 'bin', 'sitesync');

async function sizeOf(path: string): Promise<number> {
  const s = await stat(path);
  if (!s.isDirectory()) return s.size;
  let total = 0;
  for (const name of await readdir(path)) total += await sizeOf(join(path, name));
  return total;
}

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'ss-pack-'));
  prefix = join(work, 'prefix');
  await mkdir(prefix);
  // `npm pack` as in the release workflow, in a copy of what it reads (its prepack script rewrites
  // package.json for the length of the pack: tests running beside this one read the checkout's).
  const checkout = join(work, 'checkout');
  for (const path of [...PACKED_FROM, 'scripts/pack.mjs'])
    await cp(join(repo, path), join(checkout, path), { recursive: true });
  manifestBefore = await readFile(join(checkout, 'package.json'), 'utf8');
  const { stdout } = await run('npm', ['pack', '--json', '--pack-destination', work], {
    cwd: checkout,
    env: userEnv(),
  });
  manifestAfter = await readFile(join(checkout, 'package.json'), 'utf8');
  const [packed] = JSON.parse(stdout) as { filename: string; files: { path: string }[] }[];
  tarball = join(work, packed!.filename);
  packedFiles = packed!.files.map((f) => f.path).sort();
  await run('npm', ['install', '--global', '--prefix', prefix, tarball], { cwd: work, env: userEnv() });
}, 120_000);

afterAll(async () => {
  if (work) await rm(work, { recursive: true, force: true });
});

describe('the packed npm package', () => {
  it('holds only what runs, within its budget', async () => {
    const stray = packedFiles.filter((f) => !ALLOWED.some((re) => re.test(f)));
    expect(stray).toEqual([]);
    expect(REQUIRED.filter((f) => !packedFiles.includes(f))).toEqual([]);
    expect(packedFiles.length).toBeLessThanOrEqual(BUDGET.files);
    expect((await stat(tarball)).size).toBeLessThanOrEqual(BUDGET.tarballBytes);
  });

  it('installs with no dependencies into an empty prefix', async () => {
    const root = join(prefix, 'lib', 'node_modules', 'sitesync');
    const manifest = JSON.parse(await readFile(join(root, 'package.json'), 'utf8')) as Record<
      string,
      unknown
    >;
    expect(manifest.dependencies).toBeUndefined();
    // Online, npm would install these for every user: the tooling's Node 24 binaries stay home.
    expect(manifest.optionalDependencies).toBeUndefined();
    expect(manifest.devDependencies).toBeUndefined();
    expect(manifest.scripts).toBeUndefined();
    // …and the checkout's own package.json is as it was before the pack.
    expect(manifestAfter).toBe(manifestBefore);
    expect(manifest.private).toBeUndefined();
    expect(manifest.bin).toEqual({ sitesync: 'bin/sitesync.js' });
    await expect(stat(join(root, 'node_modules'))).rejects.toThrow();
    expect(await sizeOf(root)).toBeLessThanOrEqual(BUDGET.installedBytes);
  });

  it('sitesync --version is package.json’s version, --help lists the commands', async () => {
    const cwd = await mkdtemp(join(work, 'empty-'));
    const v = await run(installed(), ['--version'], { cwd, env: userEnv() });
    expect(v.stdout.trim()).toBe(version);
    const help = await run(installed(), ['--help'], { cwd, env: userEnv() });
    for (const command of [
      'plan',
      'apply',
      'publish',
      'validate',
      'init',
      'import',
      'login',
      'emulator',
      'demo',
    ])
      expect(help.stdout).toMatch(new RegExp(`^\\s+${command}\\b`, 'm'));
  });

  it('sitesync demo runs from an empty folder with the example the package ships', async () => {
    const cwd = await mkdtemp(join(work, 'demo-'));
    const { stdout } = await run(installed(), ['demo'], { cwd, env: userEnv(), timeout: 90_000 });
    expect(stdout).toContain('No changes. The live platform matches the repository.');
    expect(stdout).toMatch(/The whole tour took \d+ API requests/);
    expect(await readdir(cwd)).toEqual([]);
  }, 120_000);

  it('the installed emulator serves the platform, and the installed CLI talks to it', async () => {
    const cwd = await mkdtemp(join(work, 'emu-'));
    const child = spawn(installed(), ['emulator', '--port', '0'], { cwd, env: userEnv() });
    try {
      let out = '';
      const started = await new Promise<{ url: string; key: string }>((resolve, reject) => {
        child.stdout.on('data', (d: Buffer) => {
          out += d.toString();
          const url = /SITESYNC_BASE_URL=(\S+)/.exec(out)?.[1];
          const key = /SITESYNC_API_KEY=(\S+)/.exec(out)?.[1];
          if (url && key) resolve({ url, key });
        });
        child.on('exit', (code) => reject(new Error(`emulator exited ${code}: ${out}`)));
      });
      const who = await run(installed(), ['whoami'], {
        cwd,
        env: { ...userEnv(), SITESYNC_BASE_URL: started.url, SITESYNC_API_KEY: started.key },
      });
      expect(who.stdout).toContain(started.url);
      const ping = await fetch(`${started.url}/v1/ping`, {
        headers: { authorization: `Bearer ${started.key}` },
      });
      expect(ping.status).toBe(200);
    } finally {
      child.kill('SIGTERM');
    }
  }, 60_000);
});
