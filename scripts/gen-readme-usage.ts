/**
 * Writes the action's inputs and outputs (from action.yml) into README.md between the markers
 * `<!-- action-usage:start -->` and `<!-- action-usage:end -->`, so the two never disagree.
 * `--check` fails when README.md is stale (CI).
 */
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parse } from 'yaml';

const root = join(import.meta.dirname, '..');
const action = parse(await readFile(join(root, 'action.yml'), 'utf8')) as {
  inputs: Record<string, { description: string; required?: boolean; default?: string }>;
  outputs: Record<string, { description: string }>;
};
const cell = (s: string) => s.replace(/\|/g, '\\|').replace(/\n/g, ' ').trim();
const lines = ['| input | default | description |', '|---|---|---|'];
for (const [name, i] of Object.entries(action.inputs)) {
  lines.push(
    `| \`${name}\` | ${i.default !== undefined && i.default !== '' ? `\`${cell(i.default)}\`` : i.required ? '(required)' : ''} | ${cell(i.description)} |`,
  );
}
lines.push('', '| output | description |', '|---|---|');
for (const [name, o] of Object.entries(action.outputs))
  lines.push(`| \`${name}\` | ${cell(o.description)} |`);
const block = `<!-- action-usage:start -->\n<!-- generated from action.yml by \`npm run gen:readme\`; do not edit by hand -->\n${lines.join('\n')}\n<!-- action-usage:end -->`;

const readmePath = join(root, 'README.md');
const readme = await readFile(readmePath, 'utf8');
const updated = readme.replace(/<!-- action-usage:start -->[\s\S]*?<!-- action-usage:end -->/, block);
if (!updated.includes(block)) throw new Error('README.md has no action-usage markers');
if (process.argv.includes('--check')) {
  if (updated !== readme) {
    console.error('README.md usage block is stale: run `npm run gen:readme`');
    process.exit(1);
  }
} else {
  await writeFile(readmePath, updated);
  console.log('README.md usage block written from action.yml');
}
