/**
 * The release machinery's own checks: the changelog has the section the release workflow will
 * publish, the notes extractor fails loudly, actionlint really lints (and fails on a broken
 * workflow), and action.yml is ready for the Marketplace.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
// @ts-expect-error a plain .mjs script without types
import { releaseNotes } from '../../scripts/release-notes.mjs';

const run = promisify(execFile);
const repo = join(import.meta.dirname, '..', '..');
const notes = releaseNotes as (changelog: string, version: string) => string;

describe('CHANGELOG.md and the release notes', () => {
  it('has an Unreleased section and a non-empty section for package.json’s version', async () => {
    const changelog = await readFile(join(repo, 'CHANGELOG.md'), 'utf8');
    const { version } = JSON.parse(await readFile(join(repo, 'package.json'), 'utf8')) as { version: string };
    expect(changelog).toMatch(/^## \[Unreleased\]$/m);
    expect(notes(changelog, version)).toMatch(/^### (Added|Changed|Fixed|Removed|Security|Deprecated)$/m);
  });

  it('prints only that version’s section and refuses a missing or empty one', () => {
    const changelog = [
      '# Changelog',
      '## [Unreleased]',
      '## [1.1.0] - 2026-12-01',
      '### Fixed',
      '- b',
      '## [1.0.0] - 2026-11-01',
      '### Added',
      '- a',
      '',
      '[1.1.0]: https://example.invalid/1.1.0',
    ].join('\n');
    expect(notes(changelog, '1.1.0')).toBe('### Fixed\n- b\n');
    expect(notes(changelog, '1.0.0')).toBe('### Added\n- a\n');
    expect(() => notes(changelog, '2.0.0')).toThrow('CHANGELOG.md has no section "## [2.0.0]"');
    expect(() => notes('## [3.0.0]\n\n## [2.0.0]\n- x', '3.0.0')).toThrow('is empty');
  });
});

describe('lint:workflows (actionlint)', () => {
  it('passes on the repository’s and the example workflows', async () => {
    const { stdout } = await run(process.execPath, ['scripts/lint-workflows.mjs'], { cwd: repo });
    expect(stdout).toMatch(/actionlint: [1-9]\d* workflow file\(s\), 0 finding\(s\)/);
  });

  it('fails on a workflow with an injection and an undefined property', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'ss-actionlint-'));
    await writeFile(
      join(dir, 'bad.yml'),
      [
        'on: pull_request',
        'jobs:',
        '  a:',
        '    runs-on: ubuntu-latest',
        '    steps:',
        '      - run: echo "${{ github.event.pull_request.title }}"',
        '      - run: echo "${{ matrix.nope }}"',
        '',
      ].join('\n'),
    );
    const failed = await run(process.execPath, ['scripts/lint-workflows.mjs', dir], { cwd: repo }).then(
      () => undefined,
      (err: { code: number; stdout: string }) => err,
    );
    expect(failed?.code).toBe(1);
    expect(failed?.stdout).toContain('bad.yml:6:');
    expect(failed?.stdout).toContain('potentially untrusted');
    expect(failed?.stdout).toContain('bad.yml:7:');
  });
});

describe('action.yml for the Marketplace', () => {
  it('has a name, a short description, branding, and a description for every input and output', async () => {
    const action = parse(await readFile(join(repo, 'action.yml'), 'utf8')) as {
      name: string;
      description: string;
      branding: { icon: string; color: string };
      runs: { using: string; main: string };
      inputs: Record<string, { description?: string }>;
      outputs: Record<string, { description?: string }>;
    };
    expect(action.name).toMatch(/\S/);
    expect(action.description.length).toBeGreaterThan(20);
    expect(action.description.length).toBeLessThanOrEqual(125);
    expect(action.branding.icon).toMatch(/\S/);
    expect(['white', 'black', 'yellow', 'blue', 'green', 'orange', 'red', 'purple', 'gray-dark']).toContain(
      action.branding.color,
    );
    expect(action.runs).toEqual({ using: 'node24', main: 'dist/index.js' });
    const undocumented = [
      ...Object.entries(action.inputs).map(([k, v]) => ['input', k, v.description] as const),
      ...Object.entries(action.outputs).map(([k, v]) => ['output', k, v.description] as const),
    ].filter(([, , d]) => !d || d.trim().length < 10);
    expect(undocumented).toEqual([]);
  });
});
