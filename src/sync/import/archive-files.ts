/**
 * The files of a live source archive that `sitesync import` may write, each decoded and
 * checked, and every path it refuses with the reason. Nothing the archive says is trusted:
 *
 * - the files written and the files compared are the same set: a path in `files` that the
 *   manifest does not list (its bytes cannot be checked) or one the manifest lists without content
 *   is refused;
 * - each path passes the platform's path rules and is not a name a platform must never plant
 *   (reserved-names.ts), counted from the repository root;
 * - the encoding is `utf8` or `base64` (strict base64), and the decoded bytes match the manifest's
 *   `byte_size` and checksum (SHA-256, or SHA-1/MD5 by its length, as the platform hashes);
 * - no two paths differ only by case, and no path is both a file and a folder of other files.
 * No I/O; the only effect is on the archive given (each content string is dropped once decoded).
 */
import { createHash } from 'node:crypto';
import { checksumAlgorithmOf } from '../../source/checksum-detection.js';
import { caseCollisions, printablePath, sourcePathProblem } from '../../source/path-safety.js';
import { reservedNameOf } from '../../source/reserved-names.js';

export interface ArchiveFile {
  readonly path: string;
  readonly bytes: Buffer;
}

export interface RefusedPath {
  readonly path: string;
  readonly code: string;
  readonly reason: string;
}

export interface CheckedArchive {
  /** Files that may be written, sorted by path. */
  readonly files: readonly ArchiveFile[];
  readonly refused: readonly RefusedPath[];
  /**
   * False when the manifest carries no checksum at all (optional in the contract): the contents
   * were checked for encoding and size only. A manifest that gives some checksums must give all.
   */
  readonly verified: boolean;
}

interface ManifestEntry {
  readonly path: string;
  readonly byte_size?: unknown;
  readonly checksum?: unknown;
}

interface Payload {
  readonly content?: unknown;
  readonly encoding?: unknown;
}

/** Base64 characters then at most two `=` (one plain loop: a 13 MiB string cannot exhaust the regex stack). */
const BASE64_CHARS = /^[A-Za-z0-9+/]*={0,2}$/;

/** Strict base64: the alphabet, whole groups of four, padding only at the end. */
function isStrictBase64(text: string): boolean {
  return text.length % 4 === 0 && BASE64_CHARS.test(text);
}

const asRecord = (v: unknown): Record<string, unknown> | undefined =>
  v !== null && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : undefined;

/** The bytes of a payload, or why they cannot be had. */
function decode(payload: Payload): Buffer | { code: string; reason: string } {
  if (typeof payload.content !== 'string')
    return { code: 'bad_content', reason: 'its content is not a string' };
  if (payload.encoding === 'utf8') return Buffer.from(payload.content, 'utf8');
  if (payload.encoding === 'base64') {
    if (!isStrictBase64(payload.content))
      return { code: 'bad_base64', reason: 'its base64 content is not valid base64' };
    return Buffer.from(payload.content, 'base64');
  }
  return {
    code: 'unknown_encoding',
    reason: `its encoding ${JSON.stringify(payload.encoding) ?? 'undefined'} is neither "utf8" nor "base64"`,
  };
}

/** Checks bytes against a manifest entry: undefined when they match. */
function mismatch(
  bytes: Buffer,
  entry: ManifestEntry,
  checksums: boolean,
): { code: string; reason: string } | undefined {
  if (typeof entry.byte_size === 'number' && entry.byte_size !== bytes.length)
    return {
      code: 'size_mismatch',
      reason: `its content is ${bytes.length} bytes, the manifest says ${entry.byte_size}`,
    };
  if (!checksums) return undefined;
  const checksum = typeof entry.checksum === 'string' ? entry.checksum : '';
  const algorithm = checksumAlgorithmOf(checksum);
  if (!algorithm)
    return {
      code: 'no_checksum',
      reason: 'the manifest gives no checksum its content could be checked against',
    };
  if (createHash(algorithm).update(bytes).digest('hex') !== checksum.toLowerCase())
    return {
      code: 'checksum_mismatch',
      reason: `its content does not match the manifest's ${algorithm} checksum`,
    };
  return undefined;
}

/**
 * Each payload's content string is dropped from `archive.files` once decoded, so an archive near its
 * cap is not held as text and bytes at the same time.
 *
 * @param archive the archive as the platform sent it (checked here, not trusted)
 * @param repoPrefix the site folder relative to the repository root (`site`, or `` for the root)
 */
export function checkArchive(archive: unknown, repoPrefix: string): CheckedArchive {
  const refused: RefusedPath[] = [];
  const refuse = (path: string, code: string, reason: string) => refused.push({ path, code, reason });
  const record = asRecord(archive) ?? {};
  const manifestFiles = asRecord(record.manifest)?.files;
  const entries = new Map<string, ManifestEntry>();
  if (Array.isArray(manifestFiles)) {
    for (const entry of manifestFiles as unknown[]) {
      const path = asRecord(entry)?.path;
      if (typeof path !== 'string') continue; // the manifest's shape is checked by the caller
      if (entries.has(path)) refuse(path, 'duplicate_path', 'the manifest lists it twice');
      else entries.set(path, entry as ManifestEntry);
    }
  }
  // A manifest without any checksum (optional in the contract) can only be checked for size.
  const checksums = [...entries.values()].some((e) => typeof e.checksum === 'string');
  const payloads = asRecord(record.files) ?? {};
  const all = [...new Set([...entries.keys(), ...Object.keys(payloads)])].sort();
  const decoded: ArchiveFile[] = [];
  for (const path of all) {
    const problem = sourcePathProblem(path);
    if (problem) {
      refuse(path, problem.code, problem.message);
      continue;
    }
    const reserved = reservedNameOf(repoPrefix === '' ? path : `${repoPrefix}/${path}`);
    if (reserved) {
      refuse(
        path,
        'reserved_name',
        `${JSON.stringify(reserved.segment)} is ${reserved.reason}: never written`,
      );
      continue;
    }
    const entry = entries.get(path);
    const payload = asRecord(payloads[path]);
    if (!entry) {
      refuse(path, 'not_in_manifest', 'the archive holds its content but its manifest does not list it');
      continue;
    }
    if (!payload) {
      refuse(path, 'content_missing', 'the manifest lists it but the archive holds no content for it');
      continue;
    }
    const bytes = decode(payload);
    delete (payloads as Record<string, unknown>)[path];
    if (!Buffer.isBuffer(bytes)) {
      refuse(path, bytes.code, bytes.reason);
      continue;
    }
    const wrong = mismatch(bytes, entry, checksums);
    if (wrong) {
      refuse(path, wrong.code, wrong.reason);
      continue;
    }
    decoded.push({ path, bytes });
  }
  const clashes = new Set<string>();
  for (const c of caseCollisions(decoded.map((f) => f.path))) {
    clashes.add(c.path);
    refuse(c.path, c.code, c.message);
  }
  // A path that is a file here and a folder of other paths: the file system cannot hold both.
  const folders = new Set<string>();
  for (const { path } of decoded)
    for (let i = path.indexOf('/'); i > 0; i = path.indexOf('/', i + 1))
      folders.add(path.slice(0, i).toLowerCase());
  for (const { path } of decoded) {
    if (!folders.has(path.toLowerCase()) || clashes.has(path)) continue;
    clashes.add(path);
    refuse(
      path,
      'file_and_folder',
      `${printablePath(path)} is a file in the archive and also a folder of other paths`,
    );
  }
  refused.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  return { files: decoded.filter((f) => !clashes.has(f.path)), refused, verified: checksums };
}
