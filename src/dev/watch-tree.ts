/**
 * Watches a site tree with chokidar and reports the paths that changed, relative to the root and
 * POSIX. Ignored folders (`.sitesyncignore`, `.git`, sitesync's own `.sitesync` when it lies in
 * the tree) are not watched at all. What a path now holds is decided when its burst is staged
 * (local-file.ts), so the events only say where to look.
 */
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { watch, type FSWatcher } from 'chokidar';
import { isIgnored, type WatchedTree } from './local-file.js';

export interface TreeEvents {
  /** A file was added, changed or removed. */
  path(rel: string, at: number): void;
  /** A folder was removed: every path below it may be gone. */
  folderRemoved(rel: string, at: number): void;
  /**
   * A folder appeared (moved in, or made and filled at once): its files are listed again, since
   * a file written into a new folder before the watcher has set it up can come without an event.
   */
  folderAdded(rel: string, at: number): void;
  /** `.sitesyncignore` changed: the ignore rules must be read again. */
  ignoreFileChanged(at: number): void;
  error(err: unknown): void;
}

/** The files below a folder of the tree (relative, POSIX); nothing when it is gone. */
export async function filesBelow(root: string, rel: string): Promise<string[]> {
  try {
    const entries = await readdir(path.join(root, ...rel.split('/')), {
      recursive: true,
      withFileTypes: true,
    });
    return entries
      .filter((e) => e.isFile() || e.isSymbolicLink())
      .map((e) => path.relative(root, path.join(e.parentPath, e.name)).split(path.sep).join('/'));
  } catch {
    return [];
  }
}

/**
 * Whether a root-relative POSIX path leaves the root (`..`, `../x`, or absolute: another drive),
 * not a name of the tree that starts with two dots (`..notes.txt`, which went unwatched).
 */
export function leavesRoot(rel: string): boolean {
  return rel === '..' || rel.startsWith('../') || path.isAbsolute(rel);
}

export interface TreeWatcher {
  close(): Promise<void>;
}

export interface WatchTreeOptions {
  /** The ignore file's path relative to the root (it is watched, not staged). */
  readonly ignoreFile: string;
  /** Folders below the root never watched (relative, POSIX), e.g. `.sitesync`. */
  readonly excluded?: readonly string[];
  /** Returns the current rules (they change when the ignore file does). */
  readonly rules: () => WatchedTree['ignore'];
}

export async function watchTree(
  root: string,
  options: WatchTreeOptions,
  events: TreeEvents,
): Promise<TreeWatcher> {
  const relOf = (p: string) => path.relative(root, p).split(path.sep).join('/');
  const excluded = options.excluded ?? [];
  const skip = (p: string, isDirectory: boolean | undefined) => {
    const rel = relOf(p);
    if (rel === '' || rel === options.ignoreFile) return false;
    if (leavesRoot(rel)) return true;
    if (excluded.some((e) => rel === e || rel.startsWith(`${e}/`))) return true;
    // A folder is ignored with its own path or one above it; without stats, as a file.
    return isIgnored(options.rules(), isDirectory ? `${rel}/-` : rel);
  };
  const watcher: FSWatcher = watch(root, {
    ignoreInitial: true,
    followSymlinks: false,
    atomic: false,
    ignored: (p, stats) => skip(p, stats ? stats.isDirectory() : undefined),
  });
  const onFile = (p: string) => {
    const rel = relOf(p);
    if (rel === options.ignoreFile) events.ignoreFileChanged(Date.now());
    else events.path(rel, Date.now());
  };
  watcher.on('add', onFile);
  watcher.on('change', onFile);
  watcher.on('unlink', onFile);
  watcher.on('unlinkDir', (p) => events.folderRemoved(relOf(p), Date.now()));
  watcher.on('addDir', (p) => events.folderAdded(relOf(p), Date.now()));
  watcher.on('error', (err) => events.error(err));
  await new Promise<void>((resolve) => watcher.once('ready', () => resolve()));
  return { close: () => watcher.close() };
}
