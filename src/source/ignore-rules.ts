/**
 * `.sitesyncignore`: gitignore syntax (with `!` negation), via the `ignore` package. `.git` and
 * `.sitesync` (sitesync's own local state, inside the site when `source: .`) are always skipped, at
 * any depth, and so is the ignore file itself (it configures sitesync; it is not part of the site).
 * As in git, a file inside an ignored directory cannot be re-included.
 */
import { constants } from 'node:fs';
import { lstat, open, realpath } from 'node:fs/promises';
import path from 'node:path';
import ignore from 'ignore';
import { ExitCode, SitesyncError } from '../shared/errors.js';
import { isWithin } from './containment.js';
import { resolveSymlink } from './walk.js';

export const DEFAULT_IGNORE_FILE = '.sitesyncignore';

export interface IgnoreRules {
  /** `relPath` is POSIX and relative to the root; directories are tested with `isDirectory`. */
  ignores(relPath: string, isDirectory: boolean): boolean;
}

/** Builds the rules from the text of an ignore file. `selfPath` is the ignore file's own path, if inside the tree. */
export function ignoreRulesFrom(text: string, selfPath?: string): IgnoreRules {
  // Without a rule (no file, or only blank lines and comments) no path needs the matcher, whose
  // test of each parent folder costs ~4 µs a path (20,000 per plan on a large site).
  const matcher = hasRules(text) ? ignore().add(text) : undefined;
  return {
    ignores(relPath, isDirectory) {
      if (relPath === selfPath) return true;
      const base = relPath.slice(relPath.lastIndexOf('/') + 1);
      if (base === '.git' || base === '.sitesync') return true;
      return matcher !== undefined && matcher.ignores(isDirectory ? relPath + '/' : relPath);
    },
  };
}

/**
 * Whether gitignore text holds a pattern: a line that is neither blank nor a comment (`#` first).
 * Errs towards yes (a line of other whitespace counts), which only means the matcher is asked.
 */
export function hasRules(text: string): boolean {
  return text.split('\n').some((line) => line.trim() !== '' && !line.startsWith('#'));
}

/**
 * An ignore file is a few lines; a larger one is refused unread. The file may come from a pull
 * request: a link to /dev/zero was read until the string was too long (600 MB), a FIFO was waited
 * on for ever, and a link to a file outside made its lines decide what the plan shows.
 */
export const MAX_IGNORE_FILE_BYTES = 1024 * 1024;

/** Opened without waiting on a FIFO (no such flag on Windows). */
const OPEN_FLAGS = constants.O_RDONLY | (constants.O_NONBLOCK ?? 0);

const refused = (file: string, message: string) =>
  new SitesyncError('IGNORE_FILE_REFUSED', message, {
    exitCode: ExitCode.validation,
    location: { file },
    hint: `make ${path.basename(file)} a file of the site source folder (not a symlink that leaves it)`,
  });

/**
 * Loads the rules for `root`. `ignoreFile` (relative to root, or absolute) defaults to
 * `.sitesyncignore`; a missing default file means no rules, a missing explicit one is an error.
 * It is read as the tree's files are: a symlink only to a regular file inside the tree, and only a
 * regular file of at most MAX_IGNORE_FILE_BYTES.
 */
export async function loadIgnoreRules(root: string, ignoreFile?: string): Promise<IgnoreRules> {
  const file = path.resolve(root, ignoreFile ?? DEFAULT_IGNORE_FILE);
  const rel = path.relative(root, file);
  const selfPath = rel !== '' && isWithin(root, file) ? rel.split(path.sep).join('/') : undefined;
  let text = '';
  try {
    text = await readIgnoreFile(root, file, selfPath ?? path.basename(file));
  } catch (err) {
    if (err instanceof SitesyncError) throw err;
    const code = (err as NodeJS.ErrnoException).code;
    if (code !== 'ENOENT' || ignoreFile !== undefined) {
      throw new SitesyncError(
        'IGNORE_FILE_UNREADABLE',
        `cannot read the ignore file ${file}: ${code ?? String(err)}`,
        {
          cause: err,
          location: { file },
          hint: ignoreFile !== undefined ? 'check the ignoreFile setting' : undefined,
        },
      );
    }
  }
  return ignoreRulesFrom(text, selfPath);
}

/** The ignore file's text; throws ENOENT when absent, IGNORE_FILE_REFUSED when it may not be read. */
async function readIgnoreFile(root: string, file: string, rel: string): Promise<string> {
  let target = file;
  if ((await lstat(file)).isSymbolicLink()) {
    const outcome = await resolveSymlink(await realpath(root), rel, file);
    if (outcome.kind === 'problem')
      throw refused(file, `${outcome.problem.message}; the ignore file was not read`);
    target = outcome.absPath;
  }
  const handle = await open(target, OPEN_FLAGS);
  try {
    const info = await handle.stat();
    if (!info.isFile())
      throw refused(
        file,
        'the ignore file is not a regular file (a FIFO, a device or a folder); it was not read',
      );
    if (info.size > MAX_IGNORE_FILE_BYTES)
      throw refused(
        file,
        `the ignore file is ${info.size} bytes; one of more than ${MAX_IGNORE_FILE_BYTES} bytes (1 MiB) is not read`,
      );
    return await handle.readFile('utf8');
  } finally {
    await handle.close();
  }
}
