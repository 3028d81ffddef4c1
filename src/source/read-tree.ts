/**
 * readSourceTree: the local site tree, walked, checked and hashed.
 *
 * Cost model: one readdir per directory (dirent types, no stat per file); symlinks cost a
 * realpath and a stat; with a digest cache, one synchronous stat per file, and only files whose
 * stat changed are read; each file is read once, in place (file-digest.ts), one after another: in
 * a worker thread from OFF_THREAD_FILES on (a built sitesync), else on this thread with a turn of
 * the event loop every few milliseconds (answers keep arriving, Ctrl-C is heard). A file's size
 * comes from that pass. Only a file found too large costs one more stat, to report its size.
 * Every path problem of the tree is collected and thrown as one InputError.
 */
import { statSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { InputError, type InputIssue } from '../shared/errors.js';
import type { DigestCache, FileStamp } from './digest-cache.js';
import { digestFilesOffThread, runsInWorker } from '../runtime/worker-task.js';
import { digestFileSync, type DigestResult, type FileDigest } from './file-digest.js';
import { loadIgnoreRules } from './ignore-rules.js';
import { compareSourcePaths } from './path-order.js';
import { caseCollisions, printablePath, type PathProblem } from './path-safety.js';
import type { SourceFile, SourceTree } from './types.js';
import { walkSourceFolder } from './walk.js';

/** The platform's limit for one file (docs/platform-contract.md §6). */
export const DEFAULT_MAX_FILE_BYTES = 10 * 1024 * 1024;
export const DEFAULT_WALK_CONCURRENCY = 16;
/** Reading files in place gives the event loop a turn at least this often (ms). */
export const DEFAULT_SLICE_MS = 10;
/**
 * From this many files to read on, a built sitesync reads them in a worker thread: the main thread
 * stays free for the catalog's pages, asked one after another on a first plan (slices of 10 ms
 * between them cost each page up to a slice: measured on L, 500 pages at 0 ms, 3.4 s → 7 s).
 * Below it, the worker's start (~60 ms) costs more than the files.
 */
export const OFF_THREAD_FILES = 256;
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

export interface ReadSourceTreeOptions {
  /** Ignore file, relative to root or absolute; default `.sitesyncignore`. */
  readonly ignoreFile?: string;
  /** Largest file accepted, in uploaded bytes; default 10 MiB, the platform limit. */
  readonly maxFileBytes?: number;
  /** CRLF → LF in text files before hashing and upload; default true. */
  readonly normalizeLineEndings?: boolean;
  /** Directories read at once; default 16. */
  readonly concurrency?: number;
  /** Files are read in place for at most this long before the event loop gets a turn; default 10 ms. */
  readonly sliceMs?: number;
  /** Reuse digests of files whose stat is unchanged (one stat per file instead of a read). */
  readonly cache?: DigestCache;
}

function toIssue(problem: PathProblem): InputIssue {
  return { file: problem.path, code: problem.code, message: problem.message, severity: 'error' };
}

function formatMiB(bytes: number): string {
  const mib = bytes / (1024 * 1024);
  return Number.isInteger(mib) ? `${mib} MiB` : `${mib.toFixed(2)} MiB`;
}

async function tooLargeProblem(relPath: string, absPath: string, maxFileBytes: number): Promise<PathProblem> {
  const size = (await stat(absPath)).size;
  return {
    path: relPath,
    code: 'file_too_large',
    message: `file ${printablePath(relPath)} is ${size} bytes; the limit is ${maxFileBytes} bytes (${formatMiB(maxFileBytes)})`,
  };
}

/** A missing or non-folder root is a configuration mistake, said as such (not a raw ENOENT from realpath). */
async function assertSourceFolder(absRoot: string): Promise<void> {
  const isFolder = await stat(absRoot).then(
    (s) => s.isDirectory(),
    (err: NodeJS.ErrnoException) =>
      err.code === 'ENOENT' || err.code === 'ENOTDIR' ? undefined : Promise.reject(err),
  );
  if (isFolder) return;
  if (isFolder === undefined)
    throw new InputError('SOURCE_NOT_FOUND', `the site source folder ${absRoot} does not exist`, [], {
      hint: 'check `source` in sitesync.yml (relative to the folder of sitesync.yml)',
    });
  // There is something at the path, only not a folder (a file, or a link to one): another mistake.
  throw new InputError('SOURCE_NOT_A_FOLDER', `the site source folder ${absRoot} is not a folder`, [], {
    hint: '`source` in sitesync.yml must name a folder (relative to the folder of sitesync.yml), not a file',
  });
}

/** Error codes of a site source that cannot be read as a tree at all (the setting is what to fix). */
export const SOURCE_SETTING_CODES: ReadonlySet<string> = new Set(['SOURCE_NOT_FOUND', 'SOURCE_NOT_A_FOLDER']);

/**
 * The cached digest of a file whose stat is unchanged, and the stat taken. Synchronous on purpose:
 * a no-op plan stats every file of the tree, and a promise per stat cost 0.45 s of CPU for the
 * 20,000 files of the L fixture where a plain loop of statSync costs 0.1 s (measured).
 */
function cachedDigest(
  absPath: string,
  cache: DigestCache,
): { readonly digest?: FileDigest; readonly stamp: FileStamp } {
  const info = statSync(absPath);
  const stamp = { size: info.size, mtimeMs: info.mtimeMs, ctimeMs: info.ctimeMs, ino: info.ino };
  const digest = cache.lookup(absPath, stamp);
  return digest ? { digest, stamp } : { stamp };
}

/** Digests files here, one after another, with a turn of the event loop every `sliceMs`. */
async function digestInSlices(
  paths: readonly string[],
  options: { normalizeLineEndings: boolean; maxBytes: number },
  sliceMs: number,
): Promise<DigestResult[]> {
  const digests: DigestResult[] = [];
  let sliceStart = performance.now();
  for (const absPath of paths) {
    if (performance.now() - sliceStart >= sliceMs) {
      await nextTurn();
      sliceStart = performance.now();
    }
    digests.push(digestFileSync(absPath, options));
  }
  return digests;
}

/** Exactly the fields of a SourceFile (a cache entry or a digest carries more). */
function sourceFile(relPath: string, absPath: string, digest: FileDigest): SourceFile {
  return {
    path: relPath,
    absPath,
    byteSize: digest.byteSize,
    checksum: digest.checksum,
    binary: digest.binary,
    normalized: digest.normalized,
    encodedBytes: digest.encodedBytes,
  };
}

export async function readSourceTree(root: string, options: ReadSourceTreeOptions = {}): Promise<SourceTree> {
  const absRoot = path.resolve(root);
  const maxFileBytes = options.maxFileBytes ?? DEFAULT_MAX_FILE_BYTES;
  const normalizeLineEndings = options.normalizeLineEndings ?? true;
  const concurrency = options.concurrency ?? DEFAULT_WALK_CONCURRENCY;

  await assertSourceFolder(absRoot);
  const ignore = await loadIgnoreRules(absRoot, options.ignoreFile);
  const walked = await walkSourceFolder(absRoot, { ignore, concurrency });
  walked.files.sort((a, b) => compareSourcePaths(a.path, b.path));
  const problems = [...walked.problems, ...caseCollisions(walked.files.map((f) => f.path))];

  // Unchanged files from the cache first (a stat each, no promise), then the others read one
  // after another: in a worker when there are many, else here in slices. A no-op over 20,000
  // files makes no promise per file.
  const cache = options.cache;
  const read: (SourceFile | PathProblem)[] = new Array<SourceFile | PathProblem>(walked.files.length);
  const toRead: { readonly index: number; readonly stamp: FileStamp | undefined }[] = [];
  walked.files.forEach((file, i) => {
    const cached = cache && cachedDigest(file.absPath, cache);
    if (cached?.digest) read[i] = sourceFile(file.path, file.absPath, cached.digest);
    else toRead.push({ index: i, stamp: cached?.stamp });
  });
  const digestOptions = { normalizeLineEndings, maxBytes: maxFileBytes };
  const paths = toRead.map(({ index }) => walked.files[index]!.absPath);
  // Before any read: an entry is trusted later only if its file did not change after this.
  const hashedAt = Date.now();
  const digests =
    paths.length >= OFF_THREAD_FILES && runsInWorker()
      ? await digestFilesOffThread(paths, digestOptions, { doing: 'reading the site source' })
      : await digestInSlices(paths, digestOptions, options.sliceMs ?? DEFAULT_SLICE_MS);
  for (const [n, { index, stamp }] of toRead.entries()) {
    const file = walked.files[index]!;
    const digest = digests[n]!;
    if (cache && stamp && !digest.tooLarge) {
      const { tooLarge: _, ...rest } = digest;
      cache.store(file.absPath, stamp, hashedAt, rest);
    }
    read[index] = digest.tooLarge
      ? await tooLargeProblem(file.path, file.absPath, maxFileBytes)
      : sourceFile(file.path, file.absPath, digest);
  }

  const files: SourceFile[] = [];
  for (const item of read) {
    if ('code' in item) problems.push(item);
    else files.push(item);
  }
  if (problems.length > 0) {
    problems.sort((a, b) => compareSourcePaths(a.path, b.path) || a.code.localeCompare(b.code));
    const noun = problems.length === 1 ? 'problem' : 'problems';
    throw new InputError(
      'UNSAFE_SOURCE_PATHS',
      `the source tree ${absRoot} has ${problems.length} path ${noun}; nothing was read`,
      problems.map(toIssue),
      { hint: 'rename, remove or ignore (.sitesyncignore) the paths listed', location: { file: absRoot } },
    );
  }
  return { root: absRoot, files };
}
