/**
 * bin/sitesync.js checks the Node.js it runs on before loading the CLI: too old, it says which
 * version it needs, which one it found, and what to run instead; exit 1. The version is faked by a
 * preload that rewrites process.version, and checked for real with an old system Node when the
 * machine has one.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLI, makeSandbox, PROJECT_ROOT, runProcess } from '../helpers/cli-process.js';

/** `node --import` of this makes the process believe it is Node.js `version`. */
const pretend = (version: string) =>
  'data:text/javascript,' +
  encodeURIComponent(
    `Object.defineProperty(process, 'version', { value: 'v${version}' });` +
      `Object.defineProperty(process.versions, 'node', { value: '${version}' });`,
  );

let sandbox: Awaited<ReturnType<typeof makeSandbox>>;
beforeAll(async () => {
  sandbox = await makeSandbox('sitesync-node-');
});
afterAll(async () => {
  await sandbox.close();
});

const run = (args: string[], node = process.execPath, nodeArgs: string[] = []) =>
  runProcess(node, [...nodeArgs, CLI, ...args], { cwd: sandbox.dir, env: sandbox.env });

const bundledNode = join(PROJECT_ROOT, 'node_modules', '.bin', 'node');

describe('the Node.js version check', () => {
  it('Node.js 20: exit 1, what it needs, what it found, what to run instead; nothing else runs', async () => {
    const res = await run(['plan'], process.execPath, ['--import', pretend('20.11.1')]);
    expect(res.code).toBe(1);
    expect(res.out).toBe('');
    const [error, hint, ...rest] = res.err.trimEnd().split('\n');
    expect(error).toBe(
      `error: sitesync needs Node.js 22.12.0 or newer; this is Node.js v20.11.1 (${process.execPath})`,
    );
    expect(hint).toMatch(/^hint: /);
    expect(hint).toContain('install Node.js 22.12.0 or newer (https://nodejs.org/');
    if (existsSync(bundledNode))
      expect(hint).toContain(`that \`npm ci\` installed in this clone: ${bundledNode} ${CLI} …`);
    expect(rest).toEqual([]); // the CLI itself never started (no "no sitesync.yml" error)
  });

  it('with --json: the error envelope on stdout names the command', async () => {
    const res = await run(['--json', '-C', '.', 'plan'], process.execPath, ['--import', pretend('18.20.4')]);
    expect(res.code).toBe(1);
    const envelope = JSON.parse(res.out) as Record<string, unknown>;
    expect(envelope).toMatchObject({
      format: 'sitesync.result',
      formatVersion: 1,
      command: 'plan',
      ok: false,
      exitCode: 1,
      error: { code: 'NODE_TOO_OLD' },
    });
  });

  it('Node.js 22.12.0 is enough', async () => {
    const res = await run(['--version'], process.execPath, ['--import', pretend('22.12.0')]);
    expect(res.err).toBe('');
    expect(res.code).toBe(0);
    expect(res.out.trim()).toBe('0.1.0');
  });

  const system = '/usr/bin/node';
  const systemVersion = existsSync(system)
    ? execFileSync(system, ['-p', 'process.versions.node'], { encoding: 'utf8' }).trim()
    : undefined;
  const [major = 0, minor = 0] = (systemVersion ?? '').split('.').map(Number);
  const systemTooOld = systemVersion !== undefined && (major < 22 || (major === 22 && minor < 12));

  it.skipIf(!systemTooOld)(
    `the machine's own ${system} (${systemVersion}) gets the same answer`,
    async () => {
      const res = await run(['init'], system);
      expect(res.code).toBe(1);
      expect(res.err).toContain(
        `error: sitesync needs Node.js 22.12.0 or newer; this is Node.js v${systemVersion}`,
      );
    },
  );
});
