import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { formatCatalogIssue, loadCatalog } from '../../../src/catalog/index.js';
import { InputError } from '../../../src/shared/errors.js';

const badDir = fileURLToPath(new URL('../../fixtures/catalogs/bad/', import.meta.url));
const cases = readdirSync(badDir)
  .filter((name) => !name.endsWith('.expected.txt'))
  .sort();

async function issuesOf(name: string): Promise<string[]> {
  try {
    await loadCatalog(path.join(badDir, name), { baseDir: badDir });
  } catch (err) {
    expect(err).toBeInstanceOf(InputError);
    const error = err as InputError;
    expect(error.code).toBe('CATALOG_INVALID');
    expect(error.issues.every((i) => i.severity === 'error' && i.line !== undefined)).toBe(true);
    return error.issues.map(formatCatalogIssue);
  }
  throw new Error(`${name} loaded without errors`);
}

describe('bad catalogs report every problem with file:line:column and field', () => {
  it('has a corpus of at least 20 cases, each with its expected messages', () => {
    expect(cases.length).toBeGreaterThanOrEqual(20);
  });

  it.each(cases)('%s', async (name) => {
    const expectedFile = path.join(badDir, name.replace(/\.yml$/, '') + '.expected.txt');
    const expected = readFileSync(expectedFile, 'utf8').trimEnd().split('\n');
    expect(await issuesOf(name)).toEqual(expected);
  });
});
