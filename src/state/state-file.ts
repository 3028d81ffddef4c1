/**
 * The one way sitesync keeps local state: a JSON file in `.sitesync/` beside sitesync.yml
 * (git-ignored; `sitesync init` adds it). Every store is a `StateFile` with its own name and
 * decoder; this module is the only place that reads or writes that folder.
 *
 * Accelerators (digest cache, list cursors, catalog parse cache) are `bestEffort`: unreadable
 * means absent and a failed save is ignored. Records the user relies on (the staged session) are
 * not: their save fails loudly.
 */
import { closeSync, openSync, readFileSync, readSync } from 'node:fs';
import { lstat, mkdir, mkdtemp, rename, stat, writeFile } from 'node:fs/promises';
import { isAbsolute, join, relative } from 'node:path';

export const STATE_DIR = '.sitesync';

export interface StateFile<T> {
  /** Absolute path of the file. */
  readonly path: string;
  /** undefined when absent, unreadable or not of the expected shape. */
  load(): Promise<T | undefined>;
  /** Writes atomically (temporary file, then rename). */
  save(value: T): Promise<void>;
  /** The file's bytes, undefined when absent or unreadable (for a store that checks them). */
  loadBytes(): Promise<Buffer | undefined>;
  /** Writes `data` as it is, atomically. */
  saveBytes(data: string | Uint8Array): Promise<void>;
  /** Modification time in ms, undefined when absent. */
  savedAtMs(): Promise<number | undefined>;
  /** The file's first `bytes` bytes as text (a cheap look at what it holds), undefined when absent. */
  head(bytes: number): Promise<string | undefined>;
}

export interface StateFileOptions<T> {
  /** Turns parsed JSON into T, or undefined when it is not one. */
  readonly decode: (raw: unknown) => T | undefined;
  /** Ignore save failures (an accelerator only). */
  readonly bestEffort?: boolean;
  /** Pretty-print (for files a user may read). */
  readonly pretty?: boolean;
}

export function stateDir(rootDir: string): string {
  return join(rootDir, STATE_DIR);
}

/** True when one of `folders` holds `.sitesync` itself (a cache saved there would join that tree). */
export function stateDirInside(rootDir: string, folders: readonly string[]): boolean {
  const dir = stateDir(rootDir);
  return folders.some((folder) => {
    const rel = relative(folder, dir);
    return rel === '' || (!rel.startsWith('..') && !isAbsolute(rel));
  });
}

export function stateFile<T>(rootDir: string, name: string, options: StateFileOptions<T>): StateFile<T> {
  const path = join(stateDir(rootDir), name);
  // At once, not in 512 KiB reads each waiting for a busy event loop: a 15 MB parse cache read
  // that way took ~1.3 s of an L plan beside the list pages (its JSON.parse: 0.12 s).
  const loadBytes = () => {
    try {
      return readFileSync(path);
    } catch {
      return undefined;
    }
  };
  const saveBytes = async (data: string | Uint8Array) => {
    try {
      await mkdir(stateDir(rootDir), { recursive: true });
      await writeFile(`${path}.tmp`, data);
      await rename(`${path}.tmp`, path);
    } catch (err) {
      if (!options.bestEffort) throw err;
    }
  };
  return {
    path,
    async load() {
      try {
        return options.decode(JSON.parse(readFileSync(path, 'utf8')));
      } catch {
        return undefined;
      }
    },
    save: (value) =>
      saveBytes(options.pretty ? JSON.stringify(value, null, 2) + '\n' : JSON.stringify(value)),
    loadBytes: async () => loadBytes(),
    saveBytes,
    async savedAtMs() {
      try {
        return (await stat(path)).mtimeMs;
      } catch {
        return undefined;
      }
    },
    async head(bytes) {
      try {
        const fd = openSync(path, 'r');
        try {
          const buffer = Buffer.alloc(bytes);
          const bytesRead = readSync(fd, buffer, 0, bytes, 0);
          return buffer.subarray(0, bytesRead).toString('utf8');
        } finally {
          closeSync(fd);
        }
      } catch {
        return undefined;
      }
    },
  };
}

/**
 * A new empty folder in `.sitesync/` for work in progress (import stages files there before it
 * moves them into place; the same file system as the repository, so the move is a rename). The
 * caller removes it. `.sitesync` must be a real folder: one committed as a symlink is refused.
 */
export async function scratchFolder(rootDir: string, prefix: string): Promise<string> {
  const dir = stateDir(rootDir);
  const info = await lstat(dir).catch(() => undefined);
  if (info && (info.isSymbolicLink() || !info.isDirectory()))
    throw new Error(
      `${dir} is not a folder (a symlink or a file); sitesync keeps its local state only in a real folder`,
    );
  if (!info) await mkdir(dir);
  return mkdtemp(join(dir, prefix));
}

export const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
