#!/usr/bin/env node
// The npm package's manifest as users get it. `npm pack` runs `prepack` (this script with
// --strip) before it reads the files and `postpack` (--restore) after: the tarball's package.json
// keeps only what an install reads or shows. Without this, a user's `npm i -g sitesync` would
// install the checkout's optionalDependencies, the Node 24 binaries that pin the tooling's Node (a
// download of tens of MB per user, for a CLI that needs no dependency at all), and carry its
// devDependencies and scripts along. The original is kept beside it until --restore puts it back;
// an interrupted pack is healed by the next one. `npm publish` from the checkout is refused
// (--refuse-publish): publish the tarball `npm pack` made, whose manifest is this stripped one.
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const manifestPath = join(root, 'package.json');
const keptPath = join(root, 'package.json.before-pack');

/** The fields of package.json a user's install reads or shows; the rest stays in the checkout. */
const PUBLISHED = [
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

/** Pure: the manifest users get. */
export function publishedManifest(manifest) {
  return Object.fromEntries(PUBLISHED.filter((k) => k in manifest).map((k) => [k, manifest[k]]));
}

function restore() {
  if (existsSync(keptPath)) renameSync(keptPath, manifestPath);
}

function strip() {
  restore(); // an earlier pack that stopped before postpack left the original beside it
  const original = readFileSync(manifestPath, 'utf8');
  writeFileSync(keptPath, original);
  writeFileSync(manifestPath, `${JSON.stringify(publishedManifest(JSON.parse(original)), null, 2)}\n`);
}

const [mode] = process.argv.slice(2);
if (mode === '--strip') strip();
else if (mode === '--restore') restore();
else if (mode === '--refuse-publish') {
  console.error(
    "error: `npm publish` from the checkout would describe the package to the registry with the checkout's package.json (its optionalDependencies included).\nhint: `npm pack`, then `npm publish ./sitesync-<version>.tgz` (the release workflow does this)",
  );
  process.exit(1);
} else if (mode !== undefined) {
  console.error(`usage: node scripts/pack.mjs --strip | --restore | --refuse-publish (got ${mode})`);
  process.exit(64);
}
