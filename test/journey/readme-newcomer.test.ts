/**
 * The README's newcomer path as written: `npm run demo`, then "Try it against the emulator" — the
 * terminal-1 command started as written (with `--port 0` added, so parallel runs do not collide),
 * the terminal-2 block run by bash as written (its `127.0.0.1:4010` replaced by the port the
 * emulator printed). `npm ci` is not run here: the suite runs inside a clone after `npm ci`.
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeSandbox, PROJECT_ROOT, runProcess } from '../helpers/cli-process.js';

/** The shell blocks of one README section, in order. */
function shellBlocks(section: string): string[] {
  const readme = readFileSync(join(PROJECT_ROOT, 'README.md'), 'utf8');
  const start = readme.indexOf(`## ${section}\n`);
  expect(start, `README section "${section}"`).toBeGreaterThanOrEqual(0);
  const end = readme.indexOf('\n## ', start + 1);
  const body = readme.slice(start, end < 0 ? undefined : end);
  return [...body.matchAll(/```sh\n([\s\S]*?)```/g)].map((m) => m[1]!);
}

let sandbox: Awaited<ReturnType<typeof makeSandbox>>;
beforeAll(async () => {
  sandbox = await makeSandbox('sitesync-readme-');
});
afterAll(async () => {
  await sandbox.close();
});

describe('the README newcomer path', { timeout: 180_000 }, () => {
  it('npm run demo', async () => {
    const run = await runProcess('npm', ['run', 'demo'], { cwd: PROJECT_ROOT, env: sandbox.env });
    expect(run.code, run.err).toBe(0);
    expect(run.out).toContain('No changes. The live platform matches the repository.');
  });

  it('"Try it against the emulator", terminal 1 and terminal 2 as written', async () => {
    const [terminal1, terminal2] = shellBlocks('Try it against the emulator');
    const start = terminal1!.split('\n').find((l) => l.trim() && !l.startsWith('#'))!;
    expect(start).toBe('npm run emulator -- --auto-approve --api-key sk_try_it_local_key_0001');
    // Its own process group, so stopping it stops npm and the node it started.
    const emulator = spawn('bash', ['-c', `${start} --port 0`], {
      cwd: PROJECT_ROOT,
      env: sandbox.env,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let printed = '';
    emulator.stdout.on('data', (c: Buffer) => (printed += c.toString()));
    emulator.stderr.on('data', (c: Buffer) => (printed += c.toString()));
    const exited = new Promise((resolve) => emulator.once('close', resolve));
    try {
      const url = await new Promise<string>((resolve, reject) => {
        const check = () => {
          const m = /listening on (http:\/\/\S+)/.exec(printed);
          if (m) resolve(m[1]!);
        };
        emulator.stdout.on('data', check);
        void exited.then(() => reject(new Error(`the emulator ended:\n${printed}`)));
      });
      expect(terminal2).toContain('http://127.0.0.1:4010');
      const script = `set -e\n${terminal2!.replaceAll('http://127.0.0.1:4010', url)}`;
      const run = await runProcess('bash', ['-c', script], {
        cwd: PROJECT_ROOT,
        env: { ...sandbox.env, TMPDIR: sandbox.dir },
      });
      expect(run.code, `${run.out}\n${run.err}`).toBe(0);
      expect(run.out).toMatch(/created site site_\w+: \d+ file\(s\) written/);
      expect(run.out).toMatch(/wrote site\.id site_\w+ into sitesync\.yml/);
      expect(run.out).toMatch(/publish request \S+: published; live version 1/);
      expect(run.out).toMatch(/^catalog: 44 written, 0 failed, 0 blocked$/m);
      expect(run.out.trimEnd().split('\n').at(-1)).toBe(
        'No changes. The live platform matches the repository.',
      );
    } finally {
      if (emulator.exitCode === null) process.kill(-emulator.pid!, 'SIGTERM');
      await exited;
    }
  });
});
