/**
 * What the three-way plan reads from git: which blobs a path held in the newest commits, and the
 * bytes of those blobs. One adapter; every git process goes through `spawnGit`. Output is capped
 * (a hostile or huge repository gets a truncated history, never unbounded memory).
 */
import { spawn } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { isAbsolute, relative, resolve, sep } from 'node:path';

/** One blob change of one path in one commit (`git log --raw`). */
export interface BlobChange {
  /** Index of the commit in the log, 0 = newest. */
  readonly commit: number;
  /** Path relative to the repository root, POSIX. */
  readonly path: string;
  /** The blob before the commit; null when the commit added the path. */
  readonly before: string | null;
  /** The blob after the commit; null when the commit deleted the path. */
  readonly after: string | null;
}

export interface GitLogWindow {
  /** Commit SHAs, newest first (only commits that touched the pathspecs). */
  readonly commits: readonly string[];
  readonly changes: readonly BlobChange[];
  /**
   * False when older history may exist beyond the window: the depth was reached, the clone is
   * shallow, or the output cap was hit.
   */
  readonly complete: boolean;
  /** Indexes of commits at a shallow clone's boundary: their "added" paths are not creations. */
  readonly boundary: ReadonlySet<number>;
  readonly shallow: boolean;
}

export interface HistoryReader {
  /** Absolute path of the repository's top folder. */
  readonly root: string;
  /** Blob changes under `paths` (repository-relative) in the newest `depth` commits touching them. */
  log(paths: readonly string[], depth: number): Promise<GitLogWindow>;
  /** path → blob at HEAD for every file under `paths`. */
  headBlobs(paths: readonly string[]): Promise<Map<string, string>>;
  /** Paths (repository-relative) under `paths` whose working-tree file differs from HEAD. */
  dirtyPaths(paths: readonly string[]): Promise<Set<string>>;
  /**
   * Streams each blob's bytes to `onBlob`, one at a time, through one `git cat-file --batch`. The
   * bytes are `onBlob`'s, a buffer of their own: it may give their memory back once read
   * (platform/release-bytes.ts).
   */
  readBlobs(ids: readonly string[], onBlob: (id: string, bytes: Buffer) => void): Promise<void>;
  /** Whether git tracks the file (absolute path): it is in the index, committed or staged. */
  tracks?(file: string): Promise<boolean>;
}

/** Largest git output read for one log (64 MiB); beyond it the window is cut and marked incomplete. */
export const MAX_LOG_OUTPUT_BYTES = 64 * 1024 * 1024;
/** Largest blob read (the platform's 10 MiB file limit, with room for CRLF). */
export const MAX_BLOB_BYTES = 24 * 1024 * 1024;

const ZERO = /^0+$/;
const SHA = /^[0-9a-f]{40}(?:[0-9a-f]{24})?$/;

interface GitRun {
  readonly stdout: Buffer;
  readonly code: number | null;
  readonly capped: boolean;
}

/** The one place a git process is started. */
function spawnGit(cwd: string, args: readonly string[], maxBytes = MAX_LOG_OUTPUT_BYTES): Promise<GitRun> {
  return new Promise((resolvePromise, reject) => {
    const child = spawn('git', ['-c', 'core.quotepath=off', ...args], {
      cwd,
      stdio: ['ignore', 'pipe', 'ignore'],
      env: { ...process.env, GIT_TERMINAL_PROMPT: '0', GIT_OPTIONAL_LOCKS: '0' },
    });
    const chunks: Buffer[] = [];
    let size = 0;
    let capped = false;
    child.stdout.on('data', (chunk: Buffer) => {
      if (capped) return;
      if (size + chunk.length > maxBytes) {
        chunks.push(chunk.subarray(0, maxBytes - size));
        size = maxBytes;
        capped = true;
        child.kill();
        return;
      }
      chunks.push(chunk);
      size += chunk.length;
    });
    child.on('error', reject);
    child.on('close', (code) => resolvePromise({ stdout: Buffer.concat(chunks), code, capped }));
  });
}

const literal = (path: string) => `:(literal)${path === '' ? '.' : path}`;

