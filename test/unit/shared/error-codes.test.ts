/**
 * One style of error codes (issue 13): every code sitesync gives an error is UPPER_SNAKE. Issue
 * codes inside an error's list stay lower_snake, like the platform's (docs/json-output.md).
 * Reads every client source file for the codes its errors are built with.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { UPPER_SNAKE } from '../../../src/cli/envelope.js';

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((d) => {
    const path = join(dir, d.name);
    if (d.isDirectory()) return path.endsWith(join('src', 'emulator')) ? [] : sources(path);
    return d.name.endsWith('.ts') ? [path] : [];
  });
}

/** `new SitesyncError('CODE'`, `new InputError(\n 'CODE'`, `super('CODE'` (error subclasses). */
const CONSTRUCTION = /(?:new\s+(?:SitesyncError|InputError)|super)\(\s*'([^']*)'/g;

describe('error codes', () => {
  it('are UPPER_SNAKE in every error sitesync constructs', () => {
    const found: { file: string; code: string }[] = [];
    for (const file of sources('src')) {
      for (const m of readFileSync(file, 'utf8').matchAll(CONSTRUCTION)) found.push({ file, code: m[1]! });
    }
    expect(found.length).toBeGreaterThan(60);
    expect(found.filter((f) => !UPPER_SNAKE.test(f.code))).toEqual([]);
  });
});
