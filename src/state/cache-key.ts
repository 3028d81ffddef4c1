/**
 * A random key of this user's, kept in their config folder (`cache-key`, 0600), that marks what
 * sitesync wrote into `.sitesync/` on this machine. A store whose content is taken without
 * checking it against the text it stands for (the parse cache's items) carries a MAC made with
 * this key; a file that came any other way — committed by a pull request, copied in from another
 * machine or cache, edited — carries no valid one and is not used.
 */
import { randomBytes } from 'node:crypto';
import { lstat, mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { configDir } from '../shared/user-folders.js';

export const CACHE_KEY_FILE = 'cache-key';

/** The key (32 bytes), created on first use; undefined when it cannot be kept privately. */
export async function userCacheKey(dir: string = configDir()): Promise<Buffer | undefined> {
  const file = join(dir, CACHE_KEY_FILE);
  try {
    await mkdir(dir, { recursive: true, mode: 0o700 });
    try {
      await writeFile(file, randomBytes(32).toString('hex') + '\n', { flag: 'wx', mode: 0o600 });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') return undefined;
    }
    const info = await lstat(file);
    if (!info.isFile()) return undefined;
    // Another user's key, or one others may read or write, marks nothing as ours.
    if (typeof process.getuid === 'function' && (info.uid !== process.getuid() || (info.mode & 0o077) !== 0))
      return undefined;
    const hex = (await readFile(file, 'utf8')).trim();
    return /^[0-9a-f]{64}$/.test(hex) ? Buffer.from(hex, 'hex') : undefined;
  } catch {
    return undefined;
  }
}