/** Parses `git log -z --raw --format=%x01%H` output. Pure; exported for tests. */
export function parseRawLog(text: string): { commits: string[]; changes: BlobChange[] } {
  const commits: string[] = [];
  const changes: BlobChange[] = [];
  const tokens = text.split('\0');
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i]!.replace(/^\n/, '');
    if (token.startsWith('\x01')) {
      commits.push(token.slice(1).trim());
      continue;
    }
    if (!token.startsWith(':')) continue;
    // ":<mode> <mode> <before> <after> <status>" then the path as the next token
    const [, , before, after, status] = token.slice(1).split(' ');
    const path = tokens[++i];
    if (path === undefined || before === undefined || after === undefined || !status) continue;
    if (commits.length === 0) continue;
    changes.push({
      commit: commits.length - 1,
      path,
      before: ZERO.test(before) ? null : before,
      after: ZERO.test(after) ? null : after,
    });
  }
  return { commits, changes };
}

/** The commits listed in the shallow file (`rev-parse --git-path shallow`): none when it is absent. */
async function shallowCommits(file: string | undefined): Promise<Set<string>> {
  if (file === undefined) return new Set();
  const text = await readFile(file, 'utf8').catch(() => '');
  return new Set(
    text
      .split('\n')
      .map((l) => l.trim())
      .filter((l) => SHA.test(l)),
  );
}

export async function openHistoryReader(cwd: string): Promise<HistoryReader | undefined> {
  // Both at once (each is a process start): HEAD is the same asked from any folder of the
  // checkout, and the top folder comes with where the shallow file is (relative to `cwd`).
  const [top, head] = await Promise.all([
    spawnGit(cwd, ['rev-parse', '--show-toplevel', '--git-path', 'shallow'], 64 * 1024).catch(
      () => undefined,
    ),
    spawnGit(cwd, ['rev-parse', '--verify', '-q', 'HEAD'], 1024).catch(() => undefined),
  ]);
  if (!top || top.code !== 0 || !head || head.code !== 0) return undefined;
  const [root = '', shallowPath = ''] = top.stdout
    .toString('utf8')
    .split('\n')
    .map((l) => l.replace(/\r$/, ''));
  if (root === '') return undefined;
  const shallow = shallowCommits(shallowPath === '' ? undefined : resolve(cwd, shallowPath));
  // Asked once each: a caller may ask ahead for what it reads later (classify-plan.ts).
  const logs = new Map<string, Promise<GitLogWindow>>();

  async function logWindow(paths: readonly string[], depth: number): Promise<GitLogWindow> {
    const run = await spawnGit(root, [
      'log',
      '-z',
      '--raw',
      '--no-abbrev',
      '--no-renames',
      '--no-color',
      '--format=%x01%H',
      '--diff-merges=first-parent',
      `-n${Math.max(1, Math.floor(depth))}`,
      'HEAD',
      '--',
      ...paths.map(literal),
    ]);
    if (run.code !== 0 && !run.capped)
      return { commits: [], changes: [], complete: false, boundary: new Set(), shallow: false };
    const parsed = parseRawLog(run.stdout.toString('utf8'));
    // A cut output may end inside a commit: drop that commit's partial entries.
    const commits = run.capped ? parsed.commits.slice(0, -1) : parsed.commits;
    const changes = run.capped ? parsed.changes.filter((c) => c.commit < commits.length) : parsed.changes;
    const boundaryShas = await shallow;
    const boundary = new Set<number>();
    commits.forEach((sha, i) => {
      if (boundaryShas.has(sha)) boundary.add(i);
    });
    return {
      commits,
      changes,
      // No commit at all: the path was never committed, there is no history to be complete.
      complete: commits.length > 0 && !run.capped && commits.length < depth && boundary.size === 0,
      boundary,
      shallow: boundaryShas.size > 0,
    };
  }

  return {
    root,
    log(paths, depth) {
      const key = JSON.stringify([paths, depth]);
      let window = logs.get(key);
      if (!window) logs.set(key, (window = logWindow(paths, depth)));
      return window;
    },
    async headBlobs(paths) {
      const run = await spawnGit(root, [
        'ls-tree',
        '-r',
        '-z',
        '--full-tree',
        'HEAD',
        '--',
        ...paths.map(literal),
      ]);
      const out = new Map<string, string>();
      if (run.code !== 0) return out;
      for (const entry of run.stdout.toString('utf8').split('\0')) {
        const tab = entry.indexOf('\t');
        if (tab < 0) continue;
        const [, type, id] = entry.slice(0, tab).split(' ');
        if (type === 'blob' && id) out.set(entry.slice(tab + 1), id);
      }
      return out;
    },
    async dirtyPaths(paths) {
      const run = await spawnGit(root, [
        'status',
        '--porcelain=v1',
        '-z',
        '--untracked-files=all',
        '--',
        ...paths.map(literal),
      ]);
      const out = new Set<string>();
      const parts = run.stdout.toString('utf8').split('\0');
      for (let i = 0; i < parts.length; i++) {
        const entry = parts[i]!;
        if (entry.length < 4) continue;
        out.add(entry.slice(3));
        if (entry[0] === 'R' || entry[0] === 'C') i++; // the source path of a rename follows
      }
      return out;
    },
    readBlobs: (ids, onBlob) => catFileBatch(root, ids, onBlob),
    async tracks(file) {
      const rel = relative(root, resolve(file)).split(sep).join('/');
      if (rel === '' || rel.startsWith('..') || isAbsolute(rel)) return false;
      const run = await spawnGit(root, ['ls-files', '-z', '--', literal(rel)], 64 * 1024);
      return run.code === 0 && run.stdout.length > 0;
    },
  };
}

