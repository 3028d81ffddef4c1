/** Finds sitesync.yml: the explicit path, or the nearest one upward from cwd. */
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { ExitCode, SitesyncError } from '../shared/errors.js';
import { CONFIG_FILE_NAMES } from './types.js';

export async function findConfigFile(cwd: string, configPath?: string): Promise<string> {
  if (configPath !== undefined) {
    const explicit = path.resolve(cwd, configPath);
    if (await isFile(explicit)) return explicit;
    throw new SitesyncError('CONFIG_NOT_FOUND', `config file not found: ${explicit}`, {
      hint: 'check the --config path',
      exitCode: ExitCode.usage,
    });
  }
  let dir = path.resolve(cwd);
  const kind = await kindOf(dir);
  if (kind !== 'folder') {
    // A mistyped `-C`: searching the folders above a folder that is not there says nothing useful.
    const what = kind === 'missing' ? 'does not exist' : 'is not a folder';
    throw new SitesyncError('CONFIG_NOT_FOUND', `no sitesync.yml: ${dir} ${what}`, {
      hint: 'check the folder given with -C (or the one sitesync was started in)',
      exitCode: ExitCode.usage,
    });
  }
  for (;;) {
    for (const name of CONFIG_FILE_NAMES) {
      const candidate = path.join(dir, name);
      if (await isFile(candidate)) return candidate;
    }
    const parent = path.dirname(dir);
    if (parent === dir) break;
    dir = parent;
  }
  throw new SitesyncError(
    'CONFIG_NOT_FOUND',
    `no sitesync.yml in ${path.resolve(cwd)} or any folder above it`,
    {
      hint: 'run `sitesync init` to create one, or pass --config <file>',
      exitCode: ExitCode.usage,
    },
  );
}

async function kindOf(dir: string): Promise<'folder' | 'other' | 'missing'> {
  try {
    return (await stat(dir)).isDirectory() ? 'folder' : 'other';
  } catch {
    return 'missing';
  }
}

async function isFile(file: string): Promise<boolean> {
  try {
    return (await stat(file)).isFile();
  } catch {
    return false;
  }
}
