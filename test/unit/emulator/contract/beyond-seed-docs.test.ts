/**
 * docs/platform-contract.md section 15 lists every field the emulator sends beyond the seed: the
 * table must name exactly the properties the schemas mark `x-beyond-seed`, no more, no fewer.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';

type Schema = { title?: string; properties?: Record<string, Schema & { 'x-beyond-seed'?: boolean }> };

function schemaFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    return statSync(full).isDirectory() ? schemaFiles(full) : name.endsWith('.schema.json') ? [full] : [];
  });
}

function marked(schema: Schema, prefix = ''): string[] {
  return Object.entries(schema.properties ?? {}).flatMap(([name, sub]) => [
    ...(sub['x-beyond-seed'] === true ? [`${prefix}${name}`] : []),
    ...marked(sub, `${prefix}${name}.`),
  ]);
}

it('the table of fields beyond the seed is the set of x-beyond-seed marks', () => {
  const fromSchemas = schemaFiles('schemas/platform').flatMap((file) => {
    const schema = JSON.parse(readFileSync(file, 'utf8')) as Schema;
    return marked(schema).map((field) => `${schema.title} ${field}`);
  });
  const doc = readFileSync('docs/platform-contract.md', 'utf8');
  const table = doc.slice(doc.indexOf('<!-- beyond-seed:start -->'), doc.indexOf('<!-- beyond-seed:end -->'));
  const fromDocs = table
    .split('\n')
    .filter((line) => line.startsWith('| ') && !line.startsWith('| Object') && !line.startsWith('|---'))
    .flatMap((line) => {
      const [object, fields] = line
        .split('|')
        .slice(1, 3)
        .map((c) => c.trim());
      return [...fields!.matchAll(/`([^`]+)`/g)].map((m) => `${object} ${m[1]}`);
    });
  expect(fromSchemas.length).toBeGreaterThan(50);
  expect([...fromDocs].sort()).toEqual([...fromSchemas].sort());
});