/** `git cat-file --batch`: one process, blob bytes handed over one at a time. */
function catFileBatch(
  root: string,
  ids: readonly string[],
  onBlob: (id: string, bytes: Buffer) => void,
): Promise<void> {
  const wanted = ids.filter((id) => SHA.test(id));
  if (wanted.length === 0) return Promise.resolve();
  return new Promise((resolvePromise, reject) => {
    const child = spawn('git', ['cat-file', '--batch'], {
      cwd: root,
      stdio: ['pipe', 'pipe', 'ignore'],
      env: { ...process.env, GIT_TERMINAL_PROMPT: '0', GIT_OPTIONAL_LOCKS: '0' },
    });
    // Bytes not yet read as a header; a body is copied into one buffer of its size as it arrives
    // (a blob of megabytes comes in 64 KiB chunks): no chunk is held until the body ends, and the
    // buffer is the whole of its memory, which the reader can give back as soon as it has decoded
    // it (platform/release-bytes.ts). Held chunks and their join were 16 MB for L's catalog.
    let pending: Buffer = Buffer.alloc(0);
    let current:
      | { id: string; size: number; skip: boolean; remaining: number; body: Buffer; filled: number }
      | undefined;
    let failure: Error | undefined;
    const fail = (err: Error) => {
      failure ??= err;
      child.kill();
    };
    child.stdout.on('data', (chunk: Buffer) => {
      pending = pending.length === 0 ? chunk : Buffer.concat([pending, chunk]);
      for (;;) {
        if (!current) {
          const nl = pending.indexOf(0x0a);
          if (nl < 0) return;
          const header = pending.subarray(0, nl).toString('utf8');
          pending = pending.subarray(nl + 1);
          const [id, type, size] = header.split(' ');
          if (type === 'missing' || !id) continue;
          const bytes = Number(size);
          if (!Number.isSafeInteger(bytes) || bytes < 0)
            return fail(new Error(`git cat-file: unexpected header ${header.slice(0, 120)}`));
          // Not a blob, or larger than any platform file: read past it, never hold it.
          const skip = type !== 'blob' || bytes > MAX_BLOB_BYTES;
          current = {
            id,
            size: bytes,
            skip,
            remaining: bytes + 1, // the content, then a newline
            body: skip ? Buffer.alloc(0) : Buffer.allocUnsafeSlow(bytes),
            filled: 0,
          };
        }
        const take = Math.min(pending.length, current.remaining);
        if (!current.skip && current.filled < current.size)
          current.filled += pending.copy(
            current.body,
            current.filled,
            0,
            Math.min(take, current.size - current.filled),
          );
        pending = pending.subarray(take);
        current.remaining -= take;
        if (current.remaining > 0) return;
        const done = current;
        current = undefined;
        if (done.skip) continue;
        try {
          onBlob(done.id, done.body);
        } catch (err) {
          return fail(err as Error);
        }
      }
    });
    child.on('error', reject);
    child.on('close', () => (failure ? reject(failure) : resolvePromise()));
    child.stdin.on('error', () => undefined);
    child.stdin.end(wanted.join('\n') + '\n');
  });
}
