/**
 * bin/sitesync.js keeps V8's compiled code of the bundle between runs (issue 18: start-up), only in
 * the user's own cache folder: created private, refused when another user could write to it, and
 * off with NODE_DISABLE_COMPILE_CACHE=1.
 */
import { chmod, mkdir, readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CLI, makeSandbox, runProcess } from '../helpers/cli-process.js';

let sandbox: Awaited<ReturnType<typeof makeSandbox>>;
beforeEach(async () => {
  sandbox = await makeSandbox('sitesync-ccache-');
  await mkdir(work());
});
afterEach(() => sandbox.close());

const home = () => sandbox.env.HOME!;
/** The folder the runs start in: beside the home, not above it. */
const work = () => join(sandbox.dir, 'work');
const version = (env: Record<string, string | undefined> = {}) =>
  runProcess(process.execPath, [CLI, '--version'], {
    cwd: work(),
    env: { ...sandbox.env, XDG_CACHE_HOME: undefined, NODE_COMPILE_CACHE: undefined, ...env },
  });

/** Every file under `dir` (relative), or [] when it does not exist. */
async function filesUnder(dir: string): Promise<string[]> {
  try {
    const entries = await readdir(dir, { recursive: true, withFileTypes: true });
    return entries.filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name).slice(dir.length + 1));
  } catch {
    return [];
  }
}

const posix = process.platform !== 'win32';

describe.skipIf(!posix)('the compile cache', () => {
  it('lives in ~/.cache/sitesync/compile-cache, private to the user, and is filled by a run', async () => {
    const res = await version();
    expect(res.code, res.err).toBe(0);
    const dir = join(home(), '.cache', 'sitesync', 'compile-cache');
    expect((await stat(dir)).mode & 0o777).toBe(0o700);
    expect((await stat(join(home(), '.cache', 'sitesync'))).mode & 0o777).toBe(0o700);
    expect((await filesUnder(dir)).length).toBeGreaterThan(0);
    // A second run reads it and still works.
    const again = await version();
    expect(again.code).toBe(0);
    expect(again.out).toBe(res.out);
  });

  it('follows XDG_CACHE_HOME', async () => {
    const xdg = join(sandbox.dir, 'xdg');
    expect((await version({ XDG_CACHE_HOME: xdg })).code).toBe(0);
    expect((await filesUnder(join(xdg, 'sitesync', 'compile-cache'))).length).toBeGreaterThan(0);
    expect(await filesUnder(join(home(), '.cache'))).toEqual([]);
  });

  it('is not used when others may write to the folder', async () => {
    const dir = join(home(), '.cache', 'sitesync', 'compile-cache');
    await mkdir(dir, { recursive: true });
    await chmod(dir, 0o777);
    const res = await version();
    expect(res.code, res.err).toBe(0);
    expect(await filesUnder(dir)).toEqual([]);
  });

  it('is never made inside the folder sitesync runs in (a HOME within a repository)', async () => {
    const res = await runProcess(process.execPath, [CLI, '--version'], {
      cwd: home(),
      env: { ...sandbox.env, XDG_CACHE_HOME: undefined },
    });
    expect(res.code, res.err).toBe(0);
    expect(await filesUnder(join(home(), '.cache'))).toEqual([]);
  });

  it('is off with NODE_DISABLE_COMPILE_CACHE=1: nothing is created', async () => {
    expect((await version({ NODE_DISABLE_COMPILE_CACHE: '1' })).code).toBe(0);
    expect(await filesUnder(join(home(), '.cache'))).toEqual([]);
  });
});
