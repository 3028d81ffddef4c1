// Bundles the action (src/index.ts → dist/index.js) and the CLI (src/cli/main.ts → dist/cli/index.js)
// with @vercel/ncc. dist/ is committed; CI rebuilds and fails when it differs.
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import ncc from '@vercel/ncc';

const root = join(import.meta.dirname, '..');
const targets = [
  { entry: 'src/index.ts', out: 'dist' },
  { entry: 'src/cli/main.ts', out: 'dist/cli' },
];
/** ncc's errors can carry the whole bundle: keep the message readable. */
async function bundle(entry, options) {
  try {
    return await ncc(join(root, entry), options);
  } catch (err) {
    console.error(`build of ${entry} failed: ${String(err?.message ?? err).slice(0, 2000)}`);
    process.exit(1);
  }
}

await rm(join(root, 'dist'), { recursive: true, force: true });
for (const { entry, out } of targets) {
  const { code, assets } = await bundle(entry, {
    minify: false,
    sourceMap: false,
    quiet: true,
    target: 'es2023',
    license: 'licenses.txt',
    assetBuilds: false,
  });
  const outDir = join(root, out);
  await mkdir(outDir, { recursive: true });
  await writeFile(join(outDir, 'index.js'), code);
  for (const [name, asset] of Object.entries(assets ?? {})) {
    const file = join(outDir, name);
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, asset.source);
  }
  console.log(
    `built ${out}/index.js (${(code.length / 1024).toFixed(0)} KiB, ${Object.keys(assets ?? {}).length} assets)`,
  );
}
