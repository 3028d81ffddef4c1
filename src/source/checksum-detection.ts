/**
 * Which algorithm made the checksums of a live manifest (sha256 by contract; an emulator may be
 * started with sha1 or md5, and the manifest does not say). Rules, in order (docs/source-tree.md):
 *
 * 1. An empty manifest: nothing to compare, sha256 (the contract's algorithm).
 * 2. Any entry without a checksum, or checksums not all hex of one length → fall back to the
 *    server's diff. Upper-case hex is accepted.
 * 3. The length names the candidate: 64 → sha256, 40 → sha1, 32 → md5; any other → fall back.
 * 4. Confirmation: local files whose path and byte size agree with a live entry are hashed with
 *    the candidate, smallest first, at most MAX_CONFIRMATION_SAMPLES of them. One match confirms.
 *    If every sample mismatches, either those files changed without changing size or the
 *    platform hashes differently (another algorithm of the same length, other bytes): we cannot
 *    tell, so fall back to the server's diff.
 * 5. No local file agrees in path and size: the candidate is taken unconfirmed. That is safe: the
 *    checksum is only compared when sizes agree, so it cannot change the diff.
 */
import pLimit from 'p-limit';
import type { ChecksumAlgorithm } from './types.js';

export const MAX_CONFIRMATION_SAMPLES = 5;

const ALGORITHM_BY_HEX_LENGTH: ReadonlyMap<number, ChecksumAlgorithm> = new Map([
  [64, 'sha256'],
  [40, 'sha1'],
  [32, 'md5'],
]);

export interface LiveChecksumEntry {
  readonly path: string;
  readonly byte_size: number;
  readonly checksum?: string | null;
}

export interface LocalChecksumFile {
  readonly path: string;
  readonly byteSize: number;
}

export type ChecksumDetection =
  | {
      readonly algorithm: ChecksumAlgorithm;
      /** How sure: confirmed by a matching file, or taken from the length alone. */
      readonly basis: 'empty-manifest' | 'confirmed' | 'length-only';
    }
  | { readonly fallback: 'server-diff'; readonly reason: string };

export type HashWith<F> = (file: F, algorithm: ChecksumAlgorithm) => Promise<string>;

/** Hex digits, lower or upper case (no lower-cased copy of every live checksum). */
const HEX = /^[0-9a-fA-F]+$/;

/** The algorithm whose hex digests are as long as `checksum` (lower or upper case hex), if any. */
export function checksumAlgorithmOf(checksum: string): ChecksumAlgorithm | undefined {
  if (!HEX.test(checksum)) return undefined;
  return ALGORITHM_BY_HEX_LENGTH.get(checksum.length);
}

function candidateFromLengths(live: readonly LiveChecksumEntry[]): ChecksumAlgorithm | string {
  const lengths = new Set<number>();
  for (const entry of live) {
    const checksum = entry.checksum;
    if (typeof checksum !== 'string' || checksum === '')
      return `the live entry ${entry.path} has no checksum`;
    if (!HEX.test(checksum)) return `the live checksum of ${entry.path} is not hexadecimal`;
    lengths.add(checksum.length);
  }
  if (lengths.size > 1) {
    return `the live checksums have ${lengths.size} different lengths (${[...lengths].sort((a, b) => a - b).join(', ')})`;
  }
  const length = [...lengths][0] as number;
  return ALGORITHM_BY_HEX_LENGTH.get(length) ?? `no known algorithm makes ${length}-digit checksums`;
}

const bySizeThenPath = (a: LocalChecksumFile, b: LocalChecksumFile) =>
  a.byteSize - b.byteSize || (a.path < b.path ? -1 : a.path > b.path ? 1 : 0);

/**
 * The `count` smallest files (by size, then path), in that order: one pass that keeps `count`,
 * instead of sorting the whole tree (20,000 files) for five.
 */
export function smallest<F extends LocalChecksumFile>(files: readonly F[], count: number): F[] {
  const kept: F[] = [];
  if (count <= 0) return kept;
  for (const file of files) {
    if (kept.length === count && bySizeThenPath(file, kept[count - 1]!) >= 0) continue;
    let at = kept.length;
    while (at > 0 && bySizeThenPath(file, kept[at - 1]!) < 0) at -= 1;
    kept.splice(at, 0, file);
    if (kept.length > count) kept.pop();
  }
  return kept;
}

function isAlgorithm(value: string): value is ChecksumAlgorithm {
  return value === 'sha256' || value === 'sha1' || value === 'md5';
}

export async function detectChecksumAlgorithm<F extends LocalChecksumFile>(
  live: readonly LiveChecksumEntry[],
  local: readonly F[],
  hashWith: HashWith<F>,
): Promise<ChecksumDetection> {
  if (live.length === 0) return { algorithm: 'sha256', basis: 'empty-manifest' };
  const candidate = candidateFromLengths(live);
  if (!isAlgorithm(candidate)) return { fallback: 'server-diff', reason: candidate };

  const liveByPath = new Map(live.map((entry) => [entry.path, entry]));
  const samples = smallest(
    local.filter((file) => liveByPath.get(file.path)?.byte_size === file.byteSize),
    MAX_CONFIRMATION_SAMPLES,
  );
  if (samples.length === 0) return { algorithm: candidate, basis: 'length-only' };

  for (const file of samples) {
    const expected = (liveByPath.get(file.path)?.checksum ?? '').toLowerCase();
    if ((await hashWith(file, candidate)) === expected) return { algorithm: candidate, basis: 'confirmed' };
  }
  const noun = samples.length === 1 ? 'file' : 'files';
  return {
    fallback: 'server-diff',
    reason: `none of the ${samples.length} ${noun} whose path and size agree with the live tree has a matching ${candidate} checksum`,
  };
}

/**
 * The local files' checksums in the live algorithm, for the files where the diff compares them
 * (path and byte size agree). SHA-256 needs no extra hashing.
 */
export async function localChecksumsFor<F extends LocalChecksumFile & { readonly checksum: string }>(
  live: readonly LiveChecksumEntry[],
  local: readonly F[],
  algorithm: ChecksumAlgorithm,
  hashWith: HashWith<F>,
  concurrency = 16,
): Promise<ReadonlyMap<string, string>> {
  const limit = pLimit(concurrency);
  const liveSize = new Map(live.map((entry) => [entry.path, entry.byte_size]));
  const sameSize = local.filter((file) => liveSize.get(file.path) === file.byteSize);
  const pairs = await Promise.all(
    sameSize.map((file) =>
      limit(
        async () =>
          [file.path, algorithm === 'sha256' ? file.checksum : await hashWith(file, algorithm)] as const,
      ),
    ),
  );
  return new Map(pairs);
}
