#!/usr/bin/env node
// `npm run package [-- --pack-destination DIR] [--json]`: the npm package as users get it. npm would
// pack this checkout's package.json as it is, and a user's `npm i -g sitesync` would then install
// its optionalDependencies: the Node 24 binaries that pin the tooling's Node (a 30 MB+ download
// per user, for a CLI that needs no dependency at all). So the files npm would pack are copied to a
// staging folder with a manifest that keeps only what a user needs, and packed there.
// `npm pack` / `npm publish` in the checkout itself are refused (the prepack script).
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

/** The fields of package.json a user's install reads or shows; the rest stays in the checkout. */
const KEPT = [
  'name',
  'version',
  'description',
  'keywords',
  'homepage',
  'bugs',
  'repository',
  'license',
  'type',
  'engines',
  'bin',
  'files',
];

const args = process.argv.slice(2);
if (args.includes('--prepack')) {
  console.error(
    'error: `npm pack` / `npm publish` in the checkout would ship its optionalDependencies (the Node 24 binaries of the tooling) to every user.\nhint: `npm run package` packs the package as users get it; `npm publish <that tarball>` publishes it',
  );
  process.exit(1);
}
const destIndex = args.indexOf('--pack-destination');
const dest = resolve(destIndex >= 0 && args[destIndex + 1] ? args[destIndex + 1] : '.');
const json = args.includes('--json');

const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
// npm's own list of what it would pack (files, README, LICENSE, package.json), so the rules stay npm's.
const [dry] = JSON.parse(
  execFileSync(npm, ['pack', '--dry-run', '--json', '--ignore-scripts'], {
    cwd: root,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  }),
);
const stage = mkdtempSync(join(tmpdir(), 'sitesync-pack-'));
try {
  for (const { path } of dry.files) {
    if (path === 'package.json') continue;
    mkdirSync(dirname(join(stage, path)), { recursive: true });
    cpSync(join(root, path), join(stage, path));
  }
  const published = Object.fromEntries(KEPT.filter((k) => k in manifest).map((k) => [k, manifest[k]]));
  writeFileSync(join(stage, 'package.json'), `${JSON.stringify(published, null, 2)}\n`);
  mkdirSync(dest, { recursive: true });
  const out = execFileSync(
    npm,
    ['pack', '--pack-destination', dest, '--ignore-scripts', ...(json ? ['--json'] : [])],
    { cwd: stage, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] },
  );
  process.stdout.write(out);
} finally {
  rmSync(stage, { recursive: true, force: true });
}
