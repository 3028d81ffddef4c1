import { createHash } from 'node:crypto';

export type ChecksumAlgorithm = 'sha256' | 'sha1' | 'md5';

/** Lowercase hex digest of `bytes` with the emulator's configured algorithm. */
export function checksumOf(bytes: Uint8Array, algorithm: ChecksumAlgorithm): string {
  return createHash(algorithm).update(bytes).digest('hex');
}
